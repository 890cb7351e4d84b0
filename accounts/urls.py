from django.urls import path

from accounts import (
    auth_views,
    bot_views,
    lifecycle_views,
    oauth_web,
    usernames,  # noqa: F401  (registers the <username:...> converter)
    web,
)

urlpatterns = [
    # Django's own auth views (config/urls.py) stay behind these, limited, versions.
    path("accounts/login/", auth_views.sign_in, name="login"),
    path("accounts/password_reset/", auth_views.password_reset, name="password_reset"),
    path(
        "accounts/reset/<uidb64>/<token>/",
        auth_views.password_reset_confirm,
        name="password_reset_confirm",
    ),
    path("accounts/signup/", web.signup, name="signup"),
    path("accounts/verify/<str:token>/", web.email_verify, name="verify-email"),
    path("settings/", web.settings_page, name="settings"),
    path("settings/email/", web.email_change, name="email-change"),
    path("settings/email/verify/", web.email_verification_resend, name="email-verify-resend"),
    path("settings/vacation/", web.vacation, name="vacation"),
    path("settings/calendar/", web.calendar_regenerate, name="calendar-regenerate"),
    path("settings/tokens/", web.tokens, name="tokens"),
    path("settings/bot/", bot_views.bot_account_page, name="bot-account"),
    path("settings/tokens/<int:token_id>/revoke/", web.token_revoke, name="token-revoke"),
    path("settings/apps/", oauth_web.apps_page, name="oauth-apps"),
    path("settings/apps/<int:app_id>/delete/", oauth_web.app_delete, name="oauth-app-delete"),
    path("settings/authorised-apps/", oauth_web.authorised_page, name="oauth-authorised"),
    path(
        "settings/authorised-apps/<int:app_id>/revoke/",
        oauth_web.authorised_revoke,
        name="oauth-authorised-revoke",
    ),
    path("settings/export/", lifecycle_views.account_export_download, name="account-export"),
    path("settings/delete/", lifecycle_views.account_delete_page, name="account-delete"),
    path("u/<username:username>/", web.profile, name="profile"),
]
