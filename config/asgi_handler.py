"""Django's ASGI handler with each request's synchronous work done in one visit to a kept
thread.

Kept threads: Django's own handler enters a new ``ThreadSensitiveContext`` per request, so
every request starts a thread for its middleware and view, and then another to join that one.
asgiref lets a context be given an executor that outlives it; here each request borrows one
from a pool of single-thread executors and gives it back, so a request still has a thread of
its own (requests run side by side as before) without starting one.

One visit: Django builds an async middleware chain under ASGI. With synchronous middleware
and views (all of ours) a request then crosses between the event loop and its thread about
five times: the chain, back to the loop for URL resolving, the view, and the request's
start and finish signals each in their own hop. Each crossing wakes the loop and the thread,
and together they cost more than the bare view itself (bench/floor, README "Performance").
This handler builds the synchronous chain, as Django's WSGI handler does, and runs the start
signal, the chain and (for an answer already in memory) the finish in one call on the
request's thread; only reading the body and sending the answer stay on the loop. A streamed
answer is closed after its last part has gone, as Django does.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from contextlib import closing
from dataclasses import dataclass
from typing import Any

import django
from asgiref.sync import ThreadSensitiveContext, sync_to_async
from django.core import signals
from django.core.exceptions import RequestAborted
from django.core.handlers.asgi import ASGIHandler, get_script_prefix
from django.core.handlers.base import BaseHandler
from django.http import FileResponse, HttpRequest, HttpResponseBase
from django.urls import set_script_prefix

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


@dataclass
class _Visit:
    """Whether a request's visit to its thread has sent ``request_finished``."""

    finished: bool = False


class _Answered(Exception):
    """Ends the task group once the answer is sent (the disconnect listener is not needed)."""


class KeptThreadsASGIHandler(ASGIHandler):
    def __init__(self) -> None:
        BaseHandler.__init__(self)  # not ASGIHandler's: it builds the async chain
        self.load_middleware(is_async=False)
        self.threads = RequestThreads()

    def _respond(
        self, request: HttpRequest, scope: dict[str, Any], visit: _Visit
    ) -> HttpResponseBase:
        """The request's synchronous part, on its thread: started, the chain, and finished
        unless the answer is streamed (its parts are still to come)."""
        signals.request_started.send(sender=self.__class__, scope=scope)
        response = self.get_response(request)
        response._handler_class = self.__class__  # type: ignore[attr-defined]  # as Django
        if isinstance(response, FileResponse):
            response.block_size = self.chunk_size  # the server chunks it
        if not response.streaming:
            response.close()  # request_finished: the connection is tidied on its own thread
            visit.finished = True
        return response

    def _finish_unless_finished(self, visit: _Visit) -> None:
        """After a client left early. On the request's thread, so after ``_respond`` if that
        ran (it may still have been running): finished once, whichever way."""
        if not visit.finished:
            signals.request_finished.send(sender=self.__class__)

    async def handle(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        """As Django's, with the synchronous part in one visit (``_respond``)."""
        try:
            body_file = await self.read_body(receive)
        except RequestAborted:
            return
        with closing(body_file):
            set_script_prefix(get_script_prefix(scope))
            request, error_response = self.create_request(scope, body_file)
            if request is None:  # undecodable or too large: Django's own answer
                assert error_response is not None
                await signals.request_started.asend(sender=self.__class__, scope=scope)
                await self.send_response(error_response, send)
                await sync_to_async(error_response.close)()
                return
            response: HttpResponseBase | None = None
            visit = _Visit()
            try:
                try:
                    async with asyncio.TaskGroup() as group:
                        group.create_task(self.listen_for_disconnect(receive))
                        response = await sync_to_async(self._respond)(request, scope, visit)
                        await self.send_response(response, send)
                        raise _Answered
                except* (_Answered, RequestAborted):
                    pass
            except BaseExceptionGroup as exception_group:
                if len(exception_group.exceptions) == 1:
                    raise exception_group.exceptions[0] from None
                raise
            if response is None:  # the client left before the answer was ready
                await sync_to_async(self._finish_unless_finished)(visit)
            elif response.streaming:
                await sync_to_async(response.close)()

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
