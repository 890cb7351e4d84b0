"""Accounts over the API: sign-up, tokens (issue, revoke, rotate, list), the caller, public
profiles with per-game stats, throttling of the password endpoints, argon2 hashes."""

from __future__ import annotations

import itertools
from typing import Any

import pytest
from django.contrib.auth import get_user_model
from django.core import mail
from django.test import override_settings
from django.urls import reverse
from rest_framework.test import APIClient

from tests.api.errors import assert_api_error
from tests.factories import client_for

pytestmark = pytest.mark.django_db

_addresses = (f"10.77.{i // 250}.{i % 250 + 1}" for i in itertools.count())


def _fresh_client() -> APIClient:
    """A client from an address of its own: the password endpoints are throttled per address."""
    return APIClient(REMOTE_ADDR=next(_addresses))


@pytest.fixture(autouse=True)
def _fast_password_hashing(request: Any, settings: Any) -> None:
    """argon2 is what production uses and is checked by the argon2 tests; the others use MD5,
    which is a thousand times cheaper on a shared CI machine."""
    if "argon2" not in request.node.name:
        settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


def _sign_up(client: APIClient, **fields: Any) -> Any:
    body = {"username": "dave", "password": "correct-horse-42", "email": "dave@example.com"}
    headers = {k: fields.pop(k) for k in list(fields) if k.startswith("HTTP_")}
    return client.post("/api/v1/accounts/", {**body, **fields}, format="json", **headers)


def _issue(client: APIClient, username: str, password: str, **extra: Any) -> Any:
    body = {"username": username, "password": password, **extra}
    return client.post("/api/v1/auth/token/", body, format="json")


def _with_key(key: str) -> APIClient:
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Token {key}")
    return client


# ----- sign-up ------------------------------------------------------------------------------


def test_sign_up_then_sign_in_with_argon2_hash() -> None:
    client = _fresh_client()
    r = _sign_up(client)
    assert r.status_code == 201, r.content
    body = r.json()
    assert set(body) == {"id", "username", "bot", "email", "date_joined"}
    assert (body["username"], body["email"]) == ("dave", "dave@example.com")
    user = get_user_model().objects.get(username="dave")
    assert user.pk == body["id"]
    assert user.password.startswith("argon2$argon2id$")
    assert "correct-horse-42" not in user.password
    assert user.check_password("correct-horse-42")

    issued = _issue(client, "dave", "correct-horse-42")
    assert issued.status_code == 201, issued.content
    me = _with_key(issued.json()["token"]).get("/api/v1/me/")
    assert me.status_code == 200
    assert me.json() == body


def test_personas_passwords_are_argon2(alice: Any) -> None:
    assert alice.password.startswith("argon2$")
    r = _issue(_fresh_client(), "alice", "alice-pw-123!")
    assert r.status_code == 201, r.content


@pytest.mark.parametrize("taken", ["alice", "ALICE", "Alice"])
def test_sign_up_with_a_taken_username_is_409(alice: Any, taken: str) -> None:
    assert_api_error(_sign_up(_fresh_client(), username=taken), 409, "username_taken")
    assert get_user_model().objects.count() == 1


@pytest.mark.parametrize(
    ("fields", "reason"),
    [
        ({"password": "short1!"}, "too short"),
        ({"password": "password123"}, "too common"),
        ({"password": "83746251940"}, "entirely numeric"),
        ({"username": "davidsonian", "password": "davidsonian1"}, "too similar"),
    ],
)
def test_sign_up_with_a_weak_password_is_400_with_reasons(
    fields: dict[str, str], reason: str
) -> None:
    error = assert_api_error(_sign_up(_fresh_client(), **fields), 400, "invalid")
    reasons = error["details"]["password"]
    assert isinstance(reasons, list) and reasons
    assert any(reason in message for message in reasons), reasons
    assert not get_user_model().objects.exists()


@pytest.mark.parametrize(
    ("fields", "field"),
    [
        ({"email": "not-an-email"}, "email"),
        ({"email": "dave@"}, "email"),
        ({"email": None}, "email"),
        ({"username": "dave smith"}, "username"),
        ({"username": ""}, "username"),
        ({"username": "x" * 151}, "username"),
        ({"username": 42}, "username"),
        ({"password": None}, "password"),
        ({"password": 12345678}, "password"),
    ],
)
def test_sign_up_with_bad_fields_is_400(fields: dict[str, Any], field: str) -> None:
    error = assert_api_error(_sign_up(_fresh_client(), **fields), 400, "invalid")
    assert field in error["details"], error
    assert not get_user_model().objects.exists()


