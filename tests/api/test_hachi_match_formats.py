"""Hachi's points and victories matches through the public API: the game types list them, a
client creates and plays each to its end, and out-of-range numbers are refused by name."""

from __future__ import annotations

import random
from typing import Any

import pytest
from rest_framework.test import APIClient

from tests.api.errors import assert_api_error
from tests.api.play import GAMES, open_table, play_to_end

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("cheap_passwords")]


def test_game_types_publish_the_modes_and_their_numbers(anonymous: APIClient) -> None:
    response = anonymous.get("/api/v1/game-types/")
    assert response.status_code == 200
    hachi = next(t for t in response.json()["game_types"] if t["slug"] == "hachi")
    options = {option["name"]: option for option in hachi["options"]}
    assert options["match_mode"]["choices"] == ["streak", "fixed", "points", "victories"]
    assert options["match_mode"]["default"] == "streak"
    target, wins = options["points_target"], options["victories"]
    assert (target["kind"], target["default"], target["minimum"], target["maximum"]) == (
        "int",
        500,
        100,
        1000,
    )
    assert (wins["kind"], wins["default"], wins["minimum"], wins["maximum"]) == ("int", 3, 1, 7)


def _played(clients: list[APIClient], options: dict[str, Any]) -> dict[str, Any]:
    table = open_table(clients, "hachi", options)
    assert table.game["options"]["match_mode"] == options["match_mode"]
    view = table.game["view"]
    assert view["options"] == table.game["options"] and view["round_wins"] == [0, 0]
    return play_to_end(table, random.Random(options["match_mode"]))


def test_a_points_game_created_and_played_to_its_target(
    api_alice: APIClient, api_bob: APIClient
) -> None:
    game = _played([api_alice, api_bob], {"match_mode": "points", "points_target": 100})
    assert game["options"] == {
        "match_mode": "points",
        "streak_cap": 12,
        "rounds": 6,
        "points_target": 100,
        "victories": 3,
    }
    assert game["status"] == "finished"
    detail = game["result"]["detail"]
    assert detail["match_mode"] == "points" and detail["decided_by"] == "points"
    totals = detail["cumulative"]
    winner = detail["winner"]
    assert totals[winner] >= 100 and totals[winner] > totals[1 - winner]
    assert game["result"]["winners"] == [winner] and game["result"]["scores"] == totals
    assert game["view"]["decided_by"] == "points" and game["view"]["match_winner"] == winner


def test_a_victories_game_created_and_played_to_its_wins(
    api_alice: APIClient, api_bob: APIClient
) -> None:
    game = _played([api_alice, api_bob], {"match_mode": "victories", "victories": 1})
    assert game["options"]["victories"] == 1
    assert game["status"] == "finished"
    detail = game["result"]["detail"]
    assert detail["match_mode"] == "victories" and detail["decided_by"] == "victories"
    winner = detail["winner"]
    assert detail["round_wins"][winner] == 1 and detail["round_wins"][1 - winner] == 0
    assert detail["rounds"][-1]["winner"] == winner
    assert all(r["winner"] is None for r in detail["rounds"][:-1])  # only draws before
    assert game["result"]["winners"] == [winner]
    assert game["view"]["round_wins"] == detail["round_wins"]


@pytest.mark.parametrize(
    ("options", "field", "message"),
    [
        (
            {"match_mode": "points", "points_target": 50},
            "points_target",
            "Option 'points_target' must be between 100 and 1000.",
        ),
        (
            {"match_mode": "victories", "victories": 8},
            "victories",
            "Option 'victories' must be between 1 and 7.",
        ),
    ],
)
def test_numbers_out_of_range_are_refused_by_name(
    api_alice: APIClient, options: dict[str, Any], field: str, message: str
) -> None:
    response = api_alice.post(
        GAMES, {"game_type": "hachi", "seats": 2, "options": options}, format="json"
    )
    error = assert_api_error(response, 400)
    assert error["message"] == message
    assert error["details"] == {field: [message]}
