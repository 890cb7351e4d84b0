"""Limits on every API request (api/throttles.py, accounts/limits.py): moves, other writes and
reads per account and per token, reads without credentials per client address; the RateLimit
headers on every answer a limit counted; a 429 with Retry-After once one is used up, for every
operation the OpenAPI document says is limited; never for plain steady use; one Redis round
trip a request and no database query."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest
import redis
from django.conf import settings as django_settings
from django.test import override_settings
from rest_framework.test import APIClient

from accounts import limits
from games.models import Game
from tests.api.play import legal_moves, open_table, play_to_end, post_move
from tests.api.test_schema import _document
from tests.factories import SHORT_OPTIONS, client_for, game_started

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("cheap_passwords")]

HEADERS = ("RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset")


@pytest.fixture
def rates(settings: Any) -> Any:
    def set_rates(**rates: str) -> None:
        settings.AUTH_THROTTLE_RATES = {**limits.DEFAULT_RATES, **rates}

    set_rates()  # the defaults, whatever the environment says
    return set_rates


def _standing(response: Any) -> tuple[int, int, int]:
    assert all(h in response for h in HEADERS), (response.status_code, dict(response.items()))
    return tuple(int(response[h]) for h in HEADERS)  # type: ignore[return-value]


def _throttled(response: Any) -> None:
    assert response.status_code == 429, (response.status_code, response.content[:200])
    assert response.json()["error"]["code"] == "throttled"
    wait = int(response["Retry-After"])
    assert wait > 0
    _limit, remaining, reset = _standing(response)
    assert remaining == 0 and reset == wait


def _forget_limits() -> None:
    """Every limit counted so far, gone (as between two tests: tests/conftest.py)."""
    client = redis.Redis.from_url(django_settings.REDIS_URL)
    try:
        keys = list(client.scan_iter(match=f"{django_settings.REDIS_KEY_PREFIX}:*:limit:*"))
        if keys:
            client.delete(*keys)
    finally:
        client.close()


# ----- moves, writes and reads per account ----------------------------------------------------


def test_one_account_flooding_moves_waits_while_another_plays_on(
    alice: Any, bob: Any, carol: Any, rates: Any
) -> None:
    rates(move="5/min")
    game = game_started("hachi", [alice, bob])
    other = game_started("hachi", [carol, bob])
    flooder = client_for(alice)
    stale = {"action": {"type": "pass"}, "expected_version": 99}
    url = f"/api/v1/games/{game.pk}/moves/"
    standings = [_standing(flooder.post(url, stale, format="json")) for _ in range(5)]
    assert [remaining for _limit, remaining, _reset in standings] == [4, 3, 2, 1, 0]
    assert {limit for limit, _remaining, _reset in standings} == {5}
    assert all(0 < reset <= 60 for _limit, _remaining, reset in standings)
    _throttled(flooder.post(url, stale, format="json"))
    # Another token of the same account starts nothing afresh: the account waits.
    _throttled(client_for(alice).post(url, stale, format="json"))

    # Meanwhile carol plays her own game, and bob, seated at both tables, too.
    for _ in range(3):
        game_now = Game.objects.get(pk=other.pk)
        seat = game_now.to_act[0]
        mover = client_for(carol if seat == 0 else bob)
        offer = legal_moves(mover, other.pk)
        r = post_move(mover, other.pk, offer["actions"][0], offer["version"])
        assert r.status_code == 201, r.content[:300]
        assert _standing(r)[0] == 5
    # Reading is another allowance: the flooder still reads.
    assert flooder.get(f"/api/v1/games/{game.pk}/").status_code == 200


def test_writes_and_reads_have_their_own_allowances(alice: Any, rates: Any) -> None:
    rates(write="3/min", read="4/min")
    api = client_for(alice)
    for expected in (2, 1, 0):
        r = api.patch("/api/v1/me/preferences/", {"daily_digest": True}, format="json")
        assert (r.status_code, _standing(r)[:2]) == (200, (3, expected))
    _throttled(api.post("/api/v1/me/calendar/"))
    reads = [_standing(api.get("/api/v1/me/"))[1] for _ in range(4)]
    assert reads == [3, 2, 1, 0]
    _throttled(api.get("/api/v1/me/turns/"))


def test_reads_are_generous_and_steady_play_is_never_throttled(
    alice: Any, bob: Any, rates: Any
) -> None:
    """The defaults: two bots play a whole game of each type as fast as the server answers,
    each reading its legal moves before every move, then poll their turns 300 times."""
    api_alice, api_bob = client_for(alice), client_for(bob)
    rng = random.Random(7)
    for game_type in ("hachi", "fast-train"):
        table = open_table([api_alice, api_bob], game_type, SHORT_OPTIONS[game_type])
        assert play_to_end(table, rng)["status"] == "finished"
    standings = [_standing(api_alice.get("/api/v1/me/turns/")) for _ in range(300)]
    limit, remaining, _reset = standings[-1]
    assert limit == 1200 and remaining > 300
    assert [s[1] for s in standings] == sorted((s[1] for s in standings), reverse=True)


def test_a_revoked_token_is_refused_before_anything_is_counted(alice: Any, rates: Any) -> None:
    rates(read="2/min")
    doomed, keeper = client_for(alice), client_for(alice)
    assert doomed.delete("/api/v1/auth/token/").status_code == 204  # a write, not a read
    for _ in range(5):
        r = doomed.get("/api/v1/me/")
        assert r.status_code == 401 and "RateLimit-Limit" not in r
    assert _standing(keeper.get("/api/v1/me/"))[1] == 1


# ----- the headers ------------------------------------------------------------------------


def test_headers_count_down_and_come_with_a_304(alice: Any, bob: Any, rates: Any) -> None:
    rates(read="10/min")
    game = game_started("hachi", [alice, bob])
    api = client_for(alice)
    first = api.get(f"/api/v1/games/{game.pk}/")
    again = api.get(f"/api/v1/games/{game.pk}/", HTTP_IF_NONE_MATCH=first["ETag"])
    assert again.status_code == 304
    assert [_standing(first)[1], _standing(again)[1]] == [9, 8]
    assert _standing(again)[2] <= _standing(first)[2] <= 60


@override_settings(CORS_ALLOWED_ORIGINS=["https://client.example"])
def test_browser_apps_may_read_the_headers(alice: Any) -> None:
    r = client_for(alice).get("/api/v1/me/", HTTP_ORIGIN="https://client.example")
    exposed = r["Access-Control-Expose-Headers"]
    assert all(h in exposed for h in (*HEADERS, "Retry-After"))


def test_answers_no_limit_counted_carry_no_headers(anonymous: APIClient) -> None:
    r = anonymous.post("/api/v1/me/calendar/")  # refused before any limit is asked
    assert r.status_code == 401 and "RateLimit-Limit" not in r
    assert "RateLimit-Limit" not in anonymous.get("/healthz/live")


# ----- client addresses -------------------------------------------------------------------


@override_settings(TRUSTED_PROXY_COUNT=0)
def test_a_forged_forwarded_for_does_not_dodge_the_per_address_limit(
    alice: Any, rates: Any
) -> None:
    rates(anonymous_read="3/min")
    client = APIClient(REMOTE_ADDR="10.60.0.1")
    statuses = [
        client.get("/api/v1/game-types/", HTTP_X_FORWARDED_FOR=f"198.51.100.{i}").status_code
        for i in range(5)
    ]
    assert statuses == [200] * 3 + [429] * 2
    # Signed in, the account's own allowance counts, not the address's.
    assert client_for(alice).get("/api/v1/game-types/", REMOTE_ADDR="10.60.0.1").status_code == 200


@override_settings(TRUSTED_PROXY_COUNT=1)
def test_behind_a_trusted_proxy_each_forwarded_client_has_its_own_allowance(rates: Any) -> None:
    rates(anonymous_read="3/min")
    proxy = APIClient(REMOTE_ADDR="10.0.0.1")
    clients = [
        proxy.get("/api/v1/game-types/", HTTP_X_FORWARDED_FOR=f"192.0.2.{i}").status_code
        for i in range(6)
    ]
    assert clients == [200] * 6
    # The client's own entries left of what our proxy appended change nothing.
    forged = [
        proxy.get(
            "/api/v1/game-types/", HTTP_X_FORWARDED_FOR=f"198.51.100.{i}, 192.0.2.77"
        ).status_code
        for i in range(5)
    ]
    assert forged == [200] * 3 + [429] * 2


# ----- every limited operation of the document ----------------------------------------------


def _operations(document: dict[str, Any]) -> Iterator[tuple[str, str, dict[str, Any]]]:
    for path, operations in document["paths"].items():
        for method, operation in operations.items():
            yield method, path, operation


def test_every_limited_operation_declares_the_headers(anonymous: APIClient) -> None:
    document = _document(anonymous)
    limited = 0
    for method, path, operation in _operations(document):
        responses = operation["responses"]
        if "429" not in responses:
            continue
        limited += 1
        assert {"Retry-After", *HEADERS} <= set(responses["429"]["headers"]), (method, path)
        for status, response in responses.items():
            if status.startswith("2"):
                assert set(HEADERS) <= set(response.get("headers", {})), (method, path, status)
    assert limited == len(list(_operations(document)))


def _caller(method: str, path: str, alice: Any) -> APIClient:
    """Who floods an operation: signing up and in, anonymous; the token in use (revoked or
    rotated by its own request), a signed-in browser session; else alice's token."""
    if (method, path) in {("post", "/api/v1/accounts/"), ("post", "/api/v1/auth/token/")}:
        return APIClient(REMOTE_ADDR="10.61.0.1")
    if path.startswith("/api/v1/auth/token/"):
        session = APIClient()
        session.force_login(alice)
        return session
    return client_for(alice)


