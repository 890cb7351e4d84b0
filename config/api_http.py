"""HTTP for API clients: validators, compression, cache rules and CORS, on /api/ only.

- ``ETag`` (a hash of the body each caller gets, so strong and per caller: two seats of one
  game never share a tag unless they get the same bytes) and ``304 Not Modified`` for a
  matching ``If-None-Match``: Django's ConditionalGetMiddleware, kept to the API.
- gzip when the client asks (Django's GZipMiddleware, which pads against BREACH), except for
  the token endpoints, whose answers hold a secret beside what the client sent.
- ``Cache-Control: private, no-cache`` on reads: every answer depends on who asks and may
  change at the next move, so a shared cache must not keep it and a client revalidates.
- CORS for the origins the operator lists (``ApiCorsMiddleware`` below).
- ``RateLimit-Limit``, ``-Remaining`` and ``-Reset`` (the IETF httpapi draft's names) on every
  answer a limit counted: the limit closest to refusing this client (``ApiRateLimitMiddleware``).
"""

from __future__ import annotations

from django.conf import settings
from django.http import HttpRequest, HttpResponse, HttpResponseBase
from django.middleware.gzip import GZipMiddleware
from django.middleware.http import ConditionalGetMiddleware
from django.utils.cache import patch_cache_control, patch_vary_headers
from django.utils.deprecation import MiddlewareMixin

from accounts.limits import quota_tightest

API = "/api/"
NEVER_COMPRESSED = "/api/v1/auth/"


class ApiGZipMiddleware(GZipMiddleware):
    def process_response(
        self, request: HttpRequest, response: HttpResponseBase
    ) -> HttpResponseBase:
        if not request.path.startswith(API) or request.path.startswith(NEVER_COMPRESSED):
            return response
        return super().process_response(request, response)


class ApiConditionalGetMiddleware(ConditionalGetMiddleware):
    def process_response(
        self, request: HttpRequest, response: HttpResponseBase
    ) -> HttpResponseBase:
        if not request.path.startswith(API):
            return response
        if request.method in ("GET", "HEAD") and not response.has_header("Cache-Control"):
            patch_cache_control(response, private=True, no_cache=True)
        return super().process_response(request, response)


# Cross-origin clients (a browser app on another site): CORS for the API, no credentials.
ALLOWED_METHODS = "GET, POST, PATCH, DELETE, OPTIONS"
ALLOWED_HEADERS = "Authorization, Content-Type, Idempotency-Key, If-None-Match, X-Request-ID"
RATE_LIMIT_HEADERS = ("RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset")
EXPOSED_HEADERS = ", ".join(
    ("ETag", "Retry-After", "Idempotent-Replayed", "X-Request-ID", *RATE_LIMIT_HEADERS)
)
PREFLIGHT_MAX_AGE = "600"


def _cors_origin(request: HttpRequest) -> str | None:
    """The request's Origin, if it is an API request from an origin the operator allows."""
    origin = request.headers.get("Origin")
    if not origin or not request.path.startswith(API):
        return None
    allowed = settings.CORS_ALLOWED_ORIGINS
    return origin if "*" in allowed or origin in allowed else None


class ApiCorsMiddleware(MiddlewareMixin):
    """``CORS_ALLOWED_ORIGINS`` may call the API from a browser (none by default: the site's
    own pages are same-origin). Tokens travel in the Authorization header, so credentials
    (cookies) are never allowed across origins: a foreign page cannot ride a signed-in session.
    """

    def process_request(self, request: HttpRequest) -> HttpResponse | None:
        preflight = (
            request.method == "OPTIONS" and "Access-Control-Request-Method" in request.headers
        )
        origin = _cors_origin(request) if preflight else None
        if origin is None:
            return None
        response = HttpResponse(status=204)
        response["Access-Control-Allow-Methods"] = ALLOWED_METHODS
        response["Access-Control-Allow-Headers"] = ALLOWED_HEADERS
        response["Access-Control-Max-Age"] = PREFLIGHT_MAX_AGE
        return response

    def process_response(
        self, request: HttpRequest, response: HttpResponseBase
    ) -> HttpResponseBase:
        if request.path.startswith(API):
            patch_vary_headers(response, ["Origin"])
        origin = _cors_origin(request)
        if origin is not None:
            response["Access-Control-Allow-Origin"] = origin
            response["Access-Control-Expose-Headers"] = EXPOSED_HEADERS
        return response


class ApiRateLimitMiddleware(MiddlewareMixin):
    """The standing of the limit closest to refusing this client, on every API answer that a
    limit counted (304s and 429s included; it sits outside the ETag middleware): how many
    requests it allows per window, how many are left, and the seconds until it is whole again
    (or, once used up, until the wait is over: ``Retry-After``)."""

    def process_response(
        self, request: HttpRequest, response: HttpResponseBase
    ) -> HttpResponseBase:
        quota = quota_tightest(request) if request.path.startswith(API) else None
        if quota is not None:
            values = (quota.limit, quota.remaining, quota.reset)
            for name, value in zip(RATE_LIMIT_HEADERS, values, strict=True):
                response[name] = str(value)
        return response