def test_sign_up_with_missing_fields_or_not_json(db: Any) -> None:
    error = assert_api_error(
        _fresh_client().post("/api/v1/accounts/", {}, format="json"), 400, "invalid"
    )
    assert set(error["details"]) == {"username", "password", "email"}
    raw = _fresh_client().post("/api/v1/accounts/", "{nope", content_type="application/json")
    assert_api_error(raw, 400, "malformed_request")


# ----- tokens -------------------------------------------------------------------------------


def test_token_issue_shows_the_key_once(alice: Any) -> None:
    r = _issue(_fresh_client(), "alice", "alice-pw-123!", name="laptop")
    assert r.status_code == 201, r.content
    issued = r.json()
    assert set(issued) == {"token", "id", "name", "replaced", "scopes", "expires_at"}
    assert issued["name"] == "laptop"
    key = issued["token"]
    assert len(key) >= 32

    client = _with_key(key)
    listed = client.get("/api/v1/me/tokens/")
    assert listed.status_code == 200
    assert key not in listed.content.decode()
    (only,) = listed.json()["tokens"]
    assert set(only) == {
        "id",
        "name",
        "prefix",
        "created_at",
        "last_used_at",
        "scopes",
        "expires_at",
    }
    assert (only["id"], only["name"], only["prefix"]) == (issued["id"], "laptop", key[:8])
    assert only["last_used_at"] is not None  # the listing itself used it
    # A second sign-in makes a second, different token; the first keeps working.
    again = _issue(_fresh_client(), "alice", "alice-pw-123!").json()
    assert again["token"] != key and again["name"] == "api"
    assert [t["id"] for t in client.get("/api/v1/me/tokens/").json()["tokens"]] == [
        issued["id"],
        again["id"],
    ]


@pytest.mark.parametrize(
    ("username", "password"),
    [("alice", "wrong-password"), ("alice", "ALICE-PW-123!"), ("nobody", "alice-pw-123!")],
)
def test_token_issue_with_wrong_credentials_is_401(
    alice: Any, username: str, password: str
) -> None:
    assert_api_error(_issue(_fresh_client(), username, password), 401, "invalid_credentials")
    assert not alice.api_tokens.exists()


def test_token_issue_for_a_deactivated_user_is_401(alice: Any) -> None:
    alice.is_active = False
    alice.save(update_fields=["is_active"])
    assert_api_error(_issue(_fresh_client(), "alice", "alice-pw-123!"), 401, "invalid_credentials")


def test_token_revoke_in_use(alice: Any) -> None:
    key = _issue(_fresh_client(), "alice", "alice-pw-123!").json()["token"]
    client = _with_key(key)
    other = client_for(alice)
    r = client.delete("/api/v1/auth/token/")
    assert r.status_code == 204
    assert r.content == b""
    assert_api_error(client.get("/api/v1/me/"), 401, "authentication_failed")
    assert_api_error(client.delete("/api/v1/auth/token/"), 401, "authentication_failed")
    assert other.get("/api/v1/me/").status_code == 200  # only the token in use went
    assert len(other.get("/api/v1/me/tokens/").json()["tokens"]) == 1


def test_token_rotate(alice: Any) -> None:
    issued = _issue(_fresh_client(), "alice", "alice-pw-123!", name="phone").json()
    old = _with_key(issued["token"])
    r = old.post("/api/v1/auth/token/rotate/")
    assert r.status_code == 201, r.content
    rotated = r.json()
    assert set(rotated) == {"token", "id", "name", "replaced", "scopes", "expires_at"}
    assert rotated["replaced"] == 1
    assert rotated["token"] != issued["token"]
    assert rotated["name"] == "phone"
    assert_api_error(old.get("/api/v1/me/"), 401, "authentication_failed")
    new = _with_key(rotated["token"])
    assert new.get("/api/v1/me/").json()["username"] == "alice"
    assert [(t["id"], t["name"]) for t in new.get("/api/v1/me/tokens/").json()["tokens"]] == [
        (rotated["id"], "phone")
    ]


