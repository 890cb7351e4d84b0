"""One mapping from exceptions to the API's JSON error shape (design §5)."""

from __future__ import annotations

from typing import Any

from django.core.exceptions import PermissionDenied as DjangoPermissionDenied
from django.http import Http404
from rest_framework import exceptions, status
from rest_framework.response import Response
from rest_framework.views import exception_handler as drf_exception_handler

from api.parsers import PayloadTooLarge
from games.errors import (
    SPECIFIC_CODES,
    DomainError,
    FieldMessages,
    InsufficientScope,
    error_answer,
)

_CODES: dict[type[exceptions.APIException], str] = {
    exceptions.ParseError: "malformed_request",
    exceptions.ValidationError: "invalid",
    exceptions.NotAuthenticated: "not_authenticated",
    exceptions.AuthenticationFailed: "authentication_failed",
    exceptions.PermissionDenied: "forbidden",
    exceptions.NotFound: "not_found",
    exceptions.MethodNotAllowed: "method_not_allowed",
    exceptions.UnsupportedMediaType: "unsupported_media_type",
    exceptions.NotAcceptable: "not_acceptable",
    exceptions.Throttled: "throttled",
    PayloadTooLarge: "payload_too_large",
}
# DRF answers these 403 when no authenticator names a challenge; this API always says 401.
_ALWAYS_401 = (exceptions.NotAuthenticated, exceptions.AuthenticationFailed)


def exception_handler(exc: Exception, context: dict[str, Any]) -> Response | None:
    if isinstance(exc, DomainError):
        answer = Response(error_answer(exc.code, exc.message, exc.details), status=exc.status)
        if isinstance(exc, InsufficientScope):  # RFC 6750 section 3.1
            scope = exc.details.get("scope", "")
            answer["WWW-Authenticate"] = f'Bearer error="insufficient_scope", scope="{scope}"'
        return answer
    # Django's own 404/403 (get_object_or_404, ...) get the same JSON shape as DRF's.
    if isinstance(exc, Http404):
        exc = exceptions.NotFound()
    elif isinstance(exc, DjangoPermissionDenied):
        exc = exceptions.PermissionDenied()
    response = drf_exception_handler(exc, context)
    if response is None or not isinstance(exc, exceptions.APIException):
        return response
    if isinstance(exc, exceptions.ValidationError):
        details = field_messages(exc.detail)
        return Response(
            error_answer("invalid", "The request has invalid or missing fields.", details),
            status=status.HTTP_400_BAD_REQUEST,
        )
    code = next((c for cls, c in _CODES.items() if isinstance(exc, cls)), None)
    code = code or str(getattr(exc, "default_code", "error"))
    if isinstance(exc, _ALWAYS_401):
        response.status_code = status.HTTP_401_UNAUTHORIZED
    response.data = error_answer(code, str(exc.detail))
    return response


def field_messages(detail: Any, prefix: str = "") -> FieldMessages:
    """DRF's validation errors as the one documented shape of ``invalid``: each field (a
    nested one by its dotted path, ``invite.0``) with the list of its messages."""
    if isinstance(detail, dict):
        out: FieldMessages = {}
        for key, value in detail.items():
            out.update(field_messages(value, f"{prefix}.{key}" if prefix else str(key)))
        return out
    if isinstance(detail, list) and any(isinstance(item, dict | list) for item in detail):
        out = {}
        for index, item in enumerate(detail):
            if item:  # DRF lists an empty entry for each valid item of a list
                out.update(field_messages(item, f"{prefix}.{index}" if prefix else str(index)))
        return out
    messages = detail if isinstance(detail, list) else [detail]
    return {prefix or "non_field_errors": [str(message) for message in messages]}


def _domain_error_classes(cls: type[DomainError] = DomainError) -> list[type[DomainError]]:
    found = []
    for sub in cls.__subclasses__():
        found += [sub, *_domain_error_classes(sub)]
    return found


#: Codes answered before a view runs (config/views.py, config/middleware.py).
_OUTSIDE_VIEWS = {400: ("bad_host", "bad_request", "malformed_request"), 404: ("not_found",),
                  413: ("payload_too_large",), 500: ("server_error",)}  # fmt: skip


def codes_by_status() -> dict[int, list[str]]:
    """Every ``error.code`` the API answers with, by HTTP status, read from the mappings above
    and games.errors (for the OpenAPI document: the codes clients can branch on)."""
    found: dict[int, set[str]] = {}
    for cls, code in _CODES.items():
        found.setdefault(401 if issubclass(cls, _ALWAYS_401) else cls.status_code, set()).add(code)
    # The base DomainError is never raised as such: its subclasses carry the status.
    for domain_error in _domain_error_classes():
        found.setdefault(domain_error.status, set()).add(domain_error.code)
    for code, domain_error in SPECIFIC_CODES.items():
        found.setdefault(domain_error.status, set()).add(code)
    for status_code, codes in _OUTSIDE_VIEWS.items():
        found.setdefault(status_code, set()).update(codes)
    return {status: sorted(codes) for status, codes in sorted(found.items())}
