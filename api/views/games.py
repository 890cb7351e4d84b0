"""Games over the API. Views only parse, call a service or selector, and answer."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Protocol

from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import permissions, status
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.models import User, Viewer, signed_in
from accounts.scopes import GAMES_PLAY, GAMES_READ
from api.openapi_types import declare_class
from api.pagination import (
    CURSOR_HELP,
    LIMIT_HELP,
    MAX_LIMIT,
    PAGE_PARAMS,
    counted_page,
    page_url,
    whole_number,
)
from api.permissions import HasScope, ScopeDeclaration
from api.query import query_params_check
from api.schema import ErrorCodes, answers, error_responses
from api.serializers import GameCreateSerializer, MoveSerializer
from api.throttles import THROTTLES, GameCreateThrottle, RematchThrottle
from games import errors, selectors, services
from games import representations as rep
from games.cursors import cursor_decode, cursor_encode
from games.keyset import Key
from games.models import Game, GameStatus, Seat

IDEMPOTENCY_HEADER = "Idempotency-Key"
GAME = declare_class(rep.Game)
GAME_LIST_PARAMS = ("status", "game_type", "mine", "my_turn", "expand", *PAGE_PARAMS, "offset")
GAMES_LIMIT = 20
#: What ``?expand=`` may ask a game list for (without it: summaries).
EXPANSIONS = ("view", "details")
MOVES_LIMIT = 100
#: The move log's cursor holds the last seq shown (moves are only ever appended).
MOVE_KEYS = (Key("seq", "int"),)


def _render(game: Game, seats: list[Seat], user: Viewer, state: object = None) -> rep.Game:
    return selectors.game_payload(game=game, seats=seats, user=user, state=state)


def _detail(game_id: int, user: Viewer) -> rep.Game:
    game, seats = selectors.game_get_for_user(game_id=game_id, user=user)
    return _render(game, seats, user)


def _flag(request: Request, name: str) -> bool:
    raw = request.query_params.get(name, "").lower()
    if raw not in {"", "true", "false", "1", "0"}:
        raise errors.InvalidRequest(f"'{name}' must be true or false.")
    return raw in {"true", "1"}


class GameTypesView(APIView):
    permission_classes = [permissions.AllowAny, HasScope]
    required_scope: ScopeDeclaration = GAMES_READ

    @extend_schema(
        responses={200: declare_class(rep.GameTypes)},
        summary="The five games: slug, name, player counts, options and defaults",
        description="A fixed list of the five games, so not paginated (every other list is).",
    )
    def get(self, request: Request) -> Response:
        return Response(selectors.game_types())


class GamesView(APIView):
    permission_classes = [permissions.IsAuthenticatedOrReadOnly, HasScope]
    required_scope: ScopeDeclaration = {"GET": GAMES_READ, "POST": GAMES_PLAY}
    throttle_classes = [*THROTTLES, GameCreateThrottle]

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
                enum=list(EXPANSIONS),
                description="Without it the list holds game summaries (`GameSummary`: the "
                "fields every game has: who plays, whose turn, the deadlines, the result). "
                "`details`: whole games (`Game`), their `view` null; `view`: whole games with "
                "your view of each.",
            ),
            OpenApiParameter("limit", int, description=LIMIT_HELP.format(default=GAMES_LIMIT)),
            OpenApiParameter("cursor", str, description=CURSOR_HELP),
            OpenApiParameter(
                "offset",
                int,
                deprecated=True,
                description="Deprecated: page by `cursor` (follow `next`). Skips this many "
                "games; pages counted this way skip or repeat games when games are created "
                "meanwhile. Not with `cursor`.",
            ),
        ],
        responses={200: declare_class(rep.GamePage)},
        description="Newest first. Page through with `next` (and `previous`): each holds a "
        "cursor, so games created meanwhile never make a page skip or repeat one.",
    )
    @error_responses(
        {
            401: answers(
                "not_authenticated", note="Also without credentials with `mine` or `my_turn`."
            )
        }
    )
    def get(self, request: Request) -> Response:
        query_params_check(request, known=GAME_LIST_PARAMS)
        status_filter = request.query_params.get("status") or None
        if status_filter and status_filter not in GameStatus.values:
            raise errors.InvalidRequest(f"'status' must be one of {', '.join(GameStatus.values)}.")
        mine, my_turn = _flag(request, "mine"), _flag(request, "my_turn")
        expand = request.query_params.get("expand", "")
        if expand and expand not in EXPANSIONS:
            allowed = " or ".join(f"'{name}'" for name in EXPANSIONS)
            raise errors.InvalidRequest(f"'expand' can only be {allowed}.")
        games = selectors.games_list(
            user=request.user,
            status=status_filter,
            game_type=request.query_params.get("game_type") or None,
            mine=mine,
            my_turn=my_turn,
        )
        page = counted_page(
            request, games, name="games", keys=selectors.GAME_KEYS, default_limit=GAMES_LIMIT
        )
        results: list[rep.GameSummary] | list[rep.Game] = (
            selectors.games_payload(games=page.items, user=request.user, with_view=expand == "view")
            if expand
            else selectors.games_summaries(games=page.items, user=request.user)
        )
        body: rep.GamePage = {
            "count": page.count,
            "next": page.next,
            "previous": page.previous,
            "results": results,
        }
        return Response(body)

    @extend_schema(request=GameCreateSerializer, responses={201: GAME}, summary="Create")
    def post(self, request: Request) -> Response:
        data = GameCreateSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        fields = data.validated_data
        game = services.game_create(
            creator=signed_in(request.user),
            game_type=fields["game_type"],
            seats=fields["seats"],
            options=fields["options"],
            time_per_move=data.validated_time(),
            is_public=fields["is_public"],
            timeout_policy=fields["timeout_policy"],
            invite=fields["invite"],
            bots=fields["bots"],
            rated=fields.get("rated"),
        )
        return Response(_detail(game.pk, request.user), status=status.HTTP_201_CREATED)


class GameDetailView(APIView):
    permission_classes = [permissions.AllowAny, HasScope]
    required_scope: ScopeDeclaration = GAMES_READ

    @extend_schema(responses={200: GAME}, summary="A game, with the caller's own view")
    def get(self, request: Request, game_id: int) -> Response:
        return Response(_detail(game_id, request.user))


class _LifecycleService(Protocol):
    """A service that changes a game's life cycle for a member (join, leave, start...)."""

    __name__: str

    def __call__(self, *, game_id: int, user: User) -> services.GameSeats: ...


