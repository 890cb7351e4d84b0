"""The ``distance_tables`` option (§6.1, §8): validation and conversion to the state's rows.

The option is a JSON object ``{colour: {"fast": [7 ints], "heavy": [7 ints]}}`` covering all six
colours and both trains; each list gives the distance of a train with ``n`` = 0..6 filled cars,
non-increasing, non-negative and ending in 0. The state keeps it as 12 rows indexed
``2 * colour + train``.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence
from typing import Any

from games.engines.base import InvalidOptions
from games.engines.fast_train.constants import CARS, COLOURS, DEFAULT_DISTANCE_TABLES, TRAINS
from games.engines.fast_train.shapes import PerColour, TrainPair

OPTION = "distance_tables"
Rows = tuple[tuple[int, ...], ...]


def default_tables_json() -> dict[str, dict[str, list[int]]]:
    """The provisional default tables as plain JSON (a fresh copy)."""
    return {
        colour: {train: list(DEFAULT_DISTANCE_TABLES[colour][train]) for train in TRAINS}
        for colour in COLOURS
    }


def _fail(message: str) -> InvalidOptions:
    return InvalidOptions(OPTION, f"Option '{OPTION}': {message}")


def validate_tables(value: Any) -> dict[str, dict[str, list[int]]]:
    """Check a ``distance_tables`` value and return it normalised (plain lists)."""
    if not isinstance(value, Mapping):
        raise _fail("must be an object mapping each colour to its fast and heavy tables.")
    if set(value) != set(COLOURS):
        raise _fail(f"must give exactly the colours {', '.join(COLOURS)}.")
    out: dict[str, dict[str, list[int]]] = {}
    for colour in COLOURS:
        per_train = value[colour]
        if not isinstance(per_train, Mapping) or set(per_train) != set(TRAINS):
            raise _fail(f"'{colour}' must give exactly the trains 'fast' and 'heavy'.")
        out[colour] = {}
        for train in TRAINS:
            row = per_train[train]
            if not isinstance(row, (list, tuple)) or len(row) != CARS + 1:
                raise _fail(f"{colour} {train} must be a list of {CARS + 1} integers.")
            if any(isinstance(x, bool) or not isinstance(x, int) for x in row):
                raise _fail(f"{colour} {train} must contain whole numbers only.")
            if row[-1] != 0 or any(a < b for a, b in itertools.pairwise(row)):
                raise _fail(f"{colour} {train} must be non-increasing and end in 0.")
            out[colour][train] = [int(x) for x in row]
    return out


def tables_to_rows(tables: Mapping[str, Mapping[str, Any]]) -> Rows:
    """12 rows ``dist[2 * colour + train][n]`` from a validated option value."""
    return tuple(
        tuple(int(x) for x in tables[colour][train]) for colour in COLOURS for train in TRAINS
    )


def rows_to_json(rows: Sequence[Sequence[int]]) -> PerColour:
    """12 rows indexed ``2 * colour + train`` (the distance tables, or a sheet's trains) as the
    option's per-colour object, for views and the result detail."""

    def pair(colour: int) -> TrainPair:
        return {"fast": list(rows[2 * colour]), "heavy": list(rows[2 * colour + 1])}

    # Spelled out, colour by colour (the order of ``COLOURS``), for the type checker.
    return {
        "red": pair(0),
        "yellow": pair(1),
        "blue": pair(2),
        "orange": pair(3),
        "green": pair(4),
        "purple": pair(5),
    }
