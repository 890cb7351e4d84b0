"""Idempotency-Key on POST /api/v1/games/{id}/moves/ (design §4 step 3, §5).

A retried POST with the same key and the same body answers the stored response (201, same
body, ``Idempotent-Replayed: true``) and is applied once; the same key with another request is
a 422 ``idempotency_key_reused`` that changes nothing; keys belong to one user.
"""

from __future__ import annotations

from typing import Any

import pytest

from games.models import Game, IdempotencyRecord, Move
from tests.api.errors import assert_api_error
from tests.api.play import game_body
from tests.factories import game_started

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("cheap_passwords")]


@pytest.fixture
def game(alice: Any, bob: Any, api_bob: Any) -> dict[str, Any]:
    """A Hachi game of alice and bob, as bob reads it."""
    return game_body(api_bob, game_started("hachi", [alice, bob]))


def _mover(game: dict[str, Any], clients: dict[int, Any]) -> Any:
    (seat,) = game["to_act"]
    return clients[seat]


def _legal(client: Any, game_id: int) -> dict[str, Any]:
    r = client.get(f"/api/v1/games/{game_id}/legal-moves/")
    assert r.status_code == 200, r.json()
    assert r.json()["actions"], "the seat to act has legal actions"
    return r.json()


def _post(client: Any, game_id: int, body: Any, key: str | None) -> Any:
    headers = {"Idempotency-Key": key} if key is not None else {}
    return client.post(f"/api/v1/games/{game_id}/moves/", body, format="json", headers=headers)


def _snapshot(game_id: int) -> tuple[Any, ...]:
    game = Game.objects.get(pk=game_id)
    return (
        game.version,
        game.status,
        game.state,
        game.to_act,
        Move.objects.filter(game_id=game_id).count(),
        IdempotencyRecord.objects.count(),
    )


def test_retry_with_the_same_key_and_body_replays_the_stored_answer(
    game, api_alice, api_bob
) -> None:
    gid = game["id"]
    mover = _mover(game, {0: api_alice, 1: api_bob})
    legal = _legal(mover, gid)
    body = {"action": legal["actions"][0], "expected_version": 0}

    first = _post(mover, gid, body, "move-0001")
    assert first.status_code == 201, first.json()
    assert "Idempotent-Replayed" not in first.headers
    assert first.json()["version"] == 1
    after_first = _snapshot(gid)
    assert after_first[0] == 1 and after_first[4] == 1

    for _retry in range(2):
        again = _post(mover, gid, body, "move-0001")
        assert again.status_code == 201, again.json()
        assert again.headers["Idempotent-Replayed"] == "true"
        assert again.json() == first.json()
        assert _snapshot(gid) == after_first  # applied once

    # The game moves on; a late retry still gets the first answer, not the current game.
    game = Game.objects.get(pk=gid)
    next_mover = {0: api_alice, 1: api_bob}[game.to_act[0]]
    nxt = _legal(next_mover, gid)
    r = _post(next_mover, gid, {"action": nxt["actions"][0], "expected_version": 1}, None)
    assert r.status_code == 201, r.json()
    assert r.json()["version"] == 2
    late = _post(mover, gid, body, "move-0001")
    assert late.status_code == 201
    assert late.headers["Idempotent-Replayed"] == "true"
    assert late.json() == first.json()
    assert late.json()["version"] == 1
    assert Game.objects.get(pk=gid).version == 2
    assert Move.objects.filter(game_id=gid).count() == 2


def test_same_key_with_another_body_is_rejected_and_changes_nothing(
    game, api_alice, api_bob
) -> None:
    gid = game["id"]
    clients = {0: api_alice, 1: api_bob}
    mover = _mover(game, clients)
    legal = _legal(mover, gid)
    first = _post(mover, gid, {"action": legal["actions"][0], "expected_version": 0}, "k-1")
    assert first.status_code == 201, first.json()
    before = _snapshot(gid)

    other_bodies = [
        # another version number
        {"action": legal["actions"][0], "expected_version": 1},
        # an action the engine would refuse
        {"action": {"type": "nonsense"}, "expected_version": 0},
    ]
    if len(legal["actions"]) > 1:
        other_bodies.append({"action": legal["actions"][1], "expected_version": 0})
    # The mover's next legal move (if still theirs), valid on its own, is still refused.
    current = Game.objects.get(pk=gid)
    if mover is clients[current.to_act[0]]:
        nxt = _legal(mover, gid)
        other_bodies.append({"action": nxt["actions"][0], "expected_version": 1})
    for body in other_bodies:
        r = _post(mover, gid, body, "k-1")
        error = assert_api_error(r, 422, "idempotency_key_reused")
        assert error["message"] == "This Idempotency-Key was used with a different request."
        assert "Idempotent-Replayed" not in r.headers
        assert _snapshot(gid) == before


