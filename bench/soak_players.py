"""The soak's people: they play over the REST API as a client would, and every answer is kept.

A scheduler (this thread) reads which people are to act (a read of the database stands in
for each person glancing at their phone) and draws, once per turn, when they will act: most
within the time per move, some never (their deadline passes). When the time comes, a pool of
threads plays the turn: read the legal moves, post one with a fresh Idempotency-Key, and on a
failed connection, a reset or a 5xx, post it again with the same key until an answer comes.
"""

from __future__ import annotations

import http.client
import json
import random
import threading
import time
import uuid
from collections import Counter
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from bench.soak_world import Person, World

ABSENT = 0.06  # of turns a person lets pass
RESIGN = 0.003  # of turns a person resigns instead
VACATION_EVERY = timedelta(hours=8)  # simulated; one person may leave each time
RETRY_SECONDS = 90.0  # real; a person gives up on a move after this long
# Refusals a person can meet when the game moved on while they looked (a simultaneous step,
# a timeout, a vacation shift, a forfeit that resigned the seat): the move was not applied and
# nothing is wrong.
MOVED_ON = {"stale_version", "not_your_turn", "game_not_active", "resigned"}


@dataclass
class Answer:
    started: float
    ended: float
    port: int
    status: int


@dataclass
class Unanswered:
    """A request that got no answer: refused, reset or timed out (the checks want it inside
    the kill window of the process it went to)."""

    started: float
    ended: float
    port: int
    error: str


class Traffic:
    """HTTP requests to the web processes (spread over them), each answer recorded, and each
    request that got none."""

    def __init__(self, ports: list[int]) -> None:
        self.ports = ports
        self.answers: list[Answer] = []
        self.unanswered: list[Unanswered] = []
        self._lock = threading.Lock()

    def request(
        self,
        method: str,
        path: str,
        person: Person,
        *,
        body: Any = None,
        key: str = "",
        spread: int,
    ) -> tuple[int, Any] | None:
        """The status and JSON body, or None if no answer came (refused, reset, timed out)."""
        port = self.ports[spread % len(self.ports)]
        headers = {
            "Authorization": f"Token {person.token}",
            "Accept": "application/json",
            "X-Forwarded-For": person.address,
        }
        data = None
        if body is not None:
            headers["Content-Type"] = "application/json"
            data = json.dumps(body)
        if key:
            headers["Idempotency-Key"] = key
        started = time.time()
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        try:
            connection.request(method, path, body=data, headers=headers)
            response = connection.getresponse()
            raw = response.read()
        except (OSError, http.client.HTTPException) as error:
            with self._lock:
                self.unanswered.append(Unanswered(started, time.time(), port, repr(error)))
            return None
        finally:
            connection.close()
        with self._lock:
            self.answers.append(Answer(started, time.time(), port, response.status))
        try:
            return response.status, json.loads(raw)
        except ValueError:
            return response.status, None


def _retrying(call: Callable[[int], tuple[int, Any] | None]) -> tuple[int, Any] | None:
    """``call(attempt)`` until it answers below 500 (and not 429), for RETRY_SECONDS."""
    deadline = time.monotonic() + RETRY_SECONDS
    attempt = 0
    while True:
        answer = call(attempt)
        if answer is not None and answer[0] < 500 and answer[0] != 429:
            return answer
        if time.monotonic() > deadline:
            return None
        attempt += 1
        time.sleep(0.3)


@dataclass(frozen=True)
class Accepted:
    user_id: int
    key: str
    game_id: int
    seat: int
    version: int  # the game's version after the move (its seq in the move log)


@dataclass
class Tally:
    accepted: list[Accepted] = field(default_factory=list)
    gave_up: list[tuple[int, str]] = field(default_factory=list)  # (user, key): no answer came
    moved_on: Counter[str] = field(default_factory=Counter)
    unexpected: list[str] = field(default_factory=list)
    turns_let_pass: int = 0
    resignations: int = 0
    vacations: int = 0


