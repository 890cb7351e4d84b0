from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.game_stats_game_type import GameStatsGameType, check_game_stats_game_type

T = TypeVar("T", bound="GameStats")


@_attrs_define
class GameStats:
    """A player's finished games of one type against others, the ones you may see (the profile's `statistics` say more of
    each).

        Attributes:
            game_type (GameStatsGameType):
            played (int):
            won (int):
            average_score (float): Over the games played to the end (0 when there is none).
            average_rank (float):
    """

    game_type: GameStatsGameType
    played: int
    won: int
    average_score: float
    average_rank: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        game_type: str = self.game_type

        played = self.played

        won = self.won

        average_score = self.average_score

        average_rank = self.average_rank

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game_type": game_type,
                "played": played,
                "won": won,
                "average_score": average_score,
                "average_rank": average_rank,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        game_type = check_game_stats_game_type(d.pop("game_type"))

        played = d.pop("played")

        won = d.pop("won")

        average_score = d.pop("average_score")

        average_rank = d.pop("average_rank")

        _model_instance = cls(
            game_type=game_type,
            played=played,
            won=won,
            average_score=average_score,
            average_rank=average_rank,
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