def _lifecycle_view(
    service: _LifecycleService,
    summary: str,
    errors_declared: Mapping[int, ErrorCodes],
    created: bool = False,
    throttles: tuple[type, ...] = (),
) -> type[APIView]:
    class LifecycleView(APIView):
        permission_classes = [permissions.IsAuthenticated, HasScope]
        required_scope: ScopeDeclaration = GAMES_PLAY
        throttle_classes = [*THROTTLES, *throttles]

        @extend_schema(
            request=None,
            responses={(201 if created else 200): GAME},
            summary=summary,
        )
        @error_responses(errors_declared)
        def post(self, request: Request, game_id: int) -> Response:
            # The visibility read answers 404 for a hidden game; the service's rows are shown.
            selectors.game_get_for_user(game_id=game_id, user=request.user)
            changed = service(game_id=game_id, user=signed_in(request.user))
            code = status.HTTP_201_CREATED if created else status.HTTP_200_OK
            return Response(_render(*changed, request.user), status=code)

    LifecycleView.__name__ = f"{service.__name__.title().replace('_', '')}View"
    return LifecycleView


SEATING = {409: answers("not_open", "already_joined", "game_full")}
NOT_A_PLAYER = answers("not_a_player", note="`not_a_player`: you have no seat in this game.")
AcceptView = _lifecycle_view(
    services.invitation_accept, "Accept an invitation (take a seat; 404 without one)", SEATING
)
JoinView = _lifecycle_view(
    services.seat_join, "Join an open seat (or accept an invitation)", SEATING
)
LeaveView = _lifecycle_view(
    services.seat_leave,
    "Leave before the start",
    {403: NOT_A_PLAYER, 409: answers("already_started")},
)
StartView = _lifecycle_view(
    services.game_start,
    "Start now with the players seated (creator)",
    {
        403: answers("forbidden", note="`forbidden`: only the game's creator starts it."),
        409: answers("already_started", "not_enough_players"),
    },
)
ResignView = _lifecycle_view(
    services.game_resign, "Resign", {403: NOT_A_PLAYER, 409: answers("game_not_active")}
)
RematchView = _lifecycle_view(
    services.game_rematch,
    "Same players, new game",
    {403: NOT_A_PLAYER, 409: answers("game_not_active", note="Until the game is finished.")},
    created=True,
    throttles=(RematchThrottle,),
)


class DeclineView(APIView):
    permission_classes = [permissions.IsAuthenticated, HasScope]
    required_scope: ScopeDeclaration = GAMES_PLAY

    @extend_schema(request=None, responses={204: None}, summary="Decline an invitation")
    def post(self, request: Request, game_id: int) -> Response:
        selectors.game_get_for_user(game_id=game_id, user=request.user)
        services.invitation_decline(game_id=game_id, user=signed_in(request.user))
        return Response(status=status.HTTP_204_NO_CONTENT)