def test_a_key_belongs_to_one_user(game, api_alice, api_bob) -> None:
    gid = game["id"]
    clients = {0: api_alice, 1: api_bob}
    version = 0
    seen_movers: set[int] = set()
    # Play until both players have moved, every move under the SAME key string.
    while len(seen_movers) < 2:
        current = Game.objects.get(pk=gid)
        seat = current.to_act[0]
        client = clients[seat]
        legal = _legal(client, gid)
        body = {"action": legal["actions"][0], "expected_version": version}
        r = _post(client, gid, body, "shared-key")
        if seat in seen_movers:
            # The same user again with the same key and another body: refused.
            assert_api_error(r, 422, "idempotency_key_reused")
            r = _post(client, gid, body, None)
            assert r.status_code == 201, r.json()
        else:
            # The first use of the key by this user: applied, not a replay of the other's.
            assert r.status_code == 201, r.json()
            assert "Idempotent-Replayed" not in r.headers
            seen_movers.add(seat)
        version += 1
        assert r.json()["version"] == version
        assert Game.objects.get(pk=gid).version == version
    assert Move.objects.filter(game_id=gid).count() == version
    assert IdempotencyRecord.objects.filter(key="shared-key").count() == 2


def test_same_key_and_body_in_another_game_is_not_a_replay(api_alice) -> None:
    """The key names one request: the same body posted to another game is another request."""
    ids = []
    for _ in range(2):
        r = api_alice.post("/api/v1/games/", {"game_type": "fast-train", "seats": 1}, format="json")
        assert r.status_code == 201, r.json()
        assert r.json()["status"] == "active" and r.json()["to_act"] == [0]
        ids.append(r.json()["id"])
    one, two = ids
    body = {"action": _legal(api_alice, one)["actions"][0], "expected_version": 0}
    assert body["action"] in _legal(api_alice, two)["actions"]
    r = _post(api_alice, one, body, "game-key")
    assert r.status_code == 201, r.json()
    assert r.json()["id"] == one
    before_two = _snapshot(two)[:5]

    r = _post(api_alice, two, body, "game-key")
    assert_api_error(r, 422, "idempotency_key_reused")
    assert "Idempotent-Replayed" not in r.headers
    assert _snapshot(two)[:5] == before_two
    assert _snapshot(one)[0] == 1


@pytest.mark.parametrize("length", [129, 500])
def test_an_over_long_key_is_a_400(game, api_alice, api_bob, length: int) -> None:
    gid = game["id"]
    mover = _mover(game, {0: api_alice, 1: api_bob})
    legal = _legal(mover, gid)
    body = {"action": legal["actions"][0], "expected_version": 0}
    before = _snapshot(gid)
    r = _post(mover, gid, body, "k" * length)
    error = assert_api_error(r, 400, "invalid")
    assert error["message"] == "The Idempotency-Key must be 1-128 characters."
    assert _snapshot(gid) == before
    # The longest allowed key works.
    r = _post(mover, gid, body, "k" * 128)
    assert r.status_code == 201, r.json()
    assert Game.objects.get(pk=gid).version == 1


def test_a_key_with_control_characters_is_a_400(game, api_alice, api_bob) -> None:
    gid = game["id"]
    mover = _mover(game, {0: api_alice, 1: api_bob})
    body = {"action": _legal(mover, gid)["actions"][0], "expected_version": 0}
    before = _snapshot(gid)
    for key in ["k\x00k", "tab\there", "bell\x07"]:
        r = _post(mover, gid, body, key)
        error = assert_api_error(r, 400, "invalid")
        assert error["message"] == ("The Idempotency-Key must not contain control characters.")
        assert _snapshot(gid) == before
