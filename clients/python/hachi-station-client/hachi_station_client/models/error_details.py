from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="ErrorDetails")


@_attrs_define
class ErrorDetails:
    """An object, often empty. For `invalid`: each field (a nested one by its dotted path, `bots.1`; `non_field_errors` for
    the request as a whole) with the list of its messages. Other codes add the keys below.

        Attributes:
            version (int | Unset): `stale_version`: the game's version now (fetch the game again).
            remaining_days (float | Unset): `vacation_allowance`: the vacation days left this year.
            request_id (str | Unset): `server_error`: the request's id (also the `X-Request-ID` header), for a report.
            scope (str | Unset): `insufficient_scope`: the scope the operation needs, which the token lacks.
    """

    version: int | Unset = UNSET
    remaining_days: float | Unset = UNSET
    request_id: str | Unset = UNSET
    scope: str | Unset = UNSET
    additional_properties: dict[str, list[str]] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        version = self.version

        remaining_days = self.remaining_days

        request_id = self.request_id

        scope = self.scope

        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            field_dict[prop_name] = prop

        field_dict.update({})
        if version is not UNSET:
            field_dict["version"] = version
        if remaining_days is not UNSET:
            field_dict["remaining_days"] = remaining_days
        if request_id is not UNSET:
            field_dict["request_id"] = request_id
        if scope is not UNSET:
            field_dict["scope"] = scope

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        version = d.pop("version", UNSET)

        remaining_days = d.pop("remaining_days", UNSET)

        request_id = d.pop("request_id", UNSET)

        scope = d.pop("scope", UNSET)

        _model_instance = cls(
            version=version,
            remaining_days=remaining_days,
            request_id=request_id,
            scope=scope,
        )

        additional_properties = {}
        for prop_name, prop_dict in d.items():
            additional_property = cast(list[str], prop_dict)

            additional_properties[prop_name] = additional_property

        _model_instance.additional_properties = additional_properties
        return _model_instance

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> list[str]:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: list[str]) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
