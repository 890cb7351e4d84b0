"""Greedy heuristics for Fast Train, from a seat's view only (never the engine state).

Each colour is valued by what it would score if its two trains met the scoring requirements
(``F + h**2``), minus penalties for how far it is from meeting them now (distance deficit of the
fast train, weight deficit of the heavy train). In the last round only the real score counts.
Loads pick the best change of that value; a die choice picks the die whose roll gives the best
expected load.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from games.engines.base import Action, View
from games.engines.fast_train.constants import CARS, COLOUR_INDEX, COLOURS, MIX

#: Penalty per unit of distance the fast train is not ahead, and per point of missing weight.
DISTANCE_PENALTY = 2.0
WEIGHT_PENALTY = 1.0


def colour_value(
    fast: Sequence[int],
    heavy: Sequence[int],
    dist_fast: Sequence[int],
    dist_heavy: Sequence[int],
    final: bool,
) -> float:
    f, h = len(fast), len(heavy)
    big_f = fast[-1] if fast else 0
    big_h = heavy[-1] if heavy else 0
    distance_gap = dist_fast[f] - dist_heavy[h]
    weight_gap = big_f - big_h
    actual = big_f + h * h if distance_gap < 0 and weight_gap < 0 else f + h
    if final or f == CARS or h == CARS:
        return float(actual)
    potential = (
        big_f
        + h * h
        - DISTANCE_PENALTY * max(0, distance_gap + 1)
        - WEIGHT_PENALTY * max(0, weight_gap + 1)
    )
    return max(float(actual), potential)


def _load_gain(
    trains: dict[str, Any], tables: dict[str, Any], colour: str, train: str, cargo: int, final: bool
) -> float:
    fast = list(trains[colour]["fast"])
    heavy = list(trains[colour]["heavy"])
    dist_fast, dist_heavy = tables[colour]["fast"], tables[colour]["heavy"]
    before = colour_value(fast, heavy, dist_fast, dist_heavy, final)
    target = fast if train == "fast" else heavy
    target.append((target[-1] if target else 0) + cargo)
    return colour_value(fast, heavy, dist_fast, dist_heavy, final) - before


def _best_load(
    view: View, seat: int, options: Sequence[tuple[str, int]]
) -> tuple[float, str, str] | None:
    sheet = view["sheets"][seat]
    trains, tables = sheet["trains"], view["distance_tables"]
    final = bool(view["last_round"])
    best: tuple[float, str, str] | None = None
    for colour, cargo in options:
        if colour in sheet["reached"]:
            continue
        for train in ("fast", "heavy"):
            gain = _load_gain(trains, tables, colour, train, cargo, final)
            if best is None or gain > best[0]:
                best = (gain, colour, train)
    return best


def choose(view: View, seat: int, actions: Sequence[Action]) -> Action:
    if actions[0]["type"] == "load":
        cargo = {source["colour"]: source["cargo"] for source in view["sources"]}
        choice = _best_load(
            view, seat, [(c, cargo[c]) for c in dict.fromkeys(a["colour"] for a in actions)]
        )
        if choice is not None:
            for action in actions:
                if action["colour"] == choice[1] and action["train"] == choice[2]:
                    return action
        return actions[0]
    earlier = [(d["die"], d["value"]) for d in view["dice"]]
    best_action, best_value = actions[0], float("-inf")
    for action in actions:
        die = action["die"]
        total = 0.0
        for value in range(1, 7):
            options = [(die, value)] + [(MIX[(e, die)], value + v) for e, v in earlier]
            found = _best_load(view, seat, options)
            total += found[0] if found is not None else 0.0
        if total > best_value:
            best_action, best_value = action, total
    return best_action


__all__ = ["COLOURS", "COLOUR_INDEX", "choose", "colour_value"]
