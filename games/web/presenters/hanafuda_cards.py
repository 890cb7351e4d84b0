"""Hanafuda card faces and phrases shared by the Hachi and Hachi-Hachi presenters.

Only card ids the viewing seat may see ever reach these helpers (from its view, its legal
actions or its redacted events), so nothing here can reveal a hidden card.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from typing import Any

from games.engines.hanafuda import describe

SHORT_PLANTS = {
    1: "Pine",
    2: "Plum",
    3: "Cherry",
    4: "Wisteria",
    5: "Iris",
    6: "Peony",
    7: "Clover",
    8: "Susuki",
    9: "Mum",
    10: "Maple",
    11: "Willow",
    12: "Paulownia",
}
_KIND = {
    "light": "Light",
    "animal": "Animal",
    "chaff": "Chaff",
    "poetry": "Poetry ribbon",
    "red": "Red ribbon",
    "blue": "Blue ribbon",
}


def face(card_id: str) -> dict[str, Any]:
    """What the card partial draws: month, plant, class and a sentence for screen readers."""
    d = describe(card_id)
    kind = str(d["ribbon_kind"] or d["class"])
    return {
        **d,
        "kind": kind,
        "kind_label": _KIND[kind],
        "short": SHORT_PLANTS[int(str(d["month"]))],
        "aria": f"{d['name']}: month {d['month']}, {d['plant']}, {_KIND[kind].lower()}",
    }


def faces(card_ids: Iterable[str]) -> list[dict[str, Any]]:
    return [face(c) for c in card_ids]


def name_of(card_id: str) -> str:
    return str(face(card_id)["name"])


def the(card_id: str | None) -> str:
    """'the Crane and Sun (1 Pine light)': a card named in a sentence."""
    if not card_id:
        return "nothing"
    f = face(card_id)
    name, kind = str(f["name"]), str(f["kind_label"]).lower()
    extra = f"month {f['month']}"
    if str(f["short"]).lower() not in name.lower():
        extra += f" {f['plant']}"
    if kind not in name.lower():
        extra += f", {kind}"
    return f"the {name} ({extra})"


def listed(card_ids: Iterable[str]) -> str:
    names = [the(c) for c in card_ids]
    if len(names) < 2:
        return "".join(names) or "nothing"
    return ", ".join(names[:-1]) + " and " + names[-1]


def who(names: Mapping[int, str], seat: Any) -> str:
    return names.get(seat, f"Seat {seat}") if seat is not None else "nobody"


def signed(value: int) -> str:
    return f"+{value}" if value > 0 else ("0" if value == 0 else f"\u2212{-value}")


def moves(action_groups: Mapping[str, list[dict[str, Any]]]) -> dict[str, Any]:
    """The seat's legal choices sorted for the board: by hand card, by field target, the rest."""
    by_card: dict[str, list[dict[str, Any]]] = {}
    by_target: dict[str, dict[str, Any]] = {}
    other: list[dict[str, Any]] = []
    for choices in action_groups.values():
        for choice in choices:
            action = json.loads(choice["json"])
            target = action.get("target")
            item = {**choice, "target": face(target) if target else None}
            if action["type"] == "play_card":
                by_card.setdefault(action["card"], []).append(item)
            elif target:
                by_target[target] = item
            else:
                other.append(item)
    return {"by_card": by_card, "by_target": by_target, "other": other}


def hand_with_moves(hand: Iterable[str], found: dict[str, Any]) -> list[dict[str, Any]]:
    return [{"card": face(c), "choices": found["by_card"].get(c, [])} for c in hand]


def field_with_moves(field: Iterable[str], found: dict[str, Any]) -> list[dict[str, Any]]:
    return [{"card": face(c), "choice": found["by_target"].get(c)} for c in field]
