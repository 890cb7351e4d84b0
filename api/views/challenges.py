"""Challenges (``/api/v1/challenges/...``) and bot accounts (``/api/v1/me/upgrade-to-bot/``),
docs/bots.md. Thin: games.challenge_services writes, games.challenge_selectors reads."""

from __future__ import annotations

from datetime import timedelta
from typing import Any, get_args

from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import permissions, serializers, status
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts import representations as acc
from accounts import services as account_services
from accounts.models import STORED_USERNAME_MAX_LENGTH, signed_in
from accounts.scopes import ACCOUNT_WRITE, GAMES_PLAY, GAMES_READ
from api.openapi_types import declare_class
from api.pagination import CURSOR_HELP, LIMIT_HELP, PAGE_PARAMS, next_link, page_request
from api.permissions import HasScope, ScopeDeclaration
from api.query import query_params_check
from api.schema import answers, error_responses
from api.serializers import (
    GameSlugField,
    OptionsField,
    StrictBooleanField,
    StrictCharField,
    StrictIntegerField,
)
from api.throttles import THROTTLES, GameCreateThrottle
from games import challenge_selectors as selectors
from games import challenge_services as services
from games import errors
from games import representations as rep
from games.engines.registry import MAX_PLAYERS
from games.models import (
    DEFAULT_TIME_PER_MOVE,
    GAME_TYPE_MAX_LENGTH,
    MAX_TIME_PER_MOVE,
    MIN_TIME_PER_MOVE,
    TIME_PER_MOVE_RANGE,
    Challenge,
)

CHALLENGE = declare_class(rep.Challenge)
CHALLENGES_LIMIT = 20
NOT_PENDING = answers(
    "challenge_not_pending",
    note="`challenge_not_pending`: it was accepted, declined, cancelled or has expired.",
)


class ChallengeCreateSerializer(serializers.Serializer[Any]):
    to = serializers.ListField(
        child=StrictCharField(max_length=STORED_USERNAME_MAX_LENGTH),
        required=False,
        default=list,
        max_length=MAX_PLAYERS - 1,
        help_text="The usernames challenged (people or bot accounts): a game of them all and "
        "you. Empty or left out: an open challenge, a link anyone signed in may accept.",
    )
    game_type = GameSlugField(max_length=GAME_TYPE_MAX_LENGTH)
    seats = StrictIntegerField(
        min_value=2,
        max_value=MAX_PLAYERS,
        required=False,
        help_text="How many players: with `to`, its length plus one (the default); for an "
        "open challenge, 2 unless given.",
    )
    options = OptionsField(required=False, default=dict, help_text="As for game creation.")
    time_per_move = StrictIntegerField(
        min_value=int(MIN_TIME_PER_MOVE.total_seconds()),
        max_value=int(MAX_TIME_PER_MOVE.total_seconds()),
        required=False,
        default=int(DEFAULT_TIME_PER_MOVE.total_seconds()),
        help_text="Seconds per move, as for game creation ({} to {}).".format(*TIME_PER_MOVE_RANGE),
    )
    is_public = StrictBooleanField(required=False, default=True)
    timeout_policy = serializers.ChoiceField(
        choices=get_args(rep.TimeoutPolicyName), required=False, default="bot"
    )
    rated = StrictBooleanField(
        required=False, help_text="As for game creation: left out, rated when it can be."
    )


class ChallengeDeclineSerializer(serializers.Serializer[Any]):
    reason = serializers.ChoiceField(
        choices=services.DECLINE_REASONS,
        required=False,
        default="generic",
        help_text="Why, from a fixed list a program can act on.",
    )


class UpgradeToBotSerializer(serializers.Serializer[Any]):
    confirm = StrictCharField(
        max_length=100,
        help_text=f'Exactly "{account_services.BOT_CONFIRMATION}": making an account a bot '
        "account cannot be undone.",
    )


class ChallengeCreateThrottle(GameCreateThrottle):
    """A challenge is a game to be: the game creation limits, with invitations when it names
    players."""

    def invites(self, request: Request) -> bool:
        return isinstance(request.data, dict) and bool(request.data.get("to"))


