from django.urls import include, path

from accounts import usernames  # noqa: F401  (registers the <username:...> converter)
from games.web import challenges, history, leaderboards, seeks, views, webhooks

urlpatterns = [
    path("", views.lobby, name="home"),
    path("play/", views.quick_start, name="quick-start"),
    path("quick/", seeks.quick_game_page, name="quick-game"),
    path("quick/seek/", seeks.quick_game_seek, name="quick-game-seek"),
    path("quick/<int:seek_id>/cancel/", seeks.quick_game_cancel, name="quick-game-cancel"),
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
    path("challenges/new/", challenges.challenge_new, name="challenge-new"),
    path("challenges/<int:challenge_id>/", challenges.challenge_page, name="challenge"),
    path(
        "challenges/<int:challenge_id>/accept/",
        challenges.challenge_accept,
        name="challenge-accept",
    ),
    path(
        "challenges/<int:challenge_id>/decline/",
        challenges.challenge_decline,
        name="challenge-decline",
    ),
    path(
        "challenges/<int:challenge_id>/cancel/",
        challenges.challenge_cancel,
        name="challenge-cancel",
    ),
    # Before the profile's own address (accounts/urls.py), whose name may hold "/".
    path("u/<username:username>/history/", history.history_page_view, name="history"),
    path(
        "settings/export/history.csv",
        history.history_download,
        {"suffix": "csv"},
        name="history-export-csv",
    ),
    path(
        "settings/export/history.json",
        history.history_download,
        {"suffix": "json"},
        name="history-export-json",
    ),
    path("settings/webhooks/", webhooks.webhooks_page, name="webhooks"),
    path("settings/webhooks/<int:webhook_id>/", webhooks.webhook_page, name="webhook"),
    path("settings/webhooks/<int:webhook_id>/test/", webhooks.webhook_test, name="webhook-test"),
    path(
        "settings/webhooks/<int:webhook_id>/deliveries/<uuid:delivery_id>/redeliver/",
        webhooks.webhook_redeliver,
        name="webhook-redeliver",
    ),
    *(
        path(
            f"settings/webhooks/<int:webhook_id>/{verb}/",
            webhooks.webhook_step,
            {"verb": verb},
            name=f"webhook-{verb}",
        )
        for verb in webhooks.STEPS
    ),
    path("leaderboards/", leaderboards.leaderboards_index, name="leaderboards"),
    path("leaderboards/<slug:game_type>/", leaderboards.leaderboard_page, name="leaderboard"),
    path("rules/", include("games.web.rules.urls")),
]
