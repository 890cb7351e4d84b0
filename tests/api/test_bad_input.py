"""Bad input to the API: each answer has a precise code and sentence in the JSON error shape
``{"error": {"code", "message", "details"}}`` (design §5), and NOTHING changes in the database.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from games.models import Game, IdempotencyRecord, Move, Seat
from tests.api.errors import assert_api_error
from tests.api.play import game_body
from tests.factories import client_for, game_started

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("cheap_passwords")]


INVALID_MESSAGE = "The request has invalid or missing fields."


# ----- helpers -------------------------------------------------------------------------------


def _snapshot(game_id: int) -> tuple[Any, ...]:
    game = Game.objects.get(pk=game_id)
    seats = list(
        Seat.objects.filter(game_id=game_id)
        .order_by("index")
        .values_list("index", "user_id", "is_to_act", "deadline_at", "resigned_at")
    )
    return (
        game.version,
        game.status,
        game.state,
        game.to_act,
        game.result,
        seats,
        list(Move.objects.filter(game_id=game_id).values_list("seq", "seat", "action")),
        IdempotencyRecord.objects.count(),
    )


def _raw_post(client: Any, url: str, raw: bytes | str, content_type: str, **extra: Any) -> Any:
    return client.generic("POST", url, raw, content_type=content_type, **extra)


@pytest.fixture
def game(alice: Any, bob: Any, api_bob: Any) -> dict[str, Any]:
    return game_body(api_bob, game_started("hachi", [alice, bob]))


@pytest.fixture
def seats(api_alice: Any, api_bob: Any) -> dict[int, Any]:
    return {0: api_alice, 1: api_bob}


def _mover_and_other(game: dict[str, Any], seats: dict[int, Any]) -> tuple[int, Any, int, Any]:
    (to_act,) = game["to_act"]
    other = 1 - to_act
    return to_act, seats[to_act], other, seats[other]


def _a_legal_action(client: Any, game_id: int) -> dict[str, Any]:
    r = client.get(f"/api/v1/games/{game_id}/legal-moves/")
    assert r.status_code == 200, r.json()
    return r.json()["actions"][0]


# ----- the move body -------------------------------------------------------------------------


def test_malformed_json_is_a_400(game, seats) -> None:
    _seat, mover, _o, _oc = _mover_and_other(game, seats)
    url = f"/api/v1/games/{game['id']}/moves/"
    before = _snapshot(game["id"])
    for raw in ['{"action": {"type": ', "{'action': 1}", "nul", '{"a": 1} trailing', b"\xff\xfe"]:
        r = _raw_post(mover, url, raw, "application/json")
        error = assert_api_error(r, 400, "malformed_request")
        assert error["message"].startswith("The body is not valid JSON: "), error
        assert _snapshot(game["id"]) == before


def test_deeply_nested_json_is_a_400_not_a_crash(game, seats) -> None:
    _seat, mover, _o, _oc = _mover_and_other(game, seats)
    url = f"/api/v1/games/{game['id']}/moves/"
    before = _snapshot(game["id"])
    for opening, closing, depth in [("[", "]", 3000), ('{"a":', "}", 2500)]:
        nested = opening * depth + "1" + closing * depth
        raw = f'{{"action": {{"type": "play_card", "card": {nested}}}, "expected_version": 0}}'
        assert len(raw) < 16 * 1024
        r = _raw_post(mover, url, raw, "application/json")
        error = assert_api_error(r, 400, "malformed_request")
        assert error["message"] == "The body is nested too deeply to be read."
        assert _snapshot(game["id"]) == before


def test_a_body_that_is_not_an_object_is_a_400(game, seats) -> None:
    _seat, mover, _o, _oc = _mover_and_other(game, seats)
    before = _snapshot(game["id"])
    for raw, detail in [
        ("[1, 2]", "Invalid data. Expected a dictionary, but got list."),
        ('"move"', "Invalid data. Expected a dictionary, but got str."),
        ("3", "Invalid data. Expected a dictionary, but got int."),
        ("null", "No data provided"),
    ]:
        r = _raw_post(mover, f"/api/v1/games/{game['id']}/moves/", raw, "application/json")
        error = assert_api_error(r, 400, "invalid")
        assert error["message"] == INVALID_MESSAGE
        assert error["details"] == {"non_field_errors": [detail]}, raw
        assert _snapshot(game["id"]) == before


def test_missing_and_mistyped_fields_are_400_with_details(game, seats) -> None:
    _seat, mover, _o, _oc = _mover_and_other(game, seats)
    gid = game["id"]
    url = f"/api/v1/games/{gid}/moves/"
    action = _a_legal_action(mover, gid)
    required = ["This field is required."]
    not_int = ["A valid integer is required."]
    not_dict = 'Expected a dictionary of items but got type "{}".'
    cases: list[tuple[dict[str, Any], dict[str, Any]]] = [
        ({}, {"action": required, "expected_version": required}),
        ({"expected_version": 0}, {"action": required}),
        ({"action": action}, {"expected_version": required}),
        ({"action": action, "expected_version": "0"}, {"expected_version": not_int}),
        ({"action": action, "expected_version": "3"}, {"expected_version": not_int}),
        ({"action": action, "expected_version": True}, {"expected_version": not_int}),
        ({"action": action, "expected_version": False}, {"expected_version": not_int}),
        ({"action": action, "expected_version": 1.5}, {"expected_version": not_int}),
        ({"action": action, "expected_version": 0.0}, {"expected_version": not_int}),
        ({"action": action, "expected_version": [0]}, {"expected_version": not_int}),
        (
            {"action": action, "expected_version": None},
            {"expected_version": ["This field may not be null."]},
        ),
        (
            {"action": action, "expected_version": -1},
            {"expected_version": ["Ensure this value is greater than or equal to 0."]},
        ),
        ({"action": [action], "expected_version": 0}, {"action": [not_dict.format("list")]}),
        ({"action": "play_card", "expected_version": 0}, {"action": [not_dict.format("str")]}),
        ({"action": 7, "expected_version": 0}, {"action": [not_dict.format("int")]}),
        ({"action": True, "expected_version": 0}, {"action": [not_dict.format("bool")]}),
        ({"action": None, "expected_version": 0}, {"action": ["This field may not be null."]}),
        (
            {"action": "x", "expected_version": "x"},
            {"action": [not_dict.format("str")], "expected_version": not_int},
        ),
    ]
    before = _snapshot(gid)
    for body, details in cases:
        r = mover.post(url, body, format="json")
        error = assert_api_error(r, 400, "invalid")
        assert error["message"] == INVALID_MESSAGE
        assert error["details"] == details, body
        assert _snapshot(gid) == before, body


def test_unknown_action_type_is_a_422(game, seats) -> None:
    _seat, mover, _o, _oc = _mover_and_other(game, seats)
    gid = game["id"]
    before = _snapshot(gid)
    for kind in ["teleport", "roll", "PLAY_CARD", ""]:
        r = mover.post(
            f"/api/v1/games/{gid}/moves/",
            {"action": {"type": kind}, "expected_version": 0},
            format="json",
        )
        error = assert_api_error(r, 422, "unknown_action_type")
        assert error["message"] == (
            f"'{kind}' is not an action of Hachi (known: choose_deck_capture, play_card)."
        )
        assert _snapshot(gid) == before


def test_actions_without_a_string_type_are_422(game, seats) -> None:
    _seat, mover, _o, _oc = _mover_and_other(game, seats)
    gid = game["id"]
    before = _snapshot(gid)
    for action in [{}, {"card": "x"}, {"type": 5}, {"type": None}, {"type": ["play_card"]}]:
        r = mover.post(
            f"/api/v1/games/{gid}/moves/", {"action": action, "expected_version": 0}, format="json"
        )
        error = assert_api_error(r, 422, "malformed_action")
        assert error["message"] == "An action must be a JSON object with a string 'type'."
        assert _snapshot(gid) == before


def test_actions_with_garbage_fields_are_422_illegal(game, seats) -> None:
    _seat, mover, _o, _oc = _mover_and_other(game, seats)
    gid = game["id"]
    legal = _a_legal_action(mover, gid)
    assert legal["type"] == "play_card"  # Hachi: a turn opens by playing a card
    keys_sentence = "A play_card action has exactly the keys card, target, type."
    not_in_hand = "That card is not in your hand."
    wrong_target = (
        "That card has no partner on the field; play it with target null."
        if legal["target"] is None
        else "The target is not a partner of that card on the field."
    )
    cases = [
        ({**legal, "junk": 1}, keys_sentence),
        ({"type": "play_card", "card": legal["card"]}, keys_sentence),
        ({"type": "play_card"}, keys_sentence),
        ({"type": "play_card", "card": "no-such-card", "target": None}, not_in_hand),
        ({"type": "play_card", "card": 12, "target": None}, not_in_hand),
        ({"type": "play_card", "card": {"id": legal["card"]}, "target": None}, not_in_hand),
        ({**legal, "target": "no-such-card"}, wrong_target),
    ]
    before = _snapshot(gid)
    for action, sentence in cases:
        r = mover.post(
            f"/api/v1/games/{gid}/moves/", {"action": action, "expected_version": 0}, format="json"
        )
        error = assert_api_error(r, 422, "illegal_action")
        assert error["message"] == sentence, action
        assert _snapshot(gid) == before, action


def test_an_oversize_body_is_a_413(game, seats) -> None:
    _seat, mover, _o, _oc = _mover_and_other(game, seats)
    gid = game["id"]
    action = _a_legal_action(mover, gid)
    body = {"action": {**action, "pad": "x" * 17_000}, "expected_version": 0}
    raw = json.dumps(body)
    assert len(raw) > 16 * 1024
    before = _snapshot(gid)
    r = _raw_post(mover, f"/api/v1/games/{gid}/moves/", raw, "application/json")
    error = assert_api_error(r, 413, "payload_too_large")
    assert error["message"] == "The request body is larger than 16384 bytes."
    assert _snapshot(gid) == before
    # Just under the limit is parsed (and then refused by the rules, not by size).
    small = json.dumps({"action": {**action, "pad": "x" * 15_000}, "expected_version": 0})
    assert len(small) < 16 * 1024
    r = _raw_post(mover, f"/api/v1/games/{gid}/moves/", small, "application/json")
    assert_api_error(r, 422, "illegal_action")
    assert _snapshot(gid) == before


def test_wrong_content_type_is_a_415(game, seats) -> None:
    _seat, mover, _o, _oc = _mover_and_other(game, seats)
    gid = game["id"]
    action = _a_legal_action(mover, gid)
    body = json.dumps({"action": action, "expected_version": 0})
    before = _snapshot(gid)
    for content_type in ["text/plain", "application/x-www-form-urlencoded", "application/xml"]:
        r = _raw_post(mover, f"/api/v1/games/{gid}/moves/", body, content_type)
        error = assert_api_error(r, 415, "unsupported_media_type")
        assert error["message"] == f'Unsupported media type "{content_type}" in request.'
        assert _snapshot(gid) == before


# ----- who and when --------------------------------------------------------------------------


def test_unknown_and_hidden_games_are_404(game, seats, api_carol, bob) -> None:
    _seat, mover, _o, _oc = _mover_and_other(game, seats)
    action = _a_legal_action(mover, game["id"])
    r = mover.post("/api/v1/games/999999/moves/", {"action": action, "expected_version": 0}, "json")
    error = assert_api_error(r, 404, "not_found")
    assert error["message"] == "There is no game 999999."
    # A private game of others is indistinguishable from a missing one.
    api_bob = client_for(bob)
    r = api_bob.post(
        "/api/v1/games/", {"game_type": "hachi", "seats": 2, "is_public": False}, format="json"
    )
    assert r.status_code == 201
    hidden = r.json()["id"]
    before = _snapshot(hidden)
    r = api_carol.post(
        f"/api/v1/games/{hidden}/moves/", {"action": action, "expected_version": 0}, "json"
    )
    error = assert_api_error(r, 404, "not_found")
    assert error["message"] == f"There is no game {hidden}."
    assert _snapshot(hidden) == before


def test_a_move_out_of_turn_is_a_409(game, seats) -> None:
    _seat, mover, other_seat, other = _mover_and_other(game, seats)
    gid = game["id"]
    assert other.get(f"/api/v1/games/{gid}/legal-moves/").json() == {"version": 0, "actions": []}
    action = _a_legal_action(mover, gid)
    before = _snapshot(gid)
    r = other.post(f"/api/v1/games/{gid}/moves/", {"action": action, "expected_version": 0}, "json")
    error = assert_api_error(r, 409, "not_your_turn")
    assert error["message"] == f"Seat {other_seat} has no decision to make now."
    assert _snapshot(gid) == before


def test_a_stale_version_is_a_409_with_the_current_version(game, seats) -> None:
    _seat, mover, _o, _oc = _mover_and_other(game, seats)
    gid = game["id"]
    action = _a_legal_action(mover, gid)
    before = _snapshot(gid)
    for stale in [1, 5, 10**6]:
        r = mover.post(
            f"/api/v1/games/{gid}/moves/", {"action": action, "expected_version": stale}, "json"
        )
        error = assert_api_error(r, 409, "stale_version")
        assert error["details"] == {"version": 0}
        assert error["message"] == (
            f"The game is at version 0, not {stale}; fetch it again before moving."
        )
        assert _snapshot(gid) == before
    # After one move, the old version 0 is stale.
    r = mover.post(f"/api/v1/games/{gid}/moves/", {"action": action, "expected_version": 0}, "json")
    assert r.status_code == 201, r.json()
    after = _snapshot(gid)
    current = Game.objects.get(pk=gid)
    next_client = seats[current.to_act[0]]
    nxt = _a_legal_action(next_client, gid)
    r = next_client.post(
        f"/api/v1/games/{gid}/moves/", {"action": nxt, "expected_version": 0}, "json"
    )
    error = assert_api_error(r, 409, "stale_version")
    assert error["details"] == {"version": 1}
    assert _snapshot(gid) == after


def test_moves_on_games_not_in_play_are_409(game, seats, api_alice, api_bob) -> None:
    gid = game["id"]
    action = {"type": "play_card", "card": "x", "target": None}
    r = api_alice.post(f"/api/v1/games/{gid}/resign/")
    assert r.status_code == 200, r.json()
    assert r.json()["status"] == "finished"
    before = _snapshot(gid)
    for client in (api_alice, api_bob):
        r = client.post(
            f"/api/v1/games/{gid}/moves/", {"action": action, "expected_version": 0}, "json"
        )
        error = assert_api_error(r, 409, "game_not_active")
        assert error["message"] == "The game is finished; no moves can be made."
        assert _snapshot(gid) == before
    # An open game (waiting for players) takes no moves either.
    r = api_alice.post("/api/v1/games/", {"game_type": "hachi", "seats": 2}, format="json")
    open_id = r.json()["id"]
    before = _snapshot(open_id)
    r = api_alice.post(
        f"/api/v1/games/{open_id}/moves/", {"action": action, "expected_version": 0}, "json"
    )
    error = assert_api_error(r, 409, "game_not_active")
    assert error["message"] == "The game is open; no moves can be made."
    assert _snapshot(open_id) == before


def test_non_members_anonymous_and_bad_tokens(game, seats, api_carol, anonymous) -> None:
    _seat, mover, _o, _oc = _mover_and_other(game, seats)
    gid = game["id"]
    url = f"/api/v1/games/{gid}/moves/"
    body = {"action": _a_legal_action(mover, gid), "expected_version": 0}
    before = _snapshot(gid)

    error = assert_api_error(api_carol.post(url, body, format="json"), 403, "not_a_player")
    assert error["message"] == "You have no seat in this game."
    error = assert_api_error(
        api_carol.get(f"/api/v1/games/{gid}/legal-moves/"), 403, "not_a_player"
    )
    assert error["message"] == "You have no seat in this game."

    r = anonymous.post(url, body, format="json")
    error = assert_api_error(r, 401, "not_authenticated")
    assert error["message"] == "Authentication credentials were not provided."
    assert_api_error(anonymous.get(f"/api/v1/games/{gid}/legal-moves/"), 401, "not_authenticated")

    invalid = "The token is not valid: it was revoked, replaced or expired, or is mistyped."
    how = "send 'Authorization: Bearer <token>' (or 'Token <token>')"
    for header, message in [
        ("Token not-a-real-token", invalid),
        ("Bearer abc", invalid),
        ("Token ", f"The Token header has no token after it; {how}."),
        ("bearer ", f"The bearer header has no token after it; {how}."),
        ("Token a b", f"A token has no spaces: {how} with the token exactly as it was issued."),
        ("Basic YWxpY2U6cHc=", f"The Authorization scheme 'Basic' is not accepted; {how}."),
    ]:
        client = client_for(None)
        client.credentials(HTTP_AUTHORIZATION=header)
        error = assert_api_error(
            client.post(url, body, format="json"), 401, "authentication_failed"
        )
        assert error["message"] == message, header
    assert _snapshot(gid) == before


# ----- creating games ------------------------------------------------------------------------


def _create_counts() -> tuple[int, int, int]:
    return Game.objects.count(), Seat.objects.count(), Move.objects.count()


BAD_CREATES: list[tuple[dict[str, Any], str, dict[str, Any]]] = [
    (
        {"game_type": "hachi", "seats": 2, "options": {"bogus": 1}},
        "'hachi' has no option named 'bogus'.",
        {"bogus": ["'hachi' has no option named 'bogus'."]},
    ),
    (
        {"game_type": "hachi", "seats": 2, "options": {"rounds": 13}},
        "Option 'rounds' must be between 1 and 12.",
        {"rounds": ["Option 'rounds' must be between 1 and 12."]},
    ),
    (
        {"game_type": "hachi", "seats": 2, "options": {"rounds": 0}},
        "Option 'rounds' must be between 1 and 12.",
        {"rounds": ["Option 'rounds' must be between 1 and 12."]},
    ),
    (
        {"game_type": "hachi", "seats": 2, "options": {"rounds": "6"}},
        "Option 'rounds' must be a whole number.",
        {"rounds": ["Option 'rounds' must be a whole number."]},
    ),
    (
        {"game_type": "hachi", "seats": 2, "options": {"rounds": True}},
        "Option 'rounds' must be a whole number.",
        {"rounds": ["Option 'rounds' must be a whole number."]},
    ),
    (
        {"game_type": "hachi", "seats": 2, "options": {"match_mode": "sudden"}},
        "Option 'match_mode' must be one of: streak, fixed, points, victories.",
        {"match_mode": ["Option 'match_mode' must be one of: streak, fixed, points, victories."]},
    ),
    (
        {"game_type": "hachi", "seats": 3},
        "Hachi is played by 2 to 2 players.",
        {"seats": ["Hachi is played by 2 to 2 players."]},
    ),
    (
        {"game_type": "hachi-train", "seats": 2},
        "Hachi Train is played by 3 to 5 players.",
        {"seats": ["Hachi Train is played by 3 to 5 players."]},
    ),
    (
        {"game_type": "chess", "seats": 2},
        "Unknown game type 'chess'.",
        {"game_type": ["Unknown game type 'chess'."]},
    ),
    (
        {"game_type": "hachi", "seats": 2, "bots": ["greedy", "greedy"]},
        "At least one seat must be left for the creator.",
        {},
    ),
    (
        {"game_type": "hachi", "seats": 2, "invite": ["zed"]},
        "No user named zed.",
        {"invite": ["No user named zed."]},
    ),
    (
        {"game_type": "hachi", "seats": 2, "invite": ["alice"]},
        "You cannot invite yourself.",
        {},
    ),
]


def test_bad_create_requests_are_400(api_alice) -> None:
    before = _create_counts()
    for body, message, details in BAD_CREATES:
        r = api_alice.post("/api/v1/games/", body, format="json")
        error = assert_api_error(r, 400, "invalid")
        assert error["message"] == message, body
        assert error["details"] == details, body
        assert _create_counts() == before, body


def test_mistyped_create_fields_are_400_with_field_details(api_alice) -> None:
    required = ["This field is required."]
    not_int = ["A valid integer is required."]
    cases: list[tuple[dict[str, Any], dict[str, Any]]] = [
        ({}, {"game_type": required, "seats": required}),
        ({"game_type": "hachi"}, {"seats": required}),
        ({"game_type": "hachi", "seats": "2"}, {"seats": not_int}),
        ({"game_type": "hachi", "seats": 2.0}, {"seats": not_int}),
        ({"game_type": "hachi", "seats": True}, {"seats": not_int}),
        (
            {"game_type": "hachi", "seats": 0},
            {"seats": ["Ensure this value is greater than or equal to 1."]},
        ),
        (
            {"game_type": "hachi", "seats": 9},
            {"seats": ["Ensure this value is less than or equal to 8."]},
        ),
        ({"game_type": 5, "seats": 2}, {"game_type": ["Not a valid string."]}),
        (
            {"game_type": "hachi", "seats": 2, "options": ["rounds"]},
            {"options": ['Expected a dictionary of items but got type "list".']},
        ),
        (
            {"game_type": "hachi", "seats": 2, "time_per_move": 60},
            {"time_per_move": ["Ensure this value is greater than or equal to 3600."]},
        ),
        (
            {"game_type": "hachi", "seats": 2, "time_per_move": 31 * 86400},
            {"time_per_move": ["Ensure this value is less than or equal to 2592000."]},
        ),
        (
            {"game_type": "hachi", "seats": 2, "is_public": "yes"},
            {"is_public": ["Must be a valid boolean."]},
        ),
        (
            {"game_type": "hachi", "seats": 2, "timeout_policy": "ignore"},
            {"timeout_policy": ['"ignore" is not a valid choice.']},
        ),
        (
            {"game_type": "hachi", "seats": 2, "bots": ["nope"]},
            {"bots.0": ['"nope" is not a valid choice.']},
        ),
        (
            {"game_type": "hachi", "seats": 2, "bots": "greedy"},
            {"bots": ['Expected a list of items but got type "str".']},
        ),
    ]
    before = _create_counts()
    for body, details in cases:
        r = api_alice.post("/api/v1/games/", body, format="json")
        error = assert_api_error(r, 400, "invalid")
        assert error["message"] == INVALID_MESSAGE
        assert error["details"] == details, body
        assert _create_counts() == before, body


def test_unreadable_create_bodies(api_alice) -> None:
    before = _create_counts()
    url = "/api/v1/games/"
    r = _raw_post(api_alice, url, '{"game_type": "hachi", "seats": ', "application/json")
    assert assert_api_error(r, 400, "malformed_request")["message"].startswith(
        "The body is not valid JSON"
    )
    big = json.dumps({"game_type": "hachi", "seats": 2, "options": {"x": "y" * 17_000}})
    r = _raw_post(api_alice, url, big, "application/json")
    assert assert_api_error(r, 413, "payload_too_large")["message"] == (
        "The request body is larger than 16384 bytes."
    )
    r = _raw_post(api_alice, url, "game_type=hachi&seats=2", "application/x-www-form-urlencoded")
    assert_api_error(r, 415, "unsupported_media_type")
    r = _raw_post(api_alice, url, "[" * 3000 + "]" * 3000, "application/json")
    assert assert_api_error(r, 400, "malformed_request")["message"] == (
        "The body is nested too deeply to be read."
    )
    assert _create_counts() == before


def test_anonymous_create_is_401(anonymous) -> None:
    before = _create_counts()
    r = anonymous.post("/api/v1/games/", {"game_type": "hachi", "seats": 2}, format="json")
    assert_api_error(r, 401, "not_authenticated")
    assert _create_counts() == before


# ----- list filters and query parameters -----------------------------------------------------


def test_invalid_list_filters_are_400(api_alice, anonymous, game) -> None:
    cases = [
        ("status=bogus", "'status' must be one of open, active, finished, cancelled."),
        ("status=ACTIVE", "'status' must be one of open, active, finished, cancelled."),
        ("mine=yes", "'mine' must be true or false."),
        ("my_turn=2", "'my_turn' must be true or false."),
    ]
    for query, message in cases:
        error = assert_api_error(api_alice.get(f"/api/v1/games/?{query}"), 400, "invalid")
        assert error["message"] == message, query
    error = assert_api_error(api_alice.get("/api/v1/games/?game_type=chess"), 400, "invalid")
    assert error["message"].startswith("'game_type' must be one of ")
    for slug in ["hachi", "hachi-hachi", "hachi-train", "fast-train"]:
        assert slug in error["message"]
    # The same filters, well formed, are accepted.
    for query in ["status=active", "mine=true", "my_turn=false", "game_type=hachi", "mine=1"]:
        r = api_alice.get(f"/api/v1/games/?{query}")
        assert r.status_code == 200, (query, r.json())
    # Filters on one's own games need a user.
    error = assert_api_error(anonymous.get("/api/v1/games/?mine=true"), 401, "not_authenticated")
    assert error["message"] == "Sign in to filter by your own games."


def test_invalid_since_on_the_move_log_is_400(game, api_alice) -> None:
    for since in ["abc", "1.5", "1e3"]:
        r = api_alice.get(f"/api/v1/games/{game['id']}/moves/?since={since}")
        error = assert_api_error(r, 400, "invalid")
        assert error["message"] == "'since' must be a whole number."


def test_nul_characters_are_refused_not_crashed_on(api_alice, api_bob, game) -> None:
    """PostgreSQL text cannot hold NUL: such input is a 4xx, never a database error."""
    error = assert_api_error(api_bob.get("/api/v1/users/al%00ice/"), 404, "not_found")
    assert error["message"]
    assert api_bob.get("/api/v1/users/alice/").status_code == 200
    before = _create_counts()
    r = api_alice.post(
        "/api/v1/games/", {"game_type": "hachi", "seats": 2, "invite": ["b\x00ob"]}, format="json"
    )
    error = assert_api_error(r, 400, "invalid")
    assert error["details"] == {"invite.0": ["Null characters are not allowed."]}
    assert _create_counts() == before
