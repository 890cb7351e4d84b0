"""HTTP for API clients: validators, compression, cache rules and CORS, on /api/ only.

- ``ETag`` (a hash of the body each caller gets, so per caller: two seats of one game never
  share a tag unless they get the same JSON) and ``304 Not Modified`` for a matching
  ``If-None-Match``, compared weakly as RFC 9110 (13.1.2) has it for GET.
- gzip when the client asks (Django's GZipMiddleware, which pads against BREACH), except for
  the token endpoints, whose answers hold a secret beside what the client sent, and the event
  streams, whose lines must leave as they come. A gzipped
  answer's tag is weak (``W/"..."``): its bytes differ at each answer (the padding), which a
  strong tag would deny. The ETag is made before compression and If-None-Match is compared
  after it, so a 304 carries exactly the tag its 200 would have.
- ``Cache-Control: private, no-cache`` on reads: every answer depends on who asks and may
  change at the next move, so a shared cache must not keep it and a client revalidates.
- CORS for the origins the operator lists (``ApiCorsMiddleware`` below), also on the OAuth
  token and revocation endpoints, which browser apps call.
- ``RateLimit-Limit``, ``-Remaining`` and ``-Reset`` (the IETF httpapi draft's names) on every
  answer a limit counted: the limit closest to refusing this client (``ApiRateLimitMiddleware``).
"""

from __future__ import annotations

from django.conf import settings
from django.http import HttpRequest, HttpResponse, HttpResponseBase
from django.middleware.gzip import GZipMiddleware
from django.utils.cache import (
    get_conditional_response,
    patch_cache_control,
    patch_vary_headers,
    set_response_etag,
)
from django.utils.deprecation import MiddlewareMixin

from accounts.limits import quota_tightest

API = "/api/"
#: The OAuth endpoints a browser app (a public client, docs/oauth.md) calls from its own page.
OAUTH_CALLED_FROM_APPS = ("/o/token/", "/o/revoke_token/")
CORS_PATHS = (API, *OAUTH_CALLED_FROM_APPS)
NEVER_COMPRESSED = "/api/v1/auth/"


class ApiGZipMiddleware(GZipMiddleware):
    def process_response(
        self, request: HttpRequest, response: HttpResponseBase
    ) -> HttpResponseBase:
        if not request.path.startswith(API) or request.path.startswith(NEVER_COMPRESSED):
            return response
        if response.streaming:  # an event stream's lines go out as they come (api/streaming.py)
            return response
        return super().process_response(request, response)


class ApiETagMiddleware(MiddlewareMixin):
    """Inside gzip: the tag of the JSON itself, and the cache rule of reads."""

    def process_response(
        self, request: HttpRequest, response: HttpResponseBase
    ) -> HttpResponseBase:
        if not request.path.startswith(API) or request.method not in ("GET", "HEAD"):
            return response
        if not response.has_header("Cache-Control"):
            patch_cache_control(response, private=True, no_cache=True)
        # A HEAD has no body to hash (as Django's ConditionalGetMiddleware: GET only).
        if request.method == "GET" and not response.has_header("ETag"):
            set_response_etag(response)  # strong, unless gzip weakens it on the way out
        return response


class ApiConditionalGetMiddleware(MiddlewareMixin):
    """Outside gzip: If-None-Match against the tag as it is sent, weakly (``W/"x"`` matches
    ``"x"``); a match is a 304 with no body that carries that very tag."""

    def process_response(
        self, request: HttpRequest, response: HttpResponseBase
    ) -> HttpResponseBase:
        if not request.path.startswith(API) or request.method != "GET":
            return response
        if not isinstance(response, HttpResponse) or not response.has_header("ETag"):
            return response  # streamed answers have no tag
        return (
            get_conditional_response(request, etag=response["ETag"], response=response) or response
        )


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
    if not origin or not request.path.startswith(CORS_PATHS):
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
        if request.path.startswith(CORS_PATHS):
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
