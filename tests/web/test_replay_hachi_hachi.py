"""The Hachi-Hachi replay draws the engine's own zones at every step, every hand face up."""

from __future__ import annotations

import random

import pytest

from tests.factories import game_started, moves_played, signed_in
from tests.web.hanafuda_pages import assert_replay_draws_every_step


@pytest.mark.django_db
@pytest.mark.parametrize("players", [3, 2])
def test_every_step_of_a_finished_game(players, alice, bob, carol) -> None:
    users = [alice, bob, carol][:players]
    game = moves_played(
        game_started("hachi-hachi", users, {"rounds": 6}), users, rng=random.Random(players)
    )
    assert assert_replay_draws_every_step(game, signed_in(users[-1])) > 6 * 2
