"""The declared shapes of Hachi-Hachi's actions and view (rules: docs/games/hachi-hachi.md).

Plain ``TypedDict`` declarations: the engine builds its actions and views as these types (mypy
checks them) and the API publishes them as its JSON Schema. Cards are ``CardId`` strings of the
hanafuda deck (``games/engines/hanafuda.py``: month 01-12 and class letter, "03L", "11C1");
seats are numbered from 0, and every per-seat list is indexed by seat. Points are the rules'
units (12 points = 1 kan).
"""

from __future__ import annotations

from typing import Literal, NotRequired, TypedDict

from games.engines.hanafuda import CardId

# ----- actions ------------------------------------------------------------------------------


class HachiHachiPlayCard(TypedDict):
    """Step A: play a hand card; it captures what the capture rule gives it."""

    type: Literal["play_card"]
    card: CardId
    """A card of your hand."""
    target: CardId | None
    """When the field holds exactly two cards of the card's month: the one it captures.
    Otherwise null (the key is always present)."""


class HachiHachiChooseCapture(TypedDict):
    """Step B: the turned card found two field cards of its month; choose the one it takes."""

    type: Literal["choose_capture"]
    target: CardId
    """One of the view's ``choices``."""


class HachiHachiEnd(TypedDict):
    """Step C, after your dekiyaku total rose: end the round and collect it."""

    type: Literal["end"]


class HachiHachiSage(TypedDict):
    """Step C, after your dekiyaku total rose: play on (Sage) for more, at the risk of a
    penalty."""

    type: Literal["sage"]


#: Every action; ``action_view`` shows them unchanged (every action is public).
HachiHachiAction = HachiHachiPlayCard | HachiHachiChooseCapture | HachiHachiEnd | HachiHachiSage


# ----- the view -----------------------------------------------------------------------------

Phase = Literal["play", "choose", "decide", "over"]
FieldKind = Literal["small", "large", "grand"]
Ending = Literal["end", "sage_exhausted", "card_count", "all_eights", "double_eights", "simple_16"]
PartKind = Literal[
    "teyaku",
    "dekiyaku",
    "liability",
    "sage_penalty",
    "card_points",
    "all_eights",
    "double_eights",
    "simple_16",
    "diving",
    "escape",
]
DekiyakuName = Literal["Five Lights", "Four Lights", "Seven Poems", "Red Poems", "Blue Poems"]
SetHandName = Literal[
    "Four Three",
    "Four Two One",
    "Four",
    "Haneken",
    "Two Three",
    "Two Three, one standing",
    "Two Standing Threes",
    "Lead",
    "Standing Three",
    "Three",
]
ChaffHandName = Literal["Wither", "One Light", "One Ten", "One Slip", "Red"]


class HachiHachiView(TypedDict):
    """What one seat (or a spectator) sees of a Hachi-Hachi game."""

    game: Literal["hachi-hachi"]
    players: int
    """3, or 2 for the two-player variant."""
    phase: Phase
    """``play``: the current seat plays a hand card; ``choose``: it chooses what the turned card
    captures; ``decide``: its dekiyaku total rose, End or Sage; ``over``: the game has ended."""
    round: int
    """The round being played, from 1 (misdeals do not count)."""
    rounds: int
    """Rounds in the game: 12 or 6."""
    dealer: int
    """The seat that dealt this round (it played first)."""
    current: int | None
    """The seat to act; null once the game is over."""
    multiplier: int
    """M, by which every payment of this round is multiplied (1, 2 or 4)."""
    field_kind: FieldKind
    """The dealt field's own kind: ``small`` (x1), ``large`` (x2: it holds 01L, 03L or 08L),
    ``grand`` (x4: 11L or 12L). ``multiplier`` may be higher through the carry queue."""
    carry: list[int]
    """The carry queue: multipliers owed to the next rounds, the next one first."""
    field: list[CardId]
    """The face-up field cards, in deck order."""
    draw_pile: int
    """Cards left face down in the draw pile."""
    turned: CardId | None
    """The turned card waiting for a ``choose_capture``; null otherwise."""
    choices: list[CardId]
    """The two field cards the turned card may take (empty outside ``choose``)."""
    hand_counts: list[int]
    """How many cards each seat holds."""
    shown_in_hand: list[list[CardId]]
    """Each seat's teyaku cards shown at the deal that are still in its hand."""
    piles: list[list[CardId]]
    """Each seat's capture pile this round, in capture order."""
    card_points: list[int]
    """Card points of each pile (light 20, animal 10, ribbon 5, chaff 1; 88 is par)."""
    teyaku: list[HachiHachiTeyaku]
    """Each seat's dealt hand as announced (an entry without a hand for a seat holding none)."""
    dekiyaku: list[HachiHachiDekiyaku]
    """Each seat's captured combinations this round."""
    totals: list[int]
    """Each seat's game total, in points."""
    history: list[HachiHachiRoundResult]
    """The settled rounds, oldest first."""
    you: HachiHachiPrivate | None
    """Your own seat and hand; null for a spectator."""
    result: HachiHachiResult | None
    """The final result; null while the game runs."""
    revealed: NotRequired[HachiHachiRevealed]
    """Only once the game is over."""


