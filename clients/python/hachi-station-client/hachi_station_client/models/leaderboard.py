from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.leaderboard_game_type import LeaderboardGameType, check_leaderboard_game_type

if TYPE_CHECKING:
    from ..models.leaderboard_entry import LeaderboardEntry


T = TypeVar("T", bound="Leaderboard")


@_attrs_define
class Leaderboard:
    """The best players of a game type by rating, among active accounts.

    Attributes:
        game_type (LeaderboardGameType):
        active_days (int): Only players with a rated game of the type finished in this many days are listed.
        players (list[LeaderboardEntry]): At most 50, the best first.
    """

    game_type: LeaderboardGameType
    active_days: int
    players: list[LeaderboardEntry]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        game_type: str = self.game_type

        active_days = self.active_days

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game_type": game_type,
                "active_days": active_days,
                "players": players,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.leaderboard_entry import LeaderboardEntry  # noqa: PLC0415

        d = dict(src_dict)
        game_type = check_leaderboard_game_type(d.pop("game_type"))

        active_days = d.pop("active_days")

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = LeaderboardEntry.from_dict(players_item_data)

            players.append(players_item)

        _model_instance = cls(
            game_type=game_type,
            active_days=active_days,
            players=players,
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
