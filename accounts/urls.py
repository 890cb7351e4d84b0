from django.urls import path

from accounts import web

urlpatterns = [
    path("accounts/signup/", web.signup, name="signup"),
    path("settings/", web.settings_page, name="settings"),
    path("settings/vacation/", web.vacation, name="vacation"),
    path("settings/calendar/", web.calendar_regenerate, name="calendar-regenerate"),
    path("settings/tokens/", web.tokens, name="tokens"),
    path("settings/tokens/<int:token_id>/revoke/", web.token_revoke, name="token-revoke"),
    path("u/<str:username>/", web.profile, name="profile"),
]
