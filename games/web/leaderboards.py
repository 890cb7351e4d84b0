"""The leaderboards on the site: the best active players of each game type by rating."""

from __future__ import annotations

from typing import Any

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render

from games.engines.registry import ENGINES, all_engines
from games.rating_selectors import ACTIVE_DAYS, leaderboard

#: How many players the index shows of each game type (each board shows its top 50).
INDEX_TOP = 3


def _types(current: str | None) -> list[dict[str, Any]]:
    return [{"slug": e.slug, "name": e.name, "current": e.slug == current} for e in all_engines()]


def leaderboards_index(request: HttpRequest) -> HttpResponse:
    """Every game type's leaders, a few each (one query per game type)."""
    boards = [
        {"slug": e.slug, "name": e.name, "players": leaderboard(game_type=e.slug, limit=INDEX_TOP)}
        for e in all_engines()
    ]
    context = {"boards": boards, "types": _types(None), "active_days": ACTIVE_DAYS}
    return render(request, "games/leaderboards.html", context)


def leaderboard_page(request: HttpRequest, game_type: str) -> HttpResponse:
    """One game type's best active players (one query)."""
    if game_type not in ENGINES:
        raise Http404("No such game.")
    context = {
        "name": ENGINES[game_type].name,
        "slug": game_type,
        "players": leaderboard(game_type=game_type),
        "types": _types(game_type),
        "active_days": ACTIVE_DAYS,
    }
    return render(request, "games/leaderboard.html", context)
