from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.hachi_train_slot_kind import HachiTrainSlotKind, check_hachi_train_slot_kind
from ..types import UNSET, Unset

T = TypeVar("T", bound="HachiTrainSlot")


@_attrs_define
class HachiTrainSlot:
    """One position of a hand: who may see the card there depends on how it got there.

    Attributes:
        kind (HachiTrainSlotKind): `dealt` (a car card), `drawn` (a special card from the stock), `collected` (taken
            from the field, face up to all).
        card (str | Unset): The card id (car cards `1a`-`8e`: number and copy letter; special cards `S12a`-`S78b`: its
            two numbers and a copy letter); present for collected cards and, once the game is over, for every slot.
    """

    kind: HachiTrainSlotKind
    card: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind

        card = self.card

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
            }
        )
        if card is not UNSET:
            field_dict["card"] = card

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = check_hachi_train_slot_kind(d.pop("kind"))

        card = d.pop("card", UNSET)

        _model_instance = cls(
            kind=kind,
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
