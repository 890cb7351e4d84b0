"""OAuth2 for third-party apps (docs/oauth.md): registration, the Authorization Code flow with
PKCE (S256 only) through the consent screen, refresh tokens used once, revocation; and the
scopes and expiry of personal tokens."""

from __future__ import annotations

import base64
import hashlib
import re
import secrets
from datetime import timedelta
from typing import Any
from urllib.parse import parse_qs, urlencode, urlsplit

import pytest
from django.test import Client
from django.utils import timezone
from oauth2_provider.models import AccessToken, Application

from accounts.models import ApiToken, User
from accounts.services import token_create
from tests.factories import client_with_key, signed_in

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("cheap_passwords")]

REDIRECT = "https://scoreboard.example/callback"


def _register(owner: User, *, client_type: str = "public") -> tuple[str, str]:
    """alice's app through the site's page: its client id and secret (empty when public)."""
    page = signed_in(owner).post(
        "/settings/apps/",
        {"name": "Scoreboard", "redirect_uris": REDIRECT, "client_type": client_type},
    )
    assert page.status_code == 200, page.content
    html = page.content.decode()
    client_id = re.search(r'id="new-client-id">([^<]+)<', html)
    secret = re.search(r'id="new-client-secret">([^<]+)<', html)
    assert client_id is not None
    return client_id.group(1), secret.group(1) if secret else ""


def _pkce() -> tuple[str, str]:
    verifier = secrets.token_urlsafe(48)
    digest = hashlib.sha256(verifier.encode()).digest()
    return verifier, base64.urlsafe_b64encode(digest).rstrip(b"=").decode()


def _authorize_query(client_id: str, challenge: str, **extra: str) -> str:
    query = {
        "response_type": "code",
        "client_id": client_id,
        "redirect_uri": REDIRECT,
        "scope": "games:read games:play",
        "state": "s-42",
        "code_challenge": challenge,
        "code_challenge_method": "S256",
        **extra,
    }
    return "/o/authorize/?" + urlencode(query)


def _consent(browser: Client, client_id: str, challenge: str, **extra: str) -> dict[str, Any]:
    """The consent page's form fields, after checking what the page says."""
    page = browser.get(_authorize_query(client_id, challenge, **extra))
    assert page.status_code == 200, page.content
    html = page.content.decode()
    assert "Let Scoreboard use your account?" in html
    assert "make moves in your name" in html  # each scope in plain words
    assert "follow them live" in html
    assert "form-action 'self' https://scoreboard.example" in page["Content-Security-Policy"]
    form = page.context["form"]
    return {name: value for name, value in form.initial.items() if value is not None}


def _code(browser: Client, fields: dict[str, Any]) -> str:
    answer = browser.post("/o/authorize/", {**fields, "allow": "Authorize"})
    assert answer.status_code == 302
    target = urlsplit(answer["Location"])
    assert f"{target.scheme}://{target.netloc}{target.path}" == REDIRECT
    query = parse_qs(target.query)
    assert query["state"] == ["s-42"]
    return query["code"][0]


def _exchange(client_id: str, code: str, verifier: str, secret: str = "") -> Any:
    body = {
        "grant_type": "authorization_code",
        "code": code,
        "redirect_uri": REDIRECT,
        "client_id": client_id,
        "code_verifier": verifier,
    }
    if secret:
        body["client_secret"] = secret
    return Client().post("/o/token/", body)


def _tokens_for(bob: User, client_id: str, secret: str = "") -> dict[str, Any]:
    browser = signed_in(bob)
    verifier, challenge = _pkce()
    code = _code(browser, _consent(browser, client_id, challenge))
    answer = _exchange(client_id, code, verifier, secret)
    assert answer.status_code == 200, answer.content
    tokens: dict[str, Any] = answer.json()
    return tokens


