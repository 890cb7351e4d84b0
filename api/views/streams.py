"""Event streams over plain HTTP (NDJSON): the views authenticate, count, check and answer an
error like any other API view; the stream itself is api/streaming.py's."""

from __future__ import annotations

from typing import Annotated, Any, Union

from django.conf import settings
from django.http import HttpResponse, HttpResponseBase, StreamingHttpResponse
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from oauth2_provider.models import AccessToken
from pydantic import Field as PydanticField
from rest_framework import permissions
from rest_framework.request import Request
from rest_framework.views import APIView

from accounts.models import ApiToken, signed_in
from accounts.scopes import GAMES_READ
from api.openapi_types import declare
from api.pagination import whole_number
from api.permissions import HasScope, ScopeDeclaration
from api.query import query_params_check
from api.schema import answers, error_responses
from api.streaming import CONTENT_TYPE, game_stream, me_stream, since_event_id, streams_open
from games import errors, selectors
from games.socket_messages import (
    GameChangedMessage,
    GameStateMessage,
    GameStreamKeepalive,
    StreamEnd,
    StreamKeepalive,
    StreamResync,
    UserEventMessage,
)
from games.ws_auth import SocketCredentials

ME_LINE = declare(
    "MeStreamLine",
    Annotated[
        Union[UserEventMessage, GameChangedMessage, StreamKeepalive, StreamResync, StreamEnd],  # noqa: UP007
        PydanticField(discriminator="type"),
    ],
)
GAME_LINE = declare(
    "GameStreamLine",
    Annotated[
        Union[GameStateMessage, GameStreamKeepalive, StreamEnd],  # noqa: UP007
        PydanticField(discriminator="type"),
    ],
)


class _StreamView(APIView):
    permission_classes = [permissions.IsAuthenticated, HasScope]
    required_scope: ScopeDeclaration = GAMES_READ
    #: api/schema.py: no ETag, no 304 (a stream is never the same twice).
    streamed = True

    def perform_content_negotiation(self, request: Request, force: bool = False) -> Any:
        """A client that asks for ``application/x-ndjson`` (or anything) is not refused: an
        error before the stream starts is the API's JSON error, whatever it accepts."""
        return super().perform_content_negotiation(request, force=True)


def _credentials(request: Request) -> SocketCredentials:
    """How the request signed in, as a socket's credentials (checked again while it streams)."""
    scope: dict[str, Any] = {"user": request.user}
    if isinstance(request.auth, ApiToken):
        scope["token_hash"] = request.auth.key_hash
    elif isinstance(request.auth, AccessToken):  # an OAuth app's, found by the same SHA-256
        scope["token_hash"] = request.auth.token_checksum
    else:
        scope["session"] = getattr(request._request, "session", None)
    return SocketCredentials(scope)


def _streaming(request: Request, body: Any) -> HttpResponseBase:
    response: HttpResponseBase
    if request.method == "HEAD":  # the headers a GET would have, not an endless body
        response = HttpResponse(content_type=CONTENT_TYPE)
    else:
        response = StreamingHttpResponse(body, content_type=CONTENT_TYPE)
    response["Cache-Control"] = "no-store"
    response["X-Accel-Buffering"] = "no"  # a proxy in front must not hold lines back
    return response


def _slot_check(request: Request) -> None:
    if streams_open(signed_in(request.user).pk) >= settings.STREAMS_PER_USER:
        raise errors.TooManyStreams(
            f"You have {settings.STREAMS_PER_USER} event streams open already, the most one "
            "account may: close one first."
        )


TOO_MANY = answers(
    "too_many_streams",
    note="`too_many_streams`: the account has `STREAMS_PER_USER` streams open already "
    "(10 by default, both kinds, on every server); close one.",
)
_KEEPALIVE = (
    "A `keepalive` line goes out whenever nothing else did for 20 s (`STREAM_KEEPALIVE_"
    "SECONDS`); a stream the server ends has an `end` line last, whose `code` says why. "
    "Never gzipped. Counted against the read limits once, when it opens."
)


class MyStreamView(_StreamView):
    @extend_schema(
        operation_id="me_stream",
        summary="Your events as a stream (NDJSON): what /ws/me/ sends, resumable",
        description="One JSON object per line (`MeStreamLine`), the same messages as the "
        "`/ws/me/` socket: `user.event` and `game.changed`, each with its `event_id`. The "
        "stream opens with a `keepalive` whose `since` is where to resume. Reopen with "
        "`?since=<event_id>` (of the last event you handled, or of a `keepalive`) and the "
        "events after it come first: nothing is lost while you were away, as long as the log "
        "keeps them (the last 500 events of the last 24 hours by default); if `since` is older, "
        "a `resync` line says so, and you fetch `/api/v1/me/turns/` and "
        "`/api/v1/me/invitations/` afresh. " + _KEEPALIVE,
        parameters=[
            OpenApiParameter(
                "since",
                str,
                description="An `event_id` (or a keep-alive's `since`): send what came after "
                "it first. Without it, events from now on.",
                pattern=r"^[0-9]{1,15}-[0-9]{1,20}$",
            )
        ],
        responses={
            (200, CONTENT_TYPE): OpenApiResponse(
                response=ME_LINE,
                description="An endless stream of lines, each a `MeStreamLine`.",
            )
        },
    )
    @error_responses({429: TOO_MANY})
    def get(self, request: Request) -> HttpResponseBase:
        query_params_check(request, known=["since"])
        try:
            since = since_event_id(request.query_params.get("since"))
        except ValueError:
            raise errors.InvalidRequest(
                "'since' must be an event id (<milliseconds>-<sequence>) from this stream.",
                details={"since": ["Not an event id."]},
            ) from None
        _slot_check(request)
        return _streaming(request, me_stream(signed_in(request.user), _credentials(request), since))


class GameStreamView(_StreamView):
    @extend_schema(
        operation_id="games_stream",
        summary="A game's states as a stream (NDJSON): what /ws/games/{id}/ sends",
        description="One JSON object per line (`GameStreamLine`): `game.state` lines, each "
        "exactly what `GET /api/v1/games/{id}/` answers you at that moment (your seat's view; "
        "a spectator's for anyone else), the current one first, then one whenever the game "
        "changed; versions never go backwards and an unchanged state is not sent twice. "
        "`?since=<version>`: the current state only if it is newer (otherwise a `keepalive` "
        "first). Once the game is finished or called off its last state is followed by an "
        "`end` line (`game_over`). " + _KEEPALIVE,
        parameters=[
            OpenApiParameter(
                "since",
                int,
                description="The last version you have: the current state is sent only if newer.",
            )
        ],
        responses={
            (200, CONTENT_TYPE): OpenApiResponse(
                response=GAME_LINE,
                description="A stream of lines, each a `GameStreamLine`.",
            )
        },
    )
    @error_responses({429: TOO_MANY})
    def get(self, request: Request, game_id: int) -> HttpResponseBase:
        query_params_check(request, known=["since"])
        since = (
            whole_number(request, "since", default=-1, low=0)
            if "since" in request.query_params
            else None
        )
        selectors.game_get_for_user(game_id=game_id, user=request.user)  # 404 when hidden
        _slot_check(request)
        body = game_stream(signed_in(request.user), _credentials(request), game_id, since)
        return _streaming(request, body)
