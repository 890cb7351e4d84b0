"""The Take the Train deck (rules §2) and precomputed lookup tables.

Card ids follow the rules exactly: ``B1 … B12``, ``G…``, ``M…``, ``O…`` (numbered),
``SB SG SM SO`` (Stations), ``FR1 FR2`` (Free Ride), ``EL1 EL2`` (End of Line), ``TR1 TR2``
(Transfer, variant only).
"""

from __future__ import annotations

from games.engines.take_the_train.shapes import Colour, EndOfLineCard, Station, TransferCard

COLOURS: tuple[Colour, ...] = ("B", "G", "M", "O")
NUMBERS: tuple[int, ...] = tuple(range(1, 13))

#: ``CARD[colour][n]`` is the id of the real numbered card (index 0 unused).
CARD: dict[Colour, tuple[str, ...]] = {c: ("", *(f"{c}{n}" for n in NUMBERS)) for c in COLOURS}
NUMBERED: tuple[str, ...] = tuple(CARD[c][n] for c in COLOURS for n in NUMBERS)
STATION: dict[Colour, Station] = {"B": "SB", "G": "SG", "M": "SM", "O": "SO"}
STATIONS: tuple[Station, ...] = tuple(STATION[c] for c in COLOURS)
STATION_COLOUR: dict[str, Colour] = {s: c for c, s in STATION.items()}
FREE_RIDES: tuple[str, ...] = ("FR1", "FR2")
END_OF_LINES: tuple[EndOfLineCard, ...] = ("EL1", "EL2")
TRANSFERS: tuple[TransferCard, ...] = ("TR1", "TR2")
SPECIALTY: frozenset[str] = frozenset(FREE_RIDES + END_OF_LINES + TRANSFERS)

BASIC_DECK: tuple[str, ...] = NUMBERED + STATIONS + FREE_RIDES + END_OF_LINES
TRANSFER_DECK: tuple[str, ...] = BASIC_DECK + TRANSFERS

#: Canonical sort position of every card (hands are kept sorted by it).
ORDER: dict[str, int] = {card: i for i, card in enumerate(TRANSFER_DECK)}
#: Colour and number of each real numbered card.
COLOUR_OF: dict[str, Colour] = {CARD[c][n]: c for c in COLOURS for n in NUMBERS}
NUMBER_OF: dict[str, int] = {CARD[c][n]: n for c in COLOURS for n in NUMBERS}

#: End payment per card left in hand (§7): 2 per specialty card, 1 otherwise.
COST: dict[str, int] = {card: 2 if card in SPECIALTY else 1 for card in TRANSFER_DECK}

#: Number at position ``i`` (0 = next to the Station) of a low / high arm, wrap-around included.
LOW_NUMBER: tuple[int, ...] = tuple((5 - i) % 12 + 1 for i in range(12))
HIGH_NUMBER: tuple[int, ...] = tuple((6 + i) % 12 + 1 for i in range(12))


def deck(transfer: bool) -> tuple[str, ...]:
    return TRANSFER_DECK if transfer else BASIC_DECK


def sort_hand(cards: list[str] | tuple[str, ...]) -> tuple[str, ...]:
    return tuple(sorted(cards, key=ORDER.__getitem__))


def cards_per_player(players: int) -> int:
    """13 cards each with 2 or 3 players, 8 with 4-6 (§3)."""
    return 13 if players <= 3 else 8
