"""Hachi (two-player hanafuda, sum-based captures): board, buttons and move log in words."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from games.engines.hachi.scoring import YAKU_BY_KEY
from games.web.presenters import register
from games.web.presenters.base import BoardInput, Presenter
from games.web.presenters.hanafuda_cards import (
    SHORT_PLANTS,
    card_group,
    field_zone,
    hand_zone,
    listed,
    name_of,
    seat_order,
    seat_strip,
    take,
    the,
    turned_zone,
    who,
)

PLAYERS = 2


def partner_months(month: int) -> list[int]:
    """Months whose cards this month captures: (m1 + m2) mod 5 == 3 (hachi.md §4)."""
    return [m for m in range(1, 13) if (month + m) % 5 == 3]


def partner_table() -> list[dict[str, Any]]:
    """Each month and the months it captures, for the "How captures work" box."""
    return [
        {"month": m, "plant": SHORT_PLANTS[m], "partners": ", ".join(map(str, partner_months(m)))}
        for m in range(1, 13)
    ]


def _caption(action: dict[str, Any]) -> str:
    """What a hand card's only move does, in two or three words under the card."""
    return take(action["target"]) if action.get("target") else "Lay on field"


def _yaku_text(keys: list[str]) -> list[str]:
    out = []
    for key in keys:
        y = YAKU_BY_KEY.get(key)
        if y:
            cards = sorted(y.cards, key=lambda c: int(c[:2]))
            out.append(f"{y.name} {y.points} ({', '.join(name_of(c) for c in cards)})")
    return out


def _history(inp: BoardInput) -> list[dict[str, Any]]:
    rows = []
    for r in inp.view.get("history", []):
        cells = [
            {
                "score": r["scores"][seat],
                "parts": " + ".join(
                    [f"{r['card_points'][seat]} card points", *_yaku_text(r["yaku"][seat])]
                ),
            }
            for seat in range(PLAYERS)
        ]
        if r.get("winner") is None:
            result = "Drawn"
        else:
            qualifying = ", qualifying" if r.get("qualifying") else ""
            result = f"{inp.name(r['winner'])} by {r['margin']}{qualifying}"
        rows.append({"round": r["round"], "cells": cells, "result": result, "runs": r["runs"]})
    return rows


def _seat(inp: BoardInput, seat: int) -> dict[str, Any]:
    view = inp.view
    facts = f"{view['hand_counts'][seat]} in hand · {view['round_scores'][seat]} points"
    if view["dealer"] == seat:
        facts += " · dealer"
    lines = [
        f"Card points {view['card_points'][seat]} · round score {view['round_scores'][seat]}"
        f" · match total {view['cumulative'][seat]} · qualifying run {view['runs'][seat]}"
    ]
    lines += [
        f"Yaku: {y['name']} +{y['points']} ({', '.join(name_of(c) for c in y['cards'])})"
        for y in view["yaku"][seat]
    ]
    piles = view["piles"][seat]
    groups = [card_group(f"Captured ({len(piles)})", piles, zone=f"pile-{seat}")]
    revealed = (view.get("hands") or [[], []])[seat]
    if revealed and inp.private(seat) is None:
        groups.append(card_group("Hand at the end", revealed))
    return seat_strip(inp, seat, facts=facts, lines=lines, groups=groups)


