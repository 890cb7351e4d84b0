"""The API's limits (accounts/limits.py: the site's too), keyed by account, token or the one
client-address function (config/client_address.py).

``RequestThrottle`` is on every view: each signed-in request spends a move, a write or a read
of its account's (and token's) allowance, and a read without credentials one of its client
address's; the other throttles add the limits of signing in, signing up and creating games.
Each leaves where its limits stand on the request, and the RateLimit headers say the tightest
(config/api_http.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rest_framework.request import Request
from rest_framework.throttling import BaseThrottle

from accounts import guards, limits
from accounts.models import ApiToken
from config.client_address import client_address

if TYPE_CHECKING:  # DRF's settings load this module while rest_framework.views loads
    from rest_framework.views import APIView

SAFE = guards.SAFE_METHODS


class _LimitThrottle(BaseThrottle):
    retry_after = 0
    #: Which requests it counts, for the schema's 429s: these methods, by anyone or by
    #: anonymous callers only.
    methods: frozenset[str] = frozenset({"POST"})
    anonymous_only = False

    @classmethod
    def counts(cls, method: str, *, anonymous_allowed: bool, signed_in: bool = True) -> bool:
        return method.upper() in cls.methods and (anonymous_allowed or not cls.anonymous_only)

    def get_ident(self, request: Request) -> str:
        return client_address(request._request)

    def wait(self) -> float | None:
        return float(self.retry_after) if self.retry_after else None

    def spend(self, request: Request, outcome: limits.Outcome) -> bool:
        limits.quotas_note(request._request, outcome)
        self.retry_after = outcome.wait
        return not outcome.wait


class RequestThrottle(_LimitThrottle):
    """Every request: signed in, a move, write or read per account, token and client address
    (generous: a player, or a bot at a player's pace, never meets it; a flood does); without
    credentials, a read per client address (signing in and up have their own throttles). The
    site's pages spend the same (config/site_limits.py, accounts/guards.py)."""

    methods = frozenset({"GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE"})

    @classmethod
    def counts(cls, method: str, *, anonymous_allowed: bool, signed_in: bool = True) -> bool:
        return signed_in or (anonymous_allowed and method.upper() in SAFE)

    def allow_request(self, request: Request, view: APIView) -> bool:
        user = request.user if request.user.is_authenticated else None
        checks = guards.request_checks(
            request._request,
            user=user,
            token_id=request.auth.pk if isinstance(request.auth, ApiToken) else None,
            kind=guards.use_kind(method=request.method or "GET", view=view),
        )
        if not checks:  # an anonymous write: signing in and up count in their own throttles
            return True
        return self.spend(request, limits.attempt_outcome(checks))


class LoginThrottle(_LimitThrottle):
    """Refuses a client address that is waiting; the view counts the failures (per address and
    per account) and checks the account's own wait once it has the username."""

    def allow_request(self, request: Request, view: APIView) -> bool:
        if request.method != "POST":  # revoking a token takes no password
            return True
        checks = [("login", limits.address_of(request._request))]
        return self.spend(request, limits.wait_outcome(checks))


class SignupThrottle(_LimitThrottle):
    """Every sign-up attempt counts, per client address (as on the site)."""

    def allow_request(self, request: Request, view: APIView) -> bool:
        if request.method != "POST":
            return True
        return self.spend(request, limits.attempt_outcome(guards.sign_up_checks(request._request)))


class GameCreateThrottle(_LimitThrottle):
    """Creating a game: per account and per client address (as on the site)."""

    def invites(self, request: Request) -> bool:
        return isinstance(request.data, dict) and bool(request.data.get("invite"))

    def allow_request(self, request: Request, view: APIView) -> bool:
        if request.method != "POST" or not request.user.is_authenticated:
            return True
        checks = guards.game_create_checks(
            request._request, request.user, invites=self.invites(request)
        )
        return self.spend(request, limits.attempt_outcome(checks))


class RematchThrottle(GameCreateThrottle):
    """A rematch is a new game that invites the other players."""

    def invites(self, request: Request) -> bool:
        return True


#: Every view's throttles begin with these (config/settings.py makes them the default).
THROTTLES: list[type[BaseThrottle]] = [RequestThrottle]

#: The RateLimit headers as the OpenAPI document declares them (api/schema.py).
RATE_LIMIT_HEADER_DOCS = {
    "RateLimit-Limit": {
        "schema": {"type": "integer"},
        "description": "Requests allowed per window by the limit closest to refusing you "
        "(the IETF httpapi RateLimit headers; the limit's own window starts at its first "
        "request).",
    },
    "RateLimit-Remaining": {
        "schema": {"type": "integer"},
        "description": "How many of them are left in this window (0: the next is a 429).",
    },
    "RateLimit-Reset": {
        "schema": {"type": "integer"},
        "description": "Seconds until the allowance is whole again; once it is used up, "
        "until you may try again (as `Retry-After`).",
    },
}
