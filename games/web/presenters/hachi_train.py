"""Hachi Train on the web: your fixed hand as tappable cards, plays built by tapping them.

Positions are shown 1-based to people ("position 1" is the leftmost card); the engine's actions
stay 0-based. Only the seat's view, its legal actions and redacted events are used; the board
itself is built in ``hachi_train_board``.
"""

from __future__ import annotations

from games.engines.hachi_train.shapes import HachiTrainAction, HachiTrainPrivate, HachiTrainView
from games.web.presenters import register
from games.web.presenters.base import Event, EventWords, Names, Presenter
from games.web.presenters.hachi_train_board import (
    HachiTrainBoard,
    Input,
    board,
    card_name,
    set_words,
    short_name,
)


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


def _pending_words(view: HachiTrainView) -> str:
    """What the seat on turn is putting into its hand: ``the drawn special 7/8``."""
    you, pending = view["you"], view["pending"]
    cards = (you["pending"] if you else []) or (pending.get("cards", []) if pending else [])
    if not cards:
        return "the card"
    source = "drawn" if pending and pending["source"] == "drawn" else "collected"
    if view["insert_mode"] == "block" and source == "collected":
        return "the collected set " + ", ".join(short_name(c) for c in cards)
    return f"the {source} {short_name(cards[0])}"


# ----- the move log in words -----------------------------------------------------------------


def _who(event: Event, names: Names) -> str:
    return names.get(event.get("seat", -1), "")


def _cards(cards: list[str]) -> str:
    return ", ".join(short_name(c) for c in cards)


def _played(event: Event, names: Names) -> str:
    text = f"{_who(event, names)} played {set_words(event['cards'], event['number'])}"
    return text + " and went out" if event.get("went_out") else text


def _collected(event: Event, names: Names) -> str:
    return f"{_who(event, names)} collected {_cards(event['cards'])}"


def _discarded(event: Event, names: Names) -> str:
    return f"The beaten {_cards(event['cards'])} went to the discard"


def _passed(event: Event, names: Names) -> str:
    who = _who(event, names)
    return f"{who} passed and drew a special card" if event.get("drew") else f"{who} passed"


def _drew(event: Event, names: Names) -> str | None:
    """Only the drawer's own log names the card; the others' leave the draw out."""
    card = event.get("card")
    return f"{_who(event, names)} drew the {card_name(card)}" if card else None


def _inserted(event: Event, names: Names) -> str:
    if event.get("cards"):
        what = _cards(event["cards"])
    else:
        count = event.get("count", 1)
        what = f"{count} {event.get('source', '')} card" + ("s" if count > 1 else "")
    return f"{_who(event, names)} put {what} in at position {event['position'] + 1}"


def _cleared(event: Event, names: Names) -> str:
    leader = names.get(event.get("leader", -1), "")
    return (
        f"Everyone else passed: the field ({_cards(event['cards'])}) is cleared and {leader} leads"
    )


def _round_ended(event: Event, names: Names) -> str:
    loser = names.get(event["loser"], "")
    left = event["assets"][event["loser"]]
    return f"Round {event['round']} ends: {loser} still holds cards and loses $100m (${left}m left)"


def _round_started(event: Event, names: Names) -> str:
    return f"Round {event['round']} starts; {names.get(event['start_player'], '')} leads"


def _dealt(event: Event, names: Names) -> str:
    count = len(event["cards"]) if "cards" in event else event.get("count", 8)
    return f"{_who(event, names)} was dealt {count} cards"


def _game_ended(event: Event, names: Names) -> str:
    if event.get("draw"):
        return "Game over: everyone has the same assets, a draw"
    losers = ", ".join(names.get(s, "") for s in event.get("losers", []))
    return f"Game over: {losers} with the lowest assets lose"


EVENT_WORDS: dict[str, EventWords] = {
    "play": _played,
    "collect": _collected,
    "discard": _discarded,
    "pass": _passed,
    "draw": _drew,
    "insert": _inserted,
    "clear": _cleared,
    "round_end": _round_ended,
    "round_start": _round_started,
    "deal": _dealt,
    "game_end": _game_ended,
}


class HachiTrainPresenter(Presenter[HachiTrainView, HachiTrainAction, HachiTrainPrivate]):
    moves_on_board = True
    event_words = EVENT_WORDS

    def board(self, inp: Input) -> HachiTrainBoard:
        return board(inp)

    def decision(self, inp: Input) -> str:
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

    def status_line(self, view: HachiTrainView) -> str:
        return f"Round {view['round']} of {view['rounds']}"

    def action_label(self, action: HachiTrainAction, view: HachiTrainView) -> str:
        you = view["you"]
        hand = you["hand"] if you else []
        if action["type"] == "play":
            start, end = action["start"], action["end"]
            words = set_words(hand[start : end + 1], action["number"])
            return f"Play {words} from {_positions(start, end)}"
        if action["type"] == "insert":
            return f"Put {_pending_words(view)} {_between(action['position'], len(hand))}"
        if view["stock_count"]:
            return "Pass and draw a special card"
        return "Pass (the stock is empty)"

    def action_group(self, action: HachiTrainAction) -> str:
        return {"play": "Play a set", "pass": "Pass", "insert": "Insert"}[action["type"]]

    def score_words(self, score: int) -> str:
        return f"${score}m"


PRESENTER = register(
    HachiTrainPresenter(slug="hachi-train", board_template="games/boards/hachi_train.html")
)
