"""State dataclasses of the Hachi engine (immutable: build new ones with ``replace``)."""

from __future__ import annotations

from dataclasses import dataclass

from games.engines.hachi.shapes import DecidedBy, MatchMode, Phase, YakuKey

#: The defaults of the points and victories modes' options (rules §9). The state's fields
#: default to them too, so that a snapshot stored before those modes existed loads as the game
#: a replay of its moves rebuilds.
DEFAULT_POINTS_TARGET = 500
DEFAULT_VICTORIES = 3
#: Points and victories matches end after this many rounds at the latest (rules §8.4, §8.5).
TARGET_MODES_ROUND_CAP = 24


@dataclass(frozen=True, slots=True)
class RoundResult:
    """The score sheet of one finished round (rules §7.3 and §8)."""

    round_no: int
    dealer: int
    card_points: tuple[int, int]
    yaku: tuple[tuple[YakuKey, ...], tuple[YakuKey, ...]]
    yaku_points: tuple[int, int]
    scores: tuple[int, int]
    winner: int | None
    margin: int
    qualifying: bool
    runs: tuple[int, int]


@dataclass(frozen=True, slots=True)
class HachiState:
    """A whole match.

    ``hands`` and ``field`` are kept sorted by deck index; ``draw`` is the face-down pile, top
    card first; ``piles`` are the capture piles in capture order (captured pairs are adjacent).
    ``turned`` is the deck card waiting for a ``choose_deck_capture`` decision (phase
    ``deck_choice``); the step-A pair of that turn is already in the pile (rules §5.3 note).
    """

    seed: str
    match_mode: MatchMode
    streak_cap: int
    rounds: int
    round_no: int
    dealer: int
    turn: int
    phase: Phase
    turns_done: int
    hands: tuple[tuple[str, ...], tuple[str, ...]]
    field: tuple[str, ...]
    draw: tuple[str, ...]
    piles: tuple[tuple[str, ...], tuple[str, ...]]
    turned: str | None
    history: tuple[RoundResult, ...]
    runs: tuple[int, int]
    cumulative: tuple[int, int]
    match_winner: int | None
    decided_by: DecidedBy | None
    points_target: int = DEFAULT_POINTS_TARGET
    victories: int = DEFAULT_VICTORIES


HAND_SIZE = 7
FIELD_SIZE = 6
TURNS_PER_ROUND = 2 * HAND_SIZE
QUALIFYING_MARGIN = 20
RUN_TO_WIN = 2
