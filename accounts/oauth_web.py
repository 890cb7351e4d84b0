"""The site's OAuth pages (docs/oauth.md): the apps you registered (a new one's client secret is
shown once), the apps you authorised with a way to end their access, and the consent screen's
scope words (templates/oauth2_provider/authorize.html). Deleting an app or ending its access
asks first: nothing irreversible on one tap."""

from __future__ import annotations

from urllib.parse import urlsplit

from django.conf import settings
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.csp import CSP
from django.views.decorators.http import require_http_methods
from oauth2_provider.models import Application
from oauth2_provider.views import AuthorizationView, RevokeTokenView, TokenView

from accounts import limits, oauth_selectors, oauth_services
from accounts.models import signed_in
from accounts.oauth_forms import AppForm
from accounts.scopes import SCOPES
from games import errors


@login_required
@require_http_methods(["GET", "POST"])
def apps_page(request: HttpRequest) -> HttpResponse:
    """Your apps, and the form that registers one."""
    user = signed_in(request.user)
    form = AppForm(request.POST or None)
    registered = None
    if request.method == "POST" and form.is_valid():
        try:
            registered = oauth_services.app_register(user=user, **form.cleaned_data)
        except errors.DomainError as error:
            form.add_error(None, error.message)
        else:
            form = AppForm()
    context = {"apps": oauth_selectors.apps_of(user=user), "form": form, "registered": registered}
    return render(request, "accounts/apps.html", context, status=400 if form.errors else 200)


@login_required
@require_http_methods(["GET", "POST"])
def app_delete(request: HttpRequest, app_id: int) -> HttpResponse:
    """GET asks; POST with ``confirm=yes`` deletes the app and every token it was given."""
    user = signed_in(request.user)
    app = Application.objects.filter(user=user, pk=app_id).first()
    if app is None:
        raise Http404("You have no such app.")
    if request.method == "POST" and request.POST.get("confirm") == "yes":
        oauth_services.app_delete(user=user, app_id=app_id)
        messages.success(request, f"{app.name} deleted: every token it was given stopped working.")
        return redirect("oauth-apps")
    step = {
        "question": f"Delete the app {app.name}?",
        "consequence": "Everyone who authorised it loses it: its tokens stop working at once, "
        "and its client id can never be used again.",
        "button": "Yes, delete the app",
        "back": "oauth-apps",
    }
    return render(request, "accounts/oauth_confirm.html", {"step": step, "app": app})


@login_required
def authorised_page(request: HttpRequest) -> HttpResponse:
    """The apps that may act for you now, each with what it may do."""
    user = signed_in(request.user)
    context = {"authorised": oauth_selectors.authorised_apps(user=user)}
    return render(request, "accounts/authorised_apps.html", context)


@login_required
@require_http_methods(["GET", "POST"])
def authorised_revoke(request: HttpRequest, app_id: int) -> HttpResponse:
    """GET asks; POST with ``confirm=yes`` ends the app's access to your account."""
    user = signed_in(request.user)
    app = Application.objects.filter(pk=app_id).first()
    if app is None:
        raise Http404("No such app.")
    if request.method == "POST" and request.POST.get("confirm") == "yes":
        oauth_services.app_access_revoke(user=user, app_id=app_id)
        messages.success(request, f"{app.name} can no longer use your account.")
        return redirect("oauth-authorised")
    step = {
        "question": f"Revoke {app.name}'s access?",
        "consequence": "Its tokens stop working at once and its live connections close; it "
        "must ask you again to use your account. Webhooks you added through it stay: remove "
        "them under Settings, Webhooks.",
        "button": "Yes, revoke access",
        "back": "oauth-authorised",
    }
    return render(request, "accounts/oauth_confirm.html", {"step": step, "app": app})


class ConsentView(AuthorizationView):  # type: ignore[misc]
    """django-oauth-toolkit's authorisation endpoint with the site's consent screen: asked every
    time (an ``approval_prompt=auto`` in the request is ignored), each scope named in words. The
    page's form posts here and the answer redirects to the app, so the page's
    Content-Security-Policy lets forms go on to that redirect address's origin too."""

    template_name = "oauth2_provider/authorize.html"

    def get(self, request: HttpRequest, *args: object, **kwargs: object) -> HttpResponse:
        if "approval_prompt" in request.GET:
            query = request.GET.copy()
            query["approval_prompt"] = "force"
            request.GET = query  # type: ignore[assignment]
        response: HttpResponse = super().get(request, *args, **kwargs)
        target = getattr(self, "oauth2_data", {}).get("redirect_uri", "")
        if response.status_code == 200 and target:
            parts = urlsplit(target)
            origin = f"{parts.scheme}://{parts.netloc}"
            policy = dict(settings.SECURE_CSP)
            policy["form-action"] = [CSP.SELF, origin]
            response._csp_config = policy  # type: ignore[attr-defined]
        return response

    def get_context_data(self, **kwargs: object) -> dict[str, object]:
        context: dict[str, object] = super().get_context_data(**kwargs)
        names = context.get("scopes") or []
        context["scope_rows"] = [(name, SCOPES.get(str(name), name)) for name in names]  # type: ignore[attr-defined]
        return context


def _limited(request: HttpRequest) -> HttpResponse | None:
    """The OAuth endpoints apps call without a session count as writes of their client address
    (``THROTTLE_WRITE_ADDRESS``): a flood of code or secret guesses waits. The answer is
    RFC 6749's error shape, with Retry-After."""
    wait = limits.attempt([("write_address", limits.address_of(request))])
    if not wait:
        return None
    body = '{"error": "slow_down", "error_description": "Too many requests: wait."}'
    response = HttpResponse(body, status=429, content_type="application/json")
    response["Retry-After"] = str(wait)
    return response


class _Limited:
    """A toolkit endpoint's POST, counted against the client address's write limit first."""

    def post(self, request: HttpRequest, *args: object, **kwargs: object) -> HttpResponse:
        refused = _limited(request)
        if refused is not None:
            return refused
        response: HttpResponse = super().post(request, *args, **kwargs)  # type: ignore[misc]
        return response


class LimitedTokenView(_Limited, TokenView):  # type: ignore[misc]
    """django-oauth-toolkit's token endpoint (codes and refresh tokens for tokens), limited."""


class LimitedRevokeTokenView(_Limited, RevokeTokenView):  # type: ignore[misc]
    """django-oauth-toolkit's revocation endpoint (RFC 7009), limited."""
