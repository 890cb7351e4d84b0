"""The Hachi Train board as its template draws it: opponents as strips, the field, your hand.

Cards are drawn from the viewer's side only: another seat's dealt and drawn cards are backs
unless the input is a replay (``inp.private(seat)`` then holds every hand). Positions are
1-based for people; the engine's actions stay 0-based.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from games.web.presenters.base import BoardInput, Choice

_COUNT_WORDS = {1: "a", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven"}


def numbers_of(card: str) -> tuple[int, ...]:
    """The numbers a card can show: ``S34a`` -> (3, 4); ``5c`` -> (5,)."""
    if card.startswith("S"):
        return int(card[1]), int(card[2])
    return (int(card[0]),)


def card_name(card: str) -> str:
    numbers = numbers_of(card)
    if len(numbers) == 2:
        return f"special card {numbers[0]}/{numbers[1]}"
    return f"car card {numbers[0]}"


def short_name(card: str) -> str:
    """``5`` or ``special 3/4``: a card in a list of cards."""
    numbers = numbers_of(card)
    return f"special {numbers[0]}/{numbers[1]}" if len(numbers) == 2 else str(numbers[0])


def count_of(count: int, number: int) -> str:
    """``a 7``, ``two 4s``."""
    if count == 1:
        return f"a {number}"
    return f"{_COUNT_WORDS.get(count, str(count))} {number}s"


def set_words(cards: Sequence[str], number: int) -> str:
    """``two 4s``, ``a 7``, ``three 6s (with special card 5/6)``."""
    text = count_of(len(cards), number)
    specials = [card_name(c) for c in cards if c.startswith("S")]
    return f"{text} (with {', '.join(specials)})" if specials else text


def card_face(card: str, *, kind: str = "") -> dict[str, Any]:
    """A face-up card: its number (or both numbers of a special card) and accessible name."""
    numbers = numbers_of(card)
    collected = kind == "collected"
    return {
        "up": True,
        "special": len(numbers) == 2,
        "numbers": numbers,
        "nums": " ".join(map(str, numbers)),
        "hue": numbers[0],
        "collected": collected,
        "label": card_name(card) + (", collected" if collected else ""),
    }


def card_back(kind: str) -> dict[str, Any]:
    special = kind == "drawn"
    return {
        "up": False,
        "special": special,
        "collected": False,
        "label": "hidden special card" if special else "hidden car card",
    }


def _slot_faces(hand: Mapping[str, Any], cards: Sequence[str] | None) -> list[dict[str, Any]]:
    """A hand's row of slots; ``cards`` are its ids when the viewer may see them all."""
    faces = []
    for i, slot in enumerate(hand["slots"]):
        card = cards[i] if cards is not None and i < len(cards) else slot.get("card")
        faces.append(card_face(card, kind=slot["kind"]) if card else card_back(slot["kind"]))
    return faces


def _facts(view: Mapping[str, Any], seat: int) -> str:
    hand = view["hands"][seat]
    count = hand["count"]
    parts = [f"${view['assets'][seat]}m"]
    parts.append("out" if hand["out"] else f"{count} card" + ("" if count == 1 else "s"))
    field = view.get("field")
    if field and field["owner"] == seat:
        parts.append("owns the field")
    return " · ".join(parts)


def _known_cards(inp: BoardInput, seat: int) -> list[str] | None:
    private = inp.private(seat)
    return list(private["hand"]) if private and "hand" in private else None


def _strip(inp: BoardInput, seat: int) -> dict[str, Any]:
    view = inp.view
    cards = _known_cards(inp, seat)
    return {
        "seat": seat,
        "name": inp.name(seat),
        "facts": _facts(view, seat),
        "to_act": seat in inp.to_act,
        "slots": _slot_faces(view["hands"][seat], cards),
        # A zone is marked only where every card of it may be shown (a replay).
        "zone": f"hand-{seat}" if cards is not None else "",
        "cards": " ".join(cards or ()),
    }


