"""The error responses of every operation in the OpenAPI document, derived in one place.

Each operation gets the statuses it can answer with, all in the one error shape (component
``Error<status>``: ``Error`` with ``code`` an enum of that status's codes, api/error_schema.py),
from what the view declares:

- 400 when it takes a body, query parameters or headers (invalid input, malformed JSON);
  413 (over ``API_MAX_BODY_BYTES``) and 415 (not JSON) when it takes a body;
- 401 when anonymous callers are refused (its ``security`` has no ``{}``), and otherwise when
  an authenticator rejects bad credentials (an invalid or revoked token);
- 403 on unsafe methods of views that accept a cookie session (CSRF) and on game operations;
- 404 when the path has a parameter (a private game is 404 to outsiders);
- 409 on unsafe methods of a game (``{game_id}``): stale version, not your turn, ...;
- 422 when it takes an ``Idempotency-Key`` (reused with another request);
- 429 when one of the view's throttles counts that method (for that kind of caller); such an
  operation declares the RateLimit headers on its 2xx answers and its 429.

A view method adds, explains or removes a status with ``@error_responses({status: note})``
(``None`` removes it): what a service raises that the view does not declare.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, TypeVar

from django.conf import settings
from drf_spectacular.openapi import AutoSchema
from rest_framework.authentication import SessionAuthentication

from api.error_schema import error_component_name
from api.openapi_types import schema_ref
from api.throttles import RATE_LIMIT_HEADER_DOCS

F = TypeVar("F", bound=Callable[..., Any])

ERROR_NOTES_ATTRIBUTE = "error_responses"
UNSAFE = {"POST", "PUT", "PATCH", "DELETE"}

_DESCRIPTIONS = {
    400: "Malformed request (the body is not JSON) or invalid fields or parameters "
    "(`invalid`: `details` maps each field to its messages).",
    401: "Authentication is required: no credentials, or an invalid or revoked token.",
    403: "Forbidden.",
    404: "No such resource (a private game is not found for whoever may not see it).",
    409: "The current state does not allow it (`stale_version`: your decision changed since "
    "`expected_version` (other seats' moves in a simultaneous step do not count); "
    "`details.version` is the game's version now; fetch the game again).",
    413: "The request body is larger than {limit} bytes.",
    415: "The body is not `application/json`.",
    422: "Well-formed but refused.",
    429: "Too many requests (counted per account and per token when signed in, per client "
    "address otherwise and for signing in and up): wait for `Retry-After` seconds. The "
    "`RateLimit-*` headers of every answer a limit counts say how close that is.",
}
ANONYMOUS_401 = (
    "The request carries an invalid or revoked token (anonymous requests need no credentials)."
)
_CSRF_403 = "`forbidden`: a cookie-session request without its CSRF token."
_RETRY_AFTER = {
    "Retry-After": {
        "schema": {"type": "integer"},
        "description": "Seconds to wait before trying again.",
    }
}


def _description(status: int, anonymous: bool) -> str:
    if status == 401 and anonymous:
        return ANONYMOUS_401
    return _DESCRIPTIONS[status].format(limit=settings.API_MAX_BODY_BYTES)


def error_responses(notes: Mapping[int, str | None]) -> Callable[[F], F]:
    """Declare on a view method the error statuses its services add (status -> a note on when,
    with the codes) or that the derived rules claim wrongly (status -> None)."""

    def decorate(method: F) -> F:
        setattr(method, ERROR_NOTES_ATTRIBUTE, dict(notes))
        return method

    return decorate


class ErrorResponsesAutoSchema(AutoSchema):
    """drf-spectacular's AutoSchema plus the error responses of each operation."""

    def get_operation(self, *args: Any, **kwargs: Any) -> dict[str, Any] | None:
        operation: dict[str, Any] | None = super().get_operation(*args, **kwargs)
        if operation is None:
            return None
        responses = operation["responses"]
        for status, notes in sorted(self.error_statuses(operation).items()):
            description = " ".join(notes)
            error = schema_ref(error_component_name(status))
            response: dict[str, Any] = {
                "description": description,
                "content": {"application/json": {"schema": error}},
            }
            if status == 429:
                response["headers"] = {**_RETRY_AFTER, **RATE_LIMIT_HEADER_DOCS}
            responses.setdefault(str(status), response)
        if self.limited(operation):
            for status, response in responses.items():
                if str(status).startswith("2"):
                    response.setdefault("headers", {}).update(RATE_LIMIT_HEADER_DOCS)
        return operation

    def limited(self, operation: dict[str, Any]) -> bool:
        """Whether a limit counts this operation (for the callers it takes)."""
        anonymous = {} in operation.get("security", [])
        signed_in = bool(self.view.get_authenticators())
        return any(
            getattr(t, "counts", lambda *_a, **_k: True)(
                self.method, anonymous_allowed=anonymous, signed_in=signed_in
            )
            for t in self.view.get_throttles()
        )

    def error_statuses(self, operation: dict[str, Any]) -> dict[int, list[str]]:
        """status -> the sentences of its description, for this operation."""
        statuses: dict[int, list[str]] = {}
        anonymous = {} in operation.get("security", [])

        def add(status: int, note: str | None = None) -> None:
            lines = statuses.setdefault(status, [])
            if not lines:
                lines.append(_description(status, anonymous))
            if note and note not in lines:
                lines.append(note)

        has_body = "requestBody" in operation
        inputs = [p for p in operation.get("parameters", []) if p.get("in") in {"query", "header"}]
        if has_body or inputs:
            add(400)
        if has_body:
            add(413)
            add(415)

        authenticators = self.view.get_authenticators()
        request = getattr(self.view, "request", None)
        # A view being documented may have no request; the site's authenticators never read it
        # (the stubs ask for one).
        if not anonymous or any(
            a.authenticate_header(request)  # type: ignore[arg-type]
            for a in authenticators
        ):
            add(401)

        unsafe = self.method in UNSAFE
        game = "{game_id}" in self.path
        if unsafe and any(isinstance(a, SessionAuthentication) for a in authenticators):
            add(403, _CSRF_403)
        if unsafe and game:
            add(403, "`not_a_player`: you have no seat in this game; `forbidden`: not yours to do.")
        if "{" in self.path:
            add(404)
        if unsafe and game:
            add(409)
        if any(p.get("name") == "Idempotency-Key" for p in inputs):
            add(422, "`idempotency_key_reused`: this Idempotency-Key came with another request.")
        if self.limited(operation):
            add(429)

        method = getattr(self.view, self.method.lower(), None)
        for status, note in getattr(method, ERROR_NOTES_ATTRIBUTE, {}).items():
            if note is None:
                statuses.pop(status, None)
            else:
                add(status, note)
        return statuses
