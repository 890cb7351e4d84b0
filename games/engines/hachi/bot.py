"""Greedy one-step heuristic for Hachi, computed from a seat's view only (never the state).

Each action is valued by the cards it moves into the bot's pile: their card points, the points
of yaku it completes, a share of the points of still-possible yaku it advances, and a share of
the points of opponent yaku it blocks. Playing a card to the field costs part of that card's
worth (the opponent may take it). Ties go to the first action in the legal order.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from games.engines.hachi.scoring import VALUE, YAKU, YAKU_OF_CARD

#: Weight of one more card toward a yaku that is still possible (of the yaku's points).
PROGRESS = 0.15
#: Weight of blocking an opponent yaku, per card of it the opponent already holds.
BLOCK = 0.3
#: Share of a card's own worth lost by leaving it on the field.
DISCARD = 0.6


def _gain(cards: tuple[str, ...], mine: frozenset[str], theirs: frozenset[str]) -> float:
    """How much moving ``cards`` into the bot's pile is worth."""
    gain = float(sum(VALUE[c] for c in cards))
    after = mine.union(cards)
    seen: set[str] = set()
    for c in cards:
        for y in YAKU_OF_CARD[c]:
            if y.key in seen:
                continue
            seen.add(y.key)
            if y.cards <= after and not y.cards <= mine:
                gain += y.points
            elif not (y.cards & theirs):
                gain += PROGRESS * y.points * len(y.cards & after - mine)
            held = len(y.cards & theirs)
            if held and not (y.cards & mine):
                gain += BLOCK * y.points * held / 2
    return gain


def _worth(card: str, theirs: frozenset[str]) -> float:
    """What a card left on the field might give the opponent."""
    worth = float(VALUE[card])
    for y in YAKU_OF_CARD[card]:
        worth += PROGRESS * y.points * (1 + len(y.cards & theirs))
    return worth


def choose(view: dict[str, Any], seat: int, actions: Sequence[dict[str, Any]]) -> dict[str, Any]:
    piles = view["piles"]
    mine = frozenset(piles[seat])
    theirs = frozenset(piles[1 - seat])
    turned: str = view.get("turned") or ""
    best: dict[str, Any] = actions[0]
    best_score = float("-inf")
    for action in actions:
        target: str | None = action.get("target")
        if action["type"] == "choose_deck_capture" and target is not None:
            score = _gain((turned, target), mine, theirs)
        elif target is None:
            score = -DISCARD * _worth(action["card"], theirs)
        else:
            score = _gain((action["card"], target), mine, theirs)
        if score > best_score:
            best, best_score = action, score
    return best


__all__ = ["YAKU", "choose"]
