"""Each endpoint makes a FIXED number of database queries, whatever the size of what it shows.

The same endpoint is measured on a small and a large case (2 vs 5 seats, 1 vs 30 moves, 1 vs 20
games in a list page) through real HTTP requests; the counts must be equal and stay under a
small bound. The games are set up through the services; only the measured request is HTTP.

Every measured request finds its token in this process's token cache (accounts/token_cache.py),
as a client's every request but its first does: the token costs no query in these counts.
"""

from __future__ import annotations

from typing import Any

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from accounts.services import token_create
from games import services
from games.engines.registry import get_engine
from games.models import Game, Seat
from tests.factories import client_for, game_started, moves_played, persona

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("cheap_passwords", "token_cache_live")]


#: Reads are the game, its seats and one or two more (measured: 1-3).
MAX_READ_QUERIES = 5
#: A profile: the player, statistics (counts, then the streaks), ratings, solo bests (counts
#: per rank, and the best game once there is one) and recent games.
PROFILE_QUERIES = 7
#: A move, exactly: the locked game, its seats, then one statement for every write (the new
#: move, the game's snapshot, every changed seat's turn and, with an Idempotency-Key, the
#: stored answer: games/row_writes.py). SQLite has no writing WITH: there they go one after
#: another (the move, the snapshot, the stored answer with a key, the seats). The stored
#: answer is looked up only when a request is refused (e.g. a retry). Inside the test's
#: transaction the move's own one shows as SAVEPOINT and RELEASE: two more.
MOVE_WRITES = {False: 1, True: 1} if connection.vendor == "postgresql" else {False: 3, True: 4}
MOVE_QUERIES = {key: 2 + MOVE_WRITES[key] + 2 for key in (False, True)}


def _game(game_type: str, players: list[Any]) -> int:
    return game_started(game_type, players).pk


def _advance(game_id: int, *, until: Any) -> Game:
    """Play first legal actions (lowest seat to act first) until ``until(game)`` holds."""
    game = Game.objects.get(pk=game_id)
    return moves_played(game, [seat.user for seat in game.seats.order_by("index")], until=until)


def _count(client: Any, method: str, url: str, **kwargs: Any) -> tuple[int, Any]:
    # A read just before puts the token in the cache (its entries last TOKEN_CACHE_SECONDS),
    # and stamps its last use (written at most once a minute) outside the measurement.
    client.get("/api/v1/me/")
    with CaptureQueriesContext(connection) as ctx:
        r = getattr(client, method)(url, **kwargs)
    assert r.status_code in (200, 201), (r.status_code, r.content[:300])
    return len(ctx.captured_queries), r


def _same(counts: dict[str, int], bound: int, *, exactly: bool = False) -> None:
    assert len(set(counts.values())) == 1, f"query count depends on size: {counts}"
    count = next(iter(counts.values()))
    assert count == bound if exactly else count <= bound, counts


def test_game_reads_do_not_grow_with_seats_or_moves(alice, bob, carol, dave, erin) -> None:
    two = _game("fast-train", [alice, bob])
    five = _game("fast-train", [alice, bob, carol, dave, erin])
    long = _game("fast-train", [alice, bob])
    _advance(two, until=lambda g: g.version >= 1)
    _advance(five, until=lambda g: g.version >= 1)
    _advance(long, until=lambda g: g.version >= 30)
    client = client_for(alice)
    cases = {"2 seats, 1 move": two, "5 seats, 1 move": five, "2 seats, 30 moves": long}

    for path, bound in [
        ("/api/v1/games/{}/", MAX_READ_QUERIES),
        ("/api/v1/games/{}/legal-moves/", MAX_READ_QUERIES),
        ("/api/v1/games/{}/moves/", MAX_READ_QUERIES),
    ]:
        counts = {}
        for label, gid in cases.items():
            counts[label], r = _count(client, "get", path.format(gid))
            if path.endswith("/moves/"):
                assert len(r.json()["moves"]) == Game.objects.get(pk=gid).version
            if path == "/api/v1/games/{}/":
                assert len(r.json()["seats"]) == Seat.objects.filter(game_id=gid).count()
        _same(counts, bound)


def test_anonymous_game_reads_do_not_grow(alice, bob, carol, dave, erin, anonymous) -> None:
    two = _game("fast-train", [alice, bob])
    five = _game("fast-train", [alice, bob, carol, dave, erin])
    long = _game("fast-train", [alice, bob])
    _advance(long, until=lambda g: g.version >= 30)
    for path in ["/api/v1/games/{}/", "/api/v1/games/{}/moves/"]:
        counts = {
            str(gid): _count(anonymous, "get", path.format(gid))[0] for gid in (two, five, long)
        }
        _same(counts, MAX_READ_QUERIES)


