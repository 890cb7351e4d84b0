"""Template helpers for the hanafuda boards (Hachi, Hachi-Hachi)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from django import template

from games.web.presenters.hanafuda_cards import field_with_moves, hand_with_moves, moves

register = template.Library()


@register.simple_tag
def hanafuda_play(
    board: Mapping[str, Any],
    action_groups: Mapping[str, list[dict[str, Any]]],
    players: Sequence[Mapping[str, Any]],
) -> dict[str, Any]:
    """The board's legal choices attached to the cards they play or take, and named seats."""
    found = moves(action_groups or {})
    seats = board.get("seats", [])
    named = [{**seats[p["index"]], **p} for p in players if 0 <= p["index"] < len(seats)]
    hints = board.get("hints", {})
    hand = [
        {**item, "hint": hints.get(item["card"]["id"], "")}
        for item in hand_with_moves(board.get("hand", []), found)
    ]
    field = [
        {**item, "hint": hints.get(item["card"]["id"], "")}
        for item in field_with_moves(board.get("field", []), found)
    ]
    return {
        "hand": hand,
        "field": field,
        "other": found["other"],
        "any": bool(action_groups),
        "me": next((s for s in named if s["is_me"]), None),
        "me_list": [s for s in named if s["is_me"]],
        "opponents": [s for s in named if not s["is_me"]],
        "seats": named,
    }


@register.filter
def at(sequence: Sequence[Any], index: int) -> Any:
    """``row.values|at:seat`` in templates (None when out of range)."""
    try:
        return sequence[index]
    except (IndexError, KeyError, TypeError):
        return None
