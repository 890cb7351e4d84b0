"""Scopes, enforced in one place: every API view declares the scope each of its operations needs
(``required_scope``: one scope for every method, or a mapping by method; ``None`` for an operation
any credential may call), and ``HasScope`` refuses a token without it (403
``insufficient_scope``). A site session has every scope; a caller without credentials is left to
the view's other permissions. api/schema.py publishes the same declaration.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rest_framework import permissions
from rest_framework.request import Request

from accounts.selectors import credential_scopes
from games.errors import InsufficientScope

#: A view's declaration: one scope for all its methods, or a scope per method (upper case).
type ScopeDeclaration = str | Mapping[str, str | None] | None

#: The attribute a view declares it under.
ATTRIBUTE = "required_scope"


class ScopeNotDeclared(TypeError):
    """A view reached by the API that never said which scope its operations need."""


def required_scope(view: Any, method: str) -> str | None:
    """The scope ``method`` of ``view`` needs (None: none)."""
    if not hasattr(view, ATTRIBUTE):
        raise ScopeNotDeclared(f"{type(view).__name__} declares no {ATTRIBUTE}.")
    declared: ScopeDeclaration = getattr(view, ATTRIBUTE)
    if isinstance(declared, Mapping):
        if method == "HEAD":
            method = "GET"
        return declared.get(method.upper())
    return declared


class HasScope(permissions.BasePermission):
    """The credential of the request carries the scope the operation needs."""

    def has_permission(self, request: Request, view: Any) -> bool:
        if request.method == "OPTIONS":
            return True
        scope = required_scope(view, request.method or "GET")
        if scope is None or request.auth is None:
            return True  # no scope needed; a session, or no credentials (other permissions)
        if scope not in credential_scopes(request.auth):
            raise InsufficientScope(
                f"This token lacks the scope '{scope}' this operation needs.",
                details={"scope": scope},
            )
        return True
