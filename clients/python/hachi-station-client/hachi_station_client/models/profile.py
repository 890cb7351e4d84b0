from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.game_stats import GameStats
    from ..models.game_type_stats import GameTypeStats
    from ..models.player_rating import PlayerRating
    from ..models.recent_game import RecentGame
    from ..models.solo_bests import SoloBests


T = TypeVar("T", bound="Profile")


@_attrs_define
class Profile:
    """A player's public profile: what you may see of it (a private game counts only for its players and the people invited
    to it).

        Attributes:
            username (str):
            bot (bool): A bot account: a program of its owner's playing through the API (not the site's own computer
                players, which sit in seats as `bot_kind`).
            date_joined (datetime.datetime):
            stats (list[GameStats]): Per game type against others: the first numbers of `statistics`.
            statistics (list[GameTypeStats]):
            ratings (list[PlayerRating]):
            solo (SoloBests): A player's solo Fast Train games (never rated: scored against the rules' ranks).
            recent_games (list[RecentGame]):
    """

    username: str
    bot: bool
    date_joined: datetime.datetime
    stats: list[GameStats]
    statistics: list[GameTypeStats]
    ratings: list[PlayerRating]
    solo: SoloBests
    recent_games: list[RecentGame]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        username = self.username

        bot = self.bot

        date_joined = self.date_joined.isoformat()

        stats = []
        for stats_item_data in self.stats:
            stats_item = stats_item_data.to_dict()
            stats.append(stats_item)

        statistics = []
        for statistics_item_data in self.statistics:
            statistics_item = statistics_item_data.to_dict()
            statistics.append(statistics_item)

        ratings = []
        for ratings_item_data in self.ratings:
            ratings_item = ratings_item_data.to_dict()
            ratings.append(ratings_item)

        solo = self.solo.to_dict()

        recent_games = []
        for recent_games_item_data in self.recent_games:
            recent_games_item = recent_games_item_data.to_dict()
            recent_games.append(recent_games_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "username": username,
                "bot": bot,
                "date_joined": date_joined,
                "stats": stats,
                "statistics": statistics,
                "ratings": ratings,
                "solo": solo,
                "recent_games": recent_games,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game_stats import GameStats  # noqa: PLC0415
        from ..models.game_type_stats import GameTypeStats  # noqa: PLC0415
        from ..models.player_rating import PlayerRating  # noqa: PLC0415
        from ..models.recent_game import RecentGame  # noqa: PLC0415
        from ..models.solo_bests import SoloBests  # noqa: PLC0415

        d = dict(src_dict)
        username = d.pop("username")

        bot = d.pop("bot")

        date_joined = datetime.datetime.fromisoformat(d.pop("date_joined"))

        stats = []
        _stats = d.pop("stats")
        for stats_item_data in _stats:
            stats_item = GameStats.from_dict(stats_item_data)

            stats.append(stats_item)

        statistics = []
        _statistics = d.pop("statistics")
        for statistics_item_data in _statistics:
            statistics_item = GameTypeStats.from_dict(statistics_item_data)

            statistics.append(statistics_item)

        ratings = []
        _ratings = d.pop("ratings")
        for ratings_item_data in _ratings:
            ratings_item = PlayerRating.from_dict(ratings_item_data)

            ratings.append(ratings_item)

        solo = SoloBests.from_dict(d.pop("solo"))

        recent_games = []
        _recent_games = d.pop("recent_games")
        for recent_games_item_data in _recent_games:
            recent_games_item = RecentGame.from_dict(recent_games_item_data)

            recent_games.append(recent_games_item)

        _model_instance = cls(
            username=username,
            bot=bot,
            date_joined=date_joined,
            stats=stats,
            statistics=statistics,
            ratings=ratings,
            solo=solo,
            recent_games=recent_games,
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
