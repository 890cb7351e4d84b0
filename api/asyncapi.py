"""The AsyncAPI 3.0 document of the live sockets and the HTTP event streams (docs/streams.md),
served at ``/api/v1/asyncapi/`` (design §6).

Built from what the code declares, so it cannot drift from it: the messages from their
TypedDicts (games/socket_messages.py), ``game.state``'s game from the generated OpenAPI
document's ``Game`` component (and all it refers to), the close codes from games/ws_close.py.
AsyncAPI has no close-code object: they are tables in the descriptions and ``x-close-codes``
(code -> name, meaning, whether to reconnect). Only the server (this site's host) is per request.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable
from typing import Any

from django.conf import settings

from api.asyncapi_examples import EXAMPLES
from api.json_schema import component_refs, components_closure, typed_dict_schema
from games.socket_messages import (
    MAX_MESSAGE_CHARS,
    MESSAGE_BURST,
    MESSAGE_INTERVAL,
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
from games.ws_close import CloseCode

ASYNCAPI_VERSION = "3.0.0"
#: message component -> its TypedDict; the payload schema takes the TypedDict's name.
MESSAGES: dict[str, Any] = {
    "gameState": GameStateMessage,
    "upToDate": UpToDateMessage,
    "error": ErrorMessage,
    "hello": HelloMessage,
    "userEvent": UserEventMessage,
    "gameChanged": GameChangedMessage,
    # The lines of the HTTP event streams (api/streaming.py) that the sockets do not send.
    "streamKeepalive": StreamKeepalive,
    "gameStreamKeepalive": GameStreamKeepalive,
    "streamResync": StreamResync,
    "streamEnd": StreamEnd,
}
GAME_CODES = list(CloseCode)
#: How a stream signs in: a token in the Authorization header, or the session cookie.
STREAM_AUTH = ("bearer", "session")
ME_CODES = [code for code in CloseCode if code != CloseCode.NOT_FOUND]  # no game to miss


def asyncapi_document(*, host: str, secure: bool) -> dict[str, Any]:
    """The document, with this site (``host``, over ``wss`` when ``secure``) as its server."""
    static = _static_document()
    server = {
        "host": host,
        "protocol": "wss" if secure else "ws",
        "description": "This site. Open a socket with a token (query or header), or as a "
        "signed-in page of the site (session cookie); public games need no credentials.",
        "security": [{"$ref": f"#/components/securitySchemes/{name}"} for name in _security()],
    }
    streams = {
        "host": host,
        "protocol": "https" if secure else "http",
        "description": "This site's HTTP API: the event streams (NDJSON over one long GET), "
        "for clients that cannot keep a WebSocket. A token (`Authorization` header) or the "
        "session cookie.",
        "security": [{"$ref": f"#/components/securitySchemes/{name}"} for name in STREAM_AUTH],
    }
    # The servers after the info, as documents usually read; the rest keeps its order.
    servers = {"site": server, "http": streams}
    head = {"asyncapi": ASYNCAPI_VERSION, "info": static["info"], "servers": servers}
    return head | static


def close_codes(codes: Iterable[CloseCode] = CloseCode) -> dict[str, dict[str, Any]]:
    """``x-close-codes``: code -> its name, meaning and whether a client should reconnect."""
    return {
        str(int(code)): {
            "name": code.meaning.name,
            "meaning": code.meaning.meaning,
            "reconnect": code.meaning.reconnect,
        }
        for code in codes
    }


def _close_table(codes: Iterable[CloseCode]) -> str:
    rows = ["| Code | Name | Meaning | Reconnect |", "| --- | --- | --- | --- |"]
    for code in codes:
        again = "yes, after a delay" if code.meaning.reconnect else "no"
        rows.append(f"| {int(code)} | `{code.meaning.name}` | {code.meaning.meaning} | {again} |")
    return "\n".join(rows)


def _security() -> dict[str, dict[str, Any]]:
    return {
        "token": {
            "type": "httpApiKey",
            "name": "token",
            "in": "query",
            "description": "An API token (`POST /api/v1/auth/token/`) as `?token=<key>`. "
            "An unknown or revoked token is closed with 4401, never downgraded to a spectator.",
        },
        "bearer": {
            "type": "http",
            "scheme": "bearer",
            "description": "An API token as `Authorization: Bearer <key>` (or `Token <key>`).",
        },
        "session": {
            "type": "httpApiKey",
            "name": settings.SESSION_COOKIE_NAME,
            "in": "cookie",
            "description": "The site's own session cookie, for the site's pages: a browser's "
            "`Origin` must then be this site (otherwise 4403).",
        },
    }


_INTRO = f"""The live updates of this site, for programs and the site's own pages: one socket
per game (`/ws/games/{{id}}/`) and one for your own events (`/ws/me/`).

Every message is a JSON object with a `type`. Nothing but doorbells travels between the
servers; each socket renders its own user's view, with the same rules as the REST API
(`/api/v1/schema/`, docs at `/api/v1/docs/`), so a socket never shows more than
`GET /api/v1/games/{{id}}/` shows you.

