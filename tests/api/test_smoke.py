from __future__ import annotations

import pytest


@pytest.mark.django_db
def test_create_join_and_move(api_alice, api_bob) -> None:
    r = api_alice.post("/api/v1/games/", {"game_type": "hachi", "seats": 2}, format="json")
    assert r.status_code == 201, r.json()
    game = r.json()
    assert game["status"] == "open"
    r = api_bob.post(f"/api/v1/games/{game['id']}/join/")
    assert r.status_code == 200, r.json()
    game = r.json()
    assert game["status"] == "active"
    mover = api_alice if 0 in game["to_act"] else api_bob
    legal = mover.get(f"/api/v1/games/{game['id']}/legal-moves/").json()
    r = mover.post(
        f"/api/v1/games/{game['id']}/moves/",
        {"action": legal["actions"][0], "expected_version": legal["version"]},
        format="json",
    )
    assert r.status_code == 201, r.json()
    assert r.json()["version"] == 1