#: Ids of things that do not exist, for the paths that name one: the request reaches its
#: view (and its limits) and is answered 404.
UNKNOWN_IDS = {
    "{token_id}": "999999",
    "{webhook_id}": "999999",
    "{seek_id}": "999999",
    "{challenge_id}": "999999",
    "{delivery_id}": "00000000-0000-4000-8000-000000000000",
}


BODIES = {
    ("post", "/api/v1/accounts/"): {
        "username": "dora",
        "password": "correct-horse-42",
        "email": "dora@example.com",
    },
    ("post", "/api/v1/auth/token/"): {"username": "alice", "password": "not-her-password"},
}


def test_every_limited_operation_is_refused_once_flooded_and_counts_down_before(
    anonymous: APIClient, alice: Any, bob: Any, rates: Any
) -> None:
    """With every allowance at 2: each operation the document declares a 429 for answers twice
    with the RateLimit headers counting down (whatever else it answers: the limit counts a
    request before the view reads it), then 429 with Retry-After. Anonymous readers flood the
    operations they may read, per client address, too."""
    low = {scope: "2/min" for scope in limits.DEFAULT_RATES}
    rates(**{**low, "game_create": "100/min", "game_create_address": "100/min"})
    document = _document(anonymous)
    game = game_started("hachi", [alice, bob])
    values = {"{game_id}": str(game.pk), "{username}": "alice", **UNKNOWN_IDS}
    flooded = []
    for method, path, operation in _operations(document):
        if "429" not in operation["responses"]:
            continue
        url = path
        for name, value in values.items():
            url = url.replace(name, value)
        callers = [_caller(method, path, alice)]
        if method == "get" and {} in operation.get("security", []):
            callers.append(APIClient(REMOTE_ADDR="10.62.0.1"))
        for caller in callers:
            _forget_limits()
            body = BODIES.get((method, path), {})
            send = getattr(caller, method)
            answers = [send(url, body, format="json") for _ in range(3)]
            where = (method, path, [a.status_code for a in answers])
            assert [_standing(a)[:2] for a in answers[:2]] == [(2, 1), (2, 0)], where
            assert all(a.status_code != 429 for a in answers[:2]), where
            _throttled(answers[2])
            flooded.append((method, path))
    assert len(set(flooded)) == len(list(_operations(document)))


