"""A bot: a random legal move in every game waiting for it, until none is.

Usage: python bot.py http://localhost:8000 USERNAME PASSWORD
"""

import random
import sys
import uuid
from typing import Any, TypeVar

from hachi_station_client import AuthenticatedClient, Client
from hachi_station_client import models as m
from hachi_station_client.api.auth import auth_token_create
from hachi_station_client.api.games import games_legal_moves_retrieve, games_moves_create
from hachi_station_client.api.me import me_turns_retrieve

T = TypeVar("T")


def expect(answer: object, model: type[T]) -> T:  # noqa: UP047 (a TypeVar: 3.11 runs it)
    """Each answer comes parsed: its model, or the model of the operation's error status."""
    if not isinstance(answer, model):
        raise RuntimeError(f"expected {model.__name__}, got {answer!r}")
    return answer


def sign_in(url: str, username: str, password: str, **settings: Any) -> AuthenticatedClient:
    """A token named "random-bot" (it replaces the last one), sent as `Authorization: Bearer`."""
    body = m.TokenRequest(username=username, password=password, name="random-bot")
    anonymous = Client(url, raise_on_unexpected_status=True, **settings)
    issued = auth_token_create.sync(client=anonymous, body=body)  # type: ignore[arg-type]
    token = expect(issued, m.TokenIssued).token
    return AuthenticatedClient(url, token=token, raise_on_unexpected_status=True, **settings)


def play(client: AuthenticatedClient, rng: random.Random) -> int:
    """Move wherever it is my turn until no game waits for me; returns the moves made."""
    moves = 0
    while turns := expect(me_turns_retrieve.sync(client=client), m.Turns).turns:
        for turn in turns:
            legal = expect(games_legal_moves_retrieve.sync(turn.game, client=client), m.LegalMoves)
            move = m.Move(action=rng.choice(legal.actions), expected_version=legal.version)
            key = str(uuid.uuid4())  # a retry of this same move would send the same key
            game = games_moves_create.sync(turn.game, client=client, body=move, idempotency_key=key)
            if not isinstance(game, m.GamesMovesCreateError409):  # moved on: read turns again
                expect(game, m.Game)
                moves += 1
    return moves


if __name__ == "__main__":
    url, username, password = sys.argv[1:4]
    print(play(sign_in(url, username, password), random.Random()), "moves")
