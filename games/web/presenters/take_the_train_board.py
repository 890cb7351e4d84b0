"""What the Take the Train board draws: opponents as strips, the four lines, your hand with the
plays each card starts, and the round results.

Only what the viewer may see is drawn: the viewer's own hand (every seat's in a replay), the
public table, fares and card counts. Card ids appear only in the viewer's own hand zone and on
the table (``data-cards``), never for a hand the viewer may not see.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from games.web.presenters.base import BoardInput, Choice

COLOUR = {"B": "blue", "G": "green", "M": "magenta", "O": "orange"}
SPECIALTY = {"FR": "Free Ride", "EL": "End of Line", "TR": "Transfer"}
#: Plays that start with no card of the hand: buttons of their own.
OTHER_MOVES = ("take_the_train", "deal")


def plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


def is_station(card: str) -> bool:
    return card.startswith("S") and card[1:] in COLOUR


def card_words(card: str) -> str:
    if card[:2] in SPECIALTY:
        return SPECIALTY[card[:2]]
    if is_station(card):
        return f"{COLOUR[card[1:]]} Station"
    return f"{COLOUR.get(card[0], card[0])} {card[1:]}"


def card_face(card: str) -> dict[str, Any]:
    """A hand card as drawn: colour, the big face text (full words for special cards)."""
    if card[:2] in SPECIALTY:
        return {
            "id": card,
            "words": card_words(card),
            "colour": "special",
            "letter": "",
            "face": SPECIALTY[card[:2]],
            "kind": "special",
        }
    colour = card[1:] if is_station(card) else card[0]
    return {
        "id": card,
        "words": card_words(card),
        "colour": COLOUR.get(colour, ""),
        "letter": colour,
        "face": "Station" if is_station(card) else card[1:],
        "kind": "station" if is_station(card) else "number",
    }


def key_card(action: Mapping[str, Any]) -> str | None:
    """The hand card a play starts with: tapping that card offers the play."""
    kind = action["type"]
    if kind == "extend":
        return str(action["cards"][0])
    if kind == "open_line":
        return str(action["station"])
    if kind in ("end_of_line", "swap_free_ride"):
        return str(action["card"])
    if kind == "transfer":
        return str(action["transfer"])
    return None


def hand_cards(hand: Sequence[str], choices: Sequence[Choice]) -> list[dict[str, Any]]:
    """The hand in order, each card with the plays it starts."""
    plays: dict[str, list[Choice]] = {}
    for choice in choices:
        card = key_card(choice.action)
        if card is not None:
            plays.setdefault(card, []).append(choice)
    return [{**card_face(card), "choices": plays.get(card, [])} for card in hand]


def _cells(colour: str, cells: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]]:
    return [
        {
            "number": c["number"],
            "free_ride": c["free_ride"],
            "words": f"Free Ride as {colour} {c['number']}" if c["free_ride"] else "",
        }
        for c in cells
    ]


def _arm(colour: str, line: Mapping[str, Any], arm: str, mine: set[str]) -> dict[str, Any]:
    cells = list(line[arm])
    drawn = _cells(colour, cells)
    return {
        "zone": f"line-{colour}-{arm}",
        "ids": " ".join(c["card"] for c in cells),
        # The low arm is drawn leftwards from the Station: outermost card first.
        "cells": list(reversed(drawn)) if arm == "low" else drawn,
        "closed": bool(line[f"{arm}_closed"]),
        "next": line[f"next_{arm}"],
        "mine": arm in mine,
    }


def lines(view: Mapping[str, Any], choices: Sequence[Choice]) -> list[dict[str, Any]]:
    extends: dict[str, set[str]] = {}
    for choice in choices:
        if choice.action["type"] == "extend":
            extends.setdefault(choice.action["line"], set()).add(choice.action["arm"])
    out = []
    for key, colour in COLOUR.items():
        line = (view.get("lines") or {}).get(key)
        branch = (view.get("branches") or {}).get(key)
        mine = extends.get(key, set())
        drawn: dict[str, Any] = {"colour": colour, "open": line is not None}
        if line:
            drawn["low"] = _arm(colour, line, "low", mine)
            drawn["high"] = _arm(colour, line, "high", mine)
        if branch:
            drawn["branch"] = {
                "zone": f"branch-{colour}",
                "ids": " ".join(c["card"] for c in branch["cards"]),
                "base": card_words(branch["base"]),
                "cells": _cells(colour, branch["cards"]),
                "next": branch["next"],
                "mine": "branch" in mine,
            }
        out.append(drawn)
    return out


def _multi(view: Mapping[str, Any]) -> bool:
    return (view.get("options") or {}).get("match", "single") != "single"


def strips(inp: BoardInput) -> list[dict[str, Any]]:
    """One strip per other seat (every seat for spectators and in a replay)."""
    view = inp.view
    to_act = set(view.get("to_act") or [])
    revealed = view.get("hands") or []
    out = []
    for seat, fares in enumerate(view.get("fares") or []):
        if seat == inp.my_seat and not inp.replay:
            continue
        count = view["hand_counts"][seat]
        facts = [plural(fares, "fare"), plural(count, "card")]
        if _multi(view):
            facts.append(f"score {view['cumulative'][seat]}")
        if seat == view.get("dealer"):
            facts.append("dealer")
        private = inp.private(seat)
        out.append(
            {
                "seat": seat,
                "name": inp.name(seat),
                "facts": " · ".join(facts),
                "to_act": seat in to_act,
                # A replay shows every hand (with its zone); a finished round shows what is left.
                "hand": [card_face(c) for c in private["hand"]] if private else None,
                "ids": " ".join(private["hand"]) if private else "",
                "left": [card_face(c) for c in revealed[seat]] if revealed else None,
            }
        )
    return out


def rounds(view: Mapping[str, Any], inp: BoardInput) -> list[dict[str, Any]]:
    out = []
    for r in view.get("rounds") or []:
        how = "went out" if r["ended_by"] == "out" else "ran out of fares"
        rows = [
            {
                "name": inp.name(s),
                "cards": r["cards_left"][s],
                "specialty": r["specialty_left"][s],
                "paid": r["payments"][s],
                "fares": r["fares"][s],
                "winner": s in r["winners"],
                "scored": r["scored"][s],
            }
            for s in range(len(r["fares"]))
        ]
        out.append(
            {
                "round": r["round"],
                "how": f"{inp.name(r['seat'])} {how}",
                "pot": r["pot"],
                "rows": rows,
            }
        )
    return out


def board_of(inp: BoardInput) -> dict[str, Any]:
    view = inp.view
    mine = inp.private(inp.my_seat) if inp.my_seat is not None and not inp.replay else None
    hand = list(mine["hand"]) if mine else []
    pile = view.get("draw_pile", 0)
    seat = inp.my_seat
    return {
        "info": f"Pot {view.get('pot', 0)} · {plural(pile, 'card')} in the pile",
        "strips": strips(inp),
        "lines": lines(view, inp.choices),
        "me": None
        if mine is None or seat is None
        else {
            "seat": seat,
            "fares": (view.get("fares") or [0])[seat],
            "zone": f"hand-{seat}",
            "ids": " ".join(hand),
            "cards": hand_cards(hand, inp.choices),
        },
        "moves": [c for c in inp.choices if c.action["type"] in OTHER_MOVES],
        "rounds": rounds(view, inp),
        "multi": _multi(view),
    }
