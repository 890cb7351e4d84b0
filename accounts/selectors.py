"""Reads about an account for the API (writes are in accounts/services.py)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from accounts import representations as acc
from accounts.models import ApiToken
from games.keyset import Key, Page, keyset_page

#: Tokens are listed oldest first: a new one comes last, after any page already read.
TOKEN_KEYS = (Key("created_at", "datetime"), Key("pk", "int"))


def tokens_of(*, user: Any, after: Sequence[Any] | None = None, limit: int) -> Page[acc.TokenInfo]:
    """A page of ``user``'s API tokens (never their keys), in one query."""
    page = keyset_page(ApiToken.objects.filter(user=user), TOKEN_KEYS, after=after, limit=limit)
    return replace(
        page,
        items=[
            {
                "id": t.pk,
                "name": t.name,
                "prefix": t.prefix,
                "created_at": t.created_at.isoformat(),
                "last_used_at": t.last_used_at.isoformat() if t.last_used_at else None,
            }
            for t in page.items
        ],
    )
