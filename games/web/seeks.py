"""The Quick game page (docs/seeks.md): each game type with how many players wait, one tap to
wait for a table of it (the smallest table of two or more, rated, three days a move), Cancel
at once, and the game as soon as it starts.

While the page is open it refreshes its list on every event of ``/ws/me/`` (static/js/site.js)
and every 30 seconds; a refresh that finds one of the seeks the page showed waiting matched
moves the player to its game (``HX-Redirect``). Nothing moves a player who is on another page:
the page, coming back, says the game started and links it.
"""

from __future__ import annotations

from dataclasses import dataclass

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils import timezone
from django.views.decorators.http import require_POST

from accounts.models import signed_in
from games import errors
from games import seek_selectors as selectors
from games import seek_services as services
from games.engines.registry import ENGINES
from games.models import DEFAULT_TIME_PER_MOVE, length_words
from games.web.challenges import people_only
from games.web.errors import player_message

#: How often the open page asks again without an event (seconds).
REFRESH_SECONDS = 30
_ENDED_WORDS = {
    "cancelled": "You stopped waiting.",
    "expired": "Nobody came within a week, so you stopped waiting.",
}


@dataclass(frozen=True)
class QuickRow:
    """A game type's row: what the player sees and may do there."""

    slug: str
    name: str
    waiting: int  # players waiting for this game type, in any of its queues
    seek_id: int | None  # the player's seek that waits
    table: int  # the players of the table: the waiting seek's, or the one a tap asks for
    here: int  # the players waiting for that table, the player included
    game_id: int | None  # the game the player's last seek started
    ended: str  # the player's last seek's end in words, when it ended otherwise


def _rows(request: HttpRequest) -> list[QuickRow]:
    user = signed_in(request.user) if request.user.is_authenticated else None
    rows, now = [], timezone.now()
    for queue in selectors.quick_game_rows(user=user, now=now):
        seek = queue.mine
        status = selectors.seek_status(seek, now) if seek is not None else ""
        rows.append(
            QuickRow(
                slug=queue.slug,
                name=queue.name,
                waiting=queue.waiting,
                seek_id=seek.pk if seek is not None and status == "waiting" else None,
                table=seek.seats if status == "waiting" and seek is not None else queue.seats,
                here=queue.in_my_queue,
                game_id=seek.game_id if seek is not None and status == "matched" else None,
                ended=_ENDED_WORDS.get(status, ""),
            )
        )
    return rows


def _started_game(request: HttpRequest) -> int | None:
    """The game one of the seeks the page showed waiting (``?waiting=1,2``) has started."""
    if not request.user.is_authenticated:
        return None
    shown = [int(part) for part in request.GET.get("waiting", "").split(",") if part.isdigit()]
    return selectors.started_game_of(user=signed_in(request.user), seek_ids=shown[:10])


@people_only
def quick_game_page(request: HttpRequest) -> HttpResponse:
    if request.headers.get("HX-Request"):
        game_id = _started_game(request)
        if game_id is not None:
            response = HttpResponse(status=204)
            response["HX-Redirect"] = reverse("game", args=[game_id])
            return response
    rows = _rows(request)
    waiting_ids = ",".join(str(row.seek_id) for row in rows if row.seek_id)
    query = f"?waiting={waiting_ids}" if waiting_ids else ""
    context = {
        "rows": rows,
        "refresh_url": reverse("quick-game") + query,
        "refresh_seconds": REFRESH_SECONDS,
        "per_move": length_words(DEFAULT_TIME_PER_MOVE),
    }
    return render(request, "games/quick_game.html", context)


@people_only
@login_required
@require_POST
def quick_game_seek(request: HttpRequest) -> HttpResponse:
    """Wait for a table of the posted game type (its defaults); straight to the game if this
    completes one."""
    game_type = request.POST.get("game_type", "")
    if game_type not in ENGINES:
        messages.error(request, "Choose one of the games below.")
        return redirect("quick-game")
    try:
        outcome = services.seek_create(user=signed_in(request.user), game_type=game_type)
    except errors.DomainError as error:
        words = (
            "You are already waiting for this game."
            if error.code == "seek_exists"
            else player_message(error)
        )
        messages.error(request, words)
        return redirect("quick-game")
    if outcome.game is not None:
        messages.success(request, "Enough players were waiting: your game has started.")
        return redirect("game", game_id=outcome.game.pk)
    return redirect("quick-game")


@people_only
@login_required
@require_POST
def quick_game_cancel(request: HttpRequest, seek_id: int) -> HttpResponse:
    try:
        services.seek_cancel(user=signed_in(request.user), seek_id=seek_id)
    except errors.NotFound:
        messages.error(request, "You have no such seek.")
    except errors.Conflict:
        messages.info(request, "Too late to cancel: your game had already started.")
    return redirect("quick-game")
