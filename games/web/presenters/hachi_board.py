"""The Hachi board as ``games/boards/hachi.html`` draws it (rules: docs/games/hachi.md): the
opponent's strip, the field and the turned card, your hand with its moves, your strip, the
rounds and how captures work.

The pieces both hanafuda boards share are in ``hanafuda_board``.
"""

from __future__ import annotations

from typing import TypedDict

from games.engines.hachi.scoring import YAKU_BY_KEY
from games.engines.hachi.shapes import HachiPlayCard, HachiRoundResult, HachiView, YakuKey
from games.web.presenters.hanafuda_board import (
    CardGroup,
    Field,
    HachiInput,
    Hand,
    SeatStrip,
    Turned,
    card_group,
    field_zone,
    hand_zone,
    seat_order,
    seat_strip,
    turned_zone,
)
from games.web.presenters.hanafuda_cards import SHORT_PLANTS, name_of, take

PLAYERS = 2


class Partners(TypedDict):
    """A row of the "How captures work" box: a month and the months it captures."""

    month: int
    plant: str
    partners: str


class HistoryCell(TypedDict):
    score: int
    parts: str


class HistoryRow(TypedDict):
    round: int
    cells: list[HistoryCell]
    result: str
    runs: list[int]


class HachiBoard(TypedDict):
    opponents: list[SeatStrip]
    mine: list[SeatStrip]
    field: Field
    field_note: str
    turned: Turned
    hand: Hand | None
    partners: list[Partners]
    history: list[HistoryRow]
    totals: list[int]
    names: list[str]
    match_result: str
    unturned: CardGroup


def partner_months(month: int) -> list[int]:
    """Months whose cards this month captures: (m1 + m2) mod 5 == 3 (rules §4)."""
    return [m for m in range(1, 13) if (month + m) % 5 == 3]


def partner_table() -> list[Partners]:
    """Each month and the months it captures, for the "How captures work" box."""
    return [
        {"month": m, "plant": SHORT_PLANTS[m], "partners": ", ".join(map(str, partner_months(m)))}
        for m in range(1, 13)
    ]


def _caption(action: HachiPlayCard) -> str:
    """What a hand card's only move does, in two or three words under the card."""
    return take(action["target"]) if action["target"] else "Lay on field"


# ----- the rounds -----------------------------------------------------------------------------


def _yaku_text(keys: list[YakuKey]) -> list[str]:
    out = []
    for key in keys:
        y = YAKU_BY_KEY.get(key)
        if y:
            cards = sorted(y.cards, key=lambda c: int(c[:2]))
            out.append(f"{y.name} {y.points} ({', '.join(name_of(c) for c in cards)})")
    return out


def _history_row(inp: HachiInput, r: HachiRoundResult) -> HistoryRow:
    cells: list[HistoryCell] = [
        {
            "score": r["scores"][seat],
            "parts": " + ".join(
                [f"{r['card_points'][seat]} card points", *_yaku_text(r["yaku"][seat])]
            ),
        }
        for seat in range(PLAYERS)
    ]
    if r["winner"] is None:
        result = "Drawn"
    else:
        qualifying = ", qualifying" if r["qualifying"] else ""
        result = f"{inp.name(r['winner'])} by {r['margin']}{qualifying}"
    return {"round": r["round"], "cells": cells, "result": result, "runs": r["runs"]}


def _match_result(inp: HachiInput) -> str:
    if inp.view["phase"] != "over":
        return ""
    winner = inp.view["match_winner"]
    return "Drawn match" if winner is None else f"{inp.name(winner)} wins the match"


# ----- the players ----------------------------------------------------------------------------


def _seat(inp: HachiInput, seat: int) -> SeatStrip:
    view = inp.view
    facts = f"{view['hand_counts'][seat]} in hand · {view['round_scores'][seat]} points"
    if view["dealer"] == seat:
        facts += " · dealer"
    lines = [
        f"Card points {view['card_points'][seat]} · round score {view['round_scores'][seat]}"
        f" · match total {view['cumulative'][seat]}{_match_progress(view, seat)}"
    ]
    lines += [
        f"Yaku: {y['name']} +{y['points']} ({', '.join(name_of(c) for c in y['cards'])})"
        for y in view["yaku"][seat]
    ]
    return seat_strip(inp, seat, facts=facts, lines=lines, groups=_groups(inp, view, seat))


def _match_progress(view: HachiView, seat: int) -> str:
    """What counts towards the match besides the total: the rounds won in a victories match,
    nothing more in a points match (the total is what counts), the qualifying run otherwise
    (a fixed match has always shown it)."""
    mode = view["options"]["match_mode"]
    if mode == "victories":
        return f" · rounds won {view['round_wins'][seat]} of {view['options']['victories']}"
    if mode == "points":
        return ""
    return f" · qualifying run {view['runs'][seat]}"


def _groups(inp: HachiInput, view: HachiView, seat: int) -> list[CardGroup]:
    """The seat's capture pile, and its hand once the match is over (unless drawn as yours)."""
    piles = view["piles"][seat]
    groups = [card_group(f"Captured ({len(piles)})", piles, zone=f"pile-{seat}")]
    revealed = (view.get("hands") or [[], []])[seat]
    if revealed and inp.private(seat) is None:
        groups.append(card_group("Hand at the end", revealed))
    return groups


def board(inp: HachiInput) -> HachiBoard:
    """Everything the Hachi board template draws for this viewer (or replay step)."""
    view = inp.view
    seats = [_seat(inp, s) for s in range(PLAYERS)]
    mine = inp.my_seat
    return {
        "opponents": [seats[s] for s in seat_order(inp, PLAYERS)],
        "mine": [seats[mine]] if mine is not None else [],
        "field": field_zone(view["field"], view["deck_choice_options"]),
        "field_note": f"{view['draw_pile_count']} cards in the draw pile",
        "turned": turned_zone(inp, view["deck_choice_options"], view["turn"]),
        "hand": hand_zone(inp, mine, _caption) if mine is not None else None,
        "partners": partner_table(),
        "history": [_history_row(inp, r) for r in view["history"]],
        "totals": view["cumulative"],
        "names": [inp.name(s) for s in range(PLAYERS)],
        "match_result": _match_result(inp),
        "unturned": card_group("Cards never turned", view.get("unturned", [])),
    }
