"""What the Fast Train board draws: the dice of the round, the cargo choices as buttons, your
sheet, the others' sheets as strips that open, and the scoring at the end.

Every sheet is public; the only secret is a seat's load for the current die, which only that
seat's own view holds (``you.pending``) and only its own board shows.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from games.engines.fast_train.constants import CARS, CITIES, COLOURS, DICE, MIX, TRAINS
from games.engines.fast_train.scoring import score_trains
from games.web.presenters.base import BoardInput, Choice

CITY = dict(zip(COLOURS, CITIES, strict=True))
PARTS = {mixed: pair for pair, mixed in MIX.items() if pair[0] < pair[1]}
ORDINAL = {1: "1st", 2: "2nd", 3: "3rd"}


def plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


def train_of(view: Mapping[str, Any], seat: int | None, colour: str, train: str) -> list[int]:
    """The running totals of one train of ``seat``'s sheet ([] for nobody)."""
    if seat is None:
        return []
    return list(view["sheets"][seat]["trains"][colour][train])


def source_parts(view: Mapping[str, Any], colour: str) -> str:
    """``yellow 5 + blue 1`` for a mixed colour, ``the red die alone`` for a die's own."""
    if colour in DICE:
        return f"the {colour} die alone"
    values = {d["die"]: d["value"] for d in view.get("dice") or []}
    a, b = PARTS[colour]
    return f"{a} {values.get(a, '?')} + {b} {values.get(b, '?')}"


def dice(view: Mapping[str, Any], choices: Sequence[Choice]) -> dict[str, Any]:
    """The dice as rolled (in order), then the ones still to roll (as buttons when yours)."""
    rolls = {c.action["die"]: c for c in choices if c.action["type"] == "roll"}
    rolled = list(view.get("dice") or [])
    loading = view.get("phase") == "load"
    items = [
        {
            "die": d["die"],
            "value": d["value"],
            "caption": ORDINAL.get(step, ""),
            "newest": loading and step == len(rolled),
            "label": f"{d['die']} die: {d['value']}",
        }
        for step, d in enumerate(rolled, start=1)
    ]
    items += [
        {
            "die": die,
            "value": None,
            "caption": die,
            "newest": False,
            "label": f"{die} die, not rolled yet",
            "roll": rolls.get(die),
        }
        for die in view.get("unrolled") or [d for d in DICE if d not in {x["die"] for x in rolled}]
    ]
    return {"items": items, "ids": " ".join(f"{d['die']}:{d['value']}" for d in rolled)}


def sources(inp: BoardInput) -> list[dict[str, Any]]:
    """Each cargo of the newest die, with the loads the viewer may choose for it."""
    view = inp.view
    loads = {(c.action["colour"], c.action["train"]): c for c in inp.choices if "train" in c.action}
    me = inp.my_seat if not inp.replay else None
    out = []
    for source in view.get("sources") or []:
        colour, cargo = source["colour"], source["cargo"]
        options = []
        for train in TRAINS:
            choice = loads.get((colour, train))
            if choice is None:
                continue
            cars = train_of(view, me, colour, train)
            total = (cars[-1] if cars else 0) + cargo
            options.append(
                {
                    "train": train,
                    "choice": choice,
                    "text": f"car {len(cars) + 1} = {total}",
                    "reaches": CITY[colour] if len(cars) + 1 == CARS else "",
                }
            )
        out.append(
            {
                "colour": colour,
                "cargo": cargo,
                "parts": source_parts(view, colour),
                "loads": options,
            }
        )
    return out