def test_the_whole_flow_with_pkce_then_revocation(alice: User, bob: User) -> None:
    client_id, secret = _register(alice)
    assert secret == ""  # a public app has none
    tokens = _tokens_for(bob, client_id)
    assert tokens["expires_in"] == 3600
    assert set(tokens["scope"].split()) == {"games:read", "games:play"}
    app = client_with_key(tokens["access_token"])
    assert app.get("/api/v1/me/turns/").status_code == 200
    me = app.get("/api/v1/me/")
    assert me.status_code == 403 and me.json()["error"]["code"] == "insufficient_scope"
    listed = signed_in(bob).get("/settings/authorised-apps/").content.decode()
    assert "Scoreboard" in listed and "games:play" in listed
    application = Application.objects.get(client_id=client_id)
    revoke = f"/settings/authorised-apps/{application.pk}/revoke/"
    asked = signed_in(bob).get(revoke)
    assert asked.status_code == 200 and "Revoke Scoreboard" in asked.content.decode()
    assert app.get("/api/v1/me/turns/").status_code == 200  # asking revokes nothing
    signed_in(bob).post(revoke, {"confirm": "yes"})
    gone = app.get("/api/v1/me/turns/")
    assert gone.status_code == 401 and gone.json()["error"]["code"] == "authentication_failed"
    assert not AccessToken.objects.filter(user=bob).exists()
    refresh = Client().post(
        "/o/token/",
        {
            "grant_type": "refresh_token",
            "refresh_token": tokens["refresh_token"],
            "client_id": client_id,
        },
    )
    assert refresh.status_code == 400
    assert "Scoreboard" not in signed_in(bob).get("/settings/authorised-apps/").content.decode()


def test_a_confidential_app_shows_its_secret_once_and_needs_it(alice: User, bob: User) -> None:
    client_id, secret = _register(alice, client_type="confidential")
    assert secret
    page = signed_in(alice).get("/settings/apps/").content.decode()
    assert client_id in page and secret not in page  # stored hashed, shown once
    browser = signed_in(bob)
    verifier, challenge = _pkce()
    code = _code(browser, _consent(browser, client_id, challenge))
    assert _exchange(client_id, code, verifier, "wrong").status_code == 401
    verifier, challenge = _pkce()
    code = _code(browser, _consent(browser, client_id, challenge))
    assert _exchange(client_id, code, verifier, secret).status_code == 200


def test_pkce_is_required_and_only_s256(alice: User, bob: User) -> None:
    client_id, _secret = _register(alice)
    browser = signed_in(bob)
    verifier, challenge = _pkce()
    code = _code(browser, _consent(browser, client_id, challenge))
    assert _exchange(client_id, code, "not-the-verifier" * 3).status_code == 400
    # Without a challenge the request is refused before any consent.
    query = _authorize_query(client_id, challenge).replace(f"code_challenge={challenge}", "")
    refused = browser.get(query.replace("&code_challenge_method=S256", ""))
    assert refused.status_code == 400  # the consent page says why, and offers nothing
    assert "cannot be answered" in refused.content.decode()
    assert "authorizationForm" not in refused.content.decode()
    # "plain" is refused: the answer carries an error, never a code.
    page = browser.get(_authorize_query(client_id, verifier, code_challenge_method="plain"))
    if page.status_code == 200 and "form" in (page.context or {}):
        fields = {k: v for k, v in page.context["form"].initial.items() if v is not None}
        page = browser.post("/o/authorize/", {**fields, "allow": "Authorize"})
    query = parse_qs(urlsplit(page.get("Location", "")).query)
    assert "code" not in query and query["error"] == ["invalid_request"]


def test_consent_is_asked_every_time_and_deny_gives_no_code(alice: User, bob: User) -> None:
    client_id, _secret = _register(alice)
    _tokens_for(bob, client_id)
    browser = signed_in(bob)
    _verifier, challenge = _pkce()
    fields = _consent(browser, client_id, challenge, approval_prompt="auto")  # asked again
    denied = browser.post("/o/authorize/", fields)  # no "allow"
    assert denied.status_code == 302
    assert parse_qs(urlsplit(denied["Location"]).query)["error"] == ["access_denied"]


def test_a_refresh_token_works_once_and_its_reuse_ends_the_family(alice: User, bob: User) -> None:
    client_id, _secret = _register(alice)
    first = _tokens_for(bob, client_id)

    def refresh(token: str) -> Any:
        body = {"grant_type": "refresh_token", "refresh_token": token, "client_id": client_id}
        return Client().post("/o/token/", body)

    second = refresh(first["refresh_token"])
    assert second.status_code == 200
    renewed = second.json()
    assert renewed["refresh_token"] != first["refresh_token"]
    assert client_with_key(renewed["access_token"]).get("/api/v1/me/turns/").status_code == 200
    replay = refresh(first["refresh_token"])  # a stolen, used refresh token
    assert replay.status_code == 400
    assert client_with_key(renewed["access_token"]).get("/api/v1/me/turns/").status_code == 401
    assert refresh(renewed["refresh_token"]).status_code == 400


