"""Account writes: sign-up and API tokens."""

from __future__ import annotations

import hashlib
import secrets
from typing import Any

from django.contrib.auth import password_validation
from django.core.exceptions import ValidationError
from django.db import transaction

from accounts.models import ApiToken, User
from games import errors

TOKEN_BYTES = 30


def token_hash(key: str) -> str:
    return hashlib.sha256(key.encode()).hexdigest()


def user_create(*, username: str, password: str, email: str) -> User:
    if User.objects.filter(username__iexact=username).exists():
        raise errors.Conflict("That username is taken.", code="username_taken")
    user = User(username=username, email=email)
    try:
        password_validation.validate_password(password, user)
    except ValidationError as error:
        raise errors.InvalidRequest(
            "The password is too weak.", details={"password": list(error.messages)}
        ) from None
    user.set_password(password)
    user.save()
    return user


def token_create(*, user: Any, name: str = "api") -> tuple[ApiToken, str]:
    """A new token; returns the row and the key, which is never stored or shown again."""
    key = secrets.token_urlsafe(TOKEN_BYTES)
    token = ApiToken.objects.create(user=user, name=name, key_hash=token_hash(key), prefix=key[:8])
    return token, key


def token_revoke(*, user: Any, token_id: int) -> None:
    deleted, _ = ApiToken.objects.filter(user=user, pk=token_id).delete()
    if not deleted:
        raise errors.GameNotFound("You have no such token.")


def token_rotate(*, user: Any, token: ApiToken) -> tuple[ApiToken, str]:
    with transaction.atomic():
        ApiToken.objects.filter(pk=token.pk, user=user).delete()
        return token_create(user=user, name=token.name)
