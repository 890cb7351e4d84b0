"""Bot accounts over REST (docs/bots.md): the irreversible upgrade with its confirmation,
refused once the account has played, and ``bot: true`` on every user payload."""

from __future__ import annotations

import pytest

from accounts.services import BOT_CONFIRMATION
from tests.api.errors import assert_api_error
from tests.factories import client_for, game_started

pytestmark = pytest.mark.usefixtures("cheap_passwords")
UPGRADE = "/api/v1/me/upgrade-to-bot/"


def test_an_account_that_never_played_becomes_a_bot_once_and_for_good(alice, bob, db) -> None:
    api_bob = client_for(bob)

    unconfirmed = api_bob.post(UPGRADE, {"confirm": "yes"}, format="json")
    upgraded = api_bob.post(UPGRADE, {"confirm": BOT_CONFIRMATION}, format="json")
    again = api_bob.post(UPGRADE, {"confirm": BOT_CONFIRMATION}, format="json")

    assert_api_error(unconfirmed, 400, "invalid")
    assert upgraded.status_code == 200 and upgraded.json()["bot"] is True
    assert_api_error(again, 409, "already_bot")
    assert api_bob.get("/api/v1/me/").json()["bot"] is True
    assert client_for(alice).get("/api/v1/users/bob/").json()["bot"] is True
    assert client_for(alice).get("/api/v1/me/").json()["bot"] is False


def test_an_account_that_played_cannot_become_a_bot(alice, bob, db) -> None:
    game_started("hachi", [alice, bob])

    refused = client_for(alice).post(UPGRADE, {"confirm": BOT_CONFIRMATION}, format="json")

    assert_api_error(refused, 409, "has_played")


def test_a_bot_account_is_marked_on_its_seats_in_games_lists_and_records(alice, bob, db) -> None:
    client_for(bob).post(UPGRADE, {"confirm": BOT_CONFIRMATION}, format="json")
    game = game_started("hachi", [alice, bob])
    api_alice = client_for(alice)

    detail = api_alice.get(f"/api/v1/games/{game.pk}/").json()
    listed = api_alice.get("/api/v1/games/?mine=true").json()["results"][0]
    record = api_alice.get(f"/api/v1/games/{game.pk}/record/").json()

    assert [(s["username"], s["bot"], s["is_bot"]) for s in detail["seats"]] == [
        ("alice", False, False),
        ("bob", True, False),
    ]
    assert [s["bot"] for s in listed["seats"]] == [False, True]
    assert [p["bot"] for p in record["players"]] == [False, True]
