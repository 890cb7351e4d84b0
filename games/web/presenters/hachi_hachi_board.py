"""The Hachi-Hachi board as ``games/boards/hachi_hachi.html`` draws it: the others' strips, the
field and the turned card, End or Sage when you must choose, your hand with its moves, your
strip and the settlements of the rounds (rules: docs/games/hachi-hachi.md).

The pieces both hanafuda boards share are in ``hanafuda_board``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypedDict

from games.engines.hachi.shapes import HachiPlayCard
from games.engines.hachi_hachi.shapes import (
    HachiHachiRoundResult,
    HachiHachiTeyaku,
    HachiHachiView,
)
from games.engines.hanafuda import CardId, month_of
from games.web.presenters.hanafuda_board import (
    Caption,
    CardGroup,
    Field,
    HachiHachiInput,
    Hand,
    Move,
    SeatStrip,
    Turned,
    card_group,
    field_zone,
    hand_zone,
    move,
    seat_order,
    seat_strip,
    turned_zone,
)
from games.web.presenters.hanafuda_cards import number, signed, take

FIELD_KINDS = {
    "small": "Small field (no light dealt face up)",
    "large": "Large field (Crane, Curtain or Moon dealt face up)",
    "grand": "Grand field (Rain Man or Phoenix dealt face up)",
}
ENDINGS = {
    "end": "ended by",
    "sage_exhausted": "cards ran out with a player in Sage",
    "card_count": "cards ran out: card points counted",
    "all_eights": "cards ran out: All 8's",
    "double_eights": "cards ran out: Double 8's",
    "simple_16": "cards ran out: Simple 16",
}
#: Settlement parts; the seat (beneficiary, or the payer of a Sage penalty) follows the text.
PARTS = {
    "teyaku": "Teyaku (dealt hand) of",
    "dekiyaku": "Dekiyaku, ended by",
    "liability": "Dekiyaku (liability: the feeder pays double), ended by",
    "sage_penalty": "Sage penalty (in Sage when the cards ran out), paid by",
    "card_points": "Card points (each pile minus 88)",
    "all_eights": "All 8's (every pile 88), dealer",
    "double_eights": "Double 8's (168 or more card points) for",
    "simple_16": "Simple 16 (16 or more chaff cards) for",
    "diving": "Diving (all four cards of a teyaku triple's month) for",
    "escape": "Escape (chaff teyaku, 89 or more card points) for",
}


class EndOrSage(TypedDict):
    """End and Sage for the seat that must choose, with what each would pay (rules §7.4, §9)."""

    total: int
    names: str
    multiplier: int
    end: str
    sage_cost: int
    three: bool
    moves: list[Move]


class SettlementPart(TypedDict):
    text: str
    deltas: list[str]


class Settlement(TypedDict):
    round: int
    title: str
    card_points: list[int]
    parts: list[SettlementPart]
    signed: list[str]


class HachiHachiBoard(TypedDict):
    opponents: list[SeatStrip]
    mine: list[SeatStrip]
    field: Field
    field_note: str
    field_kind: str
    multiplier: int
    carry: str
    turned: Turned
    decide: EndOrSage | None
    hand: Hand | None
    history: list[Settlement]
    names: list[str]
    totals: list[str]
    undrawn: CardGroup


def same_month(field: Sequence[CardId], card: CardId) -> list[CardId]:
    """The field cards of ``card``'s month: what it captures (rules: one, all three, or a choice
    of two)."""
    return [c for c in field if month_of(c) == month_of(card)]


def _caption(field: Sequence[CardId]) -> Caption:
    """What a hand card's only move does, in a few words under the card."""

    def caption(action: HachiPlayCard) -> str:
        if action["target"]:
            return take(action["target"])
        same = same_month(field, action["card"])
        if not same:
            return "Lay on field"
        return take(same[0]) if len(same) == 1 else f"Take all {len(same)}"

    return caption


# ----- the players ----------------------------------------------------------------------------


def _teyaku_text(teyaku: HachiHachiTeyaku) -> str:
    text = f"{teyaku['name']} {teyaku['value']}"
    if teyaku["set_hand"] and teyaku["chaff_hand"]:
        text += (
            f" = {teyaku['set_hand']} {teyaku['set_value']}"
            f" + {teyaku['chaff_hand']} {teyaku['chaff_value']}"
        )
    return text


def _facts(view: HachiHachiView, seat: int) -> str:
    facts = (
        f"total {number(view['totals'][seat])} · {view['hand_counts'][seat]} in hand"
        f" · {view['card_points'][seat]} card points"
    )
    return "in Sage · " + facts if view["dekiyaku"][seat]["sage"] else facts


def _lines(view: HachiHachiView, seat: int) -> list[str]:
    """The seat's game total, teyaku and dekiyaku in words."""
    teyaku, dekiyaku = view["teyaku"][seat], view["dekiyaku"][seat]
    lines = [f"Game total {number(view['totals'][seat])}"]
    if view["dealer"] == seat:
        lines[0] += " · dealer"
    if teyaku["name"]:
        lines.append(f"Teyaku: {_teyaku_text(teyaku)}, paid by each other player")
    if dekiyaku["names"]:
        sage = f" (Sage called at {dekiyaku['acknowledged']})" if dekiyaku["sage"] else ""
        lines.append(f"Dekiyaku: {', '.join(dekiyaku['names'])} = {dekiyaku['total']}{sage}")
    return lines


