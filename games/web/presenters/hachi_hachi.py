"""Hachi-Hachi (3 players, or 2): decisions, End/Sage, buttons and move log in words.

The board (with the settlements and End or Sage explained) is built in ``hachi_hachi_board``.
"""

from __future__ import annotations

from games.engines.hachi_hachi.shapes import HachiHachiAction, HachiHachiPrivate, HachiHachiView
from games.web.presenters import register
from games.web.presenters.base import Event, EventWords, Names, Presenter
from games.web.presenters.hachi_hachi_board import ENDINGS, HachiHachiBoard, board, same_month
from games.web.presenters.hanafuda_board import HachiHachiInput
from games.web.presenters.hanafuda_cards import (
    card_phrase,
    cards_phrase,
    name_of,
    number,
    seat_name,
    signed,
)

# ----- the move log in words -----------------------------------------------------------------


def _who(event: Event, names: Names) -> str:
    return seat_name(names, event.get("seat"))


def _first_dealer(event: Event, names: Names) -> str:
    return f"{_who(event, names)} deals first"


def _misdeal(event: Event, names: Names) -> str:
    return f"Misdeal in round {event['round']}: four cards of one month on the field; redeal"


def _round_started(event: Event, names: Names) -> str:
    text = (
        f"Round {event['round']}: {seat_name(names, event['dealer'])} deals; "
        f"{event['field_kind']} field, payments \u00d7{event['multiplier']}; "
        f"field: {cards_phrase(event['field'])}"
    )
    for t in event.get("teyaku", []):
        text += f"; {seat_name(names, t['seat'])} shows teyaku {t['name']} ({t['value']})"
    return text


def _hand_dealt(event: Event, names: Names) -> str:
    count = len(event["cards"]) if "cards" in event else event.get("count", 0)
    return f"{_who(event, names)} is dealt {count} cards"


def _card_moved(event: Event, names: Names) -> str:
    """A card played from the hand or turned from the pile, and what it captured."""
    name, card = _who(event, names), card_phrase(event["card"])
    verb = "played" if event["type"] == "card_played" else "turned"
    taken = event.get("captured") or []
    if event.get("choice"):
        return f"{name} turned {card}: two field cards match, {name} chooses"
    if taken:
        return f"{name} {verb} {card}, capturing {cards_phrase(taken[1:])}"
    return f"{name} {verb} {card} onto the field"


def _turned_card_captured(event: Event, names: Names) -> str:
    taken = event["captured"]
    turned, field = name_of(taken[0]), cards_phrase(taken[1:])
    return f"{_who(event, names)} let the turned {turned} capture {field}"


def _dekiyaku_formed(event: Event, names: Names) -> str:
    made = ", ".join(event["dekiyaku"])
    return f"{_who(event, names)} formed {made} (dekiyaku total {event['total']})"


def _sage(event: Event, names: Names) -> str:
    return f"{_who(event, names)} called Sage at {event['total']} and plays on"


def _round_ended_by(event: Event, names: Names) -> str:
    how = " (automatic: empty hand)" if event.get("automatic") else ""
    return f"{_who(event, names)} ended the round with dekiyaku worth {event['total']}{how}"


def _round_ended(event: Event, names: Names) -> str:
    deltas = ", ".join(f"{seat_name(names, s)} {signed(d)}" for s, d in enumerate(event["deltas"]))
    kind: str = event["ending"]
    ending = ENDINGS.get(kind, kind)
    if kind == "end":
        ending += f" {seat_name(names, event.get('ender'))}"
    return f"Round {event['round']} settled ({ending}): {deltas}"


def _game_ended(event: Event, names: Names) -> str:
    scores = ", ".join(f"{seat_name(names, s)} {number(v)}" for s, v in enumerate(event["scores"]))
    return f"Game over: {scores}"


EVENT_WORDS: dict[str, EventWords] = {
    "first_dealer": _first_dealer,
    "misdeal": _misdeal,
    "round_started": _round_started,
    "hand_dealt": _hand_dealt,
    "card_played": _card_moved,
    "card_turned": _card_moved,
    "turned_card_captured": _turned_card_captured,
    "dekiyaku_formed": _dekiyaku_formed,
    "sage": _sage,
    "round_ended_by": _round_ended_by,
    "round_ended": _round_ended,
    "game_ended": _game_ended,
}


class HachiHachiPresenter(Presenter[HachiHachiView, HachiHachiAction, HachiHachiPrivate]):
    moves_on_board = True
    event_words = EVENT_WORDS

    def board(self, inp: HachiHachiInput) -> HachiHachiBoard:
        return board(inp)

    def decision(self, inp: HachiHachiInput) -> str:
        turned = inp.view["turned"]  # waiting for a choice of what it captures
        if inp.choices and turned:
            return f"Your turn: choose what the turned {name_of(turned)} captures"
        if inp.choices and inp.view["phase"] == "decide":
            return "Your turn: end the round or call Sage"
        if inp.choices:
            return "Your turn: play a card from your hand"
        return super().decision(inp)

    def status_line(self, view: HachiHachiView) -> str:
        if view["phase"] == "over":
            return f"Game over after {len(view['history'])} rounds"
        return f"Round {view['round']} of {view['rounds']}"

    def score_words(self, score: int) -> str:
        return number(score)

    def action_group(self, action: HachiHachiAction) -> str:
        if action["type"] == "play_card":
            return f"Play {card_phrase(action['card'])}"
        if action["type"] == "choose_capture":
            return "Choose what the turned card captures"
        return "End the round or call Sage"

    def action_label(self, action: HachiHachiAction, view: HachiHachiView) -> str:
        if action["type"] == "play_card":
            return _play_label(action["card"], action["target"], view)
        if action["type"] == "choose_capture":
            turned, target = card_phrase(view["turned"]), card_phrase(action["target"])
            return f"Let the turned card, {turned}, capture {target}"
        if action["type"] == "end":
            return "End the round now and collect your dekiyaku"
        return "Call Sage and play on for more"


def _play_label(card: str, target: str | None, view: HachiHachiView) -> str:
    """What playing ``card`` captures: its ``target``, else every field card of its month."""
    if target:
        return f"Play {card_phrase(card)} and capture {card_phrase(target)}"
    same = same_month(view["field"], card)
    if not same:
        return f"Play {card_phrase(card)} onto the field"
    return f"Play {card_phrase(card)} and capture {cards_phrase(same)}"


PRESENTER = register(
    HachiHachiPresenter(slug="hachi-hachi", board_template="games/boards/hachi_hachi.html")
)
