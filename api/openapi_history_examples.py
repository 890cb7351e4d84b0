"""Examples of a player's ratings, history, statistics and leaderboards for the OpenAPI
document, typed as the representations they show (mypy holds them to the declarations; a test
validates each against the document). ``api.openapi_examples`` adds them to the others."""

from __future__ import annotations

from typing import Any

from accounts import representations as acc
from games import representations as rep

AT = "2026-11-20T09:30:00+00:00"
EARLIER = "2026-11-12T18:05:00+00:00"
SITE = "https://play.example"


def _rating_change() -> rep.SeatRating:
    return {"before": 1103, "after": 1131, "change": 28, "provisional": True}


def _history_game() -> acc.HistoryGame:
    return {
        "game": 42,
        "game_type": "hachi",
        "is_public": True,
        "finished_at": AT,
        "seat": 0,
        "result": "won",
        "rank": 1,
        "score": 57,
        "ended_by_resignation": False,
        "solo_rank": None,
        "rating": _rating_change(),
        "players": [
            {
                "seat": 0,
                "username": "alice",
                "bot": False,
                "bot_kind": None,
                "score": 57,
                "rank": 1,
                "resigned": False,
            },
            {
                "seat": 1,
                "username": "bob",
                "bot": False,
                "bot_kind": None,
                "score": 31,
                "rank": 2,
                "resigned": False,
            },
        ],
        "replay": f"{SITE}/games/42/replay/",
        "record": f"{SITE}/api/v1/games/42/record/",
    }


def _statistics() -> acc.GameTypeStats:
    return {
        "game_type": "hachi",
        "played": 12,
        "won": 7,
        "win_rate": 0.583,
        "by_seat": [
            {"seat": 0, "played": 7, "won": 5, "win_rate": 0.714},
            {"seat": 1, "played": 5, "won": 2, "win_rate": 0.4},
        ],
        "average_score": 41.5,
        "best_score": 88,
        "average_rank": 1.42,
        "longest_win_streak": 4,
    }


def _rating() -> rep.PlayerRating:
    return {
        "game_type": "hachi",
        "rating": 1131,
        "provisional": True,
        "games": 2,
        "mu": 28.51,
        "sigma": 7.49,
        "last_game_at": AT,
    }


def _rating_point() -> rep.RatingPoint:
    return {
        "game": 42,
        "finished_at": AT,
        "rank": 1,
        "players": 2,
        "before": 1103,
        "after": 1131,
        "change": 28,
        "provisional": True,
        "mu": 28.51,
        "sigma": 7.49,
    }


def solo_example() -> acc.SoloBests:
    bands = [("Gandy Dancer", None, 150), ("Boilerman", 151, 180), ("Engineer", 181, 210),
             ("Inspector", 211, 230), ("Conductor", 231, 250), ("Tycoon", 251, None)]  # fmt: skip
    reached = {"Boilerman": (2, 177, EARLIER), "Engineer": (1, 196, AT)}
    return {
        "game_type": "fast-train",
        "played": 3,
        "best_score": 196,
        "best_rank": "Engineer",
        "best_game": 51,
        "best_at": AT,
        "average_score": 179.33,
        "ranks": [
            {
                "rank": name,
                "lowest_score": lowest,
                "highest_score": highest,
                "times": reached[name][0] if name in reached else 0,
                "best_score": reached[name][1] if name in reached else None,
                "first_reached_at": reached[name][2] if name in reached else None,
            }
            for name, lowest, highest in bands
        ],
    }


def _one(value: Any) -> dict[str, dict[str, Any]]:
    return {"example": {"summary": "Example", "value": value}}


def history_examples(
    *, stats: rep.GameStats, recent: rep.RecentGame
) -> dict[str, dict[str, dict[str, Any]]]:
    """Component name -> named examples, as ``api.openapi_examples.examples`` has them."""
    history: acc.History = {
        "username": "alice",
        "games": [_history_game()],
        "next": f"{SITE}/api/v1/users/alice/history/?cursor=WyIyMDI2LTExLTIwIiwgNDJd",
    }
    export: acc.HistoryExport = {
        "format": "hachi-station-history/1",
        "username": "alice",
        "exported_at": AT,
        "games": [_history_game()],
    }
    versus: acc.HeadToHead = {
        "username": "alice",
        "opponent": "bob",
        "played": 9,
        "won": 5,
        "lost": 3,
        "drawn": 1,
        "game_types": [
            {"game_type": "hachi", "played": 7, "won": 4, "lost": 2, "drawn": 1},
            {"game_type": "hachi-hachi", "played": 2, "won": 1, "lost": 1, "drawn": 0},
        ],
    }
    ratings: acc.UserRatings = {
        "username": "alice",
        "ratings": [{**_rating(), "history": [_rating_point()]}],
        "solo": solo_example(),
    }
    board: acc.Leaderboard = {
        "game_type": "hachi",
        "active_days": 90,
        "players": [
            {
                "position": 1,
                "username": "alice",
                "bot": False,
                "rating": 1131,
                "provisional": True,
                "games": 2,
                "last_game_at": AT,
            },
            {
                "position": 2,
                "username": "bob",
                "bot": False,
                "rating": 1020,
                "provisional": False,
                "games": 31,
                "last_game_at": EARLIER,
            },
        ],
    }
    profile: acc.Profile = {
        "username": "alice",
        "bot": False,
        "date_joined": EARLIER,
        "stats": [stats],
        "statistics": [_statistics()],
        "ratings": [_rating()],
        "solo": solo_example(),
        "recent_games": [recent],
    }
    return {
        "History": _one(history),
        "HistoryExport": _one(export),
        "HeadToHead": _one(versus),
        "UserRatings": _one(ratings),
        "Leaderboard": _one(board),
        "Profile": _one(profile),
    }
