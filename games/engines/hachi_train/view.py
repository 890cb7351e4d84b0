"""What each seat may see (rules §9), the hidden-information list, and the card zones."""

from __future__ import annotations

from games.engines.hachi_train.cards import SPECIAL_IDS, car_ids
from games.engines.hachi_train.shapes import (
    HachiTrainField,
    HachiTrainHand,
    HachiTrainPending,
    HachiTrainRoundResult,
    HachiTrainSlot,
    HachiTrainView,
    SlotKind,
)
from games.engines.hachi_train.state import (
    COLLECTED,
    DEALT,
    DRAWN,
    SOURCE_DRAWN,
    HachiTrainState,
)

_KIND_NAMES: dict[str, SlotKind] = {DEALT: "dealt", DRAWN: "drawn", COLLECTED: "collected"}


def _slots(state: HachiTrainState, seat: int, reveal: bool) -> list[HachiTrainSlot]:
    """A hand as a row of slots: collected cards face up, the others only by kind (§9)."""
    out: list[HachiTrainSlot] = []
    for card, kind in zip(state.hands[seat], state.kinds[seat], strict=True):
        slot: HachiTrainSlot = {"kind": _KIND_NAMES[kind]}
        if reveal or kind == COLLECTED:
            slot["card"] = card
        out.append(slot)
    return out


def _hand_strip(state: HachiTrainState, seat: int) -> HachiTrainHand:
    hand = state.hands[seat]
    return {"count": len(hand), "out": not hand, "slots": _slots(state, seat, state.finished)}


def _field(state: HachiTrainState) -> HachiTrainField | None:
    if not state.field:
        return None
    return {
        "cards": list(state.field),
        "number": state.field_number,
        "size": len(state.field),
        "owner": state.field_owner,
    }


def _pending(state: HachiTrainState) -> HachiTrainPending | None:
    source = state.pending_source
    if not state.pending or not source:
        return None
    pending: HachiTrainPending = {"seat": state.turn, "source": source, "count": len(state.pending)}
    if state.finished or source != SOURCE_DRAWN:
        pending["cards"] = list(state.pending)
    return pending


def _round_results(state: HachiTrainState) -> list[HachiTrainRoundResult]:
    return [
        {
            "round": r.round,
            "start_player": r.start_player,
            "loser": r.loser,
            "out_order": list(r.out_order),
            "assets": list(r.assets),
        }
        for r in state.round_results
    ]


def view(state: HachiTrainState, seat: int | None) -> HachiTrainView:
    over = state.finished
    out: HachiTrainView = {
        "game": "hachi-train",
        "phase": "over" if over else ("insert" if state.pending else "play"),
        "players": state.players,
        "round": state.round_no,
        "rounds": state.rounds,
        "insert_mode": state.insert_mode,
        "start_player": state.start_player,
        "turn": None if over else state.turn,
        "to_act": [] if over else [state.turn],
        "assets": list(state.assets),
        "hands": [_hand_strip(state, s) for s in range(state.players)],
        "out_order": list(state.out_order),
        "field": _field(state),
        "passes": state.passes,
        "pending": _pending(state),
        "stock_count": len(state.stock),
        "discard": list(state.discard),
        "round_results": _round_results(state),
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
