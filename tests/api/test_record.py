"""The game record (GET /api/v1/games/{id}/record/): self-contained, replayable after the end,
and before it no more than the caller may see."""

from __future__ import annotations

import random
from typing import Any

from games.engines.registry import get_engine
from games.models import Game
from tests.api.errors import assert_api_error
from tests.api.play import all_moves, open_table, play_to_end
from tests.factories import SHORT_OPTIONS, client_for


def _record(client: Any, game_id: int) -> dict[str, Any]:
    r = client.get(f"/api/v1/games/{game_id}/record/")
    assert r.status_code == 200, r.json()
    return r.json()


def test_a_finished_games_record_replays_to_the_game(alice, bob, db):
    table = open_table([client_for(alice), client_for(bob)], "hachi", SHORT_OPTIONS["hachi"])
    play_to_end(table, random.Random("record"))
    game = Game.objects.get(pk=table.game_id)

    record = _record(client_for(None), table.game_id)  # a public game: anyone may read it

    assert (record["format"], record["complete"], record["status"]) == (
        "hachi-station-record/1",
        True,
        "finished",
    )
    assert record["engine_version"] == get_engine("hachi").version == game.engine_version
    assert [p["username"] for p in record["players"]] == ["alice", "bob"]
    engine = get_engine(record["game_type"])
    replayed = engine.replay(
        players=len(record["players"]),
        options=record["options"],
        seed=record["seed"],
        moves=[(m["seat"], m["action"]) for m in record["moves"]],
    )
    assert engine.state_to_json(replayed) == game.state
    assert engine.result(replayed) is not None
    assert record["result"] == game.result


def test_during_play_the_record_shows_what_the_caller_may_see(alice, bob, carol, db):
    api_alice, api_bob = client_for(alice), client_for(bob)
    table = open_table([api_alice, api_bob], "hachi", SHORT_OPTIONS["hachi"])
    play_to_end(table, random.Random("record-live"), stop_after=6)

    mine = _record(api_alice, table.game_id)
    stranger = _record(client_for(carol), table.game_id)

    assert (mine["complete"], mine["seed"]) == (False, None)
    assert mine["moves"] == all_moves(api_alice, table.game_id)["moves"]
    assert stranger["moves"] == all_moves(client_for(carol), table.game_id)["moves"]


def test_a_private_games_record_is_not_found_for_others(alice, bob, carol, db):
    api_alice = client_for(alice)
    body = {"game_type": "hachi", "seats": 2, "is_public": False, "invite": ["bob"]}
    game = api_alice.post("/api/v1/games/", body, format="json").json()

    r = client_for(carol).get(f"/api/v1/games/{game['id']}/record/")

    assert_api_error(r, 404, "not_found")
