"""Greedy heuristics for Hachi-Hachi, computed from the seat's view only (never the state).

* Play / capture choice: value of the captured cards (card points plus progress towards the
  dekiyaku still open to the bot, a large bonus for completing one, a smaller one for taking a
  card an opponent needs); a card left on the field costs its points and the help it gives an
  opponent who is close to a dekiyaku (the card itself, or a card of the month he needs).
* End / Sage: Sage only while the bot holds at least 3 cards, is one available card away from a
  further dekiyaku and no opponent is one available card away from one; otherwise End.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from games.engines.hachi_hachi import dekiyaku as dk
from games.engines.hachi_hachi.cards import MONTH, POINTS
from games.engines.hachi_hachi.shapes import HachiHachiAction, HachiHachiView


def _open_needs(pile: frozenset[str], blocked: frozenset[str]) -> list[tuple[str, frozenset[str]]]:
    """Dekiyaku not yet in ``pile`` whose missing cards are not in ``blocked`` piles."""
    have = dk.dekiyaku(pile)
    out: list[tuple[str, frozenset[str]]] = []
    for name in dk.ORDER:
        if name in have or (name == "Four Lights" and "Five Lights" in have):
            continue
        need = dk.missing(pile, name)
        if name == "Seven Poems":
            available = dk.POEM_RIBBONS - blocked
            if len(available) >= 7:
                out.append((name, available - pile))
            continue
        if need & blocked:
            continue
        out.append((name, need))
    return out


def _short(name: str, pile: frozenset[str]) -> int:
    if name == "Seven Poems":
        return max(0, 7 - len(dk.POEM_RIBBONS & pile))
    return len(dk.missing(pile, name))


class _Ctx:
    def __init__(self, view: HachiHachiView, seat: int) -> None:
        piles = [frozenset(p) for p in view["piles"]]
        self.mine = piles[seat]
        self.others = [p for s, p in enumerate(piles) if s != seat]
        all_taken = frozenset().union(*piles)
        self.my_needs = _open_needs(self.mine, all_taken - self.mine)
        self.their_needs = [
            (name, need, _short(name, p))
            for p in self.others
            for name, need in _open_needs(p, all_taken - p)
        ]
        self.base = dk.total(self.mine)

    def gain(self, group: Sequence[str]) -> float:
        """Value of moving ``group`` into the bot's pile."""
        score = float(sum(POINTS[c] for c in group))
        after = self.mine | frozenset(group)
        rise = dk.total(after) - self.base
        score += 3.0 * rise
        for name, need in self.my_needs:
            hits = len(need & frozenset(group))
            if hits:
                short = max(1, _short(name, self.mine))
                score += dk.VALUES[name] * hits / (short + 1)
        for name, need, short in self.their_needs:
            if need & frozenset(group):
                score += dk.VALUES[name] * 0.6 / max(1, short)
        return score

    def loss(self, card: str) -> float:
        """Cost of leaving ``card`` on the field for the opponents."""
        score = float(POINTS[card])
        month = MONTH[card]
        for name, need, short in self.their_needs:
            if card in need:
                score += dk.VALUES[name] * 1.2 / max(1, short)
            elif any(MONTH[c] == month for c in need):
                # The opponent may take the needed card with it (and we would be liable).
                score += dk.VALUES[name] * 0.8 / max(1, short)
        return score


def _group(field: Sequence[str], card: str, target: str | None) -> list[str]:
    matches = [f for f in field if MONTH[f] == MONTH[card]]
    if not matches:
        return []
    if len(matches) == 2:
        return [card, target] if target else [card]
    return [card, *matches]


def _sage_worthwhile(view: HachiHachiView, ctx: _Ctx) -> bool:
    you = view["you"]
    if you is None or len(you["hand"]) < 3:
        return False
    if any(short <= 1 for _name, _need, short in ctx.their_needs):
        return False
    return any(_short(name, ctx.mine) <= 1 for name, _need in ctx.my_needs)


def _score(view: HachiHachiView, ctx: _Ctx, action: HachiHachiAction) -> float:
    """How good a play or capture choice is (End and Sage are not scored)."""
    if action["type"] == "choose_capture":
        turned = view["turned"]
        assert turned is not None, "a capture choice is about the turned card"
        return ctx.gain([turned, action["target"]])
    if action["type"] == "play_card":
        group = _group(view["field"], action["card"], action["target"])
        return ctx.gain(group) if group else -ctx.loss(action["card"])
    return 0.0


def choose(
    view: HachiHachiView, seat: int, actions: Sequence[HachiHachiAction], rng: random.Random
) -> HachiHachiAction:
    ctx = _Ctx(view, seat)
    if actions[0]["type"] in ("end", "sage"):
        wanted = "sage" if _sage_worthwhile(view, ctx) else "end"
        return next(a for a in actions if a["type"] == wanted)
    best: list[HachiHachiAction] = []
    best_score = float("-inf")
    for action in actions:
        score = _score(view, ctx, action)
        if score > best_score + 1e-9:
            best, best_score = [action], score
        elif abs(score - best_score) <= 1e-9:
            best.append(action)
    return best[0] if len(best) == 1 else rng.choice(best)
