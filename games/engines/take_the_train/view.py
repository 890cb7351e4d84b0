"""What a seat (or a spectator) sees (§10); the only way state leaves the engine."""

from __future__ import annotations

from games.engines.take_the_train.cards import COLOURS, FREE_RIDES, HIGH_NUMBER, LOW_NUMBER, STATION
from games.engines.take_the_train.rules import (
    branch_chain,
    branch_number,
    first,
    high_chain,
    low_chain,
    placed_mask,
)
from games.engines.take_the_train.shapes import (
    Colour,
    TakeTheTrainBranch,
    TakeTheTrainBranches,
    TakeTheTrainCell,
    TakeTheTrainLine,
    TakeTheTrainLines,
    TakeTheTrainRound,
    TakeTheTrainView,
)
from games.engines.take_the_train.state import Branch, Line, RoundResult, TTState

#: Index of each colour in the state's ``lines`` and ``branches``.
_INDEX: dict[Colour, int] = {colour: i for i, colour in enumerate(COLOURS)}


def _cell(card: str, number: int) -> TakeTheTrainCell:
    # A Free Ride stands for ``number`` of the line's colour; the real card's id is not
    # repeated here because that card may still be hidden in a hand.
    return {"card": card, "number": number, "free_ride": card in FREE_RIDES}


def line_json(line: Line, branch: Branch | None) -> TakeTheTrainLine:
    mask = placed_mask(line, branch)
    return {
        "station": STATION[line.colour],
        "low": [_cell(card, LOW_NUMBER[i]) for i, card in enumerate(line.low)],
        "high": [_cell(card, HIGH_NUMBER[i]) for i, card in enumerate(line.high)],
        "low_closed": line.low_closed,
        "high_closed": line.high_closed,
        "next_low": first(low_chain(line, mask)),
        "next_high": first(high_chain(line, mask)),
    }


def branch_json(branch: Branch, line: Line | None) -> TakeTheTrainBranch:
    return {
        "transfer": branch.transfer,
        "base": branch.base,
        "direction": "down" if branch.start <= 6 else "up",
        "cards": [_cell(card, branch_number(branch, i)) for i, card in enumerate(branch.cards)],
        "next": first(branch_chain(branch, placed_mask(line, branch))),
    }


def result_json(res: RoundResult) -> TakeTheTrainRound:
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


def _line(state: TTState, colour: Colour) -> TakeTheTrainLine | None:
    line = state.lines[_INDEX[colour]]
    return None if line is None else line_json(line, state.branches[_INDEX[colour]])


def _branch(state: TTState, colour: Colour) -> TakeTheTrainBranch | None:
    branch = state.branches[_INDEX[colour]]
    return None if branch is None else branch_json(branch, state.lines[_INDEX[colour]])


def _lines(state: TTState) -> TakeTheTrainLines:
    return {
        "B": _line(state, "B"),
        "G": _line(state, "G"),
        "M": _line(state, "M"),
        "O": _line(state, "O"),
    }


def _branches(state: TTState) -> TakeTheTrainBranches:
    return {
        "B": _branch(state, "B"),
        "G": _branch(state, "G"),
        "M": _branch(state, "M"),
        "O": _branch(state, "O"),
    }


def build_view(state: TTState, seat: int | None, to_act: list[int]) -> TakeTheTrainView:
    view: TakeTheTrainView = {
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
        "lines": _lines(state),
        "branches": _branches(state),
        "cumulative": list(state.cumulative),
        "rounds": [result_json(r) for r in state.results],
        "you": None if seat is None else {"seat": seat, "hand": list(state.hands[seat])},
    }
    if state.phase in ("round_over", "over"):
        view["hands"] = [list(h) for h in state.hands]
    if state.phase == "over":
        view["draw_pile_cards"] = list(state.pile)
    return view
