"""Many threads posting moves to the same games at once (design §4: one locked write path).

Each thread has its own API client and its own database connection. Whatever the interleaving:
every answer is a 201 or a 409 (``stale_version`` / ``not_your_turn``), never a 500; no move is
lost or doubled (``Move.seq`` runs 1..version without a gap, one 201 per accepted version) and
replaying each game's log from its seed gives its snapshot (``audit_games``).
"""

from __future__ import annotations

import itertools
import os
import threading
import time
from collections.abc import Callable
from typing import Any

import pytest
from django.core.management import call_command
from django.db import connection, transaction

from games.models import Game, Move, Seat
from tests.api.errors import assert_api_error, documented_codes
from tests.api.play import game_body
from tests.factories import client_for, game_started
from tests.threads import run_together

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.usefixtures("cheap_passwords")]


THREAD_TIME_LIMIT = 25.0  # seconds; every loop below is bounded by count and by this


def _start(game_type: str, players: list[Any]) -> dict[str, Any]:
    """A game in play, as its last player reads it."""
    return game_body(client_for(players[-1]), game_started(game_type, players))


def _first_move_on_eight_clients(alice: Any, bob: Any) -> tuple[int, dict[str, Any], list[Any]]:
    """A Hachi game of alice and bob, a first move's body, and eight clients of its mover."""
    game = _start("hachi", [alice, bob])
    mover = {0: alice, 1: bob}[game["to_act"][0]]
    legal = client_for(mover).get(f"/api/v1/games/{game['id']}/legal-moves/").json()
    body = {"action": legal["actions"][0], "expected_version": 0}
    return game["id"], body, [client_for(mover) for _ in range(8)]


def _assert_consistent(game_id: int, accepted_versions: list[int]) -> Game:
    """No lost and no doubled move; the snapshot is what the log replays to."""
    game = Game.objects.get(pk=game_id)
    seqs = list(Move.objects.filter(game_id=game_id).order_by("seq").values_list("seq", flat=True))
    assert seqs == list(range(1, game.version + 1))
    assert sorted(accepted_versions) == list(range(1, game.version + 1))
    call_command("audit_games", game_id)  # raises CommandError if the log does not replay
    return game


def _check_answer(r: Any, allowed_409: set[str]) -> tuple[int, str | None]:
    assert r.status_code in (201, 409), (r.status_code, r.content[:300])
    if r.status_code == 409:
        error = assert_api_error(r, 409)
        code = error["code"]
        assert code in allowed_409, error
        if code == "stale_version":
            assert isinstance(error["details"]["version"], int)
        return 409, code
    return 201, None


def test_duplicates_of_one_move_apply_once(alice, bob) -> None:
    gid, body, clients = _first_move_on_eight_clients(alice, bob)
    answers: list[tuple[int, str | None, int | None]] = []
    lock = threading.Lock()

    def post(client: Any) -> Callable[[], None]:
        def work() -> None:
            r = client.post(f"/api/v1/games/{gid}/moves/", body, format="json")
            status, code = _check_answer(r, {"stale_version"})
            with lock:
                answers.append((status, code, r.json().get("version")))

        return work

    run_together([post(c) for c in clients])
    assert len(answers) == 8
    assert sorted(a[0] for a in answers) == [201] + [409] * 7
    assert [a[2] for a in answers if a[0] == 201] == [1]
    game_row = _assert_consistent(gid, [1])
    assert game_row.version == 1


def test_duplicates_with_one_idempotency_key_apply_once_and_replay(alice, bob) -> None:
    gid, body, clients = _first_move_on_eight_clients(alice, bob)
    answers: list[tuple[int, bool, dict[str, Any]]] = []
    lock = threading.Lock()

    def post(client: Any) -> Callable[[], None]:
        def work() -> None:
            r = client.post(
                f"/api/v1/games/{gid}/moves/",
                body,
                format="json",
                headers={"Idempotency-Key": "same-move"},
            )
            assert r.status_code == 201, (r.status_code, r.content[:300])
            with lock:
                answers.append((r.status_code, "Idempotent-Replayed" in r.headers, r.json()))

        return work

    run_together([post(c) for c in clients])
    assert len(answers) == 8
    assert sorted(a[1] for a in answers) == [False] + [True] * 7
    assert all(a[2] == answers[0][2] for a in answers)
    assert answers[0][2]["version"] == 1
    _assert_consistent(gid, [1])


