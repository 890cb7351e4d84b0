"""Greedy heuristics for Fast Train, from a seat's view only (never the engine state).

A colour is valued by the best score it could reach with a few more loads (up to
``LOOKAHEAD`` per train, small cargo on the fast train, big cargo on the heavy train), each
future load costing ``LOAD_COST`` points (the load could have gone elsewhere); a colour whose city
is reached, or any colour in the last round, is valued at its real score. Reaching a new city
that would trigger the end costs ``END_PENALTY`` unless the bot leads (solo: always, a longer
game scores more). A load picks the best change of value; a die choice picks the die whose roll
gives the best expected load.
"""

from __future__ import annotations

from collections.abc import Sequence

from games.engines.fast_train.constants import CARS, MIX, PRIMARY, TRAINS
from games.engines.fast_train.shapes import (
    Colour,
    FastTrainAction,
    FastTrainView,
    LoadAction,
    PerColour,
    RollAction,
    TrainKind,
)

LOOKAHEAD = 3
LOAD_COST = 3.0
#: Cost of triggering the end (by reaching a new city) while not leading (solo: always).
END_PENALTY = 50.0
#: Typical cargo a player puts on a fast / heavy train: (primary colours, mixed colours).
FAST_CARGO = (2.5, 5.0)
HEAVY_CARGO = (4.5, 9.0)


def actual_score(
    f: int, big_f: int, h: int, big_h: int, df: Sequence[int], dh: Sequence[int]
) -> int:
    return big_f + h * h if df[f] < dh[h] and big_h > big_f else f + h


def colour_value(
    fast: Sequence[int],
    heavy: Sequence[int],
    dist_fast: Sequence[int],
    dist_heavy: Sequence[int],
    final: bool,
    primary: bool = True,
) -> float:
    f, h = len(fast), len(heavy)
    big_f = fast[-1] if fast else 0
    big_h = heavy[-1] if heavy else 0
    best = float(actual_score(f, big_f, h, big_h, dist_fast, dist_heavy))
    if final or f == CARS or h == CARS:
        return best
    low, high = (FAST_CARGO[0], HEAVY_CARGO[0]) if primary else (FAST_CARGO[1], HEAVY_CARGO[1])
    for more_fast in range(min(LOOKAHEAD, CARS - f) + 1):
        f2 = f + more_fast
        for more_heavy in range(min(LOOKAHEAD, CARS - h) + 1):
            h2 = h + more_heavy
            if f2 == CARS and h2 == CARS:
                continue
            new_f = big_f + more_fast * low
            if dist_fast[f2] < dist_heavy[h2] and big_h + more_heavy * high > new_f:
                value = new_f + h2 * h2 - LOAD_COST * (more_fast + more_heavy)
                best = max(best, value)
    return best


def _load_gain(
    trains: PerColour, tables: PerColour, colour: Colour, train: TrainKind, cargo: int, final: bool
) -> float:
    fast = list(trains[colour]["fast"])
    heavy = list(trains[colour]["heavy"])
    dist_fast, dist_heavy = tables[colour]["fast"], tables[colour]["heavy"]
    primary = colour in PRIMARY
    before = colour_value(fast, heavy, dist_fast, dist_heavy, final, primary)
    target = fast if train == "fast" else heavy
    target.append((target[-1] if target else 0) + cargo)
    return colour_value(fast, heavy, dist_fast, dist_heavy, final, primary) - before


def _best_load(
    view: FastTrainView, seat: int, options: Sequence[tuple[Colour, int]]
) -> tuple[float, Colour, TrainKind] | None:
    sheet = view["sheets"][seat]
    trains, tables = sheet["trains"], view["distance_tables"]
    final = bool(view["last_round"])
    destinations = view["destinations"]
    ends_game = not final and destinations["count"] + 1 >= destinations["threshold"]
    others = [s["score"] for s in view["sheets"] if s["seat"] != seat]
    leading = bool(others) and sheet["score"] > max(others)
    best: tuple[float, Colour, TrainKind] | None = None
    for colour, cargo in options:
        if colour in sheet["reached"]:
            continue
        new_city = colour not in destinations["reached"]
        for train in TRAINS:
            gain = _load_gain(trains, tables, colour, train, cargo, final)
            if ends_game and new_city and len(trains[colour][train]) == CARS - 1 and not leading:
                gain -= END_PENALTY
            if best is None or gain > best[0]:
                best = (gain, colour, train)
    return best


def choose(view: FastTrainView, seat: int, actions: Sequence[FastTrainAction]) -> FastTrainAction:
    # The legal actions are all loads (a die is waiting) or all die choices.
    loads = [action for action in actions if action["type"] == "load"]
    if loads:
        return _choose_load(view, seat, loads)
    return _choose_die(view, seat, [action for action in actions if action["type"] == "roll"])


def _choose_load(view: FastTrainView, seat: int, loads: Sequence[LoadAction]) -> LoadAction:
    cargo = {source["colour"]: source["cargo"] for source in view["sources"]}
    colours = dict.fromkeys(load["colour"] for load in loads)
    choice = _best_load(view, seat, [(c, cargo[c]) for c in colours])
    if choice is not None:
        for load in loads:
            if load["colour"] == choice[1] and load["train"] == choice[2]:
                return load
    return loads[0]


def _choose_die(view: FastTrainView, seat: int, rolls: Sequence[RollAction]) -> RollAction:
    earlier = [(d["die"], d["value"]) for d in view["dice"]]
    best_action, best_value = rolls[0], float("-inf")
    for action in rolls:
        die = action["die"]
        total = 0.0
        for value in range(1, 7):
            options: list[tuple[Colour, int]] = [(die, value)]
            options += [(MIX[(e, die)], value + v) for e, v in earlier]
            found = _best_load(view, seat, options)
            total += found[0] if found is not None else 0.0
        if total > best_value:
            best_action, best_value = action, total
    return best_action
