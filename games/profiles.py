"""A player's public profile as the API shows it: ratings, statistics per game type, solo
bests and recent games, each counted over the games the viewer may see."""

from __future__ import annotations

from accounts import representations as acc
from accounts.models import User, Viewer
from games.history import history_stats
from games.rating_selectors import ratings_of
from games.selectors import recent_games
from games.solo_bests import solo_bests


def profile_payload(*, user: User, viewer: Viewer) -> acc.Profile:
    """The profile of ``user`` as ``viewer`` may see it (a fixed number of queries)."""
    statistics = history_stats(user=user, viewer=viewer)
    return {
        "username": user.username,
        "bot": user.is_bot_account,
        "date_joined": user.date_joined.isoformat(),
        "stats": [
            {
                "game_type": row["game_type"],
                "played": row["played"],
                "won": row["won"],
                "average_score": row["average_score"] or 0.0,
                "average_rank": row["average_rank"],
            }
            for row in statistics
        ],
        "statistics": statistics,
        "ratings": ratings_of(user=user),
        "solo": solo_bests(user=user, viewer=viewer),
        "recent_games": recent_games(user=user, viewer=viewer),
    }
