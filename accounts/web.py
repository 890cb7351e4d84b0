"""Account pages of the site: sign-up, API tokens, settings (email address included), the
public profile."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from django.contrib import messages
from django.contrib.auth import login
from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.template.defaultfilters import pluralize
from django.utils import timezone
from django.views.decorators.http import require_POST

from accounts import guards, services
from accounts import preferences as prefs_services
from accounts.forms import EmailChangeForm, PreferencesForm, SignUpForm
from accounts.models import (
    TOKEN_NAME_MAX_LENGTH,
    ApiToken,
    Preferences,
    User,
    default_ladder,
    signed_in,
)
from accounts.profile import profile_context
from accounts.scopes import SCOPES, scopes_parse, scopes_text
from accounts.selectors import preferences_of
from games import errors
from games.webhook_selectors import webhooks_failing

BACKEND = "accounts.backends.CaseInsensitiveModelBackend"


def sign_up_from_form(
    request: HttpRequest, form: SignUpForm
) -> tuple[User | None, HttpResponse | None]:
    """Sign-up as the site does it wherever it offers it (the sign-up page, the quick start):
    the client's limit, the account, refusals next to their fields, signing in. Returns the
    new, signed-in user; or a response to send instead (limit reached); or (None, None) when
    the form shows what to fix."""
    wait = guards.sign_up_attempt(request)
    if wait:
        return None, too_many_attempts(request, wait, "sign-ups from your network")
    if not form.is_valid():
        return None, None
    try:
        user = services.user_create(**form.cleaned_data)
    except errors.DomainError as error:
        for field, problems in error.field_problems().items():
            for problem in problems:
                form.add_error(field if field in form.fields else None, problem)
        if not error.details:
            form.add_error("username", error.message)
        return None, None
    login(request, user, backend=BACKEND)
    return user, None


def signed_up(request: HttpRequest, response: HttpResponse, user: User) -> HttpResponse:
    """The answer after a sign-up: this browser is remembered as one the account uses."""
    guards.device_remember(request, response, user)
    return response


def signup(request: HttpRequest) -> HttpResponse:
    form = SignUpForm(request.POST or None)
    if request.method == "POST":
        user, refused = sign_up_from_form(request, form)
        if refused is not None:
            return refused
        if user is not None:
            messages.success(
                request, f"Welcome, {user.username}! We mailed you a link to verify your address."
            )
            return signed_up(request, redirect("home"), user)
    status = 400 if request.method == "POST" else 200
    return render(request, "registration/signup.html", {"form": form}, status=status)


def _duration_words(seconds: int) -> str:
    if seconds < 60:
        return f"{seconds} second{pluralize(seconds)}"
    minutes = -(-seconds // 60)
    if minutes < 120:
        return f"{minutes} minute{pluralize(minutes)}"
    hours = -(-minutes // 60)
    return f"{hours} hours"


GUESSING = "to keep accounts safe from password guessing"


def too_many_attempts(
    request: HttpRequest, wait: int, what: str, *, forgot: bool = False, why: str = GUESSING
) -> HttpResponse:
    """The site's answer to a limited request: when to try again, in plain words (429)."""
    context = {
        "what": what,
        "why": why,
        "forgot": forgot,
        "wait": _duration_words(wait),
        "retry_at": timezone.now() + timedelta(seconds=wait),
    }
    response = render(request, "registration/limited.html", context, status=429)
    response["Retry-After"] = str(wait)
    return response


#: The expiries the token page offers (the API takes any moment in the future).
TOKEN_EXPIRY_DAYS = {"never": 0, "7": 7, "30": 30, "90": 90, "365": 365}


@login_required
def tokens(request: HttpRequest) -> HttpResponse:
    """List tokens; POST creates one and shows its key exactly once."""
    user = signed_in(request.user)
    new_key = None
    problem = ""
    if request.method == "POST":
        name = (request.POST.get("name") or "api").strip()[:TOKEN_NAME_MAX_LENGTH] or "api"
        chosen = [s for s in request.POST.getlist("scopes") if s in SCOPES]
        if "scopes_shown" not in request.POST:  # a form without the boxes: the default, all
            chosen = list(SCOPES)
        days = TOKEN_EXPIRY_DAYS.get(request.POST.get("expiry", ""))
        expires_at = timezone.now() + timedelta(days=days) if days else None
        if not chosen:
            problem = "Choose at least one thing the token may do."
        else:
            _token, new_key = services.token_create(
                user=user, name=name, scopes=chosen, expires_at=expires_at
            )
    rows = [
        {"token": token, "scopes": scopes_text(scopes_parse(token.scope)).split()}
        for token in ApiToken.objects.filter(user=user).order_by("-created_at")
    ]
    context = {
        "tokens": rows,
        "new_key": new_key,
        "problem": problem,
        "name_max_length": TOKEN_NAME_MAX_LENGTH,
        "scopes": SCOPES.items(),
        "expiries": TOKEN_EXPIRY_DAYS,
        "now": timezone.now(),
    }
    return render(request, "accounts/tokens.html", context, status=400 if problem else 200)


