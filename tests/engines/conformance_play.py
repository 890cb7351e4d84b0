"""The checked random-play driver: plays a whole game and asserts every per-step property.

See ``conformance_support`` for the property tags and failure messages.
"""

from __future__ import annotations

import dataclasses
import json
import random
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from games.engines.base import AnyEngine, Event, IllegalAction, Outcome
from games.engines.bots import BOTS, bot_action
from games.representations import AnyAction as Action
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
    engine: AnyEngine
    players: int
    options: Mapping[str, Any] | None
    seed: str
    moves: list[tuple[int, Action]] = field(default_factory=list)
    final: Any = None
    outcome: Outcome | None = None


@dataclass
class StateInfo:
    copy: Any  # an equal state rebuilt from JSON (None when not sampled): immutability reference
    hidden: dict[int | None, set[str]]  # hidden_from per viewer (empty once the game is over)
    placement: Counter[tuple[str, str]]  # (zone, component) pairs


@dataclass
class Sampling:
    """How often the expensive checks run (the cheap ones run at every step)."""

    all_actions: float = 0.1  # apply every legal action of every acting seat
    illegal: float = 0.25  # probe malformed / wrong-seat / garbage actions
    round_trip: float = 0.35  # JSON round trip of the state, and the immutability reference
    views: float = 1.0  # check the views (hidden info) at a step
    simultaneous: float = 0.3  # at a simultaneous step, check pending choices stay secret
    first_steps: int = 5  # steps at the start where every check runs
    fresh_legal: bool = True  # on round-trip steps, check legal_actions hands out fresh objects


LIGHT = Sampling(
    all_actions=0.0, illegal=0.0, round_trip=0.05, views=0.1, simultaneous=0.0, fresh_legal=False
)


