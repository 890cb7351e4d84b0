"""The quick-pairing queue over the API (docs/seeks.md): seek, see the queues, cancel; a full
table starts at once with the players who waited first; a seek never pairs its player with
themself, expires after a week, and answers in the API's error shape."""

from __future__ import annotations

import json
from datetime import timedelta
from typing import Any

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone
from rest_framework.test import APIClient

from accounts.models import User
from games import seek_services
from games.engines.base import AnyEngine
from games.engines.registry import all_engines
from games.models import SEEK_LIFETIME, Game, GameStatus, Seat, Seek, SeekStatus
from tests.api.errors import assert_api_error
from tests.factories import client_for, persona
from tests.webhooks.support import deliveries, endpoint_for

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("cheap_passwords")]

SEEKS = "/api/v1/seeks/"
HACHI = {"game_type": "hachi", "seats": 2}


def _seek(client: APIClient, body: dict[str, Any], status: int = 201) -> dict[str, Any]:
    response = client.post(SEEKS, body, format="json")
    assert response.status_code == status, response.content[:500]
    answer: dict[str, Any] = response.json()
    return answer


def _players(game_id: int) -> list[str]:
    seats = Seat.objects.filter(game_id=game_id).select_related("user").order_by("index")
    return [s.user.username for s in seats if s.user is not None]


def test_a_seek_waits_then_the_next_player_starts_the_game(
    api_alice: APIClient, api_bob: APIClient
) -> None:
    waiting = _seek(api_alice, HACHI)
    assert waiting["status"] == "waiting"
    assert waiting["waiting"] == 1 and waiting["game"] is None
    assert waiting["rated"] is True and waiting["time_per_move"] == 3 * 86400
    assert waiting["options"]  # every option, at its default
    started = _seek(api_bob, HACHI, status=200)
    game = started["game"]
    assert game["status"] == "active" and game["rated"] is True
    assert [s["username"] for s in game["seats"]] == ["alice", "bob"]  # first come, first seat
    assert started["seek"]["status"] == "matched" and started["seek"]["game"] == game["id"]
    mine = api_alice.get(f"{SEEKS}{waiting['id']}/").json()
    assert mine["status"] == "matched" and mine["game"] == game["id"] and mine["waiting"] == 0
    listed = api_alice.get(SEEKS).json()
    assert [(s["id"], s["status"]) for s in listed["seeks"]] == [(waiting["id"], "matched")]
    assert listed["queues"] == []  # nobody waits any more


def test_only_seeks_with_the_same_options_are_paired(
    api_alice: APIClient, api_bob: APIClient, api_carol: APIClient, dave: User
) -> None:
    alice = _seek(api_alice, HACHI)
    _seek(api_bob, {**HACHI, "rated": False})
    _seek(api_carol, {**HACHI, "time_per_move": 86400})
    queues = api_alice.get(SEEKS).json()["queues"]
    assert sorted((q["rated"], q["time_per_move"], q["waiting"]) for q in queues) == [
        (False, 3 * 86400, 1),
        (True, 86400, 1),
        (True, 3 * 86400, 1),
    ]
    assert not Game.objects.exists()
    # The defaults named or left out are the same queue.
    defaults = alice["options"]
    started = _seek(client_for(dave), {**HACHI, "options": defaults, "rated": True}, status=200)
    assert _players(started["game"]["id"]) == ["alice", "dave"]


def test_a_table_of_three_starts_when_the_third_player_comes(
    api_alice: APIClient, api_bob: APIClient, api_carol: APIClient
) -> None:
    body = {"game_type": "hachi-hachi", "seats": 3}
    _seek(api_alice, body)
    second = _seek(api_bob, body)
    assert second["waiting"] == 2
    queue = api_carol.get(SEEKS).json()["queues"]
    assert [(q["game_type"], q["seats"], q["waiting"]) for q in queue] == [("hachi-hachi", 3, 2)]
    started = _seek(api_carol, body, status=200)
    assert _players(started["game"]["id"]) == ["alice", "bob", "carol"]
    assert Seek.objects.filter(status=SeekStatus.MATCHED).count() == 3


