"""Accounts over the API: sign-up, tokens, the caller, public profiles, turns."""

from __future__ import annotations

from typing import Any

from django.contrib.auth import authenticate
from django.http import Http404
from django.shortcuts import get_object_or_404
from django.utils import timezone
from drf_spectacular.utils import OpenApiParameter, extend_schema
from oauth2_provider.models import AccessToken
from rest_framework import exceptions, permissions, serializers, status
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts import guards, limits
from accounts import representations as acc
from accounts import services as account_services
from accounts.lifecycle import account_delete, account_export, password_confirmed
from accounts.models import ApiToken, User, signed_in
from accounts.oauth_services import app_token_revoke
from accounts.scopes import ACCOUNT_READ, ACCOUNT_WRITE, GAMES_READ, scopes_parse, scopes_text
from accounts.selectors import TOKEN_KEYS, credential_scopes, tokens_of
from api.openapi_types import declare_class
from api.pagination import CURSOR_HELP, LIMIT_HELP, PAGE_PARAMS, next_link, page_request
from api.permissions import HasScope, ScopeDeclaration
from api.query import query_params_check
from api.schema import answers, error_responses
from api.serializers import SignUpSerializer, TokenCreateSerializer, TokenRequestSerializer
from api.throttles import THROTTLES, LoginThrottle, SignupThrottle
from games import errors, selectors
from games import representations as rep
from games.profiles import profile_payload

#: Pages of the lists that were once answered whole: up to 100 items, as many as a page holds.
TURNS_LIMIT = TOKENS_LIMIT = INVITATIONS_LIMIT = 100
ME = declare_class(acc.Me)
NO_TOKEN = answers(
    "no_token", note="`no_token`: the request was not made with a token (a session)."
)
TOKEN_ISSUED = declare_class(acc.TokenIssued)


def _page_parameters(default: int) -> list[OpenApiParameter]:
    return [
        OpenApiParameter("limit", int, description=LIMIT_HELP.format(default=default)),
        OpenApiParameter("cursor", str, description=CURSOR_HELP),
    ]


def _token_issued(token: ApiToken, key: str, *, replaced: int) -> acc.TokenIssued:
    return {
        "token": key,
        "id": token.pk,
        "name": token.name,
        "replaced": replaced,
        "scopes": scopes_text(scopes_parse(token.scope)).split(),
        "expires_at": token.expires_at.isoformat() if token.expires_at else None,
    }


def _me(user: User) -> acc.Me:
    return {
        "id": user.pk,
        "username": user.username,
        "bot": user.is_bot_account,
        "email": user.email,
        "date_joined": user.date_joined.isoformat(),
    }


class AccountCreateView(APIView):
    permission_classes = [permissions.AllowAny, HasScope]
    required_scope: ScopeDeclaration = None
    authentication_classes: list[Any] = []
    throttle_classes = [*THROTTLES, SignupThrottle]

    @extend_schema(request=SignUpSerializer, responses={201: ME}, summary="Sign up")
    @error_responses({409: answers("username_taken", "email_taken")})
    def post(self, request: Request) -> Response:
        data = SignUpSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        user = account_services.user_create(**data.validated_data)
        return Response(_me(user), status=status.HTTP_201_CREATED)