def _race(
    game_id: int,
    seat_users: dict[int, Any],
    *,
    threads_per_seat: int,
    target_version: int,
    answers: list[tuple[int, str | None, int | None]],
    lock: threading.Lock,
) -> list[Callable[[], None]]:
    """Workers that play ``game_id`` through the API, each fetching legal moves and posting."""
    stop = threading.Event()
    deadline = time.monotonic() + THREAD_TIME_LIMIT

    def player(user: Any) -> Callable[[], None]:
        client = client_for(user)

        def work() -> None:
            for _attempt in range(400):
                if stop.is_set() or time.monotonic() > deadline:
                    return
                legal = client.get(f"/api/v1/games/{game_id}/legal-moves/")
                assert legal.status_code == 200, legal.content[:300]
                version = legal.json()["version"]
                if version >= target_version:
                    stop.set()
                    return
                actions = legal.json()["actions"]
                if not actions:
                    # Not this seat's turn: wait a little (the game may also be over).
                    if Game.objects.filter(pk=game_id).exclude(status="active").exists():
                        stop.set()
                        return
                    time.sleep(0.03)
                    continue
                r = client.post(
                    f"/api/v1/games/{game_id}/moves/",
                    {"action": actions[0], "expected_version": version},
                    format="json",
                )
                status, code = _check_answer(r, {"stale_version", "not_your_turn"})
                with lock:
                    answers.append((status, code, r.json()["version"] if status == 201 else None))

        return work

    def stale(user: Any) -> Callable[[], None]:
        """Posts the seat's own legal action with a version from before its current decision
        began (a version another seat's simultaneous move passed would be accepted): 409."""
        client = client_for(user)

        def work() -> None:
            for _attempt in range(60):
                if stop.is_set() or time.monotonic() > deadline:
                    return
                legal = client.get(f"/api/v1/games/{game_id}/legal-moves/").json()
                seat = Seat.objects.get(game_id=game_id, user=user)
                since = seat.decision_since
                if not legal["actions"] or not since or since > legal["version"]:
                    time.sleep(0.01)
                    continue
                r = client.post(
                    f"/api/v1/games/{game_id}/moves/",
                    {"action": legal["actions"][0], "expected_version": since - 1},
                    format="json",
                )
                error = assert_api_error(r, 409, "stale_version")
                assert error["details"]["version"] >= legal["version"]

        return work

    workers = [player(u) for u in seat_users.values() for _ in range(threads_per_seat)]
    workers.append(stale(seat_users[0]))
    return workers


def test_fast_train_seats_racing_in_simultaneous_steps(alice, bob, carol, dave) -> None:
    """Four seats load the same die at once, two threads each, plus a stale poster."""
    players = [alice, bob, carol, dave]
    game = _start("fast-train", players)
    gid = game["id"]
    answers: list[tuple[int, str | None, int | None]] = []
    lock = threading.Lock()
    workers = _race(
        gid,
        dict(enumerate(players)),
        threads_per_seat=2,
        target_version=12,
        answers=answers,
        lock=lock,
    )
    run_together(workers)
    accepted = [v for status, _code, v in answers if status == 201]
    assert accepted, "no move was accepted"
    game_row = _assert_consistent(gid, [v for v in accepted if v is not None])
    assert game_row.version >= 12 or game_row.status != "active"
    # Several seats were to act at once: loads of one die follow each other in the log (a
    # seat loading twice for one die would not replay, which the audit above checks).
    moves = list(Move.objects.filter(game_id=gid).order_by("seq"))
    loads_in_a_row = max(
        sum(1 for _ in group) for _key, group in itertools.groupby(m.action["type"] for m in moves)
    )
    assert loads_in_a_row >= 2


