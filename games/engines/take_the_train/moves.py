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
from games.engines.take_the_train.state import Branch, Line, TTState, evolve

Action = dict[str, Any]
Event = dict[str, Any]


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


def apply_play(state: TTState, seat: int, action: Action) -> tuple[TTState, list[Event]]:
    kind = action["type"]
    if kind == "deal":
        return next_round(state)
    if kind == "take_the_train":
        return _take_the_train(state, seat)
    hand = state.hands[seat]
    lines = list(state.lines)
    branches = list(state.branches)
    event: Event = {"type": kind, "seat": seat}
    if kind == "extend":
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
        hand = _remove(hand, cards)
        event.update(line=colour, arm=arm, cards=cards, numbers=numbers)
    elif kind == "open_line":
        station, arm, cards = action["station"], action["arm"], list(action["cards"])
        colour = STATION_COLOUR[station]
        ci = COLOUR_INDEX[colour]
        line = Line(colour)
        numbers = []
        if arm is not None:
            line, numbers = _extend_line(line, arm, cards)
        lines[ci] = line
        hand = _remove(hand, [station, *cards])
        event.update(station=station, line=colour, arm=arm, cards=cards, numbers=numbers)
    elif kind == "end_of_line":
        card, colour, arm = action["card"], action["line"], action["arm"]
        ci = COLOUR_INDEX[colour]
        line = lines[ci]
        assert line is not None
        field = "low_closed" if arm == "low" else "high_closed"
        lines[ci] = dataclasses.replace(line, **{field: card})
        hand = _remove(hand, [card])
        event.update(card=card, line=colour, arm=arm)
    elif kind == "swap_free_ride":
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
        hand = sort_hand([*_remove(hand, [real]), free_ride])
        event.update(card=real)  # which Free Ride id went back to the hand stays private
    else:  # transfer
        transfer, base, own = action["transfer"], action["base"], action["card"]
        colour = COLOUR_OF[own]
        branches[COLOUR_INDEX[colour]] = Branch(
            colour=colour, transfer=transfer, base=base, start=NUMBER_OF[own], cards=(own,)
        )
        hand = _remove(hand, [transfer, own])
        event.update(transfer=transfer, base=base, card=own)
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
