"""Sign-up, password reset, API tokens, settings and the public profile pages."""

from __future__ import annotations

import re
from typing import Any

import pytest
from django.core import mail
from django.test import Client
from django.urls import reverse

from accounts.models import ApiToken, User
from accounts.services import token_create
from games import services
from games.models import Seat
from games.rating_services import ratings_update
from tests.factories import game_started, signed_in


@pytest.fixture(autouse=True)
def _fast_password_hashing(request: Any, settings: Any) -> None:
    """argon2 (production's) where a test checks the hash; MD5, far cheaper, elsewhere."""
    if request.node.name != "test_sign_up_creates_the_account_and_signs_in":
        settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


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
    _token, key = token_create(user=alice, name="bot")  # minted by whoever knew the old one
    response = client.post(
        form_page.redirect_chain[-1][0],
        {"new_password1": "fresh-secret-words", "new_password2": "fresh-secret-words"},
    )
    assert response.status_code == 302
    alice.refresh_from_db()
    assert alice.check_password("fresh-secret-words")
    # A new password ends every API token.
    assert Client(HTTP_AUTHORIZATION=f"Token {key}").get("/api/v1/me/").status_code == 401


def test_changing_the_password_revokes_api_tokens_but_keeps_this_session(alice: Any) -> None:
    _token, key = token_create(user=alice, name="bot")
    client = signed_in(alice)
    response = client.post(
        "/accounts/password_change/",
        {
            "old_password": "alice-pw-123!",
            "new_password1": "fresh-secret-words",
            "new_password2": "fresh-secret-words",
        },
    )
    assert response.status_code == 302
    assert Client(HTTP_AUTHORIZATION=f"Token {key}").get("/api/v1/me/").status_code == 401
    assert client.get("/settings/").status_code == 200


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
    game = game_started("hachi", [alice, bob])
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
    game = game_started("hachi", [alice, bob])
    services.game_resign(game_id=game.pk, user=bob)
    ratings_update(game_type="hachi")  # what the worker does after the commit
    page = Client().get("/u/alice/").content.decode()
    assert "<svg" in page and 'role="img"' in page and "1 rated game" in page
    assert 'id="results-table"' in page
    assert Client().get("/u/nobody/").status_code == 404


@pytest.mark.django_db
def test_password_pages_are_titled(alice: Any) -> None:
    assert "<h1>Password reset</h1>" in Client().get("/accounts/password_reset/").content.decode()
    page = signed_in(alice).get("/accounts/password_change/").content.decode()
    assert "<h1>Password change</h1>" in page


# ----- usernames ----------------------------------------------------------------------------

BOLD = "<b>bold</b>/x"  # made before the rule (the old sign-up took any name): it locked
# its owner out of every page (NoReverseMatch for the profile link in the site bar).


def _sign_up(client: Client, **fields: str) -> Any:
    body = {"username": "dora", "email": "dora@example.com", "password": "a-long-passphrase"}
    return client.post("/accounts/signup/", {**body, **fields})


@pytest.mark.parametrize(
    "name",
    [
        "<b>bold</b>",
        "a/b",
        "dora smith",
        "ab",
        "x" * 31,
        "-dora",
        ".dora",
        "dörä",
        "dora!",
        "dora\rURL:x",
        "\u202edora",
        "do\u200bra",
        "\u0434ora",
    ],
)
@pytest.mark.django_db
def test_sign_up_refuses_a_name_outside_the_rule(name: str) -> None:
    response = _sign_up(Client(), username=name)
    assert response.status_code == 400
    assert "username" in response.content.decode().lower()
    assert not User.objects.exists()
    assert not mail.outbox


@pytest.mark.parametrize("name", ["Aiko", "dora_2", "x.y-z", "a" * 30, "007"])
@pytest.mark.django_db
def test_sign_up_takes_a_name_inside_the_rule(name: str) -> None:
    assert _sign_up(Client(), username=name).status_code == 302
    assert User.objects.get().username == name


