from django.urls import path

from games.web.rules import views

urlpatterns = [
    path("", views.rules_index, name="rules-index"),
    path("<slug:slug>/", views.rules_page, name="rules"),
]
