"""Hidden information over REST: no response leaks what its reader may not see (design §3, §5).

Seeded random games of every game type are played through the API. A local mirror of the
engine state (loaded from the stored snapshot once, then advanced with the same actions, and
compared with the snapshot at each check) gives ``engine.hidden_from(state, seat)`` after every
move. Everything a seat or a spectator receives - game detail, legal-moves, the move log, list
items, move answers and error bodies - must contain none of those strings while the game runs:
as a quoted JSON string, as a whole word inside any string (card ids such as ``B1`` are not
leaked by ``B12``), and the seed as a plain substring anywhere.
"""

from __future__ import annotations

import json
import random
import re
from dataclasses import dataclass, field
from functools import cache
from typing import Any

import pytest

from games.engines.registry import get_engine
from games.models import Game, Move
from tests.api.errors import assert_api_error
from tests.api.play import (
    GAMES,
    Table,
    body_of,
    game_url,
    legal_moves,
    open_table,
    play_to_end,
    post_move,
)
from tests.factories import SHORT_OPTIONS, client_for

#: Event types that mark a step worth a full look (new deal, reveal, round or game end).
INTERESTING = re.compile(r"^(round_|hand_dealt$|deal$|match_|game_|last_round$)")


@cache
def _word(token: str) -> re.Pattern[str]:
    return re.compile(rf"(?<![A-Za-z0-9]){re.escape(token)}(?![A-Za-z0-9])")


def leaks(payload: Any, hidden: set[str], seed: str) -> list[str]:
    """The hidden strings found in ``payload`` (rendered as the JSON a client receives).

    Every hidden string is looked for as a quoted JSON string; the seed also as a substring
    anywhere; card ids also as whole words inside any string except an error's sentence
    (rules text may name a card kind, e.g. "Free Rides used in FR1, FR2 order"; error
    sentences are checked by comparing two probes instead, see ``probe_errors``).
    """
    text = json.dumps(payload)
    found = {t for t in hidden if json.dumps(t) in text}
    if seed in text:
        found.add(seed)
    if isinstance(payload, dict) and isinstance(payload.get("error"), dict):
        payload = {**payload, "error": {**payload["error"], "message": ""}}
    words = json.dumps(payload)
    found.update(t for t in hidden if _word(t).search(words))
    return sorted(found)


@dataclass
class Watch:
    """One game under watch: the mirror of its state after every version, and its readers."""

    table: Table
    engine: Any
    seed: str
    watchers: list[Any]  # logged-in non-member, anonymous: both spectators
    rng: random.Random
    states: list[Any] = field(default_factory=list)  # states[v] = the state at version v
    events: list[list[dict[str, Any]]] = field(default_factory=list)
    log_checked: int = 0  # versions whose log entries every reader has been checked for
    checks: int = 0
    probes: int = 0

    @property
    def state(self) -> Any:
        return self.states[-1]

    def hidden(self, version: int, seat: int | None) -> set[str]:
        return set(self.engine.hidden_from(self.states[version], seat))

    def assert_clean(
        self,
        what: str,
        payload: Any,
        seat: int | None,
        version: int,
        excused: frozenset[str] = frozenset(),
    ) -> None:
        found = leaks(payload, self.hidden(version, seat) - excused, self.seed)
        reader = "spectator" if seat is None else f"seat {seat}"
        assert not found, (
            f"{what} at version {version} shows {reader} hidden {found} "
            f"(game {self.table.game_id}, seed {self.seed})"
        )

    def readers(self) -> list[tuple[Any, int | None]]:
        seats: list[tuple[Any, int | None]] = [
            (client, seat) for seat, client in enumerate(self.table.clients)
        ]
        return [*seats, *((client, None) for client in self.watchers)]


def _start(
    clients: list[Any], watchers: list[Any], game_type: str, options: dict[str, Any], salt: str
) -> Watch:
    table = open_table(clients, game_type, options)
    stored = Game.objects.get(pk=table.game_id)
    engine = get_engine(game_type)
    watch = Watch(
        table=table,
        engine=engine,
        seed=stored.seed,
        watchers=watchers,
        rng=random.Random(salt),
        states=[engine.state_from_json(stored.state)],
        events=[[]],
    )
    # The game as created and joined: nobody sees anything hidden yet either.
    full_look(watch)
    return watch


