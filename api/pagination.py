"""One pagination style for every API list that grows: ``limit`` and an opaque ``cursor``.

A list answers with its items under its own key (``results``, ``moves``, ``turns``,
``tokens``, ``invitations``) and ``next``: the absolute URL of the next page, null on the
last. A cursor holds the keys of the last item shown (games/cursors.py), so items that arrive
or leave between two requests never make a page skip or repeat one. A bad ``limit`` or
``cursor`` is a 400 like any bad query parameter.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from django.db.models import Model, QuerySet
from rest_framework.request import Request
from rest_framework.utils.urls import remove_query_param, replace_query_param

from games import errors
from games.cursors import cursor_decode, cursor_encode
from games.keyset import Key, Page, keyset_page, keyset_values

MAX_LIMIT = 100
#: The query parameters of every paginated list.
PAGE_PARAMS = ("limit", "cursor")
#: Parameters a ``next`` link leaves out: its cursor says where to start.
SUPERSEDED = ("offset", "since")

LIMIT_HELP = "How many items per page, 1 to 100 (default {default})."
CURSOR_HELP = (
    "Where the page starts: copy it from the `next` link of the page before (opaque; a "
    "cursor never skips or repeats an item when items are added between pages)."
)


@dataclass(frozen=True)
class PageRequest:
    limit: int
    after: tuple[Any, ...] | None  # the keys of the last item seen; None: from the start
    backwards: bool = False  # the page before ``after`` (the games list's ``previous``)


def _invalid(name: str, message: str) -> errors.InvalidRequest:
    return errors.InvalidRequest(message, details={name: [message]})


def whole_number(
    request: Request, name: str, *, default: int, low: int, high: int | None = None
) -> int:
    """A query parameter that must be a whole number from ``low`` (to ``high``; at most what
    a database integer holds in any case)."""
    raw = request.query_params.get(name)
    if raw is None:
        return default
    top = high if high is not None else 2**63 - 1
    if not (raw.isascii() and raw.isdigit() and len(raw) < 20 and low <= int(raw) <= top):
        bound = f" from {low} to {high}" if high is not None else ""
        raise _invalid(name, f"'{name}' must be a whole number{bound}.")
    return int(raw)


def page_request(
    request: Request, *, name: str, keys: Sequence[Key], default_limit: int
) -> PageRequest:
    limit = whole_number(request, "limit", default=default_limit, low=1, high=MAX_LIMIT)
    raw = request.query_params.get("cursor")
    if raw is None:
        return PageRequest(limit, None)
    after, backwards = cursor_decode(raw, name=name, keys=keys)
    return PageRequest(limit, after, backwards)


def page_url(request: Request, *, cursor: str | None) -> str:
    """This request's absolute URL for another page: the same filters and limit."""
    url = request.build_absolute_uri()
    for superseded in (*SUPERSEDED, "cursor"):
        url = remove_query_param(url, superseded)
    return replace_query_param(url, "cursor", cursor) if cursor else url


def next_link(request: Request, page: Page[Any], *, name: str) -> str | None:
    """The URL of the page after ``page`` (read forwards), or None when it is the last."""
    if not page.more or page.last is None:
        return None
    return page_url(request, cursor=cursor_encode(page.last, name=name))


@dataclass(frozen=True)
class CountedPage[M: Model]:
    """A page of the games list, which also says ``count`` and ``previous`` (kept for the
    clients of its earlier limit/offset pages)."""

    items: list[M]
    count: int
    next: str | None
    previous: str | None


def counted_page[M: Model](
    request: Request, rows: QuerySet[M], *, name: str, keys: Sequence[Key], default_limit: int
) -> CountedPage[M]:
    """A page by ``cursor`` (forwards or backwards), or by the deprecated ``offset``."""
    paging = page_request(request, name=name, keys=keys, default_limit=default_limit)
    if "offset" in request.query_params:
        if paging.after is not None:
            raise _invalid("offset", "Give 'cursor' or 'offset', not both.")
        return _offset_page(request, rows, paging.limit, name=name, keys=keys)
    page = keyset_page(
        rows, keys, after=paging.after, limit=paging.limit, backwards=paging.backwards
    )

    def link(values: tuple[Any, ...] | None, *, backwards: bool = False) -> str | None:
        if values is None:
            return None
        return page_url(request, cursor=cursor_encode(values, name=name, backwards=backwards))

    following: str | None
    if paging.backwards:  # what follows is at least the item the cursor named
        following = link(page.last) or page_url(request, cursor=None)
        before = link(page.first, backwards=True) if page.more else None
    else:
        following = link(page.last) if page.more else None
        before = link(page.first or paging.after, backwards=True) if paging.after else None
    return CountedPage(page.items, rows.count(), following, before)


def _offset_page[M: Model](
    request: Request, rows: QuerySet[M], limit: int, *, name: str, keys: Sequence[Key]
) -> CountedPage[M]:
    """Deprecated: rows counted from the start shift when rows arrive. ``next`` is already
    a cursor (so following it no longer skips); ``previous`` an offset, as before."""
    offset = whole_number(request, "offset", default=0, low=0)
    fetched = list(rows[offset : offset + limit + 1])
    items = fetched[:limit]
    following = None
    if len(fetched) > limit:
        cursor = cursor_encode(keyset_values(items[-1], keys), name=name)
        following = page_url(request, cursor=cursor)
    before = None
    if offset > 0:
        url = page_url(request, cursor=None)
        before = url if offset <= limit else replace_query_param(url, "offset", offset - limit)
    return CountedPage(items, rows.count(), following, before)
