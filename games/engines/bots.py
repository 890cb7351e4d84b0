"""One bot interface for every engine.

A bot sees exactly what a human in its seat sees: the seat's ``view`` and its legal actions.
It never receives the engine state, so it cannot peek at hidden cards.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, Literal, Protocol

from games.engines.base import Engine

#: The kinds of bot, the one list: the API's choices, the seats' and the site's come from it.
BotKind = Literal["random", "greedy"]
#: The bot that plays for an absent or resigned player, and the one the site offers first.
DEFAULT_BOT_KIND: BotKind = "greedy"


class Bot(Protocol):
    name: BotKind

    def choose[S, A: Mapping[str, Any], V: Mapping[str, Any]](
        self,
        engine: Engine[S, A, V],
        view: V,
        seat: int,
        actions: Sequence[A],
        rng: random.Random,
    ) -> A: ...


class RandomBot:
    """Uniform over the legal actions."""

    name: BotKind = "random"

    def choose[S, A: Mapping[str, Any], V: Mapping[str, Any]](
        self,
        engine: Engine[S, A, V],
        view: V,
        seat: int,
        actions: Sequence[A],
        rng: random.Random,
    ) -> A:
        return rng.choice(list(actions))


class GreedyBot:
    """The engine's own one-step heuristic, from the seat's view only."""

    name: BotKind = "greedy"

    def choose[S, A: Mapping[str, Any], V: Mapping[str, Any]](
        self,
        engine: Engine[S, A, V],
        view: V,
        seat: int,
        actions: Sequence[A],
        rng: random.Random,
    ) -> A:
        return engine.greedy_action(view, seat, actions, rng)


BOTS: dict[BotKind, Bot] = {bot.name: bot for bot in (RandomBot(), GreedyBot())}


def bot_action[S, A: Mapping[str, Any], V: Mapping[str, Any]](
    *, engine: Engine[S, A, V], state: S, seat: int, kind: BotKind, rng: random.Random
) -> A:
    """The action bot ``kind`` takes for ``seat``; only the seat's view crosses over."""
    actions = engine.legal_actions(state, seat)
    if not actions:
        raise ValueError(f"seat {seat} has nothing to decide")
    return BOTS[kind].choose(engine, engine.view(state, seat), seat, actions, rng)
