"""Builders for Hachi tests: exact positions and whole games."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from games.engines.hachi import ENGINE
from games.engines.hachi import rules as R
from games.engines.hachi.state import HachiState
from games.engines.hanafuda import DECK
from tests.engines.random_play import by_bots, played

Pair = tuple[tuple[str, ...], tuple[str, ...]]


def cards(text: str) -> tuple[str, ...]:
    return tuple(text.split())


def make_state(
    *,
    field: tuple[str, ...] = (),
    hands: Pair = ((), ()),
    draw_top: tuple[str, ...] = (),
    piles: Pair = ((), ()),
    turn: int = 0,
    dealer: int = 0,
    turns_done: int = 0,
    options: dict[str, Any] | None = None,
    **changes: Any,
) -> HachiState:
    """A position with exactly these cards; every other card goes below ``draw_top``."""
    used = [*field, *hands[0], *hands[1], *draw_top, *piles[0], *piles[1]]
    assert len(used) == len(set(used)), "a card is placed twice"
    rest = tuple(c for c in DECK if c not in set(used))
    base = ENGINE.setup(players=2, options=options, seed="examples")
    return replace(
        base,
        field=R.sort_ids(field),
        hands=(R.sort_ids(hands[0]), R.sort_ids(hands[1])),
        draw=draw_top + rest,
        piles=piles,
        turn=turn,
        dealer=dealer,
        turns_done=turns_done,
        **changes,
    )


def play_game(
    seed: str,
    options: dict[str, Any] | None = None,
    kinds: tuple[str, str] = ("random", "random"),
) -> tuple[HachiState, list[tuple[int, dict[str, Any]]], list[dict[str, Any]]]:
    """A whole match between bots; returns the final state, the move log and all events."""
    rng = random.Random(seed)
    state = ENGINE.setup(players=2, options=options, seed=seed)
    return played(ENGINE, state, rng, choose=by_bots(ENGINE, kinds, rng))
