"""The game page: rendered from the seat's view, moves by plain form posts and by htmx."""

from __future__ import annotations

import json
from typing import Any

import pytest
from django.test import Client

from games import services
from games.engines.registry import get_engine
from games.models import Game


def signed_in(user: Any) -> Client:
    client = Client()
    client.force_login(user)
    return client


@pytest.fixture
def hachi_game(alice: Any, bob: Any) -> Game:
    game = services.game_create(creator=alice, game_type="hachi", seats=2)
    return services.seat_join(game_id=game.pk, user=bob)


def mover(game: Game, alice: Any, bob: Any) -> tuple[Any, int]:
    game.refresh_from_db()
    seat = game.to_act[0]
    return (alice if seat == 0 else bob), seat


@pytest.mark.django_db
def test_page_shows_only_my_hand_and_offers_my_legal_moves(hachi_game: Game, alice, bob) -> None:
    user, seat = mover(hachi_game, alice, bob)
    engine = get_engine("hachi")
    state = engine.state_from_json(hachi_game.state)
    html = signed_in(user).get(f"/games/{hachi_game.pk}/").content.decode()
    for hidden in engine.hidden_from(state, seat):
        assert f"{hidden}" not in html.replace(hachi_game.seed_hash, "")
    legal = engine.legal_actions(state, seat)
    for action in legal:
        assert json.dumps(action, sort_keys=True).replace('"', "&quot;") in html


@pytest.mark.django_db
def test_plain_form_post_moves_and_redirects(hachi_game: Game, alice, bob) -> None:
    user, seat = mover(hachi_game, alice, bob)
    engine = get_engine("hachi")
    action = engine.legal_actions(engine.state_from_json(hachi_game.state), seat)[0]
    response = signed_in(user).post(
        f"/games/{hachi_game.pk}/move/",
        {
            "action": json.dumps(action),
            "expected_version": 0,
            "idempotency_key": "k1",
            "confirmed": "1",
        },
    )
    assert response.status_code == 302
    hachi_game.refresh_from_db()
    assert hachi_game.version == 1


@pytest.mark.django_db
def test_htmx_post_gets_the_game_partial_and_stale_versions_say_so(hachi_game, alice, bob) -> None:
    user, seat = mover(hachi_game, alice, bob)
    engine = get_engine("hachi")
    action = engine.legal_actions(engine.state_from_json(hachi_game.state), seat)[0]
    client = signed_in(user)
    data = {
        "action": json.dumps(action),
        "expected_version": 0,
        "idempotency_key": "k2",
        "confirmed": "1",
    }
    response = client.post(f"/games/{hachi_game.pk}/move/", data, HTTP_HX_REQUEST="true")
    html = response.content.decode()
    assert response.status_code == 200
    assert html.lstrip().startswith('<article id="game"')
    assert "<html" not in html
    stale = client.post(
        f"/games/{hachi_game.pk}/move/",
        {**data, "idempotency_key": "k3"},
        HTTP_HX_REQUEST="true",
    )
    assert stale.status_code == 409
    hachi_game.refresh_from_db()
    assert hachi_game.version == 1


@pytest.mark.django_db
def test_lobby_and_create_form(alice) -> None:
    client = signed_in(alice)
    assert client.get("/").status_code == 200
    page = client.get("/games/new/?game_type=hachi-hachi").content.decode()
    assert "Hachi-Hachi options" in page
    response = client.post(
        "/games/new/",
        {"game_type": "hachi", "seats": 2, "days_per_move": 3, "is_public": "on", "bots": 1,
         "bot_kind": "greedy", "opt__hachi__match_mode": "fixed", "opt__hachi__rounds": 1,
         "opt__hachi__streak_cap": 12},
    )  # fmt: skip
    assert response.status_code == 302
    game = Game.objects.get()
    assert game.options["match_mode"] == "fixed"
    assert game.status == "active"


@pytest.mark.django_db
def test_replay_of_a_finished_game_reveals_every_hand(hachi_game: Game, alice, bob) -> None:
    client = signed_in(alice)
    assert client.get(f"/games/{hachi_game.pk}/replay/").status_code == 302  # not finished yet
    services.game_resign(game_id=hachi_game.pk, user=bob)
    engine = get_engine("hachi")
    start = engine.setup(players=2, options=hachi_game.options, seed=hachi_game.seed)
    html = client.get(f"/games/{hachi_game.pk}/replay/?step=0").content.decode()
    for seat in (0, 1):
        for card in engine.view(start, seat)["you"]["hand"]:
            assert card in html
    assert "Move 0 of 0" in html
