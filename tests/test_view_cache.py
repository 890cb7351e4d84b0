"""games/view_cache.py: each seat's view of a version is worked out once per process, and never
served to another seat, another version or a move that did not commit."""

from __future__ import annotations

import copy
from datetime import timedelta
from typing import Any

import pytest

from accounts.models import User
from games import services
from games.engines.registry import get_engine
from games.models import Game
from games.view_cache import game_view
from tests.factories import client_for, game_started, moves_played

pytestmark = pytest.mark.django_db


@pytest.fixture
def views_counted(monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, int | None]]:
    """Every call of the Hachi engine's ``view``: (the state's id, the seat shown)."""
    engine = get_engine("hachi")
    calls: list[tuple[int, int | None]] = []
    original = type(engine).view

    def counted(self: Any, state: Any, seat: int | None) -> Any:
        calls.append((id(state), seat))
        return original(self, state, seat)

    monkeypatch.setattr(type(engine), "view", counted)
    return calls


def test_each_seat_gets_its_own_view(alice: User, bob: User) -> None:
    game = moves_played(game_started("hachi", [alice, bob]), [alice, bob], moves=3)
    engine = get_engine("hachi")
    state = engine.state_from_json(game.state)
    for seat in (0, 1, None, 1, 0, None):  # twice each: the second time from the cache
        assert game_view(game=game, shown=seat) == engine.view(state, seat)
    assert game_view(game=game, shown=0) != game_view(game=game, shown=1)


def test_a_move_renders_each_view_once(
    alice: User, bob: User, views_counted: list[tuple[int, int | None]]
) -> None:
    """The move's answer works out the mover's view; the polls after it reuse it."""
    game = game_started("hachi", [alice, bob])
    engine = get_engine("hachi")
    seat = min(game.to_act)
    mover = [alice, bob][seat]
    action = engine.legal_actions(engine.state_from_json(game.state), seat)[0]
    client = client_for(mover)
    views_counted.clear()
    answer = client.post(
        f"/api/v1/games/{game.pk}/moves/",
        {"action": action, "expected_version": game.version},
        format="json",
        headers={"Idempotency-Key": "once"},
    )
    assert answer.status_code == 201
    assert [s for _state, s in views_counted] == [seat]
    for _ in range(3):
        polled = client.get(f"/api/v1/games/{game.pk}/")
        assert polled.json()["view"] == answer.json()["view"]
    assert [s for _state, s in views_counted] == [seat]
    other = client_for([alice, bob][1 - seat]).get(f"/api/v1/games/{game.pk}/").json()
    assert [s for _state, s in views_counted] == [seat, 1 - seat]
    assert other["view"] != answer.json()["view"]


def test_a_version_that_never_committed_is_not_served(alice: User, bob: User) -> None:
    """A view worked out for version n+1 in a move that then failed has that attempt's
    updated_at: the move that does make version n+1 gets its own view."""
    game = game_started("hachi", [alice, bob])
    engine = get_engine("hachi")
    state = engine.state_from_json(game.state)
    seat = min(game.to_act)
    actions = engine.legal_actions(state, seat)
    failed = copy.copy(game)
    failed_state, _ = engine.apply(state, seat, actions[-1])
    failed.version += 1
    failed.updated_at = game.updated_at + timedelta(seconds=1)
    failed.state = engine.state_to_json(failed_state)
    game_view(game=failed, shown=seat, state=failed_state)
    services.move_submit(
        game_id=game.pk, user=[alice, bob][seat], action=actions[0], expected_version=0
    )
    moved = Game.objects.get(pk=game.pk)
    assert moved.version == failed.version
    real = engine.view(engine.state_from_json(moved.state), seat)
    assert game_view(game=moved, shown=seat) == real
    assert real != engine.view(failed_state, seat)
