"""Games for tests: seated and started, then played by random legal moves through the one write
path (``services.move_submit``), as the players' clients would."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from games import services
from games.engines.registry import get_engine
from games.models import Game, GameStatus


def game_started(
    players: Sequence[Any], game_type: str, options: dict[str, Any] | None = None, **extra: Any
) -> Game:
    """A game of ``game_type`` created by ``players[0]`` with the others seated in order."""
    game = services.game_create(
        creator=players[0], game_type=game_type, seats=len(players), options=options, **extra
    )
    for user in players[1:]:
        services.seat_join(game_id=game.pk, user=user)
    return Game.objects.get(pk=game.pk)


def moves_played(
    game: Game,
    players: Sequence[Any],
    *,
    moves: int | None = None,
    rng: random.Random | None = None,
) -> Game:
    """``moves`` moves (None: until the end), each by a seat to act (its user is
    ``players[seat]``): a random seat and action from ``rng``, or the lowest seat's first
    legal action without one."""
    engine = get_engine(game.game_type)
    made = 0
    while moves is None or made < moves:
        game = Game.objects.get(pk=game.pk)
        if game.status != GameStatus.ACTIVE:
            break
        state = engine.state_from_json(game.state)
        seats = sorted(engine.to_act(state))
        seat = rng.choice(seats) if rng else seats[0]
        actions = engine.legal_actions(state, seat)
        services.move_submit(
            game_id=game.pk,
            user=players[seat],
            action=rng.choice(actions) if rng else actions[0],
            expected_version=game.version,
        )
        made += 1
    return Game.objects.get(pk=game.pk)
