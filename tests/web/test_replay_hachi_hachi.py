"""The Hachi-Hachi replay draws the engine's own zones at every step, every hand face up."""

from __future__ import annotations

import pytest

from games import services
from tests.web.hanafuda_pages import assert_replay_draws_every_step, finish_by_services
from tests.web.pages import signed_in


@pytest.mark.django_db
@pytest.mark.parametrize("players", [3, 2])
def test_every_step_of_a_finished_game(players, alice, bob, carol, django_user_model) -> None:
    users = [alice, bob, carol][:players]
    game = services.game_create(
        creator=alice, game_type="hachi-hachi", seats=players, options={"rounds": 6}
    )
    for user in users[1:]:
        game = services.seat_join(game_id=game.pk, user=user).game
    finish_by_services(game, users, seed=players)
    assert assert_replay_draws_every_step(game, signed_in(users[-1])) > 6 * 2
