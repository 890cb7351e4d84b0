"""After-commit side effects: content-free doorbells, user events and the bot task.

They are step 5 of the move pipeline (design §4).

Nothing here carries game state. Doorbells go out from one long-lived event loop thread per
process, so a move POST never waits for Redis and the channel layer's connections are reused.
If Redis is down the move still stands; the failure is logged and clients catch up on their
next fetch or reconnect.
"""

from __future__ import annotations

import asyncio
import logging
import threading
import uuid
import weakref
from collections.abc import Iterable
from concurrent.futures import Future
from typing import Any, cast

from django.db import transaction

from games import jobs
from games.channel_groups import GroupMessage, groups_send
from games.event_log import event_log_append
from games.socket_messages import (
    USER_EVENT_KINDS,
    CredentialsDoorbell,
    Doorbell,
    GameChangedDoorbell,
    UserEventDoorbell,
)

logger = logging.getLogger(__name__)

MAX_SENDS_IN_FLIGHT = 16


def game_group(game_id: int) -> str:
    return f"game.{game_id}"


def user_group(user_id: int) -> str:
    return f"user.{user_id}"


def credentials_group(user_id: int) -> str:
    """Every socket a user opened, game and user sockets alike (see credentials_changed)."""
    return f"credentials.{user_id}"


