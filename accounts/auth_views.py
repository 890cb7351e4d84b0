"""Django's sign-in and password-reset views, behind the same limits as the API."""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps
from typing import Any

from django.contrib.auth import views as auth_views
from django.http import HttpRequest, HttpResponse, HttpResponseBase

from accounts import guards
from accounts.forms import VerifiedPasswordResetForm
from accounts.web import BACKEND, too_many_attempts

View = Callable[..., HttpResponseBase]


def limited_sign_in(view: View) -> View:
    """Wrap a sign-in view (the site's, the admin's): a closed limit answers 429 before the
    password is checked; a post that does not sign in counts as a failure."""

    @wraps(view)
    def wrapper(request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponseBase:
        if request.method != "POST":
            return view(request, *args, **kwargs)
        username = str(request.POST.get("username", "")).strip()
        wait = guards.sign_in_wait(request, username)
        if wait:
            return too_many_attempts(request, wait, "sign-in attempts", forgot=True)
        response = view(request, *args, **kwargs)
        if response.status_code in (302, 303) and request.user.is_authenticated:
            guards.device_remember(request, response, request.user)
        else:
            guards.sign_in_failed(request, username)
        return response

    return wrapper


sign_in = limited_sign_in(auth_views.LoginView.as_view())


class LimitedPasswordResetView(auth_views.PasswordResetView):
    """Mails only verified addresses; limited per client address and per email address. The
    answer is the same whether or not an account has the address."""

    form_class = VerifiedPasswordResetForm

    def post(self, request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponse:
        email = str(request.POST.get("email", ""))
        wait = guards.password_reset_attempt(request, email)
        if wait:
            return too_many_attempts(request, wait, "password reset requests")
        return super().post(request, *args, **kwargs)


def _remember_after_reset(view: View) -> View:
    """Setting a new password through the mailed link signs in and marks the device known,
    so a guesser slowing the account down cannot keep its owner out."""

    @wraps(view)
    def wrapper(request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponseBase:
        response = view(request, *args, **kwargs)
        if response.status_code in (302, 303) and request.user.is_authenticated:
            guards.device_remember(request, response, request.user)
        return response

    return wrapper


password_reset = LimitedPasswordResetView.as_view()
password_reset_confirm = _remember_after_reset(
    auth_views.PasswordResetConfirmView.as_view(
        post_reset_login=True, post_reset_login_backend=BACKEND
    )
)
