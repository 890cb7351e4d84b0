"""Keyset pagination: "the rows after this one" in a list's own order, as a WHERE clause.

An offset counts rows, so a row added or removed before it shifts every later page (items
skipped or shown twice); a keyset names the last row seen by the values it is ordered by, so
a page starts after that row whatever changed before it. The last key must be unique (an id).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Literal

from django.db.models import F, Model, Q, QuerySet
from django.db.models.expressions import OrderBy


@dataclass(frozen=True)
class Key:
    """One field of a list's order; nulls (``nullable``) sort last in either direction.
    ``kind`` says what a cursor holds for it (the API checks a cursor's values by it)."""

    field: str
    kind: Literal["int", "datetime"]
    descending: bool = False
    nullable: bool = False

    def flipped(self) -> Key:
        # Backwards, nulls would have to come first: only non-null keys are read backwards.
        assert not self.nullable, f"{self.field} is nullable: no backwards pages"
        return Key(self.field, self.kind, not self.descending)


@dataclass(frozen=True)
class Page[T]:
    """One page of a list in its order: ``more`` when rows follow it in the direction read;
    ``first`` and ``last`` are the keys of its first and last rows (None when empty)."""

    items: list[T]
    more: bool
    first: tuple[Any, ...] | None
    last: tuple[Any, ...] | None

    def with_items[U](self, items: list[U]) -> Page[U]:
        """The same page holding ``items`` instead (its rows rendered, one for one)."""
        return Page(items=items, more=self.more, first=self.first, last=self.last)


def keyset_order(keys: Sequence[Key]) -> list[OrderBy]:
    return [
        F(k.field).desc(nulls_last=True) if k.descending else F(k.field).asc(nulls_last=True)
        for k in keys
    ]


def keyset_reversed(keys: Sequence[Key]) -> tuple[Key, ...]:
    return tuple(k.flipped() for k in keys)


def _nothing() -> Q:
    return Q(pk__in=[])


def _beyond(key: Key, value: Any) -> Q:
    """Rows strictly after ``value`` on this one key."""
    if value is None:  # nulls are last: nothing is beyond a null
        return _nothing()
    beyond = Q(**{f"{key.field}__{'lt' if key.descending else 'gt'}": value})
    return beyond | Q(**{f"{key.field}__isnull": True}) if key.nullable else beyond


def _level(key: Key, value: Any) -> Q:
    return Q(**{f"{key.field}__isnull": True}) if value is None else Q(**{key.field: value})


def keyset_after(keys: Sequence[Key], values: Sequence[Any]) -> Q:
    """Rows that come after the row whose keys are ``values``, in the order of ``keys``."""
    assert len(keys) == len(values) and keys
    head, value = keys[0], values[0]
    if len(keys) == 1:
        return _beyond(head, value)
    return _beyond(head, value) | (_level(head, value) & keyset_after(keys[1:], values[1:]))


def keyset_values(row: Any, keys: Sequence[Key]) -> tuple[Any, ...]:
    """The keys of ``row`` (a model instance), for the cursor of the page after it."""
    return tuple(getattr(row, k.field) for k in keys)


def keyset_page[M: Model](
    rows: QuerySet[M],
    keys: Sequence[Key],
    *,
    after: Sequence[Any] | None,
    limit: int,
    backwards: bool = False,
) -> Page[M]:
    """Up to ``limit`` rows after ``after`` (from the start when None), in the order of
    ``keys``; ``backwards``: the ``limit`` rows before ``after``, still in that order.
    One query: a row more than asked tells whether more follow (no count)."""
    order = keyset_reversed(keys) if backwards else tuple(keys)
    found = rows.order_by(*keyset_order(order))
    if after is not None:
        found = found.filter(keyset_after(order, after))
    fetched = list(found[: limit + 1])
    page = fetched[:limit][::-1] if backwards else fetched[:limit]
    return Page(
        items=page,
        more=len(fetched) > limit,
        first=keyset_values(page[0], keys) if page else None,
        last=keyset_values(page[-1], keys) if page else None,
    )