def _illegal_variant(action: dict[str, Any], token: str) -> dict[str, Any]:
    """A legal action with its first text field (or a new 'card' field) naming a hidden card."""
    for key, value in action.items():
        if key != "type" and isinstance(value, str):
            return {**action, key: token}
    return {**action, "card": token}


def probe_errors(watch: Watch, seat: int) -> None:
    """Error answers (illegal action, stale version, out of turn) leak nothing either.

    The illegal move names a hidden card; a second probe names another hidden card, and both
    answers must be the same: an error may not tell where a card it was asked about lies.
    """
    table, version = watch.table, len(watch.states) - 1
    client = table.clients[seat]
    hidden = sorted(watch.hidden(version, seat) - {watch.seed})
    offer = legal_moves(client, table.game_id)
    assert offer["version"] == version
    if seat in table.game["to_act"]:
        action = offer["actions"][0]
        if len(hidden) >= 2:
            first, second = watch.rng.sample(hidden, 2)
            answers = [
                post_move(client, table.game_id, _illegal_variant(action, c), version)
                for c in (first, second)
            ]
            errors = [assert_api_error(answer, 422, "illegal_action") for answer in answers]
            assert errors[0] == errors[1], "the error depends on where a hidden card lies"
            watch.assert_clean("illegal-move error", answers[0].json(), seat, version)
        # A version ahead of the game is always stale (one behind may be accepted in a
        # simultaneous step, where other seats' moves do not change this seat's decision).
        stale = version + 1
        answer = post_move(client, table.game_id, action, stale)
        assert assert_api_error(answer, 409, "stale_version")["details"] == {"version": version}
        watch.assert_clean("stale-version error", answer.json(), seat, version)
    else:
        assert offer["actions"] == []
        watch.assert_clean("legal-moves", offer, seat, version)
        action_type = sorted(watch.engine.action_types)[0]
        out_of_turn = {"type": action_type}
        answer = post_move(client, table.game_id, out_of_turn, version)
        assert_api_error(answer, 409, "not_your_turn")
        watch.assert_clean("out-of-turn error", answer.json(), seat, version)
    watch.probes += 1


def full_look(watch: Watch, *, probe_seat: int | None = None, logs: bool | None = None) -> None:
    """Everything every reader can fetch now, checked against the mirror.

    The move log is read at every other look (``logs`` forces it): all entries since the last
    read, each checked against the state right after its move, so every entry is checked.
    """
    if logs is None:
        logs = watch.checks % 2 == 0
    table, version = watch.table, len(watch.states) - 1
    stored = Game.objects.get(pk=table.game_id)
    assert stored.version == version
    assert stored.state == watch.engine.state_to_json(watch.state), "mirror drifted"
    if probe_seat is not None and table.game["status"] == "active":
        probe_errors(watch, probe_seat)
    for client, seat in watch.readers():
        game = body_of(client.get(game_url(table.game_id)), 200)
        assert game["version"] == version  # the probes changed nothing
        assert game["my_seat"] == seat
        if game["status"] == "active":
            assert game["seed"] is None
            watch.assert_clean("game detail", game, seat, version)
        if not logs:
            continue
        log = body_of(
            client.get(game_url(table.game_id, "moves/"), {"since": watch.log_checked}), 200
        )
        assert [m["seq"] for m in log["moves"]] == list(range(watch.log_checked + 1, version + 1))
        if game["status"] == "active":
            for move in log["moves"]:
                # A log entry may not show what was hidden right after that move was made,
                # except the last play of a round that the same move ended with a new deal:
                # its cards are public, though the deal may hide the same ids again.
                events = Move.objects.get(game_id=table.game_id, seq=move["seq"]).events
                excused = frozenset(watch.engine.ended_round_ids(events))
                what = f"move {move['seq']} in the log"
                watch.assert_clean(what, move, seat, move["seq"], excused)
    # List items carry the same views: each seat's "mine" list and the public list.
    rotate = watch.checks % (len(table.clients) + 1)
    if rotate < len(table.clients):
        page = body_of(table.clients[rotate].get(GAMES, {"mine": "true"}), 200)
        items = [g for g in page["results"] if g["id"] == table.game_id]
        assert len(items) == 1 and items[0]["my_seat"] == rotate
        if items[0]["status"] == "active":
            watch.assert_clean("list item (mine)", items[0], rotate, version)
    else:
        page = body_of(watch.watchers[-1].get(GAMES, {"status": "active"}), 200)
        items = [g for g in page["results"] if g["id"] == table.game_id]
        if items:
            assert items[0]["my_seat"] is None
            watch.assert_clean("public list item", items[0], None, version)
    if logs:
        watch.log_checked = version
    watch.checks += 1


