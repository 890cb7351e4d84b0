"""Abuse limits beyond passwords: games created (rematches and quick starts too) per account
and per client address, games with invitations per account, reads without credentials per
address; the same limits on the site and the API, over them a 429 with Retry-After and
nothing created."""

from __future__ import annotations

from typing import Any

import pytest
from django.test import Client

from accounts import limits
from games import services
from games.models import Game
from tests.api.errors import assert_api_error
from tests.factories import client_for, game_started, moves_played, signed_in
from tests.web.test_create_form import form_post

pytestmark = pytest.mark.django_db
CREATE = {"game_type": "hachi", "seats": 2}


@pytest.fixture
def rates(settings: Any) -> Any:
    def set_rates(**rates: str) -> None:
        settings.AUTH_THROTTLE_RATES = {**limits.DEFAULT_RATES, **rates}

    return set_rates


def _throttled(response: Any) -> None:
    assert_api_error(response, 429, "throttled")
    assert int(response["Retry-After"]) > 0


def test_games_created_per_account_over_the_api(alice: Any, rates: Any) -> None:
    rates(game_create="3/hour")
    api = client_for(alice)
    for _ in range(3):
        assert api.post("/api/v1/games/", CREATE, format="json").status_code == 201
    _throttled(api.post("/api/v1/games/", CREATE, format="json"))
    assert Game.objects.count() == 3
    assert api.get("/api/v1/games/").status_code == 200  # reading is not creating


def test_games_created_per_address_across_accounts(alice: Any, bob: Any, rates: Any) -> None:
    rates(game_create_address="4/hour")
    for user in (alice, bob):
        for _ in range(2):
            assert client_for(user).post("/api/v1/games/", CREATE, format="json").status_code == 201
    _throttled(client_for(bob).post("/api/v1/games/", CREATE, format="json"))


def test_games_with_invitations_have_their_own_allowance(
    alice: Any, bob: Any, carol: Any, rates: Any
) -> None:
    rates(invite="2/hour")
    api = client_for(alice)
    inviting = {**CREATE, "invite": ["bob"], "is_public": False}
    for _ in range(2):
        assert api.post("/api/v1/games/", inviting, format="json").status_code == 201
    _throttled(api.post("/api/v1/games/", inviting, format="json"))
    assert api.post("/api/v1/games/", CREATE, format="json").status_code == 201
    # A rematch invites the other players: it spends the same allowance.
    finished = moves_played(game_started("hachi", [carol, bob], {"rounds": 1}), [carol, bob])
    assert finished.status == "finished"
    rates(invite="1/hour")
    carols = client_for(carol)
    assert carols.post(f"/api/v1/games/{finished.pk}/rematch/").status_code == 201
    _throttled(carols.post(f"/api/v1/games/{finished.pk}/rematch/"))


def test_the_site_form_and_quick_start_share_the_limit(alice: Any, rates: Any) -> None:
    rates(game_create="2/hour")
    site = signed_in(alice)
    assert site.post("/games/new/", form_post()).status_code == 302
    assert site.post("/play/").status_code == 302
    before = Game.objects.count()
    refused = site.post("/play/")
    assert refused.status_code == 429 and int(refused["Retry-After"]) > 0
    assert b"too many new games" in refused.content
    assert b"flood other players" in refused.content
    _throttled(client_for(alice).post("/api/v1/games/", CREATE, format="json"))
    assert Game.objects.count() == before


def test_reads_without_credentials_are_limited_per_address(alice: Any, rates: Any) -> None:
    rates(anonymous_read="5/min")
    game = services.game_create(creator=alice, game_type="hachi", seats=2)
    anonymous = Client()
    for _ in range(5):
        assert anonymous.get(f"/api/v1/games/{game.pk}/").status_code == 200
    _throttled(anonymous.get("/api/v1/games/"))
    elsewhere = anonymous.get("/api/v1/games/", REMOTE_ADDR="198.51.100.7")
    assert elsewhere.status_code == 200
    assert client_for(alice).get("/api/v1/games/").status_code == 200
