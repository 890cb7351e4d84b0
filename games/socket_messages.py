"""The JSON messages of the live sockets (design §6), declared once: games/consumers.py builds
them with these types and api/asyncapi.py publishes their schemas from the same declarations,
with the limits a client keeps to. Below them, the doorbells that games/notify.py sends through
the channel layer to the consumers (never to a client as they are).

A field's ``Annotated`` metadata (``Field``) says what the Python type cannot: its description,
the REST component it is (``component``), the values it takes (``enum``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Any, Literal, NotRequired, TypedDict

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

    def __get_pydantic_json_schema__(self, core_schema: Any, handler: Any) -> dict[str, Any]:
        """The same words and values in the OpenAPI document (pydantic, api/openapi_types.py:
        the streams' lines) as in the AsyncAPI document (api/json_schema.py)."""
        schema = dict(handler(core_schema))
        schema["description"] = self.description
        if self.enum:
            schema["enum"] = list(self.enum)
        if self.minimum is not None:
            schema["minimum"] = self.minimum
        return schema


#: What a ``user.event`` may be about (games/notify.py refuses any other kind).
USER_EVENT_KINDS = frozenset(
    {"your_turn", "invitation", "game_started", "game_finished", "deadline_warning", "challenge"}
)
#: The kinds about a challenge (docs/bots.md), not a game: their events carry ``challenge``.
CHALLENGE_EVENT_KINDS = frozenset({"challenge"})

Version = Annotated[
    int, Field("The game's version: the number of moves and other changes so far.", minimum=0)
]
GameId = Annotated[int, Field("The game's id (`/api/v1/games/{id}/`).", minimum=1)]
EventId = Annotated[
    str,
    Field(
        "This event's place in your event log (`<milliseconds>-<sequence>`): "
        "`GET /api/v1/me/stream/?since=<event_id>` resumes after it. Absent only when "
        "the log could not be written (Redis trouble)."
    ),
]
ChallengeId = Annotated[
    int,
    Field(
        "Only on a `challenge` event: the challenge's id (`/api/v1/challenges/{id}/`), made, "
        "accepted, declined, cancelled or expired.",
        minimum=1,
    ),
]


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
    """Something concerns you in a game or a challenge: fetch what you need through the REST
    API (the event itself carries no game state). Every kind carries `game` except
    `challenge`, which carries `challenge` instead."""

    type: Literal["user.event"]
    kind: Annotated[str, Field("What happened.", enum=tuple(sorted(USER_EVENT_KINDS)))]
    game: NotRequired[GameId]
    challenge: NotRequired[ChallengeId]
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
    event_id: NotRequired[EventId]


class GameChangedMessage(TypedDict):
    """A doorbell of one of your games: it changed and is now at `version` (fetch it, or keep
    its game socket open)."""

    type: Literal["game.changed"]
    game: GameId
    version: Version
    event_id: NotRequired[EventId]


# ----- event streams over plain HTTP (api/streaming.py): NDJSON, one of these per line --------

#: Why a stream ended (the ``code`` of its ``end`` line).
STREAM_END_CODES = ("unauthorized", "not_found", "game_over", "try_again_later", "too_many_streams")


class StreamKeepalive(TypedDict):
    """`/api/v1/me/stream/`: sent when the stream opens (after any events it resumed) and
    whenever nothing else was sent for the keep-alive interval (20 s by default). `since` is
    where to resume: a stream reopened with `?since=` and this value misses nothing."""

    type: Literal["keepalive"]
    since: Annotated[
        str,
        Field(
            "Your event log's position now (`<milliseconds>-<sequence>`): resume with "
            "`?since=` this or the `event_id` of a later event."
        ),
    ]


class GameStreamKeepalive(TypedDict):
    """`/api/v1/games/{id}/stream/`: sent when the stream opens with nothing newer than
    `since`, and whenever nothing else was sent for the keep-alive interval (20 s by default)."""

    type: Literal["keepalive"]
    version: Annotated[int, Field("The game's version as this stream last saw it.", minimum=0)]


class StreamResync(TypedDict):
    """`/api/v1/me/stream/?since=` older than what the event log keeps (by default the last
    500 events of the last 24 hours): events may have been missed. Fetch what you need afresh
    (`/api/v1/me/turns/`, `/api/v1/me/invitations/`, your games); the stream goes on from now."""

    type: Literal["resync"]
    message: Annotated[str, Field("What happened, in words for the client's author.")]
    since: Annotated[str, Field("The log's position now: resume from here later.")]


class StreamEnd(TypedDict):
    """The last line of a stream the server ends: `code` says why (`unauthorized`: the
    credentials ended, sign in again; `not_found`: the game is no longer yours to see;
    `game_over`: the game finished or was called off, its last state was the line before;
    `try_again_later`: the live-update service failed, reconnect after a growing delay, with
    `since`; `too_many_streams`: you have the most streams open at once already)."""

    type: Literal["end"]
    code: Annotated[str, Field("Why the stream ended.", enum=STREAM_END_CODES)]
    message: Annotated[str, Field("The same, in words for the client's author.")]


MeStreamLine = UserEventMessage | GameChangedMessage | StreamKeepalive | StreamResync | StreamEnd
GameStreamLine = GameStateMessage | GameStreamKeepalive | StreamEnd


# ----- the channel layer's doorbells (games/notify.py -> games/consumers.py) ----------------
# Channels calls the consumer's method named by ``type`` (dots become underscores).


class GameChangedDoorbell(TypedDict):
    """A game changed: to its game group and the groups of the users concerned."""

    type: Literal["game.changed"]
    game: int
    version: int
    ring: str
    """A random id of this doorbell: the sockets of one process that hear the same ring share
    one database read (games/consumers.py)."""
    event_id: NotRequired[str]
    """On a user group's copy only: the entry's id in that user's event log."""


class UserEventDoorbell(TypedDict):
    """Something concerns a user (a kind of ``USER_EVENT_KINDS``): to that user's group."""

    type: Literal["user.event"]
    kind: str
    game: NotRequired[int]
    """Every kind but ``challenge``."""
    challenge: NotRequired[int]
    """Only ``challenge``."""
    id: NotRequired[str]
    """Only from an outbox row (a live reminder): its id, for the client to drop a repeat."""
    event_id: NotRequired[str]
    """Added per user by games/notify.py: the entry's id in that user's event log."""


class CredentialsDoorbell(TypedDict):
    """A user's credentials changed: every socket of theirs checks how it signed in."""

    type: Literal["credentials.changed"]
    session: str
    """SHA-256 of a session key ended right now (sign-out), or empty."""


Doorbell = GameChangedDoorbell | UserEventDoorbell | CredentialsDoorbell
