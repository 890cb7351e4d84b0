"""Take the Train on the web: four lines growing both ways from their Stations; tapping a card
of your hand offers the plays it starts.

Cards are named in words ("blue 7", "Free Ride as blue 8", "End of Line") in labels and the
log; ids appear only in the viewer's own hand and on the public table (see the board module).
"""

from __future__ import annotations

from games.engines.take_the_train.shapes import (
    TakeTheTrainAction,
    TakeTheTrainExtendAction,
    TakeTheTrainOpenLineAction,
    TakeTheTrainPrivate,
    TakeTheTrainView,
)
from games.web.presenters import register
from games.web.presenters.base import Event, EventWords, Names, Presenter
from games.web.presenters.take_the_train_board import (
    COLOUR,
    Input,
    TakeTheTrainBoard,
    board,
    card_words,
)


def _step(number: int, arm: str) -> int:
    if arm == "low" or arm == "down":
        return 12 if number == 1 else number - 1
    return 1 if number == 12 else number + 1


def run_words(cards: list[str], colour: str, first: int | None, arm: str) -> str:
    """``blue 8, Free Ride as blue 9, blue 10``."""
    words, number = [], first
    for card in cards:
        if card.startswith("FR"):
            words.append(f"Free Ride as {COLOUR[colour]} {number}" if number else "Free Ride")
        else:
            words.append(card_words(card))
            number = int(card[1:])
        number = _step(number, arm) if number else None
    return ", ".join(words)


# ----- button labels -------------------------------------------------------------------------


def _run_start(action: TakeTheTrainExtendAction, view: TakeTheTrainView) -> tuple[int | None, str]:
    """Where a run goes on: the number its end takes next, and the way it counts from there."""
    if action["arm"] == "branch":
        branch = view["branches"][action["line"]]
        return (branch["next"], branch["direction"]) if branch else (None, "down")
    line = view["lines"][action["line"]]
    if line is None:
        return None, action["arm"]
    return (line["next_low"] if action["arm"] == "low" else line["next_high"]), action["arm"]


def _extend_label(action: TakeTheTrainExtendAction, view: TakeTheTrainView) -> str:
    first, arm = _run_start(action, view)
    return f"Play {run_words(action['cards'], action['line'], first, arm)}"


def _open_line_label(action: TakeTheTrainOpenLineAction) -> str:
    key = action["station"][1:]
    if not action["cards"] or action["arm"] is None:
        return f"Open the {COLOUR[key]} line with its Station alone"
    first = 6 if action["arm"] == "low" else 7
    run = run_words(action["cards"], key, first, action["arm"])
    return f"Open the {COLOUR[key]} line and play {run} on its {action['arm']} arm"


# ----- the move log in words -----------------------------------------------------------------


def _who(event: Event, names: Names) -> str:
    return names.get(event.get("seat", -1), "")


def _played(event: Event, names: Names) -> str:
    """A run on a line, or a Station opening one (with a run or alone)."""
    line = event.get("line") or event.get("station", "S?")[1:]
    colour = COLOUR.get(line, line)
    run = ", ".join(
        f"Free Ride as {colour} {n}" if c.startswith("FR") else card_words(c)
        for c, n in zip(event["cards"], event.get("numbers", []), strict=False)
    )
    if event["type"] == "open_line":
        text = f"{_who(event, names)} opened the {colour} line"
        return f"{text} and played {run}" if run else text
    return f"{_who(event, names)} played {run} on the {colour} line ({event['arm']} end)"


def _closed(event: Event, names: Names) -> str:
    line = COLOUR[event["line"]]
    return f"{_who(event, names)} closed the {event['arm']} end of the {line} line"


def _swapped(event: Event, names: Names) -> str:
    card = card_words(event["card"])
    return f"{_who(event, names)} swapped {card} for the Free Ride standing for it"


def _transferred(event: Event, names: Names) -> str:
    card, base = card_words(event["card"]), card_words(event["base"])
    return f"{_who(event, names)} played a Transfer: {card} beside {base}"


def _took_the_train(event: Event, names: Names) -> str:
    drew = " and drew a card" if event.get("drew") else ""
    left = f"{event['fares']} left, pot {event['pot']}"
    return f"{_who(event, names)} took the train: paid 1 fare{drew} ({left})"


def _drew(event: Event, names: Names) -> str | None:
    """Only the drawer's own log names the card; the others' leave the draw out."""
    card = event.get("card")
    return f"{_who(event, names)} drew {card_words(card)}" if card else None


