"""Every operation of the OpenAPI document declares the scope it needs, and a token without it
is refused 403 ``insufficient_scope`` (personal tokens and apps' access tokens alike), while a
token with only that scope is not refused for scope."""

from __future__ import annotations

from typing import Any

import pytest
from rest_framework.test import APIClient

from accounts.scopes import ALL, GAMES_PLAY, GAMES_READ
from tests.api.oauth_tokens import client_with
from tests.api.test_rate_limits import UNKNOWN_IDS
from tests.api.test_schema import _document
from tests.factories import game_started

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("cheap_passwords")]

#: Operations any credential may call: they need no scope (the security requirements list
#: none), each for a reason.
NO_SCOPE = {
    ("post", "/api/v1/accounts/"),  # sign-up: no credentials at all
    ("post", "/api/v1/auth/token/"),  # sign-in with a password
    ("delete", "/api/v1/auth/token/"),  # a token may always end itself
    ("post", "/api/v1/auth/token/rotate/"),  # the new token has the old one's scopes
}


def _scope_of(operation: dict[str, Any]) -> str | None:
    """The scope the operation's security requirements name (the same for both schemes)."""
    named = {
        scope
        for requirement in operation.get("security", [])
        for name, scopes in requirement.items()
        if name in {"bearerAuth", "oauth2"}
        for scope in scopes
    }
    assert len(named) <= 1, operation["operationId"]
    return next(iter(named), None)


def _requests(document: dict[str, Any], game_id: int) -> list[tuple[str, str, str, str | None]]:
    values = {"{game_id}": str(game_id), "{username}": "alice", **UNKNOWN_IDS}
    found = []
    for path, operations in document["paths"].items():
        for method, operation in operations.items():
            url = path
            for name, value in values.items():
                url = url.replace(name, value)
            found.append((method, path, url, _scope_of(operation)))
    return found


def test_the_document_names_the_oauth2_scheme_and_a_scope_on_every_operation(
    anonymous: APIClient,
) -> None:
    document = _document(anonymous)
    scheme = document["components"]["securitySchemes"]["oauth2"]
    flow = scheme["flows"]["authorizationCode"]
    assert set(flow["scopes"]) == set(ALL)
    assert flow["authorizationUrl"].endswith("/o/authorize/")
    assert flow["tokenUrl"].endswith("/o/token/")
    bearer = document["components"]["securitySchemes"]["bearerAuth"]
    assert bearer["scheme"] == "bearer"
    move = document["paths"]["/api/v1/games/{game_id}/moves/"]["post"]
    assert {"oauth2": [GAMES_PLAY]} in move["security"]
    assert {"bearerAuth": [GAMES_PLAY]} in move["security"]
    unscoped = set()
    for method, path, _url, scope in _requests(document, 1):
        if scope is None:
            unscoped.add((method, path))
        else:
            assert scope in ALL, (method, path, scope)
            responses = document["paths"][path][method]["responses"]
            assert "insufficient_scope" in responses["403"]["description"], (method, path)
    assert unscoped == NO_SCOPE


@pytest.mark.parametrize("kind", ["personal", "app"])
def test_every_operation_refuses_a_token_without_its_scope(
    kind: str, anonymous: APIClient, alice: Any, bob: Any
) -> None:
    document = _document(anonymous)
    game = game_started("hachi", [alice, bob])
    walked = 0
    for method, path, url, scope in _requests(document, game.pk):
        if scope is None:
            continue
        lacking = client_with(kind, alice, ALL - {scope})
        answer = getattr(lacking, method)(url, {}, format="json")
        assert answer.status_code == 403, (method, path, answer.status_code)
        error = answer.json()["error"]
        assert error["code"] == "insufficient_scope", (method, path, error)
        assert error["details"] == {"scope": scope}
        assert f'scope="{scope}"' in answer["WWW-Authenticate"]
        holding = client_with(kind, alice, {scope})
        answer = getattr(holding, method)(url, {}, format="json")
        refused = answer.status_code == 403 and answer.json()["error"]["code"] == (
            "insufficient_scope"
        )
        assert not refused, (method, path)
        walked += 1
    assert walked > 40


def test_a_token_without_games_play_cannot_move_but_reads(alice: Any, bob: Any) -> None:
    game = game_started("hachi", [alice, bob])
    reader = client_with("app", alice, {GAMES_READ})
    assert reader.get(f"/api/v1/games/{game.pk}/legal-moves/").status_code == 200
    answer = reader.post(
        f"/api/v1/games/{game.pk}/moves/",
        {"action": {"type": "pass"}, "expected_version": game.version},
        format="json",
    )
    assert answer.status_code == 403
    assert answer.json()["error"]["code"] == "insufficient_scope"


def test_a_session_has_every_scope(alice: Any) -> None:
    session = APIClient()
    session.force_login(alice)
    assert session.get("/api/v1/me/").status_code == 200
    assert session.get("/api/v1/me/tokens/").status_code == 200