def test_one_seek_per_game_type_so_nobody_pairs_with_themself(
    api_alice: APIClient, api_bob: APIClient
) -> None:
    first = _seek(api_alice, HACHI)
    again = api_alice.post(SEEKS, HACHI, format="json")
    assert_api_error(again, 409, "seek_exists")
    other_options = api_alice.post(SEEKS, {**HACHI, "rated": False}, format="json")
    assert_api_error(other_options, 409, "seek_exists")
    assert not Game.objects.exists()
    # Another game type is another queue.
    assert _seek(api_alice, {"game_type": "take-the-train", "seats": 2})["status"] == "waiting"
    # Cancelled, the player may seek again, and is still never paired with themself.
    assert api_alice.delete(f"{SEEKS}{first['id']}/").status_code == 204
    _seek(api_alice, HACHI)
    assert not Game.objects.exists()
    started = _seek(api_bob, HACHI, status=200)
    assert _players(started["game"]["id"]) == ["alice", "bob"]


def test_cancel_leaves_the_queue_and_a_matched_seek_cannot_be_cancelled(
    api_alice: APIClient, api_bob: APIClient, api_carol: APIClient
) -> None:
    alice = _seek(api_alice, HACHI)
    assert api_alice.delete(f"{SEEKS}{alice['id']}/").status_code == 204
    cancelled = api_alice.get(f"{SEEKS}{alice['id']}/").json()
    assert cancelled["status"] == "cancelled" and cancelled["ended_at"]
    assert api_alice.delete(f"{SEEKS}{alice['id']}/").status_code == 204  # nothing waits: as is
    assert api_alice.get(SEEKS).json()["queues"] == []
    bob = _seek(api_bob, HACHI)
    assert bob["waiting"] == 1  # alice no longer waits
    started = _seek(api_carol, HACHI, status=200)
    assert _players(started["game"]["id"]) == ["bob", "carol"]
    error = assert_api_error(api_bob.delete(f"{SEEKS}{bob['id']}/"), 409, "seek_matched")
    assert str(started["game"]["id"]) in error["message"]
    # Somebody else's seek is not found.
    assert_api_error(api_carol.delete(f"{SEEKS}{bob['id']}/"), 404, "not_found")
    assert_api_error(api_carol.get(f"{SEEKS}{bob['id']}/"), 404, "not_found")


def test_a_seek_expires_after_a_week(alice: User, api_bob: APIClient) -> None:
    long_ago = timezone.now() - SEEK_LIFETIME - timedelta(minutes=1)
    old = seek_services.seek_create(user=alice, game_type="hachi", seats=2, now=long_ago).seek
    shown = client_for(alice).get(f"{SEEKS}{old.pk}/").json()
    assert shown["status"] == "expired" and shown["waiting"] == 0
    bob = _seek(api_bob, HACHI)  # nobody to pair with: alice's seek no longer waits
    assert bob["waiting"] == 1
    assert not Game.objects.exists()
    report = seek_services.seeks_expire(now=timezone.now())
    assert (report.expired, report.deleted) == (1, 0)
    assert Seek.objects.get(pk=old.pk).status == SeekStatus.EXPIRED
    # Alice may seek again at once: her expired seek no longer holds the game type.
    started = _seek(client_for(alice), HACHI, status=200)
    assert _players(started["game"]["id"]) == ["bob", "alice"]
    # Ended seeks go after 30 days.
    later = timezone.now() + seek_services.SEEK_RETENTION + timedelta(days=1)
    assert seek_services.seeks_expire(now=later).deleted == 3


def test_bad_seeks_are_refused_with_their_field_named(api_alice: APIClient) -> None:
    for body, field in (
        ({"game_type": "chess"}, "game_type"),
        ({"game_type": "hachi", "seats": 1}, "seats"),
        ({"game_type": "hachi", "seats": 4}, "seats"),
        ({"game_type": "hachi", "seats": "2"}, "seats"),
        ({"game_type": "hachi", "rated": "yes"}, "rated"),
        ({"game_type": "hachi", "time_per_move": 60}, "time_per_move"),
        ({"game_type": "hachi", "options": {"colour": "red"}}, "colour"),
    ):
        error = assert_api_error(api_alice.post(SEEKS, body, format="json"), 400, "invalid")
        assert field in error["details"], (body, error)
    assert_api_error(api_alice.get(SEEKS, {"game_type": "hachi"}), 400, "invalid")
    assert not Seek.objects.exists()


