"""Hachi (two-player hanafuda, sum-based captures): board, buttons and move log in words."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from games.engines.hachi.scoring import YAKU_BY_KEY
from games.web.presenters import register
from games.web.presenters.base import Presenter
from games.web.presenters.hanafuda_cards import face, faces, listed, name_of, the, who


def partner_months(month: int) -> list[int]:
    """Months whose cards this month captures: (m1 + m2) mod 5 == 3 (rules §4)."""
    return [m for m in range(1, 13) if (month + m) % 5 == 3]


def partner_text(card_id: str) -> str:
    months = partner_months(int(str(face(card_id)["month"])))
    return "Takes months " + ", ".join(str(m) for m in months)


def _yaku_rows(keys: list[str]) -> list[dict[str, Any]]:
    rows = []
    for key in keys:
        y = YAKU_BY_KEY.get(key)
        if y:
            cards = sorted(y.cards, key=lambda c: int(str(face(c)["month"])))
            rows.append(
                {"name": y.name, "points": y.points, "cards": ", ".join(name_of(c) for c in cards)}
            )
    return rows


def _history(view: dict[str, Any]) -> list[dict[str, Any]]:
    out = []
    for r in view.get("history", []):
        cells = []
        for seat in range(2):
            cells.append(
                {
                    "score": r["scores"][seat],
                    "card_points": r["card_points"][seat],
                    "yaku_points": r["yaku_points"][seat],
                    "yaku": _yaku_rows(r["yaku"][seat]),
                    "run": r["runs"][seat],
                }
            )
        out.append({**r, "cells": cells})
    return out


@dataclass(frozen=True)
class HachiPresenter(Presenter):
    moves_on_board = True
    slug: str = "hachi"
    board_template: str = "games/boards/hachi.html"

    def board_context(self, *, view: dict[str, Any], my_seat: int | None) -> dict[str, Any]:
        if not view:
            return {}
        you = view.get("you") or {}
        hand = list(you.get("hand") or [])
        field = list(view.get("field", []))
        seats = []
        for seat in range(len(view.get("hand_counts", []))):
            seats.append(
                {
                    "hand_count": view["hand_counts"][seat],
                    "pile": faces(view["piles"][seat]),
                    "card_points": view["card_points"][seat],
                    "yaku": [{**y, "cards": faces(y["cards"])} for y in view["yaku"][seat]],
                    "round_score": view["round_scores"][seat],
                    "cumulative": view["cumulative"][seat],
                    "run": view["runs"][seat],
                    "is_dealer": view["dealer"] == seat,
                    "is_turn": view.get("turn") == seat,
                    "revealed": faces((view.get("hands") or [[], []])[seat]),
                }
            )
        hints = {c: partner_text(c) for c in hand}
        hints.update(
            {c: " ".join(str(m) for m in partner_months(int(str(face(c)["month"])))) for c in field}
        )
        return {
            "hand": hand,
            "field": field,
            "hints": hints,
            "turned": face(view["turned"]) if view.get("turned") else None,
            "seats": seats,
            "history": _history(view),
            "over": view.get("phase") == "over",
            "unturned": faces(view.get("unturned") or []),
        }

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
