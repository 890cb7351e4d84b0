"""Frozen state dataclasses of Take the Train (never mutated; use ``dataclasses.replace``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from games.engines.take_the_train.shapes import Colour, EndOfLineCard, Phase, TransferCard


@dataclass(frozen=True, slots=True)
class Line:
    """A coloured line: its Station is on the table; arms list card ids outward from it.

    The number of the card at position ``i`` is ``LOW_NUMBER[i]`` / ``HIGH_NUMBER[i]``; a Free
    Ride id at a position stands for that number of the line's colour. ``*_closed`` holds the
    End of Line card that closes that end, if any.
    """

    colour: Colour
    low: tuple[str, ...] = ()
    high: tuple[str, ...] = ()
    low_closed: EndOfLineCard | None = None
    high_closed: EndOfLineCard | None = None


@dataclass(frozen=True, slots=True)
class Branch:
    """A Transfer branch of colour ``colour`` (variant §6.1).

    ``transfer`` lies beside the real card ``base``; ``cards[0]`` is the real card of number
    ``start``; later positions go down (start <= 6) or up (start >= 7), Free Rides allowed.
    """

    colour: Colour
    transfer: TransferCard
    base: str
    start: int
    cards: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class RoundResult:
    round_no: int
    dealer: int
    ended_by: Literal["out", "fares"]
    seat: int  # the seat that went out, or that ran out of fares
    cards_left: tuple[int, ...]
    specialty_left: tuple[int, ...]
    payments: tuple[int, ...]
    fares: tuple[int, ...]  # after the end payments
    pot: int
    winners: tuple[int, ...]
    scored: tuple[int, ...]  # added to the cumulative score (multi-round)


@dataclass(frozen=True, slots=True)
class TTState:
    players: int
    transfer: bool
    match: str
    seed: str
    round_no: int
    dealer: int
    phase: Phase
    current: int
    hands: tuple[tuple[str, ...], ...]
    pile: tuple[str, ...]  # index 0 is the top card
    fares: tuple[int, ...]
    pot: int
    lines: tuple[Line | None, ...]  # one slot per colour, in COLOURS order
    branches: tuple[Branch | None, ...]
    opening_draws: tuple[int, ...]  # free cards drawn per seat while searching for a Station
    cumulative: tuple[int, ...]
    results: tuple[RoundResult, ...] = ()


def evolve(
    s: TTState,
    *,
    phase: Phase | None = None,
    current: int | None = None,
    hands: tuple[tuple[str, ...], ...] | None = None,
    pile: tuple[str, ...] | None = None,
    fares: tuple[int, ...] | None = None,
    pot: int | None = None,
    lines: tuple[Line | None, ...] | None = None,
    branches: tuple[Branch | None, ...] | None = None,
) -> TTState:
    """A fast ``dataclasses.replace`` for the fields a turn changes."""
    return TTState(
        players=s.players,
        transfer=s.transfer,
        match=s.match,
        seed=s.seed,
        round_no=s.round_no,
        dealer=s.dealer,
        phase=s.phase if phase is None else phase,
        current=s.current if current is None else current,
        hands=s.hands if hands is None else hands,
        pile=s.pile if pile is None else pile,
        fares=s.fares if fares is None else fares,
        pot=s.pot if pot is None else pot,
        lines=s.lines if lines is None else lines,
        branches=s.branches if branches is None else branches,
        opening_draws=s.opening_draws,
        cumulative=s.cumulative,
        results=s.results,
    )