@pytest.mark.django_db
def test_a_name_taken_in_another_case_is_refused(alice: Any) -> None:
    response = _sign_up(Client(), username="ALICE")
    assert response.status_code == 400
    assert "taken" in response.content.decode()
    assert User.objects.count() == 1


@pytest.mark.django_db
def test_sign_in_ignores_the_case_of_the_name(django_user_model: Any) -> None:
    django_user_model.objects.create_user("Aiko", "aiko@example.com", "aiko-pw-123!")
    for typed in ("Aiko", "aiko", "AIKO"):
        client = Client()
        body = {"username": typed, "password": "aiko-pw-123!"}
        assert client.post("/accounts/login/", body).status_code == 302
        assert client.session["_auth_user_id"]
    wrong = Client().post("/accounts/login/", {"username": "aiko", "password": "AIKO-PW-123!"})
    assert wrong.status_code == 200


@pytest.mark.django_db
def test_an_old_name_outside_the_rule_signs_in_and_every_page_renders(
    django_user_model: Any, bob: Any
) -> None:
    bold = django_user_model.objects.create_user(BOLD, "bold@example.com", "bold-pw-123!")
    client = Client()
    response = client.post("/accounts/login/", {"username": BOLD, "password": "bold-pw-123!"})
    assert response.status_code == 302
    profile = reverse("profile", args=[BOLD])
    assert profile == "/u/%3Cb%3Ebold%3C/b%3E/x/"
    game = game_started("hachi", [bold, bob])
    pages = ["/", "/turns/", "/games/new/", f"/games/{game.pk}/", "/settings/",
             "/settings/tokens/", "/accounts/password_change/", profile]  # fmt: skip
    for path in pages:
        page = client.get(path)
        assert page.status_code == 200, path
        html = page.content.decode()
        assert "<b>bold</b>" not in html and "&lt;b&gt;bold&lt;/b&gt;/x" in html, path
        assert f'href="{profile}"' in html, path  # the site bar's profile link
    assert (
        '<h1 class="ellipsis">&lt;b&gt;bold&lt;/b&gt;/x</h1>'
        in client.get(profile).content.decode()
    )


@pytest.mark.parametrize(
    "name", ["..", ".", "a/../b", "~tilde", "two  spaces", "q?x#y%z", "tab\tname"]
)
@pytest.mark.django_db
def test_every_old_name_has_a_profile_address_that_comes_back(
    django_user_model: Any, name: str
) -> None:
    django_user_model.objects.create_user(name, f"{len(name)}@example.com", "pw-123!xyz")
    path = reverse("profile", args=[name])
    assert "/./" not in path and "/../" not in path and not path.endswith(("/./", "/../"))
    page = Client().get(path)
    assert page.status_code == 200
    assert page.context["profile_user"].username == name


@pytest.mark.django_db
def test_the_admin_keeps_old_names_and_applies_the_rule_to_new_ones(
    django_user_model: Any,
) -> None:
    admin = django_user_model.objects.create_superuser("root", "root@example.com", "root-pw-123!")
    bold = django_user_model.objects.create_user(BOLD, "bold@example.com", "bold-pw-123!")
    client = signed_in(admin)
    change = f"/admin/accounts/user/{bold.pk}/change/"
    form = client.get(change).context["adminform"].form
    data = {
        k: v
        for k, v in form.initial.items()
        if v is not None and k not in ("groups", "user_permissions")
    }
    data.update({"username": BOLD, "is_active": "", "date_joined_0": "2026-01-01",
                 "date_joined_1": "00:00:00", "last_login_0": "", "last_login_1": ""})  # fmt: skip
    data.pop("is_staff", None), data.pop("is_superuser", None), data.pop("password", None)
    response = client.post(change, data)
    assert response.status_code == 302, response.context["adminform"].form.errors
    bold.refresh_from_db()
    assert bold.username == BOLD and not bold.is_active  # saved without renaming
    taken = client.post(change, {**data, "email": "ROOT@example.com"})
    assert "email" in taken.context["adminform"].form.errors
    renamed = client.post(change, {**data, "username": "still <bad>"})
    assert renamed.status_code == 200
    assert "username" in renamed.context["adminform"].form.errors
    added = client.post(
        "/admin/accounts/user/add/",
        {"username": "ROOT", "usable_password": "true",
         "password1": "a-long-passphrase", "password2": "a-long-passphrase"},
    )  # fmt: skip
    assert added.status_code == 200 and "username" in added.context["adminform"].form.errors
    assert not django_user_model.objects.filter(username="ROOT").exists()


