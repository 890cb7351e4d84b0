"""Time per move is per decision: a player who must decide again gets a fresh deadline."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest
from django.utils import timezone

from games import services
from games.engines.registry import get_engine
from games.models import Game, Seat
from tests.factories import game_started


@pytest.mark.django_db
def test_solo_player_gets_a_new_deadline_after_each_move(alice: Any) -> None:
    game = game_started("fast-train", [alice], time_per_move=timedelta(hours=5))
    engine = get_engine("fast-train")
    seat = Seat.objects.get(game=game)
    first = seat.deadline_at
    assert seat.is_to_act
    game = Game.objects.get(pk=game.pk)
    action = engine.legal_actions(engine.state_from_json(game.state), 0)[0]
    before = timezone.now()
    services.move_submit(
        game_id=game.pk, user=alice, action=action, expected_version=0,
    )  # fmt: skip
    seat.refresh_from_db()
    assert seat.is_to_act
    assert seat.deadline_at >= before + timedelta(hours=5)
    assert seat.deadline_at > first
    assert seat.remind_at == seat.deadline_at - timedelta(hours=5)  # no "your turn" nudge
