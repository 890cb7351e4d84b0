from django.urls import include, path

from games.web import views

urlpatterns = [
    path("", views.lobby, name="home"),
    path("play/", views.quick_start, name="quick-start"),
    path("games/new/", views.game_new, name="game-new"),
    path("games/<int:game_id>/", views.game_page, name="game"),
    path("games/<int:game_id>/move/", views.game_move, name="game-move"),
    path("games/<int:game_id>/replay/", views.game_replay, name="game-replay"),
    path("games/<int:game_id>/rematch/", views.game_rematch, name="game-rematch"),
    *(
        path(
            f"games/<int:game_id>/{verb}/",
            views.game_lifecycle,
            {"verb": verb},
            name=f"game-{verb}",
        )
        for verb in ("join", "leave", "cancel", "start", "resign", "decline")
    ),
    path("turns/", views.my_turns, name="turns"),
    path("rules/", include("games.web.rules.urls")),
]
