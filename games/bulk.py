"""One UPDATE for many rows, for the write paths that run on every move or sweep.

Django's ``bulk_update`` builds a ``CASE WHEN pk = ... THEN ...`` expression per row and
field; on this project's hot paths (a move's turns, a sweep's reminder rungs) compiling it
cost several times what the database took to run it. On PostgreSQL this writes the same rows
with one ``UPDATE ... FROM (VALUES ...)``; other databases keep ``bulk_update``. Either way it
is one statement, whatever the number of rows.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from django.db import connection
from django.db.backends.base.base import BaseDatabaseWrapper
from django.db.models import Field, ForeignObjectRel, Model


def _stored(field: Field[Any, Any] | ForeignObjectRel | None) -> tuple[Field[Any, Any], str]:
    """A field kept in a column of its model's table, and that column's name."""
    if not isinstance(field, Field) or field.column is None:
        raise ValueError(f"{field} is not a column of its table.")
    return field, field.column


def rows_update(rows: Sequence[Model], fields: Sequence[str]) -> None:
    """Save ``fields`` of every object in ``rows`` (all of one model) in one statement."""
    if not rows:
        return
    if connection.vendor != "postgresql":
        type(rows[0])._default_manager.bulk_update(rows, list(fields))
        return
    sql, params = rows_update_statement(rows, fields, connection=connection)
    with connection.cursor() as cursor:
        cursor.execute(sql, params)


def rows_update_statement(
    rows: Sequence[Model], fields: Sequence[str], *, connection: BaseDatabaseWrapper
) -> tuple[str, list[Any]]:
    """PostgreSQL's ``UPDATE ... FROM (VALUES ...)`` of ``rows_update``, and its parameters."""
    meta = type(rows[0])._meta
    quote = connection.ops.quote_name
    pk, pk_column = _stored(meta.pk)
    stored = [_stored(meta.get_field(name)) for name in fields]
    columns = [field for field, _column in stored]
    pk_type = pk.db_type(connection)
    casts = [f"%s::{pk_type}", *(f"%s::{field.db_type(connection)}" for field in columns)]
    values = ", ".join([f"({', '.join(casts)})"] * len(rows))
    names = [quote(column) for _field, column in stored]
    sql = (
        f"UPDATE {quote(meta.db_table)} AS t SET {', '.join(f'{n} = v.{n}' for n in names)} "
        f"FROM (VALUES {values}) AS v(pk, {', '.join(names)}) "
        f"WHERE t.{quote(pk_column)} = v.pk"
    )
    params = [
        value
        for row in rows
        for value in (
            row.pk,
            *(field.get_db_prep_save(getattr(row, field.attname), connection) for field in columns),
        )
    ]
    return sql, params
