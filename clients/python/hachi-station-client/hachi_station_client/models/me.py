from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="Me")


@_attrs_define
class Me:
    """Your account.

    Attributes:
        id (int):
        username (str):
        bot (bool): A bot account (irreversible, `POST /api/v1/me/upgrade-to-bot/`): a program of its owner's playing
            through the API (not the site's own computer players).
        email (str):
        date_joined (datetime.datetime):
    """

    id: int
    username: str
    bot: bool
    email: str
    date_joined: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        username = self.username

        bot = self.bot

        email = self.email

        date_joined = self.date_joined.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "username": username,
                "bot": bot,
                "email": email,
                "date_joined": date_joined,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        username = d.pop("username")

        bot = d.pop("bot")

        email = d.pop("email")

        date_joined = datetime.datetime.fromisoformat(d.pop("date_joined"))

        _model_instance = cls(
            id=id,
            username=username,
            bot=bot,
            email=email,
            date_joined=date_joined,
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
