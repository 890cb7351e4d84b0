"""A declined invitation no longer opens a private game: the invitee who declined can
neither read it (API, page) nor join it; a pending invitee still can."""

from __future__ import annotations

from typing import Any

import pytest

from games import services
from tests.api.errors import assert_api_error
from tests.factories import client_for, signed_in

pytestmark = pytest.mark.django_db


@pytest.fixture
def private_game(alice: Any, bob: Any, carol: Any) -> int:
    game = services.game_create(
        creator=alice, game_type="hachi-hachi", seats=3, is_public=False, invite=["bob", "carol"]
    )
    return game.pk


def test_a_declined_invitee_cannot_read_or_join(private_game: int, bob: Any, carol: Any) -> None:
    bobs = client_for(bob)
    assert bobs.get(f"/api/v1/games/{private_game}/").status_code == 200
    assert bobs.post(f"/api/v1/games/{private_game}/decline/").status_code in (200, 204)

    read = bobs.get(f"/api/v1/games/{private_game}/")
    assert_api_error(read, 404, "not_found")
    joined = bobs.post(f"/api/v1/games/{private_game}/join/")
    assert_api_error(joined, 404, "not_found")
    assert bobs.get(f"/api/v1/games/{private_game}/moves/").status_code == 404
    assert private_game not in [g["id"] for g in bobs.get("/api/v1/games/").json()["results"]]
    page = signed_in(bob)
    assert page.get(f"/games/{private_game}/").status_code == 404

    # Carol's invitation still stands: she reads and joins.
    carols = client_for(carol)
    assert carols.get(f"/api/v1/games/{private_game}/").status_code == 200
    assert carols.post(f"/api/v1/games/{private_game}/join/").status_code == 200