# ----- email addresses ----------------------------------------------------------------------


def _link_in(message: Any) -> str:
    return re.search(r"https?://[^/\s]+(/accounts/verify/\S+/)", message.body).group(1)


@pytest.mark.django_db
def test_sign_up_mails_a_link_that_verifies_the_address() -> None:
    client = Client()
    assert _sign_up(client, email="Dora@Example.com").status_code == 302
    (message,) = mail.outbox
    assert message.to == ["Dora@Example.com"] and "dora" in message.body
    user = User.objects.get()
    assert not user.email_is_verified
    assert "Verify your address" in client.get("/settings/").content.decode()
    page = Client().get(_link_in(message))  # works from any browser, signed in or not
    assert page.status_code == 200 and "Address verified" in page.content.decode()
    user.refresh_from_db()
    assert user.email_is_verified and user.verified_email == "Dora@Example.com"
    assert "Verify your address" not in client.get("/settings/").content.decode()


@pytest.mark.django_db
def test_a_verification_link_expires_and_a_forged_one_fails(settings: Any) -> None:
    _sign_up(Client())
    link = _link_in(mail.outbox[0])
    settings.EMAIL_VERIFICATION_MAX_AGE = 0
    expired = Client().get(link)
    assert expired.status_code == 400 and "expired" in expired.content.decode()
    settings.EMAIL_VERIFICATION_MAX_AGE = 3600
    forged = Client().get(link.replace("/verify/", "/verify/x"))
    assert forged.status_code == 400 and "not valid" in forged.content.decode()
    assert not User.objects.get().email_is_verified


@pytest.mark.django_db
def test_a_taken_email_address_is_refused_ignoring_case(alice: Any) -> None:
    response = _sign_up(Client(), email="ALICE@example.COM")
    assert response.status_code == 400
    assert "belongs to another account" in response.content.decode()
    assert User.objects.count() == 1 and not mail.outbox


@pytest.mark.django_db
def test_settings_resend_the_link_and_change_the_address(alice: Any, bob: Any) -> None:
    client = signed_in(alice)
    assert client.post("/settings/email/verify/").status_code == 302
    assert mail.outbox[-1].to == [alice.email]
    old_link = _link_in(mail.outbox[-1])
    refused = client.post("/settings/email/", {"email": "A@new.example", "password": "nope"})
    assert refused.status_code == 400 and "current password" in refused.content.decode()
    taken = client.post(
        "/settings/email/", {"email": "BOB@example.com", "password": "alice-pw-123!"}
    )
    assert taken.status_code == 400 and "belongs to another account" in taken.content.decode()
    assert len(mail.outbox) == 1
    moved = client.post("/settings/email/", {"email": "a@new.example", "password": "alice-pw-123!"})
    assert moved.status_code == 302
    alice.refresh_from_db()
    assert alice.email == "a@new.example" and not alice.email_is_verified
    assert mail.outbox[-1].to == ["a@new.example"]
    stale = Client().get(old_link)  # a link for the address the account no longer uses
    assert stale.status_code == 400 and "no longer uses" in stale.content.decode()
    assert Client().get(_link_in(mail.outbox[-1])).status_code == 200
    alice.refresh_from_db()
    assert alice.email_is_verified


