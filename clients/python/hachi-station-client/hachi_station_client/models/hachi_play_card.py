from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="HachiPlayCard")


@_attrs_define
class HachiPlayCard:
    """Step A: play a hand card, capturing one of its partners on the field (or none).

    Attributes:
        type_ (Literal['play_card']):
        card (str): A hanafuda card id: the two-digit month 01-12, then the class: L light, A animal, R ribbon, C1-C3
            chaff ("01L", "03R", "11C1").
        target (None | str): The partner on the field it captures (months m1 + m2 with (m1 + m2) mod 5 == 3), or null
            when the card has no partner there; the key is always present.
    """

    type_: Literal["play_card"]
    card: str
    target: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        card = self.card

        target: None | str
        target = self.target

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "card": card,
                "target": target,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["play_card"], d.pop("type"))
        if type_ != "play_card":
            raise ValueError(f"type must match const 'play_card', got '{type_}'")

        card = d.pop("card")

        def _parse_target(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        target = _parse_target(d.pop("target"))

        _model_instance = cls(
            type_=type_,
            card=card,
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
