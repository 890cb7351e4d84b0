"""The Hachi replay draws the engine's own zones at every step, every hand face up."""

from __future__ import annotations

import random

import pytest
from django.test import Client

from tests.factories import game_started, moves_played, signed_in
from tests.web.hanafuda_pages import assert_replay_draws_every_step


@pytest.mark.django_db
def test_every_step_of_a_finished_game(alice, bob, carol) -> None:
    game = game_started("hachi", [alice, bob], {"match_mode": "fixed", "rounds": 2})
    game = moves_played(game, [alice, bob], rng=random.Random(11))
    steps = assert_replay_draws_every_step(game, signed_in(alice))
    assert steps >= 28  # two rounds of 14 turns, plus any choices of the turned card
    # A spectator sees the same replay (the game is over: nothing is hidden any more).
    assert_replay_draws_every_step(game, signed_in(carol))
    assert Client().get(f"/games/{game.pk}/replay/?step=3").status_code == 200
