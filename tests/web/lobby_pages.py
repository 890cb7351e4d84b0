"""Games in every state the lobby tells apart, made through the services (real rules)."""

from __future__ import annotations

from typing import Any

from games import services
from games.engines.registry import get_engine
from games.models import Game, Seat


def play_until_turn_of(game: Game, user: Any) -> Game:
    """Others play their first legal move until ``user`` has a decision to make."""
    engine = get_engine(game.game_type)
    game.refresh_from_db()
    while True:
        mine = Seat.objects.get(game=game, user=user)
        if mine.index in game.to_act:
            return game
        seat = Seat.objects.select_related("user").get(game=game, index=min(game.to_act))
        action = engine.legal_actions(engine.state_from_json(game.state), seat.index)[0]
        services.move_submit(
            game_id=game.pk,
            user=seat.user,
            action=action,
            expected_version=game.version,
        )
        game.refresh_from_db()


def active_hachi(first: Any, second: Any, *, turn_of: Any) -> Game:
    game = services.game_create(creator=first, game_type="hachi", seats=2)
    services.seat_join(game_id=game.pk, user=second)
    return play_until_turn_of(game, turn_of)


def finished_hachi(winner: Any, loser: Any) -> Game:
    game = services.game_create(creator=winner, game_type="hachi", seats=2)
    services.seat_join(game_id=game.pk, user=loser)
    return services.game_resign(game_id=game.pk, user=loser).game


def lobby_of_every_kind(alice: Any, bob: Any, carol: Any) -> dict[str, Game]:
    """One game in each of alice's lobby lists."""
    invitation = services.game_create(
        creator=bob, game_type="hachi-hachi", seats=3, invite=["alice"], is_public=False
    )
    return {
        "turns": active_hachi(alice, bob, turn_of=alice),
        "waiting": active_hachi(alice, carol, turn_of=carol),
        "invitations": invitation,
        "mine_open": services.game_create(creator=alice, game_type="hachi-train", seats=3),
        "open": services.game_create(creator=carol, game_type="take-the-train", seats=4),
        "finished": finished_hachi(alice, bob),
    }
