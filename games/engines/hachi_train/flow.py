"""State transitions of Hachi Train: play (§5.2), pass and draw (§5.3), insertion (§4.3),
clearing (§5.4), round end (§6) and game end (§7). Every function returns a new state and the
events it produced; inputs are never mutated."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from games.engines.hachi_train.cards import ASSET_LOSS
from games.engines.hachi_train.rules import new_round, next_in
from games.engines.hachi_train.state import (
    COLLECTED,
    DRAWN,
    SOURCE_COLLECTED,
    SOURCE_DRAWN,
    HachiTrainState,
    RoundResult,
)

Event = dict[str, Any]


def _set_seat[T](items: tuple[T, ...], seat: int, value: T) -> tuple[T, ...]:
    return (*items[:seat], value, *items[seat + 1 :])


def play(
    state: HachiTrainState, seat: int, start: int, end: int, number: int
) -> tuple[HachiTrainState, list[Event]]:
    """§5.2: the set leaves the hand; the player goes out or collects the previous field set."""
    hand = state.hands[seat]
    cards = hand[start : end + 1]
    rest = hand[:start] + hand[end + 1 :]
    kinds = state.kinds[seat]
    hands = _set_seat(state.hands, seat, rest)
    events: list[Event] = [
        {
            "type": "play",
            "seat": seat,
            "start": start,
            "end": end,
            "number": number,
            "cards": list(cards),
            "went_out": not rest,
        }
    ]
    previous = state.field
    changes: dict[str, Any] = {
        "hands": hands,
        "kinds": _set_seat(state.kinds, seat, kinds[:start] + kinds[end + 1 :]),
        "field": cards,
        "field_number": number,
        "field_owner": seat,
        "passes": 0,
    }
    if not rest:
        # Going out (§5.2 point 2, Decision 6): the beaten set is discarded, not collected.
        if previous:
            events.append({"type": "discard", "cards": list(previous), "reason": "went_out"})
        changes["discard"] = state.discard + previous
        changes["out_order"] = (*state.out_order, seat)
        holders = [s for s in range(state.players) if hands[s]]
        if len(holders) == 1:
            return end_round(replace(state, **changes), holders[0], events)
        changes["turn"] = next_in(state, seat, hands)
    elif previous:
        # Collecting (§5.2 point 3): the previous set waits to be inserted, one card per decision.
        events.append({"type": "collect", "seat": seat, "cards": list(previous)})
        changes["pending"] = previous
        changes["pending_source"] = SOURCE_COLLECTED
    else:
        changes["turn"] = next_in(state, seat, hands)
    return replace(state, **changes), events


def pass_turn(state: HachiTrainState, seat: int) -> tuple[HachiTrainState, list[Event]]:
    """§5.3: a pass draws the top special card while the stock lasts (then an insertion)."""
    if not state.stock:
        events: list[Event] = [{"type": "pass", "seat": seat, "drew": False}]
        changes = _after_pass(state, seat, state.hands, state.passes + 1, events)
        return replace(state, **changes), events
    card = state.stock[0]
    events = [
        {"type": "pass", "seat": seat, "drew": True},
        {
            "type": "draw",
            "seat": seat,
            "card": card,
            "visible_to": [seat],
            "redacted": {"type": "draw", "seat": seat},
        },
    ]
    new = replace(
        state,
        passes=state.passes + 1,
        stock=state.stock[1:],
        pending=(card,),
        pending_source=SOURCE_DRAWN,
    )
    return new, events


def insert(state: HachiTrainState, seat: int, position: int) -> tuple[HachiTrainState, list[Event]]:
    """§4.3: ``Insert(k)`` puts the next pending card (or, in block mode, every collected card)
    before the card now at position ``k``."""
    drawn = state.pending_source == SOURCE_DRAWN
    block = state.insert_mode == "block" and not drawn
    placed = state.pending if block else state.pending[:1]
    remaining = () if block else state.pending[1:]
    hand = state.hands[seat]
    kinds = state.kinds[seat]
    kind = DRAWN if drawn else COLLECTED
    hands = _set_seat(state.hands, seat, hand[:position] + placed + hand[position:])
    changes: dict[str, Any] = {
        "hands": hands,
        "kinds": _set_seat(
            state.kinds, seat, kinds[:position] + kind * len(placed) + kinds[position:]
        ),
        "pending": remaining,
        "pending_source": state.pending_source if remaining else "",
    }
    public: Event = {
        "type": "insert",
        "seat": seat,
        "position": position,
        "source": SOURCE_DRAWN if drawn else SOURCE_COLLECTED,
        "count": len(placed),
    }
    if drawn:
        # Which special card was drawn stays the owner's secret; its slot is public (§9).
        private = {**public, "cards": list(placed), "visible_to": [seat], "redacted": public}
        events: list[Event] = [private]
        changes.update(_after_pass(state, seat, hands, state.passes, events))
    else:
        events = [{**public, "cards": list(placed)}]
        if not remaining:
            changes["turn"] = next_in(state, seat, hands)
    return replace(state, **changes), events


def _after_pass(
    state: HachiTrainState,
    seat: int,
    hands: tuple[tuple[str, ...], ...],
    passes: int,
    events: list[Event],
) -> dict[str, Any]:
    """§5.4, run once a pass is complete: once every other player still in has passed, the field
    set is discarded and the owner (or, if he is out, the next player still in after him) leads.
    Returns the state changes; ``passes`` counts the pass just made."""
    owner = state.field_owner
    others_in = sum(1 for s in range(state.players) if hands[s] and s != owner)
    if passes < others_in:
        return {"passes": passes, "turn": next_in(state, seat, hands)}
    leader = owner if hands[owner] else next_in(state, owner, hands)
    events.append({"type": "clear", "cards": list(state.field), "leader": leader})
    return {
        "discard": state.discard + state.field,
        "field": (),
        "field_number": 0,
        "field_owner": -1,
        "passes": 0,
        "turn": leader,
    }


def end_round(
    state: HachiTrainState, loser: int, events: list[Event]
) -> tuple[HachiTrainState, list[Event]]:
    """§6-§7: the last holder loses $100m; the game ends on $0 or after the last round, else the
    loser starts a fresh round."""
    assets = _set_seat(state.assets, loser, state.assets[loser] - ASSET_LOSS)
    result = RoundResult(
        round=state.round_no,
        start_player=state.start_player,
        loser=loser,
        out_order=state.out_order,
        assets=assets,
    )
    events.append(
        {"type": "round_end", "round": state.round_no, "loser": loser, "assets": list(assets)}
    )
    ended = replace(state, assets=assets, round_results=(*state.round_results, result))
    if min(assets) <= 0 or state.round_no >= state.rounds:
        low = min(assets)
        losers = [s for s in range(state.players) if assets[s] == low]
        draw = len(losers) == state.players
        events.append(
            {
                "type": "game_end",
                "assets": list(assets),
                "losers": [] if draw else losers,
                "draw": draw,
            }
        )
        return replace(ended, finished=True, turn=-1), events
    fresh = new_round(ended, state.round_no + 1, loser)
    events.append({"type": "round_start", "round": fresh.round_no, "start_player": loser})
    for s in range(state.players):
        events.append(
            {
                "type": "deal",
                "seat": s,
                "cards": list(fresh.hands[s]),
                "visible_to": [s],
                "redacted": {"type": "deal", "seat": s, "count": len(fresh.hands[s])},
            }
        )
    return fresh, events
