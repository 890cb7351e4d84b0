"""Site pages render with a fixed number of queries, whatever the number of games."""

from __future__ import annotations

from typing import Any

import pytest
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext

from games import services
from games.models import Game
from tests.factories import signed_in
from tests.web.lobby_pages import active_hachi, finished_hachi, lobby_of_every_kind


def queries(client: Client, path: str) -> int:
    with CaptureQueriesContext(connection) as captured:
        assert client.get(path).status_code == 200
    return len(captured)


def make_games(alice: Any, bob: Any, count: int) -> None:
    """Games in play where it is alice's turn (so /turns/ lists some) and open games."""
    for _ in range(count):
        active_hachi(alice, bob, turn_of=alice)
        services.game_create(creator=bob, game_type="fast-train", seats=3)


@pytest.mark.django_db
@pytest.mark.parametrize("path", ["/", "/turns/", "/u/alice/", "/settings/", "/settings/tokens/"])
def test_page_query_count_does_not_grow_with_games(alice: Any, bob: Any, path: str) -> None:
    client = signed_in(alice)
    make_games(alice, bob, 1)
    few = queries(client, path)
    make_games(alice, bob, 8)
    many = queries(client, path)
    assert many == few, path
    assert few <= 12


@pytest.mark.django_db
@pytest.mark.parametrize("path", ["/", "/?game_type=hachi", "/turns/"])
def test_lobby_lists_cost_the_same_with_2_and_30_games(
    alice: Any, bob: Any, carol: Any, path: str
) -> None:
    """Every lobby list filled: one query per list and one for all their seats."""
    client = signed_in(alice)
    active_hachi(alice, bob, turn_of=alice)
    finished_hachi(alice, carol)
    few = queries(client, path)
    for _ in range(4):
        lobby_of_every_kind(alice, bob, carol)
        active_hachi(alice, carol, turn_of=alice)
    assert Game.objects.count() == 30
    many = queries(client, path)
    assert many == few, path
    assert few <= 12