class HachiHachiTeyaku(TypedDict):
    """A seat's teyaku (dealt hand): its best set hand plus its best chaff hand."""

    name: str | None
    """The combined name, chaff hand then set hand ("Wither Four Three"); null without one."""
    value: int
    """Points each opponent pays the holder at the round's end (before M)."""
    set_hand: SetHandName | None
    set_value: int
    chaff_hand: ChaffHandName | None
    chaff_value: int
    shown: list[CardId]
    """The cards shown to everybody at the announcement, in deck order."""


class HachiHachiDekiyaku(TypedDict):
    """A seat's dekiyaku: the combinations in its capture pile this round."""

    names: list[DekiyakuName]
    total: int
    """The dekiyaku total D of the pile, in points."""
    acknowledged: int
    """D_ack: the total at the seat's last Sage (0 before); ``total`` rising above it asks the
    seat to End or Sage."""
    sage: bool
    """Whether the seat called Sage this round."""


class HachiHachiRoundResult(TypedDict):
    """The settlement of a finished round (every amount already multiplied by M)."""

    round: int
    dealer: int
    multiplier: int
    field_kind: FieldKind
    ending: Ending
    """How it ended: ``end`` (a seat ended), ``sage_exhausted`` (hands ran out with a seat in
    Sage), else the cards were counted: ``card_count``, ``all_eights``, ``double_eights`` or
    ``simple_16``."""
    ender: int | None
    """The seat that ended the round; null when the hands ran out."""
    card_points: list[int]
    dekiyaku: list[list[DekiyakuName]]
    """Each seat's dekiyaku at the end."""
    parts: list[HachiHachiPart]
    """The lines of the settlement."""
    deltas: list[int]
    """What each seat gained (negative: paid) in all."""
    next_dealer: int


class HachiHachiPart(TypedDict):
    """One line of a settlement: who gains and who pays what (zero-sum)."""

    kind: PartKind
    seat: int | None
    """The seat it is about: the beneficiary, the payer for ``sage_penalty``, null for
    ``card_points`` (every seat)."""
    deltas: list[int]
    """Each seat's gain (negative: payment)."""


class HachiHachiPrivate(TypedDict):
    """What only the seat itself sees."""

    seat: int
    hand: list[CardId]
    """Your hand, in deck order."""


class HachiHachiResult(TypedDict):
    """The final result of the game."""

    scores: list[int]
    """Each seat's game total."""
    ranks: list[int]
    """Each seat's rank (1 is best; tied totals share a rank)."""
    winners: list[int]
    """The seats ranked 1; empty when every seat is."""
    detail: HachiHachiResultDetail


class HachiHachiResultDetail(TypedDict):
    """Every round of the game."""

    rounds: list[HachiHachiRoundResult]


class HachiHachiRevealed(TypedDict):
    """Everything hidden during the game, shown once it is over."""

    hands: list[list[CardId]]
    """Each seat's hand as the game ended."""
    draw_pile: list[CardId]
    """The cards never turned in the last round, top first."""
