"""The declared shapes of Hachi's actions and view (rules: docs/games/hachi.md).

Plain ``TypedDict`` declarations: the engine builds its actions and views as these types (mypy
checks them) and the API publishes them as its JSON Schema. Cards are ``CardId`` strings of the
hanafuda deck (``games/engines/hanafuda.py``: month 01-12 and class letter, "03L", "11C1");
seats are 0 and 1, and every per-seat list is indexed by seat.
"""

from __future__ import annotations

from typing import Literal, NotRequired, TypedDict

from games.engines.hanafuda import CardId

# ----- actions ------------------------------------------------------------------------------


class HachiPlayCard(TypedDict):
    """Step A: play a hand card, capturing one of its partners on the field (or none)."""

    type: Literal["play_card"]
    card: CardId
    """A card of your hand."""
    target: CardId | None
    """The partner on the field it captures (months m1 + m2 with (m1 + m2) mod 5 == 3), or null
    when the card has no partner there; the key is always present."""


class HachiChooseDeckCapture(TypedDict):
    """Step B: choose the partner the turned card captures (when it has two or more)."""

    type: Literal["choose_deck_capture"]
    target: CardId
    """One of the view's ``deck_choice_options``."""


#: Every action; ``action_view`` shows them unchanged (both are public).
HachiAction = HachiPlayCard | HachiChooseDeckCapture


# ----- the view -----------------------------------------------------------------------------

Phase = Literal["play", "deck_choice", "over"]
MatchMode = Literal["streak", "fixed", "points", "victories"]
DecidedBy = Literal["streak", "points", "victories", "cumulative"]
#: The 21 yaku of rules §7.2, in the order of its table.
YakuKey = Literal[
    "mist_island",
    "mist_island_ribbons",
    "elder",
    "elder_ribbons",
    "five_four_six",
    "five_four_six_ribbons",
    "seven_five_three",
    "seven_five_three_ribbons",
    "kumano",
    "kumano_ribbons",
    "eight_islands",
    "eight_islands_ribbons",
    "nakazo",
    "nakazo_ribbons",
    "one_two_three",
    "one_two_three_ribbons",
    "den",
    "den_ribbons",
    "three_five_six",
    "three_five_six_ribbons",
    "ten_seven_eight",
]


class HachiView(TypedDict):
    """What one seat (or a spectator) sees of a Hachi match."""

    game: Literal["hachi"]
    round: int
    """The round being played, from 1 (once the match is over: its last round)."""
    phase: Phase
    """``play``: the seat to move plays a hand card; ``deck_choice``: the turned card has two or
    more partners and that seat chooses one; ``over``: the match has ended."""
    dealer: int
    """The seat that dealt this round (it took the first turn)."""
    turn: int | None
    """The seat whose turn it is; null once the match is over."""
    to_act: list[int]
    """The seats that must decide now (the seat whose turn it is; empty once over)."""
    turns_done: int
    """Turns completed in this round (a turn is a hand card and a turned card)."""
    turns_per_round: int
    """14: seven turns per player."""
    options: HachiOptions
    field: list[CardId]
    """The face-up field cards, in deck order."""
    turned: CardId | None
    """The turned card waiting for a ``choose_deck_capture``; null otherwise."""
    deck_choice_options: list[CardId]
    """The field partners the turned card may capture (empty outside ``deck_choice``)."""
    draw_pile_count: int
    """Cards left face down in the draw pile."""
    hand_counts: list[int]
    """How many cards each seat holds."""
    piles: list[list[CardId]]
    """Each seat's capture pile this round, in capture order (captured pairs are adjacent)."""
    card_points: list[int]
    """Card points of each pile this round (a ribbon 1, any other card 10)."""
    yaku: list[list[HachiYaku]]
    """The yaku each pile completes this round."""
    round_scores: list[int]
    """Each seat's running round score S: card points plus yaku points."""
    history: list[HachiRoundResult]
    """The finished rounds, oldest first."""
    cumulative: list[int]
    """Each seat's match total: the sum of its finished rounds' scores."""
    runs: list[int]
    """Each seat's current run of consecutive qualifying wins (won by 20 or more)."""
    round_wins: list[int]
    """How many of the finished rounds each seat won (drawn rounds count for nobody)."""
    match_winner: int | None
    """The seat that won the match; null while it runs and after a drawn match."""
    decided_by: DecidedBy | None
    """How the match was decided: two qualifying wins in a row (``streak``), the points target
    reached with the higher total (``points``), the round wins needed (``victories``), or the
    higher cumulative score (``cumulative``: a fixed match, or a match that reached its cap);
    null while it runs."""
    you: HachiPrivate | None
    """Your own seat and hand; null for a spectator."""
    result: NotRequired[HachiResult]
    """Only once the match is over."""
    hands: NotRequired[list[list[CardId]]]
    """Only once the match is over: each seat's hand as it ended (a match ends with a round,
    when both hands are played out, so these are empty)."""
    unturned: NotRequired[list[CardId]]
    """Only once the match is over: the last round's draw-pile cards never turned, top first."""