# ----- which limits each operation counts against, as the document says ----------------------


def test_each_operation_names_its_limits_at_the_configured_rates(
    anonymous: APIClient, rates: Any
) -> None:
    """``x-rate-limit`` and the 429's words name each limit of the operation with the rate the
    settings give it now (here each its own, to tell them apart)."""
    odd = {scope: f"{n}/{n}min" for n, scope in enumerate(limits.DEFAULT_RATES, start=2)}
    rates(**odd)
    document = _document(anonymous)
    for method, path, operation in _operations(document):
        for named in operation["x-rate-limit"]:
            rate = limits.parse_rate(odd[named["scope"]])
            assert (named["limit"], named["window"]) == (rate.count, rate.seconds), named
            words = f"{named['counts']} ({rate.count} per {rate.seconds // 60} minutes)"
            assert words in operation["responses"]["429"]["description"], (method, path)

    def scopes(method: str, path: str) -> list[str]:
        return [named["scope"] for named in document["paths"][path][method]["x-rate-limit"]]

    assert scopes("post", "/api/v1/games/{game_id}/moves/") == ["move", "move_address"]
    assert scopes("post", "/api/v1/games/{game_id}/join/") == ["write", "write_address"]
    assert scopes("get", "/api/v1/me/turns/") == ["read", "read_address"]
    assert scopes("get", "/api/v1/games/{game_id}/") == ["read", "read_address", "anonymous_read"]
    assert scopes("post", "/api/v1/accounts/") == ["signup"]
    assert scopes("post", "/api/v1/seeks/") == ["write", "write_address"]
    assert scopes("delete", "/api/v1/seeks/{seek_id}/") == ["write", "write_address"]
    assert scopes("get", "/api/v1/seeks/") == ["read", "read_address"]
    assert set(scopes("post", "/api/v1/auth/token/")) == {
        "login", "login_account", "write", "write_address",
    }  # fmt: skip
    assert set(scopes("post", "/api/v1/games/")) == {
        "write",
        "write_address",
        "game_create",
        "game_create_address",
        "invite",
    }


