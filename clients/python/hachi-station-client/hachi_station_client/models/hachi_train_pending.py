from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.hachi_train_pending_source import HachiTrainPendingSource, check_hachi_train_pending_source
from ..types import UNSET, Unset

T = TypeVar("T", bound="HachiTrainPending")


@_attrs_define
class HachiTrainPending:
    """Cards waiting to be inserted, as everyone sees them.

    Attributes:
        seat (int): The seat inserting them.
        source (HachiTrainPendingSource): `collected` from the field (face up) or `drawn` from the stock (hidden).
        count (int):
        cards (list[str] | Unset): The card ids, when collected (or once the game is over); a drawn card stays hidden.
    """

    seat: int
    source: HachiTrainPendingSource
    count: int
    cards: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        source: str = self.source

        count = self.count

        cards: list[str] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = self.cards

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "source": source,
                "count": count,
            }
        )
        if cards is not UNSET:
            field_dict["cards"] = cards

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        source = check_hachi_train_pending_source(d.pop("source"))

        count = d.pop("count")

        cards = cast(list[str], d.pop("cards", UNSET))

        _model_instance = cls(
            seat=seat,
            source=source,
            count=count,
            cards=cards,
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
