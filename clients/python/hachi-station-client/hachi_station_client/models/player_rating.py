from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.player_rating_game_type import PlayerRatingGameType, check_player_rating_game_type

T = TypeVar("T", bound="PlayerRating")


@_attrs_define
class PlayerRating:
    """A player's current rating in one game type.

    Attributes:
        game_type (PlayerRatingGameType):
        rating (int): The displayed rating: 1000 + 30 * (mu - 3 sigma), rounded (1000 for a new player).
        provisional (bool): The uncertainty is still large (sigma above 6): the rating may move a lot.
        games (int): Rated games played in this game type.
        mu (float): The model's mean skill estimate (Weng-Lin, Plackett-Luce).
        sigma (float): The model's uncertainty about it (standard deviation).
        last_game_at (datetime.datetime | None): When the last rated game of this type finished.
    """

    game_type: PlayerRatingGameType
    rating: int
    provisional: bool
    games: int
    mu: float
    sigma: float
    last_game_at: datetime.datetime | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        game_type: str = self.game_type

        rating = self.rating

        provisional = self.provisional

        games = self.games

        mu = self.mu

        sigma = self.sigma

        last_game_at: None | str
        if isinstance(self.last_game_at, datetime.datetime):
            last_game_at = self.last_game_at.isoformat()
        else:
            last_game_at = self.last_game_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game_type": game_type,
                "rating": rating,
                "provisional": provisional,
                "games": games,
                "mu": mu,
                "sigma": sigma,
                "last_game_at": last_game_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        game_type = check_player_rating_game_type(d.pop("game_type"))

        rating = d.pop("rating")

        provisional = d.pop("provisional")

        games = d.pop("games")

        mu = d.pop("mu")

        sigma = d.pop("sigma")

        def _parse_last_game_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                last_game_at_type_0 = datetime.datetime.fromisoformat(data)

                return last_game_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        last_game_at = _parse_last_game_at(d.pop("last_game_at"))

        _model_instance = cls(
            game_type=game_type,
            rating=rating,
            provisional=provisional,
            games=games,
            mu=mu,
            sigma=sigma,
            last_game_at=last_game_at,
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
