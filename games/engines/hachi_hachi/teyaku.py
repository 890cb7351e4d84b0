"""Teyaku (dealt hands, §6): detection of the set hand and the chaff hand, and what is shown."""

from __future__ import annotations

from games.engines.hachi_hachi.cards import CLASS, MONTH, TEYAKU_CHAFF, sort_cards
from games.engines.hachi_hachi.shapes import ChaffHandName, HachiHachiTeyaku, SetHandName
from games.engines.hachi_hachi.state import Teyaku

STANDING_MONTHS = frozenset({4, 5, 7})
PAULOWNIA_CHAFF = frozenset({"12C1", "12C2", "12C3"})
#: Two triples by how many of them are standing (0, 1, 2), with their values.
TWO_THREES: tuple[tuple[SetHandName, int], ...] = (
    ("Two Three", 72),
    ("Two Three, one standing", 84),
    ("Two Standing Threes", 96),
)


def is_standing(cards: tuple[str, ...]) -> bool:
    """Standing triple: three of Wisteria, Iris or Bush clover, or the three Paulownia chaff."""
    month = MONTH[cards[0]]
    return month in STANDING_MONTHS or frozenset(cards) == PAULOWNIA_CHAFF


def _set_hand(
    hand: tuple[str, ...],
) -> tuple[SetHandName | None, int, tuple[str, ...], tuple[int, ...]]:
    """(name, value, shown cards, triple months for Diving) of the best set hand (§6.2)."""
    counts: dict[int, int] = {}
    for c in hand:
        counts[MONTH[c]] = counts.get(MONTH[c], 0) + 1
    if max(counts.values()) < 3 and len(counts) != 4:  # no set hand but Lead (2+2+2+1)
        return None, 0, (), ()
    by_month: dict[int, list[str]] = {}
    for c in hand:
        by_month.setdefault(MONTH[c], []).append(c)
    groups = sorted(by_month.values(), key=lambda g: (-len(g), MONTH[g[0]]))
    pattern = tuple(len(g) for g in groups)
    triples = [tuple(g) for g in groups if len(g) == 3]
    pairs = [c for g in groups if len(g) == 2 for c in g]
    if pattern == (4, 3):
        return "Four Three", 240, hand, ()
    if pattern == (4, 2, 1):
        return "Four Two One", 96, hand, ()
    if pattern == (4, 1, 1, 1):
        return "Four", 72, tuple(groups[0]), ()
    if pattern == (3, 2, 2):
        return "Haneken", 84, (*triples[0], *pairs), (MONTH[triples[0][0]],)
    months = tuple(MONTH[t[0]] for t in triples)
    if pattern == (3, 3, 1):
        standing = sum(1 for t in triples if is_standing(t))
        name, value = TWO_THREES[standing]
        return name, value, (*triples[0], *triples[1]), months
    if pattern == (2, 2, 2, 1):
        return "Lead", 48, tuple(pairs), ()
    if pattern in ((3, 2, 1, 1), (3, 1, 1, 1, 1)):
        if is_standing(triples[0]):
            return "Standing Three", 36, triples[0], months
        return "Three", 24, triples[0], months
    return None, 0, (), ()


def _chaff_hand(hand: tuple[str, ...]) -> tuple[ChaffHandName | None, int, tuple[str, ...]]:
    """(name, value, shown cards) of the chaff hand (§6.3); Willow cards count as chaff."""
    others = [c for c in hand if c not in TEYAKU_CHAFF]
    shown = tuple(c for c in hand if c in TEYAKU_CHAFF)
    if not others:
        return "Wither", 48, shown
    if len(others) == 1:
        kind = CLASS[others[0]]
        if kind == "light":
            return "One Light", 48, shown
        if kind == "animal":
            return "One Ten", 36, shown
        return "One Slip", 36, shown
    if all(CLASS[c] == "ribbon" for c in others):
        return "Red", 36, shown
    return None, 0, ()


def detect(hand: tuple[str, ...]) -> Teyaku:
    """The teyaku of a dealt 7-card hand: best set hand + best chaff hand (§6.1)."""
    set_name, set_value, set_shown, triple_months = _set_hand(hand)
    chaff_name, chaff_value, chaff_shown = _chaff_hand(hand)
    return Teyaku(
        set_name=set_name,
        set_value=set_value,
        chaff_name=chaff_name,
        chaff_value=chaff_value,
        shown=sort_cards(set(set_shown) | set(chaff_shown)),
        triple_months=triple_months,
    )


def diving(teyaku: Teyaku, pile: tuple[str, ...]) -> bool:
    """Diving (§9.4): a triple-without-four set teyaku and all four cards of a triple's month."""
    return any(sum(1 for c in pile if MONTH[c] == m) == 4 for m in teyaku.triple_months)


ESCAPE_CHAFF_HANDS = frozenset({"Red", "One Slip", "One Ten", "Wither"})


def escape(teyaku: Teyaku, card_points: int) -> bool:
    """Escape (§9.4): chaff teyaku Red, One Slip, One Ten or Wither and at least 89 card points."""
    return teyaku.chaff_name in ESCAPE_CHAFF_HANDS and card_points >= 89


def public(teyaku: Teyaku) -> HachiHachiTeyaku:
    """The announcement everybody sees (§6.4), with the cards shown."""
    return {
        "name": teyaku.name,
        "value": teyaku.value,
        "set_hand": teyaku.set_name,
        "set_value": teyaku.set_value,
        "chaff_hand": teyaku.chaff_name,
        "chaff_value": teyaku.chaff_value,
        "shown": list(teyaku.shown),
    }
