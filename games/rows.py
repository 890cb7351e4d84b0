"""The hottest reads in hand-written SQL: a game with its seats (every read of one game), the
move's locked game with its seats, and the first page of a player's turns.

Why: building these statements costs the ORM about four times what running them does (measured
in bench/README.md), and each is run on every poll and every move. The statements are written
once per database from the models' metadata and their values go through the very converters
the ORM applies (``get_db_converters``), so the instances are the ORM's own, field for field;
tests/test_rows.py pins them to the ORM's querysets on PostgreSQL and SQLite.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from django.db import connections, router
from django.db.backends.base.base import BaseDatabaseWrapper
from django.db.models import Field, Model
from django.db.models.expressions import Col

from accounts.models import User
from games.models import Game, Seat, WebhookEndpoint

type Converter = Callable[[Any, Any, BaseDatabaseWrapper], Any]

#: The last column of the move's seats: does the seat's player have a working webhook
#: endpoint (``Seat.webhooks_hint``; a move then asks the outbox about those players only).
HOOKED = "EXISTS (SELECT 1 FROM {hook} w WHERE w.user_id = s.user_id AND w.failing_since IS NULL)"


@dataclass(frozen=True)
class _Slice:
    """One model's columns in a row: where they start, their names and their converters."""

    model: type[Model]
    start: int
    attnames: list[str]
    converters: list[tuple[int, Col, list[Converter]]]

    @property
    def end(self) -> int:
        return self.start + len(self.attnames)

    def build(self, row: Sequence[Any], connection: BaseDatabaseWrapper) -> Model:
        values = list(row[self.start : self.end])
        for i, col, converters in self.converters:
            for convert in converters:
                values[i] = convert(values[i], col, connection)
        return self.model.from_db(connection.alias, self.attnames, values)


@dataclass(frozen=True)
class _Statement:
    sql: str
    slices: dict[str, _Slice]
    #: Its last column is ``HOOKED`` (only the move's seats need it).
    hooked: bool = False


def _converters(
    col: Col, field: Field[Any, Any], connection: BaseDatabaseWrapper
) -> list[Converter]:
    """What the ORM's compiler applies to this column's values (backend's, then field's)."""
    return connection.ops.get_db_converters(col) + field.get_db_converters(connection)


def _slice(
    model: type[Model], alias: str, start: int, connection: BaseDatabaseWrapper
) -> tuple[_Slice, list[str]]:
    quote = connection.ops.quote_name
    fields: list[Field[Any, Any]] = list(model._meta.concrete_fields)
    columns = [f"{alias}.{quote(str(f.column))}" for f in fields]
    converters = []
    for i, field in enumerate(fields):
        col = Col(alias, field)
        found = _converters(col, field, connection)
        if found:
            converters.append((i, col, found))
    attnames = [f.attname for f in fields]
    return _Slice(model, start, attnames, converters), columns


def _statement(
    connection: BaseDatabaseWrapper,
    parts: list[tuple[str, type[Model], str]],
    tail: str,
    *,
    hooked: bool = False,
) -> _Statement:
    """``SELECT`` every concrete column of each (name, model, table alias) in ``parts`` (and
    ``HOOKED`` last when ``hooked``), then ``tail`` (FROM, joins, WHERE...) with ``{table}``
    placeholders filled in."""
    slices: dict[str, _Slice] = {}
    columns: list[str] = []
    for name, model, alias in parts:
        piece, cols = _slice(model, alias, len(columns), connection)
        slices[name] = piece
        columns += cols
    quote = connection.ops.quote_name
    tables = {
        "game": quote(Game._meta.db_table),
        "seat": quote(Seat._meta.db_table),
        "user": quote(User._meta.db_table),
        "hook": quote(WebhookEndpoint._meta.db_table),
        "index": quote("index"),
    }
    if hooked:
        columns.append(HOOKED.format(**tables))
    return _Statement(f"SELECT {', '.join(columns)} {tail.format(**tables)}", slices, hooked)


@functools.cache
def _game_with_seats_sql(alias: str) -> _Statement:
    parts = [("seat", Seat, "s"), ("game", Game, "g"), ("creator", User, "c"), ("user", User, "u")]
    tail = (
        "FROM {seat} s INNER JOIN {game} g ON g.id = s.game_id "
        "INNER JOIN {user} c ON c.id = g.created_by_id "
        "LEFT OUTER JOIN {user} u ON u.id = s.user_id "
        "WHERE s.game_id = %s ORDER BY s.{index} ASC"
    )
    return _statement(connections[alias], parts, tail)


@functools.cache
def _locked_game_sql(alias: str) -> _Statement:
    connection = connections[alias]
    # The game row alone is locked (as select_for_update(of=("self",))): its creator is not.
    lock = " FOR UPDATE OF g" if connection.features.has_select_for_update_of else ""
    tail = "FROM {game} g INNER JOIN {user} c ON c.id = g.created_by_id WHERE g.id = %s" + lock
    return _statement(connection, [("game", Game, "g"), ("creator", User, "c")], tail)


