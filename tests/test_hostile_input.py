"""Hostile input on every channel gets a clear answer and changes nothing, never a 500:
lone surrogates, NUL characters, over-long fields, absurd numbers, deep nesting (the causes
an outside attack found, one test each)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from django.test import Client

from accounts.models import EMAIL_MAX_LENGTH, ApiToken, User
from games.models import Game, IdempotencyRecord, Move
from tests.api.errors import assert_api_error
from tests.factories import client_for, game_started, signed_in

pytestmark = pytest.mark.django_db

LONE_SURROGATE = '"\\ud800x"'  # valid JSON text; the string it decodes to cannot be UTF-8
DEEP = 5000


def _post_raw(client: Any, path: str, body: str) -> Any:
    return client.generic("POST", path, body.encode(), content_type="application/json")


@pytest.fixture
def game(alice: Any, bob: Any) -> Game:
    return game_started("hachi", [alice, bob])


def _mover(game: Game, alice: Any, bob: Any) -> Any:
    return alice if game.to_act[0] == 0 else bob


# ----- the API -------------------------------------------------------------------------------


def test_a_lone_surrogate_in_a_move_is_a_400(game: Game, alice: Any, bob: Any) -> None:
    client = client_for(_mover(game, alice, bob))
    body = f'{{"action": {{"type": {LONE_SURROGATE}}}, "expected_version": {game.version}}}'
    response = _post_raw(client, f"/api/v1/games/{game.pk}/moves/", body)
    assert_api_error(response, 400, "malformed_request")
    assert Move.objects.filter(game=game).count() == 0


def test_a_lone_surrogate_in_game_options_is_a_400(alice: Any) -> None:
    body = f'{{"game_type": "hachi", "seats": 2, "options": {{{LONE_SURROGATE}: 1}}}}'
    response = _post_raw(client_for(alice), "/api/v1/games/", body)
    assert_api_error(response, 400, "malformed_request")
    assert not Game.objects.exists()


def test_a_nul_in_a_token_name_is_a_400(alice: Any) -> None:
    response = _post_raw(
        Client(),
        "/api/v1/auth/token/",
        json.dumps({"username": "alice", "password": "x", "name": "a\u0000b"}),
    )
    assert_api_error(response, 400, "invalid")
    assert not ApiToken.objects.exists()


def test_a_deeply_nested_move_is_a_400(game: Game, alice: Any, bob: Any) -> None:
    client = client_for(_mover(game, alice, bob))
    nested = "[" * 200 + "]" * 200  # well inside the parser's stack, far past any real action
    body = f'{{"action": {nested}, "expected_version": {game.version}}}'
    response = _post_raw(client, f"/api/v1/games/{game.pk}/moves/", body)
    assert_api_error(response, 400, "malformed_request")


def test_an_over_long_email_is_a_400(db: Any) -> None:
    email = "a" * 250 + "@example.com"
    response = client_for(None).post(
        "/api/v1/accounts/",
        {"username": "dave", "email": email, "password": "a-long-passphrase"},
        format="json",
    )
    assert_api_error(response, 400, "invalid")


def test_a_huge_vacation_is_a_400(alice: Any) -> None:
    response = client_for(alice).post("/api/v1/me/vacation/", {"days": 10**15}, format="json")
    assert response.status_code == 400, response.content
    assert alice.__class__.objects.get(pk=alice.pk).vacation_until is None


# ----- the site ------------------------------------------------------------------------------


def test_a_nul_in_a_profile_address_is_a_404() -> None:
    assert Client().get("/u/%00/").status_code == 404
    assert Client().get("/u/a%00b/").status_code == 404
    response = Client().get("/api/v1/games/?game_type=hachi%00")
    assert_api_error(response, 400, "malformed_request")


def test_a_nul_in_a_site_token_name_changes_nothing(alice: Any) -> None:
    response = signed_in(alice).post("/settings/tokens/", {"name": "a\x00b"})
    assert response.status_code == 400
    assert not ApiToken.objects.filter(user=alice).exists()


@pytest.mark.parametrize("key", ["k" * 129, "ab\x00cd"])
def test_a_bad_idempotency_key_on_the_move_form_changes_nothing(
    game: Game, alice: Any, bob: Any, key: str
) -> None:
    from games.engines.registry import get_engine

    engine = get_engine("hachi")
    seat = game.to_act[0]
    action = engine.legal_actions(engine.state_from_json(game.state), seat)[0]
    response = signed_in(_mover(game, alice, bob)).post(
        f"/games/{game.pk}/move/",
        {
            "action": json.dumps(action),
            "expected_version": game.version,
            "idempotency_key": key,
            "confirmed": "1",
        },
    )
    assert response.status_code in (302, 400)
    assert Move.objects.filter(game=game).count() == 0
    assert not IdempotencyRecord.objects.exists()


def test_a_deeply_nested_action_on_the_move_form_is_refused(
    game: Game, alice: Any, bob: Any
) -> None:
    response = signed_in(_mover(game, alice, bob)).post(
        f"/games/{game.pk}/move/",
        {"action": "[" * DEEP + "]" * DEEP, "expected_version": game.version},
    )
    assert response.status_code in (302, 400)
    assert Move.objects.filter(game=game).count() == 0


def test_an_over_long_email_on_sign_up_is_refused_in_words(db: Any) -> None:
    response = Client().post(
        "/accounts/signup/",
        {"username": "dora", "email": "a" * 250 + "@example.com", "password": "a-long-passphrase"},
    )
    assert response.status_code == 400
    assert "at most 254 characters" in " ".join(response.context["form"].errors["email"])
    assert not User.objects.filter(username="dora").exists()


def test_a_huge_vacation_on_the_site_is_refused_in_words(alice: Any) -> None:
    response = signed_in(alice).post("/settings/vacation/", {"days": str(10**15)}, follow=True)
    assert response.status_code == 200
    assert alice.__class__.objects.get(pk=alice.pk).vacation_until is None
    assert "day" in " ".join(str(m) for m in response.context["messages"])


def test_the_email_limit_is_the_column_s() -> None:
    assert User._meta.get_field("email").max_length == EMAIL_MAX_LENGTH
