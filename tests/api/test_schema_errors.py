"""The error responses of the OpenAPI document (api/schema.py): every operation lists the error
statuses it can give, each in the one error shape (component ``Error``), and real requests that
give each of them for a few operations match what the document says."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from django.test import override_settings
from rest_framework.test import APIClient

from api.errors import codes_by_status
from api.schema import ANONYMOUS_401
from games import errors, services
from games.models import Game
from tests.api.test_schema import _Conformance, _document
from tests.factories import client_for, game_started

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("cheap_passwords")]

ROOT = Path(__file__).resolve().parents[2]
ERROR_REF = "#/components/schemas/Error{status}"
MOVES = "/api/v1/games/{game_id}/moves/"


@pytest.fixture
def document(anonymous: APIClient) -> dict[str, Any]:
    return _document(anonymous)


def _operations(document: dict[str, Any]) -> Iterator[tuple[str, str, dict[str, Any]]]:
    for path, operations in document["paths"].items():
        for method, operation in operations.items():
            yield method, path, operation


def _errors(operation: dict[str, Any]) -> set[int]:
    return {int(status) for status in operation["responses"] if int(status) >= 400}


# ----- the document -------------------------------------------------------------------------


def test_the_error_component_is_the_one_error_shape_and_lists_every_code(
    document: dict[str, Any],
) -> None:
    schemas = document["components"]["schemas"]
    codes = codes_by_status()
    for status in (400, 401, 403, 404, 409, 413, 422, 429):
        assert codes[status], status
    for name in ["Error", *(f"Error{status}" for status in codes)]:
        error = schemas[name]
        assert error["required"] == ["error"]
        body = error["properties"]["error"]
        assert set(body["required"]) == {"code", "message", "details"}
        assert body["properties"]["code"]["type"] == "string"
        assert body["properties"]["message"]["type"] == "string"
        assert body["properties"]["details"] == {"$ref": "#/components/schemas/ErrorDetails"}
    described = schemas["Error"]["properties"]["error"]["properties"]["code"]["description"]
    for status, names in codes.items():
        assert f"{status}: {', '.join(names)}" in described
        enum = schemas[f"Error{status}"]["properties"]["error"]["properties"]["code"]["enum"]
        assert enum == names, status
    for name in ("stale_version", "not_your_turn", "idempotency_key_reused", "username_taken"):
        assert name in described
    details = schemas["ErrorDetails"]
    assert details["additionalProperties"] == {"type": "array", "items": {"type": "string"}}
    assert details["properties"]["version"]["type"] == "integer"


def test_every_error_response_is_in_the_error_shape(document: dict[str, Any]) -> None:
    for method, path, operation in _operations(document):
        errors_of = _errors(operation)
        assert errors_of, (method, path)
        for status in errors_of:
            response = operation["responses"][str(status)]
            assert response["description"], (method, path, status)
            schema = response["content"]["application/json"]["schema"]
            assert schema == {"$ref": ERROR_REF.format(status=status)}, (method, path, status)


def test_the_move_post_lists_every_error_it_can_give(document: dict[str, Any]) -> None:
    move = document["paths"][MOVES]["post"]
    assert {400, 401, 403, 404, 409, 413, 415, 422, 429} == _errors(move)
    assert "stale_version" in move["responses"]["409"]["description"]
    assert "illegal_action" in move["responses"]["422"]["description"]
    assert "idempotency_key_reused" in move["responses"]["422"]["description"]


def test_statuses_follow_what_each_view_declares(document: dict[str, Any]) -> None:
    paths = document["paths"]
    # Throttled: every operation (signed-in callers per account and token, reads without
    # credentials per client address, signing up and in per address; api/throttles.py), each
    # with the RateLimit headers on its 2xx answers and its 429.
    for method, path, operation in _operations(document):
        assert 429 in _errors(operation), (method, path)
    assert "Retry-After" in paths["/api/v1/accounts/"]["post"]["responses"]["429"]["headers"]
    # A body: 400, 413 and 415; none: no 413.
    for method, path, operation in _operations(document):
        if "requestBody" in operation:
            assert {400, 413, 415} <= _errors(operation), (method, path)
        else:
            assert not {413, 415} & _errors(operation), (method, path)
    # Lifecycle actions can conflict; declining an invitation cannot.
    for action in ("join", "leave", "start", "resign", "rematch"):
        post = paths[f"/api/v1/games/{{game_id}}/{action}/"]["post"]
        assert {401, 403, 404, 409} <= _errors(post), action
    assert 409 not in _errors(paths["/api/v1/games/{game_id}/decline/"]["post"])
    # Conflicts the services raise, declared on the views.
    assert 409 in _errors(paths["/api/v1/accounts/"]["post"])
    assert 409 in _errors(paths["/api/v1/me/vacation/"]["post"])
    assert 403 in _errors(paths["/api/v1/games/{game_id}/legal-moves/"]["get"])
    # Reading a game: hidden is 404, never 403 (there is nothing to refuse but the seeing).
    assert _errors(paths["/api/v1/games/{game_id}/"]["get"]) == {401, 404, 429}
    # Sign-up authenticates nobody: no 401, and no CSRF 403.
    assert _errors(paths["/api/v1/accounts/"]["post"]) == {400, 409, 413, 415, 429}


def test_anonymous_readable_gets_claim_401_only_for_a_bad_token(
    document: dict[str, Any], anonymous: APIClient, alice: Any
) -> None:
    """An anonymous caller is never refused by these; only a token that is sent and wrong is."""
    game = services.game_create(creator=alice, game_type="hachi", seats=2)
    urls = {
        "/api/v1/game-types/": "/api/v1/game-types/",
        "/api/v1/games/{game_id}/": f"/api/v1/games/{game.pk}/",
        MOVES: f"/api/v1/games/{game.pk}/moves/",
        "/api/v1/users/{username}/": "/api/v1/users/alice/",
    }
    check = _Conformance(document)
    bad_token = APIClient()
    bad_token.credentials(HTTP_AUTHORIZATION="Token not-a-token")
    for template, url in urls.items():
        get = document["paths"][template]["get"]
        assert {} in get["security"], template
        assert get["responses"]["401"]["description"] == ANONYMOUS_401, template
        assert anonymous.get(url).status_code == 200, template
        check(anonymous.get(url), "get", template)
        r = bad_token.get(url)
        assert r.status_code == 401
        assert check(r, "get", template)["error"]["code"] == "authentication_failed"
    # Where the caller must be known, 401 says so.
    me = document["paths"]["/api/v1/me/"]["get"]["responses"]["401"]["description"]
    assert me.startswith("Authentication is required")
    listing = document["paths"]["/api/v1/games/"]["get"]["responses"]["401"]["description"]
    assert listing.startswith(ANONYMOUS_401) and "`mine`" in listing


def _raise_sites() -> Iterator[tuple[str, type[errors.DomainError], str]]:
    """(code, class, where) for each ``errors.X(..., code="...")`` and engine
    ``IllegalAction("code", ...)`` in the application's source."""
    for folder in ("accounts", "api", "config", "games", "web"):
        for file in sorted((ROOT / folder).rglob("*.py")):
            tree = ast.parse(file.read_text(), filename=str(file))
            for node in ast.walk(tree):
                if not isinstance(node, ast.Call):
                    continue
                where = f"{file.relative_to(ROOT)}:{node.lineno}"
                func = node.func
                if isinstance(func, ast.Name) and func.id == "IllegalAction":
                    first = node.args[0] if node.args else None
                    assert isinstance(first, ast.Constant), where
                    cls = (
                        errors.NotYourTurn if first.value == "not_your_turn" else errors.IllegalMove
                    )
                    yield first.value, cls, where
                    continue
                if not (
                    isinstance(func, ast.Attribute)
                    and isinstance(func.value, ast.Name)
                    and func.value.id == "errors"
                    and isinstance(getattr(errors, func.attr, None), type)
                ):
                    continue
                for keyword in node.keywords:
                    if keyword.arg == "code" and isinstance(keyword.value, ast.Constant):
                        yield keyword.value.value, getattr(errors, func.attr), where


