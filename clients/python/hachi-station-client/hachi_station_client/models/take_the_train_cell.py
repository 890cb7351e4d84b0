from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="TakeTheTrainCell")


@_attrs_define
class TakeTheTrainCell:
    """One position of an arm or branch.

    Attributes:
        card (str): The card id there: a real card of the line's colour, or a Free Ride (`FR1`, `FR2`).
        number (int): The number the position stands for (also for a Free Ride).
        free_ride (bool):
    """

    card: str
    number: int
    free_ride: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        number = self.number

        free_ride = self.free_ride

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "card": card,
                "number": number,
                "free_ride": free_ride,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        number = d.pop("number")

        free_ride = d.pop("free_ride")

        _model_instance = cls(
            card=card,
            number=number,
            free_ride=free_ride,
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
