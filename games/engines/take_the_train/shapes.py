"""The declared shapes of Take the Train's actions and view (rules: docs/games/take-the-train.md).

Card ids: numbered cards are the colour letter and the number (`B1`-`B12`, `G…`, `M…`, `O…`),
Stations `SB SG SM SO`, Free Rides `FR1 FR2`, End of Line `EL1 EL2`, Transfers `TR1 TR2` (the
Transfer variant only). Seats are numbered from 0.

The API publishes these TypedDicts as its schema; the engine builds its actions and views as
these types, so `mypy` checks the two against each other.
"""

from __future__ import annotations

from typing import Literal, NotRequired, TypedDict

Colour = Literal["B", "G", "M", "O"]
Station = Literal["SB", "SG", "SM", "SO"]
Arm = Literal["low", "high"]
EndOfLineCard = Literal["EL1", "EL2"]
TransferCard = Literal["TR1", "TR2"]

# ----- actions ------------------------------------------------------------------------------


class TakeTheTrainExtendAction(TypedDict):
    """P1: play a run of cards on one open end of a line, or on a Transfer branch."""

    type: Literal["extend"]
    line: Colour
    """The colour of the line (or of the branch) the run goes on."""
    arm: Literal["low", "high", "branch"]
    """The low arm (6, 5, 4 … outward), the high arm (7, 8, 9 …), or the colour's branch."""
    cards: list[str]
    """Card ids in the order placed, outward: real cards of the line's colour or Free Rides
    (`FR1`, `FR2`; the move log shows either as `FR`)."""


class TakeTheTrainOpenLineAction(TypedDict):
    """P2: put a Station on the table, alone or with a run on one of its arms."""

    type: Literal["open_line"]
    station: Station
    arm: Arm | None
    """The arm the run goes on; null for the Station alone (then `cards` is empty)."""
    cards: list[str]
    """The run's card ids, outward from the Station (Free Rides shown as `FR` in the move log)."""


class TakeTheTrainEndOfLineAction(TypedDict):
    """P3: close one open end of a line with an End of Line card."""

    type: Literal["end_of_line"]
    card: EndOfLineCard
    line: Colour
    arm: Arm
    """The end it closes."""


class TakeTheTrainSwapFreeRideAction(TypedDict):
    """P4: put a real card in place of the Free Ride standing for it; the Free Ride returns."""

    type: Literal["swap_free_ride"]
    card: str
    """The real numbered card put down (its colour and number name the Free Ride's place)."""


class TakeTheTrainTransferAction(TypedDict):
    """P5 (Transfer variant): start a branch of a new colour beside a card on the table."""

    type: Literal["transfer"]
    transfer: TransferCard
    base: str
    """The real numbered card on the table the Transfer is laid beside."""
    card: str
    """The real card of another colour and the same number: the branch's first card."""


class TakeTheTrainTakeTrainAction(TypedDict):
    """P6, "take the train": pay one fare to the pot and draw a card; only when nothing plays."""

    type: Literal["take_the_train"]


class TakeTheTrainDealAction(TypedDict):
    """Deal the next round of a multi-round match (the next dealer's only action)."""

    type: Literal["deal"]


#: Every action. The move log shows them with Free Ride ids as `FR` (the copies are alike, and
#: naming one would later tell who holds it); the keys are the same.
TakeTheTrainAction = (
    TakeTheTrainExtendAction
    | TakeTheTrainOpenLineAction
    | TakeTheTrainEndOfLineAction
    | TakeTheTrainSwapFreeRideAction
    | TakeTheTrainTransferAction
    | TakeTheTrainTakeTrainAction
    | TakeTheTrainDealAction
)


# ----- the view -----------------------------------------------------------------------------

Phase = Literal["opening", "play", "round_over", "over"]


