"""``Authorization: Token <key>`` against hashed, named, revocable tokens."""

from __future__ import annotations

from typing import Any

from django.utils import timezone
from rest_framework import authentication, exceptions

from accounts.models import ApiToken
from accounts.services import token_hash


def user_for_token(key: str) -> tuple[Any, ApiToken] | None:
    token = ApiToken.objects.select_related("user").filter(key_hash=token_hash(key)).first()
    if token is None or not token.user.is_active:
        return None
    return token.user, token


class HashedTokenAuthentication(authentication.TokenAuthentication):
    keyword = "Token"

    def authenticate_credentials(self, key: str) -> tuple[Any, ApiToken]:
        found = user_for_token(key)
        if found is None:
            raise exceptions.AuthenticationFailed("Invalid or revoked token.")
        user, token = found
        now = timezone.now()
        # Touch at most once a minute: keeps hot paths (move POSTs) free of a write per call.
        if token.last_used_at is None or (now - token.last_used_at).total_seconds() > 60:
            ApiToken.objects.filter(pk=token.pk).update(last_used_at=now)
        return user, token
