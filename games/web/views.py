"""Site pages for games. Every action is a plain form post; htmx requests get the partial."""

from __future__ import annotations

from typing import Any, Protocol, TypedDict

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse, HttpResponseNotAllowed
from django.shortcuts import redirect, render
from django.views.decorators.http import require_POST

from accounts import guards
from accounts.forms import SignUpForm
from accounts.models import User, signed_in
from accounts.selectors import preferences_of
from accounts.web import sign_up_from_form, signed_up, too_many_attempts
from games import errors, selectors, services
from games.engines.bots import DEFAULT_BOT_KIND
from games.engines.registry import ENGINES, all_engines, get_engine
from games.json_input import json_load
from games.lobby_selectors import SECTIONS
from games.representations import OptionValues
from games.web.challenges import challenge_rows, people_only
from games.web.confirmations import CONFIRMATIONS
from games.web.context import bot_account_names, game_page_context, move_log, seat_names
from games.web.errors import player_message
from games.web.forms import GameCreateForm
from games.web.lobby import PAGE_SIZE, TURNS_PAGE_SIZE, game_cards, section_lists
from games.web.presenters import presenter_for

# Why the site pauses game creation (accounts.web.too_many_attempts says when it resumes).
FLOODING = "so nobody can flood other players with games and invitations"


class _QuickGame(TypedDict):
    game_type: str
    seats: int
    options: OptionValues
    bots: list[str]
    rated: bool


#: The quick start: one round of Hachi against the default bot (casual: a bot plays).
QUICK_GAME: _QuickGame = {
    "game_type": "hachi",
    "seats": 2,
    "options": {"match_mode": "fixed", "rounds": 1},
    "bots": [DEFAULT_BOT_KIND],
    "rated": False,
}


def _is_htmx(request: HttpRequest) -> bool:
    return request.headers.get("HX-Request") == "true"


def _game_response(
    request: HttpRequest,
    game_id: int,
    *,
    status: int = 200,
    pending_action: dict[str, Any] | None = None,
) -> HttpResponse:
    game, seats = selectors.game_get_for_user(game_id=game_id, user=request.user)
    context = game_page_context(
        game=game,
        seats=seats,
        user=request.user,
        log_all=request.GET.get("log") == "all",
        pending_action=pending_action,
    )
    template = "games/game.html#game" if _is_htmx(request) else "games/game.html"
    return render(request, template, context, status=status)


@people_only
def game_page(request: HttpRequest, game_id: int) -> HttpResponse:
    try:
        return _game_response(request, game_id)
    except errors.NotFound:
        return render(request, "404.html", status=404)


def _confirmed(request: HttpRequest, action_text: str) -> bool:
    """A move is sent when the player confirmed it: the Confirm button or a second tap on the
    same move (``pending`` holds the first tap's move), or "confirm moves" is off."""
    if request.POST.get("confirmed") == "1" or action_text == request.POST.get("pending"):
        return True
    return not preferences_of(signed_in(request.user)).confirm_moves


@guards.spends({"POST": "move"})  # a move of the account's allowance (config/site_limits.py)
@require_POST
@login_required
@people_only
def game_move(request: HttpRequest, game_id: int) -> HttpResponse:
    """The move form: the chosen action (one of the legal ones), the version seen, a key."""
    action_text = request.POST.get("action") or request.POST.get("pending") or ""
    try:
        action = json_load(action_text)
        expected_version = int(request.POST.get("expected_version", ""))
    except ValueError:
        messages.error(request, "That move could not be read; please choose again.")
        return _after_post(request, game_id, status=400)
    if not _confirmed(request, action_text):
        # No script on the page: the first tap only selects; the page comes back with the
        # move marked and a Confirm button (nothing is sent until then).
        try:
            return _game_response(request, game_id, pending_action=action)
        except errors.NotFound:
            return render(request, "404.html", status=404)
    try:
        services.move_submit(
            game_id=game_id,
            user=signed_in(request.user),
            action=action,
            expected_version=expected_version,
            idempotency_key=request.POST.get("idempotency_key") or None,
        )
    except errors.NotFound:
        return render(request, "404.html", status=404)
    except errors.DomainError as error:
        level = messages.WARNING if isinstance(error, errors.StaleVersion) else messages.ERROR
        messages.add_message(request, level, player_message(error))
        return _after_post(request, game_id, status=error.status)
    return _after_post(request, game_id)