@pytest.mark.django_db
def test_password_reset_mails_only_a_verified_address_and_answers_the_same(
    alice: Any, django_user_model: Any
) -> None:
    # Before unique addresses two accounts could share one: a reset then sent two mails.
    django_user_model.objects.create_user("alias", "ALICE@example.com", "alias-pw-123!")
    unverified = Client().post("/accounts/password_reset/", {"email": alice.email})
    missing = Client().post("/accounts/password_reset/", {"email": "nobody@example.com"})
    assert unverified.status_code == missing.status_code == 302
    assert unverified["Location"] == missing["Location"]
    assert not mail.outbox
    signed_in(alice).post("/settings/email/verify/")
    Client().get(_link_in(mail.outbox.pop()))
    assert (
        Client().post("/accounts/password_reset/", {"email": "Alice@Example.com"}).status_code
        == 302
    )
    (message,) = mail.outbox
    assert message.to == ["alice@example.com"] and '"alice"' in message.body


@pytest.mark.django_db
def test_the_first_account_to_verify_a_shared_address_keeps_it(
    alice: Any, django_user_model: Any
) -> None:
    alias = django_user_model.objects.create_user("alias", "Alice@example.com", "alias-pw-123!")
    signed_in(alias).post("/settings/email/verify/")
    signed_in(alice).post("/settings/email/verify/")
    alias_link, alice_link = (_link_in(m) for m in mail.outbox)
    assert Client().get(alice_link).status_code == 200
    second = Client().get(alias_link)
    assert second.status_code == 400 and "belongs to another account" in second.content.decode()
    alias.refresh_from_db()
    assert not alias.email_is_verified


@pytest.mark.django_db
def test_a_new_password_by_mail_signs_in(alice: Any) -> None:
    alice.verified_email = alice.email
    alice.save()
    client = Client()
    client.post("/accounts/password_reset/", {"email": alice.email})
    link = re.search(r"http://testserver(/accounts/reset/\S+)", mail.outbox[0].body).group(1)
    form_page = client.get(link, follow=True)
    done = client.post(
        form_page.redirect_chain[-1][0],
        {"new_password1": "fresh-secret-words", "new_password2": "fresh-secret-words"},
        follow=True,
    )
    assert "you are signed in" in done.content.decode()
    assert client.session["_auth_user_id"] == str(alice.pk)
    assert client.cookies["hachi_known"].value  # this browser is now known for alice


# ----- settings: time zone picker, time inputs, long names ------------------------------------


@pytest.mark.django_db
def test_settings_pick_a_time_zone_and_quiet_hours_with_time_inputs(alice: Any) -> None:
    from zoneinfo import available_timezones

    client = signed_in(alice)
    page = client.get("/settings/").content.decode()
    options = re.findall(r'<option value="([^"]+)"', page)
    assert sorted(options) == sorted(available_timezones())
    assert options[0] == "UTC" and '<optgroup label="Europe">' in page
    assert re.search(r'<option value="UTC" selected>', page)
    assert "data-guess-zone" in page  # no preferences saved yet: the browser's zone is offered
    assert re.search(r'<input type="time" name="quiet_start"', page)
    response = client.post(
        "/settings/",
        {"remind_hours_before": 12, "timezone": "Asia/Tokyo", "quiet_start": "22:30",
         "quiet_end": "07:15", "digest_hour": 8},
    )  # fmt: skip
    assert response.status_code == 302
    page = client.get("/settings/").content.decode()
    assert '<option value="Asia/Tokyo" selected>' in page
    assert 'value="22:30"' in page and 'value="07:15"' in page
    assert "data-guess-zone" not in page


@pytest.mark.django_db
def test_account_pages_shorten_long_names(django_user_model: Any) -> None:
    long = django_user_model.objects.create_user("L" * 150, "long@example.com", "pw-123!xyz")
    client = signed_in(long)
    settings_page = client.get("/settings/").content.decode()
    assert re.search(r'<p class="ellipsis">Signed in as <strong>L{150}</strong>', settings_page)
    client.post("/settings/tokens/", {"name": "T" * 64})
    tokens_page = client.get("/settings/tokens/").content.decode()
    assert f'<span class="token-name ellipsis">{"T" * 64}</span>' in tokens_page
    profile = client.get(reverse("profile", args=["L" * 150])).content.decode()
    assert f'<h1 class="ellipsis">{"L" * 150}</h1>' in profile
