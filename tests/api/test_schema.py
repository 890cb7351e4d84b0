"""The OpenAPI document: valid OpenAPI 3, every endpoint of api/urls.py documented, interactive
docs served, and a schema-driven fuzz run (schemathesis, in-process WSGI) without any 5xx."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from datetime import timedelta
from typing import Any

import pytest
import schemathesis
from django.core.management import call_command
from django.core.signals import request_finished, request_started
from django.core.wsgi import get_wsgi_application
from django.db import close_old_connections
from django.test import override_settings
from django.urls import URLPattern
from hypothesis import HealthCheck, given, settings
from hypothesis.errors import Unsatisfiable
from openapi_schema_validator import OAS31Validator
from openapi_spec_validator import validate
from rest_framework.test import APIClient
from schemathesis.core import NOT_SET

from accounts.services import token_create
from api import urls as api_urls
from games import services
from tests.factories import client_for, game_started

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("cheap_passwords")]

SCHEMA_URL = "/api/v1/schema/"
JSON_SCHEMA = {"HTTP_ACCEPT": "application/vnd.oai.openapi+json"}
# The schema and docs endpoints themselves are left out of the document on purpose (the
# sockets' AsyncAPI document too: tests/api/test_asyncapi.py).
NOT_DOCUMENTED = {"/api/v1/schema/", "/api/v1/asyncapi/", "/api/v1/docs/"}
SLUGS = ["hachi", "hachi-hachi", "hachi-train", "take-the-train", "fast-train"]


def _document(client: APIClient) -> dict[str, Any]:
    r = client.get(SCHEMA_URL, **JSON_SCHEMA)
    assert r.status_code == 200, r.content
    assert r["Content-Type"].startswith("application/vnd.oai.openapi+json")
    return json.loads(r.content)


def _served_endpoints() -> dict[str, set[str]]:
    """path template ({name} parameters) -> methods, read from api/urls.py itself."""
    out: dict[str, set[str]] = {}
    for pattern in api_urls.urlpatterns:
        assert isinstance(pattern, URLPattern)
        path = "/api/" + re.sub(r"<(?:\w+:)?(\w+)>", r"{\1}", str(pattern.pattern))
        view_class = pattern.callback.view_class  # type: ignore[attr-defined]
        methods = {m for m in ("get", "post", "put", "patch", "delete") if hasattr(view_class, m)}
        out[path] = methods
    return out


# ----- the document -------------------------------------------------------------------------


def test_schema_is_a_valid_openapi_3_document(anonymous: APIClient) -> None:
    document = _document(anonymous)
    assert document["openapi"].startswith("3.")
    validate(document)  # raises on any violation of the OpenAPI 3 specification
    assert document["info"]["title"]
    assert document["info"]["version"]


def test_schema_documents_every_endpoint_and_method(anonymous: APIClient) -> None:
    documented = {
        path: {m for m in ops if m in {"get", "post", "put", "patch", "delete"}}
        for path, ops in _document(anonymous)["paths"].items()
    }
    served = {p: m for p, m in _served_endpoints().items() if p not in NOT_DOCUMENTED}
    assert len(served) == len(api_urls.urlpatterns) - len(NOT_DOCUMENTED)
    assert documented == served


def test_schema_describes_token_auth_and_the_contract_fields(anonymous: APIClient) -> None:
    document = _document(anonymous)
    schemes = document["components"]["securitySchemes"]
    # An HTTP bearer scheme: generated clients then send "Authorization: Bearer <token>".
    assert [s for s in schemes.values() if s.get("type") == "http"] == [
        {"type": "http", "scheme": "bearer", "description": schemes["bearerAuth"]["description"]}
    ]
    schemas = document["components"]["schemas"]
    game = schemas["Game"]["properties"]
    for field in (
        "id",
        "game_type",
        "status",
        "version",
        "seats",
        "my_seat",
        "to_act",
        "deadlines",
        "view",
        "result",
        "seed_hash",
        "seed",
    ):
        assert field in game, field
    status = game["status"]
    if "$ref" in status:
        status = schemas[status["$ref"].rsplit("/", 1)[-1]]
    assert set(status["enum"]) == {"open", "active", "finished", "cancelled"}
    move = schemas["Move"]
    assert set(move["required"]) == {"action", "expected_version"}
    create = document["paths"]["/api/v1/games/"]["post"]["requestBody"]["content"]
    create_schema = create["application/json"]["schema"]["$ref"].rsplit("/", 1)[-1]
    assert {"game_type", "seats"} <= set(schemas[create_schema]["required"])
    post_move = document["paths"]["/api/v1/games/{game_id}/moves/"]["post"]
    assert "Idempotency-Key" in {p["name"] for p in post_move["parameters"]}
    assert "201" in post_move["responses"]
    list_params = {p["name"] for p in document["paths"]["/api/v1/games/"]["get"]["parameters"]}
    assert {"status", "game_type", "mine", "my_turn", "limit", "offset"} <= list_params


def test_schema_is_also_served_as_yaml(anonymous: APIClient) -> None:
    r = anonymous.get(SCHEMA_URL)
    assert r.status_code == 200
    assert r["Content-Type"].startswith("application/vnd.oai.openapi")
    assert r.content.startswith(b"openapi: 3.")


def test_docs_serve_swagger_ui_pointing_at_the_schema(anonymous: APIClient) -> None:
    r = anonymous.get("/api/v1/docs/")
    assert r.status_code == 200
    assert r["Content-Type"].startswith("text/html")
    page = r.content.decode()
    assert "swagger-ui" in page.lower()
    assert SCHEMA_URL in page
    # The UI's assets are served by the site itself (sidecar), not fetched from a CDN.
    assert "cdn.jsdelivr.net" not in page and "unpkg.com" not in page


def test_schema_generation_has_no_warnings(tmp_path: Any) -> None:
    """drf-spectacular guesses nothing: every view documents its request and responses."""
    call_command(
        "spectacular", "--file", str(tmp_path / "schema.yml"), "--validate", "--fail-on-warn"
    )


def _inline(node: Any, components: dict[str, Any]) -> Any:
    if isinstance(node, dict):
        if "$ref" in node:
            return _inline(components[node["$ref"].rsplit("/", 1)[-1]], components)
        return {k: _inline(v, components) for k, v in node.items()}
    if isinstance(node, list):
        return [_inline(v, components) for v in node]
    return node


def _media_type(response: Any) -> str:
    """The answer's media type, from a Django test response or a schemathesis one (whose
    headers are lower-case names with lists of values)."""
    headers = response.headers
    value = headers.get("Content-Type") or headers.get("content-type") or ""
    return str(value[0] if isinstance(value, list) else value).split(";")[0]


def _header(response: Any, name: str) -> str | None:
    """A header of a Django test response or a schemathesis one (lower-case names, lists)."""
    headers = response.headers
    value = headers.get(name) or headers.get(name.lower())
    return str(value[0] if isinstance(value, list) else value) if value else None


class _Conformance:
    """Checks real answers against the document: documented status, body matching its schema."""

    def __init__(self, document: dict[str, Any]) -> None:
        self.document = document
        self.components = document["components"]["schemas"]
        self.checked: set[tuple[str, str]] = set()

    def __call__(self, response: Any, method: str, template: str) -> Any:
        operation = self.document["paths"][template][method]
        status = str(response.status_code)
        assert status in operation["responses"], (method, template, status, response.content)
        for name, header in operation["responses"][status].get("headers", {}).items():
            if header.get("required"):
                assert _header(response, name), (method, template, status, name)
        documented = operation["responses"][status].get("content")
        if getattr(response, "streaming", False) or _media_type(response) == STREAM_MEDIA:
            # An event stream (api/streaming.py) is endless: the lines it sent, if any, each
            # valid (a test client never reads one, nor closes it: closing signals the end of
            # the request, which closes the test's connection; tests/realtime/test_streams.py
            # reads streams on Daphne).
            media = _media_type(response)
            assert documented and media in documented, (method, template, media)
            schema = _inline(documented[media]["schema"], self.components)
            sent = b"" if getattr(response, "streaming", False) else response.content
            for raw in sent.decode().splitlines():
                OAS31Validator(schema).validate(json.loads(raw))
            self.checked.add((method, template))
            return None
        if documented is None:
            assert response.content == b"", (method, template)
        else:
            media = _media_type(response)
            assert media in documented, (method, template, media)
            schema = _inline(documented[media]["schema"], self.components)
            if media != "application/json":  # the history export's CSV: documented as text
                OAS31Validator(schema).validate(response.content.decode())
                self.checked.add((method, template))
                return None
            OAS31Validator(schema).validate(response.json())
        self.checked.add((method, template))
        return response.json() if response.content else None


STREAM_MEDIA = "application/x-ndjson"


def _unstreamed(django_app: Any, address: str) -> Any:
    """The WSGI app from ``address``, but an event stream's 200 (endless: only an ASGI server
    such as Daphne serves one, tests/realtime/test_streams.py) answers its headers alone."""

    def app(environ: dict[str, Any], start_response: Any) -> Any:
        # An address of its own: the sign-in/sign-up throttles count per address, and the
        # fuzzers must not use up the budget of other tests of this process.
        environ["REMOTE_ADDR"] = address
        body = django_app(environ, start_response)
        if getattr(body, "streaming", False) and body.get("Content-Type") == STREAM_MEDIA:
            body.close()
            return []
        return body

    return app


def test_success_answers_match_the_documented_responses(
    anonymous: APIClient, alice: Any, bob: Any, erin: Any
) -> None:
    """The happy path of every operation, each answer validated against its documented schema
    (status code included): what a client generated from the document would expect."""
    check = _Conformance(_document(anonymous))
    signup = APIClient(REMOTE_ADDR="10.99.1.1")
    check(
        signup.post(
            "/api/v1/accounts/",
            {"username": "dave", "password": "correct-horse-42", "email": "dave@example.com"},
            format="json",
        ),
        "post",
        "/api/v1/accounts/",
    )
    issued = check(
        signup.post(
            "/api/v1/auth/token/", {"username": "alice", "password": "alice-pw-123!"}, format="json"
        ),
        "post",
        "/api/v1/auth/token/",
    )
    api_alice = APIClient()
    api_alice.credentials(HTTP_AUTHORIZATION=f"Token {issued['token']}")
    rotated = check(
        api_alice.post("/api/v1/auth/token/rotate/"), "post", "/api/v1/auth/token/rotate/"
    )
    api_alice.credentials(HTTP_AUTHORIZATION=f"Token {rotated['token']}")
    api_bob = client_for(bob)

    check(anonymous.get("/api/v1/game-types/"), "get", "/api/v1/game-types/")
    game = check(
        api_alice.post("/api/v1/games/", {"game_type": "hachi", "seats": 2}, format="json"),
        "post",
        "/api/v1/games/",
    )
    gid = game["id"]
    base = "/api/v1/games/{game_id}/"
    check(api_bob.post(f"/api/v1/games/{gid}/join/"), "post", base + "join/")
    check(api_bob.get(f"/api/v1/games/{gid}/"), "get", base)
    check(api_alice.get("/api/v1/games/?limit=1"), "get", "/api/v1/games/")
    mover = api_alice if 0 in api_bob.get(f"/api/v1/games/{gid}/").json()["to_act"] else api_bob
    legal = check(mover.get(f"/api/v1/games/{gid}/legal-moves/"), "get", base + "legal-moves/")
    move = {"action": legal["actions"][0], "expected_version": legal["version"]}
    check(
        mover.post(f"/api/v1/games/{gid}/moves/", move, format="json", HTTP_IDEMPOTENCY_KEY="k1"),
        "post",
        base + "moves/",
    )
    check(api_alice.get(f"/api/v1/games/{gid}/moves/"), "get", base + "moves/")
    check(api_alice.get(f"/api/v1/games/{gid}/record/"), "get", base + "record/")
    check(api_alice.get("/api/v1/me/turns/"), "get", "/api/v1/me/turns/")
    check(api_alice.get("/api/v1/me/stream/"), "get", "/api/v1/me/stream/")
    check(api_bob.get(f"/api/v1/games/{gid}/stream/?since=0"), "get", base + "stream/")
    check(api_alice.post(f"/api/v1/games/{gid}/resign/"), "post", base + "resign/")
    check(api_bob.post(f"/api/v1/games/{gid}/rematch/"), "post", base + "rematch/")
    check(anonymous.get(f"/api/v1/games/{gid}/moves/"), "get", base + "moves/")  # complete log
    check(anonymous.get("/api/v1/users/alice/"), "get", "/api/v1/users/{username}/")
    user = "/api/v1/users/{username}/"
    check(anonymous.get("/api/v1/users/alice/ratings/"), "get", user + "ratings/")
    check(anonymous.get("/api/v1/users/alice/history/?limit=1"), "get", user + "history/")
    versus = "/api/v1/users/alice/head-to-head/?opponent=bob"
    check(anonymous.get(versus), "get", user + "head-to-head/")
    board = "/api/v1/leaderboards/{game_type}/"
    check(anonymous.get("/api/v1/leaderboards/hachi/"), "get", board)
    export = "/api/v1/me/history/export/"
    check(api_alice.get(export), "get", export)

    table = check(
        api_alice.post(
            "/api/v1/games/",
            {"game_type": "hachi-hachi", "seats": 3, "invite": ["bob"]},
            format="json",
        ),
        "post",
        "/api/v1/games/",
    )
    invited = check(
        api_alice.post(
            "/api/v1/games/", {"game_type": "hachi", "seats": 2, "invite": ["bob"]}, format="json"
        ),
        "post",
        "/api/v1/games/",
    )
    mine = "/api/v1/me/invitations/"
    assert len(check(api_bob.get(mine), "get", mine)["invitations"]) == 2
    check(api_bob.post(f"/api/v1/games/{invited['id']}/accept/"), "post", base + "accept/")
    check(api_bob.post(f"/api/v1/games/{table['id']}/decline/"), "post", base + "decline/")
    check(api_bob.post(f"/api/v1/games/{table['id']}/join/"), "post", base + "join/")
    check(api_bob.post(f"/api/v1/games/{table['id']}/leave/"), "post", base + "leave/")
    check(api_bob.post(f"/api/v1/games/{table['id']}/join/"), "post", base + "join/")
    check(api_alice.post(f"/api/v1/games/{table['id']}/start/"), "post", base + "start/")

    check(api_alice.get("/api/v1/me/"), "get", "/api/v1/me/")
    prefs = "/api/v1/me/preferences/"
    check(api_alice.get(prefs), "get", prefs)
    check(api_alice.patch(prefs, {"daily_digest": True}, format="json"), "patch", prefs)
    vacation = "/api/v1/me/vacation/"
    check(api_alice.get(vacation), "get", vacation)
    check(api_alice.post(vacation, {"days": 2}, format="json"), "post", vacation)
    check(api_alice.delete(vacation), "delete", vacation)
    calendar = "/api/v1/me/calendar/"
    check(api_alice.post(calendar), "post", calendar)
    check(api_alice.delete(calendar), "delete", calendar)
    hooks = "/api/v1/me/webhooks/"
    body = {"url": "https://bots.example/hachi", "kinds": ["your_turn"]}
    hook = check(api_alice.post(hooks, body, format="json"), "post", hooks)
    check(api_alice.get(hooks), "get", hooks)
    one, mine = hooks + "{webhook_id}/", f"{hooks}{hook['id']}/"
    check(api_alice.get(mine), "get", one)
    check(api_alice.patch(mine, {"kinds": ["invitation"]}, format="json"), "patch", one)
    check(api_alice.post(mine + "rotate-secret/"), "post", one + "rotate-secret/")
    ping = check(api_alice.post(mine + "test/"), "post", one + "test/")
    check(api_alice.get(mine + "deliveries/"), "get", one + "deliveries/")
    redeliver = "deliveries/{delivery_id}/redeliver/"
    check(api_alice.post(f"{mine}deliveries/{ping['id']}/redeliver/"), "post", one + redeliver)
    check(api_alice.delete(mine), "delete", one)
    seeks, one_seek = "/api/v1/seeks/", "/api/v1/seeks/{seek_id}/"
    hachi = {"game_type": "hachi", "seats": 2}
    waiting = check(api_alice.post(seeks, hachi, format="json"), "post", seeks)
    assert waiting["status"] == "waiting"
    check(api_alice.get(f"{seeks}{waiting['id']}/"), "get", one_seek)
    matched = check(api_bob.post(seeks, hachi, format="json"), "post", seeks)
    assert matched["game"]["status"] == "active"
    check(api_alice.get(seeks), "get", seeks)
    spare_seek = api_alice.post(seeks, {"game_type": "fast-train"}, format="json").json()
    check(api_alice.delete(f"{seeks}{spare_seek['id']}/"), "delete", one_seek)
    made = api_alice.post(
        "/api/v1/me/tokens/",
        {"name": "reader", "scopes": ["games:read"], "expires_at": "2999-01-01T00:00:00Z"},
        format="json",
    )
    assert check(made, "post", "/api/v1/me/tokens/")["scopes"] == ["games:read"]
    tokens = check(api_alice.get("/api/v1/me/tokens/"), "get", "/api/v1/me/tokens/")
    spare = client_for(alice)
    spare_id = max(t["id"] for t in spare.get("/api/v1/me/tokens/").json()["tokens"])
    assert spare_id not in {t["id"] for t in tokens["tokens"]}
    check(
        api_alice.delete(f"/api/v1/me/tokens/{spare_id}/"),
        "delete",
        "/api/v1/me/tokens/{token_id}/",
    )
    challenges, one_challenge = "/api/v1/challenges/", "/api/v1/challenges/{challenge_id}/"
    named = {"game_type": "hachi", "to": ["bob"]}
    made = check(api_alice.post(challenges, named, format="json"), "post", challenges)
    check(api_alice.get(challenges), "get", challenges)
    check(api_bob.get(f"{challenges}{made['id']}/"), "get", one_challenge)
    check(api_bob.post(f"{challenges}{made['id']}/accept/"), "post", one_challenge + "accept/")
    made = check(api_alice.post(challenges, named, format="json"), "post", challenges)
    reason = {"reason": "later"}
    declined = api_bob.post(f"{challenges}{made['id']}/decline/", reason, format="json")
    check(declined, "post", one_challenge + "decline/")
    made = check(api_alice.post(challenges, named, format="json"), "post", challenges)
    check(api_alice.post(f"{challenges}{made['id']}/cancel/"), "post", one_challenge + "cancel/")
    upgrade = "/api/v1/me/upgrade-to-bot/"
    confirm = {"confirm": "I understand this is irreversible"}
    check(client_for(erin).post(upgrade, confirm, format="json"), "post", upgrade)
    check(api_bob.get("/api/v1/me/export/"), "get", "/api/v1/me/export/")
    check(
        api_bob.delete("/api/v1/me/", {"password": "bob-pw-123!"}, format="json"),
        "delete",
        "/api/v1/me/",
    )
    check(api_alice.delete("/api/v1/auth/token/"), "delete", "/api/v1/auth/token/")

    every = {(m, p) for p, ops in check.document["paths"].items() for m in ops}
    assert check.checked == every


# ----- fuzz ---------------------------------------------------------------------------------


@pytest.fixture
def _wsgi_connections_stay_open() -> Iterator[None]:
    """A real WSGI handler closes the DB connection around each request; inside a test's
    transaction that would end the test. Django's test client does the same as this."""
    request_started.disconnect(close_old_connections)
    request_finished.disconnect(close_old_connections)
    try:
        yield
    finally:
        request_started.connect(close_old_connections)
        request_finished.connect(close_old_connections)


