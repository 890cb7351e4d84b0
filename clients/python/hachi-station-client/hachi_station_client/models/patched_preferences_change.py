from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="PatchedPreferencesChange")


@_attrs_define
class PatchedPreferencesChange:
    """
    Attributes:
        email_reminders (bool | Unset):
        live_reminders (bool | Unset):
        push_reminders (bool | Unset):
        confirm_moves (bool | Unset):
        remind_on_turn_start (bool | Unset):
        remind_hours_before (list[int] | Unset):
        timezone (str | Unset):
        quiet_start (None | str | Unset):
        quiet_end (None | str | Unset):
        daily_digest (bool | Unset):
        digest_hour (int | Unset):
    """

    email_reminders: bool | Unset = UNSET
    live_reminders: bool | Unset = UNSET
    push_reminders: bool | Unset = UNSET
    confirm_moves: bool | Unset = UNSET
    remind_on_turn_start: bool | Unset = UNSET
    remind_hours_before: list[int] | Unset = UNSET
    timezone: str | Unset = UNSET
    quiet_start: None | str | Unset = UNSET
    quiet_end: None | str | Unset = UNSET
    daily_digest: bool | Unset = UNSET
    digest_hour: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        email_reminders = self.email_reminders

        live_reminders = self.live_reminders

        push_reminders = self.push_reminders

        confirm_moves = self.confirm_moves

        remind_on_turn_start = self.remind_on_turn_start

        remind_hours_before: list[int] | Unset = UNSET
        if not isinstance(self.remind_hours_before, Unset):
            remind_hours_before = self.remind_hours_before

        timezone = self.timezone

        quiet_start: None | str | Unset
        if isinstance(self.quiet_start, Unset):
            quiet_start = UNSET
        else:
            quiet_start = self.quiet_start

        quiet_end: None | str | Unset
        if isinstance(self.quiet_end, Unset):
            quiet_end = UNSET
        else:
            quiet_end = self.quiet_end

        daily_digest = self.daily_digest

        digest_hour = self.digest_hour

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if email_reminders is not UNSET:
            field_dict["email_reminders"] = email_reminders
        if live_reminders is not UNSET:
            field_dict["live_reminders"] = live_reminders
        if push_reminders is not UNSET:
            field_dict["push_reminders"] = push_reminders
        if confirm_moves is not UNSET:
            field_dict["confirm_moves"] = confirm_moves
        if remind_on_turn_start is not UNSET:
            field_dict["remind_on_turn_start"] = remind_on_turn_start
        if remind_hours_before is not UNSET:
            field_dict["remind_hours_before"] = remind_hours_before
        if timezone is not UNSET:
            field_dict["timezone"] = timezone
        if quiet_start is not UNSET:
            field_dict["quiet_start"] = quiet_start
        if quiet_end is not UNSET:
            field_dict["quiet_end"] = quiet_end
        if daily_digest is not UNSET:
            field_dict["daily_digest"] = daily_digest
        if digest_hour is not UNSET:
            field_dict["digest_hour"] = digest_hour

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        email_reminders = d.pop("email_reminders", UNSET)

        live_reminders = d.pop("live_reminders", UNSET)

        push_reminders = d.pop("push_reminders", UNSET)

        confirm_moves = d.pop("confirm_moves", UNSET)

        remind_on_turn_start = d.pop("remind_on_turn_start", UNSET)

        remind_hours_before = cast(list[int], d.pop("remind_hours_before", UNSET))

        timezone = d.pop("timezone", UNSET)

        def _parse_quiet_start(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        quiet_start = _parse_quiet_start(d.pop("quiet_start", UNSET))

        def _parse_quiet_end(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        quiet_end = _parse_quiet_end(d.pop("quiet_end", UNSET))

        daily_digest = d.pop("daily_digest", UNSET)

        digest_hour = d.pop("digest_hour", UNSET)

        _model_instance = cls(
            email_reminders=email_reminders,
            live_reminders=live_reminders,
            push_reminders=push_reminders,
            confirm_moves=confirm_moves,
            remind_on_turn_start=remind_on_turn_start,
            remind_hours_before=remind_hours_before,
            timezone=timezone,
            quiet_start=quiet_start,
            quiet_end=quiet_end,
            daily_digest=daily_digest,
            digest_hour=digest_hour,
        )

        _model_instance.additional_properties = d
        return _model_instance

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
