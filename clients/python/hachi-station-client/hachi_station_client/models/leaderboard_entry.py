from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="LeaderboardEntry")


@_attrs_define
class LeaderboardEntry:
    """One place of a game type's leaderboard.

    Attributes:
        position (int): 1 for the best; players with the same rating share a position.
        username (str):
        bot (bool): A bot account: a program of its owner's playing through the API (not the site's own computer
            players, which are `is_bot` seats).
        rating (int):
        provisional (bool):
        games (int):
        last_game_at (datetime.datetime):
    """

    position: int
    username: str
    bot: bool
    rating: int
    provisional: bool
    games: int
    last_game_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        position = self.position

        username = self.username

        bot = self.bot

        rating = self.rating

        provisional = self.provisional

        games = self.games

        last_game_at = self.last_game_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "position": position,
                "username": username,
                "bot": bot,
                "rating": rating,
                "provisional": provisional,
                "games": games,
                "last_game_at": last_game_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        position = d.pop("position")

        username = d.pop("username")

        bot = d.pop("bot")

        rating = d.pop("rating")

        provisional = d.pop("provisional")

        games = d.pop("games")

        last_game_at = datetime.datetime.fromisoformat(d.pop("last_game_at"))

        _model_instance = cls(
            position=position,
            username=username,
            bot=bot,
            rating=rating,
            provisional=provisional,
            games=games,
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
