"""Tokens for the scope tests: personal tokens with chosen scopes, and OAuth apps' access
tokens made as django-oauth-toolkit makes them (stored hashed)."""

from __future__ import annotations

import secrets
from collections.abc import Iterable
from datetime import timedelta

from django.utils import timezone
from oauth2_provider.models import AccessToken, Application, set_token_value
from rest_framework.test import APIClient

from accounts.models import User
from accounts.services import token_create
from tests.factories import client_with_key


def app_of(owner: User, *, name: str = "Scoreboard") -> Application:
    return Application.objects.create(
        user=owner,
        name=name,
        client_type=Application.CLIENT_PUBLIC,
        authorization_grant_type=Application.GRANT_AUTHORIZATION_CODE,
        redirect_uris="https://scoreboard.example/callback",
    )


def app_key(user: User, scopes: Iterable[str], *, app: Application | None = None) -> str:
    """A new access token of ``app`` (a new app of ``user``'s when None) for ``user``."""
    key = secrets.token_urlsafe(30)
    token = AccessToken(
        user=user,
        application=app or app_of(user),
        expires=timezone.now() + timedelta(hours=1),
        scope=" ".join(scopes),
    )
    set_token_value(token, key)
    token.save()
    return key


def personal_key(user: User, scopes: Iterable[str]) -> str:
    return token_create(user=user, name="scoped", scopes=list(scopes))[1]


def client_with(kind: str, user: User, scopes: Iterable[str]) -> APIClient:
    """An API client with a token of ``kind`` ("personal" or "app") holding ``scopes``."""
    key = personal_key(user, scopes) if kind == "personal" else app_key(user, scopes)
    return client_with_key(key)
