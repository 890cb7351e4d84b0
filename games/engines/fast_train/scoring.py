"""Scoring (§6), solo ranks and challenges (§7) and the result detail.

For each colour: the fast train is *closer* when ``dist[fast][f] < dist[heavy][h]`` (strict), the
heavy train is *heavier* when ``H > F`` (strict); the colour *adheres* when both hold. Adhering:
fast scores ``F``, heavy scores ``h**2``; otherwise fast scores ``f`` and heavy ``h``.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from typing import Any

from games.engines.fast_train.constants import CITIES, COLOURS, SOLO_RANKS
from games.engines.fast_train.state import Sheet, reached

Tables = tuple[tuple[int, ...], ...]


@dataclass(frozen=True, slots=True)
class ColourScore:
    fast_cars: int
    fast_sum: int
    heavy_cars: int
    heavy_sum: int
    fast_distance: int
    heavy_distance: int
    closer: bool
    heavier: bool
    fast_score: int
    heavy_score: int

    @property
    def adheres(self) -> bool:
        return self.closer and self.heavier

    @property
    def total(self) -> int:
        return self.fast_score + self.heavy_score

    def to_json(self) -> dict[str, Any]:
        return {
            "fast": {"cars": self.fast_cars, "sum": self.fast_sum, "score": self.fast_score},
            "heavy": {"cars": self.heavy_cars, "sum": self.heavy_sum, "score": self.heavy_score},
            "distance": {"fast": self.fast_distance, "heavy": self.heavy_distance},
            "closer": self.closer,
            "heavier": self.heavier,
            "adheres": self.adheres,
            "total": self.total,
        }


def score_trains(
    fast: tuple[int, ...],
    heavy: tuple[int, ...],
    dist_fast: tuple[int, ...],
    dist_heavy: tuple[int, ...],
) -> ColourScore:
    f, h = len(fast), len(heavy)
    big_f = fast[-1] if fast else 0
    big_h = heavy[-1] if heavy else 0
    closer = dist_fast[f] < dist_heavy[h]
    heavier = big_h > big_f
    if closer and heavier:
        return ColourScore(
            f, big_f, h, big_h, dist_fast[f], dist_heavy[h], True, True, big_f, h * h
        )
    return ColourScore(f, big_f, h, big_h, dist_fast[f], dist_heavy[h], closer, heavier, f, h)


def colour_score(sheet: Sheet, tables: Tables, colour: int) -> ColourScore:
    row = 2 * colour
    return score_trains(sheet[row], sheet[row + 1], tables[row], tables[row + 1])


def colour_totals(sheet: Sheet, tables: Tables) -> tuple[int, ...]:
    return tuple(colour_score(sheet, tables, c).total for c in range(len(COLOURS)))


def sheet_score(sheet: Sheet, tables: Tables) -> int:
    """A player's score: the sum of his 12 train scores."""
    return sum(colour_totals(sheet, tables))


def solo_rank(score: int) -> str:
    """The solo title of §7; Decision 4: exactly 150 is Gandy Dancer."""
    title = SOLO_RANKS[0][1]
    for lowest, name in SOLO_RANKS:
        if score >= lowest:
            title = name
    return title


CHALLENGES = (
    "Score at least 200, with yellow strictly the best colour and purple strictly second.",
    "Finish with at least four destinations reached and a score of at least 230.",
    "Reach Miyajima, Rio and London and score at least 230.",
    "Reach New York, Paris and Sydney and score at least 230.",
    "Score more than 260 (the designer's best).",
)


def challenges_achieved(totals: Sequence[int], own: Collection[int]) -> list[bool]:
    """Whether each optional solo challenge of §7 is achieved (Decision 10), from the six colour
    totals (colour order of ``constants.COLOURS``) and the colours whose city was reached."""
    score = sum(totals)
    red, yellow, blue, orange, green, purple = range(6)
    first = all(totals[yellow] > totals[c] for c in range(6) if c != yellow)
    second = all(totals[purple] > totals[c] for c in range(6) if c not in (yellow, purple))
    return [
        score >= 200 and first and second,
        len(own) >= 4 and score >= 230,
        {red, orange, yellow} <= set(own) and score >= 230,
        {green, blue, purple} <= set(own) and score >= 230,
        score > 260,
    ]


def solo_challenges(sheet: Sheet, tables: Tables) -> list[bool]:
    own = [c for c in range(6) if reached(sheet, c)]
    return challenges_achieved(colour_totals(sheet, tables), own)


def player_detail(sheet: Sheet, tables: Tables) -> dict[str, Any]:
    per_colour = {COLOURS[c]: colour_score(sheet, tables, c).to_json() for c in range(6)}
    return {
        "score": sum(entry["total"] for entry in per_colour.values()),
        "colours": per_colour,
        "reached": [CITIES[c] for c in range(6) if reached(sheet, c)],
    }


def solo_detail(sheet: Sheet, tables: Tables, show_challenges: bool) -> dict[str, Any]:
    out: dict[str, Any] = {"rank": solo_rank(sheet_score(sheet, tables))}
    if show_challenges:
        out["challenges"] = [
            {"number": i + 1, "description": text, "achieved": done}
            for i, (text, done) in enumerate(
                zip(CHALLENGES, solo_challenges(sheet, tables), strict=True)
            )
        ]
    return out
