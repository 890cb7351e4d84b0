from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ExportProfile")


@_attrs_define
class ExportProfile:
    """
    Attributes:
        id (int):
        username (str):
        bot (bool): A bot account (docs/bots.md).
        email (str):
        email_verified (bool):
        date_joined (datetime.datetime):
        last_login (datetime.datetime | None):
    """

    id: int
    username: str
    bot: bool
    email: str
    email_verified: bool
    date_joined: datetime.datetime
    last_login: datetime.datetime | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        username = self.username

        bot = self.bot

        email = self.email

        email_verified = self.email_verified

        date_joined = self.date_joined.isoformat()

        last_login: None | str
        if isinstance(self.last_login, datetime.datetime):
            last_login = self.last_login.isoformat()
        else:
            last_login = self.last_login

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "username": username,
                "bot": bot,
                "email": email,
                "email_verified": email_verified,
                "date_joined": date_joined,
                "last_login": last_login,
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

        email_verified = d.pop("email_verified")

        date_joined = datetime.datetime.fromisoformat(d.pop("date_joined"))

        def _parse_last_login(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                last_login_type_0 = datetime.datetime.fromisoformat(data)

                return last_login_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        last_login = _parse_last_login(d.pop("last_login"))

        _model_instance = cls(
            id=id,
            username=username,
            bot=bot,
            email=email,
            email_verified=email_verified,
            date_joined=date_joined,
            last_login=last_login,
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