def test_an_app_may_end_its_own_token(alice: User, bob: User) -> None:
    client_id, _secret = _register(alice)
    tokens = _tokens_for(bob, client_id)
    app = client_with_key(tokens["access_token"])
    assert app.delete("/api/v1/auth/token/").status_code == 204
    assert app.get("/api/v1/me/turns/").status_code == 401


def test_an_app_token_with_webhooks_manages_the_users_webhooks(alice: User, bob: User) -> None:
    from tests.api.oauth_tokens import app_key

    app = client_with_key(app_key(bob, ["webhooks"]))
    body = {"url": "https://bots.example/hachi", "kinds": ["your_turn"]}
    made = app.post("/api/v1/me/webhooks/", body, format="json")
    assert made.status_code == 201, made.content
    assert app.get("/api/v1/me/webhooks/").json()["webhooks"][0]["url"] == body["url"]


def test_an_account_registers_at_most_twenty_apps(alice: User, settings: Any) -> None:
    settings.OAUTH_APPS_PER_USER = 2
    _register(alice)
    _register(alice)
    page = signed_in(alice).post(
        "/settings/apps/", {"name": "Third", "redirect_uris": REDIRECT, "client_type": "public"}
    )
    assert page.status_code == 400
    assert "the most an account may have" in page.content.decode()
    assert Application.objects.filter(user=alice).count() == 2


def test_redirect_addresses_are_https_or_this_machine(alice: User) -> None:
    browser = signed_in(alice)
    for bad in ("http://app.example/cb", "ftp://x.example/", "https://x.example/cb#frag"):
        page = browser.post(
            "/settings/apps/", {"name": "X", "redirect_uris": bad, "client_type": "public"}
        )
        assert page.status_code == 400, bad
    ok = browser.post(
        "/settings/apps/",
        {"name": "Desk", "redirect_uris": "http://127.0.0.1:8765/cb", "client_type": "public"},
    )
    assert ok.status_code == 200


def test_deleting_an_app_asks_then_ends_every_token(alice: User, bob: User) -> None:
    client_id, _secret = _register(alice)
    tokens = _tokens_for(bob, client_id)
    application = Application.objects.get(client_id=client_id)
    url = f"/settings/apps/{application.pk}/delete/"
    assert "Delete the app Scoreboard?" in signed_in(alice).get(url).content.decode()
    assert signed_in(bob).get(url).status_code == 404  # not bob's app
    signed_in(alice).post(url, {"confirm": "yes"})
    assert not Application.objects.filter(pk=application.pk).exists()
    assert client_with_key(tokens["access_token"]).get("/api/v1/me/turns/").status_code == 401


# ----- personal tokens: scopes and expiry -----------------------------------------------------


def test_personal_tokens_default_to_every_scope_and_take_chosen_ones(api_alice: Any) -> None:
    listed = api_alice.get("/api/v1/me/tokens/").json()["tokens"]
    assert listed[0]["scopes"] == [
        "games:read",
        "games:play",
        "account:read",
        "account:write",
        "webhooks",
    ]
    assert listed[0]["expires_at"] is None
    soon = (timezone.now() + timedelta(days=7)).isoformat()
    made = api_alice.post(
        "/api/v1/me/tokens/",
        {"name": "reader", "scopes": ["games:read"], "expires_at": soon},
        format="json",
    )
    assert made.status_code == 201
    assert made.json()["scopes"] == ["games:read"] and made.json()["expires_at"]
    reader = client_with_key(made.json()["token"])
    assert reader.get("/api/v1/me/turns/").status_code == 200
    # It cannot make a token that may do more than itself.
    wider = reader.post("/api/v1/me/tokens/", {"scopes": ["games:play"]}, format="json")
    assert wider.status_code == 403  # it lacks account:write to begin with
    bad = api_alice.post("/api/v1/me/tokens/", {"scopes": ["everything"]}, format="json")
    assert bad.status_code == 400 and "scopes.0" in bad.json()["error"]["details"]
    past = api_alice.post(
        "/api/v1/me/tokens/", {"expires_at": "2001-01-01T00:00:00Z"}, format="json"
    )
    assert past.status_code == 400 and "expires_at" in past.json()["error"]["details"]


def test_a_token_within_its_scopes_makes_narrower_ones_only(alice: User) -> None:
    key = token_create(user=alice, name="admin", scopes=["account:read", "account:write"])[1]
    maker = client_with_key(key)
    wider = maker.post("/api/v1/me/tokens/", {"scopes": ["games:play"]}, format="json")
    assert wider.status_code == 403
    assert wider.json()["error"] == {
        "code": "insufficient_scope",
        "message": wider.json()["error"]["message"],
        "details": {"scope": "games:play"},
    }
    same = maker.post("/api/v1/me/tokens/", {}, format="json")
    assert same.status_code == 201 and same.json()["scopes"] == ["account:read", "account:write"]


