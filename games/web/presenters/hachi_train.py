"""Hachi Train on the web: the fixed hand as a row of slots, plays and insert positions as buttons.

Positions are shown 1-based to people ("position 1" is the leftmost card); the engine's actions
stay 0-based. Only the seat's view, its legal actions and redacted events are used.
"""

from __future__ import annotations

import json
from typing import Any

from games.web.presenters import register
from games.web.presenters.base import Presenter

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


def card_face(card: str, *, kind: str = "") -> dict[str, Any]:
    """What a face-up card looks like: its numbers and its accessible name."""
    numbers = numbers_of(card)
    return {
        "up": True,
        "special": len(numbers) == 2,
        "text": "/".join(str(n) for n in numbers),
        "hue": numbers[0],
        "label": card_name(card) + (f", {kind}" if kind else ""),
    }


def card_back(kind: str) -> dict[str, Any]:
    special = kind == "drawn"
    return {
        "up": False,
        "special": special,
        "text": "special" if special else "car",
        "label": "hidden special card" if special else "hidden car card",
    }


def set_words(cards: list[str], number: int) -> str:
    """``two 4s``, ``a 7``, ``three 6s (with special card 5/6)``."""
    count = len(cards)
    word = _COUNT_WORDS.get(count, str(count))
    text = f"a {number}" if count == 1 else f"{word} {number}s"
    specials = [card_name(c) for c in cards if c.startswith("S")]
    return f"{text} (with {', '.join(specials)})" if specials else text


def _between(position: int, length: int) -> str:
    if length == 0:
        return "into your empty hand"
    if position == 0:
        return "at the left end, before position 1"
    if position >= length:
        return f"at the right end, after position {length}"
    return f"between positions {position} and {position + 1}"


def _positions(start: int, end: int) -> str:
    if start == end:
        return f"position {start + 1}"
    return f"positions {start + 1}-{end + 1}"


def _pending_words(view: dict[str, Any]) -> str:
    you = view.get("you") or {}
    pending = view.get("pending") or {}
    cards = you.get("pending") or pending.get("cards") or []
    if not cards:
        return "the card"
    source = "drawn" if pending.get("source") == "drawn" else "collected"
    if view.get("insert_mode") == "block" and source == "collected":
        return "the collected set " + ", ".join(str(c) for c in map(_short, cards))
    return f"the {source} {_short(cards[0])}"


def _short(card: str) -> str:
    numbers = numbers_of(card)
    return f"special {numbers[0]}/{numbers[1]}" if len(numbers) == 2 else str(numbers[0])


class HachiTrainPresenter(Presenter):
    moves_on_board = True

    def action_label(self, action: dict[str, Any], view: dict[str, Any]) -> str:
        kind = action["type"]
        if kind == "pass":
            stock = view.get("stock_count", 0)
            return "Pass and draw a special card" if stock else "Pass (the stock is empty)"
        you = view.get("you") or {}
        hand = you.get("hand") or []
        if kind == "play":
            start, end, number = action["start"], action["end"], action["number"]
            cards = hand[start : end + 1]
            return f"Play {set_words(cards, number)} from {_positions(start, end)}"
        if kind == "insert":
            where = _between(action["position"], len(hand))
            return f"Put {_pending_words(view)} {where}"
        return super().action_label(action, view)

    def action_group(self, action: dict[str, Any]) -> str:
        return {"play": "Play a set", "pass": "Pass", "insert": "Insert"}.get(
            action["type"], action["type"]
        )

    def event_text(self, event: dict[str, Any], names: dict[int, str]) -> str | None:
        kind = event["type"]
        who = names.get(event.get("seat", -1), "")
        if kind == "play":
            text = f"{who} played {set_words(event['cards'], event['number'])}"
            return text + " and went out" if event.get("went_out") else text
        if kind == "collect":
            return f"{who} collected {', '.join(_short(c) for c in event['cards'])}"
        if kind == "discard":
            return f"The beaten {', '.join(_short(c) for c in event['cards'])} went to the discard"
        if kind == "pass":
            return f"{who} passed and drew a special card" if event.get("drew") else f"{who} passed"
        if kind == "draw":
            card = event.get("card")
            return f"{who} drew the {card_name(card)}" if card else None
        if kind == "insert":
            source = event.get("source", "")
            count = event.get("count", 1)
            what = (
                ", ".join(_short(c) for c in event["cards"])
                if event.get("cards")
                else f"{count} {source} card" + ("s" if count > 1 else "")
            )
            return f"{who} put {what} in at position {event['position'] + 1}"
        if kind == "clear":
            leader = names.get(event.get("leader", -1), "")
            cards = ", ".join(_short(c) for c in event["cards"])
            return f"Everyone else passed: the field ({cards}) is cleared and {leader} leads"
        if kind == "round_end":
            loser = names.get(event["loser"], "")
            left = event["assets"][event["loser"]]
            return (
                f"Round {event['round']} ends: {loser} still holds cards "
                f"and loses $100m (${left}m left)"
            )
        if kind == "round_start":
            return f"Round {event['round']} starts; {names.get(event['start_player'], '')} leads"
        if kind == "deal":
            count = len(event["cards"]) if "cards" in event else event.get("count", 8)
            return f"{who} was dealt {count} cards"
        if kind == "game_end":
            if event.get("draw"):
                return "Game over: everyone has the same assets, a draw"
            losers = ", ".join(names.get(s, "") for s in event.get("losers", []))
            return f"Game over: {losers} with the lowest assets lose"
        return super().event_text(event, names)

    def scoring_rows(self, result: dict[str, Any] | None, names: dict[int, str]) -> list[Any]:
        if not result:
            return []
        return [
            (names.get(seat, f"Seat {seat}"), f"${score}m", result["ranks"][seat])
            for seat, score in enumerate(result["scores"])
        ]


