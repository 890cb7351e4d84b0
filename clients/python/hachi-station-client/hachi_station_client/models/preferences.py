from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="Preferences")


@_attrs_define
class Preferences:
    """Your reminder preferences (the same as the site's settings page).

    Attributes:
        email_reminders (bool):
        live_reminders (bool): Reminders on `/ws/me/` (the site shows them as toasts).
        push_reminders (bool): Web Push reminders to the browsers you subscribed on the site.
        confirm_moves (bool): On the site's boards a tap selects a move and a second tap sends it.
        remind_on_turn_start (bool):
        remind_hours_before (list[int]): Hours before a deadline at which to remind you (the reminder ladder).
        timezone (str): An IANA time zone name, such as `Europe/Kyiv`.
        quiet_start (None | str):
        quiet_end (None | str):
        daily_digest (bool):
        digest_hour (int):
        calendar_feed (bool): Whether your secret calendar feed is on.
    """

    email_reminders: bool
    live_reminders: bool
    push_reminders: bool
    confirm_moves: bool
    remind_on_turn_start: bool
    remind_hours_before: list[int]
    timezone: str
    quiet_start: None | str
    quiet_end: None | str
    daily_digest: bool
    digest_hour: int
    calendar_feed: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        email_reminders = self.email_reminders

        live_reminders = self.live_reminders

        push_reminders = self.push_reminders

        confirm_moves = self.confirm_moves

        remind_on_turn_start = self.remind_on_turn_start

        remind_hours_before = self.remind_hours_before

        timezone = self.timezone

        quiet_start: None | str
        quiet_start = self.quiet_start

        quiet_end: None | str
        quiet_end = self.quiet_end

        daily_digest = self.daily_digest

        digest_hour = self.digest_hour

        calendar_feed = self.calendar_feed

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "email_reminders": email_reminders,
                "live_reminders": live_reminders,
                "push_reminders": push_reminders,
                "confirm_moves": confirm_moves,
                "remind_on_turn_start": remind_on_turn_start,
                "remind_hours_before": remind_hours_before,
                "timezone": timezone,
                "quiet_start": quiet_start,
                "quiet_end": quiet_end,
                "daily_digest": daily_digest,
                "digest_hour": digest_hour,
                "calendar_feed": calendar_feed,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        email_reminders = d.pop("email_reminders")

        live_reminders = d.pop("live_reminders")

        push_reminders = d.pop("push_reminders")

        confirm_moves = d.pop("confirm_moves")

        remind_on_turn_start = d.pop("remind_on_turn_start")

        remind_hours_before = cast(list[int], d.pop("remind_hours_before"))

        timezone = d.pop("timezone")

        def _parse_quiet_start(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        quiet_start = _parse_quiet_start(d.pop("quiet_start"))

        def _parse_quiet_end(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        quiet_end = _parse_quiet_end(d.pop("quiet_end"))

        daily_digest = d.pop("daily_digest")

        digest_hour = d.pop("digest_hour")

        calendar_feed = d.pop("calendar_feed")

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
            calendar_feed=calendar_feed,
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
