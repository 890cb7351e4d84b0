from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.hachi_options_match_mode import HachiOptionsMatchMode, check_hachi_options_match_mode
from ..types import UNSET, Unset

T = TypeVar("T", bound="HachiOptions")


@_attrs_define
class HachiOptions:
    """The options of Hachi (every one optional: an option left out takes its default).

    Attributes:
        match_mode (HachiOptionsMatchMode | Unset): streak: first to win two consecutive rounds by 20 or more (capped);
            fixed: a fixed number of rounds, highest cumulative score wins; points: first to a cumulative score of
            points_target; victories: first to win that many rounds (points and victories: at most 24 rounds). Default:
            'streak'.
        streak_cap (int | Unset): Streak mode: rounds after which the cumulative score decides. Default: 12.
        rounds (int | Unset): Fixed mode: number of rounds. Default: 6.
        points_target (int | Unset): Points mode: the cumulative score that wins, once reached with the higher total at
            the end of a round (equal totals play another round). Default: 500.
        victories (int | Unset): Victories mode: the round wins that win the match (a drawn round is nobody's). Default:
            3.
    """

    match_mode: HachiOptionsMatchMode | Unset = "streak"
    streak_cap: int | Unset = 12
    rounds: int | Unset = 6
    points_target: int | Unset = 500
    victories: int | Unset = 3

    def to_dict(self) -> dict[str, Any]:
        match_mode: str | Unset = UNSET
        if not isinstance(self.match_mode, Unset):
            match_mode = self.match_mode

        streak_cap = self.streak_cap

        rounds = self.rounds

        points_target = self.points_target

        victories = self.victories

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if match_mode is not UNSET:
            field_dict["match_mode"] = match_mode
        if streak_cap is not UNSET:
            field_dict["streak_cap"] = streak_cap
        if rounds is not UNSET:
            field_dict["rounds"] = rounds
        if points_target is not UNSET:
            field_dict["points_target"] = points_target
        if victories is not UNSET:
            field_dict["victories"] = victories

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _match_mode = d.pop("match_mode", UNSET)
        match_mode: HachiOptionsMatchMode | Unset
        if isinstance(_match_mode, Unset):
            match_mode = UNSET
        else:
            match_mode = check_hachi_options_match_mode(_match_mode)

        streak_cap = d.pop("streak_cap", UNSET)

        rounds = d.pop("rounds", UNSET)

        points_target = d.pop("points_target", UNSET)

        victories = d.pop("victories", UNSET)

        if d:
            raise ValueError(f"HachiOptions takes no other keys: {sorted(d)}")
        _model_instance = cls(
            match_mode=match_mode,
            streak_cap=streak_cap,
            rounds=rounds,
            points_target=points_target,
            victories=victories,
        )

        return _model_instance
