"""Helpers for the deadline tests: started games and moves made as a player would."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from games import services
from games.engines.registry import get_engine
from games.models import Game, Seat


def started_game(
    game_type: str,
    players: list[Any],
    *,
    time_per_move: timedelta = timedelta(days=3),
    policy: str = "bot",
    bots: tuple[str, ...] = (),
) -> Game:
    game = services.game_create(
        creator=players[0],
        game_type=game_type,
        seats=len(players) + len(bots),
        time_per_move=time_per_move,
        timeout_policy=policy,
        bots=bots,
    )
    for user in players[1:]:
        services.seat_join(game_id=game.pk, user=user)
    game.refresh_from_db()
    assert game.status == "active"
    return game


def seat(game: Game, index: int) -> Seat:
    return Seat.objects.select_related("user").get(game=game, index=index)


def play(game: Game, index: int, action: dict[str, Any] | None = None) -> Game:
    """The player of seat ``index`` makes ``action`` (default: their first legal action)."""
    game.refresh_from_db()
    engine = get_engine(game.game_type)
    if action is None:
        action = engine.legal_actions(engine.state_from_json(game.state), index)[0]
    services.move_submit(
        game_id=game.pk,
        user=seat(game, index).user,
        action=action,
        expected_version=game.version,
        render=lambda g, _s, _st: {"version": g.version},
    )
    game.refresh_from_db()
    return game