A socket that is refused is accepted and closed at once with a code saying why (a refused HTTP
upgrade reaches most client libraries only as "403"); no message comes before that close. A
path no socket serves is closed with 4404. A client may send {MESSAGE_BURST} messages in a burst,
then one every {MESSAGE_INTERVAL:g} s, each at most {MAX_MESSAGE_CHARS} characters.

{_close_table(CloseCode)}"""

_GAME = """One game, live. On connect the server sends `game.state` (exactly
`GET /api/v1/games/{id}/` for you), then again whenever the game changed; versions never go
backwards on one socket and an unchanged state is not sent twice. After a reconnect, send
`hello` with the last version you saw: you get `game.state` at once if you are behind,
otherwise `up_to_date`. Anyone may watch a public game without credentials (as a spectator:
no hidden information); a private game is 4404 to everyone but its players and invitees.

"""

_ME = """Your own events: `user.event` when something in a game concerns you (your turn, an
invitation, a start, an end, a deadline warning), and `game.changed` doorbells of your games.
Needs credentials (4401 without). Sends only: whatever the client sends is answered with
`error`.

"""


_STREAMS = """Served over plain HTTP (`GET`, `Content-Type: application/x-ndjson`, never
gzipped) for clients that cannot keep a WebSocket: one JSON object per line, the same messages
the socket sends, built by the same code. A `keepalive` line goes out whenever nothing else did
for 20 s; a stream the server ends has an `end` line last (`code`: `unauthorized`, `not_found`,
`game_over`, `try_again_later`, `too_many_streams`). Credentials end a stream as they close a
socket (within about a second). Refusals before the stream starts are the REST API's JSON
errors (401, 404, 400 for a bad `since`, 429 `throttled` or `too_many_streams`: at most 10
streams per account at once). Details: `/api/v1/schema/` (`me_stream`, `games_stream`).

"""

_ME_STREAM = (
    _STREAMS
    + """`GET /api/v1/me/stream/`: `user.event` and `game.changed` as `/ws/me/` sends them, each
with its `event_id`. It opens with a `keepalive` whose `since` is where to resume. Reopen with
`?since=<event_id>` and what came after it comes first, so a dropped stream loses nothing while
the event log keeps it (the last 500 events of the last 24 hours); an older `since` gets a
`resync` line: fetch `/api/v1/me/turns/` and `/api/v1/me/invitations/` afresh."""
)

_GAME_STREAM = (
    _STREAMS
    + """`GET /api/v1/games/{id}/stream/`: `game.state` lines (exactly `GET
/api/v1/games/{id}/` for you), the current one first; `?since=<version>` sends it only if newer.
After a finished or called-off game's last state, `end` with `game_over`."""
)


def _query(*names: str) -> dict[str, Any]:
    fields = {
        "token": {"type": "string", "description": "An API token (see security `token`)."},
        "format": {
            "type": "string",
            "enum": ["json", "html"],
            "default": "json",
            "description": "`html` is for the site's own pages (htmx fragments of the game "
            "page instead of JSON messages); programs leave it out.",
        },
        "digest": {
            "type": "string",
            "description": "With `format=html`: the state the page shows, not pushed again.",
        },
    }
    return {"type": "object", "properties": {name: fields[name] for name in names}}


def _ws_binding(*query: str) -> dict[str, Any]:
    headers = {
        "Authorization": {"type": "string", "description": "`Bearer <key>` or `Token <key>`."},
        "Origin": {
            "type": "string",
            "description": "Sent by browsers only; it must be this site (otherwise 4403).",
        },
    }
    return {
        "method": "GET",
        "query": _query(*query),
        "headers": {"type": "object", "properties": headers},
        "bindingVersion": "0.1.0",
    }