@functools.cache
def _seats_sql(alias: str) -> _Statement:
    tail = (
        "FROM {seat} s LEFT OUTER JOIN {user} u ON u.id = s.user_id "
        "WHERE s.game_id = %s ORDER BY s.{index} ASC"
    )
    parts: list[tuple[str, type[Model], str]] = [("seat", Seat, "s"), ("user", User, "u")]
    return _statement(connections[alias], parts, tail, hooked=True)


def _rows(alias: str, sql: str, params: list[int]) -> tuple[BaseDatabaseWrapper, list[Any]]:
    connection = connections[alias]
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        return connection, cursor.fetchall()


def _seat(row: Sequence[Any], statement: _Statement, connection: BaseDatabaseWrapper) -> Seat:
    seat = statement.slices["seat"].build(row, connection)
    assert isinstance(seat, Seat)
    user = statement.slices["user"].build(row, connection) if seat.user_id is not None else None
    Seat.user.field.set_cached_value(seat, user)
    if statement.hooked:
        seat.webhooks_hint = (seat.user_id, bool(row[-1]))
    return seat


def _seats(
    rows: list[Any], statement: _Statement, connection: BaseDatabaseWrapper, game: Game
) -> list[Seat]:
    """The rows' seats, each with its player and ``game`` (one Game object for every seat)."""
    seats = []
    for row in rows:
        seat = _seat(row, statement, connection)
        Seat.game.field.set_cached_value(seat, game)
        seats.append(seat)
    return seats


def game_with_seats_rows(*, game_id: int) -> tuple[Game, list[Seat]] | None:
    """The game (with its creator) and its seats in order (with their players), one statement;
    None when the game has no seat row (or does not exist): the caller reads it the long way."""
    alias = router.db_for_read(Seat)
    statement = _game_with_seats_sql(alias)
    connection, rows = _rows(alias, statement.sql, [game_id])
    if not rows:
        return None
    game = _game(rows[0], statement, connection)
    return game, _seats(rows, statement, connection, game)


def _game(row: Sequence[Any], statement: _Statement, connection: BaseDatabaseWrapper) -> Game:
    game = statement.slices["game"].build(row, connection)
    assert isinstance(game, Game)
    Game.created_by.field.set_cached_value(game, statement.slices["creator"].build(row, connection))
    return game


def game_locked_rows(*, game_id: int) -> Game | None:
    """The game with its creator, its row locked until the transaction ends; None if none."""
    alias = router.db_for_write(Game)
    statement = _locked_game_sql(alias)
    connection, rows = _rows(alias, statement.sql, [game_id])
    return _game(rows[0], statement, connection) if rows else None


def seats_rows(*, game: Game) -> list[Seat]:
    """The game's seats in order, each with its player. Read after the game's lock, in a
    statement of its own: under READ COMMITTED that is what makes them as fresh as the lock."""
    alias = router.db_for_read(Seat)
    statement = _seats_sql(alias)
    connection, rows = _rows(alias, statement.sql, [game.pk])
    return _seats(rows, statement, connection, game)


@dataclass(frozen=True)
class TurnRow:
    """One game waiting for a player: what a turns list shows of it (and its keyset keys)."""

    game_id: int
    game_type: str
    index: int
    version: int
    deadline_at: datetime | None


@functools.cache
def _turns_sql(alias: str) -> tuple[str, list[Converter], Col]:
    connection = connections[alias]
    quote = connection.ops.quote_name
    sql = (
        f"SELECT s.game_id, g.game_type, s.{quote('index')}, g.version, s.deadline_at "
        f"FROM {quote(Seat._meta.db_table)} s "
        f"INNER JOIN {quote(Game._meta.db_table)} g ON g.id = s.game_id "
        "WHERE s.user_id = %s AND s.is_to_act AND s.resigned_at IS NULL AND g.status = %s "
        # TURN_KEYS' order: the deadline (nulls last), then the game.
        "ORDER BY s.deadline_at ASC NULLS LAST, s.game_id ASC LIMIT %s"
    )
    deadline = Seat._meta.get_field("deadline_at")
    col = Col("s", deadline)
    return sql, _converters(col, deadline, connection), col


def turns_first_rows(*, user_id: int, status: str, limit: int) -> list[TurnRow]:
    """The first ``limit`` seats of ``user_id`` to act (not resigned) in games of ``status``,
    the most urgent deadline first: the first page of "my turns", which clients poll."""
    alias = router.db_for_read(Seat)
    sql, converters, col = _turns_sql(alias)
    connection = connections[alias]
    with connection.cursor() as cursor:
        cursor.execute(sql, [user_id, status, limit])
        rows = cursor.fetchall()
    found = []
    for game_id, game_type, index, version, deadline_at in rows:
        for convert in converters:
            deadline_at = convert(deadline_at, col, connection)
        found.append(TurnRow(game_id, game_type, index, version, deadline_at))
    return found
