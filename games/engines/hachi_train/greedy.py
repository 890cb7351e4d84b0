"""Greedy heuristics for Hachi Train, from the seat's view only.

The bot measures a hand by the fewest sets it splits into (``turns_to_empty``): that is how many
plays it needs to go out. It goes out whenever it can; otherwise it compares each play (and the
pass) by the hand it leaves, counting the cards it must collect, and among equally good plays
picks the weakest one that is legal (keeping strong sets for later). Inserted cards go where
they join a run of their number, never splitting an existing run.
"""

from __future__ import annotations

from collections.abc import Sequence

from games.engines.hachi_train.cards import MASK
from games.engines.hachi_train.shapes import (
    HachiTrainAction,
    HachiTrainField,
    HachiTrainInsertAction,
    HachiTrainPlayAction,
    HachiTrainView,
)


def turns_to_empty(hand: Sequence[str]) -> int:
    """The minimum number of sets ``hand`` can be split into (adjacent blocks, common number)."""
    masks = [MASK[card] for card in hand]
    best = [0] + [len(masks)] * len(masks)
    for end in range(1, len(masks) + 1):
        common = masks[end - 1]
        start = end - 1
        while start >= 0:
            common &= masks[start]
            if not common:
                break
            best[end] = min(best[end], best[start] + 1)
            start -= 1
    return best[len(masks)]


def _insert_score(hand: list[str], cards: list[str], position: int) -> tuple[int, int]:
    """Lower is better: (sets needed afterwards, distance from the nearest matching card)."""
    after = hand[:position] + cards + hand[position:]
    mask = 0
    for card in cards:
        mask |= MASK[card]
    touching = any(0 <= p < len(hand) and MASK[hand[p]] & mask for p in (position - 1, position))
    return turns_to_empty(after), 0 if touching else 1


def _choose_insert(
    view: HachiTrainView, inserts: Sequence[HachiTrainInsertAction]
) -> HachiTrainInsertAction:
    you = view["you"]
    assert you is not None, "only a seat (never a spectator) has actions to choose from"
    hand = list(you["hand"])
    pending = view["pending"]
    block = (
        view["insert_mode"] == "block" and pending is not None and pending["source"] == "collected"
    )
    cards = list(you["pending"]) if block else you["pending"][:1]
    return min(inserts, key=lambda a: (_insert_score(hand, cards, a["position"]), a["position"]))


def _play_cost(hand: list[str], action: HachiTrainPlayAction, field: HachiTrainField | None) -> int:
    """Sets needed after the play, plus one when the collected cards cannot join the hand."""
    start, end = action["start"], action["end"]
    rest = hand[:start] + hand[end + 1 :]
    cost = turns_to_empty(rest)
    if field is not None:
        number = field["number"]
        if not any(MASK[card] >> number & 1 for card in rest):
            cost += 1
    return cost


def choose(view: HachiTrainView, actions: Sequence[HachiTrainAction]) -> HachiTrainAction:
    """The greedy bot's action for the seat whose ``view`` this is."""
    inserts = [a for a in actions if a["type"] == "insert"]
    if inserts:
        return _choose_insert(view, inserts)
    you = view["you"]
    assert you is not None, "only a seat (never a spectator) has actions to choose from"
    hand = list(you["hand"])
    field = view["field"]
    plays = [a for a in actions if a["type"] == "play"]
    for play in plays:
        if play["end"] - play["start"] + 1 == len(hand):
            return play  # going out ends the round for us
    options: list[tuple[float, int, int, int, HachiTrainAction]] = []
    for play in plays:
        size = play["end"] - play["start"] + 1
        cost = _play_cost(hand, play, field)
        options.append((cost, size, play["number"], play["start"], play))
    if field is not None:
        # Passing keeps the hand but may add a drawn special card (usually half a set).
        draw_cost = 0.5 if view["stock_count"] else 0.0
        options.append((turns_to_empty(hand) + draw_cost + 0.25, 99, 99, 99, {"type": "pass"}))
    if field is None:
        # Leading: fewest sets left, then the biggest block of the lowest number.
        best = min(options, key=lambda o: (o[0], -o[1], o[2], o[3]))
    else:
        best = min(options, key=lambda o: (o[0], o[1], o[2], o[3]))
    chosen = best[4]
    return chosen if chosen in actions else actions[-1]
