"""Dekiyaku (captured hands, §8) and the liability rule (§9.5)."""

from __future__ import annotations

from games.engines.hachi_hachi.shapes import DekiyakuName

FIVE_LIGHTS = frozenset({"01L", "03L", "08L", "11L", "12L"})
FOUR_LIGHTS = frozenset({"01L", "03L", "08L", "12L"})
POEM_RIBBONS = frozenset({"01R", "02R", "03R", "04R", "05R", "06R", "07R", "09R", "10R"})
RED_POEMS = frozenset({"01R", "02R", "03R"})
BLUE_POEMS = frozenset({"06R", "09R", "10R"})

VALUES: dict[str, int] = {
    "Five Lights": 144,
    "Four Lights": 120,
    "Seven Poems": 120,
    "Red Poems": 84,
    "Blue Poems": 84,
}
#: Cards of each set-like dekiyaku (Seven Poems needs any 7 of POEM_RIBBONS).
CARDS: dict[str, frozenset[str]] = {
    "Five Lights": FIVE_LIGHTS,
    "Four Lights": FOUR_LIGHTS,
    "Red Poems": RED_POEMS,
    "Blue Poems": BLUE_POEMS,
}
#: Dekiyaku that liability can cover (§9.5); Five Lights and Seven Poems never are.
COVERED = ("Four Lights", "Red Poems", "Blue Poems")
#: Every card that belongs to some dekiyaku (a capture without one cannot raise D).
DEKIYAKU_CARDS = FIVE_LIGHTS | POEM_RIBBONS
ORDER: tuple[DekiyakuName, ...] = (
    "Five Lights",
    "Four Lights",
    "Seven Poems",
    "Red Poems",
    "Blue Poems",
)


def dekiyaku(pile: tuple[str, ...] | frozenset[str]) -> tuple[DekiyakuName, ...]:
    """Names of the dekiyaku in a pile; Five Lights replaces Four Lights (§8)."""
    have = frozenset(pile)
    out: list[DekiyakuName] = []
    if have >= FIVE_LIGHTS:
        out.append("Five Lights")
    elif have >= FOUR_LIGHTS:
        out.append("Four Lights")
    if len(POEM_RIBBONS & have) >= 7:
        out.append("Seven Poems")
    if have >= RED_POEMS:
        out.append("Red Poems")
    if have >= BLUE_POEMS:
        out.append("Blue Poems")
    return tuple(out)


def total(pile: tuple[str, ...] | frozenset[str]) -> int:
    """The dekiyaku total D of a pile (§8)."""
    return sum(VALUES[name] for name in dekiyaku(pile))


def missing(pile: tuple[str, ...] | frozenset[str], name: str) -> frozenset[str]:
    """Cards still needed for a set-like dekiyaku (Seven Poems: the unpicked poem ribbons)."""
    have = frozenset(pile)
    if name == "Seven Poems":
        return POEM_RIBBONS - have if len(POEM_RIBBONS & have) < 7 else frozenset()
    return CARDS[name] - have


def liable_seats(
    *,
    ender: int,
    start_pile: tuple[str, ...],
    end_pile: tuple[str, ...],
    captures: tuple[tuple[str, ...], ...],
    fed: tuple[str | None, ...],
) -> dict[str, int]:
    """For each covered dekiyaku of ``ender`` completed this turn, the liable seat (§9.5 1-3).

    ``start_pile`` is the ender's pile at the start of the turn, ``captures`` the groups of cards
    captured during the turn, ``fed`` per seat the card it fed on its last hand play (or None).
    The caller checks condition 4 (the ender ends this turn, no opponent in Sage, 3 players).
    Only dekiyaku counted in the ender's total qualify (Four Lights inside Five Lights does not).
    """
    out: dict[str, int] = {}
    now = dekiyaku(end_pile)
    start = frozenset(start_pile)
    for name in COVERED:
        if name not in now:
            continue
        lacking = CARDS[name] - start
        if len(lacking) != 1:
            continue
        (card,) = lacking
        group = next((g for g in captures if card in g), None)
        if group is None:
            continue
        for seat, x in enumerate(fed):
            if seat != ender and x is not None and x in group:
                out[name] = seat
                break
    return out
