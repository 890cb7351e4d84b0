"""Hachi Train positions for the tests: a mid-round state built by hand, and the actions
named as a player says them."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from games.engines.hachi_train.cards import SPECIAL_IDS, car_ids
from games.engines.hachi_train.shapes import HachiTrainAction as Action
from games.engines.hachi_train.state import HachiTrainState


def make_state(
    hands: Sequence[Sequence[str]],
    *,
    field: Sequence[str] = (),
    number: int = 0,
    owner: int = -1,
    turn: int = 0,
    stock: Sequence[str] = (),
    kinds: Sequence[str] | None = None,
    assets: Sequence[int] | None = None,
    rounds: int = 4,
    round_no: int = 1,
    insert_mode: str = "individual",
    passes: int = 0,
    seed: str = "test-seed",
) -> HachiTrainState:
    """A mid-round position; every card not placed anywhere goes to the discard (conservation)."""
    players = len(hands)
    placed = [c for h in hands for c in h] + list(field) + list(stock)
    everything = [*car_ids(players), *SPECIAL_IDS]
    assert not Counter(placed) - Counter(everything), "card not in this deck or duplicated"
    discard = tuple(c for c in everything if c not in placed)
    return HachiTrainState(
        seed=seed,
        players=players,
        insert_mode=insert_mode,
        rounds=rounds,
        round_no=round_no,
        start_player=0,
        assets=tuple(assets) if assets is not None else (200,) * players,
        hands=tuple(tuple(h) for h in hands),
        kinds=tuple(kinds) if kinds is not None else tuple("d" * len(h) for h in hands),
        stock=tuple(stock),
        field=tuple(field),
        field_number=number,
        field_owner=owner,
        passes=passes,
        turn=turn,
        pending=(),
        pending_source="",
        discard=discard,
        out_order=(),
        round_results=(),
        finished=False,
    )


def play(i: int, j: int, n: int) -> Action:
    return {"type": "play", "start": i, "end": j, "number": n}


PASS: Action = {"type": "pass"}


def ins(k: int) -> Action:
    return {"type": "insert", "position": k}
