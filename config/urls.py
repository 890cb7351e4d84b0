from django.contrib import admin
from django.urls import include, path, re_path

from config import views

urlpatterns = [
    path("", views.home, name="home"),
    path("healthz", views.healthz, name="healthz"),
    path("accounts/", include("django.contrib.auth.urls")),
    path("admin/", admin.site.urls),
    path("api/ping", views.ping, name="ping"),
    path("api/", include("api.urls")),
    re_path(r"^api/(?P<unmatched>.*)$", views.api_not_found),
]

handler404 = "config.views.not_found"
handler500 = "config.views.server_error"
