"""Legality helpers: sets (§4.1), strength (§4.2), turn order, and the deal of a round (§3.2)."""

from __future__ import annotations

import functools
from collections.abc import Sequence

from games.engines.hachi_train.cards import BITS, HAND_SIZE, MASK, SPECIAL_IDS, car_ids
from games.engines.hachi_train.state import DEALT, HachiTrainState
from games.engines.rng import shuffled

Play = tuple[int, int, int]  # (start, end, number), positions inclusive


def all_sets(hand: Sequence[str]) -> list[Play]:
    """Every set ``(i, j, N)`` of ``hand``, ordered by ``i``, then ``j``, then ``N``.

    A block ``i … j`` is a set for ``N`` when every card in it can show ``N``; the common numbers
    of a block are the AND of the cards' masks, so each start is extended until that AND is empty.
    """
    masks = [MASK[card] for card in hand]
    size = len(masks)
    out: list[Play] = []
    for i in range(size):
        common = masks[i]
        for j in range(i, size):
            common &= masks[j]
            if not common:
                break
            for number in BITS[common]:
                out.append((i, j, number))
    return out


def stronger(size: int, number: int, field_size: int, field_number: int) -> bool:
    """§4.2: more cards wins; with equal sizes the higher number wins; equal is not stronger."""
    return size > field_size or (size == field_size and number > field_number)


@functools.lru_cache(maxsize=8192)
def beating_sets(hand: tuple[str, ...], field_size: int, field_number: int) -> tuple[Play, ...]:
    """The sets of ``hand`` strictly stronger than the field (all sets if the field is empty).

    Cached: ``apply`` validates against the same list the player was just offered."""
    if not field_size:
        return tuple(all_sets(hand))
    return tuple(
        (i, j, n) for i, j, n in all_sets(hand) if stronger(j - i + 1, n, field_size, field_number)
    )


def is_set(hand: Sequence[str], start: int, end: int, number: int) -> bool:
    if not (0 <= start <= end < len(hand) and 1 <= number <= 8):
        return False
    return all(MASK[card] >> number & 1 for card in hand[start : end + 1])


def next_in(state: HachiTrainState, seat: int, hands: Sequence[Sequence[str]] | None = None) -> int:
    """The next seat after ``seat`` that still holds cards, wrapping round (never ``seat``
    itself unless it is the only one)."""
    hands = state.hands if hands is None else hands
    players = state.players
    for step in range(1, players + 1):
        other = (seat + step) % players
        if hands[other]:
            return other
    return seat


def deal(
    seed: str, players: int, round_no: int
) -> tuple[tuple[tuple[str, ...], ...], tuple[str, ...]]:
    """§3.2: shuffle the car cards in use and deal 8 to each seat in dealt order (seat 0 gets the
    first 8 of the shuffled deck, seat 1 the next 8, ...); shuffle the 8 specials into the stock."""
    deck = shuffled(car_ids(players), seed, "deal", round_no)
    hands = tuple(tuple(deck[HAND_SIZE * s : HAND_SIZE * (s + 1)]) for s in range(players))
    stock = tuple(shuffled(SPECIAL_IDS, seed, "stock", round_no))
    return hands, stock


def new_round(state: HachiTrainState, round_no: int, start_player: int) -> HachiTrainState:
    """A fresh round: new deal and stock, empty field, ``start_player`` to lead (§3.2, §7)."""
    hands, stock = deal(state.seed, state.players, round_no)
    return HachiTrainState(
        seed=state.seed,
        players=state.players,
        insert_mode=state.insert_mode,
        rounds=state.rounds,
        round_no=round_no,
        start_player=start_player,
        assets=state.assets,
        hands=hands,
        kinds=tuple(DEALT * HAND_SIZE for _ in range(state.players)),
        stock=stock,
        field=(),
        field_number=0,
        field_owner=-1,
        passes=0,
        turn=start_player,
        pending=(),
        pending_source="",
        discard=(),
        out_order=(),
        round_results=state.round_results,
        finished=False,
    )
