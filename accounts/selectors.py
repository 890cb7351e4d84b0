"""Reads about an account: its API tokens (and whose a key is), its preferences and their time
zone (the writes are in accounts/services.py and accounts/preferences.py)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from django.db.models import Q
from django.utils import timezone
from oauth2_provider.models import AccessToken

from accounts import representations as acc
from accounts.models import ApiToken, Preferences, User
from accounts.scopes import ALL, scopes_parse, scopes_text
from accounts.services import token_hash
from accounts.token_cache import token_cache_read
from games.keyset import Key, Page, keyset_page

#: Tokens are listed oldest first: a new one comes last, after any page already read.
TOKEN_KEYS = (Key("created_at", "datetime"), Key("pk", "int"))
#: The accepted schemes of the Authorization header, lower-cased (RFC 9110: case-insensitive);
#: the API's requests and the sockets' handshakes accept the same.
SCHEMES = ("bearer", "token")


#: What a request or a socket signed in with: a personal token, or an OAuth app's access token.
type TokenCredential = ApiToken | AccessToken


def user_for_token(key: str) -> tuple[User, TokenCredential] | None:
    """The active user a key belongs to, with its token: a personal token, or else an OAuth
    app's access token (both found by the key's SHA-256); None for no such key, an expired
    token or an inactive user. No query when this process's cache knows the key
    (accounts/token_cache.py), else one, two when the key is an app's."""
    checksum = token_hash(key)
    found = token_cache_read(key_hash=checksum, load=lambda: _token_found(checksum))
    if found is None or credential_expired(found[1]):  # checked at every use, cached or not
        return None
    return found


def _token_found(checksum: str) -> tuple[User, TokenCredential] | None:
    token: TokenCredential | None = (
        ApiToken.objects.select_related("user").filter(key_hash=checksum).first()
    )
    if token is None:
        token = (
            AccessToken.objects.select_related("user", "application")
            .filter(token_checksum=checksum, user__isnull=False)
            .first()
        )
    if token is None or token.user is None or not token.user.is_active:
        return None
    return token.user, token


def credential_expired(token: TokenCredential) -> bool:
    if isinstance(token, ApiToken):
        return token.expires_at is not None and token.expires_at <= timezone.now()
    return bool(token.is_expired())


def credential_scopes(auth: object) -> frozenset[str]:
    """What a request's credential may do: a token's scopes; a site session (no token) may do
    everything."""
    if isinstance(auth, ApiToken | AccessToken):
        return scopes_parse(auth.scope)
    return ALL


def token_still_valid(*, user_id: int, key_hash: str) -> bool:
    """Does the token of this hash still hold (not revoked, not expired, its user active)? For
    the sockets' checks: one query, two for an app's token."""
    now = timezone.now()
    alive = Q(user_id=user_id, user__is_active=True)
    personal = ApiToken.objects.filter(alive, key_hash=key_hash).filter(
        Q(expires_at__isnull=True) | Q(expires_at__gt=now)
    )
    if personal.exists():
        return True
    app_tokens = AccessToken.objects.filter(alive, token_checksum=key_hash, expires__gt=now)
    return bool(app_tokens.exists())


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
                "scopes": scopes_text(scopes_parse(t.scope)).split(),
                "expires_at": t.expires_at.isoformat() if t.expires_at else None,
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
