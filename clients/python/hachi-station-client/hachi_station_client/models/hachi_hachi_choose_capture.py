from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="HachiHachiChooseCapture")


@_attrs_define
class HachiHachiChooseCapture:
    """Step B: the turned card found two field cards of its month; choose the one it takes.

    Attributes:
        type_ (Literal['choose_capture']):
        target (str): A hanafuda card id: the two-digit month 01-12, then the class: L light, A animal, R ribbon, C1-C3
            chaff ("01L", "03R", "11C1").
    """

    type_: Literal["choose_capture"]
    target: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        target = self.target

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "target": target,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["choose_capture"], d.pop("type"))
        if type_ != "choose_capture":
            raise ValueError(f"type must match const 'choose_capture', got '{type_}'")

        target = d.pop("target")

        _model_instance = cls(
            type_=type_,
            target=target,
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
