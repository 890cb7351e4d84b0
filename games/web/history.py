"""A player's game history on the site (``/u/<name>/history/``) and your own history's export
(CSV and JSON downloads). The reads are games.history's, as the API's are."""

from __future__ import annotations

import json
from typing import Any
from urllib.parse import urlencode

from django import forms
from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils import timezone
from django.views.decorators.http import require_GET

from accounts import representations as acc
from accounts.models import User, signed_in
from games import errors
from games.cursors import cursor_decode, cursor_encode
from games.engines.registry import ENGINES, all_engines
from games.history import (
    FILTER_PARAMS,
    HISTORY_FORMAT,
    HISTORY_KEYS,
    HistoryFilters,
    Links,
    history_csv,
    history_export,
    history_filters_parse,
    history_page,
)
from games.web.lobby import names_words, ordinal

#: Games per page of the history.
PAGE_SIZE = 25
RESULT_CHOICES = [
    ("", "Any result"),
    ("won", "Won"),
    ("lost", "Lost"),
    ("drawn", "Drawn"),
    ("resigned", "Resigned or forfeited"),
    ("solo", "Solo"),
]
BOT_WORDS = {"greedy": "Greedy bot", "random": "Random bot"}


class HistoryFilterForm(forms.Form):
    """The history's filters as the page shows them; games.history checks them (the API's
    rules and messages), so these fields take any text."""

    game_type = forms.CharField(
        label="Game",
        required=False,
        widget=forms.Select(
            choices=[("", "All games"), *((e.slug, e.name) for e in all_engines())]
        ),
    )
    result = forms.CharField(
        label="Result", required=False, widget=forms.Select(choices=RESULT_CHOICES)
    )
    opponent = forms.CharField(
        label="Opponent",
        required=False,
        help_text="Their username: only games you both sat at.",
        widget=forms.TextInput(attrs={"autocomplete": "off", "autocapitalize": "none"}),
    )

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        # "from" and "to" are the API's names; neither can be a class attribute.
        for name, label in (("from", "Finished from"), ("to", "Finished until")):
            self.fields[name] = forms.CharField(
                label=label,
                required=False,
                help_text="A day (UTC), included.",
                widget=forms.DateInput(attrs={"type": "date"}),
            )


def _player(username: str) -> User:
    user = User.objects.filter(username=username, is_active=True).first()
    if user is None:
        raise Http404("No such player.")
    return user


def history_page_view(request: HttpRequest, username: str) -> HttpResponse:
    """The player's finished games the visitor may see, newest first, filtered and paged."""
    user = _player(username)
    params = {name: request.GET.get(name, "") for name in FILTER_PARAMS}
    form = HistoryFilterForm(params)
    form.is_valid()  # every field takes any text: this only binds what was sent
    filters = HistoryFilters()
    try:
        filters = history_filters_parse(params=params, user=user)
    except errors.InvalidRequest as refused:
        for field, problems in refused.field_problems().items():
            for problem in problems:
                form.add_error(field, problem)
    after = None
    cursor = request.GET.get("cursor")
    if cursor and not form.errors:
        try:
            after, _backwards = cursor_decode(cursor, name="history", keys=HISTORY_KEYS)
        except errors.InvalidRequest:
            after = None  # an old or mangled link: the first page
    page = None
    if not form.errors:
        page = history_page(
            user=user,
            viewer=request.user,
            filters=filters,
            links=Links(request.build_absolute_uri("/")),
            after=after,
            limit=PAGE_SIZE,
        )
    query = {k: v for k, v in params.items() if v}
    older = None
    if page is not None and page.more and page.last is not None:
        older = f"?{urlencode({**query, 'cursor': cursor_encode(page.last, name='history')})}"
    context = {
        "profile_user": user,
        "form": form,
        "filtered": bool(query),
        "filter_words": filter_words(query),
        "rows": [history_row(game) for game in page.items] if page else [],
        "older_url": older,
        "newest_url": f"?{urlencode(query)}" if after is not None else None,
        "own": request.user.is_authenticated and request.user.pk == user.pk,
    }
    htmx = request.headers.get("HX-Request") == "true"
    template = "accounts/history.html#history" if htmx else "accounts/history.html"
    return render(request, template, context)