def _channels() -> dict[str, Any]:
    def messages(*names: str) -> dict[str, Any]:
        return {name: {"$ref": f"#/components/messages/{name}"} for name in names}

    sockets: list[dict[str, str]] = [{"$ref": "#/servers/site"}]
    game: dict[str, Any] = {
        "address": "/ws/games/{id}/",
        "title": "Game",
        "summary": "One game's state, live, as you may see it.",
        "description": _GAME + _close_table(GAME_CODES),
        "parameters": {"id": {"description": "The game's id.", "examples": ["42"]}},
        "messages": messages("gameState", "upToDate", "error", "hello"),
        "bindings": {"ws": _ws_binding("token", "format", "digest")},
        "x-close-codes": close_codes(GAME_CODES),
    }
    me: dict[str, Any] = {
        "address": "/ws/me/",
        "title": "Me",
        "summary": "Your own events: your turn, invitations, starts, ends, deadline warnings.",
        "description": _ME + _close_table(ME_CODES),
        "messages": messages("userEvent", "gameChanged", "error"),
        "bindings": {"ws": _ws_binding("token")},
        "x-close-codes": close_codes(ME_CODES),
    }
    game["servers"] = me["servers"] = sockets
    me_stream = {
        "address": "/api/v1/me/stream/",
        "title": "Me, as an HTTP stream",
        "summary": "What `/ws/me/` sends, as NDJSON over plain HTTP, resumable with `since`.",
        "description": _ME_STREAM,
        "servers": [{"$ref": "#/servers/http"}],
        "messages": messages(
            "userEvent", "gameChanged", "streamKeepalive", "streamResync", "streamEnd"
        ),
    }
    game_stream = {
        "address": "/api/v1/games/{id}/stream/",
        "title": "Game, as an HTTP stream",
        "summary": "What `/ws/games/{id}/` sends, as NDJSON over plain HTTP.",
        "description": _GAME_STREAM,
        "servers": [{"$ref": "#/servers/http"}],
        "parameters": {"id": {"description": "The game's id.", "examples": ["42"]}},
        "messages": messages("gameState", "gameStreamKeepalive", "streamEnd"),
    }
    return {"game": game, "me": me, "meStream": me_stream, "gameStream": game_stream}


def _http_binding(since: dict[str, Any]) -> dict[str, Any]:
    return {
        "http": {
            "method": "GET",
            "query": {"type": "object", "properties": {"since": since}},
            "bindingVersion": "0.3.0",
        }
    }


def _operation(action: str, channel: str, messages: list[str], summary: str) -> dict[str, Any]:
    return {
        "action": action,
        "channel": {"$ref": f"#/channels/{channel}"},
        "summary": summary,
        "messages": [{"$ref": f"#/channels/{channel}/messages/{m}"} for m in messages],
    }


def _operations() -> dict[str, Any]:
    hello = _operation("receive", "game", ["hello"], "A client tells the last version it saw.")
    hello["reply"] = {
        "channel": {"$ref": "#/channels/game"},
        "messages": [
            {"$ref": f"#/channels/game/messages/{m}"} for m in ("gameState", "upToDate", "error")
        ],
    }
    return {
        "sendGameState": _operation(
            "send", "game", ["gameState"], "The game as you may see it, on connect and change."
        ),
        "receiveHello": hello,
        "sendGameError": _operation(
            "send", "game", ["error"], "The answer to a message the socket does not take."
        ),
        "sendUserEvents": _operation(
            "send", "me", ["userEvent", "gameChanged"], "Your events and your games' doorbells."
        ),
        "sendMeError": _operation("send", "me", ["error"], "The answer to any client message."),
        "streamMyEvents": {
            **_operation(
                "send",
                "meStream",
                ["userEvent", "gameChanged", "streamKeepalive", "streamResync", "streamEnd"],
                "Your events, one JSON object per line, from `since` on.",
            ),
            "bindings": _http_binding(
                {
                    "type": "string",
                    "pattern": "^[0-9]{1,15}-[0-9]{1,20}$",
                    "description": "An `event_id` (or a keep-alive's `since`): what came after "
                    "it first.",
                }
            ),
        },
        "streamGame": {
            **_operation(
                "send",
                "gameStream",
                ["gameState", "gameStreamKeepalive", "streamEnd"],
                "The game's states, one JSON object per line, the current one first.",
            ),
            "bindings": _http_binding(
                {
                    "type": "integer",
                    "minimum": 0,
                    "description": "The last version you have: the current state only if newer.",
                }
            ),
        },
    }


def _message(name: str, message: Any) -> dict[str, Any]:
    schema = typed_dict_schema(message)
    doc = schema["description"]
    return {
        "name": schema["properties"]["type"]["const"],
        "title": schema["properties"]["type"]["const"],
        "summary": doc.split(". ")[0].rstrip(".") + ".",
        "description": doc,
        "contentType": "application/json",
        "payload": {"$ref": f"#/components/schemas/{message.__name__}"},
        "examples": [
            {"name": example_name, "payload": payload} for example_name, payload in EXAMPLES[name]
        ],
    }


@functools.cache
def _static_document() -> dict[str, Any]:
    """Everything but the server: built once per process (the generator takes a while)."""
    payloads = {m.__name__: typed_dict_schema(m) for m in MESSAGES.values()}
    rest = components_closure(name for s in payloads.values() for name in component_refs(s))
    clash = set(rest) & set(payloads)
    assert not clash, f"message schemas named like REST components: {clash}"
    return {
        "asyncapi": ASYNCAPI_VERSION,
        "info": {
            "title": f"{settings.SITE_NAME} live updates",
            "version": settings.SPECTACULAR_SETTINGS["VERSION"],
            "description": _INTRO,
        },
        "defaultContentType": "application/json",
        "channels": _channels(),
        "operations": _operations(),
        "components": {
            "schemas": payloads | rest,
            "messages": {name: _message(name, m) for name, m in MESSAGES.items()},
            "securitySchemes": _security(),
        },
        "x-close-codes": close_codes(),
    }