def test_seeks_are_for_signed_in_players(anonymous: APIClient) -> None:
    assert_api_error(anonymous.get(SEEKS), 401)
    assert_api_error(anonymous.post(SEEKS, HACHI, format="json"), 401)


def test_a_deleted_account_stops_waiting(api_alice: APIClient, api_bob: APIClient) -> None:
    _seek(api_alice, HACHI)
    response = api_alice.delete("/api/v1/me/", {"password": "alice-pw-123!"}, format="json")
    assert response.status_code == 204, response.content
    assert _seek(api_bob, HACHI)["waiting"] == 1
    assert Seek.objects.get(user__username__startswith="deleted-player").status == "cancelled"


def test_the_list_shows_only_my_seeks_and_carries_no_game_state(
    api_alice: APIClient, api_bob: APIClient, carol: User
) -> None:
    _seek(api_alice, HACHI)
    _seek(api_bob, {"game_type": "fast-train"})
    listed = api_alice.get(SEEKS).json()
    assert [s["game_type"] for s in listed["seeks"]] == ["hachi"]
    assert {q["game_type"] for q in listed["queues"]} == {"hachi", "fast-train"}
    started = _seek(client_for(carol), HACHI, status=200)
    assert started["game"]["status"] == GameStatus.ACTIVE
    # A seek names its game and nothing of its state (fetch the game: the rules apply there).
    for seek in api_alice.get(SEEKS).json()["seeks"]:
        assert set(seek) == {
            "id", "game_type", "seats", "rated", "time_per_move", "options", "status",
            "waiting", "created_at", "expires_at", "ended_at", "game",
        }  # fmt: skip


@pytest.mark.parametrize("engine", all_engines(), ids=lambda engine: engine.slug)
def test_the_started_game_in_the_answer_is_what_get_shows_that_player(
    engine: AnyEngine, alice: User, bob: User, carol: User
) -> None:
    """The one answer of this API that carries game state is the game a seek started: exactly
    ``GET /api/v1/games/{id}/`` for the seeker (their own view; the others' hands hidden)."""
    seats = max(2, engine.min_players)
    players = [alice, bob, carol][:seats]
    for user in players[:-1]:
        seek_services.seek_create(user=user, game_type=engine.slug, seats=seats)
    client = client_for(players[-1])
    started = _seek(client, {"game_type": engine.slug, "seats": seats}, status=200)
    game = client.get(f"/api/v1/games/{started['game']['id']}/").json()
    assert started["game"] == game
    assert game["my_seat"] == seats - 1 and game["view"] is not None


def test_every_player_of_the_table_gets_game_started_on_their_webhooks(
    api_alice: APIClient, api_bob: APIClient, alice: User, bob: User
) -> None:
    hooks = {user.username: endpoint_for(user, "https://bots.example/")[0] for user in (alice, bob)}
    _seek(api_alice, HACHI)
    assert all(deliveries(hook) == [] for hook in hooks.values())  # waiting is not an event
    game_id = _seek(api_bob, HACHI, status=200)["game"]["id"]
    for name, hook in hooks.items():
        started = deliveries(hook, "game_started")
        assert [json.loads(d.body)["game"]["id"] for d in started] == [game_id], name


def _queries(client: APIClient, path: str) -> int:
    client.get("/api/v1/me/")  # the token in the cache (for TOKEN_CACHE_SECONDS) before
    with CaptureQueriesContext(connection) as captured:
        assert client.get(path).status_code == 200
    return len(captured)


@pytest.mark.usefixtures("token_cache_live")  # every read below finds the token cached
def test_reading_the_seeks_does_not_grow_with_seeks_or_queues(api_alice: APIClient) -> None:
    seek = _seek(api_alice, HACHI)
    few = (_queries(api_alice, SEEKS), _queries(api_alice, f"{SEEKS}{seek['id']}/"))
    for engine in all_engines():
        if engine.slug != "hachi":
            _seek(api_alice, {"game_type": engine.slug})
    for days in range(1, 9):  # eight more queues of one player each
        other = persona(f"queued{days}")
        seek_services.seek_create(
            user=other, game_type="fast-train", time_per_move=timedelta(days=days + 10)
        )
    many = (_queries(api_alice, SEEKS), _queries(api_alice, f"{SEEKS}{seek['id']}/"))
    listed = api_alice.get(SEEKS).json()
    assert (len(listed["seeks"]), len(listed["queues"])) == (5, 13)
    assert many == few