RESULT_FILTER_WORDS = {
    "won": "games won",
    "lost": "games lost",
    "drawn": "drawn games",
    "resigned": "games resigned or forfeited",
    "solo": "solo games",
}


def filter_words(query: dict[str, str]) -> str:
    """What the filters keep, in words: 'games won of Hachi with bob, from 2026-03-01'."""
    words = [RESULT_FILTER_WORDS.get(query.get("result", ""), "games")]
    game_type = query.get("game_type", "")
    if game_type in ENGINES:
        words.append(f"of {ENGINES[game_type].name}")
    if query.get("opponent"):
        words.append(f"with {query['opponent']}")
    if query.get("from"):
        words.append(f"from {query['from']}")
    if query.get("to"):
        words.append(f"until {query['to']}")
    return " ".join(words)


def result_words(game: acc.HistoryGame) -> str:
    """'Won', 'Shared 1st', 'Lost', '2nd of 3', 'Draw', 'Resigned', 'Solo: Engineer'."""
    result = game["result"]
    if result == "solo":
        return f"Solo: {game['solo_rank']}" if game["solo_rank"] else "Solo"
    if result == "won":
        firsts = sum(1 for p in game["players"] if p["rank"] == 1)
        return "Shared 1st" if firsts > 1 else "Won"
    if result == "lost" and len(game["players"]) > 2 and game["rank"]:
        return f"{ordinal(game['rank'])} of {len(game['players'])}"
    return {"lost": "Lost", "drawn": "Draw", "resigned": "Resigned"}[result]


def _name(player: acc.HistoryPlayer) -> str:
    if player["username"] is not None:
        return player["username"]
    return BOT_WORDS.get(player["bot_kind"] or "", "Open seat")


def history_row(game: acc.HistoryGame) -> dict[str, Any]:
    """What a history row says of one game, in words."""
    others = [p for p in game["players"] if p["seat"] != game["seat"]]
    rating = game["rating"]
    change = rating["after"] - rating["before"] if rating else None
    return {
        "id": game["game"],
        "name": ENGINES[game["game_type"]].name,
        "game_type": game["game_type"],
        "result": result_words(game),
        "won": game["result"] == "won",
        "score": None if game["ended_by_resignation"] else game["score"],
        "opponents": names_words([_name(p) for p in others]),
        # The same names one by one, for the BOT tag of bot accounts, with what follows each.
        "opponent_list": [
            {
                "name": _name(p),
                "bot": p["bot"],
                "then": " and " if i == len(others) - 2 else ", " if i < len(others) - 2 else "",
            }
            for i, p in enumerate(others)
        ],
        "finished": game["finished_at"][:10],
        "private": not game["is_public"],
        "rating": rating,
        "change": f"{change:+d}" if change is not None else None,
        "record_name": f"{game['game_type']}-{game['game']}.json",
    }


@require_GET
@login_required
def history_download(request: HttpRequest, suffix: str) -> HttpResponse:
    """Your whole history of finished games as a CSV or JSON file."""
    user = signed_in(request.user)
    now = timezone.now()
    games = history_export(user=user, links=Links(request.build_absolute_uri("/")))
    if suffix == "csv":
        body, kind = history_csv(games), "text/csv; charset=utf-8"
    else:
        export: acc.HistoryExport = {
            "format": HISTORY_FORMAT,
            "username": user.username,
            "exported_at": now.isoformat(),
            "games": games,
        }
        body, kind = json.dumps(export, indent=2), "application/json"
    response = HttpResponse(body, content_type=kind)
    filename = f"hachi-station-history-{now:%Y-%m-%d}.{suffix}"
    response["Content-Disposition"] = f'attachment; filename="{filename}"'
    return response
