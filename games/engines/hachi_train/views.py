"""What each seat may see (rules §9), the hidden-information list, and the card zones."""

from __future__ import annotations

from typing import Any

from games.engines.hachi_train.cards import SPECIAL_IDS, car_ids
from games.engines.hachi_train.state import COLLECTED, DEALT, SOURCE_DRAWN, HachiTrainState

_KIND_NAMES = {DEALT: "dealt", "s": "drawn", COLLECTED: "collected"}


def _slots(state: HachiTrainState, seat: int, reveal: bool) -> list[dict[str, Any]]:
    """A hand as a row of slots: collected cards face up, the others only by kind (§9)."""
    out: list[dict[str, Any]] = []
    for card, kind in zip(state.hands[seat], state.kinds[seat], strict=True):
        slot: dict[str, Any] = {"kind": _KIND_NAMES[kind]}
        if reveal or kind == COLLECTED:
            slot["card"] = card
        out.append(slot)
    return out


def view(state: HachiTrainState, seat: int | None) -> dict[str, Any]:
    over = state.finished
    field = (
        {
            "cards": list(state.field),
            "number": state.field_number,
            "size": len(state.field),
            "owner": state.field_owner,
        }
        if state.field
        else None
    )
    pending: dict[str, Any] | None = None
    if state.pending:
        pending = {
            "seat": state.turn,
            "source": state.pending_source,
            "count": len(state.pending),
        }
        if over or state.pending_source != SOURCE_DRAWN:
            pending["cards"] = list(state.pending)
    out: dict[str, Any] = {
        "phase": "over" if over else ("insert" if state.pending else "play"),
        "players": state.players,
        "round": state.round_no,
        "rounds": state.rounds,
        "insert_mode": state.insert_mode,
        "start_player": state.start_player,
        "turn": None if over else state.turn,
        "to_act": [] if over else [state.turn],
        "assets": list(state.assets),
        "hands": [
            {
                "count": len(state.hands[s]),
                "out": not state.hands[s],
                "slots": _slots(state, s, over),
            }
            for s in range(state.players)
        ],
        "out_order": list(state.out_order),
        "field": field,
        "passes": state.passes,
        "pending": pending,
        "stock_count": len(state.stock),
        "discard": list(state.discard),
        "round_results": [
            {
                "round": r.round,
                "start_player": r.start_player,
                "loser": r.loser,
                "out_order": list(r.out_order),
                "assets": list(r.assets),
            }
            for r in state.round_results
        ],
        "you": None,
    }
    if over:
        out["stock"] = list(state.stock)
    if seat is not None and 0 <= seat < state.players:
        mine = bool(state.pending_source) and state.turn == seat
        out["you"] = {
            "seat": seat,
            "hand": list(state.hands[seat]),
            "slots": [_KIND_NAMES[k] for k in state.kinds[seat]],
            "pending": list(state.pending) if mine else [],
        }
    return out


def hidden_from(state: HachiTrainState, seat: int | None) -> set[str]:
    """The seed and the ids ``seat`` may not see: other seats' dealt and drawn cards, another
    seat's pending drawn card, the stock. Nothing once the game is over.

    Ids are whole tokens: ``2a`` is hidden, yet ``S12a`` (a different card) may be shown.
    """
    if state.finished:
        return set()
    hidden = {state.seed}
    for other in range(state.players):
        if other == seat:
            continue
        for card, kind in zip(state.hands[other], state.kinds[other], strict=True):
            if kind != COLLECTED:
                hidden.add(card)
    if state.pending_source == SOURCE_DRAWN and state.turn != seat:
        hidden.update(state.pending)
    hidden.update(state.stock)
    return hidden


def zones(state: HachiTrainState) -> dict[str, list[str]]:
    out = {f"hand:{s}": list(state.hands[s]) for s in range(state.players)}
    out["pending"] = list(state.pending)
    out["stock"] = list(state.stock)
    out["field"] = list(state.field)
    out["discard"] = list(state.discard)
    return out


def components(state: HachiTrainState) -> list[str]:
    return [*car_ids(state.players), *SPECIAL_IDS]
