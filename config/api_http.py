"""HTTP for API clients that poll: validators, compression and cache rules on /api/ only.

- ``ETag`` (a hash of the body each caller gets, so strong and per caller: two seats of one
  game never share a tag unless they get the same bytes) and ``304 Not Modified`` for a
  matching ``If-None-Match``: Django's ConditionalGetMiddleware, kept to the API.
- gzip when the client asks (Django's GZipMiddleware, which pads against BREACH), except for
  the token endpoints, whose answers hold a secret beside what the client sent.
- ``Cache-Control: private, no-cache`` on reads: every answer depends on who asks and may
  change at the next move, so a shared cache must not keep it and a client revalidates.
"""

from __future__ import annotations

from django.http import HttpRequest, HttpResponseBase
from django.middleware.gzip import GZipMiddleware
from django.middleware.http import ConditionalGetMiddleware
from django.utils.cache import patch_cache_control

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
