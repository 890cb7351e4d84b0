"""The site's URLs with the floor views right after ``api/ping`` (bench/floor/run.py only)."""

from django.urls import path

from bench.floor import views
from config.urls import handler400, handler404, handler500
from config.urls import urlpatterns as site_patterns

__all__ = ["handler400", "handler404", "handler500", "urlpatterns"]

urlpatterns = [
    site_patterns[0],  # api/ping first, as on the site
    path("api/floor/limit", views.limit),
    path("api/floor/limit-select", views.limit_select),
    path("api/floor/limit-write", views.limit_write),
    *site_patterns[1:],
]
