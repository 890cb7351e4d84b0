from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.recent_game_game_type import RecentGameGameType, check_recent_game_game_type
from ..models.recent_game_status import RecentGameStatus, check_recent_game_status

T = TypeVar("T", bound="RecentGame")


@_attrs_define
class RecentGame:
    """
    Attributes:
        game (int):
        game_type (RecentGameGameType):
        status (RecentGameStatus):
        seat (int):
        rank (int | None):
        score (int | None):
        won (bool):
        finished_at (datetime.datetime | None):
    """

    game: int
    game_type: RecentGameGameType
    status: RecentGameStatus
    seat: int
    rank: int | None
    score: int | None
    won: bool
    finished_at: datetime.datetime | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        game = self.game

        game_type: str = self.game_type

        status: str = self.status

        seat = self.seat

        rank: int | None
        rank = self.rank

        score: int | None
        score = self.score

        won = self.won

        finished_at: None | str
        if isinstance(self.finished_at, datetime.datetime):
            finished_at = self.finished_at.isoformat()
        else:
            finished_at = self.finished_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game": game,
                "game_type": game_type,
                "status": status,
                "seat": seat,
                "rank": rank,
                "score": score,
                "won": won,
                "finished_at": finished_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        game = d.pop("game")

        game_type = check_recent_game_game_type(d.pop("game_type"))

        status = check_recent_game_status(d.pop("status"))

        seat = d.pop("seat")

        def _parse_rank(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        rank = _parse_rank(d.pop("rank"))

        def _parse_score(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        score = _parse_score(d.pop("score"))

        won = d.pop("won")

        def _parse_finished_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                finished_at_type_0 = datetime.datetime.fromisoformat(data)

                return finished_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        finished_at = _parse_finished_at(d.pop("finished_at"))

        _model_instance = cls(
            game=game,
            game_type=game_type,
            status=status,
            seat=seat,
            rank=rank,
            score=score,
            won=won,
            finished_at=finished_at,
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
