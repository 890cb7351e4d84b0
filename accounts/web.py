"""Account pages of the site: sign-up, API tokens, settings, public profile."""

from __future__ import annotations

from typing import Any

from django import forms
from django.contrib import messages
from django.contrib.auth import login
from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils import timezone
from django.views.decorators.http import require_POST

from accounts import preferences as prefs_services
from accounts import services
from accounts.models import ApiToken, User
from accounts.profile import profile_context
from games import errors
from games.reminders import preferences_of


class SignUpForm(forms.Form):
    username = forms.CharField(max_length=150)
    email = forms.EmailField()
    password = forms.CharField(widget=forms.PasswordInput, min_length=8)


def signup(request: HttpRequest) -> HttpResponse:
    form = SignUpForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        try:
            user = services.user_create(**form.cleaned_data)
        except errors.GameError as error:
            for field, problems in (error.details or {}).items():
                for problem in problems if isinstance(problems, list) else [problems]:
                    form.add_error(field if field in form.fields else None, problem)
            if not error.details:
                form.add_error("username", error.message)
        else:
            login(request, user, backend="django.contrib.auth.backends.ModelBackend")
            messages.success(request, f"Welcome, {user.username}!")
            return redirect("home")
    status = 400 if request.method == "POST" else 200
    return render(request, "registration/signup.html", {"form": form}, status=status)


@login_required
def tokens(request: HttpRequest) -> HttpResponse:
    """List tokens; POST creates one and shows its key exactly once."""
    new_key = None
    if request.method == "POST":
        name = (request.POST.get("name") or "api").strip()[:64] or "api"
        _token, new_key = services.token_create(user=request.user, name=name)
    rows = ApiToken.objects.filter(user=request.user).order_by("-created_at")
    return render(request, "accounts/tokens.html", {"tokens": rows, "new_key": new_key})


@require_POST
@login_required
def token_revoke(request: HttpRequest, token_id: int) -> HttpResponse:
    try:
        services.token_revoke(user=request.user, token_id=token_id)
    except errors.GameNotFound:
        messages.error(request, "That token does not exist.")
    else:
        messages.success(request, "Token revoked.")
    return redirect("tokens")


class PreferencesForm(forms.Form):
    email_reminders = forms.BooleanField(required=False, label="Email reminders")
    live_reminders = forms.BooleanField(required=False, label="Live reminders on the site")
    push_reminders = forms.BooleanField(
        required=False, label="Push reminders to this phone or computer (when subscribed)"
    )
    confirm_moves = forms.BooleanField(
        required=False,
        label="Confirm moves: a tap selects, a second tap or Confirm sends",
    )
    remind_on_turn_start = forms.BooleanField(
        required=False, label="Tell me as soon as it is my turn"
    )
    remind_hours_before = forms.IntegerField(
        min_value=1, max_value=24 * 13, label="Remind me this many hours before a deadline"
    )
    timezone = forms.CharField(max_length=64)
    quiet_start = forms.TimeField(required=False, label="Quiet hours start (HH:MM)")
    quiet_end = forms.TimeField(required=False, label="Quiet hours end (HH:MM)")
    daily_digest = forms.BooleanField(
        required=False, label="One daily digest instead of single mails"
    )
    digest_hour = forms.IntegerField(min_value=0, max_value=23, label="Digest hour (local)")


def _preferences_initial(user: Any) -> dict[str, Any]:
    prefs = preferences_of(user)
    return {
        "email_reminders": prefs.email_reminders,
        "live_reminders": prefs.live_reminders,
        "push_reminders": prefs.push_reminders,
        "confirm_moves": prefs.confirm_moves,
        "remind_on_turn_start": prefs.remind_on_turn_start,
        "remind_hours_before": (prefs.remind_hours_before or [24])[0],
        "timezone": prefs.timezone,
        "quiet_start": prefs.quiet_start,
        "quiet_end": prefs.quiet_end,
        "daily_digest": prefs.daily_digest,
        "digest_hour": prefs.digest_hour,
    }


@login_required
def settings_page(request: HttpRequest) -> HttpResponse:
    form = PreferencesForm(request.POST or None, initial=_preferences_initial(request.user))
    if request.method == "POST" and form.is_valid():
        changes = dict(form.cleaned_data)
        changes["remind_hours_before"] = [changes["remind_hours_before"]]
        try:
            prefs_services.preferences_update(user=request.user, **changes)
        except errors.GameError as error:
            form.add_error(None, error.message)
        else:
            messages.success(request, "Settings saved.")
            return redirect("settings")
    context = {
        "form": form,
        "vacation": prefs_services.vacation_status(user=request.user, now=timezone.now()),
    }
    return render(request, "accounts/settings.html", context, status=400 if form.errors else 200)


@require_POST
@login_required
def vacation(request: HttpRequest) -> HttpResponse:
    now = timezone.now()
    try:
        if request.POST.get("end"):
            prefs_services.vacation_end(user=request.user, now=now)
            messages.success(request, "Welcome back: your clocks run again.")
        else:
            days = int(request.POST.get("days", "0"))
            prefs_services.vacation_start(user=request.user, days=days, now=now)
            messages.success(request, f"Your clocks are paused for {days} days.")
    except (ValueError, errors.GameError) as error:
        messages.error(request, getattr(error, "message", "Give the number of days."))
    return redirect("settings")


@require_POST
@login_required
def calendar_regenerate(request: HttpRequest) -> HttpResponse:
    key = prefs_services.calendar_key_regenerate(user=request.user)
    url = request.build_absolute_uri(f"/calendar/{key}.ics")
    messages.success(request, f"Your new calendar address (keep it secret): {url}")
    return redirect("settings")


def profile(request: HttpRequest, username: str) -> HttpResponse:
    user = User.objects.filter(username=username, is_active=True).first()
    if user is None:
        raise Http404("No such player.")
    context = profile_context(user=user, viewer=request.user)
    return render(request, "accounts/profile.html", context)
