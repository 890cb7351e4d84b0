"""Games over the API. Views only parse, call a service or selector, and answer."""

from __future__ import annotations

from typing import Any

from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import permissions, status
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from api.pagination import GamePagination
from api.query import query_params_check
from api.schema import error_responses
from api.serializers import (
    GameCreateSerializer,
    GamePageSerializer,
    GameSerializer,
    GameTypesSerializer,
    LegalMovesSerializer,
    MoveLogSerializer,
    MoveSerializer,
    RecordSerializer,
)
from api.throttles import AnonymousReadThrottle, GameCreateThrottle, RematchThrottle
from games import errors, selectors, services
from games.engines.registry import all_engines
from games.models import Game, GameStatus, Seat

IDEMPOTENCY_HEADER = "Idempotency-Key"
GAME_LIST_PARAMS = ("status", "game_type", "mine", "my_turn", "expand", "limit", "offset")


def _render(game: Game, seats: list[Seat], user: Any, state: Any = None) -> dict[str, Any]:
    return selectors.game_payload(game=game, seats=seats, user=user, state=state)


def _detail(game_id: int, user: Any) -> dict[str, Any]:
    game, seats = selectors.game_get_for_user(game_id=game_id, user=user)
    return _render(game, seats, user)


def _flag(request: Request, name: str) -> bool:
    raw = request.query_params.get(name, "").lower()
    if raw not in {"", "true", "false", "1", "0"}:
        raise errors.InvalidRequest(f"'{name}' must be true or false.")
    return raw in {"true", "1"}


class GameTypesView(APIView):
    permission_classes = [permissions.AllowAny]

    @extend_schema(
        responses=GameTypesSerializer,
        summary="The five games: slug, name, player counts, options and defaults",
    )
    def get(self, request: Request) -> Response:
        return Response({"game_types": [engine.describe() for engine in all_engines()]})


class GamesView(APIView):
    permission_classes = [permissions.IsAuthenticatedOrReadOnly]
    throttle_classes = [AnonymousReadThrottle, GameCreateThrottle]

    @extend_schema(
        summary="List games",
        operation_id="games_list",
        parameters=[
            OpenApiParameter("status", str, enum=[s.value for s in GameStatus]),
            OpenApiParameter("game_type", str),
            OpenApiParameter("mine", bool),
            OpenApiParameter("my_turn", bool),
            OpenApiParameter(
                "expand",
                str,
                enum=["view"],
                description="`view`: include each game's `view` (otherwise null in the list; "
                "GET the game for it).",
            ),
            OpenApiParameter("limit", int),
            OpenApiParameter("offset", int),
        ],
        responses=GamePageSerializer,
    )
    @error_responses({401: "Also without credentials when filtering by `mine` or `my_turn`."})
    def get(self, request: Request) -> Response:
        query_params_check(request, known=GAME_LIST_PARAMS)
        status_filter = request.query_params.get("status") or None
        if status_filter and status_filter not in GameStatus.values:
            raise errors.InvalidRequest(f"'status' must be one of {', '.join(GameStatus.values)}.")
        mine, my_turn = _flag(request, "mine"), _flag(request, "my_turn")
        expand = request.query_params.get("expand", "")
        if expand not in ("", "view"):
            raise errors.InvalidRequest("'expand' can only be 'view'.")
        if (mine or my_turn) and not request.user.is_authenticated:
            raise errors.Unauthorized("Sign in to filter by your own games.")
        games = selectors.games_list(
            user=request.user,
            status=status_filter,
            game_type=request.query_params.get("game_type") or None,
            mine=mine,
            my_turn=my_turn,
        )
        paginator = GamePagination()
        page = paginator.paginate_queryset(games, request, view=self) or []
        return paginator.get_paginated_response(
            selectors.games_payload(games=page, user=request.user, with_view=expand == "view")
        )

    @extend_schema(request=GameCreateSerializer, responses={201: GameSerializer}, summary="Create")
    def post(self, request: Request) -> Response:
        data = GameCreateSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        fields = data.validated_data
        game = services.game_create(
            creator=request.user,
            game_type=fields["game_type"],
            seats=fields["seats"],
            options=fields["options"],
            time_per_move=data.validated_time(),
            is_public=fields["is_public"],
            timeout_policy=fields["timeout_policy"],
            invite=fields["invite"],
            bots=fields["bots"],
        )
        return Response(_detail(game.pk, request.user), status=status.HTTP_201_CREATED)


class GameDetailView(APIView):
    permission_classes = [permissions.AllowAny]

    @extend_schema(responses=GameSerializer, summary="A game, with the caller's own view")
    def get(self, request: Request, game_id: int) -> Response:
        return Response(_detail(game_id, request.user))


