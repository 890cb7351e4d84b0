"""Floor views: only the I/O an API read or move cannot do without, and nothing else.

Each is a plain synchronous Django JSON view like ``/api/ping`` and goes through the same
middleware; what it adds to the bare view is the least any real endpoint adds:
- ``limit``: the rate limit's one Redis round trip, with the checks a token GET makes;
- ``limit_select``: that and one primary-key SELECT of a game row (all a 304 must know);
- ``limit_write``: the move's limit and a transaction that locks a game row, writes it and
  commits, then one doorbell to a group (what every move must do, without the engine, the log,
  the answer or the seats)."""

from __future__ import annotations

from asgiref.sync import async_to_sync
from django.db import connection, transaction
from django.http import HttpRequest, JsonResponse

from accounts import guards, limits
from games.channel_groups import channel_layer

GAME_ID = 1  # the first bench game
USER_ID = 1


class _User:
    """What ``guards.request_checks`` reads of a user: its id."""

    pk = USER_ID
    id = USER_ID


def _spend(request: HttpRequest, kind: str) -> None:
    checks = guards.request_checks(request, user=_User(), token_id=USER_ID, kind=kind)  # type: ignore[arg-type]
    limits.attempt_outcome(checks)


def limit(request: HttpRequest) -> JsonResponse:
    _spend(request, "read")
    return JsonResponse({"ok": True})


def limit_select(request: HttpRequest) -> JsonResponse:
    _spend(request, "read")
    with connection.cursor() as cursor:
        cursor.execute("SELECT id, version FROM games_game WHERE id = %s", [GAME_ID])
        _game_id, version = cursor.fetchone()
    return JsonResponse({"ok": True, "version": version})


def limit_write(request: HttpRequest) -> JsonResponse:
    _spend(request, "move")
    with transaction.atomic(), connection.cursor() as cursor:
        cursor.execute("SELECT version FROM games_game WHERE id = %s FOR UPDATE", [GAME_ID])
        (version,) = cursor.fetchone()
        cursor.execute("UPDATE games_game SET updated_at = now() WHERE id = %s", [GAME_ID])
    async_to_sync(channel_layer().group_send)(f"floor-{GAME_ID}", {"type": "floor.rang"})
    return JsonResponse({"ok": True, "version": version})