def test_posting_a_move_does_not_grow_with_seats_or_moves(alice, bob, carol, dave, erin) -> None:
    """Alice loads a die while another seat still has to load: the same step in each game."""

    def ready(game: Game) -> bool:
        return 0 in game.to_act and len(game.to_act) >= 2

    two = _game("fast-train", [alice, bob])
    five = _game("fast-train", [alice, bob, carol, dave, erin])
    long = _game("fast-train", [alice, bob])
    positions = {
        "2 seats, 1 move": _advance(two, until=lambda g: g.version >= 1 and ready(g)),
        "5 seats, 1 move": _advance(five, until=lambda g: g.version >= 1 and ready(g)),
        "2 seats, 30 moves": _advance(long, until=lambda g: g.version >= 30 and ready(g)),
    }
    client = client_for(alice)
    for with_key in (False, True):
        counts = {}
        for label, game in positions.items():
            game.refresh_from_db()
            assert ready(game)
            state = get_engine("fast-train").state_from_json(game.state)
            action = get_engine("fast-train").legal_actions(state, 0)[0]
            assert action["type"] == "load"
            headers = {"Idempotency-Key": f"{label}-{with_key}"} if with_key else {}
            counts[label], r = _count(
                client,
                "post",
                f"/api/v1/games/{game.pk}/moves/",
                data={"action": action, "expected_version": game.version},
                format="json",
                headers=headers,
            )
            assert r.status_code == 201
            assert r.json()["version"] == game.version + 1
        _same(counts, MOVE_QUERIES[with_key], exactly=True)
        # The next round of measurements needs alice to act again with another seat waiting.
        for label, game in positions.items():
            positions[label] = _advance(game.pk, until=lambda g: g.version > 1 and ready(g))


#: A life-cycle POST: the visibility read (the game with its seats, one statement;
#: plus the standing invitation of a private game the caller has no seat in), then the
#: service (SAVEPOINT, the locked game, its seats, its writes, RELEASE) whose rows the answer
#: is drawn from, with no read of the game after it (rematch: it reads the new game's seats
#: once). The events the change tells its players (game started, your turn, game finished)
#: ask whose webhooks want them only about players the seats' read did not already answer for
#: (Seat.webhooks_hint): a player seated by this very change, asked once (+ 1); an invitation
#: asks about its invitees (+ 1). None has a webhook here, so no delivery row is written.
LIFECYCLE_QUERIES = {
    "join (the game stays open)": 8,
    "leave (and whether they are still invited)": 8,
    "start (an empty seat removed, the deal)": 14,
    "accept (the last seat: the deal)": 12 + 1,  # bob is invited, not seated: + the invitation
    "resign (the game ends)": 9,
    "rematch (a new game, the other player invited)": 12 + 1,
    "join (the last seat: the deal)": 9 + 1,
}


def test_life_cycle_posts_answer_from_the_rows_they_wrote(alice, bob, carol) -> None:
    clients = {user: client_for(user) for user in (alice, bob, carol)}
    counts: dict[str, int] = {}

    def post(label: str, user: Any, game_id: int, verb: str) -> dict[str, Any]:
        counts[label], r = _count(clients[user], "post", f"/api/v1/games/{game_id}/{verb}/")
        answer: dict[str, Any] = r.json()
        # The answer is the game as a fresh read shows it to that user.
        assert answer == clients[user].get(f"/api/v1/games/{answer['id']}/").json(), label
        return answer

    labels = iter(LIFECYCLE_QUERIES)
    three = services.game_create(creator=alice, game_type="fast-train", seats=3).pk
    assert post(next(labels), carol, three, "join")["my_seat"] == 1
    assert post(next(labels), carol, three, "leave")["my_seat"] is None
    services.seat_join(game_id=three, user=bob)
    assert post(next(labels), alice, three, "start")["status"] == "active"
    private = services.game_create(
        creator=alice, game_type="hachi", seats=2, is_public=False, invite=["bob"]
    ).pk
    assert post(next(labels), bob, private, "accept")["status"] == "active"
    assert post(next(labels), bob, private, "resign")["status"] == "finished"
    assert post(next(labels), bob, private, "rematch")["rematch_of"] == private
    two = services.game_create(creator=alice, game_type="hachi", seats=2).pk
    assert post(next(labels), carol, two, "join")["status"] == "active"
    assert counts == LIFECYCLE_QUERIES


