"""A player's finished games over the API: the history (filtered, paged), head-to-head
against one opponent, and your own history's export as JSON or CSV."""

from __future__ import annotations

from typing import Any

from django.http import Http404
from django.shortcuts import get_object_or_404
from django.utils import timezone
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework import permissions
from rest_framework.renderers import BaseRenderer, JSONRenderer
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts import representations as acc
from accounts.models import User, signed_in
from accounts.scopes import GAMES_READ
from api.openapi_types import declare_class
from api.pagination import CURSOR_HELP, LIMIT_HELP, PAGE_PARAMS, next_link, page_request
from api.permissions import HasScope, ScopeDeclaration
from api.query import query_params_check
from api.schema import answers, error_responses
from games import errors
from games.engines.registry import ENGINES
from games.history import (
    FILTER_PARAMS,
    HISTORY_FORMAT,
    HISTORY_KEYS,
    RESULTS,
    Links,
    head_to_head,
    history_csv,
    history_export,
    history_filters_parse,
    history_page,
    player_named,
)

HISTORY_LIMIT = 20
HISTORY_EXPORT = declare_class(acc.HistoryExport)
EXPORT_NAME = "hachi-station-history"
EXPORT_FORMATS = ("json", "csv")


def player(username: str) -> User:
    """The active account called exactly ``username`` (a profile's address), or a 404."""
    if "\x00" in username:  # no username has one, and PostgreSQL text cannot hold it
        raise Http404
    return get_object_or_404(User, username=username, is_active=True)


def links(request: Request) -> Links:
    return Links(request.build_absolute_uri("/"))


FILTER_PARAMETERS = [
    OpenApiParameter("game_type", str, enum=list(ENGINES)),
    OpenApiParameter(
        "result",
        str,
        enum=list(RESULTS),
        description="How the game went for the player: `won` (first, alone or sharing first "
        "place), `lost`, `drawn` (every seat level), `resigned` (resigned, forfeited on time, "
        "or the seat handed to a bot), `solo` (a solo Fast Train).",
    ),
    OpenApiParameter(
        "opponent", str, description="Only games this player also sat at (ignoring case)."
    ),
    OpenApiParameter("from", OpenApiTypes.DATE, description="Finished on or after this day (UTC)."),
    OpenApiParameter("to", OpenApiTypes.DATE, description="Finished on or before this day (UTC)."),
]


class UserHistoryView(APIView):
    permission_classes = [permissions.AllowAny, HasScope]
    required_scope: ScopeDeclaration = GAMES_READ

    @extend_schema(
        responses={200: declare_class(acc.History)},
        parameters=[
            *FILTER_PARAMETERS,
            OpenApiParameter("limit", int, description=LIMIT_HELP.format(default=HISTORY_LIMIT)),
            OpenApiParameter("cursor", str, description=CURSOR_HELP),
        ],
        summary="A player's finished games, the latest first",
        description="Public games for anyone; a private game only for its players and the "
        "people invited to it. Each game links its replay on the site and its record.",
    )
    @error_responses(
        {
            400: answers(
                "invalid", note="`invalid`: a filter (`details` names it), `limit` or `cursor`."
            )
        }
    )
    def get(self, request: Request, username: str) -> Response:
        query_params_check(request, known=(*FILTER_PARAMS, *PAGE_PARAMS))
        user = player(username)
        filters = history_filters_parse(params=request.query_params, user=user)
        paging = page_request(
            request, name="history", keys=HISTORY_KEYS, default_limit=HISTORY_LIMIT
        )
        page = history_page(
            user=user,
            viewer=request.user,
            filters=filters,
            links=links(request),
            after=paging.after,
            limit=paging.limit,
        )
        body: acc.History = {
            "username": user.username,
            "games": page.items,
            "next": next_link(request, page, name="history"),
        }
        return Response(body)


