"""Hachi Train on the web: your fixed hand as tappable cards, plays built by tapping them.

Positions are shown 1-based to people ("position 1" is the leftmost card); the engine's actions
stay 0-based. Only the seat's view, its legal actions and redacted events are used; the board
itself is built in ``hachi_train_board``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games.web.presenters import register
from games.web.presenters.base import BoardInput, Presenter
from games.web.presenters.hachi_train_board import board as board_of
from games.web.presenters.hachi_train_board import card_name, set_words
from games.web.presenters.hachi_train_board import short_name as _short


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


def _pending_words(view: Mapping[str, Any]) -> str:
    you = view.get("you") or {}
    pending = view.get("pending") or {}
    cards = you.get("pending") or pending.get("cards") or []
    if not cards:
        return "the card"
    source = "drawn" if pending.get("source") == "drawn" else "collected"
    if view.get("insert_mode") == "block" and source == "collected":
        return "the collected set " + ", ".join(str(c) for c in map(_short, cards))
    return f"the {source} {_short(cards[0])}"


class HachiTrainPresenter(Presenter):
    moves_on_board = True

    def board(self, inp: BoardInput) -> dict[str, Any]:
        return board_of(inp)

    def decision(self, inp: BoardInput) -> str:
        kinds = {c.action["type"] for c in inp.choices}
        if inp.finished or not kinds:
            return super().decision(inp)
        if "insert" in kinds:
            return f"Your turn: choose where {_pending_words(inp.view)} goes"
        if "play" not in kinds:
            return "Your turn: no set of yours beats the field, so pass"
        if "pass" in kinds:
            return "Your turn: tap cards to play a set, or pass"
        return "Your turn: tap cards to play a set"

    def status_line(self, view: Mapping[str, Any]) -> str:
        if not view.get("rounds"):
            return ""
        return f"Round {view['round']} of {view['rounds']}"

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
        groups = {"play": "Play a set", "pass": "Pass", "insert": "Insert"}
        return groups.get(action["type"], str(action["type"]))

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
