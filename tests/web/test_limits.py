"""The site's sign-in (the admin's too), sign-up and password reset wait after too many
attempts: per client address as the deployment sees it (a forged X-Forwarded-For changes
nothing), per account, per email address; with back-off, never a lock that keeps the owner
out; and the same allowance as the API's.

Every page and form spends the API's allowances too (config/site_limits.py; the API's side is
tests/api/test_rate_limits.py): a post to the move form a move, other posts a write, pages a
read, per account and per client address; pages without an account a read per client
address. Never counted: static files, health checks, the service worker, and the API twice."""

from __future__ import annotations

import json
import random
import time
from typing import Any

import pytest
from django.core import mail
from django.test import Client, override_settings
from rest_framework.test import APIClient

from accounts import limits
from accounts.models import User
from games.engines.registry import get_engine
from games.models import Game
from tests.factories import (
    SHORT_OPTIONS,
    client_for,
    game_started,
    password_of,
    signed_in,
)
from tests.web.pages import post_move

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("cheap_passwords")]

LOGIN = "/accounts/login/"
ADMIN_LOGIN = "/admin/login/"
PASSWORD = password_of("alice")


def _rates(settings: Any, **rates: str) -> None:
    settings.AUTH_THROTTLE_RATES = {**limits.DEFAULT_RATES, **rates}


def _sign_in(client: Client, username: str, password: str, path: str = LOGIN, **extra: Any) -> Any:
    return client.post(path, {"username": username, "password": password}, **extra)


def _signed_in(client: Client) -> bool:
    return "_auth_user_id" in client.session


def _assert_waiting_page(response: Any) -> None:
    assert response.status_code == 429
    assert int(response["Retry-After"]) > 0
    page = response.content.decode()
    assert "Please wait" in page and "Try again in" in page and "UTC" in page


@pytest.mark.parametrize("path", [LOGIN, ADMIN_LOGIN])
def test_forty_wrong_passwords_then_the_right_one_does_not_get_in(alice: Any, path: str) -> None:
    client = Client(REMOTE_ADDR="10.20.0.1")
    statuses = [_sign_in(client, "alice", f"guess-{i}", path).status_code for i in range(40)]
    assert statuses[:10] == [200] * 10  # the form again, with its error
    assert set(statuses[10:]) == {429}
    right = _sign_in(client, "alice", PASSWORD, path)
    _assert_waiting_page(right)
    assert not _signed_in(client)


def _spray(client: Client, count: int, **extra_per_attempt: Any) -> list[int]:
    """``count`` failed sign-ins, each for another (missing) account: only the address limit
    applies. Values of ``extra_per_attempt`` are format strings of the attempt's number."""
    return [
        _sign_in(
            client, f"nobody{i}", "guess", **{k: v.format(i) for k, v in extra_per_attempt.items()}
        ).status_code
        for i in range(count)
    ]


@override_settings(TRUSTED_PROXY_COUNT=0)
def test_forged_forwarded_for_headers_are_limited_like_one_address(db: Any) -> None:
    plain = _spray(Client(REMOTE_ADDR="10.21.0.1"), 20)
    forged = _spray(Client(REMOTE_ADDR="10.21.0.2"), 20, HTTP_X_FORWARDED_FOR="198.51.100.{}")
    assert plain == forged == [200] * 10 + [429] * 10


@override_settings(TRUSTED_PROXY_COUNT=1)
def test_behind_a_trusted_proxy_each_forwarded_client_counts_alone(db: Any) -> None:
    proxy = Client(REMOTE_ADDR="10.0.0.1")
    # What our proxy appends is the client; a client's own entry before it changes nothing.
    assert _spray(proxy, 20, HTTP_X_FORWARDED_FOR="203.0.113.9, 192.0.2.{}") == [200] * 20
    same_client = _spray(proxy, 12, HTTP_X_FORWARDED_FOR="198.51.100.{}, 192.0.2.77")
    assert same_client == [200] * 10 + [429] * 2


def test_guessing_from_many_addresses_slows_the_account_but_never_its_owner(alice: Any) -> None:
    owner = Client(REMOTE_ADDR="10.30.0.1")
    assert _sign_in(owner, "alice", PASSWORD).status_code == 302
    owner.post("/accounts/logout/")
    for i in range(10):
        guesser = Client(REMOTE_ADDR=f"10.31.0.{i + 1}")
        assert _sign_in(guesser, "ALICE", f"guess-{i}").status_code == 200
    # The account now waits for browsers it never signed in on, whatever their address...
    _assert_waiting_page(_sign_in(Client(REMOTE_ADDR="10.32.0.1"), "alice", PASSWORD))
    # ...but its owner's browser is known, so the guessers cannot keep the owner out.
    assert _sign_in(owner, "Alice", PASSWORD).status_code == 302
    assert _signed_in(owner)


