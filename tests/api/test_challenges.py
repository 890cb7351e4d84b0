"""Challenges over REST (docs/bots.md): create, list, accept (the last needed seat starts the
game), decline with a reason, cancel, open challenges, expiry, and the events they tell."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest
from django.utils import timezone

from accounts.models import User
from games import challenge_services
from games.models import Challenge, Game, WebhookDelivery, WebhookEndpoint
from tests.api.errors import assert_api_error
from tests.factories import client_for

pytestmark = pytest.mark.usefixtures("cheap_passwords")


def _challenge(client: Any, **body: Any) -> dict[str, Any]:
    r = client.post("/api/v1/challenges/", {"game_type": "hachi", **body}, format="json")
    assert r.status_code == 201, r.json()
    return r.json()


def test_bob_accepts_alices_challenge_and_the_game_starts_with_both_seated(
    api_alice, bob, db
) -> None:
    made = _challenge(api_alice, to=["Bob"], time_per_move=3600, rated=False)
    api_bob = client_for(bob)

    incoming = api_bob.get("/api/v1/challenges/?direction=incoming").json()["challenges"]
    accepted = api_bob.post(f"/api/v1/challenges/{made['id']}/accept/").json()
    game = api_bob.get(f"/api/v1/games/{accepted['game']}/").json()

    assert (made["status"], made["seats"], made["open"], made["game"]) == (
        "pending",
        2,
        False,
        None,
    )
    assert made["to"] == [{"username": "bob", "bot": False, "accepted": False}]
    assert [c["id"] for c in incoming] == [made["id"]]
    assert accepted["status"] == "accepted"
    assert game["status"] == "active"
    assert [s["username"] for s in game["seats"]] == ["alice", "bob"]
    assert game["rated"] is False
    assert Game.objects.get(pk=accepted["game"]).time_per_move == timedelta(hours=1)


def test_a_challenge_shows_no_hand_nor_any_game_state(api_alice, bob, db) -> None:
    made = _challenge(api_alice, to=["bob"])
    accepted = client_for(bob).post(f"/api/v1/challenges/{made['id']}/accept/").json()

    assert accepted["game"] is not None
    text = str(accepted)
    for secret in ("hand", "view", "seed", "state", "deck"):
        assert secret not in text


def test_decline_with_a_reason_from_the_fixed_list(api_alice, bob, db) -> None:
    made = _challenge(api_alice, to=["bob"])
    api_bob = client_for(bob)

    bad = api_bob.post(
        f"/api/v1/challenges/{made['id']}/decline/", {"reason": "smelly"}, format="json"
    )
    declined = api_bob.post(
        f"/api/v1/challenges/{made['id']}/decline/", {"reason": "too_fast"}, format="json"
    )
    again = api_bob.post(f"/api/v1/challenges/{made['id']}/accept/")

    assert_api_error(bad, 400, "invalid")
    assert declined.status_code == 200, declined.json()
    body = declined.json()
    assert (body["status"], body["decline_reason"], body["declined_by"]) == (
        "declined",
        "too_fast",
        "bob",
    )
    assert_api_error(again, 409, "challenge_not_pending")


def test_only_the_challenger_cancels_and_outsiders_see_nothing(api_alice, bob, carol, db) -> None:
    made = _challenge(api_alice, to=["bob"])
    api_bob, api_carol = client_for(bob), client_for(carol)

    assert_api_error(api_bob.post(f"/api/v1/challenges/{made['id']}/cancel/"), 403, "forbidden")
    assert_api_error(api_carol.get(f"/api/v1/challenges/{made['id']}/"), 404, "not_found")
    assert_api_error(api_carol.post(f"/api/v1/challenges/{made['id']}/accept/"), 404)
    cancelled = api_alice.post(f"/api/v1/challenges/{made['id']}/cancel/")

    assert cancelled.json()["status"] == "cancelled"
    assert_api_error(
        api_bob.post(f"/api/v1/challenges/{made['id']}/accept/"), 409, "challenge_not_pending"
    )


def test_an_open_challenge_is_taken_by_the_first_to_accept(api_alice, bob, carol, db) -> None:
    made = _challenge(api_alice, game_type="fast-train", seats=2)
    api_bob, api_carol = client_for(bob), client_for(carol)

    seen = api_carol.get(f"/api/v1/challenges/{made['id']}/")
    own = api_alice.post(f"/api/v1/challenges/{made['id']}/accept/")
    taken = api_bob.post(f"/api/v1/challenges/{made['id']}/accept/").json()
    late = api_carol.post(f"/api/v1/challenges/{made['id']}/accept/")

    assert made["open"] is True and made["url"].endswith(f"/challenges/{made['id']}/")
    assert seen.status_code == 200
    assert_api_error(own, 409, "own_challenge")
    assert (taken["status"], [p["username"] for p in taken["to"]]) == ("accepted", ["bob"])
    assert_api_error(late, 409, "challenge_not_pending")
    assert_api_error(api_carol.post(f"/api/v1/challenges/{made['id']}/decline/"), 403, "forbidden")


def test_a_three_player_challenge_starts_when_the_last_named_player_accepts(
    api_alice, bob, carol, db
) -> None:
    made = _challenge(api_alice, game_type="hachi-hachi", to=["bob", "carol"])
    first = client_for(bob).post(f"/api/v1/challenges/{made['id']}/accept/").json()
    twice = client_for(bob).post(f"/api/v1/challenges/{made['id']}/accept/")
    last = client_for(carol).post(f"/api/v1/challenges/{made['id']}/accept/").json()

    assert (first["status"], first["game"]) == ("pending", None)
    assert_api_error(twice, 409, "already_accepted")
    assert last["status"] == "accepted"
    seats = Game.objects.get(pk=last["game"]).seats.order_by("index")
    assert [s.user.username for s in seats] == ["alice", "bob", "carol"]


def test_bad_challenges_are_refused_in_words(api_alice, bob, db) -> None:
    for body, field in [
        ({"to": ["nobody-here"]}, "to"),
        ({"to": ["alice"]}, "to"),
        ({"to": ["bob"], "seats": 3}, "seats"),
        ({"game_type": "chess"}, "game_type"),
        ({"time_per_move": 5}, "time_per_move"),
    ]:
        r = api_alice.post("/api/v1/challenges/", {"game_type": "hachi", **body}, format="json")
        error = assert_api_error(r, 400, "invalid")
        assert field in error["details"], (body, error)


def test_the_list_pages_and_filters(api_alice, bob, carol, db) -> None:
    ids = [_challenge(api_alice, to=["bob"])["id"] for _ in range(3)]
    _challenge(client_for(carol), to=["alice"])

    first = api_alice.get("/api/v1/challenges/?direction=outgoing&limit=2").json()
    second = api_alice.get(first["next"]).json()
    incoming = api_alice.get("/api/v1/challenges/?direction=incoming").json()["challenges"]

    assert [c["id"] for c in first["challenges"] + second["challenges"]] == ids[::-1]
    assert second["next"] is None
    assert [c["challenger"]["username"] for c in incoming] == ["carol"]
    assert_api_error(api_alice.get("/api/v1/challenges/?status=nope"), 400, "invalid")


def test_a_challenge_expires(alice: User, bob: User, db) -> None:
    challenge = challenge_services.challenge_create(challenger=alice, to=["bob"], game_type="hachi")
    later = timezone.now() + timedelta(days=8)

    refused = client_for(bob).get(f"/api/v1/challenges/{challenge.pk}/").json()
    assert refused["status"] == "pending"
    assert challenge_services.challenges_expire(now=later) == 1
    challenge.refresh_from_db()
    assert challenge.status == Challenge.Status.EXPIRED


def test_challenge_events_reach_the_webhooks_of_the_players_concerned(
    api_alice, alice, bob, db, settings
) -> None:
    WebhookEndpoint.objects.create(
        user=bob, url="https://bob.example/hook", kinds=["challenge", "game_started"], secret="s"
    )
    made = _challenge(api_alice, to=["bob"])
    client_for(bob).post(f"/api/v1/challenges/{made['id']}/accept/")

    kinds = list(WebhookDelivery.objects.order_by("pk").values_list("kind", flat=True))
    first = WebhookDelivery.objects.order_by("pk").first()
    assert kinds == ["challenge", "game_started"]
    assert first is not None and f'"challenge":{{"id":{made["id"]}' in first.body
    assert '"hand"' not in first.body