class TokenView(APIView):
    """POST: username + password -> a new token (shown once). DELETE: revoke the token in use."""

    permission_classes = [permissions.AllowAny, HasScope]
    required_scope: ScopeDeclaration = None
    throttle_classes = [*THROTTLES, LoginThrottle]

    @extend_schema(
        request=TokenRequestSerializer,
        responses={201: TOKEN_ISSUED},
        summary="Issue an API token",
    )
    @error_responses(
        {
            401: answers(
                "invalid_credentials", note="`invalid_credentials`: wrong username or password."
            ),
        }
    )
    def post(self, request: Request) -> Response:
        data = TokenRequestSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        username = data.validated_data["username"]
        # Noted, so that a 429 for the account's own wait says so in its RateLimit headers.
        standing = guards.sign_in_standing(request._request, username)
        limits.quotas_note(request._request, standing)
        if standing.wait:
            raise exceptions.Throttled(wait=standing.wait)
        user = authenticate(
            request._request, username=username, password=data.validated_data["password"]
        )
        if user is None:
            limits.quotas_note(request._request, guards.sign_in_failed(request._request, username))
            raise errors.Unauthorized("Wrong username or password.", code="invalid_credentials")
        # A token is a write of the account's (and of its client address, as every signed-in
        # request is): a flood of sign-ins waits like any other.
        checks = guards.request_checks(request._request, user=user, token_id=None, kind="write")
        spent = limits.attempt_outcome(checks)
        limits.quotas_note(request._request, spent)
        if spent.wait:
            raise exceptions.Throttled(wait=spent.wait)
        name = data.validated_data["name"]
        if "name" in request.data:
            token, key, replaced = account_services.token_replace(user=user, name=name)
        else:  # unnamed sign-ins (the default name) never revoke another client's token
            (token, key), replaced = account_services.token_create(user=user, name=name), 0
        response = Response(
            _token_issued(token, key, replaced=replaced), status=status.HTTP_201_CREATED
        )
        guards.device_remember(request._request, response, user)
        return response

    @extend_schema(
        request=None,
        responses={204: None},
        summary="Revoke the token in use",
        # Signing in takes no credentials; revoking needs the token it revokes. (OpenAPI
        # security requirements, as drf-spectacular writes them; its annotation says names.)
        auth=[{"bearerAuth": []}, {"cookieAuth": []}],  # type: ignore[list-item]
    )
    @error_responses(
        {
            400: NO_TOKEN,
            401: answers(
                "not_authenticated", note="Also without credentials: there is no token in use."
            ),
        }
    )
    def delete(self, request: Request) -> Response:
        if isinstance(request.auth, AccessToken):  # an app's: it may end its own access
            app_token_revoke(user=signed_in(request.user), token=request.auth)
            return Response(status=status.HTTP_204_NO_CONTENT)
        token = _token_in_use(request)
        account_services.token_revoke(user=signed_in(request.user), token_id=token.pk)
        return Response(status=status.HTTP_204_NO_CONTENT)


def _token_in_use(request: Request) -> ApiToken:
    if not request.user.is_authenticated:
        raise errors.Unauthorized("Sign in first.")
    if not isinstance(request.auth, ApiToken):
        raise errors.InvalidRequest("This request was not made with a token.", code="no_token")
    return request.auth


class TokenRotateView(APIView):
    permission_classes = [permissions.IsAuthenticated, HasScope]
    required_scope: ScopeDeclaration = None

    @extend_schema(
        request=None,
        responses={201: TOKEN_ISSUED},
        summary="Replace the token in use by a new one",
    )
    @error_responses({400: NO_TOKEN})
    def post(self, request: Request) -> Response:
        token, key = account_services.token_rotate(
            user=signed_in(request.user), token=_token_in_use(request)
        )
        return Response(_token_issued(token, key, replaced=1), status=status.HTTP_201_CREATED)


class MyTokensView(APIView):
    permission_classes = [permissions.IsAuthenticated, HasScope]
    required_scope: ScopeDeclaration = {"GET": ACCOUNT_READ, "POST": ACCOUNT_WRITE}

    @extend_schema(
        responses={200: declare_class(acc.Tokens)},
        parameters=_page_parameters(TOKENS_LIMIT),
        summary="List my API tokens (never their keys), oldest first",
    )
    def get(self, request: Request) -> Response:
        query_params_check(request, known=PAGE_PARAMS)
        paging = page_request(request, name="tokens", keys=TOKEN_KEYS, default_limit=TOKENS_LIMIT)
        page = tokens_of(user=signed_in(request.user), after=paging.after, limit=paging.limit)
        body: acc.Tokens = {"tokens": page.items, "next": next_link(request, page, name="tokens")}
        return Response(body)

    @extend_schema(
        request=TokenCreateSerializer,
        responses={201: TOKEN_ISSUED},
        summary="Make a personal token with chosen scopes and an optional expiry",
    )
    def post(self, request: Request) -> Response:
        data = TokenCreateSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        own = credential_scopes(request.auth)  # a session's: all of them
        scopes = frozenset(data.validated_data.get("scopes") or own)
        lacking = sorted(scopes - own)
        if lacking:  # a token never makes a token that may do more than itself
            raise errors.InsufficientScope(
                f"This token lacks the scope '{lacking[0]}' it asks the new token to have.",
                details={"scope": lacking[0]},
            )
        token, key = account_services.token_create(
            user=signed_in(request.user),
            name=data.validated_data["name"],
            scopes=scopes,
            expires_at=data.validated_data["expires_at"],
        )
        return Response(_token_issued(token, key, replaced=0), status=status.HTTP_201_CREATED)


