from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.hachi_result_detail_decided_by import HachiResultDetailDecidedBy, check_hachi_result_detail_decided_by
from ..models.hachi_result_detail_match_mode import HachiResultDetailMatchMode, check_hachi_result_detail_match_mode

if TYPE_CHECKING:
    from ..models.hachi_round_result import HachiRoundResult


T = TypeVar("T", bound="HachiResultDetail")


@_attrs_define
class HachiResultDetail:
    """How the match went.

    Attributes:
        match_mode (HachiResultDetailMatchMode):
        decided_by (HachiResultDetailDecidedBy):
        winner (int | None): The winning seat; null for a drawn match.
        cumulative (list[int]): Each seat's cumulative score.
        round_wins (list[int]): How many rounds each seat won.
        rounds (list[HachiRoundResult]): Every round, in order.
    """

    match_mode: HachiResultDetailMatchMode
    decided_by: HachiResultDetailDecidedBy
    winner: int | None
    cumulative: list[int]
    round_wins: list[int]
    rounds: list[HachiRoundResult]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        match_mode: str = self.match_mode

        decided_by: str = self.decided_by

        winner: int | None
        winner = self.winner

        cumulative = self.cumulative

        round_wins = self.round_wins

        rounds = []
        for rounds_item_data in self.rounds:
            rounds_item = rounds_item_data.to_dict()
            rounds.append(rounds_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "match_mode": match_mode,
                "decided_by": decided_by,
                "winner": winner,
                "cumulative": cumulative,
                "round_wins": round_wins,
                "rounds": rounds,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.hachi_round_result import HachiRoundResult  # noqa: PLC0415

        d = dict(src_dict)
        match_mode = check_hachi_result_detail_match_mode(d.pop("match_mode"))

        decided_by = check_hachi_result_detail_decided_by(d.pop("decided_by"))

        def _parse_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner = _parse_winner(d.pop("winner"))

        cumulative = cast(list[int], d.pop("cumulative"))

        round_wins = cast(list[int], d.pop("round_wins"))

        rounds = []
        _rounds = d.pop("rounds")
        for rounds_item_data in _rounds:
            rounds_item = HachiRoundResult.from_dict(rounds_item_data)

            rounds.append(rounds_item)

        _model_instance = cls(
            match_mode=match_mode,
            decided_by=decided_by,
            winner=winner,
            cumulative=cumulative,
            round_wins=round_wins,
            rounds=rounds,
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
