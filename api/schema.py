"""What each operation of the OpenAPI document answers besides its success, derived in one place
from what its view declares: its error statuses with their codes, the limits it counts against
and, on reads, conditional GETs (``If-None-Match``, the ``ETag``, ``304``: config/api_http.py).
A DELETE view that names a request body (``extend_schema(request=...)``) documents it.

Each operation gets the statuses it can answer with, each with the codes it can answer with at
that status:

- 400 (``invalid``, ``malformed_request``) when it takes a body, query parameters or headers;
  413 (``payload_too_large``, over ``API_MAX_BODY_BYTES``) and 415 (``unsupported_media_type``)
  when it takes a body;
- 401 when anonymous callers are refused (its ``security`` has no ``{}``: ``not_authenticated``,
  ``authentication_failed``), and otherwise when an authenticator rejects bad credentials (an
  invalid or revoked token: ``authentication_failed``);
- 403 (``forbidden``) on unsafe methods of views that accept a cookie session (CSRF), and
  (``insufficient_scope``) when the view declares a scope for it (api/permissions.py);
- 404 (``not_found``) when the path has a parameter (a private game is 404 to outsiders);
- 422 (``idempotency_key_reused``) when it takes an ``Idempotency-Key``;
- 429 (``throttled``) when one of the view's throttles counts that method (for that kind of
  caller); such an operation names each limit it counts against, at its configured rate (its
  429's description and ``x-rate-limit``), and declares the RateLimit headers on its 2xx and
  304 answers and its 429.

A view method adds the codes its services answer with, and when, with
``@error_responses({status: answers("code", ..., note="...")})``, or removes a status the rules
claim wrongly (``None``). Each error response refers to a component of its own whose ``code`` is
an enum of exactly those codes (api/error_schema.py).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, TypedDict, TypeVar

from django.conf import settings
from drf_spectacular.openapi import AutoSchema
from drf_spectacular.plumbing import ResolvedComponent
from rest_framework.authentication import SessionAuthentication

from accounts import limits
from api.authentication import HashedTokenAuthentication
from api.error_schema import operation_error_name, operation_error_schema
from api.errors import codes_by_status
from api.openapi_types import components
from api.permissions import required_scope
from api.throttles import RATE_LIMIT_HEADER_DOCS, SCOPE_WORDS, LimitThrottle

F = TypeVar("F", bound=Callable[..., Any])

ERROR_NOTES_ATTRIBUTE = "error_responses"
UNSAFE = {"POST", "PUT", "PATCH", "DELETE"}

_DESCRIPTIONS = {
    400: "The request cannot be read or is not valid.",
    401: "Authentication is required: no credentials, or an invalid or revoked token.",
    403: "Forbidden.",
    404: "No such resource (a private game is not found for whoever may not see it).",
    409: "The current state does not allow it.",
    413: "The request body is larger than {limit} bytes.",
    415: "The body is not `application/json`.",
    422: "Well-formed but refused.",
    429: "Too many requests: wait for `Retry-After` seconds. The `RateLimit-*` headers of "
    "every answer a limit counts say how close the limit nearest to refusing you is.",
}
ANONYMOUS_401 = (
    "The request carries an invalid or revoked token (anonymous requests need no credentials)."
)
_INVALID_400 = (
    "`invalid`: fields or parameters (`details` maps each to its messages); "
    "`malformed_request`: the body is not JSON, or text holds a NUL or a lone surrogate."
)
_CSRF_403 = "`forbidden`: a cookie-session request without its CSRF token."
_ETAG = {
    "ETag": {
        "schema": {"type": "string"},
        "required": True,
        "description": "A tag of this answer (a hash of the body you get, so yours alone): "
        'strong (`"..."`), or weak (`W/"..."`) when the answer is gzipped (its bytes vary). '
        "Send it back as `If-None-Match`.",
    }
}
_IF_NONE_MATCH = {
    "name": "If-None-Match",
    "in": "header",
    "required": False,
    "schema": {"type": "string"},
    "description": "The `ETag` of the answer you have: if this one is still the same, the "
    'answer is `304` with no body. Compared weakly (RFC 9110): `W/"x"` and `"x"` match, so '
    "a tag from a gzipped answer works for a plain one and the other way round.",
}
_NOT_MODIFIED = (
    "Not Modified: the answer is still the one your `If-None-Match` names; no body. It "
    "carries the tag a `200` would have."
)
_RETRY_AFTER = {
    "Retry-After": {
        "schema": {"type": "integer"},
        "description": "Seconds to wait before trying again.",
    }
}


class RateLimitDoc(TypedDict):
    """One limit an operation counts against, in its ``x-rate-limit`` extension."""

    scope: str  # the name in AUTH_THROTTLE_RATES (THROTTLE_<SCOPE> in the environment)
    limit: int  # requests allowed per window
    window: int  # seconds
    counts: str  # what it counts, per what


def _limits_words(counted: list[RateLimitDoc]) -> str:
    """The limits of an operation in a sentence, for its 429."""
    each = [
        f"{doc['counts']} ({_rate_words(limits.Rate(doc['limit'], doc['window']))})"
        for doc in counted
    ]
    return "This operation counts against: " + "; ".join(each) + "."


def _rate_words(rate: limits.Rate) -> str:
    """``Rate(10, 900)`` -> "10 per 15 minutes"."""
    for seconds, unit in ((86400, "day"), (3600, "hour"), (60, "minute"), (1, "second")):
        if rate.seconds % seconds == 0:
            periods = rate.seconds // seconds
            return (
                f"{rate.count} per {unit}"
                if periods == 1
                else (f"{rate.count} per {periods} {unit}s")
            )
    raise AssertionError("every window is a whole number of seconds")


def _description(status: int, anonymous: bool) -> str:
    if status == 401 and anonymous:
        return ANONYMOUS_401
    return _DESCRIPTIONS[status].format(limit=settings.API_MAX_BODY_BYTES)


@dataclass(frozen=True)
class ErrorCodes:
    """The codes a view method answers with at one status, and a sentence on when (or none)."""

    codes: tuple[str, ...]
    note: str = ""


def answers(*codes: str, note: str = "") -> ErrorCodes:
    return ErrorCodes(codes, note)


def error_responses(declared: Mapping[int, ErrorCodes | None]) -> Callable[[F], F]:
    """Declare on a view method the error codes its services answer with, by status (added to
    what the rules derive), or a status the derived rules claim wrongly (status -> None)."""

    def decorate(method: F) -> F:
        setattr(method, ERROR_NOTES_ATTRIBUTE, dict(declared))
        return method

    return decorate


@dataclass
class _Status:
    """One error status of an operation while it is derived: its codes and its sentences."""

    codes: set[str]
    notes: list[str]


class ErrorResponsesAutoSchema(AutoSchema):
    """drf-spectacular's AutoSchema plus the error responses of each operation."""

    def get_operation(self, *args: Any, **kwargs: Any) -> dict[str, Any] | None:
        operation: dict[str, Any] | None = super().get_operation(*args, **kwargs)
        if operation is None:
            return None
        responses = operation["responses"]
        for status, derived in sorted(self.error_statuses(operation).items()):
            description = " ".join(derived.notes)
            response: dict[str, Any] = {
                "description": description,
                "content": {
                    "application/json": {
                        "schema": self.error_component(operation, status, derived.codes)
                    }
                },
            }
            if status == 429:
                response["headers"] = {**_RETRY_AFTER, **RATE_LIMIT_HEADER_DOCS}
            responses.setdefault(str(status), response)
        # A stream (api/views/streams.py) has no tag: it is never the same twice.
        if self.method == "GET" and not getattr(self.view, "streamed", False):
            self.conditional_get_document(operation)
        counted = self.rate_limits(operation)
        if counted:
            operation["x-rate-limit"] = counted
            for status, response in responses.items():
                if str(status).startswith("2") or status == "304":
                    response.setdefault("headers", {}).update(RATE_LIMIT_HEADER_DOCS)
        return operation

    def conditional_get_document(self, operation: dict[str, Any]) -> None:
        """Every API read answers with an ETag and takes it back (config/api_http.py)."""
        operation.setdefault("parameters", []).append(_IF_NONE_MATCH)
        responses = operation["responses"]
        responses["200"].setdefault("headers", {}).update(_ETAG)
        responses["304"] = {"description": _NOT_MODIFIED, "headers": {**_ETAG}}

    def _get_request_body(self, direction: str = "request") -> dict[str, Any] | None:
        """drf-spectacular documents no body for DELETE; a DELETE view that names one
        (``extend_schema(request=...)``: deleting the account takes the password) reads it, so
        a client generated from the document must be able to send it."""
        # drf-spectacular's own method is unannotated.
        build = super()._get_request_body
        if self.method != "DELETE" or self.get_request_serializer() is None:
            body: dict[str, Any] | None = build(direction)  # type: ignore[no-untyped-call]
            return body
        self.method = "POST"  # its only test is the method; the body is built as for a POST
        try:
            body = build(direction)  # type: ignore[no-untyped-call]
        finally:
            self.method = "DELETE"
        return body

    def error_component(
        self, operation: dict[str, Any], status: int, codes: set[str]
    ) -> dict[str, str]:
        """A ``$ref`` to this operation's component for ``status``, registered here."""
        name = operation_error_name(operation["operationId"], status)
        described = f"An error of `{self.method} {self.path}` with status {status}."
        schema = operation_error_schema(
            components()["ErrorBody"], name=name, codes=sorted(codes), description=described
        )
        # drf-spectacular's registry (its ResolvedComponent is unannotated) puts it in the
        # document's components once, however many times the operation is documented.
        component = ResolvedComponent(  # type: ignore[no-untyped-call]
            name, ResolvedComponent.SCHEMA, schema=schema, object=name
        )
        self.registry.register_on_missing(component)
        ref: dict[str, str] = component.ref
        return ref

    def limits(self, operation: dict[str, Any]) -> list[str]:
        """The limits (scopes of AUTH_THROTTLE_RATES) that count this operation, for the
        callers it takes, as the view's throttles say."""
        anonymous = {} in operation.get("security", [])
        signed_in = bool(self.view.get_authenticators())
        found: dict[str, None] = {}
        for throttle in self.view.get_throttles():
            if not isinstance(throttle, LimitThrottle):  # its limits could not be documented
                raise TypeError(f"{self.path}: {type(throttle).__name__} is not a LimitThrottle")
            scopes = throttle.scopes(
                self.method, view=self.view, anonymous_allowed=anonymous, signed_in=signed_in
            )
            found.update(dict.fromkeys(scopes))
        return list(found)

    def rate_limits(self, operation: dict[str, Any]) -> list[RateLimitDoc]:
        """Each limit the operation counts against, at the rate the settings give it."""
        found: list[RateLimitDoc] = []
        for scope in self.limits(operation):
            rate = limits.rate_of(scope)
            words = SCOPE_WORDS[scope]
            found.append(
                {"scope": scope, "limit": rate.count, "window": rate.seconds, "counts": words}
            )
        return found

    def error_statuses(self, operation: dict[str, Any]) -> dict[int, _Status]:
        """status -> its codes and the sentences of its description, for this operation."""
        statuses: dict[int, _Status] = {}
        anonymous = {} in operation.get("security", [])

        def add(status: int, *codes: str, note: str = "") -> None:
            known = codes_by_status().get(status, [])
            unknown = [code for code in codes if code not in known]
            if unknown:  # a typo here would put a code no answer ever has into the enum
                raise ValueError(f"{self.method} {self.path}: {status} has no code {unknown}.")
            derived = statuses.setdefault(status, _Status(set(), [_description(status, anonymous)]))
            derived.codes.update(codes)
            if note and note not in derived.notes:
                derived.notes.append(note)

        has_body = "requestBody" in operation
        inputs = [p for p in operation.get("parameters", []) if p.get("in") in {"query", "header"}]
        if has_body or inputs:
            # A NUL in a query string is refused before the view (config/middleware.py).
            add(400, "invalid", "malformed_request", note=_INVALID_400)
        if has_body:
            add(413, "payload_too_large")
            add(415, "unsupported_media_type")

        authenticators = self.view.get_authenticators()
        request = getattr(self.view, "request", None)
        # A view being documented may have no request; the site's authenticators never read it
        # (the stubs ask for one).
        challenged = any(
            a.authenticate_header(request)  # type: ignore[arg-type]
            for a in authenticators
        )
        if not anonymous:
            add(401, "not_authenticated", "authentication_failed")
        elif challenged:
            add(401, "authentication_failed")

        if self.method in UNSAFE and any(
            isinstance(a, SessionAuthentication) for a in authenticators
        ):
            add(403, "forbidden", note=_CSRF_403)
        scope = required_scope(self.view, self.method)
        if scope and any(isinstance(a, HashedTokenAuthentication) for a in authenticators):
            add(
                403,
                "insufficient_scope",
                note=f"`insufficient_scope`: the token lacks the scope `{scope}`.",
            )
        if "{" in self.path:
            add(404, "not_found")
        if any(p.get("name") == "Idempotency-Key" for p in inputs):
            add(
                422,
                "idempotency_key_reused",
                note="`idempotency_key_reused`: this Idempotency-Key came with another request.",
            )
        counted = self.rate_limits(operation)
        if counted:
            add(429, "throttled", note=_limits_words(counted))

        method = getattr(self.view, self.method.lower(), None)
        for status, declared in getattr(method, ERROR_NOTES_ATTRIBUTE, {}).items():
            if declared is None:
                statuses.pop(status, None)
            else:
                add(status, *declared.codes, note=declared.note)
        return statuses