def _lifecycle_view(
    service: Any, summary: str, created: bool = False, throttles: tuple[type, ...] = ()
) -> type[APIView]:
    class LifecycleView(APIView):
        permission_classes = [permissions.IsAuthenticated]
        throttle_classes = list(throttles)

        @extend_schema(
            request=None,
            responses={(201 if created else 200): GameSerializer},
            summary=summary,
        )
        def post(self, request: Request, game_id: int) -> Response:
            selectors.game_get_for_user(game_id=game_id, user=request.user)
            game = service(game_id=game_id, user=request.user)
            code = status.HTTP_201_CREATED if created else status.HTTP_200_OK
            return Response(_detail(game.pk, request.user), status=code)

    LifecycleView.__name__ = f"{service.__name__.title().replace('_', '')}View"
    return LifecycleView


AcceptView = _lifecycle_view(
    services.invitation_accept, "Accept an invitation (take a seat; 404 without one)"
)
JoinView = _lifecycle_view(services.seat_join, "Join an open seat (or accept an invitation)")
LeaveView = _lifecycle_view(services.seat_leave, "Leave before the start")
StartView = _lifecycle_view(services.game_start, "Start now with the players seated (creator)")
ResignView = _lifecycle_view(services.game_resign, "Resign")
RematchView = _lifecycle_view(
    services.game_rematch, "Same players, new game", created=True, throttles=(RematchThrottle,)
)


class DeclineView(APIView):
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(request=None, responses={204: None}, summary="Decline an invitation")
    @error_responses({409: None})  # no pending invitation is a 404, whatever the game's state
    def post(self, request: Request, game_id: int) -> Response:
        selectors.game_get_for_user(game_id=game_id, user=request.user)
        services.invitation_decline(game_id=game_id, user=request.user)
        return Response(status=status.HTTP_204_NO_CONTENT)


class LegalMovesView(APIView):
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(responses=LegalMovesSerializer, summary="My legal actions now")
    @error_responses({403: "`not_a_player`: you have no seat in this game."})
    def get(self, request: Request, game_id: int) -> Response:
        game, seats = selectors.game_get_for_user(game_id=game_id, user=request.user)
        return Response(selectors.legal_moves_for(game=game, seats=seats, user=request.user))


class RecordView(APIView):
    permission_classes = [permissions.IsAuthenticatedOrReadOnly]

    @extend_schema(
        summary="The game's record: players, engine version, options, seed and every move",
        responses=RecordSerializer,
    )
    def get(self, request: Request, game_id: int) -> Response:
        game, seats = selectors.game_get_for_user(game_id=game_id, user=request.user)
        return Response(selectors.game_record(game=game, seats=seats, user=request.user))


class MovesView(APIView):
    permission_classes = [permissions.IsAuthenticatedOrReadOnly]

    @extend_schema(
        summary="The move log as I may see it (complete after the end)",
        responses=MoveLogSerializer,
        parameters=[OpenApiParameter("since", int, description="only moves with seq > since")],
    )
    def get(self, request: Request, game_id: int) -> Response:
        query_params_check(request, known=["since"])
        game, seats = selectors.game_get_for_user(game_id=game_id, user=request.user)
        try:
            since = int(request.query_params.get("since", "0"))
        except ValueError:
            raise errors.InvalidRequest("'since' must be a whole number.") from None
        return Response(selectors.moves_for(game=game, seats=seats, user=request.user, since=since))

    @extend_schema(
        request=MoveSerializer,
        responses={201: GameSerializer},
        summary="Make a move",
        parameters=[
            OpenApiParameter(
                IDEMPOTENCY_HEADER,
                str,
                location=OpenApiParameter.HEADER,
                description="Retrying with the same key and body returns the first answer.",
            )
        ],
    )
    @error_responses(
        {
            409: "`not_your_turn`, `game_not_active`, `resigned`; `idempotency_key_in_use`: a "
            "request with this key is being processed, retry.",
            422: "`illegal_action` (not one of legal-moves' actions), `unknown_action_type`, "
            "`malformed_action`, `game_over`.",
        }
    )
    def post(self, request: Request, game_id: int) -> Response:
        # No separate visibility read: move_submit decides 404/403 on the row it locks.
        data = MoveSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        key = request.headers.get(IDEMPOTENCY_HEADER) or None
        body, replayed = services.move_submit(
            game_id=game_id,
            user=request.user,
            action=data.validated_data["action"],
            expected_version=data.validated_data["expected_version"],
            idempotency_key=key,
            render=lambda game, seats, state: _render(game, seats, request.user, state),
        )
        headers = {"Idempotent-Replayed": "true"} if replayed else {}
        return Response(body, status=status.HTTP_201_CREATED, headers=headers)
