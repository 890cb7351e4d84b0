"""With Redis down, signing in and up, moves and reads still work (the limits are open while
the cache cannot count, and the log says so) and answer within a few seconds; never a 500."""

from __future__ import annotations

import time
from typing import Any

import pytest
from django.test import Client

from accounts.models import ApiToken, User
from tests.api.play import legal_moves, post_move
from tests.factories import client_for, game_started
from tests.test_healthz import DEAD_CACHE

pytestmark = pytest.mark.django_db


@pytest.fixture
def redis_down(settings: Any) -> None:
    settings.CACHES = DEAD_CACHE


def test_api_sign_in_and_sign_up_with_redis_down(alice: Any, redis_down: None, caplog: Any) -> None:
    started = time.monotonic()
    right = Client().post(
        "/api/v1/auth/token/",
        {"username": "alice", "password": "alice-pw-123!"},
        content_type="application/json",
    )
    assert right.status_code == 201, right.content
    assert ApiToken.objects.filter(user=alice).count() == 1
    wrong = Client().post(
        "/api/v1/auth/token/",
        {"username": "alice", "password": "nope"},
        content_type="application/json",
    )
    assert wrong.status_code == 401
    new = Client().post(
        "/api/v1/accounts/",
        {"username": "dave", "email": "dave@example.com", "password": "a-long-passphrase"},
        content_type="application/json",
    )
    assert new.status_code == 201, new.content
    assert time.monotonic() - started < 15  # three requests, each a second or two at most
    assert "limits open: the cache is unreachable" in caplog.text


def test_site_sign_in_with_redis_down(alice: Any, redis_down: None) -> None:
    client = Client()
    response = client.post("/accounts/login/", {"username": "alice", "password": "alice-pw-123!"})
    assert response.status_code == 302
    assert client.get("/settings/").status_code == 200
    assert User.objects.get(pk=alice.pk).last_login is not None


def test_api_moves_and_reads_with_redis_down(
    alice: Any, bob: Any, redis_down: None, caplog: Any
) -> None:
    """Every request's limit is open while Redis cannot count (logged), so play goes on; no
    RateLimit headers then, as nothing was counted."""
    game = game_started("hachi", [alice, bob])
    seat = game.to_act[0]
    mover = client_for(alice if seat == 0 else bob)
    started = time.monotonic()
    offer = legal_moves(mover, game.pk)
    moved = post_move(mover, game.pk, offer["actions"][0], offer["version"])
    assert moved.status_code == 201, moved.content[:300]
    assert "RateLimit-Limit" not in moved
    assert mover.get(f"/api/v1/games/{game.pk}/").status_code == 200
    assert time.monotonic() - started < 10
    assert "limits open: the cache is unreachable" in caplog.text