def test_token_revoke_by_id(alice: Any) -> None:
    keeper = client_for(alice)
    doomed_key = _issue(_fresh_client(), "alice", "alice-pw-123!", name="old").json()["token"]
    tokens = keeper.get("/api/v1/me/tokens/").json()["tokens"]
    assert [t["name"] for t in tokens] == ["tests", "old"]
    r = keeper.delete(f"/api/v1/me/tokens/{tokens[1]['id']}/")
    assert r.status_code == 204
    assert_api_error(_with_key(doomed_key).get("/api/v1/me/"), 401, "authentication_failed")
    assert [t["name"] for t in keeper.get("/api/v1/me/tokens/").json()["tokens"]] == ["tests"]
    assert_api_error(keeper.delete(f"/api/v1/me/tokens/{tokens[1]['id']}/"), 404, "not_found")
    assert_api_error(keeper.delete("/api/v1/me/tokens/999999/"), 404, "not_found")


# ----- me and profiles ----------------------------------------------------------------------


def test_me(api_alice: APIClient, alice: Any) -> None:
    r = api_alice.get("/api/v1/me/")
    assert r.status_code == 200
    assert r.json() == {
        "id": alice.pk,
        "username": "alice",
        "bot": False,
        "email": "alice@example.com",
        "date_joined": alice.date_joined.isoformat(),
    }


def _play_to_the_end(game: dict[str, Any], by_seat: dict[int, APIClient]) -> dict[str, Any]:
    """Both players make their first legal action until the game is over."""
    for _ in range(400):
        if game["status"] == "finished":
            return game
        client = by_seat[game["to_act"][0]]
        legal = client.get(f"/api/v1/games/{game['id']}/legal-moves/").json()
        body = {"action": legal["actions"][0], "expected_version": legal["version"]}
        r = client.post(f"/api/v1/games/{game['id']}/moves/", body, format="json")
        assert r.status_code == 201, r.content
        game = r.json()
    raise AssertionError("the game did not end")


def test_public_profile_with_stats_and_recent_games(
    anonymous: APIClient, api_alice: APIClient, api_bob: APIClient
) -> None:
    def create(client: APIClient, **body: Any) -> dict[str, Any]:
        r = client.post("/api/v1/games/", body, format="json")
        assert r.status_code == 201, r.content
        return r.json()

    def join(client: APIClient, game: dict[str, Any]) -> dict[str, Any]:
        r = client.post(f"/api/v1/games/{game['id']}/join/")
        assert r.status_code == 200, r.content
        return r.json()

    # 1. A one-round Hachi played to the end.
    played = create(
        api_alice, game_type="hachi", seats=2, options={"match_mode": "fixed", "rounds": 1}
    )
    played = _play_to_the_end(join(api_bob, played), {0: api_alice, 1: api_bob})
    scores, ranks = played["result"]["scores"], played["result"]["ranks"]
    # 2. A two-player Hachi-Hachi that bob resigns, and a second Hachi that alice resigns.
    duel = join(api_bob, create(api_alice, game_type="hachi-hachi", seats=2))
    assert api_bob.post(f"/api/v1/games/{duel['id']}/resign/").status_code == 200
    lost = join(api_bob, create(api_alice, game_type="hachi", seats=2))
    assert api_alice.post(f"/api/v1/games/{lost['id']}/resign/").status_code == 200
    # 3. An open game and a private one (seen only by those who may see it).
    waiting = create(api_alice, game_type="fast-train", seats=2)
    secret = create(api_alice, game_type="fast-train", seats=2, is_public=False)

    r = anonymous.get("/api/v1/users/alice/")
    assert r.status_code == 200
    profile = r.json()
    assert set(profile) == {
        "username", "bot", "date_joined", "stats", "statistics", "ratings", "solo",
        "recent_games",
    }  # fmt: skip
    assert profile["username"] == "alice"
    assert "alice@example.com" not in r.content.decode()

    hachi_won = int(0 in played["result"]["winners"])
    assert profile["stats"] == [
        {
            "game_type": "hachi",
            "played": 2,
            "won": hachi_won,
            # The scores of the games played to the end: a resignation's zeros are no score.
            "average_score": float(scores[0]),
            "average_rank": round((ranks[0] + 2) / 2, 2),
        },
        {
            "game_type": "hachi-hachi",
            "played": 1,
            "won": 1,
            "average_score": 0.0,
            "average_rank": 1.0,
        },
    ]
    recent = profile["recent_games"]
    assert [g["game"] for g in recent] == [waiting["id"], lost["id"], duel["id"], played["id"]]
    assert recent[0] == {
        "game": waiting["id"],
        "game_type": "fast-train",
        "status": "open",
        "seat": 0,
        "rank": None,
        "score": None,
        "won": False,
        "finished_at": None,
    }
    first = recent[-1]
    assert (first["status"], first["rank"], first["score"]) == ("finished", ranks[0], scores[0])
    assert first["won"] is bool(hachi_won)
    assert first["finished_at"] is not None
    assert (recent[1]["rank"], recent[1]["won"]) == (2, False)

    mine = api_alice.get("/api/v1/users/alice/").json()["recent_games"]
    assert [g["game"] for g in mine][:2] == [secret["id"], waiting["id"]]
    bobs = api_bob.get("/api/v1/users/bob/").json()
    assert [(s["game_type"], s["played"], s["won"]) for s in bobs["stats"]] == [
        ("hachi", 2, int(1 in played["result"]["winners"]) + 1),
        ("hachi-hachi", 1, 0),
    ]


