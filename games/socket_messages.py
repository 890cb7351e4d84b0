"""The JSON messages of the live sockets (design §6), declared once: games/consumers.py builds
them with these types and api/asyncapi.py publishes their schemas from the same declarations,
with the limits a client keeps to.

A field's ``Annotated`` metadata (``Field``) says what the Python type cannot: its description,
the REST component it is (``component``), the values it takes (``enum``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Literal, NotRequired, TypedDict

from games.notify import USER_EVENT_KINDS
from games.representations import Game

#: CloseCode.TOO_MANY_MESSAGES: the client sent messages faster than MESSAGE_BURST then one
#: per MESSAGE_INTERVAL seconds (a client needs one "hello" per reconnect; each costs a read).
MESSAGE_BURST = 10
MESSAGE_INTERVAL = 1.0
#: Longer client messages are refused unread: a hello is a few dozen bytes.
MAX_MESSAGE_CHARS = 1024


@dataclass(frozen=True)
class Field:
    description: str
    #: The OpenAPI component the value is, exactly (the REST payload of the same thing).
    component: str = ""
    enum: tuple[str, ...] = ()
    minimum: int | None = None


Version = Annotated[
    int, Field("The game's version: the number of moves and other changes so far.", minimum=0)
]
GameId = Annotated[int, Field("The game's id (`/api/v1/games/{id}/`).", minimum=1)]


class GameStateMessage(TypedDict):
    """The game as you may see it: on connect, whenever it changed, and in answer to a `hello`
    from a client that is behind. Never older than a state sent before on the same socket,
    and an unchanged state is not sent twice."""

    type: Literal["game.state"]
    game: Annotated[
        Game,
        Field("Exactly what `GET /api/v1/games/{id}/` answers you now.", component="Game"),
    ]


class UpToDateMessage(TypedDict):
    """The answer to a `hello` from a client that already has the current state."""

    type: Literal["up_to_date"]
    version: Version


class ErrorMessage(TypedDict):
    """The answer to a client message the socket does not take (not JSON, too long, too deeply
    nested, not a `hello`, or anything sent to `/ws/me/`). The socket stays open."""

    type: Literal["error"]
    message: Annotated[str, Field("What was wrong, in words for the client's author.")]


class HelloMessage(TypedDict):
    """Client to server, after a (re)connect: the last version the client saw. A client that
    is behind gets `game.state` at once, otherwise `up_to_date`."""

    type: Literal["hello"]
    version: Annotated[int, Field("The last game version this client saw (0 if none).")]


class UserEventMessage(TypedDict):
    """Something concerns you in a game: fetch what you need through the REST API (the event
    itself carries no game state)."""

    type: Literal["user.event"]
    kind: Annotated[str, Field("What happened.", enum=tuple(sorted(USER_EVENT_KINDS)))]
    game: GameId
    id: NotRequired[
        Annotated[
            str,
            Field(
                "Only on a live reminder (`deadline_warning` from the reminder outbox), which is "
                "delivered at least once: a repeat after a crash has the same id, so drop an id "
                "you have seen."
            ),
        ]
    ]


class GameChangedMessage(TypedDict):
    """A doorbell of one of your games: it changed and is now at `version` (fetch it, or keep
    its game socket open)."""

    type: Literal["game.changed"]
    game: GameId
    version: Version