class _DoorbellSender:
    """A daemon thread running an event loop that sends group messages in the background."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._pending: set[Future[None]] = set()
        self._slots: asyncio.Semaphore | None = None

    def _ensure_loop(self) -> asyncio.AbstractEventLoop:
        with self._lock:
            # After a fork (Celery prefork) the thread is gone: start a new one lazily.
            if self._loop is None or self._thread is None or not self._thread.is_alive():
                self._loop = asyncio.new_event_loop()
                # Bounded concurrency: a burst (a reminder sweep, a busy minute) queues here
                # instead of opening more Redis connections than the pool allows.
                self._slots = asyncio.Semaphore(MAX_SENDS_IN_FLIGHT)
                self._thread = threading.Thread(
                    target=self._loop.run_forever, name="doorbell", daemon=True
                )
                self._thread.start()
            return self._loop

    def send(
        self, groups: list[str], message: Doorbell, users: tuple[int, ...] = ()
    ) -> Future[None]:
        """Send ``message`` to ``groups`` and to the user groups of ``users``, whose event
        logs (games/event_log.py) record it first."""
        loop = self._ensure_loop()
        assert self._slots is not None
        sending = _send_all(groups, message, self._slots, users)
        future = asyncio.run_coroutine_threadsafe(sending, loop)
        with self._lock:
            self._pending.add(future)
        future.add_done_callback(lambda done: self._finished(done, message))
        return future

    def _finished(self, future: Future[None], message: Doorbell) -> None:
        with self._lock:
            self._pending.discard(future)
        error = future.exception()
        if error is not None:
            logger.warning(
                "live push failed; clients will catch up: %s",
                error,
                extra={"game": message.get("game"), "version": message.get("version")},
            )

    def flush(self, timeout: float = 5.0) -> None:
        """Wait until every doorbell sent so far has gone out (or failed)."""
        with self._lock:
            pending = list(self._pending)
        for future in pending:
            try:
                future.result(timeout=timeout)
            except Exception:  # already logged by _finished
                continue


async def _send_all(
    groups: list[str], message: Doorbell, slots: asyncio.Semaphore, users: tuple[int, ...] = ()
) -> None:
    async with slots:
        # The stubs ask for a dict, which a TypedDict is.
        await _groups_send([(group, cast(dict[str, Any], message)) for group in groups])
        if not users:
            return
        # One user's events reach the user's sockets in the order of their log (the order a
        # resumed stream replays): the log's append and the ring go together, one at a time.
        async with _user_order(asyncio.get_running_loop()):
            event_ids: dict[int, str] = {}
            try:
                event_ids = await event_log_append(users, message)
            except Exception as error:
                # Rung all the same, without an id: live clients still hear it.
                logger.warning("user event not logged; a resumed stream misses it: %s", error)
            sends: list[GroupMessage] = []
            for user_id in users:
                plain = cast(dict[str, Any], dict(message))
                if user_id in event_ids:
                    plain["event_id"] = event_ids[user_id]
                sends.append((user_group(user_id), plain))
            await _groups_send(sends)


_order_locks: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, asyncio.Lock] = (
    weakref.WeakKeyDictionary()
)


def _user_order(loop: asyncio.AbstractEventLoop) -> asyncio.Lock:
    lock = _order_locks.get(loop)
    if lock is None:
        lock = _order_locks[loop] = asyncio.Lock()
    return lock


async def _groups_send(sends: list[GroupMessage]) -> None:
    try:
        await groups_send(sends)
    except Exception:
        # After a Redis restart each pooled connection fails once, then is replaced:
        # one retry saves the first doorbells after an outage. A second failure is logged.
        await groups_send(sends)


_sender = _DoorbellSender()


def doorbells_flush(timeout: float = 5.0) -> None:
    _sender.flush(timeout)


def _ring(game_id: int, version: int, user_ids: Iterable[int]) -> None:
    # "ring" names this doorbell (a random id, nothing else): the sockets of one process that
    # hear the same ring share one database read (games/consumers.py).
    ring = uuid.uuid4().hex
    message: GameChangedDoorbell = {
        "type": "game.changed",
        "game": game_id,
        "version": version,
        "ring": ring,
    }
    _sender.send([game_group(game_id)], message, users=tuple(user_ids))


def _enqueue_bots(game_id: int, version: int) -> None:
    try:
        jobs.bots_move(game_id, version).apply_async()
    except Exception:
        logger.error(
            "could not enqueue the bot task",
            extra={"game": game_id, "version": version},
            exc_info=True,
        )


def _announce(user_ids: tuple[int, ...], kind: str, game_id: int) -> None:
    message: UserEventDoorbell = {"type": "user.event", "kind": kind, "game": game_id}
    _sender.send([], message, users=user_ids)


def user_event_on_commit(*, user_ids: Iterable[int | None], kind: str, game_id: int) -> None:
    """After commit, tell each user's ``/ws/me/`` sockets that something concerns them (the
    ids of seats' users: an empty seat's or a bot's None is skipped).

    Content-free like the game doorbell: only the kind and the game id; the client fetches
    what it wants through the API, which applies the visibility rules.
    """
    if kind not in USER_EVENT_KINDS:
        raise ValueError(f"Unknown user event kind {kind!r}.")
    users = tuple(dict.fromkeys(u for u in user_ids if u))
    if users:
        transaction.on_commit(lambda: _announce(users, kind, game_id))


def _announce_challenge(user_ids: tuple[int, ...], challenge_id: int) -> None:
    message: UserEventDoorbell = {
        "type": "user.event",
        "kind": "challenge",
        "challenge": challenge_id,
    }
    _sender.send([], message, users=user_ids)


def challenge_event_on_commit(*, user_ids: Iterable[int | None], challenge_id: int) -> None:
    """After commit, tell each user's ``/ws/me/`` sockets that a challenge concerns them
    (made, accepted, declined, cancelled, expired): only its id; the client reads it."""
    users = tuple(dict.fromkeys(u for u in user_ids if u))
    if users:
        transaction.on_commit(lambda: _announce_challenge(users, challenge_id))


def user_event_send_now(
    *, user_id: int, kind: str, game_id: int, event_id: str, timeout: float = 5.0
) -> bool:
    """Send a user event now and wait until Redis took it; False (logged) if it could not.

    For outbox rows (live reminders): the row is marked sent only after this returned True,
    so no thread can die with the event after the row says it went. ``event_id`` is the
    row's own (a retry after a crash repeats it): clients drop an id they have seen.
    """
    if kind not in USER_EVENT_KINDS:
        raise ValueError(f"Unknown user event kind {kind!r}.")
    message: UserEventDoorbell = {
        "type": "user.event",
        "kind": kind,
        "game": game_id,
        "id": event_id,
    }
    try:
        _sender.send([], message, users=(user_id,)).result(timeout=timeout)
    except Exception as error:
        logger.warning("live event not sent; retried later: %s", error, extra={"id": event_id})
        return False
    return True


def game_changed_on_commit(
    *, game_id: int, version: int, user_ids: Iterable[int], bots_to_act: bool
) -> None:
    users = tuple(user_ids)
    transaction.on_commit(lambda: _ring(game_id, version, users))
    if bots_to_act:
        transaction.on_commit(lambda: _enqueue_bots(game_id, version))


def _enqueue_ratings(game_type: str) -> None:
    try:
        jobs.ratings_update(game_type).apply_async()
    except Exception:
        # The minute sweep sends it again (games.sweep: a rated game left pending).
        logger.error("could not enqueue the ratings task", extra={"game_type": game_type})


def ratings_due_on_commit(*, game_type: str) -> None:
    """After commit, have a worker apply the game type's newly finished rated games."""
    transaction.on_commit(lambda: _enqueue_ratings(game_type))


def credentials_changed_on_commit(*, user_id: int, session_hash: str = "") -> None:
    """After commit, every socket of ``user_id`` checks again how it signed in (a token
    revoked, a new password, a deactivated account) and closes if that no longer holds.

    ``session_hash`` (SHA-256 of a session key) names a session ended right now: at sign-out
    the session row is deleted only after this is rung, so its sockets close on the name.
    """
    message: CredentialsDoorbell = {"type": "credentials.changed", "session": session_hash}
    transaction.on_commit(lambda: _sender.send([credentials_group(user_id)], message))
