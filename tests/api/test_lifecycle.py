"""A game's life over the API: create, list, join, invitations, leave, start, resign, rematch,
the caller's turns and the game types (design §4-§5, option tables of the rules)."""

from __future__ import annotations

import hashlib
import time
from datetime import datetime, timedelta
from typing import Any

import pytest
from django.utils import timezone
from rest_framework.test import APIClient

from games.models import Game, Move
from tests.api.errors import assert_api_error
from tests.factories import client_for

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("cheap_passwords")]

# The option tables of docs/games/*.md (each file's "Options" section):
# slug -> (name, players, defaults).
RULES = {
    "hachi": (
        "Hachi",
        (2, 2),
        {
            "match_mode": "streak",
            "streak_cap": 12,
            "rounds": 6,
            "points_target": 500,
            "victories": 3,
        },
    ),
    "hachi-hachi": (
        "Hachi-Hachi",
        (2, 3),
        {"rounds": 12, "field_carry": "same_kind", "double_eights_bonus": False},
    ),
    "hachi-train": ("Hachi Train", (3, 5), {"insert_mode": "individual", "rounds": 4}),
    "take-the-train": ("Take the Train", (2, 6), {"transfer": False, "match": "single"}),
    "fast-train": ("Fast Train to Miyajima", (1, 8), {"show_solo_challenges": True}),
}


def _create(client: APIClient, game_type: str = "hachi", seats: int = 2, **body: Any) -> Any:
    return client.post(
        "/api/v1/games/", {"game_type": game_type, "seats": seats, **body}, format="json"
    )


def _created(client: APIClient, game_type: str = "hachi", seats: int = 2, **body: Any) -> Any:
    r = _create(client, game_type, seats, **body)
    assert r.status_code == 201, r.json()
    return r.json()


def _post(client: APIClient, game_id: int, action: str) -> Any:
    return client.post(f"/api/v1/games/{game_id}/{action}/")


def _ok(response: Any, status: int = 200) -> Any:
    assert response.status_code == status, response.content
    return response.json()


def _usernames(game: dict[str, Any]) -> list[str | None]:
    return [s["username"] for s in game["seats"]]


def _parse(stamp: str) -> datetime:
    return datetime.fromisoformat(stamp)


def _play_first_legal(client: APIClient, game_id: int) -> dict[str, Any]:
    legal = _ok(client.get(f"/api/v1/games/{game_id}/legal-moves/"))
    body = {"action": legal["actions"][0], "expected_version": legal["version"]}
    return _ok(client.post(f"/api/v1/games/{game_id}/moves/", body, format="json"), 201)


# ----- game types ---------------------------------------------------------------------------


def test_game_types_publish_names_player_counts_and_option_defaults(
    anonymous: APIClient,
) -> None:
    body = _ok(anonymous.get("/api/v1/game-types/"))
    types = {t["slug"]: t for t in body["game_types"]}
    assert set(types) == set(RULES)
    for slug, (name, (low, high), defaults) in RULES.items():
        published = types[slug]
        assert published["name"] == name
        assert (published["min_players"], published["max_players"]) == (low, high)
        options = {o["name"]: o for o in published["options"]}
        for option, default in defaults.items():
            assert options[option]["default"] == default, (slug, option)
        for option in options.values():
            assert {"name", "kind", "default", "description"} <= set(option)
    tables = {o["name"]: o for o in types["fast-train"]["options"]}["distance_tables"]["default"]
    assert set(tables) == {"red", "yellow", "blue", "orange", "green", "purple"}


# ----- create -------------------------------------------------------------------------------


