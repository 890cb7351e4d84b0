from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.hachi_train_private_slots_item import HachiTrainPrivateSlotsItem, check_hachi_train_private_slots_item

T = TypeVar("T", bound="HachiTrainPrivate")


@_attrs_define
class HachiTrainPrivate:
    """The viewing seat's own hand and pending cards.

    Attributes:
        seat (int):
        hand (list[str]): Card ids of the hand, left to right (position 0 first): car cards `1a`-`8e` (the number and a
            copy letter), special cards `S12a`-`S78b` (its two numbers and a copy letter).
        slots (list[HachiTrainPrivateSlotsItem]): The kind of each hand position, as the others see it.
        pending (list[str]): The card ids this seat must insert, in order (a drawn card included); empty otherwise.
    """

    seat: int
    hand: list[str]
    slots: list[HachiTrainPrivateSlotsItem]
    pending: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        hand = self.hand

        slots = []
        for slots_item_data in self.slots:
            slots_item: str = slots_item_data
            slots.append(slots_item)

        pending = self.pending

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "hand": hand,
                "slots": slots,
                "pending": pending,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        hand = cast(list[str], d.pop("hand"))

        slots = []
        _slots = d.pop("slots")
        for slots_item_data in _slots:
            slots_item = check_hachi_train_private_slots_item(slots_item_data)

            slots.append(slots_item)

        pending = cast(list[str], d.pop("pending"))

        _model_instance = cls(
            seat=seat,
            hand=hand,
            slots=slots,
            pending=pending,
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
