"""OAuth2 writes (django-oauth-toolkit's tables; docs/oauth.md): registering and deleting the
apps a user owns, and ending an app's access to a user's account.

Ending an app's access deletes its access and refresh tokens and unused codes for that user; each
deleted access token rings the credentials doorbell (accounts/signals.py), so the app's sockets
close too. Webhooks the user made while using the app are the user's and stay (Settings ->
Webhooks lists them).
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass

from django.conf import settings
from django.db import transaction
from django.db.models import QuerySet
from oauth2_provider.models import AccessToken, Application, Grant, RefreshToken

from accounts.models import User
from games import errors

#: The app's kind, as the registration form offers it: a confidential client keeps a secret
#: (a server); a public one cannot (a phone or browser app), and PKCE alone protects it.
CONFIDENTIAL = Application.CLIENT_CONFIDENTIAL
PUBLIC = Application.CLIENT_PUBLIC


@dataclass(frozen=True)
class Registered:
    """A new app, with its client secret as it is shown once (empty for a public client)."""

    app: Application
    client_secret: str


def app_register(
    *, user: User, name: str, redirect_uris: list[str], client_type: str
) -> Registered:
    """A new app of ``user`` (at most OAUTH_APPS_PER_USER), for the Authorization Code flow with
    PKCE; the client secret is stored hashed and returned this once."""
    if client_type not in (CONFIDENTIAL, PUBLIC):
        raise errors.InvalidRequest("Choose confidential or public.")
    with transaction.atomic():
        User.objects.select_for_update().filter(pk=user.pk).first()  # one registration at a time
        if Application.objects.filter(user=user).count() >= settings.OAUTH_APPS_PER_USER:
            raise errors.Conflict(
                f"You have {settings.OAUTH_APPS_PER_USER} apps, the most an account may have: "
                "delete one first.",
                code="app_limit",
            )
        secret = secrets.token_urlsafe(36) if client_type == CONFIDENTIAL else ""
        app = Application(
            user=user,
            name=name,
            redirect_uris=" ".join(redirect_uris),
            client_type=client_type,
            authorization_grant_type=Application.GRANT_AUTHORIZATION_CODE,
            client_secret=secret,
            hash_client_secret=True,
            skip_authorization=False,
        )
        app.full_clean(exclude=["client_secret"] if not secret else None)
        app.save()
    return Registered(app=app, client_secret=secret)


def app_delete(*, user: User, app_id: int) -> None:
    """Delete one of ``user``'s apps, and with it every token it was given (by anyone)."""
    with transaction.atomic():
        app = Application.objects.filter(user=user, pk=app_id).first()
        if app is None:
            raise errors.NotFound("You have no such app.")
        _tokens_delete(AccessToken.objects.filter(application=app))
        app.delete()


def app_access_revoke(*, user: User, app_id: int) -> int:
    """End the app's access to ``user``'s account: its tokens and codes for that user are gone
    (the app must ask again). Returns how many access tokens were deleted."""
    with transaction.atomic():
        RefreshToken.objects.filter(user=user, application_id=app_id).delete()
        Grant.objects.filter(user=user, application_id=app_id).delete()
        return _tokens_delete(AccessToken.objects.filter(user=user, application_id=app_id))


def app_token_revoke(*, user: User, token: AccessToken) -> None:
    """An app ends its own access token (DELETE /api/v1/auth/token/), and the refresh token
    that came with it."""
    with transaction.atomic():
        RefreshToken.objects.filter(user=user, access_token=token).delete()
        _tokens_delete(AccessToken.objects.filter(user=user, pk=token.pk))


def _tokens_delete(tokens: QuerySet[AccessToken]) -> int:
    """Delete access tokens one by one, so each rings the credentials doorbell."""
    count = 0
    for token in list(tokens):
        token.delete()
        count += 1
    return count
