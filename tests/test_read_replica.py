"""The read replica (config/db_router.py): two connections to the test database stand in for
the primary and its replica, and each request's statements are counted on each connection.

Lists and read-only pages read the games' tables through the replica connection; who is asking
(the token, the session) and everything of a move come from the primary.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from django.db import DEFAULT_DB_ALIAS, connections
from django.db.backends.base.base import BaseDatabaseWrapper
from django.test.utils import CaptureQueriesContext

from config.db_router import REPLICA
from games.engines.registry import get_engine
from games.models import Game
from tests.factories import client_for, game_started, moves_played, signed_in

pytestmark = pytest.mark.usefixtures("cheap_passwords")


@pytest.fixture
def replica(transactional_db: None) -> Iterator[BaseDatabaseWrapper]:
    """A second connection to the test database under the alias ``replica``: committed rows
    (a transactional test commits) show through it as through a replica with no lag."""
    primary = connections[DEFAULT_DB_ALIAS].settings_dict
    connections.settings[REPLICA] = {**primary, "TEST": {"MIRROR": DEFAULT_DB_ALIAS}}
    try:
        # Connected now: pytest-django's test case refuses to open connections to aliases it
        # did not know of when it began (the test client keeps connections across requests).
        connections[REPLICA].connect()
        yield connections[REPLICA]
    finally:
        wrapper = connections[REPLICA]
        wrapper.close()
        if getattr(wrapper, "pool", None) is not None:
            wrapper.close_pool()
        del connections[REPLICA]
        del connections.settings[REPLICA]


def _statements(client: Any, url: str, **kwargs: Any) -> tuple[list[str], list[str], Any]:
    """Send one request; the SQL it ran on the primary and on the replica."""
    method = kwargs.pop("method", "get")
    with (
        CaptureQueriesContext(connections[DEFAULT_DB_ALIAS]) as on_primary,
        CaptureQueriesContext(connections[REPLICA]) as on_replica,
    ):
        response = getattr(client, method)(url, **kwargs)
    primary = [q["sql"] for q in on_primary.captured_queries]
    replica = [q["sql"] for q in on_replica.captured_queries]
    return primary, replica, response


def _tables(statements: list[str]) -> str:
    return " ".join(statements).lower()


def test_the_games_list_reads_the_games_from_the_replica(replica, alice, bob) -> None:
    game = game_started("fast-train", [alice, bob])
    client = client_for(alice)
    primary, on_replica, response = _statements(client, "/api/v1/games/?mine=true")
    assert response.status_code == 200
    assert [item["id"] for item in response.json()["results"]] == [game.pk]
    assert on_replica, "the list read nothing from the replica"
    assert "games_game" in _tables(on_replica)
    # The token (who is asking) from the primary; no game table read there.
    assert "accounts_apitoken" in _tables(primary)
    assert "games_game" not in _tables(primary)


def test_a_game_and_a_move_never_touch_the_replica(replica, alice, bob) -> None:
    game = game_started("fast-train", [alice, bob])
    game = moves_played(game, [alice, bob], until=lambda g: g.version >= 1)
    client = client_for(alice)
    primary, on_replica, response = _statements(client, f"/api/v1/games/{game.pk}/")
    assert response.status_code == 200
    assert on_replica == [] and "games_game" in _tables(primary)

    engine = get_engine("fast-train")
    state = engine.state_from_json(game.state)
    seat = min(engine.to_act(state))
    player = [alice, bob][seat]
    action = engine.legal_actions(state, seat)[0]
    body = {"action": action, "expected_version": game.version}
    primary, on_replica, response = _statements(
        client_for(player),
        f"/api/v1/games/{game.pk}/moves/",
        method="post",
        data=body,
        format="json",
    )
    assert response.status_code == 201, response.content[:300]
    assert on_replica == []
    assert Game.objects.get(pk=game.pk).version == game.version + 1


def test_a_read_only_page_reads_the_replica_and_the_session_from_the_primary(
    replica, alice, bob
) -> None:
    game_started("fast-train", [alice, bob])
    page = signed_in(alice)
    primary, on_replica, response = _statements(page, f"/u/{alice.username}/history/")
    assert response.status_code == 200
    assert "games_" in _tables(on_replica)
    assert "django_session" in _tables(primary) or "accounts_" in _tables(primary)
    assert "django_session" not in _tables(on_replica)


def test_without_a_replica_everything_reads_the_primary(transactional_db, alice, bob) -> None:
    game_started("fast-train", [alice, bob])
    with CaptureQueriesContext(connections[DEFAULT_DB_ALIAS]) as on_primary:
        response = client_for(alice).get("/api/v1/games/?mine=true")
    assert response.status_code == 200
    assert "games_game" in _tables([q["sql"] for q in on_primary.captured_queries])
