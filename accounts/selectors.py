"""Reads about an account: its API tokens (and whose a key is), its preferences and their time
zone (the writes are in accounts/services.py and accounts/preferences.py)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from accounts import representations as acc
from accounts.models import ApiToken, Preferences, User
from accounts.services import token_hash
from games.keyset import Key, Page, keyset_page

#: Tokens are listed oldest first: a new one comes last, after any page already read.
TOKEN_KEYS = (Key("created_at", "datetime"), Key("pk", "int"))
#: The accepted schemes of the Authorization header, lower-cased (RFC 9110: case-insensitive);
#: the API's requests and the sockets' handshakes accept the same.
SCHEMES = ("bearer", "token")


def user_for_token(key: str) -> tuple[User, ApiToken] | None:
    """The active user a token key belongs to, with its token; None for no such key."""
    token = ApiToken.objects.select_related("user").filter(key_hash=token_hash(key)).first()
    if token is None or not token.user.is_active:
        return None
    return token.user, token


def tokens_of(*, user: User, after: Sequence[Any] | None = None, limit: int) -> Page[acc.TokenInfo]:
    """A page of ``user``'s API tokens (never their keys), in one query."""
    page = keyset_page(ApiToken.objects.filter(user=user), TOKEN_KEYS, after=after, limit=limit)
    return page.with_items(
        [
            {
                "id": t.pk,
                "name": t.name,
                "prefix": t.prefix,
                "created_at": t.created_at.isoformat(),
                "last_used_at": t.last_used_at.isoformat() if t.last_used_at else None,
            }
            for t in page.items
        ]
    )


def preferences_of(user: User) -> Preferences:
    """The user's preferences, or unsaved defaults when they never changed any."""
    try:
        return user.preferences
    except Preferences.DoesNotExist:
        return Preferences(user=user)


def user_zone(prefs: Preferences) -> ZoneInfo:
    """The time zone the user chose; UTC for one this system no longer knows."""
    try:
        return ZoneInfo(prefs.timezone)
    except (ZoneInfoNotFoundError, ValueError):
        return ZoneInfo("UTC")
