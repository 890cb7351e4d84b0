"""The API's limits (accounts/limits.py: the site's too), keyed by account, token or the one
client-address function (accounts/client_address.py).

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
from accounts.client_address import client_address
from accounts.models import ApiToken

if TYPE_CHECKING:  # DRF's settings load this module while rest_framework.views loads
    from rest_framework.views import APIView

SAFE = guards.SAFE_METHODS


class LimitThrottle(BaseThrottle):
    retry_after = 0
    #: What it (with its view) spends, for the document's 429s: the limits (scopes of
    #: AUTH_THROTTLE_RATES) of a request with one of these methods.
    methods: frozenset[str] = frozenset({"POST"})
    spends: tuple[str, ...] = ()

    @classmethod
    def scopes(
        cls, method: str, *, view: APIView, anonymous_allowed: bool, signed_in: bool
    ) -> tuple[str, ...]:
        """The limits a ``method`` request to ``view`` spends through this throttle, for the
        callers the view takes (anonymous ones, signed-in ones or both)."""
        return cls.spends if method.upper() in cls.methods else ()

    def get_ident(self, request: Request) -> str:
        return client_address(request._request)

    def wait(self) -> float | None:
        return float(self.retry_after) if self.retry_after else None

    def spend(self, request: Request, outcome: limits.Outcome) -> bool:
        limits.quotas_note(request._request, outcome)
        self.retry_after = outcome.wait
        return not outcome.wait


class RequestThrottle(LimitThrottle):
    """Every request: signed in, a move, write or read per account, token and client address
    (generous: a player, or a bot at a player's pace, never meets it; a flood does); without
    credentials, a read per client address (signing in and up have their own throttles). The
    site's pages spend the same (config/site_limits.py, accounts/guards.py)."""

    methods = frozenset({"GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE"})

    @classmethod
    def scopes(
        cls, method: str, *, view: APIView, anonymous_allowed: bool, signed_in: bool
    ) -> tuple[str, ...]:
        method = method.upper()
        kind = guards.use_kind(method=method, view=view)
        spent = (kind, f"{kind}_address") if signed_in else ()
        return spent + (("anonymous_read",) if anonymous_allowed and method in SAFE else ())

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


class LoginThrottle(LimitThrottle):
    """Refuses a client address that is waiting; the view counts the failures (per address and
    per account), checks the account's own wait once it has the username, and spends a write
    of the account for the token it issues."""

    spends = ("login", "login_account", "write")

    def allow_request(self, request: Request, view: APIView) -> bool:
        if request.method != "POST":  # revoking a token takes no password
            return True
        checks = [("login", limits.address_of(request._request))]
        return self.spend(request, limits.wait_outcome(checks))


class SignupThrottle(LimitThrottle):
    """Every sign-up attempt counts, per client address (as on the site)."""

    spends = ("signup",)

    def allow_request(self, request: Request, view: APIView) -> bool:
        if request.method != "POST":
            return True
        return self.spend(request, limits.attempt_outcome(guards.sign_up_checks(request._request)))


class GameCreateThrottle(LimitThrottle):
    """Creating a game: per account and per client address (as on the site), and one more
    with invitations when it invites."""

    spends = ("game_create", "game_create_address", "invite")

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

#: What each limit of the API counts, and per what: the document's words (api/schema.py);
#: the rates are the settings' (AUTH_THROTTLE_RATES).
SCOPE_WORDS = {
    "move": "moves, per account and per token",
    "write": "writes other than moves (issuing a token is one), per account and per token",
    "read": "reads, per account and per token",
    "move_address": "moves of signed-in callers, per client address",
    "write_address": "writes of signed-in callers, per client address",
    "read_address": "reads of signed-in callers, per client address",
    "anonymous_read": "reads without credentials, per client address",
    "login": "failed sign-ins, per client address",
    "login_account": "failed sign-ins, per account, from clients it never signed in on",
    "signup": "sign-ups, per client address",
    "game_create": "games created, per account",
    "game_create_address": "games created, per client address",
    "invite": "games created that invite someone, per account",
}

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