class HeadToHeadView(APIView):
    permission_classes = [permissions.AllowAny, HasScope]
    required_scope: ScopeDeclaration = GAMES_READ

    @extend_schema(
        responses={200: declare_class(acc.HeadToHead)},
        parameters=[
            OpenApiParameter(
                "opponent", str, required=True, description="The other player (ignoring case)."
            )
        ],
        summary="A player against one opponent: who finished ahead, per game type",
        description="Every finished game both sat at that you may see. The games themselves: "
        "`GET /api/v1/users/{username}/history/?opponent=...`.",
    )
    @error_responses(
        {
            400: answers(
                "invalid", note="`invalid`: no `opponent`, no player of that name, or the player."
            )
        }
    )
    def get(self, request: Request, username: str) -> Response:
        query_params_check(request, known=("opponent",))
        user = player(username)
        name = request.query_params.get("opponent", "").strip()
        opponent = player_named(name) if name else None
        if opponent is None or opponent.pk == user.pk:
            problem = "Name another player." if name else "Name the opponent."
            raise errors.InvalidRequest(problem, details={"opponent": [problem]})
        return Response(head_to_head(user=user, opponent=opponent, viewer=request.user))


class HistoryCsvRenderer(BaseRenderer):
    """The history export (``HistoryExport``) as CSV: one line per game."""

    media_type = "text/csv"
    format = "csv"
    charset = "utf-8"

    def render(self, data: Any, *_negotiated: Any) -> bytes:
        # DRF also passes the accepted media type and the renderer context: CSV needs neither.
        return history_csv(data["games"]).encode()


class MyHistoryExportView(APIView):
    permission_classes = [permissions.IsAuthenticated, HasScope]
    required_scope: ScopeDeclaration = GAMES_READ
    renderer_classes = [JSONRenderer, HistoryCsvRenderer]

    def perform_content_negotiation(self, request: Request, force: bool = False) -> Any:
        # DRF answers an unknown ?format= with a bare 404; this one names the choices.
        asked = request.query_params.get("format")
        if not force and asked is not None and asked not in EXPORT_FORMATS:
            message = f"'format' must be one of {', '.join(EXPORT_FORMATS)}."
            raise errors.InvalidRequest(message, details={"format": [message]})
        return super().perform_content_negotiation(request, force)

    def finalize_response(
        self, request: Request, response: Response, *args: Any, **kwargs: Any
    ) -> Response:
        if response.status_code >= 400:  # errors keep their one JSON shape, even asked as CSV
            request.accepted_renderer = JSONRenderer()
            request.accepted_media_type = JSONRenderer.media_type
        return super().finalize_response(request, response, *args, **kwargs)

    @extend_schema(
        responses={
            (200, "application/json"): HISTORY_EXPORT,
            (200, "text/csv"): OpenApiResponse(
                response=OpenApiTypes.STR,
                description="The same games, one line each, with a header line.",
            ),
        },
        parameters=[
            OpenApiParameter(
                "format",
                str,
                enum=list(EXPORT_FORMATS),
                description="`csv` for CSV (also `Accept: text/csv`); JSON otherwise.",
            )
        ],
        summary="Export my whole history of finished games, as JSON or CSV",
    )
    @error_responses(
        {400: answers("invalid", note="`invalid`: a `format` other than `json` or `csv`.")}
    )
    def get(self, request: Request) -> Response:
        query_params_check(request, known=())
        user = signed_in(request.user)
        now = timezone.now()
        body: acc.HistoryExport = {
            "format": HISTORY_FORMAT,
            "username": user.username,
            "exported_at": now.isoformat(),
            "games": history_export(user=user, links=links(request)),
        }
        suffix = "csv" if isinstance(request.accepted_renderer, HistoryCsvRenderer) else "json"
        filename = f"{EXPORT_NAME}-{now:%Y-%m-%d}.{suffix}"
        return Response(body, headers={"Content-Disposition": f'attachment; filename="{filename}"'})
