"""Hachi (two-player hanafuda, sum-based captures): decisions, buttons and move log in words.

The board is built in ``hachi_board``.
"""

from __future__ import annotations

from games.engines.hachi.shapes import HachiAction, HachiPrivate, HachiView
from games.web.presenters import register
from games.web.presenters.base import Event, EventWords, Names, Presenter
from games.web.presenters.hachi_board import HachiBoard, board
from games.web.presenters.hanafuda_board import HachiInput
from games.web.presenters.hanafuda_cards import card_phrase, cards_phrase, name_of, seat_name

# ----- the move log in words -----------------------------------------------------------------


def _who(event: Event, names: Names) -> str:
    return seat_name(names, event.get("seat"))


def _round_started(event: Event, names: Names) -> str:
    dealer = seat_name(names, event.get("dealer"))
    return f"Round {event['round']} begins, {dealer} deals; field: {cards_phrase(event['field'])}"


def _hand_dealt(event: Event, names: Names) -> str:
    count = len(event["cards"]) if "cards" in event else event.get("count", 0)
    return f"{_who(event, names)} is dealt {count} cards"


def _card_played(event: Event, names: Names) -> str:
    played = f"{_who(event, names)} played {card_phrase(event['card'])}"
    if event.get("target"):
        return f"{played}, capturing {card_phrase(event['target'])}"
    return f"{played} onto the field"


def _card_turned(event: Event, names: Names) -> str:
    return f"{_who(event, names)} turned {card_phrase(event['card'])} from the draw pile"


def _deck_to_field(event: Event, names: Names) -> str:
    return f"The turned {name_of(event['card'])} stays on the field (no partner)"


def _deck_capture(event: Event, names: Names) -> str:
    how = "captured" if event.get("auto") else f"captured ({_who(event, names)}'s choice)"
    return f"The turned {name_of(event['card'])} {how} {card_phrase(event['target'])}"


def _deck_choice(event: Event, names: Names) -> str:
    return (
        f"{_who(event, names)} chooses what the turned {name_of(event['card'])} captures: "
        f"{cards_phrase(event['options'])}"
    )


def _round_ended(event: Event, names: Names) -> str:
    scores = ", ".join(f"{seat_name(names, s)} {v}" for s, v in enumerate(event["scores"]))
    if event.get("winner") is None:
        return f"Round {event['round']} is drawn ({scores})"
    qualifying = ", a qualifying win" if event.get("qualifying") else ""
    return (
        f"Round {event['round']} ends ({scores}): {seat_name(names, event['winner'])} wins "
        f"by {event['margin']}{qualifying}"
    )


def _match_ended(event: Event, names: Names) -> str:
    scores = ", ".join(f"{seat_name(names, s)} {v}" for s, v in enumerate(event["cumulative"]))
    if event.get("winner") is None:
        return f"The match is drawn ({scores})"
    how = MATCH_DECIDED_BY.get(event["decided_by"], "total")
    return f"{seat_name(names, event['winner'])} wins the match by {how} ({scores})"


#: How a match was won, after "wins the match by" (the engine's ``decided_by``).
MATCH_DECIDED_BY = {
    "streak": "two qualifying wins in a row",
    "points": "reaching the points target",
    "victories": "round wins",
    "cumulative": "total",
}


EVENT_WORDS: dict[str, EventWords] = {
    "round_started": _round_started,
    "hand_dealt": _hand_dealt,
    "card_played": _card_played,
    "card_turned": _card_turned,
    "deck_to_field": _deck_to_field,
    "deck_capture": _deck_capture,
    "deck_choice": _deck_choice,
    "round_ended": _round_ended,
    "match_ended": _match_ended,
}


class HachiPresenter(Presenter[HachiView, HachiAction, HachiPrivate]):
    moves_on_board = True
    event_words = EVENT_WORDS

    def board(self, inp: HachiInput) -> HachiBoard:
        return board(inp)

    def decision(self, inp: HachiInput) -> str:
        turned = inp.view["turned"]  # waiting for a choice of what it captures
        if inp.choices and turned:
            return f"Your turn: choose what the turned {name_of(turned)} captures"
        if inp.choices:
            return "Your turn: play a card from your hand"
        return super().decision(inp)

    def status_line(self, view: HachiView) -> str:
        if view["phase"] == "over":
            return f"Match over after {view['round']} round{'s' if view['round'] > 1 else ''}"
        options = view["options"]
        if options["match_mode"] == "fixed":
            where = f"Round {view['round']} of {options['rounds']}"
        elif options["match_mode"] == "points":
            where = f"Round {view['round']} · first to {options['points_target']} points"
        elif options["match_mode"] == "victories":
            wins = options["victories"]
            where = f"Round {view['round']} · first to {wins} round win{'s' if wins > 1 else ''}"
        else:
            where = f"Round {view['round']}"
        turn = min(view["turns_done"] + 1, view["turns_per_round"])
        return f"{where} · turn {turn} of {view['turns_per_round']}"

    def action_group(self, action: HachiAction) -> str:
        if action["type"] == "play_card":
            return f"Play {card_phrase(action['card'])}"
        return "Choose what the turned card captures"

    def action_label(self, action: HachiAction, view: HachiView) -> str:
        if action["type"] == "choose_deck_capture":
            turned = card_phrase(view["turned"])
            return f"Let the turned card, {turned}, capture {card_phrase(action['target'])}"
        if action["target"]:
            return f"Play {card_phrase(action['card'])} and capture {card_phrase(action['target'])}"
        return f"Play {card_phrase(action['card'])} onto the field (no partner to capture)"


PRESENTER = register(HachiPresenter(slug="hachi", board_template="games/boards/hachi.html"))
