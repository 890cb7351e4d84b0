"""A list given a query parameter it does not take answers 400 and names it."""

from __future__ import annotations

import pytest

from tests.api.errors import assert_api_error


@pytest.mark.parametrize(
    ("path", "takes"),
    [
        ("/api/v1/games/", "cursor, expand, game_type, limit, mine, my_turn, offset, status"),
        ("/api/v1/me/turns/", "cursor, limit"),
        ("/api/v1/me/invitations/", "cursor, limit"),
        ("/api/v1/me/tokens/", "cursor, limit"),
    ],
)
def test_a_misspelt_filter_is_refused_not_ignored(api_alice, path, takes, db):
    r = api_alice.get(path, {"stauts": "open"})

    error = assert_api_error(r, 400, "invalid")
    assert error["message"] == f"Unknown query parameter 'stauts'; this list takes: {takes}."
    assert error["details"] == {"stauts": ["Unknown query parameter."]}


def test_the_move_log_takes_since_and_its_page_only(api_alice, db):
    game = api_alice.post("/api/v1/games/", {"game_type": "hachi", "seats": 2}, format="json")
    url = f"/api/v1/games/{game.json()['id']}/moves/"

    assert api_alice.get(url, {"since": 0, "limit": 5}).status_code == 200
    assert api_alice.get(url, {"since": 0, "order": "desc"}).status_code == 400


def test_known_filters_and_the_format_override_still_work(api_alice, db):
    r = api_alice.get("/api/v1/games/", {"status": "open", "mine": "true", "format": "json"})
    assert r.status_code == 200