#: Requests that spend a limit only when they succeed or invite (the others' bodies: BODIES).
SPENDING_BODIES = {
    ("post", "/api/v1/auth/token/", "write"): {"username": "alice", "password": "alice-pw-123!"},
    ("post", "/api/v1/auth/token/", "write_address"): {
        "username": "alice",
        "password": "alice-pw-123!",
    },
    ("post", "/api/v1/games/"): {"game_type": "hachi", "seats": 2, "invite": ["bob"]},
    ("post", "/api/v1/challenges/"): {"game_type": "hachi", "to": ["bob"]},
}
ANONYMOUS_SCOPES = {"anonymous_read", "signup", "login", "login_account"}


def test_each_documented_limit_refuses_its_operation_and_no_other_limit_does(
    anonymous: APIClient, alice: Any, bob: Any, rates: Any
) -> None:
    """For each operation: each limit the document names for it, alone at 2 a minute, refuses
    its third request; every other limit at 2 a minute and its own lifted, it is never refused.
    So what the document says of each operation's limits is true and complete."""
    document = _document(anonymous)
    game = game_started("hachi", [alice, bob])
    values = {"{game_id}": str(game.pk), "{username}": "alice", **UNKNOWN_IDS}
    lifted = dict.fromkeys(limits.DEFAULT_RATES, "100000/min")

    def three(method: str, path: str, caller: APIClient, scope: str = "") -> list[Any]:
        url = path
        for name, value in values.items():
            url = url.replace(name, value)
        body = SPENDING_BODIES.get((method, path, scope)) or SPENDING_BODIES.get((method, path))
        body = body or BODIES.get((method, path), {})
        _forget_limits()
        return [getattr(caller, method)(url, body, format="json") for _ in range(3)]

    for method, path, operation in _operations(document):
        named = [limit["scope"] for limit in operation["x-rate-limit"]]
        for scope in named:
            rates(**{**lifted, scope: "2/min"})
            caller = (
                APIClient(REMOTE_ADDR="10.63.0.1")
                if scope == "anonymous_read"
                else _caller(method, path, alice)
            )
            answers = three(method, path, caller, scope)
            where = (method, path, scope, [a.status_code for a in answers])
            assert all(a.status_code != 429 for a in answers[:2]), where
            _throttled(answers[2])
        rates(
            **{**dict.fromkeys(limits.DEFAULT_RATES, "2/min"), **dict.fromkeys(named, "100000/min")}
        )
        callers = [_caller(method, path, alice)]
        if ANONYMOUS_SCOPES & set(named) and method == "get":
            callers.append(APIClient(REMOTE_ADDR="10.63.0.2"))
        for caller in callers:
            statuses = [a.status_code for a in three(method, path, caller)]
            assert 429 not in statuses, (method, path, named, statuses)


# ----- cost --------------------------------------------------------------------------------


def test_a_move_asks_redis_once_for_its_limits(
    alice: Any, bob: Any, rates: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The limits of a move cost one round trip (a script) to Redis and no database query
    (tests/api/test_query_counts.py counts the queries)."""
    game = game_started("hachi", [alice, bob])
    seat = game.to_act[0]
    mover = client_for(alice if seat == 0 else bob)
    offer = legal_moves(mover, game.pk)
    asked: list[tuple[Any, ...]] = []
    real = redis.Redis.execute_command

    def execute_command(self: redis.Redis, *args: Any, **options: Any) -> Any:
        if any(":limit:" in str(a) for a in args):
            asked.append(args[:1])
        return real(self, *args, **options)

    monkeypatch.setattr(redis.Redis, "execute_command", execute_command)
    r = post_move(mover, game.pk, offer["actions"][0], offer["version"], key="one-trip")
    assert r.status_code == 201, r.content[:300]
    assert len(asked) == 1 and asked[0][0] in ("EVALSHA", "EVAL"), asked
