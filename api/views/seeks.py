"""The quick-pairing queue (``/api/v1/seeks/...``, docs/seeks.md): wait for a table of a game
type, see the queues, stop waiting. Thin: games.seek_services writes, games.seek_selectors
reads."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from django.utils import timezone
from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework import permissions, serializers, status
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.models import signed_in
from accounts.scopes import GAMES_PLAY, GAMES_READ
from api.openapi_types import declare_class
from api.permissions import HasScope, ScopeDeclaration
from api.query import query_params_check
from api.schema import answers, error_responses
from api.serializers import GameSlugField, OptionsField, StrictBooleanField, StrictIntegerField
from games import seek_messages as msg
from games import seek_selectors as selectors
from games import seek_services as services
from games import selectors as game_selectors
from games.engines.registry import MAX_PLAYERS
from games.models import (
    DEFAULT_TIME_PER_MOVE,
    GAME_TYPE_MAX_LENGTH,
    MAX_TIME_PER_MOVE,
    MIN_TIME_PER_MOVE,
    TIME_PER_MOVE_RANGE,
)

SEEK = declare_class(msg.Seek)


class SeekCreateSerializer(serializers.Serializer[Any]):
    game_type = GameSlugField(max_length=GAME_TYPE_MAX_LENGTH)
    seats = StrictIntegerField(
        min_value=selectors.MIN_SEEK_SEATS,
        max_value=MAX_PLAYERS,
        required=False,
        help_text="The players the game is for, you included (the game's range, two or more; "
        "left out: the game's smallest table of two or more).",
    )
    options = OptionsField(
        required=False,
        default=dict,
        help_text="The game's options (`GET /api/v1/game-types/`); any left out take their "
        "defaults. Only seeks with the same options are paired.",
    )
    time_per_move = StrictIntegerField(
        min_value=int(MIN_TIME_PER_MOVE.total_seconds()),
        max_value=int(MAX_TIME_PER_MOVE.total_seconds()),
        required=False,
        default=int(DEFAULT_TIME_PER_MOVE.total_seconds()),
        help_text="Seconds per move ({} to {}); only seeks with the same time are paired.".format(
            *TIME_PER_MOVE_RANGE
        ),
    )
    rated = StrictBooleanField(
        required=False,
        default=True,
        help_text="Rated (the default) or casual (false); only seeks that agree are paired.",
    )


class SeeksView(APIView):
    permission_classes = [permissions.IsAuthenticated, HasScope]
    required_scope: ScopeDeclaration = {"GET": GAMES_READ, "POST": GAMES_PLAY}

    @extend_schema(
        responses={200: declare_class(msg.Seeks)},
        operation_id="seeks_list",
        summary="My seeks of the last week, and how many players wait in each queue",
        description="`seeks`: yours, newest first (at most 20): waiting, or what became of "
        "them (`matched` names the game). `queues`: every queue with players waiting "
        "(game type and options), busiest first.",
    )
    @error_responses(
        {400: answers("invalid", note="`invalid`: a query parameter (this list takes none).")}
    )
    def get(self, request: Request) -> Response:
        query_params_check(request, known=())
        now = timezone.now()
        seeks = selectors.seeks_of(user=signed_in(request.user), now=now)
        counts = selectors.queue_counts(now=now)
        return Response(selectors.seeks_payload(seeks=seeks, counts=counts, now=now))

    @extend_schema(
        request=SeekCreateSerializer,
        responses={
            201: OpenApiResponse(SEEK, description="You wait for a table."),
            200: OpenApiResponse(
                declare_class(msg.SeekMatched),
                description="Your seek completed a table: the game has started.",
            ),
        },
        summary="Seek a game: wait for players, or start the game they wait for",
        description="Wait in the queue of a game type and options (player count, rated, time "
        "per move, the game's options). As soon as enough players wait, the oldest seeks of "
        "the queue start the game together: every player gets `game_started` (`/ws/me/`, "
        "webhooks). A seek expires after a week. You wait in at most one queue per game type "
        "(409 `seek_exists`: cancel that seek first).",
    )
    @error_responses(
        {
            409: answers(
                "seek_exists",
                note="`seek_exists`: you already wait for a game of this type.",
            )
        }
    )
    def post(self, request: Request) -> Response:
        data = SeekCreateSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        fields = data.validated_data
        user = signed_in(request.user)
        outcome = services.seek_create(
            user=user,
            game_type=fields["game_type"],
            seats=fields.get("seats"),
            rated=fields["rated"],
            time_per_move=timedelta(seconds=fields["time_per_move"]),
            options=fields["options"],
        )
        seek = selectors.seek_payload(outcome.seek)
        if outcome.game is None:
            return Response(seek, status=status.HTTP_201_CREATED)
        game, seats = game_selectors.game_get_for_user(game_id=outcome.game.pk, user=user)
        body: msg.SeekMatched = {
            "seek": seek,
            "game": game_selectors.game_payload(game=game, seats=seats, user=user),
        }
        return Response(body, status=status.HTTP_200_OK)


class SeekView(APIView):
    permission_classes = [permissions.IsAuthenticated, HasScope]
    required_scope: ScopeDeclaration = {"GET": GAMES_READ, "DELETE": GAMES_PLAY}

    @extend_schema(responses={200: SEEK}, summary="One of my seeks")
    def get(self, request: Request, seek_id: int) -> Response:
        seek = selectors.seek_of(user=signed_in(request.user), seek_id=seek_id)
        return Response(selectors.seek_payload(seek))

    @extend_schema(
        request=None,
        responses={204: None},
        summary="Stop waiting (a seek that no longer waits is left as it is)",
    )
    @error_responses(
        {
            409: answers(
                "seek_matched",
                note="`seek_matched`: its game has started already (resign there to leave).",
            )
        }
    )
    def delete(self, request: Request, seek_id: int) -> Response:
        services.seek_cancel(user=signed_in(request.user), seek_id=seek_id)
        return Response(status=status.HTTP_204_NO_CONTENT)