class Checker:
    """Runs one game of ``engine`` with all per-step checks."""

    def __init__(
        self,
        engine: AnyEngine,
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
        info = self.check_state(state, components)
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
            if info.copy is not None and self.sampling.fresh_legal:
                self.check_fresh_legal_lists(state, to_act, info.copy)
            seat = self.rng.choice(sorted(to_act))
            action = self.choose(state, seat, legal[seat])
            if self.sample_rng.random() < self.sampling.all_actions:
                self.apply_every_legal_action(state, legal, info.copy)
            if len(to_act) > 1 and self.sample_rng.random() < self.sampling.simultaneous:
                self.check_simultaneous_secrecy(state, to_act, legal)
            if self.sample_rng.random() < self.sampling.illegal:
                self.probe_illegal_actions(state, to_act, legal, info.copy)
            new, events = self.checked_apply(state, seat, action, info.copy)
            game.moves.append((seat, action))
            new_info = self.check_state(new, components)
            self.check_event_views(seat, action, events, info, new_info, new)
            state, info = new, new_info
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

    def check_state(self, state: Any, components: Counter[str]) -> StateInfo:
        """Round trip, conservation and view hiding of one state."""
        engine, ctx = self.engine, self.ctx
        running = engine.result(state) is None
        copy = None
        if (
            ctx.step < self.sampling.first_steps
            or not running
            or self.sample_rng.random() < self.sampling.round_trip
        ):
            data = engine.state_to_json(state)
            try:
                text = json.dumps(data)
                copy = engine.state_from_json(json.loads(text))
            except Exception as exc:
                raise ctx.fail("json-round-trip", f"state does not survive JSON: {exc!r}") from exc
            ctx.check(copy == state, "json-round-trip", "state_from_json(to_json(s)) != s")
            ctx.check(
                dumps(engine.state_to_json(copy)) == dumps(data),
                "json-round-trip",
                "the rebuilt state serialises differently",
            )
        zones = engine.zones(state)
        placement = Counter((zone, c) for zone, cards in zones.items() for c in cards)
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
        hidden: dict[int | None, set[str]] = {}
        if running:
            hidden = {v: set(engine.hidden_from(state, v)) for v in self.viewers}
            for seat in range(self.players):
                extra = hidden[seat] - hidden[None]
                if extra:  # docs/games/README.md §6: spectators see what a non-owner player sees
                    message = f"hidden from seat {seat} but not from spectators: {sorted(extra)}"
                    raise ctx.fail("hidden-info", message)
        for viewer in self.sample_viewers(state, running):
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
            ctx.check(self.seed not in text, "hidden-info", f"the seed is in the view of {viewer}")
            leaks = leaked_tokens(text, hidden[viewer])
            if leaks:
                raise ctx.fail("hidden-info", f"view of {viewer} shows {leaks}")
        return StateInfo(copy, hidden, placement)

    def sample_viewers(self, state: Any, running: bool) -> list[int | None]:
        """Every viewer in small games and at the end; else the actors, the spectator and two
        other seats (every viewer on a sample of steps), to bound the cost of 8-seat games."""
        late = self.ctx.step >= self.sampling.first_steps
        if late and running and self.sample_rng.random() >= self.sampling.views:
            return []
        if len(self.viewers) <= 5 or not running or self.sample_rng.random() < 0.2:
            return self.viewers
        actors = self.engine.to_act(state)
        others = [s for s in range(self.players) if s not in actors]
        picked = self.sample_rng.sample(others, min(2, len(others)))
        return [*sorted(actors), *picked, None]

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

    def check_fresh_legal_lists(self, state: Any, to_act: frozenset[int], reference: Any) -> None:
        """A caller (API, bot) may modify the list it gets: that must not change the next
        answer nor the state (no shared, memoised mutable objects)."""
        engine, ctx = self.engine, self.ctx
        for seat in sorted(to_act):
            probe = engine.legal_actions(state, seat)
            expected, first = dumps(probe), dumps(probe[0])
            probe[0]["__poked__"] = True
            probe.append({"type": "__appended__"})
            try:
                answer = dumps(engine.legal_actions(state, seat))
            finally:  # undo, so a failing engine's shared objects do not spoil other tests
                del probe[0]["__poked__"]
                probe.pop()
            ctx.check(
                answer == expected,
                "legal-actions",
                f"seat {seat}: adding a key to the returned action {first} (or appending to "
                "the returned list) changed the next legal_actions answer: shared objects",
            )
            ctx.check(state == reference, "immutability", "modifying legal actions changed state")

    # ----- applying -------------------------------------------------------------------------

    def checked_apply(
        self, state: Any, seat: int, action: Action, reference: Any
    ) -> tuple[Any, list[Event]]:
        engine, ctx = self.engine, self.ctx
        names = [f.name for f in dataclasses.fields(state)]
        fields = [getattr(state, name) for name in names]
        try:
            new, events = engine.apply(state, seat, action)
        except IllegalAction as exc:
            raise ctx.fail("legal-actions", f"legal {action!r} of {seat} raised {exc}") from exc
        ctx.check(
            all(getattr(state, n) is v for n, v in zip(names, fields, strict=True)),
            "immutability",
            f"apply({seat}, {action!r}) reassigned a field of its input state",
        )
        ctx.check(
            reference is None or state == reference,
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
        self, state: Any, legal: dict[int, list[Action]], reference: Any
    ) -> None:
        for seat, actions in legal.items():
            for action in actions:
                self.checked_apply(state, seat, action, reference)

    def check_simultaneous_secrecy(
        self, state: Any, to_act: frozenset[int], legal: dict[int, list[Action]]
    ) -> None:
        """While several seats decide at once, a seat's choice stays hidden until all are in
        (rules README, convention 5): whichever legal action seat A takes, every other viewer
        gets the same view, events and move-log entry as long as another seat is still to act."""
        engine, ctx = self.engine, self.ctx
        viewers = self.viewers
        if len(viewers) > 5:  # bound the cost at big tables: the spectator and two seats
            viewers = [*self.sample_rng.sample(range(self.players), 2), None]
        for actor in [self.sample_rng.choice(sorted(to_act))]:
            outcomes = []
            for action in legal[actor][:3]:
                new, events = engine.apply(state, actor, action)
                if not (engine.to_act(new) - {actor}) or engine.result(new) is not None:
                    continue  # the last decision in: the reveal may legitimately differ
                outcomes.append((action, new, events))
            if len(outcomes) < 2:
                continue
            for viewer in viewers:
                if viewer == actor:
                    continue
                seen = {
                    dumps(
                        [
                            engine.view(new, viewer),
                            [engine.event_view(e, viewer) for e in events],
                            engine.action_view(action, actor, viewer),
                        ]
                    )
                    for action, new, events in outcomes
                }
                if len(seen) > 1:
                    choices = [a for a, _, _ in outcomes]
                    raise ctx.fail(
                        "hidden-info",
                        f"viewer {viewer} can tell apart seat {actor}'s pending choices {choices}",
                    )

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
        self, state: Any, to_act: frozenset[int], legal: dict[int, list[Action]], reference: Any
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
            reference is None or state == reference,
            "immutability",
            "a rejected action changed the state",
        )

    # ----- events and move log --------------------------------------------------------------

    def check_event_views(
        self,
        actor: int,
        action: Action,
        events: list[Event],
        before: StateInfo,
        after: StateInfo,
        new: Any,
    ) -> None:
        """The move log entry and the events each viewer receives hide what it may not see.

        A token counts as hidden for a step when it is hidden from the viewer both before and
        after the step. A step that moves most components (the end of a round and a new deal,
        a reshuffle) may legitimately show cards that were revealed and then hidden again
        inside the same step; there only tokens that stayed hidden in the same zone count.

        Card ids reused in every round make "same zone" no proof of "never moved": the last play
        of a round can name a card that the new deal puts back into the zone it came from. Those
        ids, and only those, the engine names with ``ended_round_ids``; they are not counted at
        a big move. Views are never excused: ``hidden_from`` is the plain hidden set.
        """
        engine, ctx = self.engine, self.ctx
        running = engine.result(new) is None
        moved = sum((before.placement - after.placement).values())
        big_move = moved > max(4, sum(before.placement.values()) // 4)
        if big_move:
            stayed = {c for (_zone, c) in before.placement & after.placement}
            stayed -= engine.ended_round_ids(events)
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
            tokens = before.hidden[viewer] & after.hidden[viewer]
            if big_move:
                tokens &= stayed | {self.seed}
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


def seeds_for(engine: AnyEngine, players: int, count: int, tag: str = "conf") -> list[str]:
    """Distinct, recognisable seeds (so a seed leaking into a view is found by substring)."""
    return [f"{tag}-{engine.slug}-{players}p-s{i:03d}-q7" for i in range(count)]


def steps_budget_games(
    engine: AnyEngine,
    players: int,
    budget: int,
    *,
    max_games: int,
    tag: str = "conf",
    **kwargs: Any,
) -> list[PlayedGame]:
    """Checked games with consecutive seeds until ``budget`` steps are played (at least one
    game, at most ``max_games``). Deterministic: the seeds and the games are fixed."""
    games: list[PlayedGame] = []
    for seed in seeds_for(engine, players, max_games, tag):
        games.append(play_checked(engine, players, None, seed, **kwargs))
        if sum(len(g.moves) for g in games) >= budget:
            break
    return games


def run_engine_suite(engine: AnyEngine, seeds: int = 4, **kwargs: Any) -> list[PlayedGame]:
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
    engine: AnyEngine,
    players: int,
    options: Mapping[str, Any] | None,
    seed: str,
    **kwargs: Any,
) -> PlayedGame:
    return Checker(engine, players, options, seed, **kwargs).play()


__all__ = ["BOTS", "LIGHT", "Checker", "PlayedGame", "Sampling", "play_checked", "run_engine_suite"]
