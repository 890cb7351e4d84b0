"""The move log never tells which Free Ride copy went where (a swap would reveal a hand)."""

from __future__ import annotations

import json
import random

from games.engines.registry import get_engine

ENGINE = get_engine("take-the-train")


def test_logs_name_no_free_ride_copy_while_the_game_runs() -> None:
    swaps = 0
    for seed in range(40):
        state = ENGINE.setup(players=3, options={}, seed=f"fr-{seed}")
        rng = random.Random(seed)
        log: list[tuple[int, dict, list[dict]]] = []
        while ENGINE.result(state) is None:
            seat = rng.choice(sorted(ENGINE.to_act(state)))
            actions = ENGINE.legal_actions(state, seat)
            swap = [a for a in actions if a["type"] == "swap_free_ride"]
            action = swap[0] if swap else rng.choice(actions)
            swaps += bool(swap)
            state, events = ENGINE.apply(state, seat, action)
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
