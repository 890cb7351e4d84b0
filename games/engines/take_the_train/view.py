"""What a seat (or a spectator) sees (§10); the only way state leaves the engine."""

from __future__ import annotations

from typing import Any

from games.engines.take_the_train.cards import COLOURS, FREE_RIDES, HIGH_NUMBER, LOW_NUMBER
from games.engines.take_the_train.rules import (
    branch_chain,
    branch_number,
    first,
    high_chain,
    low_chain,
    placed_mask,
)
from games.engines.take_the_train.state import Branch, Line, RoundResult, TTState


def _cell(colour: str, card: str, number: int) -> dict[str, Any]:
    # A Free Ride stands for ``number`` of the line's colour; the real card's id is not
    # repeated here because that card may still be hidden in a hand.
    return {"card": card, "number": number, "free_ride": card in FREE_RIDES}


def line_json(line: Line, branch: Branch | None) -> dict[str, Any]:
    mask = placed_mask(line, branch)
    c = line.colour
    return {
        "station": f"S{c}",
        "low": [_cell(c, card, LOW_NUMBER[i]) for i, card in enumerate(line.low)],
        "high": [_cell(c, card, HIGH_NUMBER[i]) for i, card in enumerate(line.high)],
        "low_closed": line.low_closed,
        "high_closed": line.high_closed,
        "next_low": first(low_chain(line, mask)),
        "next_high": first(high_chain(line, mask)),
    }


def branch_json(branch: Branch, line: Line | None) -> dict[str, Any]:
    c = branch.colour
    return {
        "transfer": branch.transfer,
        "base": branch.base,
        "direction": "down" if branch.start <= 6 else "up",
        "cards": [_cell(c, card, branch_number(branch, i)) for i, card in enumerate(branch.cards)],
        "next": first(branch_chain(branch, placed_mask(line, branch))),
    }


def result_json(res: RoundResult) -> dict[str, Any]:
    return {
        "round": res.round_no,
        "dealer": res.dealer,
        "ended_by": res.ended_by,
        "seat": res.seat,
        "cards_left": list(res.cards_left),
        "specialty_left": list(res.specialty_left),
        "payments": list(res.payments),
        "fares": list(res.fares),
        "pot": res.pot,
        "winners": list(res.winners),
        "scored": list(res.scored),
    }


def build_view(state: TTState, seat: int | None, to_act: list[int]) -> dict[str, Any]:
    lines: dict[str, Any] = {}
    branches: dict[str, Any] = {}
    for ci, colour in enumerate(COLOURS):
        line, branch = state.lines[ci], state.branches[ci]
        lines[colour] = None if line is None else line_json(line, branch)
        branches[colour] = None if branch is None else branch_json(branch, line)
    view: dict[str, Any] = {
        "game": "take-the-train",
        "phase": state.phase,
        "round": state.round_no,
        "dealer": state.dealer,
        "to_act": to_act,
        "options": {"transfer": state.transfer, "match": state.match},
        "fares": list(state.fares),
        "pot": state.pot,
        "hand_counts": [len(h) for h in state.hands],
        "draw_pile": len(state.pile),
        "opening_draws": list(state.opening_draws),
        "lines": lines,
        "branches": branches,
        "cumulative": list(state.cumulative),
        "rounds": [result_json(r) for r in state.results],
        "you": None if seat is None else {"seat": seat, "hand": list(state.hands[seat])},
    }
    if state.phase in ("round_over", "over"):
        view["hands"] = [list(h) for h in state.hands]
    if state.phase == "over":
        view["draw_pile_cards"] = list(state.pile)
    return view