class MyTokenView(APIView):
    permission_classes = [permissions.IsAuthenticated, HasScope]
    required_scope: ScopeDeclaration = ACCOUNT_WRITE

    @extend_schema(request=None, responses={204: None}, summary="Revoke one of my tokens")
    def delete(self, request: Request, token_id: int) -> Response:
        account_services.token_revoke(user=signed_in(request.user), token_id=token_id)
        return Response(status=status.HTTP_204_NO_CONTENT)


class AccountDeleteSerializer(serializers.Serializer[Any]):
    password = serializers.CharField(help_text="The account's password, to confirm.")


class MeView(APIView):
    permission_classes = [permissions.IsAuthenticated, HasScope]
    required_scope: ScopeDeclaration = {"GET": ACCOUNT_READ, "DELETE": ACCOUNT_WRITE}

    @extend_schema(responses={200: ME}, summary="The caller")
    def get(self, request: Request) -> Response:
        return Response(_me(signed_in(request.user)))

    @extend_schema(
        request=AccountDeleteSerializer,
        responses={204: None},
        summary="Delete my account (games in play go on as after a resignation)",
    )
    @error_responses({400: answers("invalid", note="`invalid`: the password is missing or wrong.")})
    def delete(self, request: Request) -> Response:
        data = AccountDeleteSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        if not password_confirmed(signed_in(request.user), data.validated_data["password"]):
            raise errors.InvalidRequest(
                "That is not the account's password; nothing was deleted.",
                details={"password": ["Wrong password."]},
            )
        account_delete(user=signed_in(request.user))
        return Response(status=status.HTTP_204_NO_CONTENT)


class MyExportView(APIView):
    permission_classes = [permissions.IsAuthenticated, HasScope]
    required_scope: ScopeDeclaration = ACCOUNT_READ

    @extend_schema(
        responses={200: declare_class(acc.AccountExport)},
        summary="Export my data: profile, settings, tokens (names), vacations, every game "
        "with its moves as I may see them",
    )
    def get(self, request: Request) -> Response:
        return Response(account_export(user=signed_in(request.user), now=timezone.now()))


class MyTurnsView(APIView):
    permission_classes = [permissions.IsAuthenticated, HasScope]
    required_scope: ScopeDeclaration = GAMES_READ

    @extend_schema(
        responses={200: declare_class(rep.Turns)},
        parameters=_page_parameters(TURNS_LIMIT),
        summary="Games waiting for me, most urgent deadline first",
    )
    def get(self, request: Request) -> Response:
        query_params_check(request, known=PAGE_PARAMS)
        keys = selectors.TURN_KEYS
        paging = page_request(request, name="turns", keys=keys, default_limit=TURNS_LIMIT)
        page = selectors.turns_for_user(
            user=signed_in(request.user), after=paging.after, limit=paging.limit
        )
        body: rep.Turns = {"turns": page.items, "next": next_link(request, page, name="turns")}
        return Response(body)


class MyInvitationsView(APIView):
    permission_classes = [permissions.IsAuthenticated, HasScope]
    required_scope: ScopeDeclaration = GAMES_READ

    @extend_schema(
        responses={200: declare_class(rep.Invitations)},
        parameters=_page_parameters(INVITATIONS_LIMIT),
        summary="Games I am invited to and have not answered, newest first",
    )
    def get(self, request: Request) -> Response:
        query_params_check(request, known=PAGE_PARAMS)
        paging = page_request(
            request,
            name="invitations",
            keys=selectors.INVITATION_KEYS,
            default_limit=INVITATIONS_LIMIT,
        )
        page = selectors.invitations_for(
            user=signed_in(request.user), after=paging.after, limit=paging.limit
        )
        body: rep.Invitations = {
            "invitations": page.items,
            "next": next_link(request, page, name="invitations"),
        }
        return Response(body)


class UserProfileView(APIView):
    permission_classes = [permissions.AllowAny, HasScope]
    required_scope: ScopeDeclaration = GAMES_READ

    @extend_schema(
        responses={200: declare_class(acc.Profile)},
        summary="Public profile: ratings, statistics per game, solo bests and recent games",
        description="Counted over the games you may see: a private game counts only for its "
        "players and the people invited to it. The whole history: "
        "`GET /api/v1/users/{username}/history/`.",
    )
    def get(self, request: Request, username: str) -> Response:
        if "\x00" in username:  # no username has one, and PostgreSQL text cannot hold it
            raise Http404
        user = get_object_or_404(User, username=username, is_active=True)
        return Response(profile_payload(user=user, viewer=request.user))
