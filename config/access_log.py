"""The access log, written by the site itself: one line per HTTP answer and per socket opened
and closed, through logging (config/log.py), so every line has the request id and the JSON or
text format of the others.

Daphne's own access log prints each request's raw address, query string included, and a
calendar feed's address is its secret (``/calendar/<key>.ics``; a socket's ``?token=`` too).
So Daphne runs with that log off (config/web.py) and these lines take its place: the path goes
through ``redact`` before it is logged, and the query string is never logged, so no handler
(Sentry's breadcrumbs included) ever holds a secret.
"""

from __future__ import annotations

import logging
import time

from asgiref.typing import (
    ASGI3Application,
    ASGIReceiveCallable,
    ASGIReceiveEvent,
    ASGISendCallable,
    ASGISendEvent,
    HTTPScope,
    Scope,
    WebSocketScope,
)

from config.log import redact
from config.request_id import HEADER, current_request_id

logger = logging.getLogger("hachi.access")

_REQUEST_ID_HEADER = HEADER.lower().encode("latin-1")


def _client(scope: HTTPScope | WebSocketScope) -> str:
    client = scope.get("client")
    return str(client[0]) if client else "-"


def access_line(
    *, client: str, method: str, path: str, status: int | str, size: int, seconds: float
) -> None:
    """Log one access line; ``path`` is redacted here, whatever the handler's format."""
    shown = redact(path)
    logger.info(
        '%s "%s %s" %s %s %.1fms',
        client,
        method,
        shown,
        status,
        size,
        seconds * 1000,
        extra={
            "client": client,
            "method": method,
            "path": shown,
            "status": status,
            "bytes": size,
            "duration_ms": round(seconds * 1000, 1),
        },
    )


class _Exchange:
    """What one HTTP request answered, gathered from the messages the application sends."""

    def __init__(self, scope: HTTPScope) -> None:
        self.scope = scope
        self.started = time.monotonic()
        self.status: int | str = "-"
        self.size = 0
        self.request_id = ""
        self.logged = False

    def heard(self, message: ASGISendEvent) -> None:
        if message["type"] == "http.response.start":
            self.status = int(message["status"])
            for name, value in message.get("headers", ()):
                if bytes(name).lower() == _REQUEST_ID_HEADER:
                    self.request_id = bytes(value).decode("latin-1")
        elif message["type"] == "http.response.body":
            self.size += len(message.get("body", b""))
            if not message.get("more_body", False):
                self.log()

    def log(self) -> None:
        if self.logged:
            return
        self.logged = True
        # This task's own context: the line carries the id of the request it answers.
        token = current_request_id.set(self.request_id or "-")
        try:
            access_line(
                client=_client(self.scope),
                method=self.scope["method"],
                path=self.scope["path"],
                status=self.status,
                size=self.size,
                seconds=time.monotonic() - self.started,
            )
        finally:
            current_request_id.reset(token)


class AccessLogMiddleware:
    """ASGI middleware around the whole application (config/asgi.py)."""

    def __init__(self, app: ASGI3Application) -> None:
        self.app = app

    async def __call__(
        self, scope: Scope, receive: ASGIReceiveCallable, send: ASGISendCallable
    ) -> None:
        if scope["type"] == "http":
            await self._http(scope, receive, send)
        elif scope["type"] == "websocket":
            await self._websocket(scope, receive, send)
        else:
            await self.app(scope, receive, send)

    async def _http(
        self, scope: HTTPScope, receive: ASGIReceiveCallable, send: ASGISendCallable
    ) -> None:
        exchange = _Exchange(scope)

        async def sending(message: ASGISendEvent) -> None:
            await send(message)
            exchange.heard(message)

        try:
            await self.app(scope, receive, sending)
        finally:
            exchange.log()  # an answer cut short (the client left, an error) is logged too

    async def _websocket(
        self, scope: WebSocketScope, receive: ASGIReceiveCallable, send: ASGISendCallable
    ) -> None:
        started = time.monotonic()
        path, client = scope["path"], _client(scope)
        closed = False

        def line(what: str, code: int) -> None:
            elapsed = time.monotonic() - started
            access_line(client=client, method=what, path=path, status=code, size=0, seconds=elapsed)

        async def sending(message: ASGISendEvent) -> None:
            nonlocal closed
            await send(message)
            if message["type"] == "websocket.accept":
                line("WSCONNECT", 101)
            elif message["type"] == "websocket.close" and not closed:
                closed = True
                line("WSCLOSE", int(message.get("code", 1000)))

        async def receiving() -> ASGIReceiveEvent:
            nonlocal closed
            message = await receive()
            if message["type"] == "websocket.disconnect" and not closed:
                closed = True  # the client (or the network) ended it
                line("WSDISCONNECT", int(message.get("code", 1000)))
            return message

        await self.app(scope, receiving, sending)
