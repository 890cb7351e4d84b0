"""Whole games of every game type, played to the end purely through the REST API.

Each test opens a game with small options, lets the other personas join, plays seeded random
legal moves (GET legal-moves, POST one of them with ``expected_version`` and an
``Idempotency-Key``) and checks the finished game against the public contract (design §3, §5):
status, result, the revealed seed and its commitment, the complete move log, and the audit.
"""

from __future__ import annotations

import hashlib
import random
import time
import uuid
from io import StringIO
from typing import Any

import pytest
from django.core.management import call_command

from games.models import Game
from tests.api.errors import assert_api_error
from tests.api.play import (
    Table,
    all_moves,
    body_of,
    game_url,
    legal_moves,
    open_table,
    play_to_end,
    post_move,
)
from tests.factories import SHORT_OPTIONS, client_for

#: (game type, players): every game type, at each player count the brief asks for.
CASES = [
    ("hachi", 2),
    ("hachi-hachi", 3),
    ("hachi-hachi", 2),
    ("hachi-train", 3),
    ("take-the-train", 2),
    ("take-the-train", 3),
    ("fast-train", 3),
    ("fast-train", 2),
    ("fast-train", 1),
]


def check_finished(game: dict[str, Any], players: int, seed_hash: str) -> None:
    """The contract of a finished game (design §3 'provably fair', §5 fields)."""
    assert game["status"] == "finished"
    assert game["finished_at"] is not None
    assert game["to_act"] == []
    assert game["deadlines"] == []
    result = game["result"]
    assert result is not None
    scores, ranks, winners = result["scores"], result["ranks"], result["winners"]
    assert len(scores) == len(ranks) == players
    assert all(isinstance(s, int) and not isinstance(s, bool) for s in scores)
    # Competition ranking: rank = 1 + number of seats placed strictly better.
    assert sorted(ranks)[0] == 1
    for rank in ranks:
        assert rank == 1 + sum(1 for other in ranks if other < rank), ranks
    best = [seat for seat, rank in enumerate(ranks) if rank == 1]
    # Winners share rank 1; when every seat of a multi-seat game ties, it is a draw.
    assert winners == ([] if players > 1 and len(best) == players else best)
    # Provably fair: the seed is revealed and matches the hash published at creation.
    assert game["seed_hash"] == seed_hash
    assert isinstance(game["seed"], str) and game["seed"]
    assert hashlib.sha256(game["seed"].encode()).hexdigest() == seed_hash


def check_full_log(
    table: Table, posted: list[tuple[int, dict[str, Any]]], viewers: list[Any]
) -> None:
    """After the end every viewer gets the complete, unredacted log, seq 1..version."""
    version = table.game["version"]
    assert version == len(posted)
    for client in viewers:
        log = all_moves(client, table.game_id)
        assert log["version"] == version
        assert [m["seq"] for m in log["moves"]] == list(range(1, version + 1))
        assert [(m["seat"], m["action"]) for m in log["moves"]] == posted
        assert not any(m["by_bot"] for m in log["moves"])


def audit_clean(*game_ids: int) -> str:
    out = StringIO()
    call_command("audit_games", *[str(i) for i in game_ids], stdout=out, stderr=out)
    return out.getvalue()


@pytest.mark.django_db
@pytest.mark.parametrize(("game_type", "players"), CASES, ids=[f"{g}-{n}p" for g, n in CASES])
def test_whole_game_over_http(
    game_type: str, players: int, alice: Any, bob: Any, carol: Any, anonymous: Any
) -> None:
    clients = [client_for(u) for u in (alice, bob, carol)[:players]]
    table = open_table(clients, game_type, SHORT_OPTIONS[game_type])
    seed_hash = table.game["seed_hash"]
    assert table.game["seed"] is None
    assert table.game["result"] is None
    assert [s["username"] for s in table.game["seats"]] == ["alice", "bob", "carol"][:players]

    posted: list[tuple[int, dict[str, Any]]] = []

    def record(_table: Table, seat: int, action: dict[str, Any], game: dict[str, Any]) -> None:
        posted.append((seat, action))
        if game["status"] == "active":
            assert game["seed"] is None and game["result"] is None

    rng = random.Random(f"{game_type}-{players}")
    try:
        game = play_to_end(table, rng, after_move=record)
    except AssertionError as error:
        seed = Game.objects.get(pk=table.game_id).seed
        raise AssertionError(f"game seed {seed} after {len(posted)} moves: {error}") from error

    check_finished(game, players, seed_hash)
    # Every seat and a spectator read the same finished game.
    for client in [*clients, anonymous]:
        again = body_of(client.get(game_url(table.game_id)), 200)
        assert again["status"] == "finished"
        assert again["version"] == game["version"]
        assert again["result"] == game["result"]
        assert again["seed"] == game["seed"]
    # Nothing is left to act on: legal-moves is empty for every seat.
    for client in clients:
        offer = legal_moves(client, table.game_id)
        assert offer == {"version": game["version"], "actions": []}
    check_full_log(table, posted, [*clients, anonymous])
    # A move after the end is refused and changes nothing.
    late = post_move(clients[0], table.game_id, posted[-1][1], game["version"])
    assert_api_error(late, 409, "game_not_active")
    assert Game.objects.get(pk=table.game_id).version == game["version"]
    assert audit_clean(table.game_id).strip() == "audited 1 games, 0 with problems"