class ChallengesView(APIView):
    permission_classes = [permissions.IsAuthenticated, HasScope]
    required_scope: ScopeDeclaration = {"GET": GAMES_READ, "POST": GAMES_PLAY}
    throttle_classes = [*THROTTLES, ChallengeCreateThrottle]

    @extend_schema(
        summary="My challenges, incoming and outgoing, newest first",
        operation_id="challenges_list",
        parameters=[
            OpenApiParameter("status", str, enum=list(get_args(rep.ChallengeStatusName))),
            OpenApiParameter("direction", str, enum=list(selectors.DIRECTIONS)),
            OpenApiParameter("limit", int, description=LIMIT_HELP.format(default=CHALLENGES_LIMIT)),
            OpenApiParameter("cursor", str, description=CURSOR_HELP),
        ],
        responses={200: declare_class(rep.Challenges)},
        description="`incoming`: challenges that name you (or open ones you accepted); "
        "`outgoing`: yours.",
    )
    def get(self, request: Request) -> Response:
        query_params_check(request, known=("status", "direction", *PAGE_PARAMS))
        wanted = request.query_params.get("status") or None
        if wanted is not None and wanted not in Challenge.Status.values:
            raise errors.InvalidRequest(
                f"'status' must be one of {', '.join(Challenge.Status.values)}."
            )
        direction = request.query_params.get("direction") or None
        if direction is not None and direction not in selectors.DIRECTIONS:
            raise errors.InvalidRequest("'direction' must be 'incoming' or 'outgoing'.")
        paging = page_request(
            request,
            name="challenges",
            keys=selectors.CHALLENGE_KEYS,
            default_limit=CHALLENGES_LIMIT,
        )
        page = selectors.challenges_page(
            user=signed_in(request.user),
            status=wanted,
            direction=direction,
            after=paging.after,
            limit=paging.limit,
        )
        body: rep.Challenges = {
            "challenges": page.items,
            "next": next_link(request, page, name="challenges"),
        }
        return Response(body)

    @extend_schema(
        request=ChallengeCreateSerializer,
        responses={201: CHALLENGE},
        summary="Challenge players (or anyone, with an open challenge) to a game",
        description="Options, time per move, timeout policy, visibility and `rated` as for "
        "game creation. Each player named gets a `challenge` event; when the last needed seat "
        "is accepted the game is made with every seat taken and starts (`game_started`).",
    )
    def post(self, request: Request) -> Response:
        data = ChallengeCreateSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        fields = data.validated_data
        challenge = services.challenge_create(
            challenger=signed_in(request.user),
            to=fields["to"],
            game_type=fields["game_type"],
            seats=fields.get("seats"),
            options=fields["options"],
            time_per_move=timedelta(seconds=fields["time_per_move"]),
            timeout_policy=fields["timeout_policy"],
            is_public=fields["is_public"],
            rated=fields.get("rated"),
        )
        return Response(
            selectors.challenge_payload(challenge=challenge), status=status.HTTP_201_CREATED
        )


class ChallengeView(APIView):
    permission_classes = [permissions.IsAuthenticated, HasScope]
    required_scope: ScopeDeclaration = GAMES_READ

    @extend_schema(
        responses={200: CHALLENGE},
        summary="A challenge (open ones to anyone; others to their players only)",
    )
    def get(self, request: Request, challenge_id: int) -> Response:
        challenge = selectors.challenge_get_for_user(challenge_id=challenge_id, user=request.user)
        return Response(selectors.challenge_payload(challenge=challenge))


class ChallengeAcceptView(APIView):
    permission_classes = [permissions.IsAuthenticated, HasScope]
    required_scope: ScopeDeclaration = GAMES_PLAY

    @extend_schema(
        request=None,
        responses={200: CHALLENGE},
        summary="Accept a challenge (the last needed seat starts the game: see `game`)",
    )
    @error_responses({409: answers("challenge_not_pending", "already_accepted", "own_challenge")})
    def post(self, request: Request, challenge_id: int) -> Response:
        challenge = services.challenge_accept(
            challenge_id=challenge_id, user=signed_in(request.user)
        )
        return Response(selectors.challenge_payload(challenge=challenge))


class ChallengeDeclineView(APIView):
    permission_classes = [permissions.IsAuthenticated, HasScope]
    required_scope: ScopeDeclaration = GAMES_PLAY

    @extend_schema(
        request=ChallengeDeclineSerializer,
        responses={200: CHALLENGE},
        summary="Decline a challenge that names you, with an optional reason",
    )
    @error_responses(
        {
            403: answers("forbidden", note="`forbidden`: it does not name you (or is open)."),
            409: NOT_PENDING,
        }
    )
    def post(self, request: Request, challenge_id: int) -> Response:
        data = ChallengeDeclineSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        challenge = services.challenge_decline(
            challenge_id=challenge_id,
            user=signed_in(request.user),
            reason=data.validated_data["reason"],
        )
        return Response(selectors.challenge_payload(challenge=challenge))


class ChallengeCancelView(APIView):
    permission_classes = [permissions.IsAuthenticated, HasScope]
    required_scope: ScopeDeclaration = GAMES_PLAY

    @extend_schema(request=None, responses={200: CHALLENGE}, summary="Cancel my challenge")
    @error_responses(
        {
            403: answers("forbidden", note="`forbidden`: only its challenger cancels it."),
            409: NOT_PENDING,
        }
    )
    def post(self, request: Request, challenge_id: int) -> Response:
        challenge = services.challenge_cancel(
            challenge_id=challenge_id, user=signed_in(request.user)
        )
        return Response(selectors.challenge_payload(challenge=challenge))


class UpgradeToBotView(APIView):
    permission_classes = [permissions.IsAuthenticated, HasScope]
    required_scope: ScopeDeclaration = ACCOUNT_WRITE

    @extend_schema(
        request=UpgradeToBotSerializer,
        responses={200: declare_class(acc.Me)},
        summary="Make my account a bot account (irreversible)",
        description="Only an account that has never played or joined a game can become a bot "
        "account. A bot account is shown with a BOT tag everywhere, plays only through the "
        "API (the site's play pages are closed to it) and has `bot: true` wherever a user "
        "appears.",
    )
    @error_responses({409: answers("has_played", "already_bot")})
    def post(self, request: Request) -> Response:
        data = UpgradeToBotSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        user = account_services.account_upgrade_to_bot(
            user=signed_in(request.user), confirm=data.validated_data["confirm"]
        )
        me: acc.Me = {
            "id": user.pk,
            "username": user.username,
            "bot": user.is_bot_account,
            "email": user.email,
            "date_joined": user.date_joined.isoformat(),
        }
        return Response(me)