PRESENTER = register(
    HachiTrainPresenter(slug="hachi-train", board_template="games/boards/hachi-train.html")
)


def _choices(
    groups: dict[str, list[dict[str, Any]]],
) -> list[tuple[dict[str, Any], dict[str, Any]]]:
    return [(json.loads(c["json"]), c) for choices in groups.values() for c in choices]


def board(context: Any) -> dict[str, Any]:
    """Everything the board template draws, from the view and the offered choices."""
    view: dict[str, Any] = context.get("view") or {}
    names: dict[int, str] = context.get("names") or {}
    my_seat = context.get("my_seat")
    you = view.get("you") or {}
    choices = _choices(context.get("action_groups") or {})
    inserts = {a["position"]: c for a, c in choices if a["type"] == "insert"}
    plays: dict[int, list[dict[str, Any]]] = {}
    for action, choice in choices:
        if action["type"] == "play":
            plays.setdefault(action["start"], []).append(choice)
    hand = you.get("hand") or []
    play_groups = [
        {"title": f"Starting at position {start + 1} ({_short(hand[start])})", "choices": group}
        for start, group in sorted(plays.items())
        if start < len(hand)
    ]
    passes = [c for a, c in choices if a["type"] == "pass"]
    playable = set()
    for action, _c in choices:
        if action["type"] == "play":
            playable.update(range(action["start"], action["end"] + 1))
    to_act = set(view.get("to_act") or [])
    field = view.get("field")
    seats = []
    for seat, hand in enumerate(view.get("hands") or []):
        mine = seat == my_seat and you
        slots = []
        for i, slot in enumerate(hand["slots"]):
            card = you["hand"][i] if mine else slot.get("card")
            face = card_face(card, kind=slot["kind"]) if card else card_back(slot["kind"])
            face["position"] = i + 1
            face["collected"] = slot["kind"] == "collected"
            face["playable"] = bool(mine) and i in playable
            face["insert_before"] = inserts.get(i) if mine else None
            slots.append(face)
        seats.append(
            {
                "seat": seat,
                "name": names.get(seat, f"Seat {seat}"),
                "is_me": seat == my_seat,
                "to_act": seat in to_act,
                "assets": view["assets"][seat],
                "count": hand["count"],
                "out": hand["out"],
                "owner": bool(field) and field["owner"] == seat,
                "slots": slots,
                "insert_end": inserts.get(len(slots)) if seat == my_seat else None,
            }
        )
    if my_seat is not None:  # your own row first
        seats.sort(key=lambda s: not s["is_me"])
    pending = view.get("pending")
    rounds = [
        {
            "round": r["round"],
            "loser": names.get(r["loser"], ""),
            "out_order": ", ".join(names.get(s, "") for s in r["out_order"]),
            "assets": [f"${a}m" for a in r["assets"]],
        }
        for r in view.get("round_results") or []
    ]
    return {
        "seats": seats,
        "field": field
        and {
            "cards": [card_face(c) for c in field["cards"]],
            "words": set_words(field["cards"], field["number"]),
            "owner": names.get(field["owner"], ""),
        },
        "pending_text": pending and _pending_words(view),
        "pending_mine": bool(pending) and pending["seat"] == my_seat,
        "pending_seat": pending and names.get(pending["seat"], ""),
        "plays": play_groups,
        "passes": passes,
        "rounds": rounds,
        "player_names": [names.get(s, f"Seat {s}") for s in range(view.get("players", 0))],
        "stock_count": view.get("stock_count", 0),
        "discard_count": len(view.get("discard") or []),
        "has_moves": bool(choices),
    }
