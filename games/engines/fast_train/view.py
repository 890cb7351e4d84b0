"""What each seat sees (§9): everything is public except a pending commit, which only its owner
sees (under ``"you"``) until every seat has committed the current die."""

from __future__ import annotations

from games.engines.fast_train.constants import CITIES, COLOURS, DICE, TRAINS
from games.engines.fast_train.options import rows_to_json
from games.engines.fast_train.rules import sources, threshold
from games.engines.fast_train.scoring import sheet_score
from games.engines.fast_train.shapes import (
    FastTrainPrivate,
    FastTrainView,
    Phase,
    SheetView,
    Source,
)
from games.engines.fast_train.state import FastTrainState, Sheet, distinct_destinations, reached


def phase_of(state: FastTrainState) -> Phase:
    if state.over:
        return "over"
    return "load" if state.waiting else "roll"


def sheet_view(seat: int, sheet: Sheet, state: FastTrainState) -> SheetView:
    return {
        "seat": seat,
        "trains": rows_to_json(sheet),
        "reached": [COLOURS[c] for c in range(len(COLOURS)) if reached(sheet, c)],
        "score": sheet_score(sheet, state.tables),
    }


def private_view(state: FastTrainState, seat: int) -> FastTrainPrivate:
    commit = state.commits[seat]
    return {
        "seat": seat,
        "must_load": seat in state.waiting,
        "pending": None
        if commit is None
        else {
            "colour": COLOURS[commit.colour],
            "train": TRAINS[commit.train],
            "cargo": commit.cargo,
        },
    }


def build_view(state: FastTrainState, seat: int | None) -> FastTrainView:
    phase = phase_of(state)
    rolled = [die for die, _value in state.rolls]
    committed = [s for s, commit in enumerate(state.commits) if commit is not None]
    loading = phase == "load"
    destinations = sorted(distinct_destinations(state.sheets))
    if state.over:
        to_act: list[int] = []
    elif loading:
        to_act = sorted(state.waiting)
    else:
        to_act = [state.active]
    current_sources: list[Source] = [
        {"colour": COLOURS[colour], "cargo": cargo}
        for colour, cargo in (sources(state.rolls) if loading else ())
    ]
    return {
        "game": "fast-train",
        "players": state.players,
        "round": state.round_no,
        "active": state.active,
        "phase": phase,
        "to_act": to_act,
        "dice": [{"id": f"die:{die}", "die": die, "value": value} for die, value in state.rolls],
        "unrolled": [die for die in DICE if die not in rolled],
        "sources": current_sources,
        "waiting": sorted(state.waiting),
        "committed": committed,
        "skipped": [
            s
            for s in range(state.players)
            if loading and s not in state.waiting and s not in committed
        ],
        "sheets": [sheet_view(s, sheet, state) for s, sheet in enumerate(state.sheets)],
        "destinations": {
            "reached": [COLOURS[c] for c in destinations],
            "cities": [CITIES[c] for c in destinations],
            "count": len(destinations),
            "threshold": threshold(state.players),
        },
        "last_round": state.last_round,
        "rounds_played": len(state.history),
        "distance_tables": rows_to_json(state.tables),
        "you": private_view(state, seat)
        if seat is not None and 0 <= seat < state.players
        else None,
    }