def test_every_code_raised_anywhere_is_documented() -> None:
    documented = codes_by_status()
    sites = list(_raise_sites())
    assert len(sites) > 15  # the scan finds the raise sites
    used = set()
    for code, cls, where in sites:
        assert code in documented[cls.status], (where, code, cls.status)
        if code != cls.code:
            assert errors.SPECIFIC_CODES.get(code) is not None, (where, code)
            assert errors.SPECIFIC_CODES[code].status == cls.status, (where, code)
            used.add(code)
    assert used == set(errors.SPECIFIC_CODES), "codes listed in SPECIFIC_CODES but never raised"


# ----- real answers against the document ------------------------------------------------------


@pytest.fixture
def active_game(alice: Any, bob: Any) -> Game:
    return game_started("hachi", [alice, bob])


def test_each_documented_error_of_the_move_post_happens_as_documented(
    document: dict[str, Any], active_game: Game, alice: Any, bob: Any, carol: Any, settings: Any
) -> None:
    """Drives a real request for each error status of the move POST and validates each answer
    (status documented for the operation, body valid against the Error schema)."""
    check = _Conformance(document)
    url = f"/api/v1/games/{active_game.pk}/moves/"
    players = {0: client_for(alice), 1: client_for(bob)}
    mover_index = active_game.to_act[0]
    mover, waiter = players[mover_index], players[1 - mover_index]
    legal = mover.get(f"/api/v1/games/{active_game.pk}/legal-moves/").json()
    move = {"action": legal["actions"][0], "expected_version": legal["version"]}
    got: dict[int, set[str]] = {}

    def expect(r: Any, status: int, code: str) -> dict[str, Any]:
        body = check(r, "post", MOVES)
        assert (r.status_code, body["error"]["code"]) == (status, code), body
        got.setdefault(status, set()).add(code)
        return body

    expect(mover.post(url, "{not json", content_type="application/json"), 400, "malformed_request")
    expect(mover.post(url, {"action": {}}, format="json"), 400, "invalid")
    expect(mover.post(url, move, format="json", HTTP_IDEMPOTENCY_KEY="k" * 129), 400, "invalid")
    expect(APIClient().post(url, move, format="json"), 401, "not_authenticated")
    bad_token = APIClient()
    bad_token.credentials(HTTP_AUTHORIZATION="Token revoked-or-never-was")
    expect(bad_token.post(url, move, format="json"), 401, "authentication_failed")
    expect(client_for(carol).post(url, move, format="json"), 403, "not_a_player")
    private = services.game_create(creator=carol, game_type="fast-train", seats=2, is_public=False)
    private_url = f"/api/v1/games/{private.pk}/moves/"
    expect(mover.post(private_url, move, format="json"), 404, "not_found")
    expect(mover.post("/api/v1/games/999999999/moves/", move, format="json"), 404, "not_found")
    stale = expect(
        mover.post(url, {**move, "expected_version": move["expected_version"] + 5}, format="json"),
        409,
        "stale_version",
    )
    assert stale["error"]["details"] == {"version": legal["version"]}
    expect(waiter.post(url, move, format="json"), 409, "not_your_turn")
    huge = {"action": {"type": "x" * 20_000}, "expected_version": 0}
    expect(mover.post(url, huge, format="json"), 413, "payload_too_large")
    expect(mover.post(url, "a move", content_type="text/plain"), 415, "unsupported_media_type")
    nonsense = {"action": {"type": "no-such-action"}, "expected_version": legal["version"]}
    expect(mover.post(url, nonsense, format="json"), 422, "unknown_action_type")
    r = mover.post(url, move, format="json", HTTP_IDEMPOTENCY_KEY="once")
    assert check(r, "post", MOVES) and r.status_code == 201
    other = {**move, "expected_version": move["expected_version"] + 1}
    expect(
        mover.post(url, other, format="json", HTTP_IDEMPOTENCY_KEY="once"),
        422,
        "idempotency_key_reused",
    )
    settings.AUTH_THROTTLE_RATES = {**settings.AUTH_THROTTLE_RATES, "move": "1/min"}
    mover.post(url, move, format="json")  # spends what is left of the allowance
    throttled = mover.post(url, move, format="json")
    expect(throttled, 429, "throttled")
    assert int(throttled["Retry-After"]) > 0 and throttled["RateLimit-Remaining"] == "0"

    assert set(got) == _errors(document["paths"][MOVES]["post"])