def test_create_fills_option_defaults_and_seats_the_creator(api_alice: APIClient) -> None:
    game = _created(api_alice, "hachi-hachi", 3, options={"rounds": 6})
    assert game["options"] == {
        "rounds": 6,
        "field_carry": "same_kind",
        "double_eights_bonus": False,
    }
    assert game["status"] == "open"
    assert game["version"] == 0
    assert game["my_seat"] == 0
    assert game["created_by"] == "alice"
    assert _usernames(game) == ["alice", None, None]
    assert [s["is_bot"] for s in game["seats"]] == [False, False, False]
    assert game["to_act"] == [] and game["deadlines"] == []
    assert game["view"] is None and game["result"] is None
    assert game["seed"] is None and len(game["seed_hash"]) == 64
    assert game["is_public"] is True
    assert game["time_per_move"] == 3 * 86400
    assert game["timeout_policy"] == "bot"
    assert game["rematch_of"] is None

    plain = _created(api_alice, "hachi")
    assert plain["options"] == RULES["hachi"][2]


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"game_type": "chess", "seats": 2}, "game_type"),
        ({"game_type": "hachi", "seats": 3}, "seats"),
        ({"game_type": "hachi-train", "seats": 2}, "seats"),
        ({"game_type": "hachi-hachi", "seats": 3, "options": {"rounds": 7}}, "rounds"),
        ({"game_type": "hachi", "seats": 2, "options": {"streak_cap": 25}}, "streak_cap"),
        ({"game_type": "hachi", "seats": 2, "options": {"match_mode": "sudden"}}, "match_mode"),
        ({"game_type": "hachi", "seats": 2, "options": {"jokers": True}}, "jokers"),
        ({"game_type": "hachi", "seats": "2"}, "seats"),
        ({"game_type": "hachi", "seats": 2, "time_per_move": 60}, "time_per_move"),
        ({"game_type": "hachi", "seats": 2, "is_public": "no"}, "is_public"),
        ({"game_type": "hachi", "seats": 2, "bots": ["genius"]}, "bots.0"),
        ({"game_type": "hachi", "seats": 2, "invite": ["nobody"]}, "invite"),
        ({"seats": 2}, "game_type"),
    ],
)
def test_create_rejects_bad_requests_with_details(
    api_alice: APIClient, body: dict[str, Any], field: str
) -> None:
    r = api_alice.post("/api/v1/games/", body, format="json")
    error = assert_api_error(r, 400, "invalid")
    assert field in error["details"], error
    assert Game.objects.count() == 0


def test_create_refuses_self_invitation_and_bots_in_every_seat(api_alice: APIClient) -> None:
    assert_api_error(_create(api_alice, invite=["alice"]), 400, "invalid")
    assert_api_error(_create(api_alice, bots=["greedy", "random"]), 400, "invalid")
    assert Game.objects.count() == 0


def test_create_with_bots_fills_the_last_seats(api_alice: APIClient, api_bob: APIClient) -> None:
    game = _created(api_alice, "hachi-hachi", 3, bots=["greedy"])
    assert [(s["is_bot"], s["bot_kind"]) for s in game["seats"]] == [
        (False, None),
        (False, None),
        (True, "greedy"),
    ]
    assert game["status"] == "open"
    joined = _ok(_post(api_bob, game["id"], "join"))
    assert joined["status"] == "active"
    assert _usernames(joined) == ["alice", "bob", None]

    full = _created(api_alice, "hachi", 2, bots=["random"])
    assert full["status"] == "active"  # alice and a bot fill the table: dealt at once
    assert full["started_at"] is not None
    assert isinstance(full["view"], dict)


def test_create_private_game_with_invitations(
    api_alice: APIClient, api_bob: APIClient, api_carol: APIClient
) -> None:
    game = _created(
        api_alice,
        "hachi-hachi",
        3,
        is_public=False,
        invite=["bob", "carol"],
        time_per_move=86400,
        timeout_policy="skip",
    )
    assert game["is_public"] is False
    assert (game["time_per_move"], game["timeout_policy"]) == (86400, "skip")
    assert _ok(api_bob.get(f"/api/v1/games/{game['id']}/"))["my_seat"] is None
    # Invitations do not take seats: the invitees take them by joining.
    assert _usernames(game) == ["alice", None, None]


# ----- list ---------------------------------------------------------------------------------


