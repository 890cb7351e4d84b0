"""The public REST API, versioned under /api/v1/ (paths are the contract of design §5)."""

from django.urls import path
from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerView

from accounts import usernames  # noqa: F401  (registers the <username:...> converter)
from api.views import (
    accounts,
    asyncapi,
    challenges,
    games,
    history,
    leaderboards,
    preferences,
    seeks,
    streams,
    webhooks,
)

app_name = "api"

urlpatterns = [
    path("v1/accounts/", accounts.AccountCreateView.as_view(), name="accounts"),
    path("v1/auth/token/", accounts.TokenView.as_view(), name="token"),
    path("v1/auth/token/rotate/", accounts.TokenRotateView.as_view(), name="token-rotate"),
    path("v1/me/", accounts.MeView.as_view(), name="me"),
    path("v1/me/upgrade-to-bot/", challenges.UpgradeToBotView.as_view(), name="my-upgrade-to-bot"),
    path("v1/challenges/", challenges.ChallengesView.as_view(), name="challenges"),
    path("v1/challenges/<int:challenge_id>/", challenges.ChallengeView.as_view(), name="challenge"),
    path(
        "v1/challenges/<int:challenge_id>/accept/",
        challenges.ChallengeAcceptView.as_view(),
        name="challenge-accept",
    ),
    path(
        "v1/challenges/<int:challenge_id>/decline/",
        challenges.ChallengeDeclineView.as_view(),
        name="challenge-decline",
    ),
    path(
        "v1/challenges/<int:challenge_id>/cancel/",
        challenges.ChallengeCancelView.as_view(),
        name="challenge-cancel",
    ),
    path("v1/me/turns/", accounts.MyTurnsView.as_view(), name="my-turns"),
    path("v1/me/stream/", streams.MyStreamView.as_view(), name="my-stream"),
    path("v1/me/invitations/", accounts.MyInvitationsView.as_view(), name="my-invitations"),
    path("v1/me/export/", accounts.MyExportView.as_view(), name="my-export"),
    path("v1/me/tokens/", accounts.MyTokensView.as_view(), name="my-tokens"),
    path("v1/me/tokens/<int:token_id>/", accounts.MyTokenView.as_view(), name="my-token"),
    path("v1/me/preferences/", preferences.MyPreferencesView.as_view(), name="my-preferences"),
    path("v1/me/vacation/", preferences.MyVacationView.as_view(), name="my-vacation"),
    path("v1/me/calendar/", preferences.MyCalendarView.as_view(), name="my-calendar"),
    path("v1/me/history/export/", history.MyHistoryExportView.as_view(), name="my-history"),
    path("v1/me/webhooks/", webhooks.MyWebhooksView.as_view(), name="my-webhooks"),
    path("v1/me/webhooks/<int:webhook_id>/", webhooks.MyWebhookView.as_view(), name="my-webhook"),
    path(
        "v1/me/webhooks/<int:webhook_id>/rotate-secret/",
        webhooks.MyWebhookSecretView.as_view(),
        name="my-webhook-rotate",
    ),
    path(
        "v1/me/webhooks/<int:webhook_id>/test/",
        webhooks.MyWebhookTestView.as_view(),
        name="my-webhook-test",
    ),
    path(
        "v1/me/webhooks/<int:webhook_id>/deliveries/",
        webhooks.MyWebhookDeliveriesView.as_view(),
        name="my-webhook-deliveries",
    ),
    path(
        "v1/me/webhooks/<int:webhook_id>/deliveries/<uuid:delivery_id>/redeliver/",
        webhooks.MyWebhookRedeliverView.as_view(),
        name="my-webhook-redeliver",
    ),
    path(
        "v1/users/<username:username>/ratings/",
        leaderboards.UserRatingsView.as_view(),
        name="user-ratings",
    ),
    path(
        "v1/users/<username:username>/history/",
        history.UserHistoryView.as_view(),
        name="user-history",
    ),
    path(
        "v1/users/<username:username>/head-to-head/",
        history.HeadToHeadView.as_view(),
        name="user-head-to-head",
    ),
    # After the profile's sub-paths: an old username may hold "/" (accounts/usernames.py).
    path("v1/users/<username:username>/", accounts.UserProfileView.as_view(), name="user"),
    path(
        "v1/leaderboards/<str:game_type>/",
        leaderboards.LeaderboardView.as_view(),
        name="leaderboard",
    ),
    path("v1/seeks/", seeks.SeeksView.as_view(), name="seeks"),
    path("v1/seeks/<int:seek_id>/", seeks.SeekView.as_view(), name="seek"),
    path("v1/game-types/", games.GameTypesView.as_view(), name="game-types"),
    path("v1/games/", games.GamesView.as_view(), name="games"),
    path("v1/games/<int:game_id>/", games.GameDetailView.as_view(), name="game"),
    path("v1/games/<int:game_id>/join/", games.JoinView.as_view(), name="game-join"),
    path("v1/games/<int:game_id>/leave/", games.LeaveView.as_view(), name="game-leave"),
    path("v1/games/<int:game_id>/start/", games.StartView.as_view(), name="game-start"),
    path("v1/games/<int:game_id>/resign/", games.ResignView.as_view(), name="game-resign"),
    path("v1/games/<int:game_id>/rematch/", games.RematchView.as_view(), name="game-rematch"),
    path("v1/games/<int:game_id>/decline/", games.DeclineView.as_view(), name="game-decline"),
    path("v1/games/<int:game_id>/accept/", games.AcceptView.as_view(), name="game-accept"),
    path("v1/games/<int:game_id>/legal-moves/", games.LegalMovesView.as_view(), name="legal"),
    path("v1/games/<int:game_id>/moves/", games.MovesView.as_view(), name="moves"),
    path("v1/games/<int:game_id>/record/", games.RecordView.as_view(), name="game-record"),
    path("v1/games/<int:game_id>/stream/", streams.GameStreamView.as_view(), name="game-stream"),
    path("v1/schema/", SpectacularAPIView.as_view(), name="schema"),
    path("v1/asyncapi/", asyncapi.AsyncApiView.as_view(), name="asyncapi"),
    path(
        "v1/docs/",
        # Our template adds a visible way back to the site above Swagger UI.
        SpectacularSwaggerView.as_view(url_name="api:schema", template_name="api/docs.html"),
        name="docs",
    ),
]
