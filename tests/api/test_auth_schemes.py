"""Authorization as generated clients send it: ``Bearer`` as well as ``Token``; refusals that
say what was wrong; a sign-in that names its token replaces the earlier one of that name."""

from __future__ import annotations

from typing import Any

from rest_framework.test import APIClient

from accounts.models import ApiToken
from games.ws_auth import token_from_scope
from tests.api.errors import assert_api_error


def _sign_in(body: dict[str, str]) -> Any:
    return APIClient().post("/api/v1/auth/token/", body, format="json")


def _me(header: str) -> Any:
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=header)
    return client.get("/api/v1/me/")


def test_a_token_works_as_bearer_in_any_case_and_as_token(alice, db):
    key = _sign_in({"username": "alice", "password": "alice-pw-123!"}).json()["token"]

    for header in (f"Bearer {key}", f"bearer {key}", f"Token {key}", f"BEARER  {key} "):
        r = _me(header)
        assert r.status_code == 200, (header, r.json())
        assert r.json()["username"] == "alice"


def test_a_refusal_names_the_scheme_to_use(db):
    r = _me("Bearer not-a-token")

    error = assert_api_error(r, 401, "authentication_failed")
    assert r.headers["WWW-Authenticate"] == 'Bearer realm="api"'
    assert "revoked, replaced or expired" in error["message"]


def test_sockets_take_a_bearer_header_too():
    scope = {"query_string": b"", "headers": [(b"authorization", b"Bearer abc123")]}
    assert token_from_scope(scope) == "abc123"
    scope["headers"] = [(b"authorization", b"Basic abc123")]
    assert token_from_scope(scope) is None


def test_a_named_sign_in_replaces_the_token_of_that_name(alice, db):
    body = {"username": "alice", "password": "alice-pw-123!", "name": "my-bot"}
    first = _sign_in(body)
    second = _sign_in(body)

    assert first.status_code == second.status_code == 201
    assert (first.json()["replaced"], second.json()["replaced"]) == (0, 1)
    assert _me(f"Bearer {first.json()['token']}").status_code == 401
    assert _me(f"Bearer {second.json()['token']}").status_code == 200
    assert list(ApiToken.objects.filter(user=alice).values_list("name", flat=True)) == ["my-bot"]


def test_unnamed_sign_ins_add_tokens_and_revoke_none(alice, db):
    body = {"username": "alice", "password": "alice-pw-123!"}
    keys = [_sign_in(body).json() for _ in range(2)]

    assert [k["replaced"] for k in keys] == [0, 0]
    assert all(_me(f"Token {k['token']}").status_code == 200 for k in keys)
    assert ApiToken.objects.filter(user=alice).count() == 2


def test_a_named_sign_in_leaves_other_names_and_other_users_alone(alice, bob, db):
    _sign_in({"username": "bob", "password": "bob-pw-123!", "name": "my-bot"})
    phone = _sign_in({"username": "alice", "password": "alice-pw-123!", "name": "phone"}).json()

    bot = _sign_in({"username": "alice", "password": "alice-pw-123!", "name": "my-bot"}).json()

    assert bot["replaced"] == 0
    assert _me(f"Bearer {phone['token']}").status_code == 200
    assert ApiToken.objects.filter(user=bob, name="my-bot").count() == 1
