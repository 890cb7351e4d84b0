"""Invitations over REST: an invitee sees the game (``invited``, ``mine=true``,
``/me/invitations/``), accepts or declines it; nobody else sees or takes it."""

from __future__ import annotations

from typing import Any

from django.db import connection
from django.test.utils import CaptureQueriesContext

from games.engines.registry import get_engine
from games.models import Invitation
from tests.api.errors import assert_api_error
from tests.factories import client_for


def _invite(api_alice: Any, *usernames: str, seats: int = 2) -> dict[str, Any]:
    game_type = "hachi" if seats == 2 else "hachi-hachi"
    body = {"game_type": game_type, "seats": seats, "is_public": False, "invite": list(usernames)}
    r = api_alice.post("/api/v1/games/", body, format="json")
    assert r.status_code == 201, r.json()
    return r.json()


def _ids(response: Any) -> list[int]:
    assert response.status_code == 200, response.json()
    return [g["id"] for g in response.json()["results"]]


def test_an_invitee_sees_the_invitation_everywhere_a_client_looks(api_alice, bob, db):
    game = _invite(api_alice, "bob")
    api_bob = client_for(bob)

    listed = api_bob.get("/api/v1/me/invitations/").json()["invitations"]
    detail = api_bob.get(f"/api/v1/games/{game['id']}/").json()

    assert [(i["game"]["id"], i["invited_by"]) for i in listed] == [(game["id"], "alice")]
    assert listed[0]["game"]["invited"] is True
    assert (detail["invited"], detail["my_seat"], detail["status"]) == (True, None, "open")
    assert _ids(api_bob.get("/api/v1/games/?mine=true")) == [game["id"]]
    assert game["invited"] is False  # the creator has a seat, not an invitation


def test_accepting_takes_the_seat_and_ends_the_invitation(api_alice, bob, db):
    game = _invite(api_alice, "bob")
    api_bob = client_for(bob)

    r = api_bob.post(f"/api/v1/games/{game['id']}/accept/")

    assert r.status_code == 200, r.json()
    assert (r.json()["my_seat"], r.json()["status"], r.json()["invited"]) == (1, "active", False)
    assert api_bob.get("/api/v1/me/invitations/").json() == {"invitations": [], "next": None}
    assert Invitation.objects.get(game_id=game["id"]).status == "accepted"


def test_declining_removes_it_from_the_lists(api_alice, bob, db):
    game = _invite(api_alice, "bob", seats=3)
    api_bob = client_for(bob)

    assert api_bob.post(f"/api/v1/games/{game['id']}/decline/").status_code == 204

    assert api_bob.get("/api/v1/me/invitations/").json() == {"invitations": [], "next": None}
    assert _ids(api_bob.get("/api/v1/games/?mine=true")) == []


def test_nobody_else_sees_or_accepts_an_invitation(api_alice, bob, carol, db):
    game = _invite(api_alice, "bob")
    api_carol = client_for(carol)

    assert api_carol.get("/api/v1/me/invitations/").json() == {"invitations": [], "next": None}
    assert _ids(api_carol.get("/api/v1/games/?mine=true")) == []
    assert api_carol.get(f"/api/v1/games/{game['id']}/").status_code == 404
    assert_api_error(api_carol.post(f"/api/v1/games/{game['id']}/accept/"), 404, "not_found")


def test_accept_without_an_invitation_is_refused_even_for_a_public_game(api_alice, carol, db):
    r = api_alice.post("/api/v1/games/", {"game_type": "hachi", "seats": 2}, format="json")
    game = r.json()

    r = client_for(carol).post(f"/api/v1/games/{game['id']}/accept/")

    assert r.status_code == 404
    assert r.json()["error"]["message"] == "You have no pending invitation to this game."
    assert (
        client_for(carol).get(f"/api/v1/games/{game['id']}/").json()["seats"][1]["username"] is None
    )


def test_the_payload_names_the_engine_version(api_alice, bob, db):
    game = _invite(api_alice, "bob")
    assert game["engine_version"] == get_engine("hachi").version


def test_the_invitation_list_costs_the_same_queries_for_one_or_five(
    api_alice, bob, db, token_cache_live
):
    api_bob = client_for(bob)
    api_bob.get("/api/v1/me/")  # the token's first use: found, stamped and cached
    _invite(api_alice, "bob")
    with CaptureQueriesContext(connection) as one:
        assert len(api_bob.get("/api/v1/me/invitations/").json()["invitations"]) == 1
    one_count = len(one)  # now: the next request empties the connection's query log
    for _ in range(4):
        _invite(api_alice, "bob")
    with CaptureQueriesContext(connection) as five:
        assert len(api_bob.get("/api/v1/me/invitations/").json()["invitations"]) == 5
    assert len(five) == one_count
