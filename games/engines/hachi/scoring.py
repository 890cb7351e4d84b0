"""Card values, the 21 yaku, round scores and match progression (rules §2, §7, §8)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from games.engines.hachi.shapes import DecidedBy, HachiYaku, MatchMode, YakuKey
from games.engines.hachi.state import (
    QUALIFYING_MARGIN,
    RUN_TO_WIN,
    TARGET_MODES_ROUND_CAP,
    HachiState,
    RoundResult,
)
from games.engines.hanafuda import CARDS

#: Hachi card value of every card id: ribbons 1, everything else 10 (rules §2).
VALUE: dict[str, int] = {c.id: c.hachi_points for c in CARDS}


@dataclass(frozen=True, slots=True)
class Yaku:
    key: YakuKey
    name: str
    cards: frozenset[str]
    points: int

    def describe(self) -> HachiYaku:
        return {
            "key": self.key,
            "name": self.name,
            "points": self.points,
            "cards": sorted(self.cards, key=lambda cid: _INDEX[cid]),
        }


_INDEX: dict[str, int] = {c.id: c.index for c in CARDS}


def _y(key: YakuKey, name: str, cards: str, points: int) -> Yaku:
    return Yaku(key, name, frozenset(cards.split()), points)


#: The 21 yaku of rules §7.2, in the order of its table.
YAKU: tuple[Yaku, ...] = (
    _y("mist_island", "Mist Island", "12L 04A 11L", 10),
    _y("mist_island_ribbons", "Mist Island Ribbons", "12C3 04R 11R", 20),
    _y("elder", "Elder", "05A 06A 10A", 10),
    _y("elder_ribbons", "Elder Ribbons", "05R 06R 10R", 20),
    _y("five_four_six", "Five Four Six", "05A 04A 06A", 10),
    _y("five_four_six_ribbons", "Five Four Six Ribbons", "05R 04R 06R", 20),
    _y("seven_five_three", "Seven Five Three", "07A 05A 03L", 10),
    _y("seven_five_three_ribbons", "Seven Five Three Ribbons", "07R 05R 03R", 20),
    _y("kumano", "Kumano Shrines", "09A 11L 03L", 10),
    _y("kumano_ribbons", "Kumano Shrines' Ribbons", "09R 11R 03R", 20),
    _y("eight_islands", "Eight Islands", "08L 04A 11L", 10),
    _y("eight_islands_ribbons", "Eight Islands' Ribbons", "08A 04R 11R", 20),
    _y("nakazo", "Nakazō", "07A 08L 09A", 10),
    _y("nakazo_ribbons", "Nakazō Ribbons", "07R 08A 09R", 20),
    _y("one_two_three", "One Two Three", "01L 02A 03L", 10),
    _y("one_two_three_ribbons", "One Two Three Ribbons", "01R 02R 03R", 20),
    _y("den", "Den", "02A 11L 12L", 10),
    _y("den_ribbons", "Den Ribbons", "02R 11R 12C3", 20),
    _y("three_five_six", "Three Five Six", "03L 05A 06A", 10),
    _y("three_five_six_ribbons", "Three Five Six Ribbons", "03R 05R 06R", 20),
    _y("ten_seven_eight", "Ten Seven Eight", "10R 07R 08A", 20),
)
YAKU_BY_KEY: dict[str, Yaku] = {y.key: y for y in YAKU}
#: Which yaku each card belongs to (cards in no yaku map to an empty tuple).
YAKU_OF_CARD: dict[str, tuple[Yaku, ...]] = {
    c.id: tuple(y for y in YAKU if c.id in y.cards) for c in CARDS
}


def card_points(pile: Iterable[str]) -> int:
    """Sum of the Hachi values of the cards (rules §7.1)."""
    return sum(VALUE[c] for c in pile)


def completed_yaku(pile: Iterable[str]) -> tuple[Yaku, ...]:
    """Every yaku whose three cards are all in ``pile``, in table order (rules §7.2)."""
    cards = frozenset(pile)
    return tuple(y for y in YAKU if y.cards <= cards)


def round_score(pile: Iterable[str]) -> tuple[int, tuple[Yaku, ...]]:
    """``S = card points + yaku points`` and the completed yaku (rules §7.3)."""
    cards = tuple(pile)
    yaku = completed_yaku(cards)
    return card_points(cards) + sum(y.points for y in yaku), yaku


def round_winner(s0: int, s1: int) -> int | None:
    """The seat with the higher S, or None for a drawn round."""
    if s0 == s1:
        return None
    return 0 if s0 > s1 else 1


def next_runs(runs: tuple[int, int], winner: int | None, margin: int) -> tuple[int, int]:
    """Qualifying-win runs after a round (rules §8.2): a win by >= 20 extends the winner's run;
    anything else (loss, draw, win by less than 20) resets that player's run."""
    out = [0, 0]
    if winner is not None and margin >= QUALIFYING_MARGIN:
        out[winner] = runs[winner] + 1
    return out[0], out[1]


