"""The close codes of every socket of the site, in one place: the consumers, the middlewares in
front of them and the AsyncAPI document (api/asyncapi.py) all read this table.

A refused HTTP upgrade reaches a client library only as "403", whatever the reason. So a socket
that is refused is accepted and at once closed with the code that says why; no message is sent
before that close. The numbers and their meanings are a public contract: never reuse one.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Meaning:
    name: str
    #: A short reason sent with the close (a close frame carries at most 123 bytes of it).
    reason: str
    meaning: str
    #: Whether a client should open the socket again (after a delay) as it did.
    reconnect: bool


class CloseCode(enum.IntEnum):
    TRY_AGAIN_LATER = 1013
    UNAUTHORIZED = 4401
    ORIGIN_NOT_ALLOWED = 4403
    INSUFFICIENT_SCOPE = 4406
    NOT_FOUND = 4404
    TOO_MANY_MESSAGES = 4429

    @property
    def meaning(self) -> Meaning:
        return MEANINGS[self]


MEANINGS: dict[CloseCode, Meaning] = {
    CloseCode.TRY_AGAIN_LATER: Meaning(
        "try_again_later",
        "try again later",
        "The live-update service is unreachable for now. Reconnect after a growing delay; "
        "the REST API still works meanwhile.",
        reconnect=True,
    ),
    CloseCode.UNAUTHORIZED: Meaning(
        "unauthorized",
        "sign in again",
        "Sign in again. At the handshake: the token is unknown, revoked, rotated or expired, "
        "or its account deactivated (a bad token never downgrades to a spectator), or "
        "`/ws/me/` was opened without credentials. Later: the credentials the socket was "
        "opened with ended (the token was revoked, rotated or expired, an app's access was "
        "revoked, that session signed out, the password changed or was reset, the account "
        "was deactivated). Reconnecting with the same credentials fails the same way.",
        reconnect=False,
    ),
    CloseCode.ORIGIN_NOT_ALLOWED: Meaning(
        "origin_not_allowed",
        "origin not allowed",
        "A browser page of another site opened the socket: its `Origin` is not this site "
        "(one of the site's host names, with the handshake's own host and port). Programs "
        "send no `Origin` and are not refused for it.",
        reconnect=False,
    ),
    CloseCode.INSUFFICIENT_SCOPE: Meaning(
        "insufficient_scope",
        "insufficient scope",
        "The token (a personal token or an app's access token) lacks the `games:read` scope "
        "that every socket needs (docs/oauth.md). Reconnecting with the same token fails the "
        "same way.",
        reconnect=False,
    ),
    CloseCode.NOT_FOUND: Meaning(
        "not_found",
        "not found",
        "No such game, a private game that is not yours to see (also later, when you lose "
        "access to it), or a path no socket serves.",
        reconnect=False,
    ),
    CloseCode.TOO_MANY_MESSAGES: Meaning(
        "too_many_messages",
        "too many messages",
        "The client sent messages faster than the socket allows (a short burst, then about "
        "one a second): a client needs one `hello` per (re)connect. Reconnect after a delay.",
        reconnect=True,
    ),
}


class SocketRefusal:
    """An ASGI application that accepts a socket and closes it at once with ``code``.

    Plain ASGI, no consumer: it touches neither the channel layer nor the database, so a
    refusal costs nothing and works with Redis down.
    """

    def __init__(self, code: CloseCode) -> None:
        self.code = code

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if (await receive())["type"] != "websocket.connect":
            return
        await send({"type": "websocket.accept"})
        reason = self.code.meaning.reason
        await send({"type": "websocket.close", "code": int(self.code), "reason": reason})
        # Stay until the client's side is closed too, as a consumer would.
        while (await receive())["type"] != "websocket.disconnect":
            pass