def test_an_expired_token_is_refused_401_like_a_revoked_one(alice: User) -> None:
    token, key = token_create(user=alice, name="brief")
    client = client_with_key(key)
    assert client.get("/api/v1/me/").status_code == 200
    # Saved, as every change of a token is: an update() would leave the cached row as it was.
    token.expires_at = timezone.now() - timedelta(seconds=1)
    token.save(update_fields=["expires_at"])
    answer = client.get("/api/v1/me/")
    assert answer.status_code == 401
    assert answer.json()["error"]["code"] == "authentication_failed"
    assert "expired" in answer.json()["error"]["message"]


def test_rotating_keeps_scopes_and_expiry(alice: User) -> None:
    later = timezone.now() + timedelta(days=3)
    _token, key = token_create(user=alice, name="bot", scopes=["games:read"], expires_at=later)
    rotated = client_with_key(key).post("/api/v1/auth/token/rotate/")
    assert rotated.status_code == 201
    assert rotated.json()["scopes"] == ["games:read"]
    assert rotated.json()["expires_at"] == later.isoformat()


def test_the_token_page_makes_scoped_expiring_tokens(alice: User) -> None:
    browser = signed_in(alice)
    page = browser.post(
        "/settings/tokens/",
        {"name": "watcher", "scopes": ["games:read"], "expiry": "7", "scopes_shown": "1"},
    )
    assert page.status_code == 200
    token = ApiToken.objects.get(user=alice, name="watcher")
    assert token.scope == "games:read" and token.expires_at is not None
    html = browser.get("/settings/tokens/").content.decode()
    assert "may: games:read" in html and "expires" in html
    none = browser.post(
        "/settings/tokens/", {"name": "none", "expiry": "never", "scopes_shown": "1"}
    )
    assert none.status_code == 400 and "at least one" in none.content.decode()


def test_the_token_endpoint_counts_writes_per_client_address(alice: User, settings: Any) -> None:
    from accounts import limits

    settings.AUTH_THROTTLE_RATES = {**limits.DEFAULT_RATES, "write_address": "2/min"}
    client_id, _secret = _register(alice)
    body = {"grant_type": "authorization_code", "code": "guess", "client_id": client_id}
    guesser = Client(REMOTE_ADDR="10.62.0.9")
    answers = [guesser.post("/o/token/", body) for _ in range(3)]
    assert [a.status_code for a in answers] == [400, 400, 429]
    assert answers[2].json()["error"] == "slow_down" and int(answers[2]["Retry-After"]) > 0
    assert Client(REMOTE_ADDR="10.62.0.10").post("/o/token/", body).status_code == 400


def test_a_deleted_account_takes_its_apps_and_their_access_with_it(alice: User, bob: User) -> None:
    from accounts.lifecycle import account_delete

    client_id, _secret = _register(alice)
    tokens = _tokens_for(bob, client_id)
    bob_app = client_with_key(_tokens_for_app_of_bob(bob))
    account_delete(user=alice)
    assert not Application.objects.filter(client_id=client_id).exists()
    assert client_with_key(tokens["access_token"]).get("/api/v1/me/turns/").status_code == 401
    account_delete(user=bob)  # bob's access given to an app ends with his account
    assert bob_app.get("/api/v1/me/turns/").status_code == 401


def _tokens_for_app_of_bob(bob: User) -> str:
    from tests.api.oauth_tokens import app_key

    return app_key(bob, ["games:read"])


def test_the_consent_screen_asks_to_sign_in_first_and_names_a_bad_client(alice: User) -> None:
    client_id, _secret = _register(alice)
    _verifier, challenge = _pkce()
    query = _authorize_query(client_id, challenge)
    anonymous = Client().get(query)
    assert anonymous.status_code == 302
    assert anonymous["Location"].startswith("/accounts/login/?next=")
    unknown = signed_in(alice).get(_authorize_query("no-such-client", challenge))
    assert unknown.status_code == 400
    assert "cannot be answered" in unknown.content.decode()
    elsewhere = signed_in(alice).get(
        query.replace("scoreboard.example", "evil.example")
    )  # a redirect address the app never registered: no redirect there, ever
    assert elsewhere.status_code == 400
    assert "evil.example" not in elsewhere.get("Location", "")