def test_list_filters(api_alice: APIClient, api_bob: APIClient, api_carol: APIClient) -> None:
    open_hachi = _created(api_alice, "hachi")
    duel = _created(api_alice, "hachi-hachi", 2)
    duel = _ok(_post(api_bob, duel["id"], "join"))
    solo = _created(api_alice, "fast-train", 1)
    carols = _created(api_carol, "fast-train", 2)
    cancelled = _created(api_bob, "hachi")
    _ok(_post(api_bob, cancelled["id"], "leave"))

    def ids(client: APIClient, query: str) -> list[int]:
        body = _ok(client.get(f"/api/v1/games/?{query}"))
        assert body["count"] == len(body["results"])
        return [g["id"] for g in body["results"]]

    everything = [cancelled["id"], carols["id"], solo["id"], duel["id"], open_hachi["id"]]
    assert ids(api_alice, "") == everything  # newest first
    assert ids(api_alice, "status=open") == [carols["id"], open_hachi["id"]]
    assert ids(api_alice, "status=active") == [solo["id"], duel["id"]]
    assert ids(api_alice, "status=cancelled") == [cancelled["id"]]
    assert ids(api_alice, "status=finished") == []
    assert ids(api_alice, "game_type=fast-train") == [carols["id"], solo["id"]]
    assert ids(api_alice, "game_type=hachi&status=open") == [open_hachi["id"]]
    assert ids(api_alice, "mine=true") == [solo["id"], duel["id"], open_hachi["id"]]
    assert ids(api_bob, "mine=true") == [cancelled["id"], duel["id"]]
    assert ids(api_alice, "mine=false") == everything

    alice_turn = [solo["id"]] + ([duel["id"]] if 0 in duel["to_act"] else [])
    bob_turn = [duel["id"]] if 1 in duel["to_act"] else []
    assert ids(api_alice, "my_turn=true") == alice_turn
    assert ids(api_bob, "my_turn=true") == bob_turn
    assert ids(api_carol, "my_turn=true") == []  # her game is still open

    assert_api_error(api_alice.get("/api/v1/games/?status=playing"), 400, "invalid")
    assert_api_error(api_alice.get("/api/v1/games/?mine=maybe"), 400, "invalid")


def test_list_pagination(api_alice: APIClient) -> None:
    made = [_created(api_alice, "fast-train", 1)["id"] for _ in range(5)]
    newest_first = made[::-1]
    page = _ok(api_alice.get("/api/v1/games/?limit=2"))
    assert page["count"] == 5
    assert [g["id"] for g in page["results"]] == newest_first[:2]
    assert page["previous"] is None
    assert "cursor=" in page["next"] and "limit=2" in page["next"]
    second = _ok(api_alice.get(page["next"]))
    assert [g["id"] for g in second["results"]] == newest_first[2:4]
    # The deprecated offset still pages as it did.
    assert _ok(api_alice.get("/api/v1/games/?limit=2&offset=2"))["results"] == second["results"]
    last = _ok(api_alice.get("/api/v1/games/?limit=2&offset=4"))
    assert [g["id"] for g in last["results"]] == newest_first[4:]
    assert last["next"] is None
    assert last["count"] == 5
    # Each item is the full game representation, with the caller's seat.
    item = page["results"][0]
    assert {"id", "game_type", "status", "version", "seats", "my_seat", "to_act"} <= set(item)
    assert {"deadlines", "view", "result", "seed_hash", "seed"} <= set(item)
    assert item["my_seat"] == 0


# ----- join, invitations, leave -------------------------------------------------------------


def test_join_fills_seats_and_starts_when_full(
    api_alice: APIClient, api_bob: APIClient, api_carol: APIClient, dave: Any
) -> None:
    game = _created(api_alice, "hachi-hachi", 3)
    after_bob = _ok(_post(api_bob, game["id"], "join"))
    assert after_bob["status"] == "open"
    assert after_bob["my_seat"] == 1
    assert _usernames(after_bob) == ["alice", "bob", None]
    assert_api_error(_post(api_bob, game["id"], "join"), 409, "already_joined")
    assert_api_error(_post(api_alice, game["id"], "join"), 409, "already_joined")

    started = _ok(_post(api_carol, game["id"], "join"))
    assert started["status"] == "active"
    assert started["my_seat"] == 2
    assert started["started_at"] is not None
    assert len(started["to_act"]) == 1
    assert isinstance(started["view"], dict) and "you" in started["view"]

    r = _post(client_for(dave), game["id"], "join")  # every seat is taken: the game is under way
    assert assert_api_error(r, 409)["code"] in {"game_full", "not_open"}
    assert_api_error(_post(api_carol, game["id"], "join"), 409, "not_open")


def test_invitation_accept_by_joining_and_decline(
    api_alice: APIClient, api_bob: APIClient, api_carol: APIClient
) -> None:
    game = _created(api_alice, "hachi-hachi", 3, is_public=False, invite=["bob", "carol"])
    joined = _ok(_post(api_bob, game["id"], "join"))
    assert joined["my_seat"] == 1
    r = _post(api_carol, game["id"], "decline")
    assert r.status_code == 204, r.content
    assert_api_error(
        _post(api_carol, game["id"], "decline"), 404, "not_found"
    )  # nothing pending now
    assert_api_error(_post(api_bob, game["id"], "decline"), 404, "not_found")  # accepted already
    still = _ok(api_alice.get(f"/api/v1/games/{game['id']}/"))
    assert still["status"] == "open"
    assert _usernames(still) == ["alice", "bob", None]