def _fill(user: Any, others: list[Any], count: int) -> None:
    """``count`` games of ``user``: mixed types and sizes, some waiting for them, some over."""
    kinds = [
        ("fast-train", []),
        ("hachi", others[:1]),
        ("fast-train", others[:4]),
        ("hachi-train", others[:2]),
    ]
    for i in range(count):
        game_type, players = kinds[i % len(kinds)]
        gid = _game(game_type, [user, *players])
        if i % 3 == 1:
            services.game_resign(game_id=gid, user=user)
            if Game.objects.get(pk=gid).status != "finished":
                for other in players[:-1]:
                    services.game_resign(game_id=gid, user=other)


def test_lists_do_not_grow_with_the_number_of_games(alice, bob, carol, dave, erin) -> None:
    frank = persona("frank")
    others = [bob, carol, dave, erin]
    _fill(alice, others, 1)
    _fill(frank, others, 20)
    assert Game.objects.filter(seats__user=frank, status="finished").count() >= 5
    viewers = {"alice": client_for(alice), "frank": client_for(frank), "bob": client_for(bob)}

    # The list page and its filters: 1 game (alice) vs 20 games (frank).
    for query in ["?mine=true", "?mine=true&status=active", "?my_turn=true", "?limit=20"]:
        counts = {}
        for name in ("alice", "frank"):
            counts[name], r = _count(viewers[name], "get", f"/api/v1/games/{query}")
            if query == "?mine=true":
                assert len(r.json()["results"]) == (1 if name == "alice" else 20)
        _same(counts, MAX_READ_QUERIES)

    # My turns: 1 game vs several, in games of 1 to 5 seats.
    counts = {}
    for name in ("alice", "frank"):
        counts[name], r = _count(viewers[name], "get", "/api/v1/me/turns/")
        assert r.json()["turns"], name
    _same(counts, MAX_READ_QUERIES)
    assert len(viewers["frank"].get("/api/v1/me/turns/").json()["turns"]) > 1

    # Public profiles (stats per game type, recent games), seen by another user.
    counts = {}
    for name in ("alice", "frank"):
        counts[name], r = _count(viewers["bob"], "get", f"/api/v1/users/{name}/")
        assert r.json()["recent_games"], name
    _same(counts, PROFILE_QUERIES)
    assert len(viewers["bob"].get("/api/v1/users/frank/").json()["stats"]) >= 2


def test_paged_lists_cost_the_same_on_every_page(alice, carol, dave, erin) -> None:
    """Tokens, invitations, turns, games and the move log: a first page and a page reached by
    its cursor, with a few items or many, cost the same fixed number of queries (the page;
    invitations add the seats and the pending flags of their games)."""
    for i in range(5):
        token_create(user=dave, name=f"bot-{i}")
        services.game_create(creator=carol, game_type="hachi", seats=2, invite=["dave"])
        _advance(_game("hachi", [dave, erin]), until=lambda g: 0 in g.to_act)
    token_create(user=alice, name="one")
    services.game_create(creator=carol, game_type="hachi", seats=2, invite=["alice"])
    _advance(_game("hachi", [alice, erin]), until=lambda g: 0 in g.to_act)
    long = _game("fast-train", [dave, erin])
    _advance(long, until=lambda g: g.version >= 8)
    short = _game("fast-train", [alice, erin])
    _advance(short, until=lambda g: g.version >= 1)
    few, many = client_for(alice), client_for(dave)
    expected = {
        "/api/v1/me/tokens/": 1,
        "/api/v1/me/invitations/": 3,
        "/api/v1/me/turns/": 1,
        "/api/v1/games/?mine=true&status=active": 3,  # and the count, and the seats
        "/api/v1/games/{}/moves/": 2,  # the game with its seats, the moves
    }
    for path, bound in expected.items():
        counts = {}
        for label, client, game in (("a few", few, short), ("full pages", many, long)):
            url = path.format(game)
            url += ("&" if "?" in url else "?") + "limit=2"
            counts[f"{label}, first"], r = _count(client, "get", url)
            if label == "full pages":
                assert r.json()["next"], path
                counts[f"{label}, by cursor"], r = _count(client, "get", r.json()["next"])
        _same(counts, bound, exactly=True)
