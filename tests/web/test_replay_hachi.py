"""The Hachi replay draws the engine's own zones at every step, every hand face up."""

from __future__ import annotations

import pytest
from django.test import Client

from games import services
from tests.web.hanafuda_pages import assert_replay_draws_every_step, finish_by_services
from tests.web.pages import signed_in


@pytest.mark.django_db
def test_every_step_of_a_finished_game(alice, bob, carol) -> None:
    game = services.game_create(
        creator=alice, game_type="hachi", seats=2, options={"match_mode": "fixed", "rounds": 2}
    )
    game = services.seat_join(game_id=game.pk, user=bob).game
    finish_by_services(game, [alice, bob], seed=11)
    steps = assert_replay_draws_every_step(game, signed_in(alice))
    assert steps >= 28  # two rounds of 14 turns, plus any choices of the turned card
    # A spectator sees the same replay (the game is over: nothing is hidden any more).
    assert_replay_draws_every_step(game, signed_in(carol))
    assert Client().get(f"/games/{game.pk}/replay/?step=3").status_code == 200