def test_two_games_at_once_with_racing_turns(alice, bob, carol) -> None:
    """A two-player Hachi and a three-player Fast Train, played at once by the same users."""
    hachi = _start("hachi", [alice, bob])
    train = _start("fast-train", [carol, alice, bob])
    answers_h: list[tuple[int, str | None, int | None]] = []
    answers_t: list[tuple[int, str | None, int | None]] = []
    lock = threading.Lock()
    workers = _race(
        hachi["id"],
        {0: alice, 1: bob},
        threads_per_seat=2,
        target_version=8,
        answers=answers_h,
        lock=lock,
    ) + _race(
        train["id"],
        {0: carol, 1: alice, 2: bob},
        threads_per_seat=1,
        target_version=8,
        answers=answers_t,
        lock=lock,
    )
    run_together(workers)
    for gid, answers in ((hachi["id"], answers_h), (train["id"], answers_t)):
        accepted = [v for status, _code, v in answers if status == 201]
        assert accepted
        _assert_consistent(gid, [v for v in accepted if v is not None])


def test_one_key_on_several_games_at_once_applies_once(alice) -> None:
    """The same Idempotency-Key posted to four games at once: one move, the others refused."""
    client = client_for(alice)
    ids = []
    for _ in range(4):
        r = client.post("/api/v1/games/", {"game_type": "fast-train", "seats": 1}, "json")
        assert r.status_code == 201 and r.json()["status"] == "active", r.json()
        ids.append(r.json()["id"])
    body = {"action": client.get(f"/api/v1/games/{ids[0]}/legal-moves/").json()["actions"][0]}
    body["expected_version"] = 0
    clients = [client_for(alice) for _ in ids]
    answers: dict[int, tuple[int, str | None]] = {}
    lock = threading.Lock()

    def post(gid: int, c: Any) -> Callable[[], None]:
        def work() -> None:
            r = c.post(
                f"/api/v1/games/{gid}/moves/",
                body,
                format="json",
                headers={"Idempotency-Key": "one-key"},
            )
            assert r.status_code in (201, 409, 422), (r.status_code, r.content[:300])
            assert "Idempotent-Replayed" not in r.headers
            code = None if r.status_code == 201 else assert_api_error(r, r.status_code)["code"]
            with lock:
                answers[gid] = (r.status_code, code)

        return work

    run_together([post(gid, c) for gid, c in zip(ids, clients, strict=True)])
    winners = [gid for gid, (status, _code) in answers.items() if status == 201]
    assert len(winners) == 1, answers
    for gid, (status, code) in answers.items():
        if gid != winners[0]:
            assert (status, code) in {
                (422, "idempotency_key_reused"),
                (409, "idempotency_key_in_use"),
            }, answers
            # The move's own codes of that status, as the OpenAPI document lists them.
            moves = "/api/v1/games/{game_id}/moves/"
            assert code in (documented_codes("POST", moves, status) or []), (status, code)
    versions = {gid: Game.objects.get(pk=gid).version for gid in ids}
    assert versions == {gid: int(gid == winners[0]) for gid in ids}
    for gid in ids:
        _assert_consistent(gid, [1] if gid == winners[0] else [])


def test_a_move_waits_for_the_game_lock(alice, bob) -> None:
    """While another transaction holds the game row, a move waits for it, then applies."""
    configured = os.environ.get("DATABASE_URL", "sqlite")
    expected_vendor = "postgresql" if configured.startswith(("postgres", "pgsql")) else "sqlite"
    assert connection.vendor == expected_vendor  # CI's run really is on PostgreSQL
    game = _start("hachi", [alice, bob])
    gid = game["id"]
    mover = {0: alice, 1: bob}[game["to_act"][0]]
    client = client_for(mover)
    action = client.get(f"/api/v1/games/{gid}/legal-moves/").json()["actions"][0]
    locked = threading.Event()
    hold = 1.5
    waited: list[float] = []
    answers: list[int] = []

    def holder() -> None:
        with transaction.atomic():
            Game.objects.select_for_update().get(pk=gid)
            locked.set()
            time.sleep(hold)

    def poster() -> None:
        assert locked.wait(10)
        start = time.monotonic()
        r = client.post(
            f"/api/v1/games/{gid}/moves/", {"action": action, "expected_version": 0}, "json"
        )
        waited.append(time.monotonic() - start)
        answers.append(r.status_code)

    run_together([holder, poster])
    assert answers == [201]
    assert waited[0] >= hold * 0.6, waited
    _assert_consistent(gid, [1])
