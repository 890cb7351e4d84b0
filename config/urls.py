from django.contrib import admin
from django.urls import include, path, re_path

from accounts.auth_views import limited_sign_in
from accounts.calendar import calendar_view
from config import views

urlpatterns = [
    path("", include("games.web.urls")),
    path("", include("accounts.urls")),
    path("healthz", views.healthz, name="healthz"),
    path("manifest.webmanifest", views.manifest, name="manifest"),
    path("accounts/", include("django.contrib.auth.urls")),
    path("calendar/<str:key>.ics", calendar_view, name="calendar"),
    path("admin/login/", limited_sign_in(admin.site.login)),  # the limits of the site's sign-in
    path("admin/", admin.site.urls),
    path("api/ping", views.ping, name="ping"),
    path("api/", include("api.urls")),
    re_path(r"^api/(?P<unmatched>.*)$", views.api_not_found),
]

handler404 = "config.views.not_found"
handler500 = "config.views.server_error"
