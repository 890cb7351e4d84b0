"""What the tests build, one way each: the personas, their clients (a token for the API, a
session for the site) and games started through the real services, then played by legal moves
through the one write path (``services.move_submit``), as the players' clients would."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from django.test import Client
from rest_framework.test import APIClient

from accounts.models import User
from accounts.services import token_create
from games import services
from games.engines.registry import get_engine
from games.models import Game, GameStatus

# ----- personas --------------------------------------------------------------------------------


def password_of(name: str) -> str:
    """The password a persona signs in with."""
    return f"{name}-pw-123!"


def persona(name: str, *, password: bool = True) -> User:
    """A player called ``name`` at ``name@example.com``; with ``password_of(name)``, or with no
    usable password when the test never signs in with one (hashing costs argon2's time)."""
    return User.objects.create_user(
        name, f"{name}@example.com", password_of(name) if password else None
    )


# ----- clients ---------------------------------------------------------------------------------


def client_with_key(key: str | None) -> APIClient:
    """An API client sending ``key`` as its token (none: anonymous)."""
    client = APIClient()
    if key is not None:
        client.credentials(HTTP_AUTHORIZATION=f"Token {key}")
    return client


def client_for(user: User | None) -> APIClient:
    """An API client with a new token of ``user`` (None: anonymous)."""
    return client_with_key(None if user is None else token_create(user=user, name="tests")[1])


def signed_in(user: User) -> Client:
    """A browser of the site with ``user`` signed in."""
    client = Client()
    client.force_login(user)
    return client


# ----- games -----------------------------------------------------------------------------------

#: Small option sets that keep whole games short (read from each engine's option specs).
SHORT_OPTIONS: dict[str, dict[str, Any]] = {
    "hachi": {"match_mode": "fixed", "rounds": 1},
    "hachi-hachi": {"rounds": 6},
    "hachi-train": {"rounds": 1},
    "take-the-train": {"match": "single"},
    "fast-train": {},
}


def game_started(
    game_type: str,
    players: Sequence[User],
    options: dict[str, Any] | None = None,
    *,
    bots: Sequence[str] = (),
    **choices: Any,
) -> Game:
    """A game of ``game_type`` in play: ``players[0]`` creates it (with the creator's other
    ``choices`` of ``services.game_create``, and ``bots`` in the last seats), the others join in
    order; a private game invites them first."""
    if choices.get("is_public") is False:
        choices.setdefault("invite", [user.username for user in players[1:]])
    game = services.game_create(
        creator=players[0],
        game_type=game_type,
        seats=len(players) + len(bots),
        options=options,
        bots=bots,
        **choices,
    )
    for user in players[1:]:
        services.seat_join(game_id=game.pk, user=user)
    game = Game.objects.get(pk=game.pk)
    assert game.status == GameStatus.ACTIVE, game.status
    return game


def moves_played(
    game: Game,
    players: Sequence[User],
    *,
    moves: int | None = None,
    until: Callable[[Game], bool] | None = None,
    rng: random.Random | None = None,
) -> Game:
    """Moves by seats to act (the user of a seat is ``players[seat]``) until ``moves`` were made
    (None: no count), ``until(game)`` holds (it must, before the game ends) or the game is
    over: a random seat and action from ``rng``, or the lowest seat's first legal action
    without one."""
    engine = get_engine(game.game_type)
    made = 0
    while moves is None or made < moves:
        game = Game.objects.get(pk=game.pk)
        if until is not None and until(game):
            return game
        if game.status != GameStatus.ACTIVE:
            assert until is None, f"game {game.pk} ended before the position wanted"
            return game
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


def played_until_turn_of(game: Game, players: Sequence[User], seat: int) -> Game:
    """``game`` played on (first legal actions) until seat ``seat`` has a decision to make."""
    return moves_played(game, players, until=lambda now: seat in now.to_act)