def _after_post(request: HttpRequest, game_id: int, *, status: int = 200) -> HttpResponse:
    """htmx gets the refreshed game partial; a plain form post is redirected (post/redirect/get)."""
    if _is_htmx(request):
        return _game_response(request, game_id, status=status)
    return redirect("game", game_id=game_id)


class _LifecycleChange(Protocol):
    """A member's change to a game's life cycle (join, start, decline, leave, cancel, resign)."""

    def __call__(self, *, game_id: int, user: User) -> object: ...


_LIFECYCLE: dict[str, tuple[_LifecycleChange, str]] = {
    "join": (services.seat_join, "You joined the game."),
    "start": (services.game_start, "The game has started."),
    "decline": (services.invitation_decline, "Invitation declined."),
    "leave": (services.seat_leave, "You left the game."),
    "cancel": (services.game_cancel, "The game is cancelled."),
    "resign": (services.game_resign, "You resigned."),
}


@login_required
@people_only
def game_lifecycle(request: HttpRequest, game_id: int, verb: str) -> HttpResponse:
    """Join, start, decline at once; leave, cancel and resign only once confirmed (a page of
    its own asks, so it works without a script; the game page asks inline)."""
    service, done = _LIFECYCLE[verb]
    question = CONFIRMATIONS.get(verb)
    try:
        game, _seats = selectors.game_get_for_user(game_id=game_id, user=request.user)
    except errors.NotFound:
        return render(request, "404.html", status=404)
    confirmed = request.method == "POST" and request.POST.get("confirm") == "yes"
    if question and not confirmed:
        if request.method not in ("GET", "POST"):
            return HttpResponseNotAllowed(["GET", "POST"])
        name = get_engine(game.game_type).name
        context = {"game": game, "game_name": name, "step": question, "verb": verb}
        return render(request, "games/confirm.html", context)
    if request.method != "POST":
        return HttpResponseNotAllowed(["POST"])
    try:
        service(game_id=game_id, user=signed_in(request.user))
    except errors.NotFound:
        return render(request, "404.html", status=404)
    except errors.DomainError as error:
        messages.error(request, player_message(error))
        return _after_post(request, game_id, status=error.status)
    messages.success(request, done)
    if verb in ("decline", "cancel"):
        return redirect("home")
    return _after_post(request, game_id)


@require_POST
@login_required
@people_only
def game_rematch(request: HttpRequest, game_id: int) -> HttpResponse:
    user = signed_in(request.user)
    wait = guards.game_create_attempt(request, user, invites=True)
    if wait:
        return too_many_attempts(request, wait, "new games", why=FLOODING)
    try:
        selectors.game_get_for_user(game_id=game_id, user=user)
        game = services.game_rematch(game_id=game_id, user=user).game
    except errors.NotFound:
        return render(request, "404.html", status=404)
    except errors.DomainError as error:
        messages.error(request, player_message(error))
        return redirect("game", game_id=game_id)
    messages.success(request, "Rematch created; the other players are invited.")
    return redirect("game", game_id=game.pk)


@login_required
@people_only
def game_new(request: HttpRequest) -> HttpResponse:
    """Choose the game first (a list of the five), then that game's form only."""
    slug = request.POST.get("game_type") or request.GET.get("game_type") or ""
    engine = ENGINES.get(slug)
    if engine is None:
        context = {"cards": game_cards(), "unknown": bool(slug)}
        status = 400 if request.method == "POST" or slug else 200
        return render(request, "games/new.html", context, status=status)
    user = signed_in(request.user)
    data = request.POST if request.method == "POST" else None
    form = GameCreateForm(data, engine=engine, user=user)
    if form.is_valid():
        kwargs = form.create_kwargs()
        wait = guards.game_create_attempt(request, user, invites=bool(kwargs.get("invite")))
        if wait:
            return too_many_attempts(request, wait, "new games", why=FLOODING)
        try:
            game = services.game_create(creator=user, **kwargs)
        except errors.DomainError as error:
            form.add_domain_error(error)
        else:
            return redirect("game", game_id=game.pk)
    card = next(c for c in game_cards() if c["slug"] == engine.slug)
    status = 400 if request.method == "POST" else 200
    return render(request, "games/new.html", {"form": form, "card": card}, status=status)


def _quick_game(request: HttpRequest, user: User) -> HttpResponse:
    wait = guards.game_create_attempt(request, user)
    if wait:
        return too_many_attempts(request, wait, "new games", why=FLOODING)
    game = services.game_create(creator=user, is_public=False, **QUICK_GAME)
    return redirect("game", game_id=game.pk)


