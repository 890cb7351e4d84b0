from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.hachi_train_slot import HachiTrainSlot


T = TypeVar("T", bound="HachiTrainHand")


@_attrs_define
class HachiTrainHand:
    """One seat's hand as everyone sees it: a row of slots, left to right.

    Attributes:
        count (int):
        out (bool): Whether the seat has no cards left this round.
        slots (list[HachiTrainSlot]):
    """

    count: int
    out: bool
    slots: list[HachiTrainSlot]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        count = self.count

        out = self.out

        slots = []
        for slots_item_data in self.slots:
            slots_item = slots_item_data.to_dict()
            slots.append(slots_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "count": count,
                "out": out,
                "slots": slots,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.hachi_train_slot import HachiTrainSlot  # noqa: PLC0415

        d = dict(src_dict)
        count = d.pop("count")

        out = d.pop("out")

        slots = []
        _slots = d.pop("slots")
        for slots_item_data in _slots:
            slots_item = HachiTrainSlot.from_dict(slots_item_data)

            slots.append(slots_item)

        _model_instance = cls(
            count=count,
            out=out,
            slots=slots,
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