def test_profile_of_unknown_or_inactive_user_is_404(anonymous: APIClient, bob: Any) -> None:
    assert_api_error(anonymous.get("/api/v1/users/nobody/"), 404, "not_found")
    bob.is_active = False
    bob.save(update_fields=["is_active"])
    assert_api_error(anonymous.get("/api/v1/users/bob/"), 404, "not_found")


def test_profile_of_a_new_user_is_empty(anonymous: APIClient, carol: Any) -> None:
    body = anonymous.get("/api/v1/users/carol/").json()
    assert (body["stats"], body["recent_games"]) == ([], [])


# ----- throttling ---------------------------------------------------------------------------


@override_settings(AUTH_THROTTLE_RATES={"login": "3/min", "signup": "2/min"})
def test_sign_in_is_throttled_per_address(alice: Any) -> None:
    client, elsewhere = _fresh_client(), _fresh_client()
    for _ in range(3):
        assert_api_error(_issue(client, "alice", "guess"), 401, "invalid_credentials")
    throttled = _issue(client, "alice", "alice-pw-123!")  # even the right password waits
    error = assert_api_error(throttled, 429, "throttled")
    assert error["message"]
    assert int(throttled.headers["Retry-After"]) > 0
    assert not alice.api_tokens.exists()
    assert _issue(elsewhere, "alice", "alice-pw-123!").status_code == 201


@override_settings(AUTH_THROTTLE_RATES={"login": "3/min", "signup": "2/min"})
def test_sign_up_is_throttled_per_address(db: Any) -> None:
    client, elsewhere = _fresh_client(), _fresh_client()
    assert _sign_up(client, username="dave").status_code == 201
    assert _sign_up(client, username="erin", email="erin@example.com").status_code == 201
    throttled = _sign_up(client, username="frank", email="frank@example.com")
    assert_api_error(throttled, 429, "throttled")
    assert "Retry-After" in throttled.headers
    assert not get_user_model().objects.filter(username="frank").exists()
    assert _sign_up(elsewhere, username="frank", email="frank@example.com").status_code == 201


# ----- the username rule, case, email addresses ---------------------------------------------


@pytest.mark.parametrize(
    "name",
    [
        "<b>bold</b>",
        "a/b",
        "dave smith",
        "ab",
        "x" * 31,
        "-dave",
        ".dave",
        "dävé",
        "dave!",
        "dora\rURL:x",
        "\u202edora",
        "do\u200bra",
        "\u0434ora",
    ],
)
def test_sign_up_applies_the_site_s_username_rule(name: str) -> None:
    error = assert_api_error(_sign_up(_fresh_client(), username=name), 400, "invalid")
    assert error["details"]["username"]
    assert not get_user_model().objects.exists()


@pytest.mark.parametrize("name", ["Aiko", "dave_2", "x.y-z", "a" * 30, "007"])
def test_sign_up_takes_a_name_inside_the_rule(name: str) -> None:
    assert _sign_up(_fresh_client(), username=name).status_code == 201
    assert get_user_model().objects.get().username == name


