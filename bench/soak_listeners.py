"""The soak's live-reminder listeners: a sample of people keep ``/ws/me/`` open, as their
phones' pages do, and every reminder event they hear is kept with its id.

Each listener is a thread with one socket (a token in the query string, as a program sends
it), on one web process and then the other: a kill closes it, and it connects again at once,
as the site's pages do after a growing delay. It records when it was connected, so the end
checks can tell a reminder missed while it was away (a socket is not a mailbox: what comes
while it reconnects is gone) from one that never came.
"""

from __future__ import annotations

import json
import threading
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from websockets.exceptions import ConnectionClosed, WebSocketException
from websockets.sync.client import ClientConnection, connect

if TYPE_CHECKING:
    from bench.soak_world import Person

#: How long a receive waits before the listener looks at its stop flag.
POLL_SECONDS = 0.5
#: Between two connection attempts (a restarted process takes seconds to answer).
RETRY_SECONDS = 0.3


@dataclass
class Heard:
    """One reminder event: its id (its outbox row's) and when it arrived (Unix time)."""

    event_id: str
    at: float


@dataclass
class Listener:
    person: Person
    heard: list[Heard] = field(default_factory=list)
    #: (connected, closed) Unix times of each connection; an open one ends at +inf.
    connections: list[tuple[float, float]] = field(default_factory=list)
    refusals: Counter[int] = field(default_factory=Counter)  # close codes that ended one

    def connected_throughout(self, start: float, end: float) -> bool:
        """Was one connection open for the whole of [start, end]?"""
        return any(opened <= start and end <= closed for opened, closed in self.connections)


class Listeners:
    """A thread per sampled person, listening on ``/ws/me/`` until ``stop``."""

    def __init__(self, *, people: list[Person], ports: list[int]) -> None:
        self.ports = ports
        self.listeners = [Listener(person) for person in people]
        self._stopping = threading.Event()
        self._threads = [
            threading.Thread(target=self._listen, args=(listener, number), daemon=True)
            for number, listener in enumerate(self.listeners)
        ]

    def start(self) -> None:
        for thread in self._threads:
            thread.start()

    def stop(self) -> None:
        self._stopping.set()
        for thread in self._threads:
            thread.join()

    def _listen(self, listener: Listener, number: int) -> None:
        attempt = number
        while not self._stopping.is_set():
            port = self.ports[attempt % len(self.ports)]
            attempt += 1
            url = f"ws://127.0.0.1:{port}/ws/me/?token={listener.person.token}"
            try:
                with connect(url, open_timeout=10, close_timeout=1) as socket:
                    opened = time.time()
                    try:
                        self._receive(socket, listener)
                    finally:
                        listener.connections.append((opened, time.time()))
                        code = socket.close_code
                        if code is not None:
                            listener.refusals[code] += 1
            except (OSError, WebSocketException, TimeoutError):
                pass  # refused or reset while a process is down: try the other one
            self._stopping.wait(RETRY_SECONDS)

    def _receive(self, socket: ClientConnection, listener: Listener) -> None:
        while not self._stopping.is_set():
            try:
                raw = socket.recv(timeout=POLL_SECONDS)
            except TimeoutError:
                continue
            except ConnectionClosed:
                return
            message = json.loads(raw)
            if message.get("type") == "user.event" and message.get("id"):
                listener.heard.append(Heard(str(message["id"]), time.time()))
