from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="GameStreamKeepalive")


@_attrs_define
class GameStreamKeepalive:
    """`/api/v1/games/{id}/stream/`: sent when the stream opens with nothing newer than `since`, and whenever nothing else
    was sent for the keep-alive interval (20 s by default).

        Attributes:
            type_ (Literal['keepalive']):
            version (int): The game's version as this stream last saw it.
    """

    type_: Literal["keepalive"]
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["keepalive"], d.pop("type"))
        if type_ != "keepalive":
            raise ValueError(f"type must match const 'keepalive', got '{type_}'")

        version = d.pop("version")

        _model_instance = cls(
            type_=type_,
            version=version,
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
