"""Greedy one-step heuristic for Hachi, computed from a seat's view only (never the state).

An action is valued by the cards it moves into the bot's pile: their card points, plus the
points of every yaku it completes, plus a share of the points of still-possible yaku it brings
closer (a larger share when it makes the second card of three), plus a share of the points of
opponent yaku it makes impossible (larger when the opponent already holds two of the three).
Laying a card on the field costs what the opponent could make of it (its value and its yaku
chances). Ties go to the first action in the legal order.
"""

from __future__ import annotations

from collections.abc import Sequence

from games.engines.hachi.scoring import VALUE, YAKU_OF_CARD
from games.engines.hachi.shapes import HachiAction, HachiView

#: Share of a yaku's points for raising a live yaku from k held cards to k + 1 (k = 0, 1).
PROGRESS = (0.05, 0.25)
#: Share of an opponent yaku's points for making it impossible when they hold k cards of it.
BLOCK = (0.0, 0.05, 0.5)
#: Share of a yaku's points the opponent would gain from a laid card, by cards they hold.
EXPOSE = (0.05, 0.25, 1.0)


def _gain(cards: tuple[str, ...], mine: frozenset[str], theirs: frozenset[str]) -> float:
    """How much moving ``cards`` into the bot's pile is worth."""
    gain = float(sum(VALUE[c] for c in cards))
    after = mine.union(cards)
    seen: set[str] = set()
    for c in cards:
        for y in YAKU_OF_CARD[c]:
            if y.key in seen or y.cards <= mine:
                continue
            seen.add(y.key)
            held = len(y.cards & theirs)
            if held:  # dead for the bot; taking its card may block the opponent
                if not y.cards & mine:
                    gain += BLOCK[held] * y.points
                continue
            now = len(y.cards & after)
            if now == 3:
                gain += y.points
            else:
                before = len(y.cards & mine)
                gain += sum(PROGRESS[k] for k in range(before, now)) * y.points
    return gain


def _exposure(card: str, mine: frozenset[str], theirs: frozenset[str]) -> float:
    """What a card laid on the field might give the opponent."""
    worth = float(VALUE[card])
    for y in YAKU_OF_CARD[card]:
        if not y.cards & mine:
            worth += EXPOSE[len(y.cards & theirs)] * y.points
    return worth


def choose(view: HachiView, seat: int, actions: Sequence[HachiAction]) -> HachiAction:
    piles = view["piles"]
    mine = frozenset(piles[seat])
    theirs = frozenset(piles[1 - seat])
    turned = view["turned"] or ""
    best = actions[0]
    best_score = float("-inf")
    for action in actions:
        if action["type"] == "choose_deck_capture":
            score = _gain((turned, action["target"]), mine, theirs)
        elif action["target"] is None:
            score = -_exposure(action["card"], mine, theirs)
        else:
            score = _gain((action["card"], action["target"]), mine, theirs)
        if score > best_score:
            best, best_score = action, score
    return best
