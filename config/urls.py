from django.contrib import admin
from django.templatetags.static import static
from django.urls import include, path, re_path
from django.views.generic import RedirectView

from accounts.auth_views import limited_sign_in
from accounts.calendar import calendar_view
from accounts.oauth_web import ConsentView, LimitedRevokeTokenView, LimitedTokenView
from config import views
from games.web import live


class FaviconView(RedirectView):
    """``/favicon.ico``, which browsers ask for on their own: the site icon. Not permanent,
    so a new icon file name after a deploy is followed."""

    permanent = False

    def get_redirect_url(self, *args: object, **kwargs: object) -> str:
        return static("icons/icon.svg")


oauth_base_urls = [
    path("authorize/", ConsentView.as_view(), name="authorize"),
    path("token/", LimitedTokenView.as_view(), name="token"),
    path("revoke_token/", LimitedRevokeTokenView.as_view(), name="revoke-token"),
]

urlpatterns = [
    # The API first: its clients call most often, and every pattern tried before a match is a
    # miss Django raises and catches (garbage for the collector). No site path starts "api/".
    path("api/ping", views.ping, name="ping"),
    path("api/", include("api.urls")),
    re_path(r"^api/(?P<unmatched>.*)$", views.api_not_found),
    path("favicon.ico", FaviconView.as_view(), name="favicon"),
    path("", include("games.web.urls")),
    path("", include("accounts.urls")),
    path("healthz", views.healthz, name="healthz"),
    path("healthz/live", views.healthz_live, name="healthz-live"),
    path("healthz/ready", views.healthz_ready, name="healthz-ready"),
    path("manifest.webmanifest", views.manifest, name="manifest"),
    path("sw.js", live.service_worker, name="service-worker"),
    path("turns/badge/", live.turns_badge, name="turns-badge"),
    path("push/subscribe/", live.push_subscribe, name="push-subscribe"),
    path("push/unsubscribe/", live.push_unsubscribe, name="push-unsubscribe"),
    path("accounts/", include("django.contrib.auth.urls")),
    # OAuth2 for third-party apps (docs/oauth.md): authorize (the consent screen), token and
    # revoke_token only; apps are registered on the site's own pages (accounts/oauth_web.py).
    path("o/", include((oauth_base_urls, "oauth2_provider"))),
    path("calendar/<str:key>.ics", calendar_view, name="calendar"),
    path("admin/login/", limited_sign_in(admin.site.login)),  # the limits of the site's sign-in
    path("admin/", admin.site.urls),
]

handler400 = "config.views.bad_request"
handler404 = "config.views.not_found"
handler500 = "config.views.server_error"
