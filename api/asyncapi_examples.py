"""One or more example per socket message of the AsyncAPI document (api/asyncapi.py), typed
with the messages' own TypedDicts; tests/api/test_asyncapi.py validates each against its
message's schema, so an example cannot drift from the payload it shows."""

from __future__ import annotations

from typing import Any

from games.representations import Game
from games.socket_messages import (
    ErrorMessage,
    GameChangedMessage,
    GameStateMessage,
    GameStreamKeepalive,
    HelloMessage,
    StreamEnd,
    StreamKeepalive,
    StreamResync,
    UpToDateMessage,
    UserEventMessage,
)

#: A Hachi game alice opened, waiting for a second player, as bob (no seat yet) sees it.
_OPEN_GAME: Game = {
    "id": 42,
    "game_type": "hachi",
    "engine_version": 1,
    "status": "open",
    "version": 0,
    "options": {
        "match_mode": "streak",
        "streak_cap": 12,
        "rounds": 6,
        "points_target": 500,
        "victories": 3,
    },
    "is_public": True,
    "time_per_move": 259200,
    "timeout_policy": "bot",
    "rated": True,
    "seats": [
        {
            "index": 0,
            "username": "alice",
            "bot": False,
            "is_bot": False,
            "bot_kind": None,
            "resigned": False,
            "rating_change": None,
        },
        {
            "index": 1,
            "username": None,
            "bot": False,
            "is_bot": False,
            "bot_kind": None,
            "resigned": False,
            "rating_change": None,
        },
    ],
    "my_seat": None,
    "invited": False,
    "to_act": [],
    "deadlines": [],
    "view": None,
    "result": None,
    "seed_hash": "3f10d3d27273af96d0a821f727ee4d149580e5e3c413b51df6980c14fc4ff1b7",
    "seed": None,
    "created_by": "alice",
    "created_at": "2026-03-01T09:13:54.661661+00:00",
    "started_at": None,
    "finished_at": None,
    "rematch_of": None,
}

_GAME_STATE: GameStateMessage = {"type": "game.state", "game": _OPEN_GAME}
_UP_TO_DATE: UpToDateMessage = {"type": "up_to_date", "version": 12}
_BAD_HELLO: ErrorMessage = {"type": "error", "message": "'version' must be a whole number."}
_ME_ERROR: ErrorMessage = {"type": "error", "message": "This socket only sends events."}
_HELLO: HelloMessage = {"type": "hello", "version": 11}
_YOUR_TURN: UserEventMessage = {"type": "user.event", "kind": "your_turn", "game": 42}
_REMINDER: UserEventMessage = {
    "type": "user.event",
    "kind": "deadline_warning",
    "game": 42,
    "id": "reminder-1207",
}
_CHALLENGE: UserEventMessage = {
    "type": "user.event",
    "kind": "challenge",
    "challenge": 12,
    "event_id": "1795685400000-2",
}
_CHANGED: GameChangedMessage = {
    "type": "game.changed",
    "game": 42,
    "version": 13,
    "event_id": "1795685400000-1",
}
_KEEPALIVE: StreamKeepalive = {"type": "keepalive", "since": "1795685400000-1"}
_GAME_KEEPALIVE: GameStreamKeepalive = {"type": "keepalive", "version": 13}
_RESYNC: StreamResync = {
    "type": "resync",
    "message": "Events after your since may have been dropped already: fetch "
    "/api/v1/me/turns/, /api/v1/me/invitations/ and your games afresh.",
    "since": "1795685460000-0",
}
_REVOKED: StreamEnd = {
    "type": "end",
    "code": "unauthorized",
    "message": "Your credentials ended: sign in again.",
}
_OVER: StreamEnd = {"type": "end", "code": "game_over", "message": "The game is over."}

#: message component -> (example name, payload) pairs.
EXAMPLES: dict[str, list[tuple[str, Any]]] = {
    "gameState": [("openGameAsSpectator", _GAME_STATE)],
    "upToDate": [("alreadyCurrent", _UP_TO_DATE)],
    "error": [("badHello", _BAD_HELLO), ("onMe", _ME_ERROR)],
    "hello": [("afterReconnect", _HELLO)],
    "userEvent": [
        ("yourTurn", _YOUR_TURN),
        ("liveReminder", _REMINDER),
        ("challenge", _CHALLENGE),
    ],
    "gameChanged": [("doorbell", _CHANGED)],
    "streamKeepalive": [("whereToResume", _KEEPALIVE)],
    "gameStreamKeepalive": [("quiet", _GAME_KEEPALIVE)],
    "streamResync": [("sinceTooOld", _RESYNC)],
    "streamEnd": [("tokenRevoked", _REVOKED), ("gameOver", _OVER)],
}
