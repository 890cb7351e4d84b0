"""Django's ASGI handler with each request's synchronous work on a kept thread.

Django's own handler enters a new ``ThreadSensitiveContext`` per request, so every request
starts a thread for its middleware and view, and then another to join that one. Under load
those starts cost more than a small view does (bench/api.py, README "Performance"). asgiref
lets a context be given an executor that outlives it; here each request borrows one from a
pool of single-thread executors and gives it back, so a request still has a thread of its own
(requests run side by side as before) without starting one.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

import django
from asgiref.sync import ThreadSensitiveContext
from django.core.handlers.asgi import ASGIHandler

#: Idle threads kept for the next requests; a burst beyond it starts threads that end after.
IDLE_THREADS_KEPT = 32


class RequestThread(ThreadPoolExecutor):
    """One thread, which knows whether work is still queued or running on it, and whether it
    was let go (a stream lets its request's thread go: api/streaming.py)."""

    def __init__(self) -> None:
        super().__init__(max_workers=1, thread_name_prefix="request")
        self._lock = threading.Lock()
        self._unfinished = 0
        self.let_go = False

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        self.let_go = True
        super().shutdown(wait=wait, cancel_futures=cancel_futures)

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        with self._lock:
            self._unfinished += 1
        future = super().submit(fn, *args, **kwargs)
        # Registered before asyncio's own callback, so the count is down before the loop hears.
        future.add_done_callback(self._finished)
        return future

    def _finished(self, _future: Future[Any]) -> None:
        with self._lock:
            self._unfinished -= 1

    @property
    def reusable(self) -> bool:
        with self._lock:
            return self._unfinished == 0 and not self.let_go


class RequestThreads:
    """Idle request threads, the most recently used first (its stack and caches are warm)."""

    def __init__(self, *, keep: int = IDLE_THREADS_KEPT) -> None:
        self._idle: list[RequestThread] = []
        self._keep = keep

    def take(self) -> RequestThread:
        return self._idle.pop() if self._idle else RequestThread()

    def give_back(self, thread: RequestThread) -> None:
        """Keep ``thread`` for another request, unless work is still on it (a client that left
        mid-view: the view runs on, and must not hold up the next request), it was let go, or
        enough are kept."""
        if thread.reusable and len(self._idle) < self._keep:
            self._idle.append(thread)
        else:
            thread.shutdown(wait=False)  # its thread ends once its work is done


class KeptThreadsASGIHandler(ASGIHandler):
    def __init__(self) -> None:
        super().__init__()
        self.threads = RequestThreads()

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] != "http":  # as Django's handler: HTTP only
            raise ValueError(f"Django can only handle ASGI/HTTP connections, not {scope['type']}.")
        thread = self.threads.take()
        try:
            async with ThreadSensitiveContext(executor=thread):
                await self.handle(scope, receive, send)
        finally:
            self.threads.give_back(thread)


def asgi_application() -> KeptThreadsASGIHandler:
    """As ``django.core.asgi.get_asgi_application``, with kept request threads."""
    django.setup(set_prefix=False)
    return KeptThreadsASGIHandler()
