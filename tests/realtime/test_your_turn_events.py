"""Every move that hands a decision to another player tells that player ("your_turn" on their
/ws/me/ group, after commit), and nobody else: not the mover, not a player still deciding."""

from __future__ import annotations

import random
from typing import Any

import pytest
from asgiref.sync import async_to_sync
from channels.layers import get_channel_layer

from games import services
from games.engines.registry import get_engine
from games.models import Game, GameStatus
from games.notify import doorbells_flush, user_group
from tests.factories import SHORT_OPTIONS, game_started, persona
from tests.realtime.live import PLAYERS

pytestmark = pytest.mark.django_db(transaction=True)

MARK = {"type": "test.mark"}


class Ears:
    """A channel in each user's group: what the user's /ws/me/ sockets would be sent."""

    def __init__(self, users: list[Any]) -> None:
        self.layer = get_channel_layer()
        self.channels = {}
        for user in users:
            channel = async_to_sync(self.layer.new_channel)()
            async_to_sync(self.layer.group_add)(user_group(user.pk), channel)
            self.channels[user.pk] = channel

    def heard(self, user: Any) -> list[dict[str, Any]]:
        """Everything sent to ``user`` so far: the doorbells have gone out (flushed), then a
        mark goes to their group after them, so receiving up to the mark gets them all."""
        async_to_sync(self.layer.group_send)(user_group(user.pk), MARK)
        messages = []
        while (message := async_to_sync(self.layer.receive)(self.channels[user.pk])) != MARK:
            # Without its id in the user's event log (docs/streams.md).
            messages.append({k: v for k, v in message.items() if k != "event_id"})
        return messages

    def told_your_turn(self, users: list[Any], game_id: int) -> set[int]:
        doorbells_flush()
        return {
            seat
            for seat, user in enumerate(users)
            if {"type": "user.event", "kind": "your_turn", "game": game_id} in self.heard(user)
        }


@pytest.mark.parametrize("game_type", ["hachi", "hachi-train", "fast-train"])
def test_each_new_turn_rings_your_turn_for_its_player_only(game_type: str) -> None:
    users = [persona(f"{game_type}-{n}", password=False) for n in range(PLAYERS[game_type])]
    ears = Ears(users)
    game = game_started(game_type, users, SHORT_OPTIONS[game_type])
    assert ears.told_your_turn(users, game.pk) == set(game.to_act)  # the deal starts turns
    engine = get_engine(game_type)
    rng = random.Random(8)
    rung = 0
    for _ in range(30):
        if game.status != GameStatus.ACTIVE:
            break
        state = engine.state_from_json(game.state)
        before = set(game.to_act)
        mover = rng.choice(sorted(before))
        services.move_submit(
            game_id=game.pk,
            user=users[mover],
            action=rng.choice(engine.legal_actions(state, mover)),
            expected_version=game.version,
        )
        game = Game.objects.get(pk=game.pk)
        # Whoever now has a decision they did not have before, except the mover (they are at
        # the table): a simultaneous step's players still deciding are not told again.
        expected = set(game.to_act) - before - {mover}
        assert ears.told_your_turn(users, game.pk) == expected, (game.version, before, mover)
        rung += len(expected)
    assert rung >= 5  # the turn did change hands
