"""Builders for Take the Train tests: exact table positions and whole games."""

from __future__ import annotations

import random
from typing import Any

from games.engines.base import Event
from games.engines.take_the_train import ENGINE
from games.engines.take_the_train.cards import COLOURS, deck, sort_hand
from games.engines.take_the_train.shapes import TakeTheTrainAction as Action
from games.engines.take_the_train.state import Branch, Line, TTState
from tests.engines.random_play import by_bots, played


def ids(colour: str, *numbers: int) -> tuple[str, ...]:
    """``ids("B", 6, 5)`` -> ``("B6", "B5")``."""
    return tuple(f"{colour}{n}" for n in numbers)


def line(
    colour: str,
    low: tuple[str, ...] = (),
    high: tuple[str, ...] = (),
    low_closed: str | None = None,
    high_closed: str | None = None,
) -> Line:
    return Line(colour, low, high, low_closed, high_closed)


def make_state(
    *,
    hands: list[tuple[str, ...]],
    lines: tuple[Line, ...] = (),
    branches: tuple[Branch, ...] = (),
    fares: tuple[int, ...] | None = None,
    pot: int = 0,
    current: int = 0,
    dealer: int | None = None,
    transfer: bool = False,
    match: str = "single",
    phase: str = "play",
    round_no: int = 1,
    cumulative: tuple[int, ...] | None = None,
    pile: tuple[str, ...] | None = None,
) -> TTState:
    """A position with exactly these hands and table; every other card is in the draw pile."""
    players = len(hands)
    on_table: list[str] = []
    for ln in lines:
        on_table += [f"S{ln.colour}", *ln.low, *ln.high]
        on_table += [c for c in (ln.low_closed, ln.high_closed) if c]
    for br in branches:
        on_table += [br.transfer, *br.cards]
    used = [c for h in hands for c in h] + on_table
    assert len(used) == len(set(used)), "a card is placed twice"
    rest = tuple(c for c in deck(transfer) if c not in set(used))
    table_lines = {ln.colour: ln for ln in lines}
    table_branches = {br.colour: br for br in branches}
    return TTState(
        players=players,
        transfer=transfer,
        match=match,
        seed="take-the-train-test-seed-5d1e",
        round_no=round_no,
        dealer=(current - 1) % players if dealer is None else dealer,
        phase=phase,  # type: ignore[arg-type]
        current=current,
        hands=tuple(sort_hand(h) for h in hands),
        pile=rest if pile is None else pile,
        fares=fares if fares is not None else (100 // players,) * players,
        pot=pot,
        lines=tuple(table_lines.get(c) for c in COLOURS),
        branches=tuple(table_branches.get(c) for c in COLOURS),
        opening_draws=(0,) * players,
        cumulative=cumulative if cumulative is not None else (0,) * players,
    )


def extends(state: TTState, seat: int, colour: str, arm: str | None = None) -> list[list[str]]:
    """The runs of the legal ``extend`` actions on one line (optionally one arm)."""
    return [
        a["cards"]
        for a in ENGINE.legal_actions(state, seat)
        if a["type"] == "extend" and a["line"] == colour and (arm is None or a["arm"] == arm)
    ]


def play_game(
    players: int,
    seed: str,
    options: dict[str, Any] | None = None,
    kinds: tuple[str, ...] | None = None,
) -> tuple[TTState, list[tuple[int, Action]], list[Event]]:
    """A whole game between bots (random by default); the final state, move log and events."""
    kinds = kinds or ("random",) * players
    rng = random.Random(seed)
    state = ENGINE.setup(players=players, options=options, seed=seed)
    return played(ENGINE, state, rng, choose=by_bots(ENGINE, kinds, rng))
