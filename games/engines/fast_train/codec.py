"""Fast JSON conversion of the state, field for field identical to ``serde`` (a test checks it).

The generic, type-hint driven ``serde`` walks every car of every sheet; a sheet-heavy 8-player
state is converted many times by audits and tests, so the engine spells the shape out here.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games.engines.fast_train.state import Commit, FastTrainState, RoundRecord


def state_to_json(state: FastTrainState) -> dict[str, Any]:
    return {
        "players": state.players,
        "seed": state.seed,
        "tables": [list(row) for row in state.tables],
        "show_solo_challenges": state.show_solo_challenges,
        "sheets": [[list(train) for train in sheet] for sheet in state.sheets],
        "round_no": state.round_no,
        "active": state.active,
        "rolls": [[die, value] for die, value in state.rolls],
        "waiting": sorted(state.waiting),
        "commits": [
            None
            if commit is None
            else {"colour": commit.colour, "train": commit.train, "cargo": commit.cargo}
            for commit in state.commits
        ],
        "last_round": state.last_round,
        "over": state.over,
        "history": [
            {
                "round_no": record.round_no,
                "active": record.active,
                "rolls": [[die, value] for die, value in record.rolls],
            }
            for record in state.history
        ],
    }


def state_from_json(data: Mapping[str, Any]) -> FastTrainState:
    return FastTrainState(
        players=data["players"],
        seed=data["seed"],
        tables=tuple(tuple(row) for row in data["tables"]),
        show_solo_challenges=data["show_solo_challenges"],
        sheets=tuple(tuple(tuple(train) for train in sheet) for sheet in data["sheets"]),
        round_no=data["round_no"],
        active=data["active"],
        rolls=tuple((die, value) for die, value in data["rolls"]),
        waiting=frozenset(data["waiting"]),
        commits=tuple(
            None if c is None else Commit(c["colour"], c["train"], c["cargo"])
            for c in data["commits"]
        ),
        last_round=data["last_round"],
        over=data["over"],
        history=tuple(
            RoundRecord(
                r["round_no"], r["active"], tuple((die, value) for die, value in r["rolls"])
            )
            for r in data["history"]
        ),
    )