class TakeTheTrainView(TypedDict):
    """What one seat (or a spectator) sees of a Take the Train game."""

    game: Literal["take-the-train"]
    phase: Phase
    """`opening` (the first Station must be played), `play`, `round_over` (between rounds of a
    match: hands shown, the next dealer deals), `over`."""
    round: int
    """The round being played (at `round_over`, the one just ended), from 1."""
    dealer: int
    to_act: list[int]
    """The seats that must act now (one, or none once the game is over)."""
    options: TakeTheTrainOptions
    fares: list[int]
    """Fares each seat holds, by seat."""
    pot: int
    """Fares in the Conductor's Pot."""
    hand_counts: list[int]
    """Cards in each seat's hand, by seat."""
    draw_pile: int
    """Cards left in the draw pile."""
    opening_draws: list[int]
    """Free cards each seat drew this round while nobody held a Station, by seat."""
    lines: TakeTheTrainLines
    branches: TakeTheTrainBranches
    cumulative: list[int]
    """Each seat's cumulative score over the rounds of a match, by seat."""
    rounds: list[TakeTheTrainRound]
    """One summary per finished round, in order."""
    you: TakeTheTrainPrivate | None
    """The viewing seat's own hand; null for a spectator."""
    hands: NotRequired[list[list[str]]]
    """Only at `round_over` and `over`: every seat's hand, by seat (card ids)."""
    draw_pile_cards: NotRequired[list[str]]
    """Only at `over`: the cards left in the draw pile, top first."""


class TakeTheTrainOptions(TypedDict):
    """The options the game was created with."""

    transfer: bool
    """Whether the Transfer variant is on."""
    match: str
    """`single`, `rounds`, `rounds:N` (N = 2-10), `target:100` or `target:250`."""


class TakeTheTrainLines(TypedDict):
    """The line of each colour; null until its Station is on the table."""

    B: TakeTheTrainLine | None
    G: TakeTheTrainLine | None
    M: TakeTheTrainLine | None
    O: TakeTheTrainLine | None  # noqa: E741 (the colour letter is the JSON key)


class TakeTheTrainLine(TypedDict):
    """A line: its Station, both arms outward from it, their ends and next numbers."""

    station: Station
    low: list[TakeTheTrainCell]
    """The low arm outward from the Station (6, 5, 4 … and round the corner 12, 11 …)."""
    high: list[TakeTheTrainCell]
    """The high arm outward from the Station (7, 8, 9 … and round the corner 1, 2 …)."""
    low_closed: EndOfLineCard | None
    """The End of Line card closing the low end; null while it is open."""
    high_closed: EndOfLineCard | None
    """The End of Line card closing the high end; null while it is open."""
    next_low: int | None
    """The number the low end takes next; null when nothing can go there."""
    next_high: int | None
    """The number the high end takes next; null when nothing can go there."""


class TakeTheTrainCell(TypedDict):
    """One position of an arm or branch."""

    card: str
    """The card id there: a real card of the line's colour, or a Free Ride (`FR1`, `FR2`)."""
    number: int
    """The number the position stands for (also for a Free Ride)."""
    free_ride: bool


class TakeTheTrainBranches(TypedDict):
    """The Transfer branch of each colour (variant); null while the colour has none."""

    B: TakeTheTrainBranch | None
    G: TakeTheTrainBranch | None
    M: TakeTheTrainBranch | None
    O: TakeTheTrainBranch | None  # noqa: E741 (the colour letter is the JSON key)


class TakeTheTrainBranch(TypedDict):
    """A Transfer branch: a line of a new colour started beside a card of another."""

    transfer: TransferCard
    base: str
    """The real card of another colour the Transfer lies beside."""
    direction: Literal["down", "up"]
    """`down` from a first number of 6 or less (towards 1), else `up` (towards 12)."""
    cards: list[TakeTheTrainCell]
    """The branch's cards, its first (real) card first."""
    next: int | None
    """The number the branch takes next; null when nothing can go there."""


class TakeTheTrainRound(TypedDict):
    """The summary of a finished round (no card ids: they recur every round)."""

    round: int
    dealer: int
    ended_by: Literal["out", "fares"]
    """`out`: a seat emptied its hand; `fares`: a seat paid its last fare."""
    seat: int
    """The seat that went out, or that ran out of fares."""
    cards_left: list[int]
    """Cards left in each hand at the end, by seat."""
    specialty_left: list[int]
    """Specialty cards (Free Ride, End of Line, Transfer) among them, by seat."""
    payments: list[int]
    """End payments into the pot, by seat."""
    fares: list[int]
    """Fares after the end payments, by seat."""
    pot: int
    winners: list[int]
    """The seats with the most fares."""
    scored: list[int]
    """Points added to each seat's cumulative score (multi-round matches), by seat."""


class TakeTheTrainPrivate(TypedDict):
    """The viewing seat's own hand."""

    seat: int
    hand: list[str]
    """Card ids, sorted: blue, green, magenta, orange 1-12, Stations, `FR`, `EL`, `TR`."""