def sheet(inp: BoardInput, seat: int, pending: Mapping[str, Any] | None) -> dict[str, Any]:
    """One seat's sheet: per colour the fast and heavy trains, six cars each (a ``pending``
    load of the viewer's own shows where it will go)."""
    data = inp.view["sheets"][seat]
    rows = []
    for colour in COLOURS:
        trains = []
        for train in TRAINS:
            cars = list(data["trains"][colour][train])
            waiting = None
            if pending and pending["colour"] == colour and pending["train"] == train:
                waiting = (cars[-1] if cars else 0) + pending["cargo"]
            trains.append(
                {
                    "train": train,
                    "zone": f"sheet-{seat}-{colour}-{train}",
                    "ids": " ".join(str(v) for v in cars),
                    "cars": cars,
                    "pending": waiting,
                    "empty": range(CARS - len(cars) - (waiting is not None)),
                }
            )
        rows.append(
            {
                "colour": colour,
                "city": CITY[colour],
                "reached": colour in data["reached"],
                "trains": trains,
            }
        )
    return {
        "seat": seat,
        "name": inp.name(seat),
        "score": data["score"],
        "rows": rows,
        "reached": [CITY[c] for c in data["reached"]],
    }


def _flag(view: Mapping[str, Any], seat: int) -> str:
    phase = view.get("phase")
    if phase == "roll" and seat == view.get("active"):
        return "to roll"
    if phase != "load":
        return ""
    if seat in (view.get("committed") or []):
        return "loaded"
    return "to load" if seat in (view.get("waiting") or []) else "skipped"


def strips(inp: BoardInput) -> list[dict[str, Any]]:
    view = inp.view
    out = []
    for data in view.get("sheets") or []:
        seat = data["seat"]
        if seat == inp.my_seat and not inp.replay:
            continue
        reached = len(data["reached"])
        facts = plural(data["score"], "point")
        if reached:
            facts += f" · {reached} {'city' if reached == 1 else 'cities'}"
        out.append(
            {
                "seat": seat,
                "name": inp.name(seat),
                "facts": facts,
                "flag": _flag(view, seat),
                "to_act": seat in (view.get("to_act") or []),
                "sheet": sheet(inp, seat, None),
            }
        )
    return out


def final(view: Mapping[str, Any], inp: BoardInput) -> list[dict[str, Any]]:
    """The scoring of every sheet once the game is over (from the public sheets and the
    distance tables the view carries)."""
    if view.get("phase") != "over":
        return []
    tables = view["distance_tables"]
    out = []
    for data in view.get("sheets") or []:
        rows = []
        for colour in COLOURS:
            trains, dist = data["trains"][colour], tables[colour]
            score = score_trains(
                tuple(trains["fast"]),
                tuple(trains["heavy"]),
                tuple(dist["fast"]),
                tuple(dist["heavy"]),
            ).to_json()
            rows.append({"colour": colour, **score})
        out.append(
            {
                "seat": data["seat"],
                "name": inp.name(data["seat"]),
                "rows": rows,
                "score": data["score"],
            }
        )
    return out


def info(view: Mapping[str, Any], inp: BoardInput) -> list[str]:
    dest = view.get("destinations") or {}
    cities = f"Cities reached: {dest.get('count', 0)} of {dest.get('threshold', 0)}"
    if dest.get("cities"):
        cities += f" ({', '.join(dest['cities'])})"
    if view.get("phase") == "over":
        return [f"The last dice, round {view.get('round', 1)}", cities]
    lines = [f"Round {view.get('round', 1)}: {inp.name(view.get('active'))} rolls", cities]
    if view.get("last_round"):
        lines.append("Last round: the game ends after its third die")
    return lines


def board_of(inp: BoardInput) -> dict[str, Any]:
    view = inp.view
    me = inp.my_seat if inp.my_seat is not None and not inp.replay else None
    pending = (inp.private(me) or {}).get("pending") if me is not None else None
    return {
        "info": info(view, inp),
        "last_round": bool(view.get("last_round")),
        "dice": dice(view, inp.choices),
        "sources": sources(inp),
        "pending": pending,
        "me": sheet(inp, me, pending) if me is not None and view.get("sheets") else None,
        "strips": strips(inp),
        "final": final(view, inp),
    }