def test_errors_of_other_operations_happen_as_documented(
    document: dict[str, Any], active_game: Game, alice: Any, bob: Any, carol: Any
) -> None:
    check = _Conformance(document)
    got: set[int] = set()

    def expect(r: Any, method: str, template: str, status: int, code: str) -> None:
        body = check(r, method, template)
        assert (r.status_code, body["error"]["code"]) == (status, code), (template, body)
        got.add(status)

    api_alice, api_carol, anonymous = client_for(alice), client_for(carol), APIClient()
    game = f"/api/v1/games/{active_game.pk}"
    # games
    expect(
        anonymous.get("/api/v1/games/?mine=true"), "get", "/api/v1/games/", 401, "not_authenticated"
    )
    expect(anonymous.get("/api/v1/games/?status=bogus"), "get", "/api/v1/games/", 400, "invalid")
    expect(anonymous.get(f"{game}/moves/?since=x"), "get", MOVES, 400, "invalid")
    expect(
        api_carol.get(f"{game}/legal-moves/"),
        "get",
        "/api/v1/games/{game_id}/legal-moves/",
        403,
        "not_a_player",
    )
    expect(
        api_carol.post(f"{game}/join/"), "post", "/api/v1/games/{game_id}/join/", 409, "not_open"
    )
    expect(
        api_carol.post(f"{game}/resign/"),
        "post",
        "/api/v1/games/{game_id}/resign/",
        403,
        "not_a_player",
    )
    expect(
        api_alice.post(f"{game}/decline/"),
        "post",
        "/api/v1/games/{game_id}/decline/",
        404,
        "not_found",
    )
    expect(
        api_alice.post(f"{game}/rematch/"),
        "post",
        "/api/v1/games/{game_id}/rematch/",
        409,
        "game_not_active",
    )
    expect(
        api_alice.post("/api/v1/games/", {"game_type": "chess", "seats": 2}, format="json"),
        "post",
        "/api/v1/games/",
        400,
        "invalid",
    )
    # accounts and tokens
    signup = {"username": "alice", "password": "correct-horse-42", "email": "a@example.com"}
    fresh = APIClient(REMOTE_ADDR="10.99.2.1")
    expect(
        fresh.post("/api/v1/accounts/", signup, format="json"),
        "post",
        "/api/v1/accounts/",
        409,
        "username_taken",
    )
    wrong = {"username": "alice", "password": "not-her-password"}
    expect(
        fresh.post("/api/v1/auth/token/", wrong, format="json"),
        "post",
        "/api/v1/auth/token/",
        401,
        "invalid_credentials",
    )
    expect(
        anonymous.delete("/api/v1/auth/token/"),
        "delete",
        "/api/v1/auth/token/",
        401,
        "not_authenticated",
    )
    session = APIClient()
    session.force_login(alice)
    expect(session.delete("/api/v1/auth/token/"), "delete", "/api/v1/auth/token/", 400, "no_token")
    expect(
        api_alice.delete("/api/v1/me/tokens/999999999/"),
        "delete",
        "/api/v1/me/tokens/{token_id}/",
        404,
        "not_found",
    )
    expect(
        anonymous.get("/api/v1/users/nobody/"), "get", "/api/v1/users/{username}/", 404, "not_found"
    )
    # a cookie session without its CSRF token
    browser = APIClient(enforce_csrf_checks=True)
    browser.force_login(alice)
    expect(browser.post("/api/v1/me/calendar/"), "post", "/api/v1/me/calendar/", 403, "forbidden")
    # the caller's vacation
    vacation = "/api/v1/me/vacation/"
    expect(api_alice.delete(vacation), "delete", vacation, 409, "not_on_vacation")
    expect(api_alice.post(vacation, {"days": 0}, format="json"), "post", vacation, 400, "invalid")
    assert api_alice.post(vacation, {"days": 1}, format="json").status_code == 201
    expect(
        api_alice.post(vacation, {"days": 1}, format="json"), "post", vacation, 409, "on_vacation"
    )
    expect(
        api_alice.patch("/api/v1/me/preferences/", "x" * 20_000, content_type="application/json"),
        "patch",
        "/api/v1/me/preferences/",
        413,
        "payload_too_large",
    )
    assert got == {400, 401, 403, 404, 409, 413}


@override_settings(AUTH_THROTTLE_RATES={"login": "100000/min", "signup": "1/min"})
def test_a_throttled_sign_up_is_a_documented_429(document: dict[str, Any]) -> None:
    check = _Conformance(document)
    client = APIClient(REMOTE_ADDR="10.99.3.1")
    first = {"username": "erin", "password": "correct-horse-42", "email": "erin@example.com"}
    assert client.post("/api/v1/accounts/", first, format="json").status_code == 201
    second = {**first, "username": "frank", "email": "frank@example.com"}
    r = client.post("/api/v1/accounts/", second, format="json")
    assert r.status_code == 429
    assert check(r, "post", "/api/v1/accounts/")["error"]["code"] == "throttled"
    assert int(r["Retry-After"]) > 0
