from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="TokenIssued")


@_attrs_define
class TokenIssued:
    """A new API token: send it as `Authorization: Bearer <token>`.

    Attributes:
        token (str): The key: shown this once, never again.
        id (int):
        name (str):
        replaced (int): How many of your tokens with this name the new one replaced (revoked): a sign-in that names its
            token keeps one token of that name.
        scopes (list[str]): What the token may do (docs/oauth.md); all scopes unless chosen otherwise.
        expires_at (datetime.datetime | None): When it stops working; null: never.
    """

    token: str
    id: int
    name: str
    replaced: int
    scopes: list[str]
    expires_at: datetime.datetime | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        token = self.token

        id = self.id

        name = self.name

        replaced = self.replaced

        scopes = self.scopes

        expires_at: None | str
        if isinstance(self.expires_at, datetime.datetime):
            expires_at = self.expires_at.isoformat()
        else:
            expires_at = self.expires_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "token": token,
                "id": id,
                "name": name,
                "replaced": replaced,
                "scopes": scopes,
                "expires_at": expires_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        token = d.pop("token")

        id = d.pop("id")

        name = d.pop("name")

        replaced = d.pop("replaced")

        scopes = cast(list[str], d.pop("scopes"))

        def _parse_expires_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                expires_at_type_0 = datetime.datetime.fromisoformat(data)

                return expires_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        expires_at = _parse_expires_at(d.pop("expires_at"))

        _model_instance = cls(
            token=token,
            id=id,
            name=name,
            replaced=replaced,
            scopes=scopes,
            expires_at=expires_at,
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
