"""A move's writes sent together (games/row_writes.py) leave the same rows as the ORM's saves:
the same moves are played both ways from the same position, and every row is compared. On
PostgreSQL the batch is one statement; tests/test_rows.py runs this file on SQLite too."""

from __future__ import annotations

import random
from datetime import UTC, datetime
from typing import Any

import pytest
from django.db import connection, transaction
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from accounts.models import User
from games import errors, row_writes, services
from games.engines.registry import get_engine
from games.models import Game, GameStatus, IdempotencyRecord, Move, Seat
from tests.factories import SHORT_OPTIONS, game_started

FIXED_NOW = datetime(2026, 11, 28, 12, 0, tzinfo=UTC)


class _Undo(Exception):
    """Rolls a played line back, so the other way plays it from the same position."""


def _rows(game_id: int) -> dict[str, Any]:
    return {
        "game": list(Game.objects.filter(pk=game_id).values()),
        "seats": list(Seat.objects.filter(game_id=game_id).order_by("index").values()),
        "moves": [
            {k: v for k, v in row.items() if k != "id"}
            for row in Move.objects.filter(game_id=game_id).order_by("seq").values()
        ],
        "answers": [
            {k: v for k, v in row.items() if k != "id"}
            for row in IdempotencyRecord.objects.order_by("key").values()
        ],
    }


def _played(game: Game, players: list[User], *, moves: int, batched: bool) -> dict[str, Any]:
    """``moves`` moves (random, seeded) with Idempotency-Keys, then the rows; rolled back."""
    engine = get_engine(game.game_type)
    rng = random.Random(11)
    found: dict[str, Any] = {}
    row_writes.BATCHED = batched
    try:
        with transaction.atomic():
            for _ in range(moves):
                now = Game.objects.get(pk=game.pk)
                if now.status != GameStatus.ACTIVE:
                    break
                state = engine.state_from_json(now.state)
                seat = rng.choice(sorted(engine.to_act(state)))
                services.move_submit(
                    game_id=game.pk,
                    user=players[seat],
                    action=rng.choice(engine.legal_actions(state, seat)),
                    expected_version=now.version,
                    idempotency_key=f"key-{now.version}-{seat}",
                )
            found = _rows(game.pk)
            raise _Undo
    except _Undo:
        pass
    finally:
        row_writes.BATCHED = True
    return found


@pytest.fixture
def fixed_clock(monkeypatch: pytest.MonkeyPatch) -> None:
    """Both ways write the same times (deadlines, created_at, updated_at)."""
    monkeypatch.setattr(timezone, "now", lambda: FIXED_NOW)


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("game_type", "seats", "moves"),
    [("hachi", 2, 400), ("fast-train", 2, 12), ("hachi-train", 3, 25), ("take-the-train", 2, 25)],
)
def test_the_same_moves_leave_the_same_rows(
    game_type: str, seats: int, moves: int, alice: User, bob: User, carol: User, fixed_clock: None
) -> None:
    """Hachi is played to its end (the finishing move's writes too); Fast Train has
    simultaneous steps (seats that keep their decision)."""
    players = [alice, bob, carol][:seats]
    game = game_started(game_type, players, SHORT_OPTIONS[game_type])
    batched = _played(game, players, moves=moves, batched=True)
    reference = _played(game, players, moves=moves, batched=False)
    assert batched["moves"], "no move was played"
    assert batched == reference
    if game_type == "hachi":
        assert batched["game"][0]["status"] == GameStatus.FINISHED


@pytest.mark.django_db
def test_a_move_writes_in_one_statement(alice: User, bob: User) -> None:
    game = game_started("hachi", [alice, bob])
    state = get_engine("hachi").state_from_json(game.state)
    seat = min(game.to_act)
    action = get_engine("hachi").legal_actions(state, seat)[0]
    with CaptureQueriesContext(connection) as queries:
        services.move_submit(
            game_id=game.pk,
            user=[alice, bob][seat],
            action=action,
            expected_version=game.version,
            idempotency_key="one-statement",
        )
    writes = [q["sql"] for q in queries.captured_queries if q["sql"].lstrip()[:6] != "SELECT"]
    writes = [sql for sql in writes if "SAVEPOINT" not in sql]
    if connection.vendor == "postgresql":
        assert len(writes) == 1, writes
        assert writes[0].startswith("WITH w0 AS (INSERT INTO")
    else:  # one after another: the move, the game, the stored answer, the seats
        assert len(writes) == 4, writes
    assert Move.objects.filter(game=game).count() == 1
    assert IdempotencyRecord.objects.filter(key="one-statement").count() == 1


@pytest.mark.django_db
def test_a_refused_move_writes_nothing(alice: User, bob: User) -> None:
    game = game_started("hachi", [alice, bob])
    before = _rows(game.pk)
    with pytest.raises(errors.StaleVersion):
        services.move_submit(
            game_id=game.pk,
            user=[alice, bob][min(game.to_act)],
            action={"type": "pass"},
            expected_version=game.version + 5,
            idempotency_key="stale",
        )
    assert _rows(game.pk) == before