class HachiOptions(TypedDict):
    """The match's options (each mode ignores the other mode's number)."""

    match_mode: MatchMode
    """``streak``: two qualifying wins in a row win, capped at ``streak_cap`` rounds;
    ``fixed``: ``rounds`` rounds, the higher cumulative score wins; ``points``: the first to a
    cumulative score of ``points_target`` wins; ``victories``: the first to win ``victories``
    rounds wins (points and victories matches are capped at 24 rounds)."""
    streak_cap: int
    """Streak mode: the rounds after which the cumulative score decides (2-24)."""
    rounds: int
    """Fixed mode: the number of rounds (1-12)."""
    points_target: int
    """Points mode: the cumulative score that wins the match (100-1000)."""
    victories: int
    """Victories mode: the round wins that win the match (1-7)."""


class HachiYaku(TypedDict):
    """A completed yaku: three particular cards in one capture pile."""

    key: YakuKey
    name: str
    """Its English name, for display ("Mist Island")."""
    points: int
    """10, or 20 for the ribbon yaku and Ten Seven Eight."""
    cards: list[CardId]
    """Its three cards, in deck order."""


class HachiRoundResult(TypedDict):
    """The score sheet of a finished round."""

    round: int
    dealer: int
    card_points: list[int]
    """Card points of each seat's pile."""
    yaku: list[list[YakuKey]]
    """The yaku each seat completed."""
    yaku_points: list[int]
    scores: list[int]
    """Each seat's round score S: card points plus yaku points."""
    winner: int | None
    """The seat with the higher score; null for a drawn round."""
    margin: int
    """The difference of the two scores."""
    qualifying: bool
    """Won by 20 or more: it extends the winner's run."""
    runs: list[int]
    """Each seat's run of consecutive qualifying wins after this round."""


class HachiPrivate(TypedDict):
    """What only the seat itself sees."""

    seat: int
    hand: list[CardId]
    """Your hand, in deck order."""


class HachiResult(TypedDict):
    """The final result of the match."""

    scores: list[int]
    """Each seat's cumulative score."""
    ranks: list[int]
    """Each seat's rank: 1 for the winner and 2 for the other, 1 for both after a draw."""
    winners: list[int]
    """The winning seat, or empty for a drawn match."""
    detail: HachiResultDetail


class HachiResultDetail(TypedDict):
    """How the match went."""

    match_mode: MatchMode
    decided_by: DecidedBy
    winner: int | None
    """The winning seat; null for a drawn match."""
    cumulative: list[int]
    """Each seat's cumulative score."""
    round_wins: list[int]
    """How many rounds each seat won."""
    rounds: list[HachiRoundResult]
    """Every round, in order."""
