"""``Authorization: Bearer <key>`` (or ``Token <key>``) against hashed, named, revocable tokens.

Both schemes carry the same key: ``Token`` is what the API spoke first, ``Bearer`` is what
OpenAPI generators send for an HTTP bearer scheme. Every refusal says what was wrong.
"""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.utils import timezone
from drf_spectacular.extensions import OpenApiAuthenticationExtension
from rest_framework import authentication, exceptions
from rest_framework.request import Request

from accounts.models import ApiToken, User
from accounts.scopes import SCOPES
from accounts.selectors import SCHEMES, TokenCredential, user_for_token
from accounts.services import token_touch
from api.permissions import required_scope

HOW = "send 'Authorization: Bearer <token>' (or 'Token <token>')"


def key_from_header(value: str) -> str | None:
    """The key of an Authorization header in an accepted scheme; None for any other scheme.

    Raises ``AuthenticationFailed`` when the scheme is ours but the key is missing or malformed.
    """
    scheme, _, rest = value.strip().partition(" ")
    if scheme.lower() not in SCHEMES:
        return None
    key = rest.strip()
    if not key:
        raise exceptions.AuthenticationFailed(f"The {scheme} header has no token after it; {HOW}.")
    if any(c.isspace() for c in key):
        raise exceptions.AuthenticationFailed(
            f"A token has no spaces: {HOW} with the token exactly as it was issued."
        )
    return key


class HashedTokenAuthentication(authentication.BaseAuthentication):
    def authenticate(self, request: Request) -> tuple[User, TokenCredential] | None:
        header = request.META.get("HTTP_AUTHORIZATION", "")
        if not header:
            return None
        key = key_from_header(header)
        if key is None:
            scheme = header.strip().partition(" ")[0][:20]
            raise exceptions.AuthenticationFailed(
                f"The Authorization scheme '{scheme}' is not accepted; {HOW}."
            )
        return self.authenticate_credentials(key)

    def authenticate_header(self, request: Request) -> str:
        return 'Bearer realm="api"'

    def authenticate_credentials(self, key: str) -> tuple[User, TokenCredential]:
        """A personal token's key, or an OAuth app's access token (docs/oauth.md)."""
        found = user_for_token(key)
        if found is None:
            raise exceptions.AuthenticationFailed(
                "The token is not valid: it was revoked, replaced or expired, or is mistyped."
            )
        user, token = found
        if isinstance(token, ApiToken):
            token_touch(token=token, now=timezone.now())  # at most once a minute
        return user, token


# drf-spectacular leaves its extensions' registration (__init_subclass__) unannotated.
class BearerScheme(OpenApiAuthenticationExtension):  # type: ignore[no-untyped-call]
    """The schema declares an HTTP bearer scheme, so generated clients send ``Bearer``, and the
    OAuth2 scheme of third-party apps (docs/oauth.md), whose access tokens travel the same way;
    each operation requires either with the scope its view declares (api/permissions.py)."""

    target_class = "api.authentication.HashedTokenAuthentication"
    name = ["bearerAuth", "oauth2"]

    def get_security_requirement(self, auto_schema: Any) -> list[dict[str, list[str]]]:
        scope = required_scope(auto_schema.view, auto_schema.method)
        scopes = [scope] if scope else []
        return [{"bearerAuth": scopes}, {"oauth2": scopes}]

    def get_security_definition(self, auto_schema: Any) -> list[dict[str, Any]]:
        site = settings.SITE_URL.rstrip("/")
        return [
            {
                "type": "http",
                "scheme": "bearer",
                "description": "A personal API token from POST /api/v1/auth/token/ or POST "
                "/api/v1/me/tokens/ (all scopes unless chosen otherwise), sent as "
                "`Authorization: Bearer <token>` (`Token <token>` is accepted too).",
            },
            {
                "type": "oauth2",
                "description": "A third-party app's access token (Authorization Code with PKCE, "
                "S256 only; docs/oauth.md), sent as `Authorization: Bearer <token>`.",
                "flows": {
                    "authorizationCode": {
                        "authorizationUrl": f"{site}/o/authorize/",
                        "tokenUrl": f"{site}/o/token/",
                        "refreshUrl": f"{site}/o/token/",
                        "scopes": dict(SCOPES),
                    }
                },
            },
        ]