def _opening_draw(event: Event, names: Names) -> str:
    card = event.get("card")
    what = card_words(card) if card else "a card"
    return f"{_who(event, names)} drew {what} looking for a Station"


def _opening_pass(event: Event, names: Names) -> str:
    return f"{_who(event, names)} has no Station and passes"


def _dealt(event: Event, names: Names) -> str:
    count = len(event["cards"]) if "cards" in event else event.get("count", 0)
    return f"{_who(event, names)} was dealt {count} cards"


def _round_started(event: Event, names: Names) -> str:
    dealer = names.get(event["dealer"], "")
    return f"Round {event['round']} starts: {dealer} deals, {event['draw_pile']} cards in the pile"


def _round_ended(event: Event, names: Names) -> str:
    who = _who(event, names)
    how = f"{who} played the last card" if event["ended_by"] == "out" else f"{who} ran out of fares"
    paid = ", ".join(f"{names.get(s, '')} pays {p}" for s, p in enumerate(event["payments"]) if p)
    winners = ", ".join(names.get(s, "") for s in event["winners"])
    return f"Round {event['round']} ends: {how}; {paid or 'nobody pays'}. Most fares: {winners}"


def _game_over(event: Event, names: Names) -> str:
    return "Game over"


EVENT_WORDS: dict[str, EventWords] = {
    "extend": _played,
    "open_line": _played,
    "end_of_line": _closed,
    "swap_free_ride": _swapped,
    "transfer": _transferred,
    "take_the_train": _took_the_train,
    "drew": _drew,
    "opening_draw": _opening_draw,
    "opening_pass": _opening_pass,
    "dealt": _dealt,
    "round_started": _round_started,
    "round_ended": _round_ended,
    "game_over": _game_over,
}


class TakeTheTrainPresenter(Presenter[TakeTheTrainView, TakeTheTrainAction, TakeTheTrainPrivate]):
    moves_on_board = True
    event_words = EVENT_WORDS

    def board(self, inp: Input) -> TakeTheTrainBoard:
        return board(inp)

    def decision(self, inp: Input) -> str:
        if inp.finished:
            return "Game over"
        if inp.choices:
            return self._your_turn(inp)
        if inp.view["phase"] == "round_over":
            return self.waiting(inp, f" to deal round {inp.view['round'] + 1}")
        return self.waiting(inp)

    @staticmethod
    def _your_turn(inp: Input) -> str:
        kinds = {c.action["type"] for c in inp.choices}
        if "deal" in kinds:
            return f"Your turn: deal round {inp.view['round'] + 1}"
        if kinds == {"take_the_train"}:
            return "Your turn: no card fits, so take the train (pay 1 fare and draw)"
        if inp.view["phase"] == "opening":
            return "Your turn: open the first line with a Station"
        return "Your turn: play cards onto a line (tap a marked card)"

    def status_line(self, view: TakeTheTrainView) -> str:
        match = view["options"]["match"]
        if match == "single":
            return "One round"
        if match.startswith("target:"):
            return f"Round {view['round']} · first to {match.split(':')[1]}"
        last = match.split(":")[1] if ":" in match else len(view["fares"])
        return f"Round {view['round']} of {last}"

    def action_label(self, action: TakeTheTrainAction, view: TakeTheTrainView) -> str:
        if action["type"] == "extend":
            return _extend_label(action, view)
        if action["type"] == "open_line":
            return _open_line_label(action)
        if action["type"] == "end_of_line":
            line = COLOUR[action["line"]]
            return f"Close the {action['arm']} end of the {line} line (End of Line)"
        if action["type"] == "swap_free_ride":
            card = card_words(action["card"])
            return f"Put your {card} in place of its Free Ride and take the Free Ride"
        if action["type"] == "transfer":
            card, base = card_words(action["card"]), card_words(action["base"])
            branch = COLOUR[action["card"][0]]
            return f"Transfer: play {card} beside {base}, starting a {branch} branch"
        if action["type"] == "take_the_train":
            draw = "draw a card" if view["draw_pile"] else "draw nothing (the pile is empty)"
            return f"Take the Train: pay 1 fare and {draw}"
        return f"Deal round {view['round'] + 1}"

    def action_group(self, action: TakeTheTrainAction) -> str:
        if action["type"] == "extend":
            return f"{COLOUR[action['line']]} {action['arm']}"
        if action["type"] == "open_line":
            return f"open {COLOUR[action['station'][1:]]}"
        return action["type"]


PRESENTER = register(
    TakeTheTrainPresenter(slug="take-the-train", board_template="games/boards/take_the_train.html")
)
