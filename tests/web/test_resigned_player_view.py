"""A player who resigned from a game of three or more, which a bot plays on for them, sees it
from then on as a spectator does: not the hand the bot now plays (they could tell a player
still in), over the API, its move log and the page (the sockets push the same payload)."""

from __future__ import annotations

from typing import Any

import pytest
from django.contrib.auth.models import AnonymousUser
from django.test import Client

from games import selectors, services
from games.models import Game
from tests.factories import client_for, game_started, moves_played, signed_in

pytestmark = pytest.mark.django_db

THREE_OR_MORE = ["hachi-hachi", "hachi-train", "take-the-train", "fast-train"]


@pytest.mark.parametrize("game_type", THREE_OR_MORE)
def test_a_resigner_sees_what_a_spectator_sees(
    game_type: str, alice: Any, bob: Any, carol: Any
) -> None:
    players = [alice, bob, carol]
    game = moves_played(game_started(game_type, players), players, moves=4)
    services.game_resign(game_id=game.pk, user=carol)
    game = Game.objects.get(pk=game.pk)
    assert game.status == "active"

    def payload(user: Any) -> dict[str, Any]:
        return selectors.game_payload(game=game, seats=selectors.seats_of(game), user=user)

    spectator = payload(AnonymousUser())
    mine = payload(carol)
    assert mine["my_seat"] == 2 and mine["view"] == spectator["view"]
    assert payload(bob)["view"] != spectator["view"]  # a player still in sees their hand

    api = client_for(carol)
    assert api.get(f"/api/v1/games/{game.pk}/").json()["view"] == spectator["view"]
    anonymous_log = Client().get(f"/api/v1/games/{game.pk}/moves/").json()
    assert api.get(f"/api/v1/games/{game.pk}/moves/").json() == anonymous_log

    page = signed_in(carol)
    response = page.get(f"/games/{game.pk}/")
    assert response.status_code == 200
    anonymous_page = Client().get(f"/games/{game.pk}/")
    assert response.context["view"] == anonymous_page.context["view"]


def test_after_the_game_the_resigner_sees_the_end_like_everyone(
    alice: Any, bob: Any, carol: Any
) -> None:
    players = [alice, bob, carol]
    game = moves_played(game_started("hachi-train", players, {"rounds": 1}), players, moves=2)
    services.game_resign(game_id=game.pk, user=carol)
    services.game_resign(game_id=game.pk, user=bob)
    game = Game.objects.get(pk=game.pk)
    assert game.status == "finished"
    mine = selectors.game_payload(game=game, seats=selectors.seats_of(game), user=carol)
    assert mine["seed"] == game.seed
