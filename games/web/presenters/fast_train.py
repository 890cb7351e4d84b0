"""Fast Train to Miyajima on the web: the dice of the round, every sheet, loads as buttons.

Everything is public except a seat's pending load (only under the seat's own ``you``), and the
log shows others' commits as "has loaded" only (the events are redacted for us already).
"""

from __future__ import annotations

import json
from typing import Any

from games.engines.fast_train.constants import CITIES, COLOURS, DICE, MIX
from games.web.presenters import register
from games.web.presenters.base import Presenter

CITY = dict(zip(COLOURS, CITIES, strict=True))
PARTS = {mixed: pair for pair, mixed in MIX.items() if pair[0] < pair[1]}


def _sheet_row(view: dict[str, Any], seat: int | None, colour: str, train: str) -> list[int]:
    if seat is None:
        return []
    return list(view["sheets"][seat]["trains"][colour][train])


def source_words(view: dict[str, Any], colour: str, cargo: int) -> str:
    """``green 10 (yellow 5 + blue 5)`` or ``red 4 (the red die alone)``."""
    if colour in DICE:
        return f"{colour} {cargo} (the {colour} die alone)"
    values = {d["die"]: d["value"] for d in view.get("dice") or []}
    a, b = PARTS[colour]
    return f"{colour} {cargo} ({a} {values.get(a, '?')} + {b} {values.get(b, '?')})"


def load_label(view: dict[str, Any], seat: int | None, colour: str, train: str) -> str:
    cargo = next((s["cargo"] for s in view.get("sources") or [] if s["colour"] == colour), 0)
    cars = _sheet_row(view, seat, colour, train)
    total = (cars[-1] if cars else 0) + cargo
    car = len(cars) + 1
    end = f", reaching {CITY[colour]}" if car == 6 else ""
    return f"Load {colour} {cargo} on your {train} {colour} train: car {car} becomes {total}{end}"


class FastTrainPresenter(Presenter):
    moves_on_board = True

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
                return (
                    f"{who} chose {event['colour']} {event['cargo']} for the "
                    f"{event['train']} train (hidden from the others until all have loaded)"
                )
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


def _sheet(view: dict[str, Any], sheet: dict[str, Any], names: dict[int, str], me: Any) -> Any:
    rows = []
    for colour in COLOURS:
        trains = sheet["trains"][colour]
        for train in ("fast", "heavy"):
            cars = list(trains[train])
            rows.append(
                {
                    "colour": colour,
                    "city": CITY[colour],
                    "train": train,
                    "first": train == "fast",
                    "cells": cars + [None] * (6 - len(cars)),
                    "reached": colour in sheet["reached"],
                }
            )
    seat = sheet["seat"]
    return {
        "seat": seat,
        "name": names.get(seat, f"Seat {seat}"),
        "is_me": seat == me,
        "score": sheet["score"],
        "reached": [CITY[c] for c in sheet["reached"]],
        "rows": rows,
    }


def _final(result: dict[str, Any] | None, names: dict[int, str]) -> list[dict[str, Any]]:
    if not result:
        return []
    out = []
    for seat, player in enumerate(result.get("detail", {}).get("players", [])):
        rows = []
        for colour in COLOURS:
            c = player["colours"][colour]
            rows.append(
                {
                    "colour": colour,
                    "fast": c["fast"],
                    "heavy": c["heavy"],
                    "distance": c["distance"],
                    "closer": c["closer"],
                    "heavier": c["heavier"],
                    "adheres": c["adheres"],
                    "total": c["total"],
                }
            )
        out.append({"name": names.get(seat, ""), "score": player["score"], "rows": rows})
    return out


def board(context: Any) -> dict[str, Any]:
    view: dict[str, Any] = context.get("view") or {}
    names: dict[int, str] = context.get("names") or {}
    my_seat = context.get("my_seat")
    choices = [
        (json.loads(c["json"]), c)
        for group in (context.get("action_groups") or {}).values()
        for c in group
    ]
    rolls = {a["die"]: c for a, c in choices if a["type"] == "roll"}
    loads: dict[tuple[str, str], Any] = {
        (a["colour"], a["train"]): c for a, c in choices if a["type"] == "load"
    }
    values = {d["die"]: d["value"] for d in view.get("dice") or []}
    order = [d["die"] for d in view.get("dice") or []]
    dice = [
        {
            "die": die,
            "value": values.get(die),
            "step": order.index(die) + 1 if die in order else None,
            "newest": bool(order) and order[-1] == die and view.get("phase") == "load",
            "roll": rolls.get(die),
            "label": f"{die} die: {values[die]}" if die in values else f"{die} die, not rolled yet",
        }
        for die in DICE
    ]
    sources = [
        {
            "words": source_words(view, s["colour"], s["cargo"]),
            "colour": s["colour"],
            "fast": loads.get((s["colour"], "fast")),
            "heavy": loads.get((s["colour"], "heavy")),
        }
        for s in view.get("sources") or []
    ]
    committed, waiting = set(view.get("committed") or []), set(view.get("waiting") or [])
    skipped = set(view.get("skipped") or [])
    status = []
    for seat in range(view.get("players", 0)):
        if view.get("phase") != "load":
            choosing = view.get("phase") == "roll" and seat == view.get("active")
            state = "active player, choosing a die" if choosing else ""
        elif seat in committed:
            state = "has loaded"
        elif seat in skipped:
            state = "cannot load this die (skipped)"
        else:
            state = "still choosing" if seat in waiting else ""
        status.append({"name": names.get(seat, ""), "state": state, "is_me": seat == my_seat})
    sheets = [_sheet(view, s, names, my_seat) for s in view.get("sheets") or []]
    sheets.sort(key=lambda s: not s["is_me"])
    result = (context.get("game") or {}).get("result")
    solo = (result or {}).get("detail", {}).get("solo")
    you = view.get("you") or {}
    return {
        "dice": dice,
        "sources": sources,
        "status": status,
        "sheets": sheets,
        "active": names.get(view.get("active", -1), ""),
        "pending": you.get("pending"),
        "has_moves": bool(choices),
        "can_roll": bool(rolls),
        "final": _final(result, names),
        "solo": solo,
    }