def test_token_sign_in_ignores_the_case_of_the_name(django_user_model: Any) -> None:
    django_user_model.objects.create_user("Aiko", "aiko@example.com", "aiko-pw-123!")
    for typed in ("Aiko", "aiko", "AIKO"):
        assert _issue(_fresh_client(), typed, "aiko-pw-123!").status_code == 201
    assert_api_error(_issue(_fresh_client(), "aiko", "AIKO-PW-123!"), 401, "invalid_credentials")


def test_sign_up_with_a_taken_email_address_is_409(alice: Any) -> None:
    error = assert_api_error(
        _sign_up(_fresh_client(), email="ALICE@Example.com"), 409, "email_taken"
    )
    assert error["details"]["email"]
    assert get_user_model().objects.count() == 1


def test_sign_up_mails_the_verification_link(db: Any) -> None:
    assert _sign_up(_fresh_client()).status_code == 201
    (message,) = mail.outbox
    assert message.to == ["dave@example.com"] and "/accounts/verify/" in message.body
    assert not get_user_model().objects.get().email_is_verified


def test_an_old_name_outside_the_rule_signs_in_and_has_a_profile(django_user_model: Any) -> None:
    django_user_model.objects.create_user("<b>bold</b>/x", "bold@example.com", "bold-pw-123!")
    issued = _issue(_fresh_client(), "<B>BOLD</B>/X", "bold-pw-123!")
    assert issued.status_code == 201, issued.content
    assert _with_key(issued.json()["token"]).get("/api/v1/me/").json()["username"] == (
        "<b>bold</b>/x"
    )
    profile = APIClient().get(reverse("api:user", args=["<b>bold</b>/x"]))
    assert profile.status_code == 200 and profile.json()["username"] == "<b>bold</b>/x"


# ----- limits: the client address as the deployment sees it, per account ------------------


@override_settings(TRUSTED_PROXY_COUNT=0)
def test_forged_forwarded_for_headers_do_not_escape_the_limit(db: Any) -> None:
    client = _fresh_client()
    statuses = [
        client.post(
            "/api/v1/auth/token/",
            {"username": f"nobody{i}", "password": "guess"},
            format="json",
            HTTP_X_FORWARDED_FOR=f"198.51.100.{i}",
        ).status_code
        for i in range(20)
    ]
    assert statuses == [401] * 10 + [429] * 10


@override_settings(TRUSTED_PROXY_COUNT=1)
def test_behind_a_trusted_proxy_the_forwarded_client_is_counted(db: Any) -> None:
    proxy = APIClient(REMOTE_ADDR="10.0.0.1")

    def guess(i: int, forwarded: str) -> int:
        body = {"username": f"nobody{i}", "password": "guess"}
        r = proxy.post("/api/v1/auth/token/", body, format="json", HTTP_X_FORWARDED_FOR=forwarded)
        return int(r.status_code)

    assert [guess(i, f"203.0.113.7, 192.0.2.{i}") for i in range(20)] == [401] * 20
    assert [guess(i, f"198.51.100.{i}, 192.0.2.99") for i in range(12)] == [401] * 10 + [429] * 2


@override_settings(TRUSTED_PROXY_COUNT=0)
def test_forged_headers_do_not_escape_the_sign_up_limit(settings: Any) -> None:
    settings.AUTH_THROTTLE_RATES = {**settings.AUTH_THROTTLE_RATES, "signup": "2/min"}
    client = _fresh_client()
    codes = [
        _sign_up(
            client,
            username=f"dave{i}",
            email=f"d{i}@example.com",
            HTTP_X_FORWARDED_FOR=f"1.2.3.{i}",
        ).status_code
        for i in range(4)
    ]
    assert codes == [201, 201, 429, 429]


def test_guessing_one_account_from_many_addresses_waits_but_its_owner_does_not(
    alice: Any,
) -> None:
    owner = _fresh_client()
    assert _issue(owner, "alice", "alice-pw-123!").status_code == 201  # a known client now
    for i in range(10):
        assert_api_error(_issue(_fresh_client(), "alice", f"guess-{i}"), 401, "invalid_credentials")
    refused = _issue(_fresh_client(), "alice", "alice-pw-123!")
    assert_api_error(refused, 429, "throttled")
    assert int(refused.headers["Retry-After"]) > 0
    assert _issue(owner, "ALICE", "alice-pw-123!").status_code == 201
