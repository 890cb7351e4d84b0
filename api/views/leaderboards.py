"""Ratings over the API: a player's ratings with their history, and the leaderboards."""

from __future__ import annotations

from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import permissions
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts import representations as acc
from accounts.scopes import GAMES_READ
from api.openapi_types import declare_class
from api.permissions import HasScope, ScopeDeclaration
from api.query import query_params_check
from api.views.history import player
from games import errors
from games import representations as rep
from games.engines.registry import ENGINES
from games.history import rating_lines
from games.rating_selectors import ACTIVE_DAYS, LEADERBOARD_SIZE, leaderboard, ratings_of
from games.solo_bests import solo_bests


class UserRatingsView(APIView):
    permission_classes = [permissions.AllowAny, HasScope]
    required_scope: ScopeDeclaration = GAMES_READ

    @extend_schema(
        responses={200: declare_class(acc.UserRatings)},
        parameters=[OpenApiParameter("game_type", str, enum=list(ENGINES))],
        summary="A player's ratings per game type, each with its history, and solo bests",
        description="The displayed rating is `1000 + 30 * (mu - 3 sigma)`; it is provisional "
        "while sigma is above 6. `game_type` keeps one game type. A history shows the rated "
        "games you may see; the current rating counts them all. Solo Fast Train is never "
        "rated: `solo` has the player's bests against the rules' ranks.",
    )
    def get(self, request: Request, username: str) -> Response:
        query_params_check(request, known=("game_type",))
        user = player(username)
        game_type = request.query_params.get("game_type") or None
        if game_type is not None and game_type not in ENGINES:
            message = f"'game_type' must be one of {', '.join(ENGINES)}."
            raise errors.InvalidRequest(message, details={"game_type": [message]})
        lines = rating_lines(user=user, viewer=request.user)
        ratings: list[acc.GameTypeRating] = [
            {**rating, "history": lines.get(rating["game_type"], [])}
            for rating in ratings_of(user=user)
            if game_type is None or rating["game_type"] == game_type
        ]
        body: acc.UserRatings = {
            "username": user.username,
            "ratings": ratings,
            "solo": solo_bests(user=user, viewer=request.user),
        }
        return Response(body)


class LeaderboardView(APIView):
    permission_classes = [permissions.AllowAny, HasScope]
    required_scope: ScopeDeclaration = GAMES_READ

    @extend_schema(
        responses={200: declare_class(acc.Leaderboard)},
        parameters=[OpenApiParameter("game_type", str, OpenApiParameter.PATH, enum=list(ENGINES))],
        summary=f"The best {LEADERBOARD_SIZE} players of a game type by rating",
        description=f"Among accounts with a rated game of the type finished in the last "
        f"{ACTIVE_DAYS} days. Equal ratings share a position. A fixed length: not paginated.",
    )
    def get(self, request: Request, game_type: str) -> Response:
        query_params_check(request, known=())
        if game_type not in ENGINES:
            raise errors.NotFound(f"There is no game type {game_type!r}.")
        body: acc.Leaderboard = {
            "game_type": rep.game_slug(game_type),
            "active_days": ACTIVE_DAYS,
            "players": leaderboard(game_type=game_type),
        }
        return Response(body)
