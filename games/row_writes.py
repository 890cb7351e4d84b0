"""A move's writes as one statement: the move's row, the game's snapshot, the seats' turns and
the stored answer, sent together when the move is decided.

Why: each ORM write costs several times its database time to build (bench/README.md), and
each round trip under load is a wait for the GIL again. Inside ``writes_batched()`` the
helpers below only collect their statements; ``flush`` sends them on PostgreSQL as one
``WITH w0 AS (INSERT ...), w1 AS (UPDATE ...) UPDATE ...`` (the tables differ, so no row is
written twice in one statement), and on other databases one after the other. Outside a batch
they are the ORM's own ``save``. The values go through the fields' ``pre_save`` and
``get_db_prep_save`` as the ORM's do; tests/test_row_writes.py plays the same moves both ways
and compares the rows.
"""

from __future__ import annotations

import contextlib
import contextvars
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from django.db import connections, router
from django.db.models import Field, Model

from games.bulk import rows_update, rows_update_statement

#: Off only for the tests that compare this path with the ORM's.
BATCHED = True


@dataclass
class _Batch:
    alias: str
    statements: list[tuple[str, list[Any]]] = field(default_factory=list)
    #: Seat-like row updates: (rows, fields), sent with ``rows_update`` on other databases.
    row_updates: list[tuple[Sequence[Model], list[str]]] = field(default_factory=list)


_batch: contextvars.ContextVar[_Batch | None] = contextvars.ContextVar("row_batch", default=None)


def _columns(model: type[Model], names: Sequence[str] | None) -> list[Field[Any, Any]]:
    concrete: list[Field[Any, Any]] = list(model._meta.concrete_fields)
    if names is None:
        return [f for f in concrete if not f.primary_key]
    return [f for f in concrete if f.name in names or f.attname in names]


def row_insert(instance: Model) -> None:
    """Insert ``instance`` (its primary key is not read back), now or with the batch."""
    batch = _batch.get()
    if batch is None:
        instance.save(force_insert=True)
        return
    connection = connections[batch.alias]
    quote = connection.ops.quote_name
    columns = _columns(type(instance), None)
    values = [f.get_db_prep_save(f.pre_save(instance, True), connection) for f in columns]
    names = ", ".join(quote(str(f.column)) for f in columns)
    marks = ", ".join(["%s"] * len(columns))
    table = quote(instance._meta.db_table)
    batch.statements.append((f"INSERT INTO {table} ({names}) VALUES ({marks})", values))
    instance._state.adding = False


def row_save(instance: Model, fields: Sequence[str]) -> None:
    """Save ``fields`` of ``instance`` (as ``save(update_fields=...)``), now or with the batch."""
    batch = _batch.get()
    if batch is None:
        instance.save(update_fields=list(fields))
        return
    connection = connections[batch.alias]
    quote = connection.ops.quote_name
    columns = _columns(type(instance), fields)
    values = [f.get_db_prep_save(f.pre_save(instance, False), connection) for f in columns]
    sets = ", ".join(f"{quote(str(f.column))} = %s" for f in columns)
    pk = instance._meta.pk
    assert pk is not None
    sql = f"UPDATE {quote(instance._meta.db_table)} SET {sets} WHERE {quote(str(pk.column))} = %s"
    batch.statements.append((sql, [*values, instance.pk]))


def rows_save(rows: Sequence[Model], fields: Sequence[str]) -> None:
    """``games.bulk.rows_update``, now or with the batch."""
    batch = _batch.get()
    if batch is None or not rows:
        rows_update(rows, fields)
        return
    batch.row_updates.append((rows, list(fields)))


@contextlib.contextmanager
def writes_batched(*, model: type[Model]) -> Iterator[_Batch | None]:
    """Collect the writes of the block (on ``model``'s database); the caller ``flush``es them
    once it has decided (an exception before that writes nothing)."""
    if not BATCHED:
        yield None
        return
    batch = _Batch(alias=router.db_for_write(model))
    token = _batch.set(batch)
    try:
        yield batch
    finally:
        _batch.reset(token)


def flush(batch: _Batch | None) -> None:
    """Send what the batch collected: one statement on PostgreSQL, in order elsewhere."""
    if batch is None:
        return
    connection = connections[batch.alias]
    statements, batch.statements = batch.statements, []
    row_updates, batch.row_updates = batch.row_updates, []
    if connection.vendor != "postgresql":
        with connection.cursor() as cursor:
            for sql, params in statements:
                cursor.execute(sql, params)
        for rows, fields in row_updates:
            rows_update(rows, fields)
        return
    statements += [rows_update_statement(r, f, connection=connection) for r, f in row_updates]
    if not statements:
        return
    *before, (last_sql, last_params) = statements
    ctes = ", ".join(f"w{i} AS ({sql})" for i, (sql, _params) in enumerate(before))
    sql = f"WITH {ctes} {last_sql}" if before else last_sql
    params = [value for _sql, values in before for value in values] + list(last_params)
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