def watch_game(watch: Watch, *, dense: int, every: int, stop_after: int | None) -> dict[str, Any]:
    """Play on, looking at everything after the first ``dense`` moves, then after every
    ``every``-th move and after every move with a round, deal, reveal or end event."""

    def see_offer(seat: int, offer: dict[str, Any]) -> None:
        version = len(watch.states) - 1
        watch.assert_clean("legal-moves", offer, seat, version)

    def after_move(table: Table, seat: int, action: dict[str, Any], game: dict[str, Any]) -> None:
        state, events = watch.engine.apply(watch.state, seat, action)
        watch.states.append(state)
        watch.events.append(events)
        version = len(watch.states) - 1
        assert game["version"] == version
        if game["status"] == "active":
            watch.assert_clean("move answer", game, seat, version)
        interesting = any(INTERESTING.search(str(e.get("type", ""))) for e in events)
        if version <= dense or version % every == 0 or interesting or game["status"] != "active":
            probe = watch.checks % len(table.clients) if version % 2 == 0 else None
            full_look(watch, probe_seat=probe)

    return play_to_end(
        watch.table, watch.rng, after_move=after_move, see_offer=see_offer, stop_after=stop_after
    )


#: (game type, players, options, moves to play at most, games). Small options, bounded time:
#: two hachi rounds are played to the end; the longer games are watched for their opening
#: moves (with at least one new deal in hachi-hachi).
HIDDEN_CASES = [
    ("hachi", 2, {"match_mode": "fixed", "rounds": 2}, None, 2),
    ("hachi-hachi", 3, SHORT_OPTIONS["hachi-hachi"], 40, 1),
    ("hachi-hachi", 2, SHORT_OPTIONS["hachi-hachi"], 30, 1),
    ("hachi-train", 3, {"rounds": 2}, 30, 2),
    ("take-the-train", 2, SHORT_OPTIONS["take-the-train"], 30, 1),
    ("take-the-train", 3, SHORT_OPTIONS["take-the-train"], 30, 1),
    ("fast-train", 3, {}, 30, 1),
    ("fast-train", 2, {}, 30, 1),
]


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("game_type", "players", "options", "stop_after", "games"),
    HIDDEN_CASES,
    ids=[f"{c[0]}-{c[1]}p" for c in HIDDEN_CASES],
)
def test_nothing_hidden_leaks_over_rest(
    game_type: str,
    players: int,
    options: dict[str, Any],
    stop_after: int | None,
    games: int,
    alice: Any,
    bob: Any,
    carol: Any,
    dave: Any,
    anonymous: Any,
) -> None:
    people = [client_for(u) for u in (alice, bob, carol)]
    clients = people[:players]
    # A logged-in non-member (carol if she is not playing, else dave) and anonymous watch.
    watchers = [people[players] if players < 3 else client_for(dave), anonymous]
    for number in range(games):
        watch = _start(clients, watchers, game_type, options, f"{game_type}-{players}-{number}")
        game = watch_game(watch, dense=4, every=6, stop_after=stop_after)
        if game["status"] == "active":
            full_look(watch, logs=True)  # the log entries since the last read, too
        assert watch.checks >= 4 and watch.probes >= 1
        if game["status"] == "finished":
            # After the end the seed is revealed to everyone.
            for client, _seat in watch.readers():
                assert body_of(client.get(game_url(watch.table.game_id)), 200)["seed"] == watch.seed


#: Keys of a Fast Train view that change when a seat commits a load (who has committed and who
#: is still to act); nothing else may change until every seat has loaded the die.
COMMIT_KEYS = {"committed", "waiting", "to_act", "skipped"}


def _without(view: dict[str, Any], keys: set[str]) -> dict[str, Any]:
    return {k: v for k, v in view.items() if k not in keys}


