"""Immutable state of a Fast Train game.

A sheet is 12 trains indexed ``2 * colour + train`` (see ``constants``); a train is the tuple of
its filled cars' running totals, left to right, so its sum is the last element and its length
the number of filled cars.
"""

from __future__ import annotations

from dataclasses import dataclass

from games.engines.fast_train.constants import CARS, COLOURS
from games.engines.fast_train.shapes import Die

Train = tuple[int, ...]
Sheet = tuple[Train, ...]
Roll = tuple[Die, int]

EMPTY_SHEET: Sheet = tuple(() for _ in range(2 * len(COLOURS)))


@dataclass(frozen=True, slots=True)
class Commit:
    """A load a seat has committed for the current die (hidden from the others until revealed)."""

    colour: int
    train: int
    cargo: int


@dataclass(frozen=True, slots=True)
class RoundRecord:
    """A finished round: who was active and the dice in the order they were rolled."""

    round_no: int
    active: int
    rolls: tuple[Roll, ...]


@dataclass(frozen=True, slots=True)
class FastTrainState:
    players: int
    seed: str
    #: ``dist[2 * colour + train][n]``: the ``distance_tables`` option (§6.1).
    tables: tuple[tuple[int, ...], ...]
    show_solo_challenges: bool
    sheets: tuple[Sheet, ...]
    round_no: int
    active: int
    #: Dice rolled so far this round, in order: (die colour, value).
    rolls: tuple[Roll, ...]
    #: Seats that still have to commit a load for the last die (empty while choosing a die).
    waiting: frozenset[int]
    #: Per seat, the load committed for the last die, or None (not yet / skipped).
    commits: tuple[Commit | None, ...]
    last_round: bool
    over: bool
    history: tuple[RoundRecord, ...]


def reached(sheet: Sheet, colour: int) -> bool:
    """Whether this sheet has reached the colour's city (either train has its 6th car)."""
    return len(sheet[2 * colour]) == CARS or len(sheet[2 * colour + 1]) == CARS


def distinct_destinations(sheets: tuple[Sheet, ...]) -> frozenset[int]:
    """Colours whose city at least one player has reached (§5)."""
    return frozenset(c for sheet in sheets for c in range(len(COLOURS)) if reached(sheet, c))


def load_train(sheet: Sheet, row: int, cargo: int) -> Sheet:
    """The sheet with ``cargo`` loaded into train ``row``: its next car gets ``sum + cargo``."""
    train = sheet[row]
    new_train = (*train, (train[-1] if train else 0) + cargo)
    return (*sheet[:row], new_train, *sheet[row + 1 :])
