"""Fast Train to Miyajima on the web: the dice of the round, every sheet, loads as buttons.

Everything is public except a seat's pending load (only under the seat's own ``you``), and the
log shows others' commits as "has loaded" only (the events are redacted for us already).
"""

from __future__ import annotations

from games.engines.fast_train.shapes import (
    Colour,
    FastTrainAction,
    FastTrainPrivate,
    FastTrainView,
    TrainKind,
)
from games.web.presenters import register
from games.web.presenters.base import Event, EventWords, Names, Presenter
from games.web.presenters.fast_train_board import (
    CITY,
    FastTrainBoard,
    Input,
    board,
    train_of,
)


def load_label(view: FastTrainView, seat: int | None, colour: Colour, train: TrainKind) -> str:
    cargo = next((s["cargo"] for s in view["sources"] if s["colour"] == colour), 0)
    cars = train_of(view, seat, colour, train)
    total = (cars[-1] if cars else 0) + cargo
    car = len(cars) + 1
    end = f", reaching {CITY[colour]}" if car == 6 else ""
    return f"Load {colour} {cargo} on your {train} {colour} train: car {car} becomes {total}{end}"


# ----- the move log in words -----------------------------------------------------------------


def _rolled(event: Event, names: Names) -> str:
    if event.get("auto"):
        return f"The last die, {event['die']}, was rolled: {event['value']}"
    by = names.get(event.get("by", -1), "The active player")
    return f"{by} rolled the {event['die']} die: {event['value']}"


def _committed(event: Event, names: Names) -> str:
    """Your own load in full; another seat's only as done (its event is redacted for you)."""
    who = names.get(event.get("seat", -1), "")
    if "colour" not in event:
        return f"{who} has loaded (what stays hidden until everyone has)"
    chose = f"{who} chose {event['colour']} {event['cargo']} for the {event['train']} train"
    if len(names) < 2:  # solo: there is nobody to hide it from
        return chose
    return f"{chose} (hidden from the others until all have loaded)"


def _revealed(event: Event, names: Names) -> str:
    parts = [
        f"{names.get(x['seat'], '')}: {x['colour']} {x['cargo']} on the {x['train']} "
        f"train (car {x['car']} = {x['value']})"
        for x in event.get("loads", [])
    ]
    skipped = [names.get(s, "") for s in event.get("skipped", [])]
    if skipped:
        parts.append("skipped: " + ", ".join(skipped))
    return f"Loads of the {event['die']} die: " + ("; ".join(parts) or "nobody could load")


def _reached(event: Event, names: Names) -> str:
    return f"{names.get(event.get('seat', -1), '')} reached {event['city']} ({event['colour']})"


def _last_round(event: Event, names: Names) -> str:
    return (
        f"{event['destinations']} destinations reached (end at {event['threshold']}): "
        f"round {event['round']} is the last round"
    )


def _round_ended(event: Event, names: Names) -> str:
    return f"Round {event['round']} ended"


def _round_started(event: Event, names: Names) -> str:
    return f"Round {event['round']}: {names.get(event['active'], '')} chooses the dice"


def _game_over(event: Event, names: Names) -> str:
    scores = ", ".join(
        f"{names.get(s, '')} {score}" for s, score in enumerate(event.get("scores", []))
    )
    return f"Game over after round {event['round']}: {scores}"


EVENT_WORDS: dict[str, EventWords] = {
    "die_rolled": _rolled,
    "load_committed": _committed,
    "loads_revealed": _revealed,
    "destination_reached": _reached,
    "last_round": _last_round,
    "round_ended": _round_ended,
    "round_started": _round_started,
    "game_over": _game_over,
}


class FastTrainPresenter(Presenter[FastTrainView, FastTrainAction, FastTrainPrivate]):
    moves_on_board = True
    event_words = EVENT_WORDS

    def board(self, inp: Input) -> FastTrainBoard:
        return board(inp)

    def decision(self, inp: Input) -> str:
        if inp.finished:
            return "Game over"
        kinds = {c.action["type"] for c in inp.choices}
        if "roll" in kinds:
            return "Your turn: roll a die"
        if "load" in kinds:
            return f"Your turn: load {self._newest_die(inp.view)}"
        if inp.view["phase"] == "roll":
            return self.waiting(inp, " to roll a die")
        return self.waiting(inp, f" to load {self._newest_die(inp.view)}")

    @staticmethod
    def _newest_die(view: FastTrainView) -> str:
        """``the red 4``: the die every seat loads now (the load phase follows a roll)."""
        newest = view["dice"][-1]
        return f"the {newest['die']} {newest['value']}"

    def status_line(self, view: FastTrainView) -> str:
        if view["phase"] == "over":
            return f"{view['rounds_played']} rounds"
        last = " (the last)" if view["last_round"] else ""
        return f"Round {view['round']}{last}"

    def action_label(self, action: FastTrainAction, view: FastTrainView) -> str:
        if action["type"] == "roll":
            return f"Roll the {action['die']} die"
        you = view["you"]
        seat = you["seat"] if you else None
        return load_label(view, seat, action["colour"], action["train"])

    def action_group(self, action: FastTrainAction) -> str:
        if action["type"] == "load":
            return f"Load {action['colour']}"
        return "Roll a die"


PRESENTER = register(
    FastTrainPresenter(slug="fast-train", board_template="games/boards/fast_train.html")
)
