"""The Hachi Train replay: at every step the board shows every hand and the field exactly as the
engine had them, and offers no move.

The expected cards come from the engine alone (``engine.replay`` of the moves this test made,
then ``engine.full_view``), never from the presenter.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from django.test import Client

from games.engines.registry import get_engine
from games.models import Game
from tests.factories import game_started, moves_played, signed_in
from tests.web.train_pages import zones_on_page

SLUG = "hachi-train"


def expected_zones(game: Game, moves: list[tuple[int, Any]]) -> dict[str, list[str]]:
    engine = get_engine(SLUG)
    state = engine.replay(players=game.num_seats, options=game.options, seed=game.seed, moves=moves)
    view = engine.full_view(state)
    zones = {f"hand-{seat}": list(you["hand"]) for seat, you in enumerate(view["private"])}
    zones["field"] = list(view["field"]["cards"]) if view["field"] else []
    return zones


@pytest.mark.django_db
def test_every_step_shows_every_hand_and_the_field_as_the_engine_had_them(
    alice: Any, bob: Any, carol: Any
) -> None:
    users = [alice, bob, carol]
    game = moves_played(game_started(SLUG, users, {"rounds": 1}), users, rng=random.Random(11))
    moves = [(move.seat, move.action) for move in game.moves.order_by("seq")]
    assert len(moves) == game.version > 20
    spectator, alice = Client(), signed_in(users[0])
    fields = set()
    for step in range(len(moves) + 1):
        expected = expected_zones(game, moves[:step])
        fields.add(len(expected["field"]))
        readers = {"a spectator": spectator} | ({"alice": alice} if step % 5 == 0 else {})
        for who, client in readers.items():
            response = client.get(f"/games/{game.pk}/replay/?step={step}")
            assert response.status_code == 200
            text = response.content.decode()
            assert zones_on_page(text) == expected, f"{who} at step {step}"
            assert 'name="action"' not in text and "data-choice" not in text
    assert len(fields) > 1  # the field was seen empty and with cards
