from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="RatingPoint")


@_attrs_define
class RatingPoint:
    """One rated game in a player's rating history, in rating order.

    Attributes:
        game (int):
        finished_at (datetime.datetime):
        rank (int): The rank the rating used (a resigned or forfeited seat ranks last).
        players (int):
        before (int):
        after (int):
        change (int):
        provisional (bool): The rating after this game was still provisional.
        mu (float):
        sigma (float): mu and sigma after this game.
    """

    game: int
    finished_at: datetime.datetime
    rank: int
    players: int
    before: int
    after: int
    change: int
    provisional: bool
    mu: float
    sigma: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        game = self.game

        finished_at = self.finished_at.isoformat()

        rank = self.rank

        players = self.players

        before = self.before

        after = self.after

        change = self.change

        provisional = self.provisional

        mu = self.mu

        sigma = self.sigma

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game": game,
                "finished_at": finished_at,
                "rank": rank,
                "players": players,
                "before": before,
                "after": after,
                "change": change,
                "provisional": provisional,
                "mu": mu,
                "sigma": sigma,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        game = d.pop("game")

        finished_at = datetime.datetime.fromisoformat(d.pop("finished_at"))

        rank = d.pop("rank")

        players = d.pop("players")

        before = d.pop("before")

        after = d.pop("after")

        change = d.pop("change")

        provisional = d.pop("provisional")

        mu = d.pop("mu")

        sigma = d.pop("sigma")

        _model_instance = cls(
            game=game,
            finished_at=finished_at,
            rank=rank,
            players=players,
            before=before,
            after=after,
            change=change,
            provisional=provisional,
            mu=mu,
            sigma=sigma,
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
