"""The public profile's words: ratings and their chart, results per game type, head-to-head,
solo bests and recent games. What a visitor sees is computed over the games they may see
(games.history); the current ratings are public."""

from __future__ import annotations

from datetime import datetime
from typing import TypedDict

from django.utils.safestring import SafeString

from accounts import representations as acc
from accounts.charts import Series, rating_chart_svg
from accounts.models import User, Viewer
from games import representations as rep
from games.engines.registry import ENGINES, all_engines
from games.history import head_to_head, history_stats, player_named, rating_lines
from games.lobby_selectors import recent_seats
from games.models import GameStatus, Seat
from games.rating_selectors import ratings_of
from games.solo_bests import solo_bests
from games.web.lobby import ordinal

RATINGS_TABLE_ID = "ratings-table"
STATUS_WORDS = {GameStatus.OPEN: "Waiting for players", GameStatus.ACTIVE: "In play"}
#: The profile's recent games; the whole history is its own page.
RECENT_GAMES = 10


# The page's rows: the reads' own rows with the words the page adds (accounts/profile.html).
class RatingRow(rep.PlayerRating):
    name: str


class StatsRow(acc.GameTypeStats):
    name: str
    win_percent: str


class SeatStatsRow(TypedDict):
    name: str
    seat: int
    """Counted from 1, as players say it."""
    played: int
    won: int
    win_percent: str


class VersusRow(acc.HeadToHeadType):
    name: str


class Versus(acc.HeadToHead):
    rows: list[VersusRow]


class RecentRow(TypedDict):
    game: int
    name: str
    result: str
    finished: bool


class _Ratings(TypedDict):
    ratings: list[RatingRow]
    ratings_table_id: str
    chart: SafeString


class _Stats(TypedDict):
    stats: list[StatsRow]
    seat_stats: list[SeatStatsRow]


class _VersusForm(TypedDict):
    """Head-to-head: the name asked, and the answer or why there is none."""

    versus_name: str
    versus: Versus | None
    versus_error: str | None


class ProfileContext(_Ratings, _Stats, _VersusForm):
    profile_user: User
    solo: acc.SoloBests
    recent: list[RecentRow]


def _game_name(slug: str) -> str:
    return ENGINES[slug].name if slug in ENGINES else slug


def _order(slug: str) -> int:
    """Game types in the site's order (the registry's)."""
    return next((i for i, e in enumerate(all_engines()) if e.slug == slug), len(ENGINES))


def _percent(rate: float) -> str:
    return f"{round(rate * 100)}%"


def seat_result_words(seat: Seat) -> str:
    """How the game went for this seat's player: 'Won', 'Draw', '2nd of 3', 'In play'."""
    game = seat.game
    if game.status != GameStatus.FINISHED:
        return STATUS_WORDS.get(GameStatus(game.status), "")
    if seat.is_winner:
        return "Won"
    if seat.final_rank == 1:
        return "Draw"
    if seat.final_rank is None:
        return "Finished"
    if game.num_seats == 2:
        return "Lost"
    return f"{ordinal(seat.final_rank)} of {game.num_seats}"


def _ratings(user: User, viewer: Viewer) -> _Ratings:
    ratings = sorted(ratings_of(user=user), key=lambda r: _order(r["game_type"]))
    lines = rating_lines(user=user, viewer=viewer)
    series = [
        Series(
            _game_name(rating["game_type"]),
            [
                (datetime.fromisoformat(p["finished_at"]), p["after"])
                for p in lines.get(rating["game_type"], [])
            ],
        )
        for rating in ratings
    ]
    return {
        "ratings": [{**r, "name": _game_name(r["game_type"])} for r in ratings],
        "ratings_table_id": RATINGS_TABLE_ID,
        "chart": rating_chart_svg(series, described_by=RATINGS_TABLE_ID),
    }


def _stats(user: User, viewer: Viewer) -> _Stats:
    stats = sorted(history_stats(user=user, viewer=viewer), key=lambda r: _order(r["game_type"]))
    rows: list[StatsRow] = [
        {**row, "name": _game_name(row["game_type"]), "win_percent": _percent(row["win_rate"])}
        for row in stats
    ]
    seats: list[SeatStatsRow] = [
        {
            "name": _game_name(row["game_type"]),
            "seat": seat["seat"] + 1,
            "played": seat["played"],
            "won": seat["won"],
            "win_percent": _percent(seat["win_rate"]),
        }
        for row in stats
        for seat in row["by_seat"]
    ]
    return {"stats": rows, "seat_stats": seats}


def _versus(user: User, viewer: Viewer, name: str) -> _VersusForm:
    """Head-to-head against the player named ``name`` (nothing asked: the empty form)."""
    if not name:
        return {"versus_name": "", "versus": None, "versus_error": None}
    opponent = player_named(name)
    if opponent is None or opponent.pk == user.pk:
        problem = f"No player is called {name}." if opponent is None else "Name someone else."
        return {"versus_name": name, "versus": None, "versus_error": problem}
    found = head_to_head(user=user, opponent=opponent, viewer=viewer)
    rows: list[VersusRow] = [
        {**row, "name": _game_name(row["game_type"])} for row in found["game_types"]
    ]
    return {
        "versus_name": name,
        "versus": {**found, "rows": sorted(rows, key=lambda r: _order(r["game_type"]))},
        "versus_error": None,
    }


def profile_context(*, user: User, viewer: Viewer, opponent: str = "") -> ProfileContext:
    recent: list[RecentRow] = [
        {
            "game": seat.game_id,
            "name": _game_name(seat.game.game_type),
            "result": seat_result_words(seat),
            "finished": seat.game.status == GameStatus.FINISHED,
        }
        for seat in recent_seats(user=user, viewer=viewer, limit=RECENT_GAMES)
    ]
    return {
        "profile_user": user,
        **_ratings(user, viewer),
        **_stats(user, viewer),
        **_versus(user, viewer, opponent.strip()),
        "solo": solo_bests(user=user, viewer=viewer),
        "recent": recent,
    }
