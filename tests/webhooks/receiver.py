"""A client's webhook server, started by the test on 127.0.0.1: the one thing the webhook tests
stand in for (the outside edge). It answers from a script of statuses, verifies signatures with
the docs' own receiver example, and acts on a delivery id once (a receiver that deduplicates),
recording what it saw so a test can wait on it."""

from __future__ import annotations

import contextlib
import json
import re
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from email.message import Message
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs" / "webhooks.md"


def receiver_example() -> dict[str, Any]:
    """The Python receiver example of docs/webhooks.md (the first ``python`` block after the
    heading "Verifying a delivery"), run as written: its names, ``verify`` among them."""
    text = DOCS.read_text(encoding="utf-8")
    section = re.split(r"^## .*Verifying a delivery$", text, maxsplit=1, flags=re.M)[1]
    code = re.search(r"```python\n(.*?)```", section, re.S)
    assert code, "docs/webhooks.md has no python block after 'Verifying a delivery'"
    names: dict[str, Any] = {}
    exec(compile(code.group(1), str(DOCS), "exec"), names)  # the documented code, unchanged
    return names


@dataclass
class Seen:
    """One request as it arrived."""

    headers: dict[str, str]
    body: bytes
    status: int  # what the receiver answered (or meant to)
    verified: bool

    @property
    def event(self) -> dict[str, Any]:
        parsed: dict[str, Any] = json.loads(self.body)
        return parsed


@dataclass
class Receiver:
    """``statuses`` are answered in turn, then 200. ``secret``: verify with the docs' code (a
    request that fails verification is answered 400 and not acted on). ``hold``: once a
    delivery is acted on, the answer waits until ``release()`` (a worker can die meanwhile)."""

    secret: str = ""
    statuses: list[int] = field(default_factory=list)
    hold: bool = False
    seen: list[Seen] = field(default_factory=list)
    acted: list[str] = field(default_factory=list)  # delivery ids, each acted on once
    port: int = 0
    _changed: threading.Condition = field(default_factory=threading.Condition)
    _released: threading.Event = field(default_factory=threading.Event)
    _verify: Callable[..., bool] | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/hooks/hachi?from=tests"

    def release(self) -> None:
        self._released.set()

    def wait(self, what: Callable[[Receiver], bool], timeout: float = 60.0) -> None:
        """Until ``what(self)`` holds (it is checked after every request)."""
        with self._changed:
            assert self._changed.wait_for(lambda: what(self), timeout), (self.seen, self.acted)

    def handle(self, headers: Message, body: bytes) -> int:
        """Answer one delivery (``headers`` as a server hands them over: any case)."""
        verified = True
        if self.secret:
            if self._verify is None:
                self._verify = receiver_example()["verify"]
            verified = self._verify(self.secret, headers, body)
        with self._changed:
            status = self.statuses.pop(0) if self.statuses else 200
            status = status if verified else 400
            event_id = json.loads(body).get("id") if verified else None
            if 200 <= status < 300 and event_id not in self.acted:
                self.acted.append(event_id)
            self.seen.append(Seen(dict(headers.items()), body, status, verified))
            self._changed.notify_all()
        if self.hold and 200 <= status < 300:
            self._released.wait(timeout=120)
        return status


@contextlib.contextmanager
def receiving(receiver: Receiver) -> Iterator[Receiver]:
    """Serve ``receiver`` on a free port of 127.0.0.1 for the duration."""

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            length = int(self.headers.get("Content-Length", "0"))
            body = self.rfile.read(length)
            status = receiver.handle(self.headers, body)
            with contextlib.suppress(OSError):  # the sender may be gone (a killed worker)
                self.send_response(status)
                self.send_header("Content-Length", "0")
                self.end_headers()

        def log_message(self, format: str, *args: Any) -> None:
            return None

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    receiver.port = server.server_address[1]
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield receiver
    finally:
        receiver.release()
        server.shutdown()
        server.server_close()
