"""Throttles of the endpoints that take passwords: the site's limits (accounts/limits.py),
keyed by the one client-address function (config/client_address.py)."""

from __future__ import annotations

from rest_framework.request import Request
from rest_framework.throttling import BaseThrottle
from rest_framework.views import APIView

from accounts import guards, limits
from config.client_address import client_address


class _LimitThrottle(BaseThrottle):
    retry_after = 0

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
