"""A player's solo Fast Train games: personal bests against the rules' ranks (Gandy Dancer to
Tycoon). Solo games are never rated (nobody to be rated against); this table is what they
count for. Two queries whatever the number of games: the counts per rank, then the best game.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Final

from django.db.models import Count, Max, Min, QuerySet, Sum
from django.db.models.fields.json import KeyTextTransform

from accounts import representations as acc
from accounts.models import User, Viewer
from games.engines.fast_train.constants import SOLO_RANKS
from games.history import PLAYED_OUT, result_text, visible_seats
from games.models import Seat

SOLO_GAME_TYPE: Final = "fast-train"


def _solo_seats(user: User, viewer: Viewer) -> QuerySet[Seat]:
    """``user``'s solo Fast Train games played to the end that ``viewer`` may see."""
    return (
        visible_seats(user=user, viewer=viewer)
        .filter(PLAYED_OUT, game__game_type=SOLO_GAME_TYPE, game__num_seats=1)
        .exclude(final_score=None)
    )


def _rank_text() -> KeyTextTransform:
    return result_text("detail", "solo", "rank")


def _bands() -> list[tuple[str, int | None, int | None]]:
    """Each rank with its lowest and highest score (None: open-ended), lowest rank first."""
    bands = []
    for number, (lowest, name) in enumerate(SOLO_RANKS):
        following = SOLO_RANKS[number + 1][0] if number + 1 < len(SOLO_RANKS) else None
        bands.append(
            (name, lowest if number else None, following - 1 if following is not None else None)
        )
    return bands


@dataclass(frozen=True)
class _Reached:
    """How often one rank was reached: games, best score, total score, first time."""

    times: int
    best: int
    total: int
    first: datetime


def solo_bests(*, user: User, viewer: Viewer) -> acc.SoloBests:
    """``user``'s solo record: games, best and average score, and each rank's count."""
    seats = _solo_seats(user, viewer)
    rows = (
        seats.values(solo_rank=_rank_text())
        .annotate(
            times=Count("id"),
            best=Max("final_score"),
            total=Sum("final_score"),
            first=Min("game__finished_at"),
        )
        .order_by()
        .values_list("solo_rank", "times", "best", "total", "first")
    )
    reached = {
        rank: _Reached(times, best, total, first) for rank, times, best, total, first in rows
    }
    played = sum(r.times for r in reached.values())
    out: acc.SoloBests = {
        "game_type": SOLO_GAME_TYPE,
        "played": played,
        "best_score": None,
        "best_rank": None,
        "best_game": None,
        "best_at": None,
        "average_score": round(sum(r.total for r in reached.values()) / played, 2)
        if played
        else None,
        "ranks": [_rank(name, low, high, reached.get(name)) for name, low, high in _bands()],
    }
    best = (
        seats.order_by("-final_score", "game__finished_at", "game_id")
        .values_list("game_id", "final_score", "game__finished_at", _rank_text())
        .first()
        if played
        else None
    )
    if best is not None:
        game, score, finished, rank = best
        out["best_game"], out["best_score"], out["best_rank"] = game, score, rank
        out["best_at"] = _iso(finished)
    return out


def _iso(moment: datetime | None) -> str | None:
    return moment.isoformat() if moment else None


def _rank(name: str, lowest: int | None, highest: int | None, row: _Reached | None) -> acc.SoloRank:
    return {
        "rank": name,
        "lowest_score": lowest,
        "highest_score": highest,
        "times": row.times if row else 0,
        "best_score": row.best if row else None,
        "first_reached_at": _iso(row.first) if row else None,
    }