@dataclass(frozen=True)
class HachiPresenter(Presenter):
    moves_on_board = True
    slug: str = "hachi"
    board_template: str = "games/boards/hachi.html"

    def board(self, inp: BoardInput) -> dict[str, Any]:
        view = inp.view
        if not view:
            return {}
        options = list(view.get("deck_choice_options") or [])
        seats = [_seat(inp, s) for s in range(PLAYERS)]
        mine = inp.my_seat
        return {
            "opponents": [seats[s] for s in seat_order(inp, PLAYERS)],
            "mine": [seats[mine]] if mine is not None else [],
            "field": field_zone(view, options),
            "field_note": f"{view['draw_pile_count']} cards in the draw pile",
            "turned": turned_zone(inp, options, "choose_deck_capture", view.get("turn")),
            "hand": hand_zone(inp, mine, _caption) if mine is not None else None,
            "partners": partner_table(),
            "history": _history(inp),
            "totals": view["cumulative"],
            "names": [inp.name(s) for s in range(PLAYERS)],
            "match_result": self._match_result(inp),
            "unturned": card_group("Cards never turned", view.get("unturned") or []),
        }

    def _match_result(self, inp: BoardInput) -> str:
        if inp.view.get("phase") != "over":
            return ""
        winner = inp.view.get("match_winner")
        return "Drawn match" if winner is None else f"{inp.name(winner)} wins the match"

    def decision(self, inp: BoardInput) -> str:
        if inp.choices and inp.view.get("phase") == "deck_choice":
            return f"Your turn: choose what the turned {name_of(inp.view['turned'])} captures"
        if inp.choices:
            return "Your turn: play a card from your hand"
        return super().decision(inp)

    def status_line(self, view: Any) -> str:
        if not view:
            return ""
        if view.get("phase") == "over":
            return f"Match over after {view['round']} round{'s' if view['round'] > 1 else ''}"
        options = view["options"]
        if options["match_mode"] == "fixed":
            where = f"Round {view['round']} of {options['rounds']}"
        else:
            where = f"Round {view['round']}"
        turn = min(view["turns_done"] + 1, view["turns_per_round"])
        return f"{where} · turn {turn} of {view['turns_per_round']}"

    def action_group(self, action: dict[str, Any]) -> str:
        if action["type"] == "play_card":
            return f"Play {the(action['card'])}"
        return "Choose what the turned card captures"

    def action_label(self, action: dict[str, Any], view: dict[str, Any]) -> str:
        if action["type"] == "play_card":
            if action.get("target"):
                return f"Play {the(action['card'])} and capture {the(action['target'])}"
            return f"Play {the(action['card'])} onto the field (no partner to capture)"
        turned = view.get("turned")
        return f"Let the turned card, {the(turned)}, capture {the(action.get('target'))}"

    def event_text(self, event: dict[str, Any], names: dict[int, str]) -> str | None:
        kind = event["type"]
        name = who(names, event.get("seat"))
        if kind == "round_started":
            dealer = who(names, event.get("dealer"))
            return f"Round {event['round']} begins, {dealer} deals; field: {listed(event['field'])}"
        if kind == "hand_dealt":
            count = len(event["cards"]) if "cards" in event else event.get("count", 0)
            return f"{name} is dealt {count} cards"
        if kind == "card_played":
            if event.get("target"):
                return f"{name} played {the(event['card'])}, capturing {the(event['target'])}"
            return f"{name} played {the(event['card'])} onto the field"
        if kind == "card_turned":
            return f"{name} turned {the(event['card'])} from the draw pile"
        if kind == "deck_to_field":
            return f"The turned {name_of(event['card'])} stays on the field (no partner)"
        if kind == "deck_capture":
            how = "captured" if event.get("auto") else f"captured ({name}'s choice)"
            return f"The turned {name_of(event['card'])} {how} {the(event['target'])}"
        if kind == "deck_choice":
            return (
                f"{name} chooses what the turned {name_of(event['card'])} captures: "
                f"{listed(event['options'])}"
            )
        if kind == "round_ended":
            return _round_text(event, names)
        if kind == "match_ended":
            scores = ", ".join(f"{who(names, s)} {v}" for s, v in enumerate(event["cumulative"]))
            if event.get("winner") is None:
                return f"The match is drawn ({scores})"
            how = "two qualifying wins in a row" if event["decided_by"] == "streak" else "total"
            return f"{who(names, event['winner'])} wins the match by {how} ({scores})"
        return super().event_text(event, names)


def _round_text(event: dict[str, Any], names: dict[int, str]) -> str:
    scores = ", ".join(f"{who(names, s)} {v}" for s, v in enumerate(event["scores"]))
    if event.get("winner") is None:
        return f"Round {event['round']} is drawn ({scores})"
    qualifying = ", a qualifying win" if event.get("qualifying") else ""
    return (
        f"Round {event['round']} ends ({scores}): {who(names, event['winner'])} wins "
        f"by {event['margin']}{qualifying}"
    )


register(HachiPresenter())
