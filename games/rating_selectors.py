"""Reads of the ratings (design §10): a player's ratings and history, the leaderboards, and
what a finished rated game did to each seat's rating.

The rows are derived data, written only by games.rating_services; every function here reads
them as they stand (a game finished a moment ago may not be rated yet).
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime, timedelta

from django.db.models import QuerySet
from django.utils import timezone

from accounts.models import User
from games import representations as rep
from games.models import Game, GameStatus, Rating, RatingChange
from games.ratings import Skill, is_provisional

#: The leaderboards show players with a rated game of the type in this many days.
ACTIVE_DAYS = 90
LEADERBOARD_SIZE = 50


def rating_row(rating: Rating) -> rep.PlayerRating:
    """One stored rating as the API and the pages show it."""
    return {
        "game_type": rep.game_slug(rating.game_type),
        "rating": rating.display,
        "provisional": is_provisional(Skill(rating.mu, rating.sigma)),
        "games": rating.games,
        "mu": rating.mu,
        "sigma": rating.sigma,
        "last_game_at": rating.last_game_at.isoformat() if rating.last_game_at else None,
    }


def ratings_of(*, user: User) -> list[rep.PlayerRating]:
    """``user``'s rating in every game type they played a rated game of, by game type."""
    return [rating_row(r) for r in Rating.objects.filter(user=user).order_by("game_type")]


def leaderboard_rows(
    *, game_type: str, limit: int = LEADERBOARD_SIZE, active_since: datetime | None = None
) -> QuerySet[Rating]:
    """The leaderboard's query: the rating index (game_type, -display) read in order, the
    inactive skipped, stopping at ``limit`` (one query, the account joined)."""
    since = active_since or timezone.now() - timedelta(days=ACTIVE_DAYS)
    return (
        Rating.objects.filter(game_type=game_type, last_game_at__gte=since, user__is_active=True)
        .select_related("user")
        .order_by("-display", "-games", "user__username")[:limit]
    )


def leaderboard(
    *, game_type: str, limit: int = LEADERBOARD_SIZE, active_since: datetime | None = None
) -> list[rep.LeaderboardEntry]:
    """The best ``limit`` players of ``game_type`` by displayed rating, among active accounts:
    a rated game of the type finished since ``active_since`` (default: ``ACTIVE_DAYS`` ago).
    Equal ratings share a position; the one with more rated games is listed first."""
    out: list[rep.LeaderboardEntry] = []
    rows = leaderboard_rows(game_type=game_type, limit=limit, active_since=active_since)
    for number, rating in enumerate(rows, start=1):
        shared = out and out[-1]["rating"] == rating.display
        assert rating.last_game_at is not None  # filtered on it
        out.append(
            {
                "position": out[-1]["position"] if shared else number,
                "username": rating.user.username,
                "bot": rating.user.is_bot_account,
                "rating": rating.display,
                "provisional": is_provisional(Skill(rating.mu, rating.sigma)),
                "games": rating.games,
                "last_game_at": rating.last_game_at.isoformat(),
            }
        )
    return out


def seat_ratings(*, games: Sequence[Game]) -> dict[tuple[int, int], rep.SeatRating]:
    """What each of these games did to its seats' ratings, by (game id, seat index): one
    query, none when no game of them is a finished rated game whose ratings are applied (so
    never on the move path: a game is rated after the commit that finished it)."""
    done = [
        g.pk
        for g in games
        if g.rated and g.status == GameStatus.FINISHED and g.ratings_done_at is not None
    ]
    if not done:
        return {}
    changes = RatingChange.objects.filter(game_id__in=done).only(
        "game_id", "seat_index", "display_before", "display_after", "mu_after", "sigma_after"
    )
    return {
        (change.game_id, change.seat_index): {
            "before": change.display_before,
            "after": change.display_after,
            "change": change.display_after - change.display_before,
            "provisional": is_provisional(Skill(change.mu_after, change.sigma_after)),
        }
        for change in changes
    }


def ratings_stalled(*, before: datetime) -> list[str]:
    """The game types with a rated game finished before ``before`` and still not rated: its
    ratings task was lost (the partial index game_ratings_pending_idx holds only those)."""
    return sorted(
        set(
            Game.objects.filter(
                rated=True,
                status=GameStatus.FINISHED,
                ratings_done_at=None,
                finished_at__lte=before,
            ).values_list("game_type", flat=True)
        )
    )