def test_leave_before_start(api_alice: APIClient, api_bob: APIClient, api_carol: APIClient) -> None:
    game = _created(api_alice, "hachi-hachi", 3)
    _ok(_post(api_bob, game["id"], "join"))
    left = _ok(_post(api_bob, game["id"], "leave"))
    assert left["status"] == "open"
    assert left["my_seat"] is None
    assert _usernames(left) == ["alice", None, None]
    assert_api_error(_post(api_bob, game["id"], "leave"), 403, "not_a_player")
    assert _ok(_post(api_carol, game["id"], "join"))["my_seat"] == 1  # the seat is free again

    cancelled = _ok(_post(api_alice, game["id"], "leave"))
    assert cancelled["status"] == "cancelled"
    assert cancelled["finished_at"] is not None
    assert_api_error(_post(api_bob, game["id"], "join"), 409, "not_open")
    still_open = _ok(api_carol.get("/api/v1/games/?status=open"))["results"]
    assert game["id"] not in [g["id"] for g in still_open]


def test_leave_after_start_is_refused(api_alice: APIClient, api_bob: APIClient) -> None:
    game = _created(api_alice)
    _ok(_post(api_bob, game["id"], "join"))
    for client in (api_alice, api_bob):
        assert_api_error(_post(client, game["id"], "leave"), 409, "already_started")
    assert _ok(api_alice.get(f"/api/v1/games/{game['id']}/"))["status"] == "active"


# ----- start --------------------------------------------------------------------------------


def test_creator_starts_with_fewer_players(
    api_alice: APIClient, api_bob: APIClient, api_carol: APIClient
) -> None:
    game = _created(api_alice, "hachi-train", 5, bots=["greedy"])
    _ok(_post(api_bob, game["id"], "join"))
    assert_api_error(_post(api_bob, game["id"], "start"), 403, "forbidden")

    started = _ok(_post(api_alice, game["id"], "start"))
    assert started["status"] == "active"
    assert [(s["index"], s["username"], s["is_bot"]) for s in started["seats"]] == [
        (0, "alice", False),
        (1, "bob", False),
        (2, None, True),
    ]
    assert started["view"] is not None
    assert len(started["to_act"]) == 1
    assert started["options"] == RULES["hachi-train"][2]
    assert_api_error(_post(api_alice, game["id"], "start"), 409, "already_started")
    assert_api_error(_post(api_carol, game["id"], "join"), 409, "not_open")
    # bob's own view is the one of seat 1 of a three-player table.
    assert _ok(api_bob.get(f"/api/v1/games/{game['id']}/"))["my_seat"] == 1


def test_start_needs_the_minimum_number_of_players(api_alice: APIClient) -> None:
    game = _created(api_alice, "hachi-hachi", 3)
    assert_api_error(_post(api_alice, game["id"], "start"), 409, "not_enough_players")
    assert _ok(api_alice.get(f"/api/v1/games/{game['id']}/"))["status"] == "open"


# ----- resign -------------------------------------------------------------------------------


def test_resign_with_two_players_ends_the_game(api_alice: APIClient, api_bob: APIClient) -> None:
    game = _ok(_post(api_bob, _created(api_alice)["id"], "join"))
    finished = _ok(_post(api_alice, game["id"], "resign"))
    assert finished["status"] == "finished"
    assert finished["finished_at"] is not None
    assert finished["result"]["winners"] == [1]
    assert finished["result"]["ranks"] == [2, 1]
    assert finished["to_act"] == [] and finished["deadlines"] == []
    assert finished["seed"] is not None
    assert hashlib.sha256(finished["seed"].encode()).hexdigest() == finished["seed_hash"]
    assert finished["seed_hash"] == game["seed_hash"]
    assert [s["resigned"] for s in finished["seats"]] == [True, False]

    assert_api_error(_post(api_bob, game["id"], "resign"), 409, "game_not_active")
    assert_api_error(_post(api_alice, game["id"], "resign"), 409, "game_not_active")
    assert _ok(api_bob.get(f"/api/v1/games/{game['id']}/legal-moves/"))["actions"] == []
    # After the end the move log is complete and the game is in the profiles.
    assert _ok(api_bob.get("/api/v1/users/bob/"))["stats"] == [
        {"game_type": "hachi", "played": 1, "won": 1, "average_score": 0.0, "average_rank": 1.0}
    ]