@require_POST
@login_required
def token_revoke(request: HttpRequest, token_id: int) -> HttpResponse:
    try:
        services.token_revoke(user=signed_in(request.user), token_id=token_id)
    except errors.NotFound:
        messages.error(request, "That token does not exist.")
    else:
        messages.success(request, "Token revoked.")
    return redirect("tokens")


def _preferences_initial(user: User) -> dict[str, Any]:
    prefs = preferences_of(user)
    initial = {name: getattr(prefs, name) for name in prefs_services.EDITABLE}
    # The site's form sets one rung of the ladder, the first.
    initial["remind_hours_before"] = (prefs.remind_hours_before or default_ladder())[0]
    return initial


def _settings_page(
    request: HttpRequest, form: PreferencesForm, email_form: EmailChangeForm, status: int = 200
) -> HttpResponse:
    user = signed_in(request.user)
    context = {
        "form": form,
        "email_form": email_form,
        # No saved preferences yet: the page may offer the browser's own time zone.
        "guess_zone": not Preferences.objects.filter(user=user).exists(),
        "vacation": prefs_services.vacation_status(user=user, now=timezone.now()),
        "failing_webhooks": webhooks_failing(user=user),
    }
    return render(request, "accounts/settings.html", context, status=status)


@login_required
def settings_page(request: HttpRequest) -> HttpResponse:
    user = signed_in(request.user)
    initial = _preferences_initial(user)
    form = PreferencesForm(request.POST or None, initial=initial, current_zone=initial["timezone"])
    if request.method == "POST" and form.is_valid():
        changes = dict(form.cleaned_data)
        changes["remind_hours_before"] = [changes["remind_hours_before"]]
        try:
            prefs_services.preferences_update(user=user, **changes)
        except errors.DomainError as error:
            form.add_error(None, error.message)
        else:
            messages.success(request, "Settings saved.")
            return redirect("settings")
    status = 400 if form.errors else 200
    return _settings_page(request, form, EmailChangeForm(), status)


@require_POST
@login_required
def email_change(request: HttpRequest) -> HttpResponse:
    user = signed_in(request.user)
    form = EmailChangeForm(request.POST)
    if form.is_valid():
        wait = guards.mail_attempt(form.cleaned_data["email"])
        if wait:
            return too_many_attempts(request, wait, "mails to that address")
        try:
            services.email_change(user=user, **form.cleaned_data)
        except errors.DomainError as error:
            by_field: dict[str | None, list[str]] = dict(error.field_problems().items())
            for field, problems in (by_field or {None: [error.message]}).items():
                for problem in problems:
                    form.add_error(field, problem)
        else:
            messages.success(request, "Address changed: follow the link we mailed to verify it.")
            return redirect("settings")
    initial = _preferences_initial(user)
    prefs_form = PreferencesForm(initial=initial, current_zone=initial["timezone"])
    return _settings_page(request, prefs_form, form, status=400)


@require_POST
@login_required
def email_verification_resend(request: HttpRequest) -> HttpResponse:
    user = signed_in(request.user)
    if user.email_is_verified or not user.email:
        return redirect("settings")
    wait = guards.mail_attempt(user.email)
    if wait:
        return too_many_attempts(request, wait, "mails to your address")
    services.verification_mail_send(user=user)
    messages.success(request, f"We mailed a new link to {user.email}.")
    return redirect("settings")


def email_verify(request: HttpRequest, token: str) -> HttpResponse:
    try:
        user = services.email_verify(token=token)
    except errors.DomainError as error:
        return render(
            request, "registration/verify_email.html", {"error": error.message}, status=400
        )
    return render(request, "registration/verify_email.html", {"address": user.email})


@require_POST
@login_required
def vacation(request: HttpRequest) -> HttpResponse:
    user, now = signed_in(request.user), timezone.now()
    try:
        if request.POST.get("end"):
            prefs_services.vacation_end(user=user, now=now)
            messages.success(request, "Welcome back: your clocks run again.")
        else:
            days = int(request.POST.get("days", "0"))
            prefs_services.vacation_start(user=user, days=days, now=now)
            messages.success(request, f"Your clocks are paused for {days} days.")
    except (ValueError, errors.DomainError) as error:
        messages.error(request, getattr(error, "message", "Give the number of days."))
    return redirect("settings")


@require_POST
@login_required
def calendar_regenerate(request: HttpRequest) -> HttpResponse:
    key = prefs_services.calendar_key_regenerate(user=signed_in(request.user))
    url = request.build_absolute_uri(f"/calendar/{key}.ics")
    messages.success(request, f"Your new calendar address (keep it secret): {url}")
    return redirect("settings")


def profile(request: HttpRequest, username: str) -> HttpResponse:
    # Any name resolves (old names may hold "/" or "<"); the template escapes it.
    user = User.objects.filter(username=username, is_active=True).first()
    if user is None:
        raise Http404("No such player.")
    opponent = request.GET.get("opponent", "")
    context = profile_context(user=user, viewer=request.user, opponent=opponent)
    return render(request, "accounts/profile.html", context)