@pytest.mark.django_db
def test_idempotent_retry_inside_a_whole_game(alice: Any, bob: Any) -> None:
    """A client that retries each POST with the same key gets the same answer, one move each."""
    clients = [client_for(alice), client_for(bob)]
    table = open_table(clients, "hachi", SHORT_OPTIONS["hachi"])
    rng = random.Random("retry")
    game = table.game
    while game["status"] == "active":
        (seat,) = game["to_act"]
        offer = legal_moves(clients[seat], table.game_id)
        action = rng.choice(offer["actions"])
        key = str(uuid.uuid4())
        first = body_of(
            post_move(clients[seat], table.game_id, action, offer["version"], key=key), 201
        )
        retry = post_move(clients[seat], table.game_id, action, offer["version"], key=key)
        assert body_of(retry, 201) == first
        assert retry.headers["Idempotent-Replayed"] == "true"
        assert first["version"] == offer["version"] + 1
        game = first
    assert game["status"] == "finished"
    log = all_moves(clients[0], table.game_id)
    assert [m["seq"] for m in log["moves"]] == list(range(1, game["version"] + 1))
    assert audit_clean(table.game_id).strip() == "audited 1 games, 0 with problems"


def _wait_for(client: Any, game_id: int, ready: Any, timeout: float = 30.0) -> dict[str, Any]:
    """Poll GET detail until ``ready(game)``; bots move from the Celery worker meanwhile."""
    deadline = time.monotonic() + timeout
    while True:
        game: dict[str, Any] = body_of(client.get(game_url(game_id)), 200)
        if ready(game):
            return game
        assert time.monotonic() < deadline, f"timed out at version {game['version']}"
        time.sleep(0.05)


@pytest.mark.parametrize(
    ("game_type", "bots"),
    [("hachi", ["greedy"]), ("fast-train", ["random"])],
)
def test_game_with_bots_played_to_the_end(
    game_type: str, bots: list[str], celery_worker: Any, alice: Any
) -> None:
    """Alice plays over HTTP; the bot seats move from the real Celery worker (design §4)."""
    players = 1 + len(bots)
    client = client_for(alice)
    options = SHORT_OPTIONS[game_type]
    request = {"game_type": game_type, "seats": players, "options": options, "bots": bots}
    game = body_of(client.post("/api/v1/games/", request, format="json"), 201)
    # Every seat is taken at creation (the creator and the bots), so the game starts at once.
    assert game["status"] == "active"
    assert game["my_seat"] == 0
    assert [(s["is_bot"], s["bot_kind"]) for s in game["seats"]] == [
        (False, None),
        *[(True, kind) for kind in bots],
    ]
    rng = random.Random(f"bots-{game_type}")
    mine: list[int] = []  # the versions Alice's accepted moves created
    seed_hash = game["seed_hash"]
    deadline = time.monotonic() + 90
    while True:
        game = _wait_for(client, game["id"], lambda g: g["status"] != "active" or 0 in g["to_act"])
        if game["status"] != "active":
            break
        assert time.monotonic() < deadline, "the game with bots did not end in time"
        offer = legal_moves(client, game["id"])
        if offer["version"] != game["version"]:
            continue  # a bot moved in between (simultaneous step): read the game again
        assert offer["actions"]
        action = rng.choice(offer["actions"])
        response = post_move(client, game["id"], action, offer["version"], key=str(uuid.uuid4()))
        if response.status_code == 409:
            # The step changed between our read and our post (a bot's move after the last
            # load rolled the next die): read again.
            assert_api_error(response, 409, "stale_version")
            continue
        moved = body_of(response, 201)
        # A bot's load of the same die in between does not make ours stale: it is accepted
        # at a later version.
        assert moved["version"] > offer["version"]
        mine.append(moved["version"])
    check_finished(game, players, seed_hash)
    log = all_moves(client, game["id"])["moves"]
    assert [m["seq"] for m in log] == list(range(1, game["version"] + 1))
    assert [m["seq"] for m in log if m["seat"] == 0 and not m["by_bot"]] == mine
    bot_moves = [m for m in log if m["seat"] != 0]
    assert bot_moves and all(m["by_bot"] for m in bot_moves)
    assert audit_clean(game["id"]).strip() == "audited 1 games, 0 with problems"