class LegalMovesView(APIView):
    permission_classes = [permissions.IsAuthenticated, HasScope]
    required_scope: ScopeDeclaration = GAMES_READ

    @extend_schema(responses={200: declare_class(rep.LegalMoves)}, summary="My legal actions now")
    @error_responses({403: NOT_A_PLAYER})
    def get(self, request: Request, game_id: int) -> Response:
        game, seats = selectors.game_get_for_user(game_id=game_id, user=request.user)
        return Response(selectors.legal_moves_for(game=game, seats=seats, user=request.user))


class RecordView(APIView):
    permission_classes = [permissions.IsAuthenticatedOrReadOnly, HasScope]
    required_scope: ScopeDeclaration = GAMES_READ

    @extend_schema(
        summary="The game's record: players, engine version, options, seed and every move",
        responses={200: declare_class(rep.GameRecord)},
    )
    def get(self, request: Request, game_id: int) -> Response:
        game, seats = selectors.game_get_for_user(game_id=game_id, user=request.user)
        return Response(selectors.game_record(game=game, seats=seats, user=request.user))


class MovesView(APIView):
    permission_classes = [permissions.IsAuthenticatedOrReadOnly, HasScope]
    required_scope: ScopeDeclaration = {"GET": GAMES_READ, "POST": GAMES_PLAY}
    # A move spends the account's allowance of moves, not of other writes (api/throttles.py).
    limit_kinds = {"POST": "move"}

    @extend_schema(
        summary="The move log as I may see it (complete after the end)",
        responses={200: declare_class(rep.MoveLog)},
        parameters=[
            OpenApiParameter("since", int, description="Only moves with seq > since."),
            OpenApiParameter("limit", int, description=LIMIT_HELP.format(default=MOVES_LIMIT)),
            OpenApiParameter("cursor", str, description=CURSOR_HELP),
        ],
        description="In the order played (by `seq`). `has_more` is true when `next` is a link.",
    )
    def get(self, request: Request, game_id: int) -> Response:
        query_params_check(request, known=["since", *PAGE_PARAMS])
        since = whole_number(request, "since", default=0, low=0)
        limit = whole_number(request, "limit", default=MOVES_LIMIT, low=1, high=MAX_LIMIT)
        if "cursor" in request.query_params:  # both bound the log from below
            (seq,), _back = cursor_decode(
                request.query_params["cursor"], name="moves", keys=MOVE_KEYS
            )
            since = max(since, seq)
        game, seats = selectors.game_get_for_user(game_id=game_id, user=request.user)
        log = selectors.moves_for(
            game=game, seats=seats, user=request.user, since=since, limit=limit
        )
        last = log["moves"][-1]["seq"] if log["moves"] else since
        cursor = cursor_encode([last], name="moves") if log["has_more"] else None
        body: rep.MoveLog = {**log, "next": page_url(request, cursor=cursor) if cursor else None}
        return Response(body)

    @extend_schema(
        request=MoveSerializer,
        responses={201: GAME},
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
            403: NOT_A_PLAYER,
            409: answers(
                "stale_version",
                "not_your_turn",
                "game_not_active",
                "resigned",
                "idempotency_key_in_use",
                note="`stale_version`: your decision changed since `expected_version` (other "
                "seats' moves in a simultaneous step do not count); `details.version` is the "
                "game's version now; fetch the game again. `idempotency_key_in_use`: a request "
                "with this key is being processed; retry.",
            ),
            # Not the engine's game_over: a finished game is game_not_active before that.
            422: answers(
                "illegal_action",
                "unknown_action_type",
                "malformed_action",
                note="`illegal_action`: not one of legal-moves' actions.",
            ),
        }
    )
    def post(self, request: Request, game_id: int) -> Response:
        # No separate visibility read: move_submit decides 404/403 on the row it locks.
        data = MoveSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        key = request.headers.get(IDEMPOTENCY_HEADER) or None
        moved = services.move_submit(
            game_id=game_id,
            user=signed_in(request.user),
            action=data.validated_data["action"],
            expected_version=data.validated_data["expected_version"],
            idempotency_key=key,
        )
        # With a key the answer was rendered and stored with the move: a retry gets the same.
        body = moved.answer
        if body is None:
            body = _render(moved.game, moved.seats, request.user, moved.state)
        headers = {"Idempotent-Replayed": "true"} if moved.replayed else {}
        return Response(body, status=status.HTTP_201_CREATED, headers=headers)
