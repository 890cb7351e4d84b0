"""The immutable Hachi Train state (never mutated; see ``dataclasses.replace``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, Literal

from games.engines.hachi_train.shapes import InsertMode, PendingSource

#: Slot kinds, one character per hand position (rules §9): who may see the card in that slot.
DEALT = "d"  # a dealt car card: face up to the owner only ("car card" to the others)
DRAWN = "s"  # a special card drawn from the stock: owner only ("special card" to the others)
COLLECTED = "c"  # a card collected from the field: face up to everybody

SOURCE_COLLECTED: Final = "collected"
SOURCE_DRAWN: Final = "drawn"


@dataclass(frozen=True, slots=True)
class RoundResult:
    """What happened in one finished round (reported in the outcome's ``detail``)."""

    round: int
    start_player: int
    loser: int
    out_order: tuple[int, ...]
    assets: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class HachiTrainState:
    seed: str
    players: int
    insert_mode: InsertMode
    rounds: int
    round_no: int
    start_player: int
    #: assets in $m per seat: 200, 100 or 0.
    assets: tuple[int, ...]
    #: each seat's hand, left to right (position 0 first).
    hands: tuple[tuple[str, ...], ...]
    #: per seat, one slot-kind character (DEALT / DRAWN / COLLECTED) per hand position.
    kinds: tuple[str, ...]
    #: the special-card stock, top card first.
    stock: tuple[str, ...]
    #: the set on the field (empty tuple when the field is empty), its number and owner (-1).
    field: tuple[str, ...]
    field_number: int
    field_owner: int
    #: consecutive passes since the field set was played.
    passes: int
    #: the seat that decides now (during an insertion: the seat inserting).
    turn: int
    #: cards waiting to be inserted by ``turn`` (collected from the field or drawn), in order.
    pending: tuple[str, ...]
    #: where ``pending`` came from; "" when nothing is pending.
    pending_source: PendingSource | Literal[""]
    discard: tuple[str, ...]
    #: seats that went out this round, in order.
    out_order: tuple[int, ...]
    round_results: tuple[RoundResult, ...]
    finished: bool
