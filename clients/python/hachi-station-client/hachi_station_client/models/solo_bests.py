from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.solo_rank import SoloRank


T = TypeVar("T", bound="SoloBests")


@_attrs_define
class SoloBests:
    """A player's solo Fast Train games (never rated: scored against the rules' ranks).

    Attributes:
        game_type (Literal['fast-train']):
        played (int): Solo games played to the end.
        best_score (int | None):
        best_rank (None | str):
        best_game (int | None): The game of the best score (the first of equal ones).
        best_at (datetime.datetime | None):
        average_score (float | None):
        ranks (list[SoloRank]): Every rank of the rules, lowest first, reached or not.
    """

    game_type: Literal["fast-train"]
    played: int
    best_score: int | None
    best_rank: None | str
    best_game: int | None
    best_at: datetime.datetime | None
    average_score: float | None
    ranks: list[SoloRank]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        game_type = self.game_type

        played = self.played

        best_score: int | None
        best_score = self.best_score

        best_rank: None | str
        best_rank = self.best_rank

        best_game: int | None
        best_game = self.best_game

        best_at: None | str
        if isinstance(self.best_at, datetime.datetime):
            best_at = self.best_at.isoformat()
        else:
            best_at = self.best_at

        average_score: float | None
        average_score = self.average_score

        ranks = []
        for ranks_item_data in self.ranks:
            ranks_item = ranks_item_data.to_dict()
            ranks.append(ranks_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game_type": game_type,
                "played": played,
                "best_score": best_score,
                "best_rank": best_rank,
                "best_game": best_game,
                "best_at": best_at,
                "average_score": average_score,
                "ranks": ranks,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.solo_rank import SoloRank  # noqa: PLC0415

        d = dict(src_dict)
        game_type = cast(Literal["fast-train"], d.pop("game_type"))
        if game_type != "fast-train":
            raise ValueError(f"game_type must match const 'fast-train', got '{game_type}'")

        played = d.pop("played")

        def _parse_best_score(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        best_score = _parse_best_score(d.pop("best_score"))

        def _parse_best_rank(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        best_rank = _parse_best_rank(d.pop("best_rank"))

        def _parse_best_game(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        best_game = _parse_best_game(d.pop("best_game"))

        def _parse_best_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                best_at_type_0 = datetime.datetime.fromisoformat(data)

                return best_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        best_at = _parse_best_at(d.pop("best_at"))

        def _parse_average_score(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        average_score = _parse_average_score(d.pop("average_score"))

        ranks = []
        _ranks = d.pop("ranks")
        for ranks_item_data in _ranks:
            ranks_item = SoloRank.from_dict(ranks_item_data)

            ranks.append(ranks_item)

        _model_instance = cls(
            game_type=game_type,
            played=played,
            best_score=best_score,
            best_rank=best_rank,
            best_game=best_game,
            best_at=best_at,
            average_score=average_score,
            ranks=ranks,
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
