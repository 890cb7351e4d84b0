"""Site pages for games. Every action is a plain form post; htmx requests get the partial."""

from __future__ import annotations

import json
from typing import Any

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_POST

from games import errors, selectors, services
from games.engines.registry import all_engines
from games.models import GameStatus
from games.web.context import game_page_context, seat_names
from games.web.forms import GameCreateForm
from games.web.presenters import presenter_for


def _is_htmx(request: HttpRequest) -> bool:
    return request.headers.get("HX-Request") == "true"


def _game_response(request: HttpRequest, game_id: int, *, status: int = 200) -> HttpResponse:
    game, seats = selectors.game_get_for_user(game_id=game_id, user=request.user)
    context = game_page_context(game=game, seats=seats, user=request.user)
    template = "games/game.html#game" if _is_htmx(request) else "games/game.html"
    return render(request, template, context, status=status)


def game_page(request: HttpRequest, game_id: int) -> HttpResponse:
    try:
        return _game_response(request, game_id)
    except errors.GameNotFound:
        return render(request, "404.html", status=404)


@require_POST
@login_required
def game_move(request: HttpRequest, game_id: int) -> HttpResponse:
    """The move form: the chosen action (one of the legal ones), the version seen, a key."""
    try:
        action = json.loads(request.POST.get("action", ""))
        expected_version = int(request.POST.get("expected_version", ""))
    except ValueError:
        messages.error(request, "That move could not be read; please choose again.")
        return _after_post(request, game_id, status=400)
    try:
        services.move_submit(
            game_id=game_id,
            user=request.user,
            action=action,
            expected_version=expected_version,
            idempotency_key=request.POST.get("idempotency_key") or None,
            render=lambda game, _seats, _state: {"version": game.version},
        )
    except errors.GameNotFound:
        return render(request, "404.html", status=404)
    except errors.StaleVersion:
        messages.warning(request, "The game moved on while you were choosing; here it is now.")
        return _after_post(request, game_id, status=409)
    except errors.GameError as error:
        messages.error(request, error.message)
        return _after_post(request, game_id, status=error.status)
    return _after_post(request, game_id)


def _after_post(request: HttpRequest, game_id: int, *, status: int = 200) -> HttpResponse:
    """htmx gets the refreshed game partial; a plain form post is redirected (post/redirect/get)."""
    if _is_htmx(request):
        return _game_response(request, game_id, status=status)
    return redirect("game", game_id=game_id)


_LIFECYCLE = {
    "join": (services.seat_join, "You joined the game."),
    "leave": (services.seat_leave, "You left the game."),
    "start": (services.game_start, "The game has started."),
    "resign": (services.game_resign, "You resigned."),
    "decline": (services.invitation_decline, "Invitation declined."),
}


@require_POST
@login_required
def game_lifecycle(request: HttpRequest, game_id: int, verb: str) -> HttpResponse:
    service, done = _LIFECYCLE[verb]
    try:
        selectors.game_get_for_user(game_id=game_id, user=request.user)
        service(game_id=game_id, user=request.user)
    except errors.GameNotFound:
        return render(request, "404.html", status=404)
    except errors.GameError as error:
        messages.error(request, error.message)
        return _after_post(request, game_id, status=error.status)
    messages.success(request, done)
    if verb == "decline":
        return redirect("home")
    return _after_post(request, game_id)


@require_POST
@login_required
def game_rematch(request: HttpRequest, game_id: int) -> HttpResponse:
    try:
        selectors.game_get_for_user(game_id=game_id, user=request.user)
        game = services.game_rematch(game_id=game_id, user=request.user)
    except errors.GameNotFound:
        return render(request, "404.html", status=404)
    except errors.GameError as error:
        messages.error(request, error.message)
        return redirect("game", game_id=game_id)
    messages.success(request, "Rematch created; the other players are invited.")
    return redirect("game", game_id=game.pk)


@login_required
def game_new(request: HttpRequest) -> HttpResponse:
    form = GameCreateForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        try:
            game = services.game_create(
                creator=request.user,
                game_type=form.cleaned_data["game_type"],
                seats=form.cleaned_data["seats"],
                options=form.options(),
                time_per_move=form.time_per_move(),
                is_public=form.cleaned_data["is_public"],
                invite=form.invitees(),
                bots=form.bot_list(),
            )
        except errors.GameError as error:
            form.add_error(None, error.message)
        else:
            return redirect("game", game_id=game.pk)
    status = 400 if request.method == "POST" else 200
    return render(request, "games/new.html", {"form": form}, status=status)


def lobby(request: HttpRequest) -> HttpResponse:
    """Home: my games whose turn it is first, then open games to join, then the rest."""
    game_type = request.GET.get("game_type") or None
    user: Any = request.user
    context: dict[str, Any] = {
        "game_type": game_type,
        "game_choices": [(engine.slug, engine.name) for engine in all_engines()],
    }
    try:
        open_games = selectors.games_list(user=user, status=GameStatus.OPEN, game_type=game_type)
    except errors.InvalidRequest:
        open_games = selectors.games_list(user=user, status=GameStatus.OPEN)
        context["game_type"] = None
    context["open_games"] = selectors.game_summaries(games=open_games[:20], user=user)
    if user.is_authenticated:
        context["turns"] = selectors.turns_for_user(user=user)
        mine = selectors.games_list(user=user, mine=True)
        context["my_active"] = selectors.game_summaries(
            games=mine.filter(status=GameStatus.ACTIVE)[:20], user=user
        )
        context["my_finished"] = selectors.game_summaries(
            games=mine.filter(status=GameStatus.FINISHED)[:10], user=user
        )
    template = "home.html#lobby" if _is_htmx(request) else "home.html"
    return render(request, template, context)


def game_replay(request: HttpRequest, game_id: int) -> HttpResponse:
    """Step through a finished game; every hand is shown (the seed is public by then)."""
    try:
        game, seats = selectors.game_get_for_user(game_id=game_id, user=request.user)
        step = int(request.GET.get("step", "0"))
        replay = selectors.replay_step(game=game, step=step)
    except errors.GameNotFound:
        return render(request, "404.html", status=404)
    except ValueError:
        return redirect("game-replay", game_id=game_id)
    except errors.GameError as error:
        messages.info(request, error.message)
        return redirect("game", game_id=game_id)
    presenter = presenter_for(game.game_type)
    names = seat_names(seats)
    move = replay["move"]
    context = {
        "game": game,
        "replay": replay,
        "seats_views": [(names[i], view) for i, view in enumerate(replay["views"])],
        "move_lines": [
            text
            for e in (move["events"] if move else [])
            if (text := presenter.event_text(e, names))
        ],
        "mover": names[move["seat"]] if move else None,
    }
    return render(request, "games/replay.html", context)


@login_required
def my_turns(request: HttpRequest) -> HttpResponse:
    return render(
        request, "games/turns.html", {"turns": selectors.turns_for_user(user=request.user)}
    )
