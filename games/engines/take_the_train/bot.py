"""Greedy heuristics for Take the Train, from the seat's view and legal actions only.

Each play gets a score and the best one (first in list order on ties) is chosen:

* runs and new lines: +10 per real card shed (a Station counts as one), -4 per Free Ride used,
  so long runs of real cards win, and a Free Ride is spent only when real cards follow it
  (it is kept "for need" otherwise: a Free Ride alone is the last resort before an End of Line);
* Transfer: sheds two cards, one of them a 2-fare specialty card (+22);
* Free Ride swap: +7 (a real card down, a flexible wild card back);
* End of Line: +5, minus 3 for each held card of that colour the closed end would block.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

Action = dict[str, Any]


def _numbered(card: str) -> tuple[str, int] | None:
    if len(card) >= 2 and card[0] in "BGMO" and card[1:].isdigit():
        return card[0], int(card[1:])
    return None


def _end_of_line_score(view: dict[str, Any], hand: list[str], action: Action) -> int:
    line = view["lines"].get(action["line"]) or {}
    nxt = line.get(f"next_{action['arm']}")
    score = 5
    if nxt is None:
        return score + 1
    for card in hand:
        parsed = _numbered(card)
        if parsed is None or parsed[0] != action["line"]:
            continue
        if (action["arm"] == "high" and parsed[1] >= nxt) or (
            action["arm"] == "low" and parsed[1] <= nxt
        ):
            score -= 3
    return score


def score(view: dict[str, Any], action: Action) -> int:
    kind = action["type"]
    if kind in ("extend", "open_line"):
        cards: list[str] = action["cards"]
        free = sum(1 for c in cards if c.startswith("FR"))
        real = len(cards) - free + (1 if kind == "open_line" else 0)
        return 10 * real - 4 * free
    if kind == "transfer":
        return 22
    if kind == "swap_free_ride":
        return 7
    if kind == "end_of_line":
        you = view.get("you") or {}
        return _end_of_line_score(view, list(you.get("hand", [])), action)
    return 0


def choose(view: dict[str, Any], seat: int, actions: Sequence[Action]) -> Action:
    best = actions[0]
    best_score = score(view, best)
    for action in actions[1:]:
        value = score(view, action)
        if value > best_score:
            best, best_score = action, value
    return best
