"""OAuth2 reads (docs/oauth.md): the apps a user registered, and the apps a user authorised."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from django.utils import timezone
from oauth2_provider.models import AccessToken, Application, RefreshToken

from accounts.models import User
from accounts.scopes import scopes_parse, scopes_text


def apps_of(*, user: User) -> list[Application]:
    """The apps ``user`` registered, oldest first."""
    return list(Application.objects.filter(user=user).order_by("created", "pk"))


@dataclass(frozen=True)
class Authorised:
    """An app that may act for the user now: its name, what it may do, since when."""

    app_id: int
    name: str
    scopes: list[str]
    last_authorised: datetime


def authorised_apps(*, user: User) -> list[Authorised]:
    """The apps holding a live access token or an unrevoked refresh token of ``user``'s, with
    the scopes of all of them together."""
    now = timezone.now()
    access = AccessToken.objects.filter(user=user, expires__gt=now, application__isnull=False)
    refresh = RefreshToken.objects.filter(user=user, revoked__isnull=True)
    app_ids = set(access.values_list("application_id", flat=True))
    app_ids |= set(refresh.values_list("application_id", flat=True))
    found = []
    apps = Application.objects.filter(pk__in=app_ids)
    scopes: dict[int, set[str]] = {}
    last: dict[int, datetime] = {}
    for app_id, scope, created in access.values_list("application_id", "scope", "created"):
        scopes.setdefault(app_id, set()).update(scopes_parse(scope))
        last[app_id] = max(created, last.get(app_id, created))
    for app_id, scope in refresh.values_list("application_id", "access_token__scope"):
        scopes.setdefault(app_id, set()).update(scopes_parse(scope or ""))
    for app in apps.order_by("name", "pk"):
        found.append(
            Authorised(
                app_id=app.pk,
                name=app.name,
                scopes=scopes_text(scopes.get(app.pk, set())).split(),
                last_authorised=last.get(app.pk, app.created),
            )
        )
    return found
