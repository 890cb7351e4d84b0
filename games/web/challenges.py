"""The site's challenge pages (docs/bots.md): the create form, a challenge's own page (an open
challenge's link) with Accept, Decline and Cancel, and the posts behind them. Thin:
games.challenge_services writes, games.challenge_selectors reads. Also the gate that keeps a
bot account off the play pages (it plays through the API only)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import timedelta
from functools import wraps
from typing import Any

from django import forms
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_POST

from accounts import guards
from accounts.models import Viewer, signed_in
from accounts.web import too_many_attempts
from games import challenge_selectors, challenge_services, errors
from games.engines.registry import all_engines, get_engine
from games.models import DEFAULT_TIME_PER_MOVE, Challenge
from games.web.errors import player_message
from games.web.forms import DAY_CHOICES, INVITE_SEPARATORS

#: The decline reasons in words, in the API's fixed order.
DECLINE_WORDS = {
    "generic": "No, thank you",
    "later": "Not now, maybe later",
    "too_fast": "Too little time per move",
    "too_slow": "Too much time per move",
    "rated": "I'd rather play casual",
    "casual": "I'd rather play rated",
    "game_type": "Not this game",
    "no_bot": "I don't play bot accounts",
    "only_bot": "I play only bot accounts",
}
STATUS_WORDS = {
    "pending": "Waiting for an answer",
    "accepted": "Accepted: the game has started",
    "declined": "Declined",
    "cancelled": "Cancelled by the challenger",
    "expired": "Expired: nobody answered in time",
}


def people_only[**P](view: Callable[P, HttpResponse]) -> Callable[P, HttpResponse]:
    """A play page: a bot account signed in on the site gets plain words instead (it plays
    through the API only, with a token), with a 403 so no program mistakes it for the page."""

    @wraps(view)
    def gate(*args: P.args, **kwargs: P.kwargs) -> HttpResponse:
        request = args[0]
        assert isinstance(request, HttpRequest)
        user = request.user
        if user.is_authenticated and getattr(user, "is_bot_account", False):
            return render(request, "games/bot_account.html", status=403)
        return view(*args, **kwargs)

    return gate


class ChallengeForm(forms.Form):
    game_type = forms.ChoiceField(label="Game")
    to = forms.CharField(
        required=False,
        label="Challenge",
        max_length=400,
        widget=forms.TextInput(attrs={"autocapitalize": "none", "spellcheck": "false"}),
        help_text="Usernames, separated by commas (one seat each). Leave it empty for an open "
        "challenge: a link anyone signed in may accept.",
    )
    days_per_move = forms.TypedChoiceField(
        label="Time per move",
        choices=DAY_CHOICES,
        coerce=int,
        initial=DEFAULT_TIME_PER_MOVE.days,
    )
    rated = forms.TypedChoiceField(
        label="Rated or casual",
        choices=[("", "Rated when it can be"), ("yes", "Rated"), ("no", "Casual")],
        required=False,
        coerce=str,
    )

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        field = self.fields["game_type"]
        assert isinstance(field, forms.ChoiceField)
        field.choices = [(e.slug, e.name) for e in all_engines()]

    def names(self) -> list[str]:
        return [n.strip() for n in INVITE_SEPARATORS.split(self.cleaned_data["to"]) if n.strip()]


def challenge_rows(*, user: Viewer) -> list[dict[str, Any]]:
    """The lobby's challenges: pending ones the user made or may answer, newest first (one
    query when there are none, two otherwise)."""
    if not user.is_authenticated:
        return []
    rows = []
    for c in challenge_selectors.challenges_waiting(user=user):
        mine = next((p for p in c["to"] if p["username"] == user.username), None)
        rows.append(
            {
                "challenge": c,
                "game_name": get_engine(c["game_type"]).name,
                "outgoing": c["challenger"]["username"] == user.username,
                "to_answer": mine is not None and not mine["accepted"],
            }
        )
    return rows


@login_required
@people_only
def challenge_new(request: HttpRequest) -> HttpResponse:
    user = signed_in(request.user)
    if request.method == "POST":
        form = ChallengeForm(request.POST)
        if form.is_valid():
            names = form.names()
            wait = guards.game_create_attempt(request, user, invites=bool(names))
            if wait:
                return too_many_attempts(request, wait, "new challenges", why="for fair play")
            rated = {"yes": True, "no": False}.get(form.cleaned_data["rated"])
            try:
                challenge = challenge_services.challenge_create(
                    challenger=user,
                    to=names,
                    game_type=form.cleaned_data["game_type"],
                    time_per_move=timedelta(days=form.cleaned_data["days_per_move"]),
                    rated=rated,
                )
            except errors.DomainError as error:
                form.add_error(None, player_message(error))
            else:
                messages.success(request, "Challenge sent." if names else "Open challenge made.")
                return redirect("challenge", challenge_id=challenge.pk)
        return render(request, "games/challenge_new.html", {"form": form}, status=400)
    initial = {"to": request.GET.get("to", ""), "game_type": request.GET.get("game_type", "")}
    form = ChallengeForm(initial=initial)
    return render(request, "games/challenge_new.html", {"form": form})


def challenge_page(request: HttpRequest, challenge_id: int) -> HttpResponse:
    """A challenge: what it proposes, who answered, and what you may do about it."""
    try:
        challenge = challenge_selectors.challenge_get_for_user(
            challenge_id=challenge_id, user=request.user
        )
    except errors.NotFound:
        return render(request, "404.html", status=404)
    payload = challenge_selectors.challenge_payload(challenge=challenge)
    me = request.user.username if request.user.is_authenticated else None
    pending = payload["status"] == "pending"
    mine = next((p for p in payload["to"] if p["username"] == me), None)
    is_challenger = payload["challenger"]["username"] == me
    context = {
        "challenge": payload,
        "game_name": get_engine(payload["game_type"]).name,
        "days": payload["time_per_move"] // 86400,
        "hours": payload["time_per_move"] // 3600,
        "status_words": STATUS_WORDS[payload["status"]],
        "decline_reason_words": DECLINE_WORDS.get(payload["decline_reason"] or "", ""),
        "reasons": list(DECLINE_WORDS.items()),
        "is_challenger": is_challenger,
        "can_accept": pending
        and me is not None
        and not is_challenger
        and (payload["open"] or (mine is not None and not mine["accepted"])),
        "can_decline": pending and mine is not None and not payload["open"],
        "can_cancel": pending and is_challenger,
    }
    return render(request, "games/challenge.html", context)


def _answer(
    request: HttpRequest, challenge_id: int, change: Callable[[], Challenge], done: str
) -> HttpResponse:
    try:
        challenge = change()
    except errors.NotFound:
        return render(request, "404.html", status=404)
    except errors.DomainError as error:
        messages.error(request, player_message(error))
        return redirect("challenge", challenge_id=challenge_id)
    if challenge.game_id is not None and challenge.status == Challenge.Status.ACCEPTED:
        messages.success(request, "Challenge accepted: the game has started.")
        return redirect("game", game_id=challenge.game_id)
    messages.success(request, done)
    return redirect("challenge", challenge_id=challenge_id)


@require_POST
@login_required
@people_only
def challenge_accept(request: HttpRequest, challenge_id: int) -> HttpResponse:
    user = signed_in(request.user)
    return _answer(
        request,
        challenge_id,
        lambda: challenge_services.challenge_accept(challenge_id=challenge_id, user=user),
        "Accepted: the game starts when every player has accepted.",
    )


@require_POST
@login_required
@people_only
def challenge_decline(request: HttpRequest, challenge_id: int) -> HttpResponse:
    user = signed_in(request.user)
    reason = request.POST.get("reason") or "generic"
    if reason not in DECLINE_WORDS:
        reason = "generic"
    return _answer(
        request,
        challenge_id,
        lambda: challenge_services.challenge_decline(
            challenge_id=challenge_id, user=user, reason=reason
        ),
        "Challenge declined.",
    )


@require_POST
@login_required
@people_only
def challenge_cancel(request: HttpRequest, challenge_id: int) -> HttpResponse:
    user = signed_in(request.user)
    return _answer(
        request,
        challenge_id,
        lambda: challenge_services.challenge_cancel(challenge_id=challenge_id, user=user),
        "Challenge cancelled.",
    )
