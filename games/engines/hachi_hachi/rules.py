"""Capture rule (§7.1) and the legal action lists of the decision points (§7.2-7.4)."""

from __future__ import annotations

from games.engines.hachi_hachi.cards import INDEX, MONTH
from games.engines.hachi_hachi.shapes import HachiHachiAction


def same_month(field: tuple[str, ...], card: str) -> list[str]:
    """Field cards of the card's month, in field (canonical) order."""
    month = MONTH[card]
    return [f for f in field if MONTH[f] == month]


def add_to_field(field: tuple[str, ...], card: str) -> tuple[str, ...]:
    """Insert keeping the canonical (deck index) order."""
    key = INDEX[card]
    for i, f in enumerate(field):
        if INDEX[f] > key:
            return (*field[:i], card, *field[i:])
    return (*field, card)


def capture(
    field: tuple[str, ...], card: str, target: str | None
) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Apply §7.1 to ``card``: (new field, captured group). ``target`` is needed iff #F = 2.

    The captured group is empty when the card stays on the field; otherwise it starts with
    ``card`` followed by the field cards it takes.
    """
    matches = same_month(field, card)
    if not matches:
        return add_to_field(field, card), ()
    if len(matches) == 3:
        return tuple(f for f in field if MONTH[f] != MONTH[card]), (card, *matches)
    if len(matches) == 2:
        if target not in matches:
            raise ValueError("a target among the two same-month field cards is required")
        taken = target
    else:
        taken = matches[0]
    rest = list(field)
    rest.remove(taken)
    return tuple(rest), (card, taken)


def play_actions(hand: tuple[str, ...], field: tuple[str, ...]) -> list[HachiHachiAction]:
    """Step A (§7.2): PlayCard(c) (target None), or PlayCard(c, t) for both candidates if #F = 2."""
    months = [MONTH[f] for f in field]
    out: list[HachiHachiAction] = []
    for c in hand:
        month = MONTH[c]
        if months.count(month) == 2:
            first = months.index(month)
            second = months.index(month, first + 1)
            out.append({"type": "play_card", "card": c, "target": field[first]})
            out.append({"type": "play_card", "card": c, "target": field[second]})
        else:
            out.append({"type": "play_card", "card": c, "target": None})
    return out


def choose_actions(field: tuple[str, ...], pending: str) -> list[HachiHachiAction]:
    """Step B (§7.3): ChooseCapture(t) for both candidates of the turned card."""
    return [{"type": "choose_capture", "target": t} for t in same_month(field, pending)]


def decide_actions() -> list[HachiHachiAction]:
    """Step C (§7.4): End before Sage."""
    return [{"type": "end"}, {"type": "sage"}]
