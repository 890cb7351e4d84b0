"""The site's side of "your turn, everywhere": the header badge's count, the service worker
and the Web Push subscriptions of the settings page (static/js/site.js, static/js/device.js).

Small JSON answers for the page scripts; writes go through games.push.
"""

from __future__ import annotations

import json
from functools import cache

from django.conf import settings
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_GET, require_POST

from accounts.models import User, Viewer
from accounts.selectors import preferences_of
from games import errors, push, selectors

MAX_LABELS = 10


def _member(request: HttpRequest) -> User | None:
    """The signed-in user, or None: these endpoints answer a 401 in JSON, not a redirect."""
    user: Viewer | None = getattr(request, "user", None)
    return user if user is not None and user.is_authenticated else None


def _refused() -> JsonResponse:
    return JsonResponse({"error": "Sign in first."}, status=401)


def _game_ids(raw: str) -> list[int]:
    ids = [int(part) for part in raw.split(",") if part.strip().isdigit()]
    return ids[:MAX_LABELS]


@never_cache
@require_GET
def turns_badge(request: HttpRequest) -> JsonResponse:
    """``{"count": games waiting, "toasts": live reminders on, "games": {id: "Hachi #12"}}``;
    ``?games=1,2`` asks for the names of the games an event was about (those the user sees)."""
    user = _member(request)
    if user is None:
        return _refused()
    ids = _game_ids(request.GET.get("games", ""))
    labels = selectors.game_labels(user=user, game_ids=ids) if ids else {}
    return JsonResponse(
        {
            "count": selectors.turns_count(user=user),
            "toasts": preferences_of(user).live_reminders,
            "games": {str(pk): label for pk, label in labels.items()},
        }
    )


@cache
def _service_worker_source() -> bytes:
    return (settings.BASE_DIR / "static" / "sw.js").read_bytes()


@require_GET
def service_worker(_request: HttpRequest) -> HttpResponse:
    """``static/sw.js`` at the root of the site, so its scope is every page."""
    response = HttpResponse(_service_worker_source(), content_type="text/javascript")
    response["Service-Worker-Allowed"] = "/"
    # The browser checks for a new worker on navigation; do not let a cache hide one.
    response["Cache-Control"] = "no-cache"
    return response


def _json_body(request: HttpRequest) -> object:
    try:
        return json.loads(request.body or b"null")
    except ValueError:
        raise errors.InvalidRequest("The request body is not JSON.") from None


@require_POST
def push_subscribe(request: HttpRequest) -> JsonResponse:
    """Store this browser's push subscription (CSRF-checked like every site POST)."""
    user = _member(request)
    if user is None:
        return _refused()
    if not push.push_enabled():
        return JsonResponse({"error": "Push reminders are not set up on this site."}, status=409)
    try:
        push.push_subscription_save(user=user, subscription=_json_body(request))
    except errors.DomainError as error:
        return JsonResponse({"error": error.message}, status=error.status)
    return JsonResponse({"subscribed": True}, status=201)


@require_POST
def push_unsubscribe(request: HttpRequest) -> JsonResponse:
    user = _member(request)
    if user is None:
        return _refused()
    try:
        body = _json_body(request)
        endpoint = body.get("endpoint") if isinstance(body, dict) else None
        push.push_subscription_delete(user=user, endpoint=endpoint)
    except errors.DomainError as error:
        return JsonResponse({"error": error.message}, status=error.status)
    return JsonResponse({"subscribed": False})
