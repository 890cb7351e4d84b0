"""What each seat sees (§9): everything is public except a pending commit, which only its owner
sees (under ``"you"``) until every seat has committed the current die."""

from __future__ import annotations

from typing import Any

from games.engines.fast_train.constants import CITIES, COLOURS, DICE, TRAINS
from games.engines.fast_train.options import rows_to_json
from games.engines.fast_train.rules import sources, threshold
from games.engines.fast_train.scoring import sheet_score
from games.engines.fast_train.state import FastTrainState, Sheet, distinct_destinations, reached


def phase_of(state: FastTrainState) -> str:
    if state.over:
        return "over"
    return "load" if state.waiting else "roll"


def sheet_view(seat: int, sheet: Sheet, state: FastTrainState) -> dict[str, Any]:
    return {
        "seat": seat,
        "trains": {
            colour: {"fast": list(sheet[2 * c]), "heavy": list(sheet[2 * c + 1])}
            for c, colour in enumerate(COLOURS)
        },
        "reached": [COLOURS[c] for c in range(len(COLOURS)) if reached(sheet, c)],
        "score": sheet_score(sheet, state.tables),
    }


def build_view(state: FastTrainState, seat: int | None) -> dict[str, Any]:
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
    view: dict[str, Any] = {
        "players": state.players,
        "round": state.round_no,
        "active": state.active,
        "phase": phase,
        "to_act": to_act,
        "dice": [{"id": f"die:{die}", "die": die, "value": value} for die, value in state.rolls],
        "unrolled": [die for die in DICE if die not in rolled],
        "sources": [
            {"colour": COLOURS[colour], "cargo": cargo}
            for colour, cargo in (sources(state.rolls) if loading else ())
        ],
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
        "you": None,
    }
    if seat is not None and 0 <= seat < state.players:
        commit = state.commits[seat]
        view["you"] = {
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
    return view
