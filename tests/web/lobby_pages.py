"""Games in every state the lobby tells apart, made through the services (real rules)."""

from __future__ import annotations

from typing import Any

from games import services
from games.models import Game
from tests.factories import game_started, played_until_turn_of


def active_hachi(first: Any, second: Any, *, turn_of: Any) -> Game:
    """A Hachi game of ``first`` and ``second``, played on until ``turn_of`` decides."""
    players = [first, second]
    return played_until_turn_of(game_started("hachi", players), players, players.index(turn_of))


def finished_hachi(winner: Any, loser: Any) -> Game:
    game = game_started("hachi", [winner, loser])
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
