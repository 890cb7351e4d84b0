"""Site pages render with a fixed number of queries, whatever the number of games."""

from __future__ import annotations

from typing import Any

import pytest
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext

from games import services


def queries(client: Client, path: str) -> int:
    with CaptureQueriesContext(connection) as captured:
        assert client.get(path).status_code == 200
    return len(captured)


def make_games(alice: Any, bob: Any, count: int) -> None:
    for _ in range(count):
        game = services.game_create(creator=alice, game_type="hachi", seats=2)
        services.seat_join(game_id=game.pk, user=bob)
        services.game_create(creator=bob, game_type="fast-train", seats=3)


@pytest.mark.django_db
@pytest.mark.parametrize("path", ["/", "/turns/", "/u/alice/", "/settings/", "/settings/tokens/"])
def test_page_query_count_does_not_grow_with_games(alice: Any, bob: Any, path: str) -> None:
    client = Client()
    client.force_login(alice)
    make_games(alice, bob, 1)
    few = queries(client, path)
    make_games(alice, bob, 8)
    many = queries(client, path)
    assert many == few, path
    assert few <= 12