def _field(inp: BoardInput) -> dict[str, Any]:
    view = inp.view
    field = view.get("field")
    stock = view.get("stock_count", 0)
    passes = view.get("passes", 0)
    facts = [f"stock {stock}", f"discarded {len(view.get('discard') or [])}"]
    if field:
        facts.append(f"{passes} pass" + ("" if passes == 1 else "es"))
    return {
        "cards": [card_face(c) for c in field["cards"]] if field else [],
        "ids": " ".join(field["cards"]) if field else "",
        "words": (
            f"{inp.name(field['owner'])}'s {set_words(field['cards'], field['number'])}"
            if field
            else ""
        ),
        "facts": " · ".join(facts),
        "placing": _placing(inp),
    }


def _placing(inp: BoardInput) -> str:
    """Who is putting which card into a hand now (said of others; yours is drawn in your hand)."""
    pending = inp.view.get("pending")
    if not pending or (pending["seat"] == inp.my_seat and not inp.replay):
        return ""
    who = inp.name(pending["seat"])
    cards = pending.get("cards")
    if pending["source"] == "drawn" and not cards:
        return f"{who} is placing a drawn special card"
    what = ", ".join(short_name(c) for c in cards or ())
    return f"{who} is placing the {pending['source']} {what}"


def _to_place(view: Mapping[str, Any], pending: Sequence[str]) -> list[dict[str, Any]]:
    """The card going into your hand now (the whole collected set in block mode)."""
    cards = pending if view.get("insert_mode") == "block" else pending[:1]
    return [card_face(c) for c in cards]


def _play(choice: Choice) -> dict[str, Any]:
    action = choice.action
    count = action["end"] - action["start"] + 1
    number = action["number"]
    return {
        "choice": choice,
        "start": action["start"],
        "end": action["end"],
        "number": number,
        "short": f"Play {count_of(count, number)}",
        "as_text": f"Play as a {number}" if count == 1 else f"Play as {number}s",
    }


def _mine(inp: BoardInput, seat: int) -> dict[str, Any]:
    view = inp.view
    private = inp.private(seat) or {}
    hand = list(private.get("hand") or [])
    kinds = view["hands"][seat]["slots"]
    plays = [_play(c) for c in inp.choices if c.action["type"] == "play"]
    gaps = {c.action["position"]: c for c in inp.choices if c.action["type"] == "insert"}
    playable = {i for p in plays for i in range(p["start"], p["end"] + 1)}
    row: list[dict[str, Any]] = []
    for i, card in enumerate(hand):
        if i in gaps:
            row.append({"gap": gaps[i]})
        face = card_face(card, kind=kinds[i]["kind"] if i < len(kinds) else "")
        face.update(pos=i, position=i + 1, tap=i in playable)
        face["label"] += f", position {i + 1}"
        row.append(face)
    if len(hand) in gaps:
        row.append({"gap": gaps[len(hand)]})
    return {
        "seat": seat,
        "facts": _facts(view, seat),
        "to_act": seat in inp.to_act,
        "out": view["hands"][seat]["out"],
        "zone": f"hand-{seat}",
        "cards": " ".join(hand),
        "row": row,
        "placing": _to_place(view, private.get("pending") or []),
        "plays": plays,
        "passes": [c for c in inp.choices if c.action["type"] == "pass"],
        "inserting": bool(gaps),
    }


def _rounds(inp: BoardInput) -> list[dict[str, Any]]:
    return [
        {
            "round": r["round"],
            "loser": inp.name(r["loser"]),
            "out_order": ", ".join(inp.name(s) for s in r["out_order"]),
            "assets": [f"${a}m" for a in r["assets"]],
        }
        for r in inp.view.get("round_results") or []
    ]


def board(inp: BoardInput) -> dict[str, Any]:
    """Everything the Hachi Train board template draws for this viewer (or replay step)."""
    view = inp.view
    players = len(view.get("hands") or [])
    me = inp.my_seat if inp.my_seat is not None and inp.private(inp.my_seat) else None
    return {
        "strips": [_strip(inp, s) for s in range(players) if s != me],
        "field": _field(inp),
        "mine": _mine(inp, me) if me is not None else None,
        "rounds": _rounds(inp),
        "player_names": [inp.name(s) for s in range(players)],
        "replay": inp.replay,
    }
