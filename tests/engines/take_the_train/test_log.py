"""The move log never tells which Free Ride copy went where (a swap would reveal a hand)."""

from __future__ import annotations

import json
import random
from typing import Any

from games.engines.registry import get_engine
from tests.engines.random_play import Choose, random_steps

ENGINE = get_engine("take-the-train")


def _swap_first(rng: random.Random) -> Choose:
    """A random legal action, but a Free Ride swap whenever one is offered."""

    def choose(_state: Any, _seat: int, legal: list[Any]) -> Any:
        swap = [a for a in legal if a["type"] == "swap_free_ride"]
        return swap[0] if swap else rng.choice(legal)

    return choose


def test_logs_name_no_free_ride_copy_while_the_game_runs() -> None:
    swaps = 0
    for seed in range(40):
        state = ENGINE.setup(players=3, options={}, seed=f"fr-{seed}")
        rng = random.Random(seed)
        log: list[tuple[int, dict, list[dict]]] = []
        for step in random_steps(ENGINE, state, rng, choose=_swap_first(rng)):
            seat, action, events = step.seat, step.action, step.events
            swaps += action["type"] == "swap_free_ride"
            log.append((seat, action, events))
            for reader in (*range(3), None):
                shown = [ENGINE.action_view(a, actor, reader) for actor, a, _ in log[-1:]]
                shown += [
                    e
                    for event in events
                    if (e := ENGINE.event_view(event, reader)) is not None
                    and reader not in event.get("visible_to", ())
                ]
                text = json.dumps(shown)
                assert '"FR1"' not in text and '"FR2"' not in text, (seed, reader, text)
    assert swaps > 0  # the situation that motivated the rule did occur