def test_resign_before_the_start_is_refused(api_alice: APIClient) -> None:
    game = _created(api_alice, "hachi-hachi", 3)
    assert_api_error(_post(api_alice, game["id"], "resign"), 409, "game_not_active")


@pytest.mark.django_db(transaction=True)
def test_resign_with_three_players_a_bot_plays_on_and_the_resigner_ranks_last(
    celery_worker: Any, api_alice: APIClient
) -> None:
    game = _created(api_alice, "hachi-train", 3, bots=["greedy", "random"], options={"rounds": 1})
    assert game["status"] == "active"
    resigned = _ok(_post(api_alice, game["id"], "resign"))
    assert resigned["status"] == "active"  # two seats still play
    assert resigned["seats"][0]["resigned"] is True
    assert resigned["seats"][0]["is_bot"] is True
    assert_api_error(_post(api_alice, game["id"], "resign"), 409, "game_not_active")
    resigned_at = Game.objects.get(pk=game["id"]).seats.get(index=0).resigned_at

    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        now = _ok(api_alice.get(f"/api/v1/games/{game['id']}/"))
        if now["status"] == "finished":
            break
        time.sleep(0.2)
    assert now["status"] == "finished", now["version"]
    result = now["result"]
    assert result["ranks"][0] == 3  # the resigner is last, whatever its bot scored
    # The two seats still playing rank 1 and 2 among themselves by score (ties share).
    (b, b_score), (c, c_score) = [(i, result["scores"][i]) for i in (1, 2)]
    expected = {b: 1 + (c_score > b_score), c: 1 + (b_score > c_score)}
    assert {1: result["ranks"][1], 2: result["ranks"][2]} == expected
    assert result["winners"] == [i for i in (1, 2) if expected[i] == 1]
    assert now["seed"] is not None
    seat0_after = Move.objects.filter(game_id=game["id"], seat=0, created_at__gt=resigned_at)
    assert seat0_after.exists()
    assert all(m.by_bot for m in seat0_after)
    log = _ok(api_alice.get(f"/api/v1/games/{game['id']}/moves/?since=0"))
    assert [m["seq"] for m in log["moves"]][:1] == [1]


# ----- rematch ------------------------------------------------------------------------------


def test_rematch_after_the_end(
    api_alice: APIClient, api_bob: APIClient, api_carol: APIClient
) -> None:
    first = _created(
        api_alice,
        "hachi",
        options={"match_mode": "fixed", "rounds": 2},
        is_public=False,
        invite=["bob"],
    )
    assert_api_error(_post(api_alice, first["id"], "rematch"), 409, "game_not_active")  # still open
    _ok(_post(api_bob, first["id"], "join"))
    assert_api_error(
        _post(api_bob, first["id"], "rematch"), 409, "game_not_active"
    )  # still in play
    _ok(_post(api_bob, first["id"], "resign"))

    again = _ok(_post(api_bob, first["id"], "rematch"), 201)
    assert again["id"] != first["id"]
    assert again["rematch_of"] == first["id"]
    assert again["game_type"] == "hachi"
    assert again["options"] == {
        "match_mode": "fixed",
        "rounds": 2,
        "streak_cap": 12,
        "points_target": 500,
        "victories": 3,
    }
    assert again["created_by"] == "bob"
    assert again["my_seat"] == 0
    assert again["status"] == "open"
    assert again["seed_hash"] != first["seed_hash"]
    assert again["is_public"] is False
    assert_api_error(
        _post(api_carol, first["id"], "rematch"), 404, "not_found"
    )  # private: not hers
    assert_api_error(api_carol.get(f"/api/v1/games/{again['id']}/"), 404, "not_found")
    # alice (the other player) is invited to the private rematch and starts it by joining.
    assert again["id"] in [g["id"] for g in _ok(api_alice.get("/api/v1/games/"))["results"]]
    started = _ok(_post(api_alice, again["id"], "join"))
    assert started["status"] == "active"
    assert _usernames(started) == ["bob", "alice"]


# ----- turns and deadlines ------------------------------------------------------------------


