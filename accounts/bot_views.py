"""The bot account settings page (docs/bots.md): what a bot account is, then a second page
that asks to confirm, since it cannot be undone. The write is accounts.services'."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render

from accounts.models import signed_in
from accounts.services import BOT_CONFIRMATION, account_upgrade_to_bot
from games import errors


@login_required
def bot_account_page(request: HttpRequest) -> HttpResponse:
    """GET: the explanation (``?step=confirm``: the confirmation); POST from the second page
    (``confirm=yes``): the account becomes a bot account, for good."""
    user = signed_in(request.user)
    step = "confirm" if request.GET.get("step") == "confirm" else "explain"
    if request.method == "POST":
        if request.POST.get("confirm") != "yes":
            return redirect("bot-account")
        try:
            account_upgrade_to_bot(user=user, confirm=BOT_CONFIRMATION)
        except errors.DomainError as error:
            messages.error(request, error.message)
            return redirect("bot-account")
        messages.success(request, "This account is now a bot account.")
        return redirect("bot-account")
    return render(request, "accounts/bot_account.html", {"step": step})
