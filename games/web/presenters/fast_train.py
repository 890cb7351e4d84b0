"""Fast Train to Miyajima on the web: the dice of the round, every sheet, loads as buttons.

Everything is public except a seat's pending load (only under the seat's own ``you``), and the
log shows others' commits as "has loaded" only (the events are redacted for us already).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games.web.presenters import register
from games.web.presenters.base import BoardInput, Presenter, _listed
from games.web.presenters.fast_train_board import CITY, board_of, source_parts, train_of


def source_words(view: Mapping[str, Any], colour: str, cargo: int) -> str:
    """``green 10 (yellow 5 + blue 5)`` or ``red 4 (the red die alone)``."""
    return f"{colour} {cargo} ({source_parts(view, colour)})"


def load_label(view: Mapping[str, Any], seat: int | None, colour: str, train: str) -> str:
    cargo = next((s["cargo"] for s in view.get("sources") or [] if s["colour"] == colour), 0)
    cars = train_of(view, seat, colour, train)
    total = (cars[-1] if cars else 0) + cargo
    car = len(cars) + 1
    end = f", reaching {CITY[colour]}" if car == 6 else ""
    return f"Load {colour} {cargo} on your {train} {colour} train: car {car} becomes {total}{end}"


class FastTrainPresenter(Presenter):
    moves_on_board = True

    def board(self, inp: BoardInput) -> dict[str, Any]:
        return board_of(inp)

    def decision(self, inp: BoardInput) -> str:
        if inp.finished:
            return "Game over"
        view = inp.view
        kinds = {c.action["type"] for c in inp.choices}
        if "roll" in kinds:
            return "Your turn: roll a die"
        newest = (view.get("dice") or [{}])[-1]
        die = f"the {newest.get('die')} {newest.get('value')}"
        if "load" in kinds:
            return f"Your turn: load {die}"
        waiting = [inp.name(s) for s in inp.to_act if s != inp.my_seat]
        if not waiting:
            return ""
        if view.get("phase") == "roll":
            return f"Waiting for {_listed(waiting)} to roll a die"
        return f"Waiting for {_listed(waiting)} to load {die}"

    def status_line(self, view: Mapping[str, Any]) -> str:
        if view.get("phase") == "over":
            return f"{view.get('rounds_played', 0)} rounds"
        last = " (the last)" if view.get("last_round") else ""
        return f"Round {view.get('round', 1)}{last}"

    def action_label(self, action: dict[str, Any], view: dict[str, Any]) -> str:
        if action["type"] == "roll":
            return f"Roll the {action['die']} die"
        if action["type"] == "load":
            seat = (view.get("you") or {}).get("seat")
            return load_label(view, seat, action["colour"], action["train"])
        return super().action_label(action, view)

    def action_group(self, action: dict[str, Any]) -> str:
        if action["type"] == "load":
            return f"Load {action['colour']}"
        return "Roll a die"

    def event_text(self, event: dict[str, Any], names: dict[int, str]) -> str | None:
        kind = event["type"]
        who = names.get(event.get("seat", -1), "")
        if kind == "die_rolled":
            if event.get("auto"):
                return f"The last die, {event['die']}, was rolled: {event['value']}"
            by = names.get(event.get("by", -1), "The active player")
            return f"{by} rolled the {event['die']} die: {event['value']}"
        if kind == "load_committed":
            if "colour" in event:
                load = f"{event['colour']} {event['cargo']} for the {event['train']} train"
                chose = f"{who} chose {load}"
                if len(names) < 2:  # solo: there is nobody to hide it from
                    return chose
                return f"{chose} (hidden from the others until all have loaded)"
            return f"{who} has loaded (what stays hidden until everyone has)"
        if kind == "loads_revealed":
            parts = [
                f"{names.get(x['seat'], '')}: {x['colour']} {x['cargo']} on the {x['train']} "
                f"train (car {x['car']} = {x['value']})"
                for x in event.get("loads", [])
            ]
            skipped = [names.get(s, "") for s in event.get("skipped", [])]
            if skipped:
                parts.append("skipped: " + ", ".join(skipped))
            return f"Loads of the {event['die']} die: " + ("; ".join(parts) or "nobody could load")
        if kind == "destination_reached":
            return f"{who} reached {event['city']} ({event['colour']})"
        if kind == "last_round":
            return (
                f"{event['destinations']} destinations reached (end at {event['threshold']}): "
                f"round {event['round']} is the last round"
            )
        if kind == "round_ended":
            return f"Round {event['round']} ended"
        if kind == "round_started":
            return f"Round {event['round']}: {names.get(event['active'], '')} chooses the dice"
        if kind == "game_over":
            scores = ", ".join(
                f"{names.get(s, '')} {score}" for s, score in enumerate(event.get("scores", []))
            )
            return f"Game over after round {event['round']}: {scores}"
        return super().event_text(event, names)


PRESENTER = register(
    FastTrainPresenter(slug="fast-train", board_template="games/boards/fast-train.html")
)
