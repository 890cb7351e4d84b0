"""Hanafuda cards in words and pictures, shared by the Hachi and Hachi-Hachi presenters.

Only card ids the viewing seat may see ever reach these helpers (from its view, its legal
actions, its redacted events, or a replay's full view), so nothing here can reveal a hidden card.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TypedDict

from games.engines.hanafuda import CardId, card

SHORT_PLANTS = {
    1: "Pine",
    2: "Plum",
    3: "Cherry",
    4: "Wisteria",
    5: "Iris",
    6: "Peony",
    7: "Clover",
    8: "Susuki",
    9: "Mum",
    10: "Maple",
    11: "Willow",
    12: "Paulownia",
}
_KIND = {
    "light": "Light",
    "animal": "Animal",
    "chaff": "Chaff",
    "poetry": "Poetry ribbon",
    "red": "Red ribbon",
    "blue": "Blue ribbon",
}
MINUS = "\u2212"

#: One card as ``_hanafuda_card.html`` draws it: the engine's card (``hanafuda.card``: id,
#: month, plant, class, name, ribbon kind), its kind (the ribbon kind or the class) in words, a
#: short name for captions and a sentence for screen readers.
CardFace = TypedDict(
    "CardFace",
    {
        "id": str,
        "month": int,
        "plant": str,
        "name": str,
        "class": str,
        "ribbon_kind": str | None,
        "kind": str,
        "kind_label": str,
        "kind_word": str,
        "short": str,
        "aria": str,
    },
)


def face(card_id: CardId) -> CardFace:
    """What the card partial draws: month, class, a short name and a sentence for screen readers."""
    c = card(card_id)
    kind = c.ribbon_kind or c.card_class
    return {
        "id": c.id,
        "month": c.month,
        "plant": c.plant,
        "name": c.name,
        "class": c.card_class,
        "ribbon_kind": c.ribbon_kind,
        "kind": kind,
        "kind_label": _KIND[kind],
        "kind_word": _KIND[kind].removesuffix(" ribbon"),
        "short": short_name(card_id),
        "aria": f"{c.name}: month {c.month}, {c.plant}, {_KIND[kind].lower()}",
    }


def faces(card_ids: Iterable[CardId]) -> list[CardFace]:
    return [face(c) for c in card_ids]


def short_name(card_id: CardId) -> str:
    """A name short enough for a caption under a card: 'Maple chaff', 'Iris ribbon', 'Deer'."""
    c = card(card_id)
    plant = SHORT_PLANTS[c.month]
    if c.card_class == "ribbon":
        return f"{plant} ribbon"
    if c.card_class == "chaff" and c.name.endswith("chaff"):
        return f"{plant} chaff"
    return c.name


def name_of(card_id: CardId) -> str:
    """The card's own name: 'Crane and Sun', 'Pine chaff'."""
    return card(card_id).name


def card_phrase(card_id: CardId | None) -> str:
    """'the Crane and Sun (month 1 Pine, light)': a card named in a sentence."""
    if not card_id:
        return "nothing"
    c = card(card_id)
    kind = _KIND[c.ribbon_kind or c.card_class].lower()
    extra = f"month {c.month}"
    if SHORT_PLANTS[c.month].lower() not in c.name.lower():
        extra += f" {c.plant}"
    if kind not in c.name.lower():
        extra += f", {kind}"
    return f"the {c.name} ({extra})"


def cards_phrase(card_ids: Iterable[CardId]) -> str:
    """'the Pine chaff (month 1) and the Crane and Sun (month 1 Pine, light)', or 'nothing'."""
    names = [card_phrase(c) for c in card_ids]
    if len(names) < 2:
        return "".join(names) or "nothing"
    return ", ".join(names[:-1]) + " and " + names[-1]


def seat_name(names: Mapping[int, str], seat: int | None) -> str:
    """A seat as the move log names it ("nobody" for no seat)."""
    return names.get(seat, f"Seat {seat}") if seat is not None else "nobody"


def number(value: int) -> str:
    """An amount with the one minus sign used everywhere on the site (U+2212)."""
    return f"{MINUS}{-value}" if value < 0 else str(value)


def signed(value: int) -> str:
    """A change of score: '+12', '0' or minus 12 (with U+2212)."""
    return f"+{value}" if value > 0 else number(value)


def ids(card_ids: Iterable[CardId]) -> str:
    """A zone's cards for its ``data-cards`` attribute, in the engine's order."""
    return " ".join(card_ids)


def take(card_id: CardId) -> str:
    """A capture in two or three words under a card: 'Take Pine chaff'."""
    return f"Take {short_name(card_id)}"
