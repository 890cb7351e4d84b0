"""Bot moves on the server (Celery side): the bot sees its seat's view only (games.engines.bots)
and moves through ``move_submit``."""

from __future__ import annotations

from games import errors
from games.engines.bots import bot_action
from games.engines.registry import get_engine
from games.engines.rng import rng_for
from games.models import Game, GameStatus, Seat
from games.representations import bot_kind
from games.services import move_submit


def bot_move_once(*, game_id: int, version: int) -> bool:
    """Make one pending bot decision of the game at ``version``; True if a move was made.

    Each accepted move rings the doorbell and enqueues the next bot task after commit, so a
    chain of bot decisions is a chain of tasks. Safe to run twice: a second run finds the
    version moved on (or loses the version check) and does nothing.
    """
    game = Game.objects.filter(pk=game_id, status=GameStatus.ACTIVE, version=version).first()
    if game is None:
        return False
    bot_seats = dict(
        Seat.objects.filter(game=game, index__in=game.to_act)
        .exclude(bot_kind="")
        .values_list("index", "bot_kind")
    )
    if not bot_seats:
        return False
    engine = get_engine(game.game_type)
    state = engine.state_from_json(game.started_state())
    seat = min(bot_seats)
    action = bot_action(
        engine=engine,
        state=state,
        seat=seat,
        kind=bot_kind(bot_seats[seat]),
        rng=rng_for(game.seed, "bot", version),
    )
    try:
        move_submit(
            game_id=game_id,
            user=None,
            bot_seat=seat,
            action=action,
            expected_version=version,
        )
    except (errors.StaleVersion, errors.GameNotActive):
        return False
    return True
