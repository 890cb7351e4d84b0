"""Throttles for the endpoints that take passwords; rates from settings (env-tunable)."""

from __future__ import annotations

from django.conf import settings
from rest_framework.request import Request
from rest_framework.throttling import SimpleRateThrottle
from rest_framework.views import APIView


class _ByIpThrottle(SimpleRateThrottle):
    def get_rate(self) -> str:
        return str(settings.AUTH_THROTTLE_RATES[self.scope])

    def get_cache_key(self, request: Request, view: APIView) -> str:
        return self.cache_format % {"scope": self.scope, "ident": self.get_ident(request)}


class LoginThrottle(_ByIpThrottle):
    scope = "login"


class SignupThrottle(_ByIpThrottle):
    scope = "signup"
