"""The ASGI handler keeps its request threads (config/asgi_handler.py): requests one after
another start no thread, a thread still busy when its request ends is never lent again, and a
request's synchronous part (its start and finish signals, middleware and view) is one visit
to its thread."""

from __future__ import annotations

import asyncio
import gc
import threading
from collections.abc import Mapping
from typing import Any

import pytest
from asgiref.testing import ApplicationCommunicator
from channels.testing import HttpCommunicator
from django.core.signals import request_finished, request_started
from django.http import HttpRequest, HttpResponse
from django.urls import path

from config.asgi import application, django_asgi_app
from config.asgi_handler import KeptThreadsASGIHandler, RequestThread, RequestThreads


def _starts_counted(monkeypatch: Any) -> list[str]:
    """The names of the threads started from now on."""
    started: list[str] = []
    start = threading.Thread.start

    def counted(thread: threading.Thread) -> None:
        started.append(thread.name)
        start(thread)

    monkeypatch.setattr(threading.Thread, "start", counted)
    return started


def _visits_counted(monkeypatch: Any) -> list[str]:
    """The work handed to request threads from now on, by name."""
    visits: list[str] = []
    submit = RequestThread.submit

    def counted(thread: RequestThread, fn: Any, /, *args: Any, **kwargs: Any) -> Any:
        visits.append(getattr(fn, "__qualname__", repr(fn)))
        return submit(thread, fn, *args, **kwargs)

    monkeypatch.setattr(RequestThread, "submit", counted)
    return visits


async def _ping(path: str = "/api/ping") -> Mapping[str, Any]:
    communicator = HttpCommunicator(application, "GET", path, headers=[(b"host", b"localhost")])
    response = await communicator.get_response(timeout=10)
    await communicator.wait(timeout=10)  # the handler is done: its thread is back
    return response


@pytest.mark.asyncio
async def test_requests_one_after_another_start_no_thread(monkeypatch: Any) -> None:
    assert isinstance(django_asgi_app, KeptThreadsASGIHandler)
    assert (await _ping())["status"] == 200  # the first may start the one thread
    started = _starts_counted(monkeypatch)
    for _ in range(5):
        response = await _ping()
        assert response["status"] == 200
        assert response["body"] == b'{"ok": true}'
    assert started == []


@pytest.mark.asyncio
@pytest.mark.parametrize("path", ["/api/ping", "/api/v1/game-types/", "/healthz/live"])
async def test_a_request_visits_its_thread_once(monkeypatch: Any, path: str) -> None:
    """Django's handler crossed between the loop and the request's thread about five times per
    request (each crossing costs more than the bare view); here once, for any sync view."""
    assert (await _ping(path))["status"] == 200
    visits = _visits_counted(monkeypatch)
    for _ in range(3):
        assert (await _ping(path))["status"] == 200
    assert len(visits) == 3, visits


@pytest.mark.asyncio
async def test_started_and_finished_are_sent_once_each_on_the_request_thread() -> None:
    """``close_old_connections`` listens to both: it must run where the request's database
    connection lives, once per request, the finish after the view."""
    heard: list[tuple[str, str]] = []

    def started(**_kwargs: object) -> None:
        heard.append(("started", threading.current_thread().name))

    def finished(**_kwargs: object) -> None:
        heard.append(("finished", threading.current_thread().name))

    request_started.connect(started)
    request_finished.connect(finished)
    try:
        assert (await _ping())["status"] == 200
    finally:
        request_started.disconnect(started)
        request_finished.disconnect(finished)
    assert [signal for signal, _ in heard] == ["started", "finished"]
    assert heard[0][1] == heard[1][1]
    assert heard[0][1].startswith("request")


_view_entered = threading.Event()
_view_released = threading.Event()


def _slow_view(_request: HttpRequest) -> HttpResponse:
    _view_entered.set()
    _view_released.wait(10)
    return HttpResponse("too late")


urlpatterns = [path("slow", _slow_view)]  # this module is the URLconf of the test below


@pytest.mark.asyncio
async def test_a_client_that_leaves_mid_view_finishes_its_request_once(
    settings: Any, monkeypatch: Any
) -> None:
    """The view runs on after the client left and closes its own answer; the handler's
    finish for the leaver comes after it on the same thread, so it is sent once."""
    settings.ROOT_URLCONF = __name__
    submitted = _visits_counted(monkeypatch)
    _view_entered.clear()
    _view_released.clear()
    finished: list[str] = []

    def heard(**_kwargs: object) -> None:
        finished.append(threading.current_thread().name)

    request_finished.connect(heard)
    scope = {
        "type": "http",
        "http_version": "1.1",
        "method": "GET",
        "path": "/slow",
        "raw_path": b"/slow",
        "query_string": b"",
        "headers": [(b"host", b"localhost")],
        "client": ("127.0.0.1", 5000),
        "server": ("127.0.0.1", 80),
    }
    communicator = ApplicationCommunicator(application, scope)
    try:
        await communicator.send_input({"type": "http.request", "body": b""})
        assert await asyncio.to_thread(_view_entered.wait, 10)
        await communicator.send_input({"type": "http.disconnect"})
        # The handler heard it while the view still runs: its finish waits behind the view.
        async with asyncio.timeout(10):
            while len(submitted) < 2:
                await asyncio.sleep(0.01)
        _view_released.set()
        await communicator.wait(timeout=10)
    finally:
        _view_released.set()
        request_finished.disconnect(heard)
    assert len(finished) == 1, finished


def test_an_idle_thread_is_lent_again() -> None:
    threads = RequestThreads()
    first = threads.take()
    assert first.submit(lambda: 7).result(timeout=10) == 7
    threads.give_back(first)
    assert threads.take() is first
    first.shutdown()


def test_a_thread_still_working_is_not_lent_again() -> None:
    """A client that left mid-view: the view runs on, and the next request gets another thread."""
    threads = RequestThreads()
    busy = threads.take()
    release = threading.Event()
    still_running = busy.submit(release.wait, 10)
    threads.give_back(busy)
    other = threads.take()
    assert other is not busy
    assert other.submit(lambda: "served").result(timeout=10) == "served"
    release.set()
    assert still_running.result(timeout=10) is True
    other.shutdown()


def test_no_more_idle_threads_are_kept_than_asked() -> None:
    threads = RequestThreads(keep=2)
    taken = [threads.take() for _ in range(3)]
    for thread in taken:
        assert thread.submit(lambda: None).result(timeout=10) is None
        threads.give_back(thread)
    with pytest.raises(RuntimeError, match="shutdown"):  # the third was let go
        taken[2].submit(lambda: None)
    assert {threads.take(), threads.take()} == set(taken[:2])
    assert threads.take() not in taken
    for thread in taken[:2]:
        thread.shutdown()


def test_a_thread_let_go_during_its_request_is_not_lent_again() -> None:
    """A stream lets its request's thread go (api/streaming.py); it must not serve again."""
    threads = RequestThreads()
    streamed = threads.take()
    assert streamed.submit(lambda: None).result(timeout=10) is None
    streamed.shutdown(wait=False)
    threads.give_back(streamed)
    assert threads.take() is not streamed


def test_what_the_application_loaded_is_kept_out_of_full_collections() -> None:
    """config/asgi.py freezes what it loaded: the collector's full passes skip it (under load
    they had stalled every request for 150-190 ms)."""
    assert django_asgi_app is not None
    assert gc.get_freeze_count() > 50_000