@pytest.mark.django_db
def test_fast_train_pending_load_stays_secret_until_revealed(
    alice: Any, bob: Any, carol: Any, dave: Any, anonymous: Any
) -> None:
    """A committed load is its owner's secret while others still have to load (fast-train.md §9)."""
    clients = [client_for(u) for u in (alice, bob, carol)]
    table = open_table(clients, "fast-train")
    spectators = [client_for(dave), anonymous]
    rng = random.Random("pending")
    secret_steps = 0
    while secret_steps < 4:
        game = table.game
        assert game["status"] == "active"
        if len(game["to_act"]) < 2:
            # Roll (or a lone load): any legal move.
            (seat,) = game["to_act"]
            offer = legal_moves(clients[seat], table.game_id)
            table.game = body_of(
                post_move(
                    clients[seat], table.game_id, rng.choice(offer["actions"]), offer["version"]
                ),
                201,
            )
            continue
        # Several seats must load the same die: the first one commits, the others look.
        first, *others = rng.sample(game["to_act"], len(game["to_act"]))
        version = game["version"]
        offers = {s: legal_moves(clients[s], table.game_id) for s in game["to_act"]}
        before = {s: body_of(clients[s].get(game_url(table.game_id)), 200)["view"] for s in others}
        before_spectators = [
            body_of(c.get(game_url(table.game_id)), 200)["view"] for c in spectators
        ]
        load = rng.choice(offers[first]["actions"])
        mine = body_of(post_move(clients[first], table.game_id, load, version), 201)
        table.game = mine
        # The owner sees its own pending load under "you"...
        assert mine["view"]["you"]["pending"]["colour"] == load["colour"]
        assert mine["view"]["you"]["pending"]["train"] == load["train"]
        own_log = body_of(
            clients[first].get(game_url(table.game_id, "moves/"), {"since": version}), 200
        )
        assert own_log["moves"][0]["action"] == load
        # ...nobody else does: their views are unchanged but for who has committed.
        readers = [(clients[s], before[s], s) for s in others]
        readers += [(c, v, None) for c, v in zip(spectators, before_spectators, strict=True)]
        for client, seen_before, seat in readers:
            now = body_of(client.get(game_url(table.game_id)), 200)
            assert now["version"] == version + 1
            assert first in now["view"]["committed"]
            assert first not in now["to_act"]
            assert _without(now["view"], COMMIT_KEYS) == _without(seen_before, COMMIT_KEYS)
            log = body_of(client.get(game_url(table.game_id, "moves/"), {"since": version}), 200)
            (entry,) = log["moves"]
            assert entry["seat"] == first
            assert entry["action"] == {"type": "load"}
            assert not re.search(r'"(colour|train|cargo)"', json.dumps(entry)), entry
            if seat is not None:
                # The others still choose from the same loads (nothing depends on the secret).
                assert legal_moves(client, table.game_id)["actions"] == offers[seat]["actions"]
        # The others load; once the last one has, every load is revealed to everyone.
        loads = {first: load}
        for seat in others:
            loads[seat] = rng.choice(offers[seat]["actions"])
            table.game = body_of(
                post_move(clients[seat], table.game_id, loads[seat], table.game["version"]), 201
            )
        for client, seen_before, _seat in readers:
            after = body_of(client.get(game_url(table.game_id)), 200)["view"]
            trains = after["sheets"][first]["trains"][load["colour"]][load["train"]]
            old = seen_before["sheets"][first]["trains"][load["colour"]][load["train"]]
            assert trains != old, "the first load is revealed once every seat has loaded"
        secret_steps += 1


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("game_type", "players"),
    [("hachi", 2), ("hachi-hachi", 2), ("hachi-train", 3), ("take-the-train", 2)],
)
def test_the_leak_check_sees_a_seat_own_cards(
    game_type: str, players: int, alice: Any, bob: Any, carol: Any
) -> None:
    """The check is not vacuous: Bob's own view, read as if Alice had received it, shows
    exactly the cards hidden from Alice but not from Bob (his hand)."""
    clients = [client_for(u) for u in (alice, bob, carol)[:players]]
    table = open_table(clients, game_type, SHORT_OPTIONS[game_type])
    stored = Game.objects.get(pk=table.game_id)
    engine = get_engine(game_type)
    state = engine.state_from_json(stored.state)
    bobs = body_of(clients[1].get(game_url(table.game_id)), 200)
    assert bobs["my_seat"] == 1 and bobs["view"]["you"]
    from_alice, from_bob = engine.hidden_from(state, 0), engine.hidden_from(state, 1)
    found = set(leaks(bobs, set(from_alice), stored.seed))
    assert found, "Bob's hand must show up as hidden from Alice"
    assert found <= from_alice - from_bob
    assert not leaks(bobs, set(from_bob), stored.seed)
