"""`details` of an error has one shape: for `invalid`, each field (a nested one by its dotted
path) with the list of its messages; other codes add the documented keys of their own."""

from __future__ import annotations

from typing import Any

import pytest
from rest_framework.test import APIClient

from tests.api.errors import assert_api_error

pytestmark = pytest.mark.django_db


def _invalid(response: Any) -> dict[str, list[str]]:
    details = assert_api_error(response, 400, "invalid")["details"]
    for field, messages in details.items():
        assert isinstance(field, str)
        assert isinstance(messages, list) and messages, (field, messages)
        assert all(isinstance(m, str) and m for m in messages), (field, messages)
    return dict(details)


def test_a_missing_field_names_it_with_its_messages(api_alice: APIClient) -> None:
    details = _invalid(api_alice.post("/api/v1/games/", {"seats": 2}, format="json"))
    assert list(details) == ["game_type"]


def test_an_unknown_game_type_is_a_field_message_not_the_value(api_alice: APIClient) -> None:
    body = {"game_type": "chess", "seats": 2}
    details = _invalid(api_alice.post("/api/v1/games/", body, format="json"))
    assert details == {"game_type": ["Unknown game type 'chess'."]}


def test_a_bad_option_and_a_bad_seat_count_are_field_messages(api_alice: APIClient) -> None:
    body = {"game_type": "hachi", "seats": 2, "options": {"rounds": "many"}}
    assert list(_invalid(api_alice.post("/api/v1/games/", body, format="json"))) == ["rounds"]
    body = {"game_type": "hachi", "seats": 7}
    assert list(_invalid(api_alice.post("/api/v1/games/", body, format="json"))) == ["seats"]


def test_unknown_invitees_are_one_message_of_the_field(api_alice: APIClient) -> None:
    body = {"game_type": "hachi", "seats": 2, "invite": ["nobody-here"]}
    details = _invalid(api_alice.post("/api/v1/games/", body, format="json"))
    assert details == {"invite": ["No user named nobody-here."]}


def test_a_bad_item_of_a_list_is_named_by_its_path(api_alice: APIClient) -> None:
    body = {"game_type": "hachi", "seats": 2, "bots": ["greedy", "clever"]}
    details = _invalid(api_alice.post("/api/v1/games/", body, format="json"))
    assert list(details) == ["bots.1"]


def test_an_unknown_time_zone_is_a_field_message(api_alice: APIClient) -> None:
    response = api_alice.patch("/api/v1/me/preferences/", {"timezone": "Mars/Olympus"}, "json")
    assert list(_invalid(response)) == ["timezone"]
    assert "Mars/Olympus" not in response.json()["error"]["details"]["timezone"][0]


def test_a_body_that_is_not_an_object_is_a_non_field_message(api_alice: APIClient) -> None:
    details = _invalid(api_alice.post("/api/v1/games/", [1, 2], format="json"))
    assert list(details) == ["non_field_errors"]
