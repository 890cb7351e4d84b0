"""One bot interface for every engine.

A bot sees exactly what a human in its seat sees: the seat's ``view`` and its legal actions.
It never receives the engine state, so it cannot peek at hidden cards.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Protocol

from games.engines.base import Action, Engine, View


class Bot(Protocol):
    name: str

    def choose(
        self,
        engine: Engine[Any],
        view: View,
        seat: int,
        actions: Sequence[Action],
        rng: random.Random,
    ) -> Action: ...


class RandomBot:
    """Uniform over the legal actions."""

    name = "random"

    def choose(
        self,
        engine: Engine[Any],
        view: View,
        seat: int,
        actions: Sequence[Action],
        rng: random.Random,
    ) -> Action:
        return rng.choice(list(actions))


class GreedyBot:
    """The engine's own one-step heuristic, from the seat's view only."""

    name = "greedy"

    def choose(
        self,
        engine: Engine[Any],
        view: View,
        seat: int,
        actions: Sequence[Action],
        rng: random.Random,
    ) -> Action:
        return engine.greedy_action(view, seat, actions, rng)


BOTS: dict[str, Bot] = {bot.name: bot for bot in (RandomBot(), GreedyBot())}


def bot_action[S](
    *, engine: Engine[S], state: S, seat: int, kind: str, rng: random.Random
) -> Action:
    """The action bot ``kind`` takes for ``seat``; only the seat's view crosses over."""
    actions = engine.legal_actions(state, seat)
    if not actions:
        raise ValueError(f"seat {seat} has nothing to decide")
    return BOTS[kind].choose(engine, engine.view(state, seat), seat, actions, rng)
