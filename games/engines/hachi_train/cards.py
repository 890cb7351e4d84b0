"""The Hachi Train cards (rules §2, §3.1): ids, the numbers each card can show, decks by count.

Car cards are ``1a … 8e`` (number + copy letter); special cards are ``S12a … S78b`` and show either
of their two numbers. A card's numbers are kept as a bit mask (bit ``n`` set = can show ``n``) so
that sets are found with one ``&`` per position.
"""

from __future__ import annotations

NUMBERS: tuple[int, ...] = (1, 2, 3, 4, 5, 6, 7, 8)
COPIES = "abcde"
SPECIAL_IDS: tuple[str, ...] = ("S12a", "S12b", "S34a", "S34b", "S56a", "S56b", "S78a", "S78b")
HAND_SIZE = 8
ASSET_START = 200
ASSET_LOSS = 100


def car_ids(players: int) -> tuple[str, ...]:
    """The car cards in use: copies a-c for 3 players, a-d for 4, a-e for 5 (§3.1)."""
    copies = COPIES[:players]
    return tuple(f"{number}{copy}" for number in NUMBERS for copy in copies)


def _mask_of(card: str) -> int:
    if card.startswith("S"):
        return (1 << int(card[1])) | (1 << int(card[2]))
    return 1 << int(card[0])


ALL_IDS: tuple[str, ...] = car_ids(5) + SPECIAL_IDS
#: card id -> bit mask of the numbers it can show.
MASK: dict[str, int] = {card: _mask_of(card) for card in ALL_IDS}
#: bit mask -> the numbers in it, ascending.
BITS: tuple[tuple[int, ...], ...] = tuple(
    tuple(n for n in NUMBERS if mask >> n & 1) for mask in range(1 << 9)
)


def numbers_of(card: str) -> tuple[int, ...]:
    """The numbers ``card`` can show: one for a car card, two for a special card."""
    return BITS[MASK[card]]
