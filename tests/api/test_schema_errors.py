"""The error responses of the OpenAPI document (api/schema.py): every operation lists the error
statuses it can give, each in the one error shape with ``code`` an enum of exactly the codes that
operation gives with that status, and real requests that give each of them for a few operations
match what the document says."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from django.test import override_settings
from rest_framework.test import APIClient

from api.errors import codes_by_status
from api.schema import ANONYMOUS_401
from games import errors, services
from games.errors import ErrorAnswer, ErrorBody, ErrorDetails
from games.models import Game
from tests.api.oauth_tokens import personal_key
from tests.api.test_schema import _Conformance, _document
from tests.factories import client_for, client_with_key, game_started

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("cheap_passwords")]

ROOT = Path(__file__).resolve().parents[2]
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


def _component(operation: dict[str, Any], status: int) -> str:
    schema = operation["responses"][str(status)]["content"]["application/json"]["schema"]
    return str(schema["$ref"]).rsplit("/", 1)[-1]


def _enum(document: dict[str, Any], operation: dict[str, Any], status: int) -> set[str]:
    error = document["components"]["schemas"][_component(operation, status)]
    return set(error["properties"]["error"]["properties"]["code"]["enum"])


# ----- the document -------------------------------------------------------------------------


def test_the_error_components_are_generated_from_the_declared_shape(
    document: dict[str, Any],
) -> None:
    """``Error``, ``ErrorBody`` and ``ErrorDetails`` are games.errors' TypedDicts; the generic
    ``code`` lists every code the API answers with, by status."""
    schemas = document["components"]["schemas"]
    assert schemas["Error"]["required"] == list(ErrorAnswer.__required_keys__)
    assert schemas["Error"]["properties"]["error"] == {"$ref": "#/components/schemas/ErrorBody"}
    body = schemas["ErrorBody"]
    required = set(ErrorBody.__required_keys__)
    assert set(body["required"]) == required == {"code", "message", "details"}
    assert body["properties"]["details"] == {"$ref": "#/components/schemas/ErrorDetails"}
    described = body["properties"]["code"]["description"]
    codes = codes_by_status()
    for status in (400, 401, 403, 404, 409, 413, 422, 429):
        assert codes[status], status
    for status, names in codes.items():
        assert f"{status}: {', '.join(names)}" in described
    for name in ("stale_version", "not_your_turn", "idempotency_key_reused", "username_taken"):
        assert name in described
    details = schemas["ErrorDetails"]
    assert set(details["properties"]) == set(ErrorDetails.__optional_keys__)
    assert details["additionalProperties"] == {"type": "array", "items": {"type": "string"}}
    assert details["properties"]["version"]["type"] == "integer"


def test_every_error_response_has_a_component_of_its_own_in_the_error_shape(
    document: dict[str, Any],
) -> None:
    schemas = document["components"]["schemas"]
    body = schemas["ErrorBody"]
    names = set()
    for method, path, operation in _operations(document):
        errors_of = _errors(operation)
        assert errors_of, (method, path)
        for status in errors_of:
            response = operation["responses"][str(status)]
            assert response["description"], (method, path, status)
            name = _component(operation, status)
            assert name == f"{operation['operationId'].title().replace('_', '')}Error{status}"
            names.add(name)
            error = schemas[name]
            assert error["required"] == ["error"]
            inner = error["properties"]["error"]
            assert inner["required"] == body["required"]
            assert {k: v for k, v in inner["properties"].items() if k != "code"} == {
                k: v for k, v in body["properties"].items() if k != "code"
            }
            code = inner["properties"]["code"]
            assert code["type"] == "string" and code["enum"], (method, path, status)
            assert set(code["enum"]) <= set(codes_by_status()[status]), (method, path, status)
    assert len(names) == sum(len(_errors(op)) for _m, _p, op in _operations(document))


def test_codes_a_description_names_are_in_its_enum(document: dict[str, Any]) -> None:
    """A note that names a code (in backticks) names one of that response's own codes."""
    every = {code for codes in codes_by_status().values() for code in codes}
    for method, path, operation in _operations(document):
        for status in _errors(operation):
            named = set(re.findall(r"`(\w+)`", operation["responses"][str(status)]["description"]))
            assert named & every <= _enum(document, operation, status), (method, path, status)