def _groups(inp: HachiHachiInput, seat: int) -> list[CardGroup]:
    """The seat's capture pile, and the hand cards the table has seen (unless drawn as yours)."""
    view = inp.view
    piles = view["piles"][seat]
    groups = [card_group(f"Captured ({len(piles)})", piles, zone=f"pile-{seat}")]
    if inp.private(seat) is not None:
        return groups
    known = view["shown_in_hand"][seat]
    if known and view["phase"] != "over":
        groups.append(card_group("Shown at the deal, still in the hand", known))
    revealed = view["revealed"]["hands"][seat] if "revealed" in view else []
    if revealed:
        groups.append(card_group("Hand at the end", revealed))
    return groups


def _seat(inp: HachiHachiInput, seat: int) -> SeatStrip:
    view = inp.view
    return seat_strip(
        inp, seat, facts=_facts(view, seat), lines=_lines(view, seat), groups=_groups(inp, seat)
    )


# ----- End or Sage ----------------------------------------------------------------------------


def _decision(inp: HachiHachiInput) -> EndOrSage | None:
    """End and Sage, with what each would pay, for the seat that must choose (rules §7.4, §9)."""
    view, me = inp.view, inp.my_seat
    moves = [move(c, c.label, None) for c in inp.choices if c.action["type"] in ("end", "sage")]
    if me is None or not moves:
        return None
    m = view["multiplier"]
    total = view["dekiyaku"][me]["total"]
    return {
        "total": total,
        "names": ", ".join(view["dekiyaku"][me]["names"]),
        "multiplier": m,
        "end": _end_pays(view, me, total * m),
        "sage_cost": total * m // 2,
        "three": view["players"] == 3,
        "moves": moves,
    }


def _end_pays(view: HachiHachiView, me: int, amount: int) -> str:
    """What ending now brings: each opponent pays, or an opponent in Sage pays double."""
    in_sage = [p for p in range(view["players"]) if p != me and view["dekiyaku"][p]["sage"]]
    if len(in_sage) == 1 and view["players"] == 3:
        return f"the opponent in Sage pays you double: {2 * amount}; the other pays nothing"
    total, m = view["dekiyaku"][me]["total"], view["multiplier"]
    return f"each opponent pays you {amount} ({total} \u00d7 {m})"


# ----- the settlements ------------------------------------------------------------------------


def _part(inp: HachiHachiInput, r: HachiHachiRoundResult, kind: str, seat: int | None) -> str:
    text = PARTS.get(kind, kind)
    if seat is None:
        return text
    text += f" {inp.name(seat)}"
    if kind in ("dekiyaku", "liability"):
        text += f" ({', '.join(r['dekiyaku'][seat])})"
    return text


def _settlement(inp: HachiHachiInput, r: HachiHachiRoundResult) -> Settlement:
    ending = ENDINGS.get(r["ending"], r["ending"])
    if r["ending"] == "end":
        ending += f" {inp.name(r['ender'])}"
    parts: list[SettlementPart] = [
        {"text": _part(inp, r, p["kind"], p["seat"]), "deltas": [signed(d) for d in p["deltas"]]}
        for p in r["parts"]
    ]
    return {
        "round": r["round"],
        "title": (
            f"Round {r['round']}: {inp.name(r['dealer'])} dealt; "
            f"{r['field_kind']} field \u00d7{r['multiplier']}; {ending}"
        ),
        "card_points": r["card_points"],
        "parts": parts,
        "signed": [signed(d) for d in r["deltas"]],
    }


# ----- the board ------------------------------------------------------------------------------


def board(inp: HachiHachiInput) -> HachiHachiBoard:
    """Everything the Hachi-Hachi board template draws for this viewer (or replay step)."""
    view = inp.view
    players = view["players"]
    seats = [_seat(inp, s) for s in range(players)]
    mine = inp.my_seat
    revealed = view.get("revealed")
    return {
        "opponents": [seats[s] for s in seat_order(inp, players)],
        "mine": [seats[mine]] if mine is not None else [],
        "field": field_zone(view["field"], view["choices"]),
        "field_note": (
            f"{view['field_kind']}, payments \u00d7{view['multiplier']}"
            f" · {view['draw_pile']} to draw"
        ),
        "field_kind": FIELD_KINDS.get(view["field_kind"], view["field_kind"]),
        "multiplier": view["multiplier"],
        "carry": ", ".join(f"\u00d7{c}" for c in view["carry"]),
        "turned": turned_zone(inp, view["choices"], view["current"]),
        "decide": _decision(inp),
        "hand": hand_zone(inp, mine, _caption(view["field"])) if mine is not None else None,
        "history": [_settlement(inp, r) for r in view["history"]],
        "names": [inp.name(s) for s in range(players)],
        "totals": [number(t) for t in view["totals"]],
        "undrawn": card_group("Cards never turned", revealed["draw_pile"] if revealed else []),
    }
