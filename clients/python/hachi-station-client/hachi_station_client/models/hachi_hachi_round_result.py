from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.hachi_hachi_round_result_dekiyaku_item_item import (
    HachiHachiRoundResultDekiyakuItemItem,
    check_hachi_hachi_round_result_dekiyaku_item_item,
)
from ..models.hachi_hachi_round_result_ending import HachiHachiRoundResultEnding, check_hachi_hachi_round_result_ending
from ..models.hachi_hachi_round_result_field_kind import (
    HachiHachiRoundResultFieldKind,
    check_hachi_hachi_round_result_field_kind,
)

if TYPE_CHECKING:
    from ..models.hachi_hachi_part import HachiHachiPart


T = TypeVar("T", bound="HachiHachiRoundResult")


@_attrs_define
class HachiHachiRoundResult:
    """The settlement of a finished round (every amount already multiplied by M).

    Attributes:
        round_ (int):
        dealer (int):
        multiplier (int):
        field_kind (HachiHachiRoundResultFieldKind):
        ending (HachiHachiRoundResultEnding): How it ended: `end` (a seat ended), `sage_exhausted` (hands ran out with a
            seat in Sage), else the cards were counted: `card_count`, `all_eights`, `double_eights` or `simple_16`.
        ender (int | None): The seat that ended the round; null when the hands ran out.
        card_points (list[int]):
        dekiyaku (list[list[HachiHachiRoundResultDekiyakuItemItem]]): Each seat's dekiyaku at the end.
        parts (list[HachiHachiPart]): The lines of the settlement.
        deltas (list[int]): What each seat gained (negative: paid) in all.
        next_dealer (int):
    """

    round_: int
    dealer: int
    multiplier: int
    field_kind: HachiHachiRoundResultFieldKind
    ending: HachiHachiRoundResultEnding
    ender: int | None
    card_points: list[int]
    dekiyaku: list[list[HachiHachiRoundResultDekiyakuItemItem]]
    parts: list[HachiHachiPart]
    deltas: list[int]
    next_dealer: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        round_ = self.round_

        dealer = self.dealer

        multiplier = self.multiplier

        field_kind: str = self.field_kind

        ending: str = self.ending

        ender: int | None
        ender = self.ender

        card_points = self.card_points

        dekiyaku = []
        for dekiyaku_item_data in self.dekiyaku:
            dekiyaku_item = []
            for dekiyaku_item_item_data in dekiyaku_item_data:
                dekiyaku_item_item: str = dekiyaku_item_item_data
                dekiyaku_item.append(dekiyaku_item_item)

            dekiyaku.append(dekiyaku_item)

        parts = []
        for parts_item_data in self.parts:
            parts_item = parts_item_data.to_dict()
            parts.append(parts_item)

        deltas = self.deltas

        next_dealer = self.next_dealer

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "round": round_,
                "dealer": dealer,
                "multiplier": multiplier,
                "field_kind": field_kind,
                "ending": ending,
                "ender": ender,
                "card_points": card_points,
                "dekiyaku": dekiyaku,
                "parts": parts,
                "deltas": deltas,
                "next_dealer": next_dealer,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.hachi_hachi_part import HachiHachiPart  # noqa: PLC0415

        d = dict(src_dict)
        round_ = d.pop("round")

        dealer = d.pop("dealer")

        multiplier = d.pop("multiplier")

        field_kind = check_hachi_hachi_round_result_field_kind(d.pop("field_kind"))

        ending = check_hachi_hachi_round_result_ending(d.pop("ending"))

        def _parse_ender(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        ender = _parse_ender(d.pop("ender"))

        card_points = cast(list[int], d.pop("card_points"))

        dekiyaku = []
        _dekiyaku = d.pop("dekiyaku")
        for dekiyaku_item_data in _dekiyaku:
            dekiyaku_item = []
            _dekiyaku_item = dekiyaku_item_data
            for dekiyaku_item_item_data in _dekiyaku_item:
                dekiyaku_item_item = check_hachi_hachi_round_result_dekiyaku_item_item(dekiyaku_item_item_data)

                dekiyaku_item.append(dekiyaku_item_item)

            dekiyaku.append(dekiyaku_item)

        parts = []
        _parts = d.pop("parts")
        for parts_item_data in _parts:
            parts_item = HachiHachiPart.from_dict(parts_item_data)

            parts.append(parts_item)

        deltas = cast(list[int], d.pop("deltas"))

        next_dealer = d.pop("next_dealer")

        _model_instance = cls(
            round_=round_,
            dealer=dealer,
            multiplier=multiplier,
            field_kind=field_kind,
            ending=ending,
            ender=ender,
            card_points=card_points,
            dekiyaku=dekiyaku,
            parts=parts,
            deltas=deltas,
            next_dealer=next_dealer,
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