def test_waits_grow_but_end(alice: Any, settings: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    _rates(settings, login="3/min")
    settings.THROTTLE_MAX_WAIT = 240
    clock = [time.time()]
    monkeypatch.setattr(limits, "_now", lambda: clock[0])
    client = Client(REMOTE_ADDR="10.33.0.1")
    waits = []
    for _ in range(5):
        assert _spray(client, 3) == [200] * 3
        refused = _sign_in(client, "alice", PASSWORD)
        assert refused.status_code == 429
        waits.append(int(refused["Retry-After"]))
        clock[0] += waits[-1] - 1
        assert _sign_in(client, "alice", PASSWORD).status_code == 429  # not quite yet
        clock[0] += 2
    assert waits == [60, 120, 240, 240, 240]  # doubling, up to THROTTLE_MAX_WAIT
    assert _sign_in(client, "alice", PASSWORD).status_code == 302


def test_site_and_api_share_one_sign_in_allowance(alice: Any, settings: Any) -> None:
    _rates(settings, login="6/min")
    site, api = Client(REMOTE_ADDR="10.34.0.1"), APIClient(REMOTE_ADDR="10.34.0.1")
    token = "/api/v1/auth/token/"
    for i in range(3):
        assert _sign_in(site, f"nobody{i}", "guess").status_code == 200
        body = {"username": f"nobody{i}", "password": "guess"}
        assert api.post(token, body, format="json").status_code == 401
    _assert_waiting_page(_sign_in(site, "alice", PASSWORD))
    refused = api.post(token, {"username": "alice", "password": PASSWORD}, format="json")
    assert refused.status_code == 429 and refused.json()["error"]["code"] == "throttled"


def test_admin_sign_in_ignores_case_and_counts_like_the_site(alice: Any) -> None:
    alice.is_staff = alice.is_superuser = True
    alice.save()
    client = Client(REMOTE_ADDR="10.35.0.1")
    response = _sign_in(client, "ALICE", PASSWORD, ADMIN_LOGIN)
    assert response.status_code == 302 and _signed_in(client)
    assert client.get("/admin/").status_code == 200


def test_site_sign_up_is_limited_per_address(settings: Any) -> None:
    _rates(settings, signup="2/min")
    client = Client(REMOTE_ADDR="10.40.0.1")

    def sign_up(name: str, **extra: Any) -> Any:
        body = {"username": name, "email": f"{name}@example.com", "password": "a-long-passphrase"}
        return client.post("/accounts/signup/", body, **extra)

    assert sign_up("dora").status_code == 302
    assert sign_up("erin").status_code == 302
    _assert_waiting_page(sign_up("frank"))
    _assert_waiting_page(sign_up("frank", HTTP_X_FORWARDED_FOR="198.51.100.1"))
    assert not User.objects.filter(username="frank").exists()
    other = Client(REMOTE_ADDR="10.40.0.2")
    body = {"username": "frank", "email": "frank@example.com", "password": "a-long-passphrase"}
    assert other.post("/accounts/signup/", body).status_code == 302


def test_the_quick_start_shares_the_sign_up_limit(settings: Any) -> None:
    """The quick start ("Play Hachi against a bot") signs up too: the same allowance per
    client address."""
    _rates(settings, signup="2/min")
    client = Client(REMOTE_ADDR="10.41.0.1")

    def body(name: str) -> dict[str, str]:
        return {"username": name, "email": f"{name}@example.com", "password": "a-long-passphrase"}

    assert client.post("/accounts/signup/", body("gina")).status_code == 302
    client.logout()
    assert client.post("/play/", body("hank")).status_code == 302
    client.logout()
    _assert_waiting_page(client.post("/play/", body("ivan")))
    assert not User.objects.filter(username="ivan").exists()


def test_twenty_five_reset_requests_send_three_mails(alice: Any) -> None:
    alice.verified_email = alice.email
    alice.save()
    statuses = [
        Client(REMOTE_ADDR=f"10.50.0.{i + 1}")
        .post("/accounts/password_reset/", {"email": alice.email.upper()})
        .status_code
        for i in range(25)
    ]
    assert statuses == [302] * 3 + [429] * 22
    assert len(mail.outbox) == 3


def test_reset_requests_are_limited_per_client_address(db: Any) -> None:
    client = Client(REMOTE_ADDR="10.51.0.1")
    statuses = [
        client.post("/accounts/password_reset/", {"email": f"n{i}@example.com"}).status_code
        for i in range(7)
    ]
    assert statuses == [302] * 5 + [429] * 2
    response = client.post("/accounts/password_reset/", {"email": "n9@example.com"})
    _assert_waiting_page(response)


def test_verification_mails_are_limited_per_email_address(alice: Any) -> None:
    client = Client(REMOTE_ADDR="10.52.0.1")
    client.force_login(alice)
    statuses = [client.post("/settings/email/verify/").status_code for _ in range(5)]
    assert statuses == [302] * 3 + [429] * 2
    assert len(mail.outbox) == 3


# ----- every page and form: moves, writes and reads ----------------------------------------


def _site_move(game: Game, rng: random.Random) -> tuple[int, dict[str, Any]]:
    """A seat to act in ``game`` now and one of its legal moves."""
    game.refresh_from_db()
    engine = get_engine(game.game_type)
    state = engine.state_from_json(game.state)
    seat = rng.choice(sorted(engine.to_act(state)))
    return seat, rng.choice(engine.legal_actions(state, seat))


STALE_MOVE = {"action": json.dumps({"type": "pass"}), "expected_version": 99, "confirmed": "1"}


def test_one_account_flooding_the_move_form_waits_while_another_plays_on(
    alice: Any, bob: Any, carol: Any, settings: Any
) -> None:
    _rates(settings, move="5/min")
    game = game_started("hachi", [alice, bob])
    other = game_started("hachi", [carol, bob])
    flooder = signed_in(alice)
    url = f"/games/{game.pk}/move/"
    answers = [flooder.post(url, STALE_MOVE).status_code for _ in range(5)]
    assert 429 not in answers, answers
    _assert_waiting_page(flooder.post(url, STALE_MOVE))
    # Another browser of hers starts nothing afresh: the account waits.
    _assert_waiting_page(signed_in(alice).post(url, STALE_MOVE))

    # Meanwhile carol and bob play their own game on the site, bob seated at both tables.
    rng = random.Random(5)
    players = {0: signed_in(carol), 1: signed_in(bob)}
    for _ in range(3):
        seat, action = _site_move(other, rng)
        post_move(players[seat], other, action)  # a 302: the move went in
    # Pages are another allowance: the flooder still reads.
    assert flooder.get(f"/games/{game.pk}/").status_code == 200


def test_site_writes_and_reads_have_their_own_allowances(alice: Any, settings: Any) -> None:
    _rates(settings, write="3/min", read="4/min")
    browser = signed_in(alice)
    writes = [browser.post("/settings/tokens/", {"name": f"t{i}"}).status_code for i in range(3)]
    assert writes == [200] * 3
    _assert_waiting_page(browser.post("/settings/tokens/", {"name": "t4"}))
    assert [browser.get(path).status_code for path in ("/", "/turns/", "/", "/rules/")] == [200] * 4
    _assert_waiting_page(browser.get("/turns/"))


def test_site_and_api_share_one_allowance(alice: Any, settings: Any) -> None:
    _rates(settings, read="4/min")
    browser, api = signed_in(alice), client_for(alice)
    for _ in range(2):
        assert browser.get("/").status_code == 200
        assert api.get("/api/v1/me/").status_code == 200
    _assert_waiting_page(browser.get("/turns/"))
    refused = api.get("/api/v1/me/turns/")
    assert refused.status_code == 429 and refused.json()["error"]["code"] == "throttled"


@override_settings(TRUSTED_PROXY_COUNT=0)
def test_anonymous_pages_are_limited_per_client_address(settings: Any) -> None:
    _rates(settings, anonymous_read="3/min")
    visitor = Client(REMOTE_ADDR="10.70.0.1")
    forged = [
        visitor.get("/", HTTP_X_FORWARDED_FOR=f"198.51.100.{i}").status_code for i in range(3)
    ]
    assert forged == [200] * 3
    _assert_waiting_page(visitor.get("/rules/", HTTP_X_FORWARDED_FOR="198.51.100.9"))
    assert Client(REMOTE_ADDR="10.70.0.2").get("/rules/").status_code == 200


@override_settings(TRUSTED_PROXY_COUNT=1)
def test_behind_a_trusted_proxy_each_visitor_has_an_allowance(settings: Any) -> None:
    _rates(settings, anonymous_read="3/min")
    proxy = Client(REMOTE_ADDR="10.0.0.1")
    visitors = [proxy.get("/", HTTP_X_FORWARDED_FOR=f"192.0.2.{i}").status_code for i in range(6)]
    assert visitors == [200] * 6
    # The visitor's own entries left of what our proxy appended change nothing.
    one = [
        proxy.get("/", HTTP_X_FORWARDED_FOR=f"198.51.100.{i}, 192.0.2.77").status_code
        for i in range(4)
    ]
    assert one == [200] * 3 + [429]


def test_signed_in_use_counts_per_client_address_too(
    alice: Any, bob: Any, carol: Any, settings: Any
) -> None:
    """Accounts behind one address share its allowance, on the site and the API alike; the
    same accounts elsewhere are not slowed by it."""
    _rates(settings, read_address="5/min")
    home = "10.71.0.1"
    alice_site = signed_in(alice)
    bob_api, carol_site = client_for(bob), signed_in(carol)
    assert [alice_site.get("/", REMOTE_ADDR=home).status_code for _ in range(2)] == [200] * 2
    assert [bob_api.get("/api/v1/me/", REMOTE_ADDR=home).status_code for _ in range(2)] == [200] * 2
    assert carol_site.get("/turns/", REMOTE_ADDR=home).status_code == 200
    _assert_waiting_page(alice_site.get("/", REMOTE_ADDR=home))
    refused = bob_api.get("/api/v1/me/", REMOTE_ADDR=home)
    assert refused.status_code == 429 and int(refused["Retry-After"]) > 0
    assert alice_site.get("/", REMOTE_ADDR="10.71.0.2").status_code == 200
    assert bob_api.get("/api/v1/me/", REMOTE_ADDR="10.71.0.2").status_code == 200


def test_static_files_health_the_service_worker_and_the_api_are_not_counted_here(
    settings: Any,
) -> None:
    _rates(settings, anonymous_read="2/min")
    visitor = Client(REMOTE_ADDR="10.72.0.1")
    uncounted = (
        "/static/js/site.js",
        "/healthz/live",
        "/healthz/ready",
        "/sw.js",
        "/manifest.webmanifest",
        "/favicon.ico",
    )
    for path in uncounted:
        statuses = {visitor.get(path).status_code for _ in range(4)}
        assert 429 not in statuses, (path, statuses)
    # The API counts its own requests once: its allowance, shared with the pages, counts down
    # by one a request.
    api = [visitor.get("/api/v1/game-types/") for _ in range(2)]
    assert [(r.status_code, r["RateLimit-Remaining"]) for r in api] == [(200, "1"), (200, "0")]
    _assert_waiting_page(visitor.get("/"))


def test_site_waits_grow_but_end(
    alice: Any, settings: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    _rates(settings, read="3/min")
    settings.THROTTLE_MAX_WAIT = 240
    clock = [time.time()]
    monkeypatch.setattr(limits, "_now", lambda: clock[0])
    browser = signed_in(alice)
    waits = []
    for _ in range(4):
        assert [browser.get("/").status_code for _ in range(3)] == [200] * 3
        refused = browser.get("/")
        _assert_waiting_page(refused)
        waits.append(int(refused["Retry-After"]))
        clock[0] += waits[-1] + 1
    assert waits == [60, 120, 240, 240]  # doubling, up to THROTTLE_MAX_WAIT: never a lock
    assert browser.get("/").status_code == 200


def test_steady_play_on_the_site_is_never_limited(alice: Any, bob: Any, settings: Any) -> None:
    """The defaults: two players play a whole game on the site as fast as it answers, each
    loading the board before every move, and nobody meets a limit."""
    _rates(settings)
    game = game_started("hachi", [alice, bob], SHORT_OPTIONS["hachi"])
    browsers = {0: signed_in(alice), 1: signed_in(bob)}
    rng = random.Random(11)
    while True:
        game.refresh_from_db()
        if game.status != "active":
            break
        seat, action = _site_move(game, rng)
        assert browsers[seat].get(f"/games/{game.pk}/").status_code == 200
        post_move(browsers[seat], game, action)
    assert game.status == "finished"