@people_only
def quick_start(request: HttpRequest) -> HttpResponse:
    """The quick start ("Play Hachi against a bot"): a short sign-up when signed out, then a
    one-round Hachi game against the greedy bot, straight to its board."""
    if request.user.is_authenticated:
        if request.method == "POST":
            return _quick_game(request, request.user)
        return render(request, "games/quick_start.html", {"form": None})
    form = SignUpForm(request.POST if request.method == "POST" else None)
    if request.method == "POST":
        # The sign-up page's own flow (limit, rules, errors, signing in), then the game.
        user, refused = sign_up_from_form(request, form)
        if refused is not None:
            return refused
        if user is not None:
            return signed_up(request, _quick_game(request, user), user)
    status = 400 if request.method == "POST" else 200
    return render(request, "games/quick_start.html", {"form": form}, status=status)


def _lobby_query(request: HttpRequest) -> dict[str, str]:
    query = request.GET.dict()  # the last value of each name, as items() gives it
    return {k: v for k, v in query.items() if k == "game_type" or k.endswith("_page")}


def lobby(request: HttpRequest) -> HttpResponse:
    """Home: the signed-in player's lists (their turn, invitations, waiting, their open games,
    games to join, recently finished), or the welcome and the games to join."""
    query = _lobby_query(request)
    context: dict[str, Any] = {
        "game_type": query.get("game_type") if query.get("game_type") in ENGINES else "",
        "game_choices": [(engine.slug, engine.name) for engine in all_engines()],
        "sections": section_lists(
            user=request.user,
            sections=SECTIONS,
            query=query,
            size=PAGE_SIZE,
            path=request.path,
        ),
        "lobby_url": request.get_full_path(),
        "challenges": challenge_rows(user=request.user),
    }
    if not request.user.is_authenticated:
        context["signup_form"] = SignUpForm()
    template = "home.html#lobby" if _is_htmx(request) else "home.html"
    return render(request, template, context)


def game_replay(request: HttpRequest, game_id: int) -> HttpResponse:
    """Step through a finished game on its own board, every hand face up (the seed is public
    by then). htmx requests (the step controls) get the ``replay`` partial."""
    try:
        game, seats = selectors.game_get_for_user(game_id=game_id, user=request.user)
        step = int(request.GET.get("step", "0"))
        replay = selectors.replay_step(game=game, step=step)
    except errors.NotFound:
        return render(request, "404.html", status=404)
    except ValueError:
        return redirect("game-replay", game_id=game_id)
    except errors.GameNotActive as error:
        messages.info(request, error.message)
        return redirect("game", game_id=game_id)
    presenter = presenter_for(game.game_type)
    names = seat_names(seats)
    inp = presenter.board_input(
        view=replay["view"],
        my_seat=selectors.seat_index_of(seats, request.user),
        names=names,
        to_act=replay["to_act"],
        replay=True,
    )
    move = replay["move"]
    step = replay["step"]
    context = {
        "game": game,
        "game_name": get_engine(game.game_type).name,
        "step": step,
        "last_step": replay["last_steps"],
        "view": replay["view"],
        "names": names,
        "bot_names": bot_account_names(seats),
        "my_seat": inp.my_seat,
        "replay": True,
        "board": presenter.board(inp),
        "board_template": presenter.board_template,
        "status_line": presenter.status_line(replay["view"]),
        "move_lines": [
            text
            for e in (move["events"] if move else [])
            if (text := presenter.event_text(e, names))
        ],
        "mover": names[move["seat"]] if move else None,
        "log": move_log(
            game=game, seats=seats, user=request.user, presenter=presenter, names=names, count=None
        ),
    }
    template = "games/replay.html#replay" if _is_htmx(request) else "games/replay.html"
    return render(request, template, context)


@login_required
def my_turns(request: HttpRequest) -> HttpResponse:
    """Every game waiting for me, the most urgent first; htmx gets the list alone."""
    turns = section_lists(
        user=request.user,
        sections=["turns"],
        query=_lobby_query(request),
        size=TURNS_PAGE_SIZE,
        path=request.path,
    )[0]
    context = {"section": turns, "turns_url": request.get_full_path()}
    template = "games/turns.html#turns" if _is_htmx(request) else "games/turns.html"
    return render(request, template, context)
