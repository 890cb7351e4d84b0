from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.game_type_stats_game_type import GameTypeStatsGameType, check_game_type_stats_game_type

if TYPE_CHECKING:
    from ..models.seat_stats import SeatStats


T = TypeVar("T", bound="GameTypeStats")


@_attrs_define
class GameTypeStats:
    """A player's finished games of one type against others (solo games are not in here).

    Attributes:
        game_type (GameTypeStatsGameType):
        played (int):
        won (int): First place, alone or shared.
        win_rate (float): `won / played`, from 0 to 1.
        by_seat (list[SeatStats]):
        average_score (float | None): Over the games the player played to the end: a resignation's zeros are no score.
        best_score (int | None):
        average_rank (float):
        longest_win_streak (int): The most games won in a row, in the order they finished.
    """

    game_type: GameTypeStatsGameType
    played: int
    won: int
    win_rate: float
    by_seat: list[SeatStats]
    average_score: float | None
    best_score: int | None
    average_rank: float
    longest_win_streak: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        game_type: str = self.game_type

        played = self.played

        won = self.won

        win_rate = self.win_rate

        by_seat = []
        for by_seat_item_data in self.by_seat:
            by_seat_item = by_seat_item_data.to_dict()
            by_seat.append(by_seat_item)

        average_score: float | None
        average_score = self.average_score

        best_score: int | None
        best_score = self.best_score

        average_rank = self.average_rank

        longest_win_streak = self.longest_win_streak

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game_type": game_type,
                "played": played,
                "won": won,
                "win_rate": win_rate,
                "by_seat": by_seat,
                "average_score": average_score,
                "best_score": best_score,
                "average_rank": average_rank,
                "longest_win_streak": longest_win_streak,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.seat_stats import SeatStats  # noqa: PLC0415

        d = dict(src_dict)
        game_type = check_game_type_stats_game_type(d.pop("game_type"))

        played = d.pop("played")

        won = d.pop("won")

        win_rate = d.pop("win_rate")

        by_seat = []
        _by_seat = d.pop("by_seat")
        for by_seat_item_data in _by_seat:
            by_seat_item = SeatStats.from_dict(by_seat_item_data)

            by_seat.append(by_seat_item)

        def _parse_average_score(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        average_score = _parse_average_score(d.pop("average_score"))

        def _parse_best_score(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        best_score = _parse_best_score(d.pop("best_score"))

        average_rank = d.pop("average_rank")

        longest_win_streak = d.pop("longest_win_streak")

        _model_instance = cls(
            game_type=game_type,
            played=played,
            won=won,
            win_rate=win_rate,
            by_seat=by_seat,
            average_score=average_score,
            best_score=best_score,
            average_rank=average_rank,
            longest_win_streak=longest_win_streak,
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
