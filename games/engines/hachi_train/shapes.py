"""The declared shapes of Hachi Train's actions and view (rules: docs/games/hachi-train.md).

Card ids: car cards `1a … 8e` (the number it shows, then a copy letter `a`-`e`) and special
cards `S12a S12b S34a S34b S56a S56b S78a S78b` (`S`, the two numbers it can show, a copy
letter). Seats are numbered from 0; hand positions count from 0 at the left end.

The API publishes these TypedDicts as its schema; the engine builds its actions and views as
these types, so `mypy` checks the two against each other.
"""

from __future__ import annotations

from typing import Literal, NotRequired, TypedDict

# ----- actions ------------------------------------------------------------------------------


class HachiTrainPlayAction(TypedDict):
    """Play the block of hand positions start … end (inclusive), every card showing number."""

    type: Literal["play"]
    start: int
    """The leftmost hand position of the set (0-based)."""
    end: int
    """The rightmost hand position of the set, inclusive."""
    number: int
    """The number 1-8 every card of the set shows (a special card shows either of its two)."""


class HachiTrainPassAction(TypedDict):
    """Pass on a set on the field; draws the top special card while the stock has any."""

    type: Literal["pass"]


class HachiTrainInsertAction(TypedDict):
    """Put the next pending card (block mode: the whole collected set) into the hand."""

    type: Literal["insert"]
    position: int
    """Before the card now at this position; the hand size puts it at the right end."""


#: Every action; `action_view` shows them unchanged (no action carries a hidden card).
HachiTrainAction = HachiTrainPlayAction | HachiTrainPassAction | HachiTrainInsertAction


# ----- the view -----------------------------------------------------------------------------

Phase = Literal["play", "insert", "over"]
InsertMode = Literal["individual", "block"]
SlotKind = Literal["dealt", "drawn", "collected"]
PendingSource = Literal["collected", "drawn"]


class HachiTrainView(TypedDict):
    """What one seat (or a spectator) sees of a Hachi Train game."""

    game: Literal["hachi-train"]
    phase: Phase
    """`play` (lead, beat or pass), `insert` (a pending card waits to be placed), `over`."""
    players: int
    round: int
    """The round being played (the last one once the game is over), from 1."""
    rounds: int
    """The number of rounds the game lasts at most (option `rounds`)."""
    insert_mode: InsertMode
    """Collected cards are inserted one per action (`individual`) or as one `block`."""
    start_player: int
    """The seat that led first this round."""
    turn: int | None
    """The seat that decides now; null once the game is over."""
    to_act: list[int]
    """The seats that must act now: the turn's seat, or none once the game is over."""
    assets: list[int]
    """Each seat's assets in $m (200, 100 or 0), by seat."""
    hands: list[HachiTrainHand]
    """Every seat's hand as the table sees it, by seat."""
    out_order: list[int]
    """The seats that went out this round, in the order they did."""
    field: HachiTrainField | None
    """The set on the field; null when the field is empty."""
    passes: int
    """Consecutive passes since the field set was played."""
    pending: HachiTrainPending | None
    """The cards the seat on turn must insert; null when there are none."""
    stock_count: int
    """Special cards left in the stock."""
    discard: list[str]
    """Card ids discarded this round, oldest first."""
    round_results: list[HachiTrainRoundResult]
    """One entry per finished round, in order."""
    you: HachiTrainPrivate | None
    """The viewing seat's own cards; null for a spectator."""
    stock: NotRequired[list[str]]
    """Only once the game is over: the special cards left in the stock, top first."""


class HachiTrainHand(TypedDict):
    """One seat's hand as everyone sees it: a row of slots, left to right."""

    count: int
    out: bool
    """Whether the seat has no cards left this round."""
    slots: list[HachiTrainSlot]


class HachiTrainSlot(TypedDict):
    """One position of a hand: who may see the card there depends on how it got there."""

    kind: SlotKind
    """`dealt` (a car card), `drawn` (a special card from the stock), `collected` (taken
    from the field, face up to all)."""
    card: NotRequired[str]
    """The card id (car cards `1a`-`8e`: number and copy letter; special cards `S12a`-`S78b`:
    its two numbers and a copy letter); present for collected cards and, once the game is over,
    for every slot."""


class HachiTrainField(TypedDict):
    """The set on the field and who played it."""

    cards: list[str]
    """Card ids of the set, left to right."""
    number: int
    """The number the set was played as (1-8)."""
    size: int
    owner: int
    """The seat that played it."""


class HachiTrainPending(TypedDict):
    """Cards waiting to be inserted, as everyone sees them."""

    seat: int
    """The seat inserting them."""
    source: PendingSource
    """`collected` from the field (face up) or `drawn` from the stock (hidden)."""
    count: int
    cards: NotRequired[list[str]]
    """The card ids, when collected (or once the game is over); a drawn card stays hidden."""


class HachiTrainRoundResult(TypedDict):
    """How a finished round ended."""

    round: int
    start_player: int
    loser: int
    """The last seat holding cards, who lost $100m."""
    out_order: list[int]
    """The seats in the order they went out."""
    assets: list[int]
    """Each seat's assets in $m after the round."""


class HachiTrainPrivate(TypedDict):
    """The viewing seat's own hand and pending cards."""

    seat: int
    hand: list[str]
    """Card ids of the hand, left to right (position 0 first): car cards `1a`-`8e` (the number
    and a copy letter), special cards `S12a`-`S78b` (its two numbers and a copy letter)."""
    slots: list[SlotKind]
    """The kind of each hand position, as the others see it."""
    pending: list[str]
    """The card ids this seat must insert, in order (a drawn card included); empty otherwise."""
