from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="SeatSummary")


@_attrs_define
class SeatSummary:
    """A seat as a list shows it.

    Attributes:
        index (int):
        username (None | str):
        bot (bool): A bot account: a program of its owner's playing through the API (not the site's own computer
            players, which are `is_bot` seats).
        is_bot (bool):
    """

    index: int
    username: None | str
    bot: bool
    is_bot: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        index = self.index

        username: None | str
        username = self.username

        bot = self.bot

        is_bot = self.is_bot

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "index": index,
                "username": username,
                "bot": bot,
                "is_bot": is_bot,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        index = d.pop("index")

        def _parse_username(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        username = _parse_username(d.pop("username"))

        bot = d.pop("bot")

        is_bot = d.pop("is_bot")

        _model_instance = cls(
            index=index,
            username=username,
            bot=bot,
            is_bot=is_bot,
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