def test_my_turns_most_urgent_first(api_alice: APIClient, api_bob: APIClient) -> None:
    before = timezone.now()
    two_days = _created(api_alice, "fast-train", 1, time_per_move=2 * 86400)
    one_hour = _created(api_alice, "fast-train", 1, time_per_move=3600)
    five_days = _created(api_alice, "fast-train", 1, time_per_move=5 * 86400)
    _created(api_alice, "hachi")  # open: nobody's turn
    bobs = _created(api_bob, "fast-train", 1)  # bob's turn, not alice's
    after = timezone.now()

    turns = _ok(api_alice.get("/api/v1/me/turns/"))["turns"]
    assert [t["game"] for t in turns] == [one_hour["id"], two_days["id"], five_days["id"]]
    for turn, seconds in zip(turns, (3600, 2 * 86400, 5 * 86400), strict=True):
        assert turn["game_type"] == "fast-train"
        assert turn["seat"] == 0
        assert turn["version"] == 0
        at = _parse(turn["deadline_at"])
        assert before + timedelta(seconds=seconds) <= at <= after + timedelta(seconds=seconds)
    assert [t["game"] for t in _ok(api_bob.get("/api/v1/me/turns/"))["turns"]] == [bobs["id"]]

    # A finished game leaves the list.
    _ok(_post(api_alice, one_hour["id"], "resign"))
    turns = _ok(api_alice.get("/api/v1/me/turns/"))["turns"]
    assert [t["game"] for t in turns] == [two_days["id"], five_days["id"]]


def test_deadlines_for_every_seat_to_act(
    api_alice: APIClient, api_bob: APIClient, api_carol: APIClient
) -> None:
    game = _created(api_alice, "fast-train", 3, time_per_move=86400)
    _ok(_post(api_bob, game["id"], "join"))
    started = _ok(_post(api_carol, game["id"], "join"))
    clients = {0: api_alice, 1: api_bob, 2: api_carol}
    assert len(started["to_act"]) == 1
    assert [d["seat"] for d in started["deadlines"]] == started["to_act"]
    start = _parse(started["started_at"])
    first_deadline = _parse(started["deadlines"][0]["deadline_at"])
    assert timedelta(seconds=86400) <= first_deadline - start <= timedelta(seconds=86400 + 60)

    # The active player rolls a die; then every player loads it at the same time.
    rolled = _play_first_legal(clients[started["to_act"][0]], game["id"])
    assert rolled["to_act"] == [0, 1, 2]
    assert [d["seat"] for d in rolled["deadlines"]] == [0, 1, 2]
    for seat, client in clients.items():
        turns = _ok(client.get("/api/v1/me/turns/"))["turns"]
        assert [(t["game"], t["seat"], t["version"]) for t in turns] == [(game["id"], seat, 1)]
        mine = _ok(client.get(f"/api/v1/games/{game['id']}/"))
        assert mine["my_seat"] == seat
        assert mine["deadlines"] == rolled["deadlines"]


def test_a_resigned_seat_is_no_longer_the_players_turn(
    api_alice: APIClient, api_bob: APIClient, api_carol: APIClient
) -> None:
    """After resigning from a three-player game a bot plays the seat: the game leaves the
    resigner's turns and my_turn list, and stays in the others'."""
    game = _created(api_alice, "fast-train", 3)
    _ok(_post(api_bob, game["id"], "join"))
    started = _ok(_post(api_carol, game["id"], "join"))
    clients = {0: api_alice, 1: api_bob, 2: api_carol}
    rolled = _play_first_legal(clients[started["to_act"][0]], game["id"])
    assert rolled["to_act"] == [0, 1, 2]  # everyone loads the die
    assert [t["game"] for t in _ok(api_alice.get("/api/v1/me/turns/"))["turns"]] == [game["id"]]

    after = _ok(_post(api_alice, game["id"], "resign"))
    assert after["status"] == "active"
    assert _ok(api_alice.get("/api/v1/me/turns/"))["turns"] == []
    assert _ok(api_alice.get("/api/v1/games/?my_turn=true"))["results"] == []
    assert _ok(api_alice.get("/api/v1/games/?mine=true"))["count"] == 1
    for client in (api_bob, api_carol):
        assert [t["game"] for t in _ok(client.get("/api/v1/me/turns/"))["turns"]] == [game["id"]]
        assert _ok(client.get("/api/v1/games/?my_turn=true"))["count"] == 1
    assert_api_error(
        api_alice.post(
            f"/api/v1/games/{game['id']}/moves/",
            {"action": {"type": "load"}, "expected_version": 1},
            format="json",
        ),
        409,
        "resigned",
    )
