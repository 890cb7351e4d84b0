"""Hachi-Hachi roles of the 48 hanafuda cards (rules §2, §5, §6, §8) as fast lookup tables."""

from __future__ import annotations

from games.engines import hanafuda
from games.engines.hachi_hachi.shapes import FieldKind

DECK: tuple[str, ...] = hanafuda.DECK
MONTH: dict[str, int] = {c.id: c.month for c in hanafuda.CARDS}
INDEX: dict[str, int] = {c.id: c.index for c in hanafuda.CARDS}
CLASS: dict[str, str] = {c.id: c.card_class for c in hanafuda.CARDS}
#: Hachi-Hachi card points: light 20, animal 10, ribbon 5, chaff 1 (deck total 264).
POINTS: dict[str, int] = {c.id: c.hachi_hachi_points for c in hanafuda.CARDS}

PAR = 88
WILLOW = 11

#: Lights that set the field kind (§5.1): grand x4 (11L, 12L), large x2 (01L, 03L, 08L).
LIGHT_VALUE: dict[str, int] = {"11L": 4, "12L": 4, "01L": 2, "03L": 2, "08L": 2}
FIELD_KIND: dict[int, FieldKind] = {1: "small", 2: "large", 4: "grand"}

#: Cards that count as chaff for the chaff teyaku and Simple 16: chaff plus every Willow card.
TEYAKU_CHAFF: frozenset[str] = frozenset(
    cid for cid in DECK if CLASS[cid] == "chaff" or MONTH[cid] == WILLOW
)


def sort_cards(cards: tuple[str, ...] | list[str] | set[str] | frozenset[str]) -> tuple[str, ...]:
    """Canonical order (deck index)."""
    return tuple(sorted(cards, key=INDEX.__getitem__))


def card_points(pile: tuple[str, ...]) -> int:
    return sum(map(POINTS.__getitem__, pile))


def chaff_or_willow_count(pile: tuple[str, ...]) -> int:
    """The card count used by Simple 16 (§9.4): chaff plus Willow cards."""
    return len(TEYAKU_CHAFF.intersection(pile))
