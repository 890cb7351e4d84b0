"""Throttles of the endpoints that take passwords: the site's limits (accounts/limits.py),
keyed by the one client-address function (config/client_address.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rest_framework.request import Request
from rest_framework.throttling import BaseThrottle

from accounts import guards, limits
from config.client_address import client_address

if TYPE_CHECKING:  # DRF's settings load this module while rest_framework.views loads
    from rest_framework.views import APIView


class _LimitThrottle(BaseThrottle):
    retry_after = 0
    #: Which requests it counts, for the schema's 429s: these methods, by anyone or by
    #: anonymous callers only.
    methods: frozenset[str] = frozenset({"POST"})
    anonymous_only = False

    @classmethod
    def counts(cls, method: str, *, anonymous_allowed: bool) -> bool:
        return method.upper() in cls.methods and (anonymous_allowed or not cls.anonymous_only)

    def get_ident(self, request: Request) -> str:
        return client_address(request._request)

    def wait(self) -> float | None:
        return float(self.retry_after) if self.retry_after else None


class LoginThrottle(_LimitThrottle):
    """Refuses a client address that is waiting; the view counts the failures (per address and
    per account) and checks the account's own wait once it has the username."""

    def allow_request(self, request: Request, view: APIView) -> bool:
        if request.method != "POST":  # revoking a token takes no password
            return True
        self.retry_after = limits.wait_for([("login", limits.address_of(request._request))])
        return not self.retry_after


class SignupThrottle(_LimitThrottle):
    """Every sign-up attempt counts, per client address (as on the site)."""

    def allow_request(self, request: Request, view: APIView) -> bool:
        if request.method != "POST":
            return True
        self.retry_after = guards.sign_up_attempt(request._request)
        return not self.retry_after


class GameCreateThrottle(_LimitThrottle):
    """Creating a game: per account and per client address (as on the site)."""

    def invites(self, request: Request) -> bool:
        return isinstance(request.data, dict) and bool(request.data.get("invite"))

    def allow_request(self, request: Request, view: APIView) -> bool:
        if request.method != "POST" or not request.user.is_authenticated:
            return True
        self.retry_after = guards.game_create_attempt(
            request._request, request.user, invites=self.invites(request)
        )
        return not self.retry_after


class RematchThrottle(GameCreateThrottle):
    """A rematch is a new game that invites the other players."""

    def invites(self, request: Request) -> bool:
        return True


class AnonymousReadThrottle(_LimitThrottle):
    """Reads without credentials, per client address: generous, but not unlimited."""

    methods = frozenset({"GET", "HEAD"})
    anonymous_only = True

    def allow_request(self, request: Request, view: APIView) -> bool:
        if request.method not in ("GET", "HEAD") or request.user.is_authenticated:
            return True
        self.retry_after = guards.anonymous_read_attempt(request._request)
        return not self.retry_after