def score_round(state: HachiState) -> RoundResult:
    """The result sheet of the round just finished in ``state``."""
    s0, yaku0 = round_score(state.piles[0])
    s1, yaku1 = round_score(state.piles[1])
    winner = round_winner(s0, s1)
    margin = abs(s0 - s1)
    runs = next_runs(state.runs, winner, margin)
    return RoundResult(
        round_no=state.round_no,
        dealer=state.dealer,
        card_points=(card_points(state.piles[0]), card_points(state.piles[1])),
        yaku=(tuple(y.key for y in yaku0), tuple(y.key for y in yaku1)),
        yaku_points=(sum(y.points for y in yaku0), sum(y.points for y in yaku1)),
        scores=(s0, s1),
        winner=winner,
        margin=margin,
        qualifying=winner is not None and margin >= QUALIFYING_MARGIN,
        runs=runs,
    )


def next_dealer(dealer: int, winner: int | None) -> int:
    """The winner deals the next round; after a draw the same dealer deals again (§8.1)."""
    return dealer if winner is None else winner


def round_wins(history: Iterable[RoundResult]) -> tuple[int, int]:
    """How many rounds each seat won; a drawn round counts for nobody (rules §8.5)."""
    wins = [0, 0]
    for res in history:
        if res.winner is not None:
            wins[res.winner] += 1
    return wins[0], wins[1]


def round_cap(mode: MatchMode, streak_cap: int, rounds: int) -> int:
    """The most rounds a match of this mode can last (rules §8)."""
    if mode == "streak":
        return streak_cap
    if mode == "fixed":
        return rounds
    return TARGET_MODES_ROUND_CAP


def decided_early(state: HachiState) -> tuple[int, DecidedBy] | None:
    """The winner and how, when the rounds played in ``state`` end the match before its cap:
    two qualifying wins in a row (§8.2), the points target reached with the higher total
    (§8.4: equal totals play on), or the round wins needed (§8.5)."""
    if state.match_mode == "streak":
        for seat in (0, 1):
            if state.runs[seat] >= RUN_TO_WIN:
                return seat, "streak"
    elif state.match_mode == "points":
        leader = round_winner(*state.cumulative)
        if leader is not None and state.cumulative[leader] >= state.points_target:
            return leader, "points"
    elif state.match_mode == "victories":
        wins = round_wins(state.history)
        for seat in (0, 1):
            if wins[seat] >= state.victories:
                return seat, "victories"
    return None


def match_end(state: HachiState) -> tuple[bool, int | None, DecidedBy | None]:
    """Whether the match is over once ``state`` holds the round just scored (its history, runs
    and cumulative scores): (over, winner or None, decided_by).

    A mode's own way of winning decides first, even in the cap round; at the cap the higher
    cumulative score wins, equal totals drawing the match (a fixed match always ends so).
    """
    early = decided_early(state)
    if early is not None:
        winner, how = early
        return True, winner, how
    if len(state.history) < round_cap(state.match_mode, state.streak_cap, state.rounds):
        return False, None, None
    return True, round_winner(*state.cumulative), "cumulative"
