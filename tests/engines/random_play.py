"""Whole games played by the engine alone, step by step, for tests that check every step.

``random_steps`` plays a state to its end and yields each step; the test asserts what it needs
on the way. The seat that acts is the only one to act, or a random one of several (a
simultaneous step); the action is a random legal one unless ``choose`` picks it (``by_bots``:
a bot per seat). The same ``rng`` makes the same game. ``check_input`` also asserts that no
step changed the state it was given.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from games.engines.base import AnyEngine, Event
from games.engines.bots import BOTS, BotKind

#: Picks a seat's action from its legal ones: ``(state, seat, legal) -> action``.
Choose = Callable[[Any, int, list[Any]], Any]


@dataclass(frozen=True)
class Step:
    before: Any
    """The state the seat acted in (engines never change their input)."""
    to_act: list[int]
    """Every seat that had a decision to make, in order."""
    seat: int
    action: Any
    after: Any
    events: list[Event]


def random_steps(
    engine: AnyEngine,
    state: Any,
    rng: random.Random,
    *,
    choose: Choose | None = None,
    check_input: bool = False,
) -> Iterator[Step]:
    """The steps of ``state``'s game to its end (see the module docstring)."""
    while engine.result(state) is None:
        to_act = sorted(engine.to_act(state))
        assert to_act, "nobody to act before the end"
        seat = to_act[0] if len(to_act) == 1 else rng.choice(to_act)
        legal = engine.legal_actions(state, seat)
        action = choose(state, seat, legal) if choose else rng.choice(legal)
        before = json.dumps(engine.state_to_json(state)) if check_input else ""
        after, events = engine.apply(state, seat, action)
        if check_input:
            assert json.dumps(engine.state_to_json(state)) == before, "apply changed its input"
        yield Step(state, to_act, seat, action, after, events)
        state = after


def by_bots(engine: AnyEngine, kinds: Sequence[BotKind | str], rng: random.Random) -> Choose:
    """Each seat played by its bot (``kinds[seat]``), which sees only the seat's view."""

    def choose(state: Any, seat: int, legal: list[Any]) -> Any:
        bot = BOTS[kinds[seat]]
        return bot.choose(engine, engine.view(state, seat), seat, legal, rng)

    return choose


def played(
    engine: AnyEngine, state: Any, rng: random.Random, *, choose: Choose | None = None
) -> tuple[Any, list[tuple[int, Any]], list[Event]]:
    """``state``'s game played to the end: the final state, the moves and all events."""
    moves: list[tuple[int, Any]] = []
    events: list[Event] = []
    for step in random_steps(engine, state, rng, choose=choose):
        state = step.after
        moves.append((step.seat, step.action))
        events += step.events
    return state, moves, events