def test_the_move_post_lists_every_error_it_can_give_and_only_its_own_codes(
    document: dict[str, Any],
) -> None:
    move = document["paths"][MOVES]["post"]
    assert {400, 401, 403, 404, 409, 413, 415, 422, 429} == _errors(move)
    assert "stale_version" in move["responses"]["409"]["description"]
    assert "illegal_action" in move["responses"]["422"]["description"]
    assert "idempotency_key_reused" in move["responses"]["422"]["description"]
    assert _enum(document, move, 409) == {
        "stale_version",
        "not_your_turn",
        "game_not_active",
        "resigned",
        "idempotency_key_in_use",
    }
    assert _enum(document, move, 422) == {
        "illegal_action",
        "unknown_action_type",
        "malformed_action",
        "idempotency_key_reused",
    }
    assert _enum(document, move, 403) == {"not_a_player", "forbidden", "insufficient_scope"}
    # Others' codes of the same statuses are not the move's.
    assert not {"username_taken", "on_vacation", "already_joined"} & _enum(document, move, 409)


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
    # Reading a game: hidden is 404, never 403 (there is nothing to refuse but the seeing); the
    # one 403 is a token without the scope games:read.
    game_get = paths["/api/v1/games/{game_id}/"]["get"]
    assert _errors(game_get) == {401, 403, 404, 429}
    assert _enum(document, game_get, 403) == {"insufficient_scope"}
    # Deleting the account reads the password from its body (drf-spectacular documents no
    # DELETE body by itself); the generated client sends it (tests/e2e/test_generated_client.py).
    delete_me = paths["/api/v1/me/"]["delete"]
    body = delete_me["requestBody"]["content"]["application/json"]["schema"]["$ref"]
    assert delete_me["requestBody"]["required"] is True
    assert document["components"]["schemas"][body.rsplit("/", 1)[-1]]["required"] == ["password"]
    assert {400, 413, 415} <= _errors(delete_me)
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
    """Drives a real request for each error code of the move POST and validates each answer
    (status documented for the operation, body valid against its schema: the code in its
    enum); together they give every code of every enum."""
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
    reader = client_with_key(personal_key(alice if mover_index == 0 else bob, ["games:read"]))
    expect(reader.post(url, move, format="json"), 403, "insufficient_scope")
    browser = APIClient(enforce_csrf_checks=True)
    browser.force_login(alice if mover_index == 0 else bob)
    expect(browser.post(url, move, format="json"), 403, "forbidden")
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
    unstarted = services.game_create(creator=alice, game_type="hachi", seats=2)
    not_yet = {"action": {"type": "pass"}, "expected_version": 0}
    expect(
        players[0].post(f"/api/v1/games/{unstarted.pk}/moves/", not_yet, format="json"),
        409,
        "game_not_active",
    )
    three = game_started("hachi-hachi", [alice, bob, carol])
    assert players[0].post(f"/api/v1/games/{three.pk}/resign/").status_code == 200
    late = {"action": {"type": "pass"}, "expected_version": three.version}
    expect(
        players[0].post(f"/api/v1/games/{three.pk}/moves/", late, format="json"), 409, "resigned"
    )
    huge = {"action": {"type": "x" * 20_000}, "expected_version": 0}
    expect(mover.post(url, huge, format="json"), 413, "payload_too_large")
    expect(mover.post(url, "a move", content_type="text/plain"), 415, "unsupported_media_type")
    nonsense = {"action": {"type": "no-such-action"}, "expected_version": legal["version"]}
    expect(mover.post(url, nonsense, format="json"), 422, "unknown_action_type")
    typeless = {"action": {"card": "x"}, "expected_version": legal["version"]}
    expect(mover.post(url, typeless, format="json"), 422, "malformed_action")
    altered = {**move, "action": {**move["action"], "not-a-field": 1}}
    expect(mover.post(url, altered, format="json"), 422, "illegal_action")
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

    post = document["paths"][MOVES]["post"]
    assert set(got) == _errors(post)
    # Two requests with one key at the same moment: tests/api/test_concurrency.py.
    at_once = {"idempotency_key_in_use"}
    assert {status: got[status] for status in got} == {
        status: _enum(document, post, status) - at_once for status in got
    }


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
