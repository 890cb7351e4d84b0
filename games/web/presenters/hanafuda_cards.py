"""Hanafuda cards, phrases and board pieces shared by the Hachi and Hachi-Hachi presenters.

Only card ids the viewing seat may see ever reach these helpers (from its view, its legal
actions, its redacted events, or a replay's full view), so nothing here can reveal a hidden card.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from games.engines.hanafuda import describe
from games.web.presenters.base import BoardInput, Choice

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
MINUS = "\u2212"


def face(card_id: str) -> dict[str, Any]:
    """What the card partial draws: month, class, a short name and a sentence for screen readers."""
    d = describe(card_id)
    kind = str(d["ribbon_kind"] or d["class"])
    return {
        **d,
        "kind": kind,
        "kind_label": _KIND[kind],
        "kind_word": _KIND[kind].removesuffix(" ribbon"),
        "short": short_name(card_id),
        "aria": f"{d['name']}: month {d['month']}, {d['plant']}, {_KIND[kind].lower()}",
    }


def faces(card_ids: Iterable[str]) -> list[dict[str, Any]]:
    return [face(c) for c in card_ids]


def short_name(card_id: str) -> str:
    """A name short enough for a caption under a card: 'Maple chaff', 'Iris ribbon', 'Deer'."""
    d = describe(card_id)
    plant = SHORT_PLANTS[int(str(d["month"]))]
    name = str(d["name"])
    if d["class"] == "ribbon":
        return f"{plant} ribbon"
    if d["class"] == "chaff" and name.endswith("chaff"):
        return f"{plant} chaff"
    return name


def name_of(card_id: str) -> str:
    return str(describe(card_id)["name"])


def the(card_id: str | None) -> str:
    """'the Crane and Sun (month 1 Pine, light)': a card named in a sentence."""
    if not card_id:
        return "nothing"
    f = face(card_id)
    name, kind = str(f["name"]), str(f["kind_label"]).lower()
    extra = f"month {f['month']}"
    if SHORT_PLANTS[int(f["month"])].lower() not in name.lower():
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


def number(value: int) -> str:
    """An amount with the one minus sign used everywhere on the site (U+2212)."""
    return f"{MINUS}{-value}" if value < 0 else str(value)


def signed(value: int) -> str:
    """A change of score: '+12', '0' or minus 12 (with U+2212)."""
    return f"+{value}" if value > 0 else number(value)


def ids(card_ids: Iterable[str]) -> str:
    """A zone's cards for its ``data-cards`` attribute, in the engine's order."""
    return " ".join(card_ids)


# ----- board pieces ----------------------------------------------------------------------


def move(choice: Choice, caption: str) -> dict[str, Any]:
    """One move button: what it posts, its full label and the short caption it shows."""
    target = choice.action.get("target")
    return {
        "json": choice.json,
        "label": choice.label,
        "caption": caption,
        "target": face(target) if target else None,
    }


def take(card_id: str) -> str:
    return f"Take {short_name(card_id)}"


def hand_zone(
    inp: BoardInput, seat: int, caption: Callable[[dict[str, Any]], str]
) -> dict[str, Any] | None:
    """``seat``'s hand as the board draws it (None when the viewer may not see it), with each
    card's moves on it: one move makes the card a button, several open a choice of captures."""
    private = inp.private(seat)
    if private is None:
        return None
    hand = list(private.get("hand") or [])
    if not hand and inp.finished:
        return None  # nothing left to show once the game is over
    plays: dict[str, list[Choice]] = {}
    for choice in inp.choices:
        if choice.action["type"] == "play_card":
            plays.setdefault(choice.action["card"], []).append(choice)
    cards = []
    for card_id in hand:
        found = plays.get(card_id, [])
        if len(found) > 1:
            moves = [move(c, take(c.action["target"])) for c in found]
        else:
            moves = [move(c, caption(c.action)) for c in found]
        cards.append(
            {
                "card": face(card_id),
                "moves": moves,
                "multi": len(moves) > 1,
                "ask": f"{the(card_id)}: choose what it captures",
            }
        )
    return {"seat": seat, "ids": ids(hand), "cards": cards}


def field_zone(view: Mapping[str, Any], lit: Sequence[str]) -> dict[str, Any]:
    field = list(view.get("field") or [])
    return {
        "ids": ids(field),
        "cards": [{"card": face(c), "lit": c in lit} for c in field],
    }


def turned_zone(
    inp: BoardInput, options: Sequence[str], kind: str, chooser: int | None
) -> dict[str, Any]:
    """The turned card and, when it could capture several field cards, who picks which (the
    viewer gets one button per capture)."""
    turned = inp.view.get("turned")
    if not turned:
        return {"id": "", "card": None, "moves": [], "text": ""}
    moves = [move(c, take(c.action["target"])) for c in inp.choices if c.action["type"] == kind]
    text = f"The turned {name_of(turned)}"
    if moves:
        text += " can capture more than one field card: choose one."
    elif options:
        text += f" can capture more than one field card: {inp.name(chooser)} chooses."
    return {"id": turned, "card": face(turned), "moves": moves, "text": text}


def seat_order(inp: BoardInput, players: int) -> list[int]:
    """Every seat but the viewer's, starting with the one after it."""
    start = inp.my_seat if inp.my_seat is not None else -1
    return [(start + k) % players for k in range(1, players + 1) if (start + k) % players != start]


def card_group(title: str, card_ids: Sequence[str], zone: str = "") -> dict[str, Any]:
    return {"title": title, "cards": faces(card_ids), "ids": ids(card_ids), "zone": zone}


def shown_hand(inp: BoardInput, seat: int) -> dict[str, Any] | None:
    """Another seat's hand face up: only in a replay, where every hand is open."""
    if not inp.replay or seat == inp.my_seat:
        return None
    private = inp.private(seat)
    if private is None:
        return None
    hand = list(private.get("hand") or [])
    return {"zone": f"hand-{seat}", "ids": ids(hand), "cards": faces(hand)}


def seat_strip(
    inp: BoardInput,
    seat: int,
    *,
    facts: str,
    lines: list[Any],
    groups: list[dict[str, Any]],
) -> dict[str, Any]:
    """One seat's strip as both hanafuda boards draw it (its facts and groups are the game's)."""
    return {
        "seat": seat,
        "name": inp.name(seat),
        "you": seat == inp.my_seat,
        "facts": facts,
        "to_act": seat in inp.to_act,
        "lines": lines,
        "groups": groups,
        "hand": shown_hand(inp, seat),
    }
