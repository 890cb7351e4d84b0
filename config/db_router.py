"""The optional read replica (``DATABASE_REPLICA_URL``): which reads may go there.

Only the read-only pages and lists named in ``REPLICA_ROUTES`` read from the replica, and only
the games' tables: who is asking (accounts, sessions, tokens) always comes from the primary, so
a token or a session made a moment ago works at once. Everything else, above all every move's
transaction, reads and writes the primary. A replica lags the primary a little, so the pages a
player acts on (a game, "your turn") never read from it; a list may show a move a moment late.
"""

from __future__ import annotations

import contextvars
from collections.abc import Callable
from typing import Any

from django.db import DEFAULT_DB_ALIAS, connections
from django.db.models import Model
from django.http import HttpRequest, HttpResponseBase

REPLICA = "replica"

#: URL names (``namespace:name``) whose GET and HEAD may read from the replica.
REPLICA_ROUTES = frozenset(
    {
        # the API's lists and public statistics
        "api:games",
        "api:game-types",
        "api:leaderboard",
        "api:user",
        "api:user-ratings",
        "api:user-history",
        "api:user-head-to-head",
        # the site's pages that only show
        "leaderboards",
        "leaderboard",
        "profile",
        "history",
    }
)
#: Tables that may be read from the replica (an app's label): the games, not who is asking.
REPLICA_APPS = frozenset({"games"})
SAFE_METHODS = frozenset({"GET", "HEAD"})

_replica_reads: contextvars.ContextVar[bool] = contextvars.ContextVar(
    "replica_reads", default=False
)


def replica_configured() -> bool:
    return REPLICA in connections.settings


class ReplicaRouter:
    """Django's database router: the replica for the games' tables inside a replica route."""

    def db_for_read(self, model: type[Model], **hints: Any) -> str | None:
        if not _replica_reads.get() or model._meta.app_label not in REPLICA_APPS:
            return None
        if connections[DEFAULT_DB_ALIAS].in_atomic_block:  # a transaction sees its own writes
            return None
        return REPLICA

    def db_for_write(self, model: type[Model], **hints: Any) -> str:
        return DEFAULT_DB_ALIAS

    def allow_relation(self, first: Model, second: Model, **hints: Any) -> bool:
        return True  # one database, two connections: rows relate whichever served them

    def allow_migrate(self, db: str, app_label: str, **hints: Any) -> bool:
        return db == DEFAULT_DB_ALIAS


class ReplicaReadsMiddleware:
    """Marks a GET or HEAD of a replica route, for the router, inside this request only."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponseBase]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponseBase:
        # A copy of the context: the mark set in process_view ends with this request.
        return contextvars.copy_context().run(self.get_response, request)

    def process_view(self, request: HttpRequest, *args: Any, **kwargs: Any) -> None:
        match = request.resolver_match
        if match is None or request.method not in SAFE_METHODS:
            return
        if match.view_name in REPLICA_ROUTES and replica_configured():
            _replica_reads.set(True)
