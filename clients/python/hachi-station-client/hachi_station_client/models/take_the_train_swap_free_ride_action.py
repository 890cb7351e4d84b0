from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="TakeTheTrainSwapFreeRideAction")


@_attrs_define
class TakeTheTrainSwapFreeRideAction:
    """P4: put a real card in place of the Free Ride standing for it; the Free Ride returns.

    Attributes:
        type_ (Literal['swap_free_ride']):
        card (str): The real numbered card put down (its colour and number name the Free Ride's place).
    """

    type_: Literal["swap_free_ride"]
    card: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        card = self.card

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "card": card,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["swap_free_ride"], d.pop("type"))
        if type_ != "swap_free_ride":
            raise ValueError(f"type must match const 'swap_free_ride', got '{type_}'")

        card = d.pop("card")

        _model_instance = cls(
            type_=type_,
            card=card,
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
