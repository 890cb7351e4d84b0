"""Applying a validated play (§6) or Take the Train to the state, with its public events."""

from __future__ import annotations

import dataclasses
from typing import Any

from games.engines.take_the_train.cards import (
    COLOUR_OF,
    HIGH_NUMBER,
    LOW_NUMBER,
    NUMBER_OF,
    STATION_COLOUR,
    sort_hand,
)
from games.engines.take_the_train.rounds import end_round, next_round
from games.engines.take_the_train.rules import COLOUR_INDEX, branch_number, free_rides_on_table
from games.engines.take_the_train.shapes import (
    TakeTheTrainAction,
    TakeTheTrainEndOfLineAction,
    TakeTheTrainExtendAction,
    TakeTheTrainOpenLineAction,
    TakeTheTrainSwapFreeRideAction,
    TakeTheTrainTransferAction,
)
from games.engines.take_the_train.state import Branch, Line, TTState, evolve

Event = dict[str, Any]
#: Scratch copies of the table's lines and branches that a play changes in place.
Lines = list[Line | None]
Branches = list[Branch | None]


def _remove(hand: tuple[str, ...], cards: list[str]) -> tuple[str, ...]:
    gone = set(cards)
    return tuple(c for c in hand if c not in gone)


def _extend_line(line: Line, arm: str, cards: list[str]) -> tuple[Line, list[int]]:
    c, low, high = line.colour, line.low, line.high
    if arm == "low":
        k = len(low)
        new = Line(c, low + tuple(cards), high, line.low_closed, line.high_closed)
        return new, list(LOW_NUMBER[k : k + len(cards)])
    k = len(high)
    new = Line(c, low, high + tuple(cards), line.low_closed, line.high_closed)
    return new, list(HIGH_NUMBER[k : k + len(cards)])


def apply_play(
    state: TTState, seat: int, action: TakeTheTrainAction
) -> tuple[TTState, list[Event]]:
    if action["type"] == "deal":
        return next_round(state)
    if action["type"] == "take_the_train":
        return _take_the_train(state, seat)
    lines: Lines = list(state.lines)
    branches: Branches = list(state.branches)
    if action["type"] == "extend":
        hand, fields = _extend(state.hands[seat], lines, branches, action)
    elif action["type"] == "open_line":
        hand, fields = _open_line(state.hands[seat], lines, action)
    elif action["type"] == "end_of_line":
        hand, fields = _end_of_line(state.hands[seat], lines, action)
    elif action["type"] == "swap_free_ride":
        hand, fields = _swap_free_ride(state, seat, lines, branches, action)
    else:
        hand, fields = _transfer(state.hands[seat], branches, action)
    event: Event = {"type": action["type"], "seat": seat, **fields}
    hands = list(state.hands)
    hands[seat] = hand
    new = evolve(
        state,
        phase="play",
        current=(seat + 1) % state.players,
        hands=tuple(hands),
        lines=tuple(lines),
        branches=tuple(branches),
    )
    if not hand:
        new, more = end_round(new, "out", seat)
        return new, [event, *more]
    return new, [event]


def _extend(
    hand: tuple[str, ...], lines: Lines, branches: Branches, action: TakeTheTrainExtendAction
) -> tuple[tuple[str, ...], Event]:
    """P1: the run goes on one end of a line or on the colour's branch."""
    colour, arm, cards = action["line"], action["arm"], list(action["cards"])
    ci = COLOUR_INDEX[colour]
    if arm == "branch":
        branch = branches[ci]
        assert branch is not None
        k = len(branch.cards)
        branches[ci] = dataclasses.replace(branch, cards=branch.cards + tuple(cards))
        numbers = [branch_number(branch, k + i) for i in range(len(cards))]
    else:
        line = lines[ci]
        assert line is not None
        lines[ci], numbers = _extend_line(line, arm, cards)
    return _remove(hand, cards), {"line": colour, "arm": arm, "cards": cards, "numbers": numbers}


