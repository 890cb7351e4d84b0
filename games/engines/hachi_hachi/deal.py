"""Round setup (§4): seeded deal, misdeal redeal, field multiplier and carry queue (§5)."""

from __future__ import annotations

from games.engines.hachi_hachi.cards import DECK, LIGHT_VALUE, MONTH, sort_cards
from games.engines.rng import shuffled

HAND_SIZE = 7
FIELD_SIZE = 6


def is_misdeal(field: tuple[str, ...]) -> bool:
    """All four cards of one month on the dealt field (§4, step 2: a misdeal)."""
    counts: dict[int, int] = {}
    for c in field:
        counts[MONTH[c]] = counts.get(MONTH[c], 0) + 1
    return any(n == 4 for n in counts.values())


def deal_cards(
    seed: str, round_no: int, attempt: int, players: int, dealer: int
) -> tuple[tuple[tuple[str, ...], ...], tuple[str, ...], tuple[str, ...]]:
    """(hands by seat, field, draw pile) of one deal attempt; label ("deal", round, attempt).

    Hands are dealt in turn order starting with the dealer; then six cards to the field; the rest
    is the draw pile (top card first).
    """
    cards = shuffled(DECK, seed, "deal", round_no, attempt)
    hands: list[tuple[str, ...]] = [()] * players
    for j in range(players):
        seat = (dealer + j) % players
        hands[seat] = sort_cards(cards[HAND_SIZE * j : HAND_SIZE * (j + 1)])
    start = HAND_SIZE * players
    field = sort_cards(cards[start : start + FIELD_SIZE])
    return tuple(hands), field, tuple(cards[start + FIELD_SIZE :])


def own_multiplier(field: tuple[str, ...]) -> int:
    """Kind of the dealt field (§5.1): 4 grand, 2 large, 1 small."""
    return max((LIGHT_VALUE.get(c, 1) for c in field), default=1)


def multiplier(
    field: tuple[str, ...], carry: tuple[int, ...], mode: str
) -> tuple[int, tuple[int, ...]]:
    """(M, new carry queue) for a valid deal (§5.2, option all_lights §5.3)."""
    own = own_multiplier(field)
    carried, queue = (carry[0], carry[1:]) if carry else (1, carry)
    m = max(own, carried)
    lights = sorted((LIGHT_VALUE[c] for c in field if c in LIGHT_VALUE), reverse=True)
    if mode == "all_lights":
        extra = tuple(lights[1:])
    else:
        top = [v for v in lights if v == own]
        extra = tuple(own for _ in top[1:])
    return m, queue + extra
