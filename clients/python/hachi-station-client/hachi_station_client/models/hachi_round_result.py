from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.hachi_round_result_yaku_item_item import (
    HachiRoundResultYakuItemItem,
    check_hachi_round_result_yaku_item_item,
)

T = TypeVar("T", bound="HachiRoundResult")


@_attrs_define
class HachiRoundResult:
    """The score sheet of a finished round.

    Attributes:
        round_ (int):
        dealer (int):
        card_points (list[int]): Card points of each seat's pile.
        yaku (list[list[HachiRoundResultYakuItemItem]]): The yaku each seat completed.
        yaku_points (list[int]):
        scores (list[int]): Each seat's round score S: card points plus yaku points.
        winner (int | None): The seat with the higher score; null for a drawn round.
        margin (int): The difference of the two scores.
        qualifying (bool): Won by 20 or more: it extends the winner's run.
        runs (list[int]): Each seat's run of consecutive qualifying wins after this round.
    """

    round_: int
    dealer: int
    card_points: list[int]
    yaku: list[list[HachiRoundResultYakuItemItem]]
    yaku_points: list[int]
    scores: list[int]
    winner: int | None
    margin: int
    qualifying: bool
    runs: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        round_ = self.round_

        dealer = self.dealer

        card_points = self.card_points

        yaku = []
        for yaku_item_data in self.yaku:
            yaku_item = []
            for yaku_item_item_data in yaku_item_data:
                yaku_item_item: str = yaku_item_item_data
                yaku_item.append(yaku_item_item)

            yaku.append(yaku_item)

        yaku_points = self.yaku_points

        scores = self.scores

        winner: int | None
        winner = self.winner

        margin = self.margin

        qualifying = self.qualifying

        runs = self.runs

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "round": round_,
                "dealer": dealer,
                "card_points": card_points,
                "yaku": yaku,
                "yaku_points": yaku_points,
                "scores": scores,
                "winner": winner,
                "margin": margin,
                "qualifying": qualifying,
                "runs": runs,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        round_ = d.pop("round")

        dealer = d.pop("dealer")

        card_points = cast(list[int], d.pop("card_points"))

        yaku = []
        _yaku = d.pop("yaku")
        for yaku_item_data in _yaku:
            yaku_item = []
            _yaku_item = yaku_item_data
            for yaku_item_item_data in _yaku_item:
                yaku_item_item = check_hachi_round_result_yaku_item_item(yaku_item_item_data)

                yaku_item.append(yaku_item_item)

            yaku.append(yaku_item)

        yaku_points = cast(list[int], d.pop("yaku_points"))

        scores = cast(list[int], d.pop("scores"))

        def _parse_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner = _parse_winner(d.pop("winner"))

        margin = d.pop("margin")

        qualifying = d.pop("qualifying")

        runs = cast(list[int], d.pop("runs"))

        _model_instance = cls(
            round_=round_,
            dealer=dealer,
            card_points=card_points,
            yaku=yaku,
            yaku_points=yaku_points,
            scores=scores,
            winner=winner,
            margin=margin,
            qualifying=qualifying,
            runs=runs,
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
