"""The site's pages and forms spend the same allowances as the API, built in one place
(accounts/guards.py ``request_checks``, rates in AUTH_THROTTLE_RATES): signed in, a post to
the move form is a move, any other post a write and a page a read, per account and per client
address; signed out, a page is a read per client address (signing in and up count apart).
Using one up answers the site's plain page: 429, when to try again, ``Retry-After``.

Never counted here: the API (its own throttles count it, once), static files, the health
checks, the service worker and the files a browser fetches by itself.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django.conf import settings
from django.http import HttpRequest, HttpResponse
from django.utils.deprecation import MiddlewareMixin

from accounts import guards, limits
from accounts.web import too_many_attempts

#: Paths this middleware leaves alone (config/urls.py), and STATIC_URL.
UNCOUNTED = ("/api/", "/healthz", "/sw.js", "/manifest.webmanifest", "/favicon.ico")

#: What the waiting page says was too many, per kind of request.
TOO_MANY: dict[guards.UseKind, str] = {"move": "moves", "write": "changes", "read": "page requests"}
WHY = "so that nobody, person or program, can crowd out the others"


class SiteLimitMiddleware(MiddlewareMixin):
    """Counts each site request just before its view (and the view's decorators) runs."""

    def process_view(
        self,
        request: HttpRequest,
        view: Callable[..., Any],
        _args: tuple[Any, ...],
        _kwargs: dict[str, Any],
    ) -> HttpResponse | None:
        if request.path.startswith((*UNCOUNTED, settings.STATIC_URL)):
            return None
        kind = guards.use_kind(method=request.method or "GET", view=view)
        user = request.user if request.user.is_authenticated else None
        checks = guards.request_checks(request, user=user, token_id=None, kind=kind)
        wait = limits.attempt(checks) if checks else 0
        if not wait:
            return None
        what = TOO_MANY[kind] + ("" if user is not None else " from your network")
        return too_many_attempts(request, wait, what, why=WHY)
