"""What the live channels send, built once for all of them: the sockets (games/consumers.py)
and the HTTP event streams (api/streaming.py).

- ``me_message``: the client message of a doorbell heard in a user's group (``user.event``,
  ``game.changed``), so a new kind of user event reaches sockets and streams alike;
- ``Snapshot`` and ``snapshot_shared``: one read of a game per doorbell ("ring") per process,
  shared by every socket and stream that heard it, each seat's payload built once;
- ``payload_current``: the full path, ``GET /api/v1/games/{id}/`` for one user.

Reads run as the sockets' always did (Channels' ``database_sync_to_async``: the process's one
thread for synchronous work, outside any request), so a stream holds no thread of its own.
"""

from __future__ import annotations

import asyncio
from collections.abc import Mapping
from typing import Any

from channels.db import database_sync_to_async

from accounts.models import Viewer
from games import errors, selectors
from games import representations as rep
from games.engines.registry import get_engine
from games.models import Game, GameStatus, Seat
from games.socket_messages import GameChangedMessage, UserEventMessage


def me_message(doorbell: Mapping[str, Any]) -> UserEventMessage | GameChangedMessage | None:
    """The ``/ws/me/`` message of a doorbell heard in a user's group, or None for a doorbell
    that is not one (the credentials' doorbell)."""
    if doorbell.get("type") == "user.event":
        event: UserEventMessage = {"type": "user.event", "kind": str(doorbell["kind"])}
        if "game" in doorbell:  # every kind but a challenge's (docs/bots.md)
            event["game"] = int(doorbell["game"])
        if "challenge" in doorbell:
            event["challenge"] = int(doorbell["challenge"])
        if doorbell.get("id"):  # an outbox row's event (a live reminder): its dedupe key
            event["id"] = str(doorbell["id"])
        if doorbell.get("event_id"):
            event["event_id"] = str(doorbell["event_id"])
        return event
    if doorbell.get("type") == "game.changed":
        changed: GameChangedMessage = {
            "type": "game.changed",
            "game": int(doorbell["game"]),
            "version": int(doorbell["version"]),
        }
        if doorbell.get("event_id"):
            changed["event_id"] = str(doorbell["event_id"])
        return changed
    return None


class Snapshot:
    """One read of a game with its state decoded once. A doorbell's snapshot is shared by every
    socket and stream of this process that heard it, and each seat's payload is built once: a
    payload depends on the user only by their seat (and, in an open game, on whether they are
    invited: those users take the full path)."""

    def __init__(self, game: Game, seats: list[Seat]) -> None:
        self.game, self.seats = game, seats
        self.state: object = None  # the engine state, decoded once (None before the start)
        if game.state is not None:
            self.state = get_engine(game.game_type).state_from_json(game.state)
        self.payloads: dict[int | None, rep.Game] = {}

    def payload_for(self, user: Viewer) -> rep.Game | None:
        """The user's payload (built without a query), or None when it needs the full path:
        a private game without their seat (an invitee or nobody: the visibility check), or an
        open game without their seat (the payload says whether they are invited)."""
        seat = selectors.seat_index_of(self.seats, user)
        signed_in = user is not None and user.is_authenticated
        invitable = signed_in and self.game.status == GameStatus.OPEN
        if seat is None and (not self.game.is_public or invitable):
            return None
        if seat not in self.payloads:
            self.payloads[seat] = selectors.game_payload(
                game=self.game, seats=self.seats, user=user, state=self.state, invited=False
            )
        return self.payloads[seat]


def snapshot_for_user(game_id: int, user: Viewer) -> tuple[Snapshot, rep.Game] | None:
    """The game as ``user`` may see it (the full path: the visibility check, the invitation),
    or None when it is (now) hidden from them. One payload, one decode of the state."""
    try:
        game, seats = selectors.game_get_for_user(game_id=game_id, user=user)
    except errors.NotFound:
        return None
    snapshot = Snapshot(game, seats)
    payload = selectors.game_payload(game=game, seats=seats, user=user, state=snapshot.state)
    return snapshot, payload


def _read(game_id: int) -> Snapshot | None:
    found = selectors.game_with_seats(game_id=game_id)
    return None if found is None else Snapshot(*found)


_read_async = database_sync_to_async(_read)
_payload_current_async = database_sync_to_async(snapshot_for_user)


async def payload_current(game_id: int, user: Viewer) -> rep.Game | None:
    """``GET /api/v1/games/{id}/`` for ``user`` now, or None when it is hidden from them."""
    found = await _payload_current_async(game_id, user)
    return None if found is None else found[1]


#: In-flight reads by (game, ring). A read starts after its doorbell's commit, so it is never
#: older than that doorbell; it is dropped once done, so a later ring always reads afresh.
_reads: dict[tuple[int, str], asyncio.Future[Snapshot | None]] = {}


async def snapshot_shared(game_id: int, ring: str) -> Snapshot | None:
    """The game as it is after doorbell ``ring``: one read per process for every listener."""
    key = (game_id, ring)
    future = _reads.get(key)
    if future is None:
        future = asyncio.ensure_future(_read_async(game_id))
        _reads[key] = future
        future.add_done_callback(lambda _done: _reads.pop(key, None))
    return await asyncio.shield(future)
