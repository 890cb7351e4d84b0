from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.history_game_game_type import HistoryGameGameType, check_history_game_game_type
from ..models.history_game_result import HistoryGameResult, check_history_game_result

if TYPE_CHECKING:
    from ..models.history_player import HistoryPlayer
    from ..models.seat_rating import SeatRating


T = TypeVar("T", bound="HistoryGame")


@_attrs_define
class HistoryGame:
    """One finished game of the player's, seen from their seat.

    Attributes:
        game (int):
        game_type (HistoryGameGameType):
        is_public (bool):
        finished_at (datetime.datetime):
        seat (int):
        result (HistoryGameResult):
        rank (int | None):
        score (int | None):
        ended_by_resignation (bool): The game ended when the others resigned or forfeited: its scores are all 0.
        solo_rank (None | str): A solo game's rank from the rules (Gandy Dancer ... Tycoon); null otherwise.
        rating (None | SeatRating): What the game did to the player's rating: null for a casual game, and for a rated
            one until its ratings are applied (moments after it finished).
        players (list[HistoryPlayer]):
        replay (str): The game's replay on the site.
        record (str): The whole game as one document (`GET /api/v1/games/{id}/record/`).
    """

    game: int
    game_type: HistoryGameGameType
    is_public: bool
    finished_at: datetime.datetime
    seat: int
    result: HistoryGameResult
    rank: int | None
    score: int | None
    ended_by_resignation: bool
    solo_rank: None | str
    rating: None | SeatRating
    players: list[HistoryPlayer]
    replay: str
    record: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.seat_rating import SeatRating  # noqa: PLC0415

        game = self.game

        game_type: str = self.game_type

        is_public = self.is_public

        finished_at = self.finished_at.isoformat()

        seat = self.seat

        result: str = self.result

        rank: int | None
        rank = self.rank

        score: int | None
        score = self.score

        ended_by_resignation = self.ended_by_resignation

        solo_rank: None | str
        solo_rank = self.solo_rank

        rating: dict[str, Any] | None
        if isinstance(self.rating, SeatRating):
            rating = self.rating.to_dict()
        else:
            rating = self.rating

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        replay = self.replay

        record = self.record

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game": game,
                "game_type": game_type,
                "is_public": is_public,
                "finished_at": finished_at,
                "seat": seat,
                "result": result,
                "rank": rank,
                "score": score,
                "ended_by_resignation": ended_by_resignation,
                "solo_rank": solo_rank,
                "rating": rating,
                "players": players,
                "replay": replay,
                "record": record,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.history_player import HistoryPlayer  # noqa: PLC0415
        from ..models.seat_rating import SeatRating  # noqa: PLC0415

        d = dict(src_dict)
        game = d.pop("game")

        game_type = check_history_game_game_type(d.pop("game_type"))

        is_public = d.pop("is_public")

        finished_at = datetime.datetime.fromisoformat(d.pop("finished_at"))

        seat = d.pop("seat")

        result = check_history_game_result(d.pop("result"))

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

        ended_by_resignation = d.pop("ended_by_resignation")

        def _parse_solo_rank(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        solo_rank = _parse_solo_rank(d.pop("solo_rank"))

        def _parse_rating(data: object) -> None | SeatRating:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                rating_type_0 = SeatRating.from_dict(data)

                return rating_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SeatRating, data)

        rating = _parse_rating(d.pop("rating"))

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = HistoryPlayer.from_dict(players_item_data)

            players.append(players_item)

        replay = d.pop("replay")

        record = d.pop("record")

        _model_instance = cls(
            game=game,
            game_type=game_type,
            is_public=is_public,
            finished_at=finished_at,
            seat=seat,
            result=result,
            rank=rank,
            score=score,
            ended_by_resignation=ended_by_resignation,
            solo_rank=solo_rank,
            rating=rating,
            players=players,
            replay=replay,
            record=record,
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