def _open_line(
    hand: tuple[str, ...], lines: Lines, action: TakeTheTrainOpenLineAction
) -> tuple[tuple[str, ...], Event]:
    """P2: a Station starts its colour's line, with a run on one arm or alone."""
    station, arm, cards = action["station"], action["arm"], list(action["cards"])
    colour = STATION_COLOUR[station]
    line = Line(colour)
    numbers: list[int] = []
    if arm is not None:
        line, numbers = _extend_line(line, arm, cards)
    lines[COLOUR_INDEX[colour]] = line
    fields: Event = {
        "station": station,
        "line": colour,
        "arm": arm,
        "cards": cards,
        "numbers": numbers,
    }
    return _remove(hand, [station, *cards]), fields


def _end_of_line(
    hand: tuple[str, ...], lines: Lines, action: TakeTheTrainEndOfLineAction
) -> tuple[tuple[str, ...], Event]:
    """P3: an End of Line card closes one end of a line."""
    card, colour, arm = action["card"], action["line"], action["arm"]
    ci = COLOUR_INDEX[colour]
    line = lines[ci]
    assert line is not None
    if arm == "low":
        lines[ci] = dataclasses.replace(line, low_closed=card)
    else:
        lines[ci] = dataclasses.replace(line, high_closed=card)
    return _remove(hand, [card]), {"card": card, "line": colour, "arm": arm}


def _swap_free_ride(
    state: TTState,
    seat: int,
    lines: Lines,
    branches: Branches,
    action: TakeTheTrainSwapFreeRideAction,
) -> tuple[tuple[str, ...], Event]:
    """P4: the real card takes the place of the Free Ride standing for it, which is taken back."""
    real = action["card"]
    free_ride = next(fr for fr, card in free_rides_on_table(state) if card == real)
    ci = COLOUR_INDEX[COLOUR_OF[real]]
    line, branch = lines[ci], branches[ci]
    if line is not None and free_ride in line.low + line.high:
        lines[ci] = dataclasses.replace(
            line,
            low=tuple(real if c == free_ride else c for c in line.low),
            high=tuple(real if c == free_ride else c for c in line.high),
        )
    else:
        assert branch is not None
        branches[ci] = dataclasses.replace(
            branch, cards=tuple(real if c == free_ride else c for c in branch.cards)
        )
    hand = sort_hand([*_remove(state.hands[seat], [real]), free_ride])
    return hand, {"card": real}  # which Free Ride id went back to the hand stays private


def _transfer(
    hand: tuple[str, ...], branches: Branches, action: TakeTheTrainTransferAction
) -> tuple[tuple[str, ...], Event]:
    """P5: the Transfer goes beside the base card and starts a branch with the own card."""
    transfer, base, own = action["transfer"], action["base"], action["card"]
    colour = COLOUR_OF[own]
    branches[COLOUR_INDEX[colour]] = Branch(
        colour=colour, transfer=transfer, base=base, start=NUMBER_OF[own], cards=(own,)
    )
    return _remove(hand, [transfer, own]), {"transfer": transfer, "base": base, "card": own}


def _take_the_train(state: TTState, seat: int) -> tuple[TTState, list[Event]]:
    """P6: pay one fare to the pot, draw the top card if any (§6); 0 fares ends the round (§7)."""
    fares = list(state.fares)
    fares[seat] -= 1
    hands = list(state.hands)
    pile = state.pile
    events: list[Event] = []
    drew = bool(pile)
    if drew:
        card = pile[0]
        pile = pile[1:]
        hands[seat] = sort_hand([*hands[seat], card])
    events.append(
        {
            "type": "take_the_train",
            "seat": seat,
            "fares": fares[seat],
            "pot": state.pot + 1,
            "drew": drew,
        }
    )
    if drew:
        events.append(
            {
                "type": "drew",
                "seat": seat,
                "card": card,
                "visible_to": [seat],
                "redacted": {"type": "drew", "seat": seat},
            }
        )
    new = evolve(
        state,
        current=(seat + 1) % state.players,
        hands=tuple(hands),
        pile=pile,
        fares=tuple(fares),
        pot=state.pot + 1,
    )
    if fares[seat] == 0:
        new, more = end_round(new, "fares", seat)
        events.extend(more)
    return new, events
