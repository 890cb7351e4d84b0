from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="HachiTrainField")


@_attrs_define
class HachiTrainField:
    """The set on the field and who played it.

    Attributes:
        cards (list[str]): Card ids of the set, left to right.
        number (int): The number the set was played as (1-8).
        size (int):
        owner (int): The seat that played it.
    """

    cards: list[str]
    number: int
    size: int
    owner: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cards = self.cards

        number = self.number

        size = self.size

        owner = self.owner

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cards": cards,
                "number": number,
                "size": size,
                "owner": owner,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards"))

        number = d.pop("number")

        size = d.pop("size")

        owner = d.pop("owner")

        _model_instance = cls(
            cards=cards,
            number=number,
            size=size,
            owner=owner,
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
