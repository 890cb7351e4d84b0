"""Fixed data of Fast Train to Miyajima (rules: fast-train.md §2, §3, §6.1, §7).

Colours are indexed 0-5 in the order of the rules' table (red, yellow, blue, orange, green,
purple); trains are indexed 0 (fast) and 1 (heavy). A sheet row index is ``2 * colour + train``.
"""

from __future__ import annotations

from typing import Final

from games.engines.fast_train.shapes import City, Colour, Die, TrainKind

COLOURS: Final[tuple[Colour, ...]] = ("red", "yellow", "blue", "orange", "green", "purple")
COLOUR_INDEX: Final[dict[str, int]] = {name: i for i, name in enumerate(COLOURS)}
CITIES: Final[tuple[City, ...]] = ("Miyajima", "London", "Paris", "Rio", "New York", "Sydney")
TRAINS: Final[tuple[TrainKind, ...]] = ("fast", "heavy")
CARS: Final = 6

#: The three dice, in the order ``legal_actions`` lists them.
DICE: Final[tuple[Die, ...]] = ("red", "yellow", "blue")
PRIMARY: Final = frozenset(DICE)

#: The mixed colour made by two different dice (§2.1).
MIX: Final[dict[tuple[Die, Die], Colour]] = {
    ("red", "yellow"): "orange",
    ("yellow", "red"): "orange",
    ("yellow", "blue"): "green",
    ("blue", "yellow"): "green",
    ("red", "blue"): "purple",
    ("blue", "red"): "purple",
}

#: End threshold ``T`` (distinct destinations) by player count (§3).
THRESHOLDS: Final = {1: 2, 2: 3, 3: 4, 4: 5, 5: 6, 6: 6, 7: 6, 8: 6}

#: Provisional distance tables of §6.1: ``dist[colour][train][n]`` for n = 0..6 filled cars.
_FAST = tuple(3 * (CARS - n) for n in range(CARS + 1))
_HEAVY_SECONDARY = tuple(2 * (CARS - n) for n in range(CARS + 1))
DEFAULT_DISTANCE_TABLES: Final[dict[str, dict[str, tuple[int, ...]]]] = {
    colour: {"fast": _FAST, "heavy": _FAST if colour in PRIMARY else _HEAVY_SECONDARY}
    for colour in COLOURS
}

#: Solo ranks (§7, Decision 4): (lowest score of the band, title), best band last.
SOLO_RANKS: Final = (
    (-(10**9), "Gandy Dancer"),
    (151, "Boilerman"),
    (181, "Engineer"),
    (211, "Inspector"),
    (231, "Conductor"),
    (251, "Tycoon"),
)
