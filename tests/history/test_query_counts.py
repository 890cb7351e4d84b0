"""The profile, history and leaderboard pages and endpoints cost a fixed number of queries
whatever the number of games: the same with 10 finished games as with 1,000 (rated, with
their rating changes, and solo games too)."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext

from games.models import Game
from games.rating_services import ratings_update
from tests.factories import client_for, signed_in
from tests.history.support import T0, finished_rows, solo_rows

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("token_cache_live")]

#: Each read and the queries it costs, pinned: the session's reads included, not the token's,
#: which this process's token cache knows after its first use (accounts/token_cache.py).
SITE = {
    "/u/alice/": 11,
    "/u/alice/?opponent=bob": 13,
    "/u/alice/history/": 7,
    "/u/alice/history/?result=won&opponent=bob&from=2026-01-01": 8,
    "/leaderboards/": 8,
    "/leaderboards/hachi/": 4,
    "/settings/export/history.csv": 5,
}
API = {
    "/api/v1/users/alice/": 7,
    "/api/v1/users/alice/ratings/": 5,
    "/api/v1/users/alice/history/": 4,
    "/api/v1/users/alice/history/?game_type=hachi&result=lost": 4,
    "/api/v1/users/alice/head-to-head/?opponent=bob": 3,
    "/api/v1/leaderboards/hachi/": 1,
    "/api/v1/me/history/export/?format=csv": 3,
}


def _games_added(alice: Any, bob: Any, *, count: int, start: Any) -> None:
    """``count`` finished rated Hachi games of alice and bob (alice wins two in three), and
    ``count`` // 10 solo games of alice's, all with their ratings applied."""
    wins = finished_rows([alice, bob], count=count - count // 3, winner=0, start=start)
    losses = finished_rows(
        [bob, alice], count=count // 3, winner=0, start=start + timedelta(days=count)
    )
    Game.objects.filter(pk__in=[g.pk for g in wins + losses]).update(rated=True)
    ratings_update(game_type="hachi")
    solo_rows(alice, [150 + k % 120 for k in range(count // 10)], start=start)


def _costs(clients: dict[str, Client]) -> dict[str, int]:
    costs = {}
    for path in [*SITE, *API]:
        client = clients["api" if path.startswith("/api/") else "site"]
        # A token's cache entry lasts TOKEN_CACHE_SECONDS, and its use is stamped once a minute
        # at most: a read just before keeps both out of the measurement.
        clients["api"].get("/api/v1/me/")
        with CaptureQueriesContext(connection) as captured:
            response = client.get(path)
        assert response.status_code == 200, (path, response.content[:300])
        costs[path] = len(captured)
    return costs


def test_a_thousand_games_cost_the_queries_of_ten(alice: Any, bob: Any) -> None:
    clients = {"site": signed_in(alice), "api": client_for(alice)}
    _games_added(alice, bob, count=10, start=T0)
    few = _costs(clients)
    _games_added(alice, bob, count=990, start=T0 + timedelta(days=30))
    assert Game.objects.filter(rated=True, ratings_done_at__isnull=False).count() == 1000
    many = _costs(clients)
    assert many == few
    assert few == {**SITE, **API}
