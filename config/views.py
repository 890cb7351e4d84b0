"""Site-wide views: home page, health check and the error pages."""

from __future__ import annotations

import ipaddress
import secrets

from django.conf import settings
from django.contrib.staticfiles.storage import staticfiles_storage
from django.core.exceptions import DisallowedHost, RequestDataTooBig
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import render
from django.views.decorators.cache import never_cache
from django.views.decorators.csrf import csrf_exempt

from accounts.client_address import client_address
from config.health import Check, health_checks, readiness_checks
from games.errors import ErrorDetails, error_answer


def is_operator(request: HttpRequest) -> bool:
    """Staff signed in, the HEALTH_TOKEN as a bearer token, or a client on this machine (the
    launcher, a supervisor, ``curl localhost``; behind a proxy TRUSTED_PROXY_COUNT says who)."""
    user = getattr(request, "user", None)
    if user is not None and user.is_authenticated and user.is_staff:
        return True
    token = str(settings.HEALTH_TOKEN)
    sent = request.headers.get("Authorization", "")
    if token and secrets.compare_digest(sent.encode(), f"Bearer {token}".encode()):
        return True
    try:
        return ipaddress.ip_address(client_address(request)).is_loopback
    except ValueError:
        return False


def _health_answer(checks: dict[str, Check]) -> JsonResponse:
    ok = all(check.ok for check in checks.values())
    body = {
        "status": "ok" if ok else "fail",
        "checks": {name: check.as_json() for name, check in checks.items()},
    }
    return JsonResponse(body, status=200 if ok else 503)


@never_cache
def healthz_live(_request: HttpRequest) -> JsonResponse:
    """The process is up and serving; no dependency is asked (a restart is the only cure)."""
    return JsonResponse({"status": "ok"})


@never_cache
def healthz_ready(_request: HttpRequest) -> JsonResponse:
    return _health_answer(readiness_checks())


@never_cache
def healthz(request: HttpRequest) -> JsonResponse:
    """Every service, Celery included: each call enqueues a task, so operators only."""
    if not is_operator(request):
        return api_error(
            "forbidden",
            "The full health check is for operators; load balancers use /healthz/ready.",
            403,
        )
    return _health_answer(health_checks())


def manifest(_request: HttpRequest) -> JsonResponse:
    """The web app manifest, so the site can be added to a phone's home screen."""
    icon = staticfiles_storage.url
    body = {
        "name": settings.SITE_NAME,
        "short_name": "Hachi",
        "start_url": "/",
        "display": "standalone",
        "background_color": "#fbf8f3",
        "theme_color": "#b3261e",
        "icons": [
            {"src": icon("icons/icon-192.png"), "sizes": "192x192", "type": "image/png"},
            {"src": icon("icons/icon-512.png"), "sizes": "512x512", "type": "image/png"},
            {"src": icon("icons/icon.svg"), "sizes": "any", "type": "image/svg+xml"},
        ],
    }
    return JsonResponse(body, content_type="application/manifest+json")


def ping(_request: HttpRequest) -> JsonResponse:
    """The cheapest JSON answer the site gives: connectivity checks and the API benchmark."""
    return JsonResponse({"ok": True})


def _is_api(request: HttpRequest) -> bool:
    return request.path.startswith("/api/")


def api_error(code: str, message: str, status: int) -> JsonResponse:
    """The one JSON error shape of the API (design §5), for what Django refuses before it."""
    return JsonResponse(error_answer(code, message), status=status)


def not_found(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    if _is_api(request):
        return api_error("not_found", f"No API resource at {request.path}.", 404)
    return render(request, "404.html", status=404)


def bad_request(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    """Django's 400s (a body over DATA_UPLOAD_MAX_MEMORY_SIZE, a Host not in ALLOWED_HOSTS):
    JSON under /api/, words on the site. Nothing here may read the Host again."""
    if isinstance(exception, RequestDataTooBig):
        limit = settings.DATA_UPLOAD_MAX_MEMORY_SIZE
        if _is_api(request):
            message = f"The request body is larger than {settings.API_MAX_BODY_BYTES} bytes."
            return api_error("payload_too_large", message, 413)
        reason = f"It was larger than {limit // 1024} KB, far more than any form here sends."
        return _plain_400(reason, status=413)
    if isinstance(exception, DisallowedHost):
        if _is_api(request):
            return api_error("bad_host", "This server does not answer for that Host.", 400)
        return _plain_400("This server does not answer for that Host.")
    if _is_api(request):
        return api_error("bad_request", "The request could not be read.", 400)
    return _plain_400("Something in it, an address far too long say, is more than this site takes.")


def _plain_400(reason: str, *, status: int = 400) -> HttpResponse:
    # Not the site's template: it builds links from the Host, which may be the problem.
    body = f"<!doctype html><title>Bad request</title><p>That request could not be read. {reason}"
    return HttpResponse(body, status=status, content_type="text/html; charset=utf-8")


def server_error(request: HttpRequest) -> HttpResponse:
    if _is_api(request):
        request_id: str = getattr(request, "request_id", "")
        details: ErrorDetails = {"request_id": request_id} if request_id else {}
        body = error_answer("server_error", "Something went wrong on our side.", details)
        return JsonResponse(body, status=500)
    context = {"request_id": getattr(request, "request_id", "")}
    return render(request, "500.html", context, status=500)


@csrf_exempt
def api_not_found(request: HttpRequest, unmatched: str = "") -> HttpResponse:
    """Catch-all under /api/ so unknown API paths answer JSON even with DEBUG on.

    CSRF-exempt: it changes nothing, and a POST to an unknown API path must get the JSON 404,
    not Django's HTML CSRF page."""
    return not_found(request)
