"""Helpers for the Fast Train tests: build sheets and positions, find seeds for given rolls."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from games.engines.fast_train import ENGINE
from games.engines.fast_train.constants import COLOUR_INDEX, TRAINS
from games.engines.fast_train.options import default_tables_json, tables_to_rows
from games.engines.fast_train.rules import roll_value
from games.engines.fast_train.state import EMPTY_SHEET, FastTrainState, Sheet

#: The distance tables of a default game, one row per colour and train.
TABLES = tables_to_rows(default_tables_json())


def cargo_train(*cargos: int) -> tuple[int, ...]:
    """A train's cars (running totals) after loading these cargos in order."""
    out: list[int] = []
    for cargo in cargos:
        out.append((out[-1] if out else 0) + cargo)
    return tuple(out)


def train_of(cars: int, total: int) -> tuple[int, ...]:
    """Some train with ``cars`` filled cars whose sum (last car) is ``total``."""
    if cars == 0:
        assert total == 0
        return ()
    head = tuple(range(1, cars))
    assert not head or head[-1] < total
    return (*head, total)


def make_sheet(trains: dict[str, tuple[int, ...]] | None = None) -> Sheet:
    """A sheet from {"<colour>_<train>": cars}; other trains are empty."""
    rows = list(EMPTY_SHEET)
    for key, cars in (trains or {}).items():
        colour, train = key.split("_")
        rows[2 * COLOUR_INDEX[colour] + TRAINS.index(train)] = tuple(cars)
    return tuple(rows)


def full(cargo: int = 1) -> tuple[int, ...]:
    """A train of six cars (its colour's city is reached)."""
    return cargo_train(*([cargo] * 6))


def position(
    players: int,
    *,
    seed: str = "fast-train-test",
    sheets: dict[int, Sheet] | None = None,
    active: int = 0,
    options: dict[str, Any] | None = None,
    **changes: Any,
) -> FastTrainState:
    """A fresh game with the given active seat and sheets (the active player is to roll)."""
    state = ENGINE.setup(players=players, options=options, seed=seed)
    all_sheets = list(state.sheets)
    for seat, sheet in (sheets or {}).items():
        all_sheets[seat] = sheet
    return replace(state, sheets=tuple(all_sheets), active=active, **changes)


def seed_for(values: tuple[int, ...], round_no: int = 1, prefix: str = "dice") -> str:
    """The first seed ``<prefix>-<i>`` whose round ``round_no`` rolls start with ``values``."""
    for i in range(200_000):
        seed = f"{prefix}-{i}"
        if all(roll_value(seed, round_no, step) == value for step, value in enumerate(values, 1)):
            return seed
    raise AssertionError(f"no seed rolls {values}")


def load(colour: str, train: str) -> dict[str, str]:
    return {"type": "load", "colour": colour, "train": train}


def roll(die: str) -> dict[str, str]:
    return {"type": "roll", "die": die}