@pytest.fixture
def fuzz_world(alice: Any, bob: Any, carol: Any) -> dict[str, Any]:
    """Games in several states for the fuzzer to hit: open, active (alice and bob), private."""
    open_game = services.game_create(creator=bob, game_type="hachi-hachi", seats=3)
    active = game_started("hachi", [alice, bob])
    private = services.game_create(
        creator=carol, game_type="fast-train", seats=2, is_public=False, invite=["alice"]
    )
    return {"alice": alice, "games": [open_game.pk, active.pk, private.pk]}


def _check_one(
    case: Any, world: dict[str, Any], seen: dict[str, set[int]], check: _Conformance
) -> None:
    # Half of the generated ids (and game types) point at real games, a real user and real
    # game types, so that the fuzzer gets past the 404s and 400s into the game code.
    params = case.path_parameters or {}
    if isinstance(params.get("game_id"), int) and params["game_id"] % 2 == 0:
        games = world["games"]
        params["game_id"] = games[(params["game_id"] // 2) % len(games)]
    if isinstance(params.get("username"), str) and len(params["username"]) % 2 == 0:
        params["username"] = "alice"
    body = case.body
    slug = body.get("game_type") if isinstance(body, dict) else None
    if isinstance(slug, str) and len(slug) % 2 == 0:
        body["game_type"] = SLUGS[len(slug) // 2 % len(SLUGS)]
    # A fresh token per request: the fuzzer also revokes and rotates the token in use.
    _token, key = token_create(user=world["alice"], name="fuzz")
    # Identity: the checks read the bodies (gzip has its own test, tests/api/test_polling.py).
    headers = {"Authorization": f"Token {key}", "Accept-Encoding": "identity"}
    response = case.call(headers=headers)
    label = f"{case.method} {case.operation.path}"
    seen.setdefault(label, set()).add(response.status_code)
    assert response.status_code < 500, (label, case.path_parameters, case.body, response.text)
    # Every answer has a status the document lists for the operation, and its schema: the
    # Error schema for every error.
    check(response, case.method.lower(), case.operation.path)
    if response.status_code >= 400:
        body = response.json()
        assert set(body) == {"error"}, (label, body)
        assert {"code", "message", "details"} <= set(body["error"]), (label, body)
    tag = _header(response, "ETag")
    streamed = _media_type(response) == STREAM_MEDIA  # never the same twice: no tag
    if case.method == "GET" and response.status_code == 200 and not streamed:
        # Polling: the same request with the tag it got is a 304 without a body.
        assert tag, label
        again = case.call(headers={**headers, "If-None-Match": tag})
        seen[label].add(again.status_code)
        assert again.status_code == 304 or _header(again, "ETag") != tag, label
        check(again, "get", case.operation.path)


@override_settings(AUTH_THROTTLE_RATES={"login": "100000/min", "signup": "100000/min"})
def test_fuzz_every_operation_without_server_errors(
    fuzz_world: dict[str, Any], _wsgi_connections_stay_open: None
) -> None:
    """schemathesis generates valid and invalid requests for each documented operation; the
    live app (in-process WSGI, real database) must answer each without a 5xx, and every error
    in the JSON error shape, with a status the document lists for that operation."""
    app = _unstreamed(get_wsgi_application(), "10.99.0.1")
    schema = schemathesis.openapi.from_wsgi(SCHEMA_URL + "?format=json", app)
    operations = [result.ok() for result in schema.get_all_operations()]
    undocumented = sum(len(m) for p, m in _served_endpoints().items() if p in NOT_DOCUMENTED)
    assert len(operations) == sum(len(m) for m in _served_endpoints().values()) - undocumented
    seen: dict[str, set[int]] = {}
    check = _Conformance(schema.raw_schema)
    for operation in operations:
        for mode in (schemathesis.GenerationMode.POSITIVE, schemathesis.GenerationMode.NEGATIVE):

            @given(case=operation.as_strategy(generation_mode=mode))
            @settings(
                max_examples=10,
                deadline=timedelta(seconds=5),
                derandomize=True,
                database=None,
                suppress_health_check=list(HealthCheck),
            )
            def fuzz(case: Any) -> None:
                _check_one(case, fuzz_world, seen, check)

            try:
                fuzz()
            except Unsatisfiable:
                # No invalid request exists for an operation whose only input is a free-form
                # header (the Authorization of the security scheme), so none is generated.
                assert mode == schemathesis.GenerationMode.NEGATIVE, operation.label
                assert not operation.body, operation.label
    assert len(seen) == len(operations)
    # The fuzzer reached past authentication and validation somewhere.
    assert any(code < 300 for codes in seen.values() for code in codes), seen


HOSTILE_STRINGS = ["\ud800", "a\x00b", "\u202eevil\u200b", "x" * 3000]
#: Header values: a NUL, a lone surrogate, a right-to-left override, 10,000 characters.
HOSTILE_HEADERS = ["a\x00b", "\ud800", "\u202eevil\u200b", "x" * 10_000]


def _hostile(value: Any, text: str) -> Any:
    """``value`` with every string in it (keys too) replaced by ``text``."""
    if isinstance(value, str):
        return text
    if isinstance(value, list):
        return [_hostile(v, text) for v in value]
    if isinstance(value, dict):
        return {_hostile(k, text): _hostile(v, text) for k, v in value.items()}
    return value


def _as_sent(text: str) -> str:
    """A header value as a server hands it on (PEP 3333, ASGI): the bytes a client would send
    for ``text`` (UTF-8; a lone surrogate as the bytes a lax encoder writes, since UTF-8 has
    none), each byte one latin-1 character."""
    return text.encode("utf-8", "surrogatepass").decode("latin-1")


@override_settings(AUTH_THROTTLE_RATES={"login": "100000/min", "signup": "100000/min"})
def test_hostile_strings_and_deep_nesting_in_every_operation(
    fuzz_world: dict[str, Any], _wsgi_connections_stay_open: None
) -> None:
    """Each operation's generated requests (a game id pointing at a real game) with every
    string (body, query, path) replaced by a lone surrogate, a NUL, bidi and zero-width
    controls, or 3,000 characters, and its body nested 10,000 deep; then each header it takes
    (Idempotency-Key, If-None-Match) holding a NUL, a lone surrogate, a right-to-left override
    or 10,000 characters: never a 5xx, every error in the JSON shape with a status the document
    lists for the operation, its body valid against that status's schema. (Where each cause was
    found, tests/test_hostile_input.py pins it.)"""
    app = _unstreamed(get_wsgi_application(), "10.99.0.2")
    schema = schemathesis.openapi.from_wsgi(SCHEMA_URL + "?format=json", app)
    check = _Conformance(schema.raw_schema)
    failures: list[str] = []
    active = fuzz_world["games"][1]
    sent_headers: set[tuple[str, str]] = set()

    def verify(response: Any, label: str, what: str) -> None:
        status = response.status_code
        try:
            assert status < 500, "a server error"
            if status >= 400:
                assert set(response.json()) == {"error"}, response.text[:200]
            method, path = label.split(" ", 1)
            check(response, method.lower(), path)
        except AssertionError as error:
            failures.append(f"{label} {what}: {status} {error}")

    def header_names(operation: Any) -> list[str]:
        documented = schema.raw_schema["paths"][operation.path][operation.method.lower()]
        return [p["name"] for p in documented.get("parameters", []) if p["in"] == "header"]

    covered: set[str] = set()
    for operation in (result.ok() for result in schema.get_all_operations()):

        @given(case=operation.as_strategy())
        @settings(
            max_examples=2,
            derandomize=True,
            database=None,
            deadline=None,
            suppress_health_check=list(HealthCheck),
        )
        def hostile(case: Any) -> None:
            label = case.operation.label
            covered.add(label)
            path, query, body = case.path_parameters, case.query, case.body
            case.body = NOT_SET  # sent as text below: JSON escapes what UTF-8 cannot carry
            for text in [*HOSTILE_STRINGS, "deep"]:
                # A fresh token each time: some operations revoke or rotate the one in use.
                _token, key = token_create(user=fuzz_world["alice"], name="hostile")
                headers = {"Authorization": f"Token {key}", "Accept-Encoding": "identity"}
                # A lone surrogate cannot be written into a URL: in JSON bodies only.
                in_url = _hostile if text not in ("\ud800", "deep") else (lambda v, _t: v)
                if path:
                    # The active game of alice and bob: past the 404, into the game code.
                    case.path_parameters = {
                        k: active if k == "game_id" else in_url(v, text) for k, v in path.items()
                    }
                case.query = in_url(query, text) if query else query
                extra: dict[str, Any] = {}
                if text == "deep" and case.operation.body:
                    extra["data"] = "[" * 10_000 + "]" * 10_000
                elif isinstance(body, dict | list):
                    extra["data"] = json.dumps(_hostile(body, text))
                if extra:
                    extra["headers"] = {**headers, "Content-Type": "application/json"}
                verify(case.call(**({"headers": headers} | extra)), label, repr(text[:8]))
            # The headers it takes, hostile, with the request otherwise as generated (a valid
            # move reaches the key's own check).
            if path:
                case.path_parameters = {k: active if k == "game_id" else v for k, v in path.items()}
            case.query = query
            for name in header_names(case.operation):
                for value in HOSTILE_HEADERS:
                    _token, key = token_create(user=fuzz_world["alice"], name="hostile")
                    headers = {"Authorization": f"Token {key}", "Accept-Encoding": "identity"}
                    headers[name] = _as_sent(value)
                    extra = {}
                    if isinstance(body, dict | list):
                        extra["data"] = json.dumps(body)
                        headers["Content-Type"] = "application/json"
                    verify(case.call(headers=headers, **extra), label, f"{name}: {value[:8]!r}")
                    sent_headers.add((label, name))

        hostile()
    assert failures == [], "\n".join(failures)
    every = {f"{m.upper()} {path}" for path, ops in schema.raw_schema["paths"].items() for m in ops}
    assert covered == every  # deleting the account too: a hostile password never matches
    names = {name for _label, name in sent_headers}
    assert names == {"Idempotency-Key", "If-None-Match"}, names
    assert ("POST /api/v1/games/{game_id}/moves/", "Idempotency-Key") in sent_headers