class Players(threading.Thread):
    def __init__(
        self, *, world: World, traffic: Traffic, rng: random.Random, now: Callable[[], datetime]
    ) -> None:
        super().__init__(daemon=True)
        self.world, self.traffic, self.rng, self.now = world, traffic, rng, now
        self.tally = Tally()
        self._plans: dict[tuple[int, int, int], datetime | None] = {}
        self._playing: set[tuple[int, int, int]] = set()
        self._pool = ThreadPoolExecutor(max_workers=8)
        self._stopping = threading.Event()
        self._lock = threading.Lock()
        self._next_vacation: datetime | None = None

    def stop(self) -> None:
        self._stopping.set()
        self.join()
        self._pool.shutdown(wait=True)

    def run(self) -> None:
        from django.db import connection

        try:
            while not self._stopping.wait(0.2):
                now = self.now()
                for turn, at in self._schedule(now):
                    if at is not None and at <= now and turn not in self._playing:
                        self._playing.add(turn)
                        self._pool.submit(self._play, turn)
                self._vacation(now)
        finally:
            connection.close()

    def _schedule(self, now: datetime) -> list[tuple[tuple[int, int, int], datetime | None]]:
        """The turns people have now, each with the moment its person acts (None: never)."""
        from games.models import Seat

        rows = Seat.objects.filter(
            is_to_act=True, game__status="active", user__isnull=False, bot_kind="",
            resigned_at=None,
        ).values_list(
            "game_id", "index", "game__version", "user_id", "deadline_at",
            "game__time_per_move", "user__vacation_until",
        )  # fmt: skip
        turns = []
        for game_id, seat, version, user_id, deadline, per_move, away in rows:
            if away is not None and away > now:
                continue  # on vacation: their turns wait until they are back
            turn = (game_id, seat, version)
            if turn not in self._plans:
                self._plans[turn] = self._when(now, deadline, per_move, user_id)
            turns.append((turn, self._plans[turn]))
        return turns

    def _when(
        self, now: datetime, deadline: datetime | None, per_move: timedelta, user_id: int
    ) -> datetime | None:
        chance = self.rng.random()
        if chance < ABSENT:
            self.tally.turns_let_pass += 1
            return None
        low, high = (0.0, 0.05) if chance < 0.4 else (0.05, 0.6) if chance < 0.85 else (0.6, 0.95)
        at = now + per_move * self.rng.uniform(low, high)
        return min(at, deadline) if deadline is not None else at

    def _play(self, turn: tuple[int, int, int]) -> None:
        from django.db import connection

        try:
            self._turn(turn)
        except Exception as error:  # a bug in the driver must show, not hang the soak
            with self._lock:
                self.tally.unexpected.append(f"driver error on {turn}: {error!r}")
        finally:
            connection.close()

    def _turn(self, turn: tuple[int, int, int]) -> None:
        from games.models import Seat

        game_id, seat, version = turn
        user_id = Seat.objects.get(game_id=game_id, index=seat).user_id
        person = self.world.people[user_id]
        base = f"/api/v1/games/{game_id}/"
        rng = random.Random(f"{game_id}-{seat}-{version}")
        offer = _retrying(
            lambda n: self.traffic.request("GET", base + "legal-moves/", person, spread=game_id + n)
        )
        if not self._usable(offer, turn) or offer is None or offer[1]["version"] != version:
            return
        if not offer[1]["actions"]:
            # Nothing to play at the same version: the game ended meanwhile (a forfeit by
            # timeout ends a two-player game without a move) or the seat was resigned.
            with self._lock:
                self.tally.moved_on["nothing_to_play"] += 1
            return
        if rng.random() < RESIGN:
            answer = _retrying(
                lambda n: self.traffic.request("POST", base + "resign/", person, spread=game_id + n)
            )
            if self._usable(answer, turn):
                with self._lock:
                    self.tally.resignations += 1
            return
        action = rng.choice(offer[1]["actions"])
        key = str(uuid.uuid4())
        body = {"action": action, "expected_version": version}
        answer = _retrying(
            lambda n: self.traffic.request(
                "POST", base + "moves/", person, body=body, key=key, spread=game_id + n
            )
        )
        if answer is None:
            with self._lock:
                self.tally.gave_up.append((user_id, key))
        elif self._usable(answer, turn):
            with self._lock:
                self.tally.accepted.append(
                    Accepted(user_id, key, game_id, seat, int(answer[1]["version"]))
                )

    def _usable(self, answer: tuple[int, Any] | None, turn: tuple[int, int, int]) -> bool:
        """A 2xx answer; a refusal because the game moved on is counted, others recorded."""
        if answer is None or answer[0] < 300:
            return answer is not None
        status, body = answer
        code = body.get("error", {}).get("code") if isinstance(body, dict) else None
        with self._lock:
            if code in MOVED_ON:
                self.tally.moved_on[code] += 1
            else:
                self.tally.unexpected.append(f"{status} {code} on {turn}: {str(body)[:200]}")
        return False

    def _vacation(self, now: datetime) -> None:
        """Now and then someone goes on vacation for a day or two (over the API)."""
        if self._next_vacation is None:
            self._next_vacation = now + VACATION_EVERY
        if now < self._next_vacation:
            return
        self._next_vacation = now + VACATION_EVERY
        person = self.rng.choice(list(self.world.people.values()))
        days = self.rng.choice([1, 2])

        def leave() -> None:
            answer = _retrying(
                lambda n: self.traffic.request(
                    "POST", "/api/v1/me/vacation/", person, body={"days": days}, spread=n
                )
            )
            if answer is not None and answer[0] == 201:
                with self._lock:
                    self.tally.vacations += 1

        self._pool.submit(leave)
