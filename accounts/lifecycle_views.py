"""The site's pages for an account's end and its data (accounts/lifecycle.py does the work)."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth import logout
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import redirect, render
from django.utils import timezone
from django.views.decorators.http import require_GET

from accounts import guards
from accounts.lifecycle import account_delete, account_export, password_confirmed
from accounts.models import signed_in
from accounts.web import too_many_attempts
from games.models import GameStatus, Seat


@login_required
def account_delete_page(request: HttpRequest) -> HttpResponse:
    """A page that says what happens, then the password: never one tap."""
    user = signed_in(request.user)
    in_play = Seat.objects.filter(
        user=user, game__status=GameStatus.ACTIVE, resigned_at__isnull=True
    ).count()
    context: dict[str, object] = {"in_play": in_play}
    if request.method != "POST":
        return render(request, "accounts/delete.html", context)
    wait = guards.sign_in_wait(request, user.username)
    if wait:
        return too_many_attempts(request, wait, "wrong passwords")
    if not password_confirmed(user, request.POST.get("password", "")):
        guards.sign_in_failed(request, user.username)
        context["error"] = "That is not your password. Nothing was deleted."
        return render(request, "accounts/delete.html", context, status=400)
    logout(request)
    account_delete(user=user)
    messages.success(request, "Your account is deleted. Its games stay, played by nobody.")
    return redirect("home")


@require_GET
@login_required
def account_export_download(request: HttpRequest) -> HttpResponse:
    user = signed_in(request.user)
    data = account_export(user=user, now=timezone.now())
    response = JsonResponse(data, json_dumps_params={"indent": 1})
    name = f"hachi-station-account-{user.pk}.json"
    response["Content-Disposition"] = f'attachment; filename="{name}"'
    return response
