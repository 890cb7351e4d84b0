"""Credentials that end take their live sockets with them.

A revoked or rotated token, a sign-out, a new password (changed or reset) and a deactivated
account ring the user's credentials doorbell (games.notify); each of the user's sockets then
checks how it signed in and closes (code 4401) if that no longer holds. A new password also
revokes every API token and every app's access: whoever learnt the old password may have
minted one. An app's access token ends the same way (revoked, or the app's access ended).

Any change of a user's row or of one of their tokens also drops that user's entries from every
process's token cache (accounts/token_cache.py), which holds both rows.
"""

from __future__ import annotations

import hashlib
from typing import Any

from django.contrib.auth.signals import user_logged_out
from django.db.models import Model
from django.db.models.signals import post_delete, post_save
from django.dispatch import receiver
from django.http import HttpRequest
from oauth2_provider.models import AccessToken, RefreshToken

from accounts.models import ApiToken, User
from accounts.token_cache import token_cache_forget_on_commit
from games.notify import credentials_changed_on_commit


def session_hash(session_key: str | None) -> str:
    return hashlib.sha256(session_key.encode()).hexdigest() if session_key else ""


@receiver(post_delete, sender=ApiToken)
def _token_gone(sender: type[ApiToken], instance: ApiToken, **kwargs: Any) -> None:
    credentials_changed_on_commit(user_id=instance.user_id)


@receiver(post_delete, sender=AccessToken)
def _app_token_gone(sender: type[AccessToken], instance: AccessToken, **kwargs: Any) -> None:
    if instance.user_id is not None:  # an app's access ended: its sockets close too
        credentials_changed_on_commit(user_id=instance.user_id)


@receiver(user_logged_out)
def _signed_out(sender: type[User], request: HttpRequest, user: User | None, **kwargs: Any) -> None:
    if user is not None and user.pk:
        key = request.session.session_key if hasattr(request, "session") else None
        credentials_changed_on_commit(user_id=user.pk, session_hash=session_hash(key))


@receiver(post_save, sender=User)
def _user_saved(sender: type[User], instance: User, created: bool, **kwargs: Any) -> None:
    renewed = getattr(instance, "password_renewed", False)
    instance.password_renewed = False
    if created:
        return
    if renewed:
        ApiToken.objects.filter(user=instance).delete()  # each deletion rings (above)
        RefreshToken.objects.filter(user=instance).delete()  # apps' access too
        for app_token in AccessToken.objects.filter(user=instance):
            app_token.delete()
    if renewed or not instance.is_active:
        credentials_changed_on_commit(user_id=instance.pk)


@receiver(post_save, sender=User)
@receiver(post_delete, sender=User)
def _user_row_changed(sender: type[User], instance: User, **kwargs: Any) -> None:
    if not kwargs.get("created", False):  # a new row is in no cache yet
        token_cache_forget_on_commit(user_id=instance.pk)


@receiver(post_save, sender=ApiToken)
@receiver(post_delete, sender=ApiToken)
@receiver(post_save, sender=AccessToken)
@receiver(post_delete, sender=AccessToken)
def _token_row_changed(
    sender: type[Model], instance: ApiToken | AccessToken, **kwargs: Any
) -> None:
    # Scopes, expiry, rotation, revocation: a new token is in no cache yet.
    if instance.user_id is not None and not kwargs.get("created", False):
        token_cache_forget_on_commit(user_id=instance.user_id)
