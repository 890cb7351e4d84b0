"""The checked random-play driver: plays a whole game and asserts every per-step property.

See ``conformance_support`` for the property tags and failure messages.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from games.engines.base import Action, Engine, Event, IllegalAction, Outcome
from games.engines.bots import BOTS, bot_action
from tests.engines.conformance_support import (
    GARBAGE,
    MALFORMED,
    UNKNOWN_TYPE,
    Ctx,
    accepted_player_counts,
    check_metadata,
    check_options,
    check_player_bounds,
    check_setup_determinism,
    dumps,
    leaked_tokens,
    option_values,
)


@dataclass
class PlayedGame:
    engine: Engine[Any]
    players: int
    options: Mapping[str, Any] | None
    seed: str
    moves: list[tuple[int, Action]] = field(default_factory=list)
    final: Any = None
    outcome: Outcome | None = None


@dataclass
class Sampling:
    """How often the expensive checks run (the cheap ones run at every step)."""

    all_actions: float = 0.1  # apply every legal action of every acting seat
    illegal: float = 0.25  # probe malformed / wrong-seat / garbage actions
    round_trip: float = 1.0  # JSON round trip of the state


class Checker:
    """Runs one game of ``engine`` with all per-step checks."""

    def __init__(
        self,
        engine: Engine[Any],
        players: int,
        options: Mapping[str, Any] | None,
        seed: str,
        *,
        policy: str = "random",
        bot_seed: int | str = 0,
        sampling: Sampling | None = None,
        max_steps: int | None = None,
    ) -> None:
        self.engine = engine
        self.ctx = Ctx(engine, players, options, seed)
        self.players = players
        self.options = options
        self.seed = seed
        self.policy = policy
        self.rng = random.Random(f"bot:{bot_seed}:{seed}")
        self.sample_rng = random.Random(f"sample:{bot_seed}:{seed}")
        self.sampling = sampling or Sampling()
        self.viewers: list[int | None] = [*range(players), None]
        self.max_steps = max_steps

    # ----- driver ---------------------------------------------------------------------------

    def play(self) -> PlayedGame:
        engine, ctx = self.engine, self.ctx
        validated = engine.validate_options(self.options, self.players)
        limit = engine.max_actions(self.players, validated)
        ctx.check(isinstance(limit, int) and limit > 0, "termination", "max_actions must be > 0")
        state = engine.setup(players=self.players, options=self.options, seed=self.seed)
        ctx.check(
            isinstance(state, engine.state_type), "metadata", "setup must return a state_type"
        )
        ctx.check(engine.num_players(state) == self.players, "metadata", "num_players differs")
        components = Counter(engine.components(state))
        game = PlayedGame(engine, self.players, self.options, self.seed)
        hidden = self.check_state(state, components)
        while engine.result(state) is None:
            ctx.step = len(game.moves)
            if self.max_steps is not None and ctx.step >= self.max_steps:
                game.final = state
                self.check_replay(game)
                return game
            ctx.check(
                len(game.moves) < limit,
                "termination",
                f"still running after max_actions={limit} actions",
            )
            to_act = engine.to_act(state)
            legal = self.check_to_act(state, to_act)
            seat = self.rng.choice(sorted(to_act))
            action = self.choose(state, seat, legal[seat])
            before = dumps(engine.state_to_json(state))
            if self.sample_rng.random() < self.sampling.all_actions:
                self.apply_every_legal_action(state, legal, before)
            if self.sample_rng.random() < self.sampling.illegal:
                self.probe_illegal_actions(state, to_act, legal, before)
            new, events = self.checked_apply(state, seat, action, before)
            game.moves.append((seat, action))
            new_hidden = self.check_state(new, components)
            self.check_event_views(seat, action, events, hidden, new_hidden, new)
            state, hidden = new, new_hidden
        ctx.step = len(game.moves)
        ctx.check(len(game.moves) <= limit, "termination", f"{len(game.moves)} > {limit}")
        game.final, game.outcome = state, self.check_final(state)
        self.check_replay(game)
        return game

    def choose(self, state: Any, seat: int, legal: list[Action]) -> Action:
        if self.policy == "random":
            return self.rng.choice(legal)
        action = bot_action(
            engine=self.engine, state=state, seat=seat, kind=self.policy, rng=self.rng
        )
        self.ctx.check(action in legal, "bots", f"bot {self.policy} chose {action!r}, not legal")
        return action

    # ----- per-state checks -----------------------------------------------------------------

    def check_state(self, state: Any, components: Counter[str]) -> dict[int | None, set[str]]:
        """Round trip, conservation and view hiding; returns hidden_from per viewer."""
        engine, ctx = self.engine, self.ctx
        if self.sample_rng.random() < self.sampling.round_trip or engine.result(state):
            data = engine.state_to_json(state)
            try:
                text = json.dumps(data)
                back = engine.state_from_json(json.loads(text))
            except Exception as exc:
                raise ctx.fail("json-round-trip", f"state does not survive JSON: {exc!r}") from exc
            ctx.check(back == state, "json-round-trip", "state_from_json(to_json(s)) != s")
            ctx.check(
                dumps(engine.state_to_json(back)) == dumps(data),
                "json-round-trip",
                "the rebuilt state serialises differently",
            )
        zones = engine.zones(state)
        in_zones = Counter(c for cards in zones.values() for c in cards)
        now = Counter(engine.components(state))
        ctx.check(
            in_zones == now,
            "conservation",
            lambda: (
                f"zones and components differ: extra {dict(in_zones - now)}, "
                f"missing {dict(now - in_zones)}"
            ),
        )
        ctx.check(
            now == components,
            "conservation",
            lambda: (
                f"components changed: new {dict(now - components)}, lost {dict(components - now)}"
            ),
        )
        running = engine.result(state) is None
        hidden: dict[int | None, set[str]] = {}
        for viewer in self.viewers:
            view = engine.view(state, viewer)
            ctx.check(isinstance(view, dict), "views", "a view must be a dict")
            try:
                text = json.dumps(view)
            except (TypeError, ValueError) as exc:
                raise ctx.fail("views", f"view of {viewer} is not JSON: {exc}") from exc
            if viewer is None:
                ctx.check(view.get("you") is None, "views", "the spectator view has a 'you' part")
            if not running:
                continue
            tokens = set(engine.hidden_from(state, viewer))
            hidden[viewer] = tokens
            ctx.check(self.seed not in text, "hidden-info", f"the seed is in the view of {viewer}")
            leaks = leaked_tokens(text, tokens)
            if leaks:
                raise ctx.fail("hidden-info", f"view of {viewer} shows {leaks}")
        return hidden

    def check_to_act(self, state: Any, to_act: frozenset[int]) -> dict[int, list[Action]]:
        engine, ctx = self.engine, self.ctx
        ctx.check(to_act, "to-act", "to_act is empty before the game is over")
        ctx.check(
            all(isinstance(s, int) and 0 <= s < self.players for s in to_act),
            "to-act",
            f"to_act {sorted(to_act)} names seats that do not exist",
        )
        legal: dict[int, list[Action]] = {}
        for seat in range(self.players):
            actions = engine.legal_actions(state, seat)
            if seat not in to_act:
                ctx.check(not actions, "legal-actions", f"seat {seat} not to act has actions")
                continue
            ctx.check(actions, "to-act", f"seat {seat} is to act but has no legal action")
            again = engine.legal_actions(state, seat)
            ctx.check(actions == again, "legal-actions", "legal_actions is not deterministic")
            keys = [dumps(a) for a in actions]
            ctx.check(
                len(set(keys)) == len(keys),
                "legal-actions",
                lambda keys=keys: f"duplicates in {keys}",
            )
            for action in actions:
                ctx.check(
                    isinstance(action, dict) and action.get("type") in engine.action_types,
                    "legal-actions",
                    f"{action!r} has no 'type' listed in action_types",
                )
            legal[seat] = actions
        return legal

    # ----- applying -------------------------------------------------------------------------

    def checked_apply(
        self, state: Any, seat: int, action: Action, before: str
    ) -> tuple[Any, list[Event]]:
        engine, ctx = self.engine, self.ctx
        try:
            new, events = engine.apply(state, seat, action)
        except IllegalAction as exc:
            raise ctx.fail("legal-actions", f"legal {action!r} of {seat} raised {exc}") from exc
        ctx.check(
            dumps(engine.state_to_json(state)) == before,
            "immutability",
            f"apply({seat}, {action!r}) changed its input state",
        )
        ctx.check(isinstance(new, engine.state_type), "metadata", "apply returned a non-state")
        ctx.check(isinstance(events, list), "events", "apply must return a list of events")
        for event in events:
            ctx.check(
                isinstance(event, dict) and isinstance(event.get("type"), str),
                "events",
                f"event {event!r} has no string 'type'",
            )
            dumps(event)
            visible = event.get("visible_to")
            if visible is not None:
                ctx.check(
                    isinstance(visible, list)
                    and all(isinstance(s, int) and 0 <= s < self.players for s in visible),
                    "events",
                    f"bad visible_to in {event!r}",
                )
                redacted = event.get("redacted")
                ctx.check(
                    redacted is None or (isinstance(redacted, dict) and "type" in redacted),
                    "events",
                    f"bad redacted part in {event!r}",
                )
        return new, events

    def apply_every_legal_action(
        self, state: Any, legal: dict[int, list[Action]], before: str
    ) -> None:
        for seat, actions in legal.items():
            for action in actions:
                self.checked_apply(state, seat, action, before)

    def expect_illegal(self, state: Any, seat: int, action: Any, what: str) -> None:
        try:
            self.engine.apply(state, seat, action)
        except IllegalAction as exc:
            self.ctx.check(
                isinstance(exc.code, str) and exc.code and isinstance(exc.message, str),
                "illegal-actions",
                f"{what}: IllegalAction without a code/message",
            )
            return
        except Exception as exc:
            raise self.ctx.fail(
                "illegal-actions", f"{what}: {action!r} by {seat} raised {exc!r}"
            ) from exc
        raise self.ctx.fail("illegal-actions", f"{what}: {action!r} by {seat} was accepted")

    def probe_illegal_actions(
        self, state: Any, to_act: frozenset[int], legal: dict[int, list[Action]], before: str
    ) -> None:
        engine = self.engine
        seat = self.sample_rng.choice(sorted(to_act))
        action = self.sample_rng.choice(legal[seat])
        for other in [*range(self.players), -1, self.players]:
            if other not in to_act:
                self.expect_illegal(state, other, action, "wrong seat")
        for bad in MALFORMED:
            self.expect_illegal(state, seat, bad, "malformed action")
        self.expect_illegal(state, seat, {"type": UNKNOWN_TYPE}, "unknown action type")
        keys = {dumps(a) for a in legal[seat]}
        tries: list[Any] = [{**action, "__extra__": 1}]
        for key in action:
            if key == "type":
                continue
            tries.append({k: v for k, v in action.items() if k != key})
            tries += [{**action, key: g} for g in self.sample_rng.sample(GARBAGE, 3)]
            value = action[key]
            if isinstance(value, bool):  # a JSON look-alike: true is not 1
                tries.append({**action, key: int(value)})
            elif isinstance(value, int):
                tries += [{**action, key: float(value)}, {**action, key: str(value)}]
        other_types = sorted(engine.action_types - {a["type"] for a in legal[seat]})
        tries += [{"type": t} for t in other_types]
        tries += [{**action, "type": t} for t in other_types]
        for attempt in tries:
            if dumps(attempt) not in keys:
                self.expect_illegal(state, seat, attempt, "garbage action")
        self.ctx.check(
            dumps(engine.state_to_json(state)) == before,
            "immutability",
            "a rejected action changed the state",
        )

    # ----- events and move log --------------------------------------------------------------

    def check_event_views(
        self,
        actor: int,
        action: Action,
        events: list[Event],
        hidden_before: dict[int | None, set[str]],
        hidden_after: dict[int | None, set[str]],
        new: Any,
    ) -> None:
        engine, ctx = self.engine, self.ctx
        running = engine.result(new) is None
        for viewer in self.viewers:
            shown: list[Any] = [engine.action_view(action, actor, viewer)]
            ctx.check(
                isinstance(shown[0], dict) and isinstance(shown[0].get("type"), str),
                "events",
                f"action_view for {viewer} is not an action",
            )
            for event in events:
                seen = engine.event_view(event, viewer)
                ctx.check(
                    seen is None or (isinstance(seen, dict) and isinstance(seen.get("type"), str)),
                    "events",
                    f"event_view for {viewer} of {event!r} is {seen!r}",
                )
                shown.append(seen)
            text = json.dumps(shown)
            if not running:
                continue
            ctx.check(self.seed not in text, "hidden-info", f"the seed is in events for {viewer}")
            tokens = hidden_before[viewer] & hidden_after[viewer]
            leaks = leaked_tokens(text, tokens)
            if leaks:
                message = f"move log / events for {viewer} show {leaks}: {text}"
                raise ctx.fail("hidden-info", message)

    # ----- the end --------------------------------------------------------------------------

    def check_final(self, state: Any) -> Outcome:
        engine, ctx = self.engine, self.ctx
        outcome = engine.result(state)
        ctx.check(isinstance(outcome, Outcome), "result", "result must be an Outcome")
        assert isinstance(outcome, Outcome)
        ctx.check(engine.to_act(state) == frozenset(), "to-act", "to_act after the end")
        n = self.players
        ctx.check(
            len(outcome.scores) == n and len(outcome.ranks) == n,
            "result",
            f"{n} scores and ranks expected: {outcome}",
        )
        ranks = list(outcome.ranks)
        ctx.check(
            all(r == 1 + sum(1 for o in ranks if o < r) for r in ranks),
            "result",
            f"ranks {ranks} are not a competition ranking",
        )
        dumps(outcome.to_json())
        ctx.check(engine.result(state) == outcome, "result", "result is not deterministic")
        for seat in range(n):
            ctx.check(not engine.legal_actions(state, seat), "to-act", "legal actions after end")
            for action in ({"type": next(iter(engine.action_types))}, {}):
                self.expect_illegal(state, seat, action, "after the end")
        everything = {c for cards in engine.zones(state).values() for c in cards}
        for viewer in self.viewers:
            text = json.dumps(engine.view(state, viewer))
            missing = sorted(c for c in everything if f'"{c}"' not in text)
            if missing:
                message = f"final view of {viewer} does not reveal {missing[:10]}"
                raise ctx.fail("final-view", message)
        return outcome

    def check_replay(self, game: PlayedGame) -> None:
        try:
            again = self.engine.replay(
                players=game.players, options=game.options, seed=game.seed, moves=game.moves
            )
        except IllegalAction as exc:
            raise self.ctx.fail("replay", f"replaying the log failed: {exc}") from exc
        self.ctx.check(again == game.final, "replay", "replay from seed + log gives another state")


def seeds_for(engine: Engine[Any], players: int, count: int, tag: str = "conf") -> list[str]:
    """Distinct, recognisable seeds (so a seed leaking into a view is found by substring)."""
    return [f"{tag}-{engine.slug}-{players}p-s{i:03d}-q7" for i in range(count)]


def run_engine_suite(engine: Engine[Any], seeds: int = 4, **kwargs: Any) -> list[PlayedGame]:
    """Every engine-level and per-game check for ``engine`` (used by the self-test)."""
    check_metadata(engine)
    check_options(engine)
    check_player_bounds(engine)
    games = []
    for players in range(engine.min_players, engine.max_players + 1):
        for seed in seeds_for(engine, players, seeds):
            games.append(play_checked(engine, players, None, seed, **kwargs))
        check_setup_determinism(engine, players, None, seeds_for(engine, players, 6, "det"))
    for name, value in option_values(engine):
        players = accepted_player_counts(engine, {name: value})[0]
        for seed in seeds_for(engine, players, 2, f"opt-{name}-{value}"):
            games.append(play_checked(engine, players, {name: value}, seed, **kwargs))
    return games


def play_checked(
    engine: Engine[Any],
    players: int,
    options: Mapping[str, Any] | None,
    seed: str,
    **kwargs: Any,
) -> PlayedGame:
    return Checker(engine, players, options, seed, **kwargs).play()


__all__ = ["BOTS", "Checker", "PlayedGame", "Sampling", "play_checked", "run_engine_suite"]
