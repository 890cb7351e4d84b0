"""Sign-up, password reset, API tokens, settings and the public profile pages."""

from __future__ import annotations

import re
from typing import Any

import pytest
from django.core import mail
from django.test import Client

from accounts.models import ApiToken, User
from games import services
from games.models import Seat


def signed_in(user: Any) -> Client:
    client = Client()
    client.force_login(user)
    return client


@pytest.mark.django_db
def test_sign_up_creates_the_account_and_signs_in() -> None:
    client = Client()
    response = client.post(
        "/accounts/signup/",
        {"username": "dora", "email": "dora@example.com", "password": "a-long-passphrase"},
    )
    assert response.status_code == 302
    assert User.objects.get(username="dora").password.startswith("argon2")
    assert "dora" in client.get("/").content.decode()


@pytest.mark.django_db
def test_sign_up_explains_a_weak_password_and_creates_nothing() -> None:
    response = Client().post(
        "/accounts/signup/", {"username": "eve", "email": "eve@example.com", "password": "12345678"}
    )
    assert response.status_code == 400
    assert "too common" in response.content.decode() or "numeric" in response.content.decode()
    assert not User.objects.filter(username="eve").exists()


@pytest.mark.django_db
def test_password_reset_mails_a_working_link(alice: Any) -> None:
    alice.verified_email = alice.email  # only a verified address gets the mail
    alice.save(update_fields=["verified_email"])
    client = Client()
    assert client.post("/accounts/password_reset/", {"email": alice.email}).status_code == 302
    assert len(mail.outbox) == 1
    link = re.search(r"http://testserver(/accounts/reset/\S+)", mail.outbox[0].body).group(1)
    form_page = client.get(link, follow=True)
    assert form_page.status_code == 200
    response = client.post(
        form_page.redirect_chain[-1][0],
        {"new_password1": "fresh-secret-words", "new_password2": "fresh-secret-words"},
    )
    assert response.status_code == 302
    alice.refresh_from_db()
    assert alice.check_password("fresh-secret-words")


@pytest.mark.django_db
def test_token_is_shown_once_then_only_its_prefix(alice: Any) -> None:
    client = signed_in(alice)
    page = client.post("/settings/tokens/", {"name": "<b>bot</b>"}).content.decode()
    key = re.search(r'<code class="token-key">([^<]+)</code>', page).group(1)
    assert "&lt;b&gt;bot&lt;/b&gt;" in page and "<b>bot</b>" not in page
    again = client.get("/settings/tokens/").content.decode()
    assert key not in again
    assert key[:8] in again
    token = ApiToken.objects.get(user=alice)
    assert client.post(f"/settings/tokens/{token.pk}/revoke/").status_code == 302
    assert not ApiToken.objects.filter(user=alice).exists()


@pytest.mark.django_db
def test_settings_save_and_vacation_pauses_clocks(alice: Any, bob: Any) -> None:
    client = signed_in(alice)
    response = client.post(
        "/settings/",
        {"email_reminders": "on", "remind_hours_before": 12, "timezone": "Europe/Kyiv",
         "quiet_start": "22:00", "quiet_end": "07:00", "digest_hour": 8},
    )  # fmt: skip
    assert response.status_code == 302
    alice.refresh_from_db()
    assert alice.preferences.timezone == "Europe/Kyiv"
    assert alice.preferences.remind_hours_before == [12]
    game = services.game_create(creator=alice, game_type="hachi", seats=2)
    services.seat_join(game_id=game.pk, user=bob)
    waiting = Seat.objects.select_related("user").get(game=game, is_to_act=True)
    before = waiting.deadline_at
    away = signed_in(waiting.user)
    assert away.post("/settings/vacation/", {"days": 3}).status_code == 302
    waiting.refresh_from_db()
    assert (waiting.deadline_at - before).days == 3
    assert "On vacation until" in away.get("/settings/").content.decode()


@pytest.mark.django_db
def test_bad_settings_show_a_readable_error(alice: Any) -> None:
    response = signed_in(alice).post(
        "/settings/", {"remind_hours_before": 12, "timezone": "Mars/Olympus", "digest_hour": 8}
    )
    assert response.status_code == 400
    assert "Mars/Olympus" in response.content.decode() or "time zone" in response.content.decode()


@pytest.mark.django_db
def test_profile_shows_stats_and_a_chart(alice: Any, bob: Any) -> None:
    game = services.game_create(creator=alice, game_type="hachi", seats=2)
    services.seat_join(game_id=game.pk, user=bob)
    services.game_resign(game_id=game.pk, user=bob)
    page = Client().get("/u/alice/").content.decode()
    assert "<svg" in page and 'role="img"' in page
    assert "1 won" in page
    assert Client().get("/u/nobody/").status_code == 404


@pytest.mark.django_db
def test_password_pages_are_titled(alice: Any) -> None:
    assert "<h1>Password reset</h1>" in Client().get("/accounts/password_reset/").content.decode()
    page = signed_in(alice).get("/accounts/password_change/").content.decode()
    assert "<h1>Password change</h1>" in page
