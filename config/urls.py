from django.contrib import admin
from django.urls import include, path, re_path

from accounts.calendar import calendar_view
from config import views
from games.web import live

urlpatterns = [
    path("", include("games.web.urls")),
    path("", include("accounts.urls")),
    path("healthz", views.healthz, name="healthz"),
    path("manifest.webmanifest", views.manifest, name="manifest"),
    path("sw.js", live.service_worker, name="service-worker"),
    path("turns/badge/", live.turns_badge, name="turns-badge"),
    path("push/subscribe/", live.push_subscribe, name="push-subscribe"),
    path("push/unsubscribe/", live.push_unsubscribe, name="push-unsubscribe"),
    path("accounts/", include("django.contrib.auth.urls")),
    path("calendar/<str:key>.ics", calendar_view, name="calendar"),
    path("admin/", admin.site.urls),
    path("api/ping", views.ping, name="ping"),
    path("api/", include("api.urls")),
    re_path(r"^api/(?P<unmatched>.*)$", views.api_not_found),
]

handler404 = "config.views.not_found"
handler500 = "config.views.server_error"
