"""games/rows.py (the hot reads in hand-written SQL) gives what the ORM's querysets give, field
for field, on PostgreSQL and (through a second run of this file) on SQLite."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from dataclasses import astuple
from datetime import timedelta
from typing import Any

import pytest
from django.db import connection, transaction
from django.db.models import Model
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from accounts.models import User
from games import selectors, services
from games.keyset import keyset_order, keyset_page
from games.models import Game, GameStatus, Seat, WebhookEndpoint
from games.rows import game_locked_rows, game_with_seats_rows, seats_rows, turns_first_rows
from games.selectors import TURN_KEYS
from tests.factories import game_started, moves_played
from tests.servers import ROOT
from tests.webhooks.support import endpoint_for


def _fields(instance: Model | None) -> dict[str, Any] | None:
    if instance is None:
        return None
    values = {f.attname: getattr(instance, f.attname) for f in instance._meta.concrete_fields}
    return {"model": type(instance).__name__, **values, "db": instance._state.db}


def _seat_fields(seat: Seat) -> dict[str, Any]:
    """A seat's row and its player's row as the rows module cached them (no query)."""
    user = Seat.user.field.get_cached_value(seat)
    return {"seat": _fields(seat), "user": _fields(user)}


def _orm_game_with_seats(game_id: int) -> tuple[Game, list[Seat]]:
    """The reference: what the ORM reads for the same game."""
    game = Game.objects.select_related("created_by").get(pk=game_id)
    seats = list(Seat.objects.filter(game_id=game_id).select_related("user").order_by("index"))
    return game, seats


def _assert_same(game_id: int, game: Game, seats: list[Seat]) -> None:
    ref_game, ref_seats = _orm_game_with_seats(game_id)
    assert _fields(game) == _fields(ref_game)
    assert _fields(Game.created_by.field.get_cached_value(game)) == _fields(ref_game.created_by)
    assert [_seat_fields(s) for s in seats] == [
        {"seat": _fields(s), "user": _fields(s.user)} for s in ref_seats
    ]


def _games(alice: User, bob: User, carol: User) -> list[Game]:
    """Games in every shape the rows can take: open with an empty seat, with bots (no user),
    in play after moves, simultaneous, finished with a result, resigned, private."""
    rng = random.Random(7)
    open_game = services.game_create(creator=alice, game_type="hachi-train", seats=3)
    with_bot = game_started("hachi-train", [alice, bob], {"rounds": 1}, bots=["random"])
    played = moves_played(game_started("hachi", [alice, bob]), [alice, bob], moves=9, rng=rng)
    dice = moves_played(game_started("fast-train", [bob, carol]), [bob, carol], moves=3, rng=rng)
    finished = moves_played(
        game_started("take-the-train", [carol, alice], {"match": "single"}), [carol, alice], rng=rng
    )
    assert finished.status == GameStatus.FINISHED
    resigned = game_started("hachi-hachi", [bob, alice, carol], {"rounds": 6})
    services.game_resign(game_id=resigned.pk, user=carol)
    private = game_started("hachi", [carol, bob], is_public=False)
    return [open_game, with_bot, played, dice, finished, resigned, private]


@pytest.mark.django_db
def test_a_game_with_its_seats_is_the_orms(alice: User, bob: User, carol: User) -> None:
    for game in _games(alice, bob, carol):
        found = game_with_seats_rows(game_id=game.pk)
        assert found is not None
        got_game, seats = found
        _assert_same(game.pk, got_game, seats)
        # One Game object for every seat, as the selector's callers expect.
        assert all(Seat.game.field.get_cached_value(s) is got_game for s in seats)


@pytest.mark.django_db
def test_no_game_no_rows() -> None:
    assert game_with_seats_rows(game_id=987654) is None
    with transaction.atomic():
        assert game_locked_rows(game_id=987654) is None


@pytest.mark.django_db
def test_the_locked_game_and_its_seats_are_the_orms(alice: User, bob: User, carol: User) -> None:
    for game in _games(alice, bob, carol):
        with transaction.atomic():
            locked = game_locked_rows(game_id=game.pk)
            assert locked is not None
            seats = seats_rows(game=locked)
            _assert_same(game.pk, locked, seats)
            assert all(Seat.game.field.get_cached_value(s) is locked for s in seats)


@pytest.mark.django_db
def test_the_rows_of_a_game_after_each_move_are_the_orms(alice: User, bob: User) -> None:
    """The same moves, read after each one both ways: every write of a move reads back the same."""
    game = game_started("hachi", [alice, bob])
    rng = random.Random(3)
    while game.status == GameStatus.ACTIVE and game.version < 30:
        game = moves_played(game, [alice, bob], moves=1, rng=rng)
        found = game_with_seats_rows(game_id=game.pk)
        assert found is not None
        _assert_same(game.pk, *found)


@pytest.mark.django_db
def test_the_lock_is_taken(alice: User, bob: User) -> None:
    """On PostgreSQL the statement carries FOR UPDATE on the game alone (the ORM's of=self)."""
    game = game_started("hachi", [alice, bob])
    with transaction.atomic(), CaptureQueriesContext(connection) as queries:
        game_locked_rows(game_id=game.pk)
    (sql,) = [q["sql"] for q in queries.captured_queries if "SELECT" in q["sql"]]
    if connection.features.has_select_for_update_of:
        assert sql.rstrip().endswith("FOR UPDATE OF g")
    else:
        assert "FOR UPDATE" not in sql


@pytest.mark.django_db
def test_the_first_page_of_turns_is_the_orms(alice: User, bob: User, carol: User) -> None:
    """Deadlines apart, equal (the game id decides) and missing (last); a resigned seat and a
    finished game are nobody's turn."""
    games = [game_started("hachi", [alice, bob]) for _ in range(4)]
    games += [game_started("fast-train", [alice, carol]) for _ in range(2)]
    soon = timezone.now()
    for i, game in enumerate(games):
        deadline = None if i == 0 else soon + timedelta(hours=i % 3)
        Seat.objects.filter(game=game).update(deadline_at=deadline, is_to_act=True)
    Seat.objects.filter(game=games[1], user=alice).update(resigned_at=soon)
    Game.objects.filter(pk=games[2].pk).update(status=GameStatus.FINISHED)
    reference = (
        Seat.objects.filter(
            user=alice, is_to_act=True, resigned_at__isnull=True, game__status=GameStatus.ACTIVE
        )
        .select_related("game")
        .order_by(*keyset_order(TURN_KEYS))
    )
    for limit in (1, 2, 3, 10):
        rows = turns_first_rows(user_id=alice.pk, status=GameStatus.ACTIVE, limit=limit)
        expected = [
            (s.game_id, s.game.game_type, s.index, s.game.version, s.deadline_at)
            for s in reference[:limit]
        ]
        assert [astuple(row) for row in rows] == expected
        assert rows, "alice has turns"
        page = selectors.turns_for_user(user=alice, limit=limit)
        ref_page = keyset_page(reference, TURN_KEYS, after=None, limit=limit)
        assert [t["game"] for t in page.items] == [s.game_id for s in ref_page.items]
        assert (page.more, page.first, page.last) == (ref_page.more, ref_page.first, ref_page.last)
    # The next pages go the ORM's way from the first page's cursor: together, every turn once.
    first = selectors.turns_for_user(user=alice, limit=2)
    rest = selectors.turns_for_user(user=alice, after=first.last, limit=10)
    assert [t["game"] for t in [*first.items, *rest.items]] == [s.game_id for s in reference]


@pytest.mark.django_db
def test_the_moves_seats_say_whether_their_players_have_a_working_webhook(
    alice: User, bob: User, carol: User
) -> None:
    """alice's endpoint works, bob's is failing, carol has none, the bot has no player: a
    move's outbox then asks about alice only. Reads of a game do not ask."""
    endpoint_for(alice, "https://hooks.example.com/alice")
    failing, _secret = endpoint_for(bob, "https://hooks.example.com/bob")
    WebhookEndpoint.objects.filter(pk=failing.pk).update(failing_since=timezone.now())
    game = game_started("hachi-train", [alice, bob, carol], {"rounds": 1}, bots=["random"])
    found = game_with_seats_rows(game_id=game.pk)
    assert found is not None
    assert [s.webhooks_hint for s in found[1]] == [None] * 4  # a read: not asked
    players = [alice.pk, bob.pk, carol.pk, None]
    expected = list(zip(players, [True, False, False, False], strict=True))
    with transaction.atomic():
        locked = game_locked_rows(game_id=game.pk)
        assert locked is not None
        seats = seats_rows(game=locked)
        assert [s.webhooks_hint for s in seats] == expected
        assert [s.webhooks_unwanted for s in seats] == [False, True, True, True]
        seats[3].user = alice  # seated since the read: nothing is known of her
        assert not seats[3].webhooks_unwanted


def test_the_same_holds_on_sqlite() -> None:
    """This file and tests/test_row_writes.py once more, on the embedded SQLite database (no
    DATABASE_URL)."""
    env = {k: v for k, v in os.environ.items() if k != "DATABASE_URL"}
    command = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider"]
    command += ["-p", "tests.env_plugin", "-p", "no:xdist", "tests/test_rows.py"]
    command += ["tests/test_row_writes.py"]
    command += ["-k", "not the_same_holds_on_sqlite"]
    run = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-3000:]
    assert "13 passed" in run.stdout, run.stdout[-1000:]
