"""What the Fast Train board draws: the dice of the round, the cargo choices as buttons, your
sheet, the others' sheets as strips that open, and the scoring at the end.

Every sheet is public; the only secret is a seat's load for the current die, which only that
seat's own view holds (``you.pending``) and only its own board shows.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypedDict

from games.engines.fast_train.constants import CARS, CITIES, COLOURS, DICE, MIX, TRAINS
from games.engines.fast_train.scoring import ColourScore, score_trains
from games.engines.fast_train.shapes import (
    City,
    Colour,
    FastTrainAction,
    FastTrainPrivate,
    FastTrainView,
    PendingLoad,
    SheetView,
    TrainKind,
)
from games.web.presenters.base import BoardInput, Choice

Input = BoardInput[FastTrainView, FastTrainAction, FastTrainPrivate]
FastTrainChoice = Choice[FastTrainAction]

CITY: dict[Colour, City] = dict(zip(COLOURS, CITIES, strict=True))
PARTS = {mixed: pair for pair, mixed in MIX.items() if pair[0] < pair[1]}
ORDINAL = {1: "1st", 2: "2nd", 3: "3rd"}


class Die(TypedDict):
    """A die as ``fast-train-die.html`` draws it (``value`` None: not rolled yet)."""

    die: str
    value: int | None
    caption: str
    newest: bool
    label: str
    roll: FastTrainChoice | None


class Dice(TypedDict):
    items: list[Die]
    ids: str


class LoadButton(TypedDict):
    """One train a cargo may go on, as the viewer's button."""

    train: TrainKind
    choice: FastTrainChoice
    text: str
    reaches: str


class CargoSource(TypedDict):
    colour: Colour
    cargo: int
    parts: str
    loads: list[LoadButton]


class Train(TypedDict):
    train: TrainKind
    zone: str
    ids: str
    cars: list[int]
    pending: int | None
    empty: range


class SheetRow(TypedDict):
    colour: Colour
    city: City
    reached: bool
    trains: list[Train]


class Sheet(TypedDict):
    seat: int
    name: str
    score: int
    rows: list[SheetRow]
    reached: list[City]


class Strip(TypedDict):
    seat: int
    name: str
    facts: str
    flag: str
    to_act: bool
    sheet: Sheet


class TrainScore(TypedDict):
    cars: int
    sum: int
    score: int


class Distances(TypedDict):
    fast: int
    heavy: int


class ScoreRow(TypedDict):
    """How one colour of a sheet scored (rules: fast-train.md, scoring)."""

    colour: Colour
    fast: TrainScore
    heavy: TrainScore
    distance: Distances
    closer: bool
    heavier: bool
    adheres: bool
    total: int


class FinalScore(TypedDict):
    seat: int
    name: str
    rows: list[ScoreRow]
    score: int


class FastTrainBoard(TypedDict):
    info: list[str]
    last_round: bool
    dice: Dice
    sources: list[CargoSource]
    pending: PendingLoad | None
    me: Sheet | None
    strips: list[Strip]
    final: list[FinalScore]


def plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


def train_of(view: FastTrainView, seat: int | None, colour: Colour, train: TrainKind) -> list[int]:
    """The running totals of one train of ``seat``'s sheet ([] for nobody)."""
    if seat is None:
        return []
    return list(view["sheets"][seat]["trains"][colour][train])


def source_parts(view: FastTrainView, colour: Colour) -> str:
    """``yellow 5 + blue 1`` for a mixed colour, ``the red die alone`` for a die's own."""
    if colour in DICE:
        return f"the {colour} die alone"
    values = {d["die"]: d["value"] for d in view["dice"]}
    a, b = PARTS[colour]
    return f"{a} {values.get(a, '?')} + {b} {values.get(b, '?')}"


# ----- the dice of the round ------------------------------------------------------------------


def _rolled(view: FastTrainView) -> list[Die]:
    loading = view["phase"] == "load"
    rolled = view["dice"]
    return [
        {
            "die": d["die"],
            "value": d["value"],
            "caption": ORDINAL.get(step, ""),
            "newest": loading and step == len(rolled),
            "label": f"{d['die']} die: {d['value']}",
            "roll": None,
        }
        for step, d in enumerate(rolled, start=1)
    ]


def _to_roll(view: FastTrainView, choices: Sequence[FastTrainChoice]) -> list[Die]:
    """The dice not rolled yet, each a button when the viewer chooses the next die."""
    rolls = {}
    for choice in choices:
        action = choice.action
        if action["type"] == "roll":
            rolls[action["die"]] = choice
    return [
        {
            "die": die,
            "value": None,
            "caption": die,
            "newest": False,
            "label": f"{die} die, not rolled yet",
            "roll": rolls.get(die),
        }
        for die in view["unrolled"]
    ]


def dice(view: FastTrainView, choices: Sequence[FastTrainChoice]) -> Dice:
    """The dice as rolled (in order), then the ones still to roll (as buttons when yours)."""
    ids = " ".join(f"{d['die']}:{d['value']}" for d in view["dice"])
    return {"items": _rolled(view) + _to_roll(view, choices), "ids": ids}


# ----- the cargo of the newest die ------------------------------------------------------------


def _load_choices(
    choices: Sequence[FastTrainChoice],
) -> dict[tuple[Colour, TrainKind], FastTrainChoice]:
    loads = {}
    for choice in choices:
        action = choice.action
        if action["type"] == "load" and "colour" in action and "train" in action:
            loads[(action["colour"], action["train"])] = choice
    return loads


def _load_button(
    cars: list[int], cargo: int, colour: Colour, train: TrainKind, choice: FastTrainChoice
) -> LoadButton:
    total = (cars[-1] if cars else 0) + cargo
    return {
        "train": train,
        "choice": choice,
        "text": f"car {len(cars) + 1} = {total}",
        "reaches": CITY[colour] if len(cars) + 1 == CARS else "",
    }


def sources(inp: Input) -> list[CargoSource]:
    """Each cargo of the newest die, with the loads the viewer may choose for it."""
    view = inp.view
    loads = _load_choices(inp.choices)
    me = inp.my_seat if not inp.replay else None
    out: list[CargoSource] = []
    for source in view["sources"]:
        colour, cargo = source["colour"], source["cargo"]
        buttons = [
            _load_button(train_of(view, me, colour, train), cargo, colour, train, choice)
            for train in TRAINS
            if (choice := loads.get((colour, train))) is not None
        ]
        out.append(
            {
                "colour": colour,
                "cargo": cargo,
                "parts": source_parts(view, colour),
                "loads": buttons,
            }
        )
    return out


# ----- the sheets -----------------------------------------------------------------------------


def _train(
    seat: int, colour: Colour, train: TrainKind, cars: list[int], pending: PendingLoad | None
) -> Train:
    """One train's cars; the viewer's own ``pending`` load shows where it will go."""
    waiting = None
    if pending and pending["colour"] == colour and pending["train"] == train:
        waiting = (cars[-1] if cars else 0) + pending["cargo"]
    return {
        "train": train,
        "zone": f"sheet-{seat}-{colour}-{train}",
        "ids": " ".join(str(v) for v in cars),
        "cars": cars,
        "pending": waiting,
        "empty": range(CARS - len(cars) - (waiting is not None)),
    }


def sheet(inp: Input, seat: int, pending: PendingLoad | None) -> Sheet:
    """One seat's sheet: per colour the fast and heavy trains, six cars each (a ``pending``
    load of the viewer's own shows where it will go)."""
    data = inp.view["sheets"][seat]
    rows: list[SheetRow] = [
        {
            "colour": colour,
            "city": CITY[colour],
            "reached": colour in data["reached"],
            "trains": [
                _train(seat, colour, train, train_of(inp.view, seat, colour, train), pending)
                for train in TRAINS
            ],
        }
        for colour in COLOURS
    ]
    return {
        "seat": seat,
        "name": inp.name(seat),
        "score": data["score"],
        "rows": rows,
        "reached": [CITY[c] for c in data["reached"]],
    }


def _flag(view: FastTrainView, seat: int) -> str:
    phase = view["phase"]
    if phase == "roll" and seat == view["active"]:
        return "to roll"
    if phase != "load":
        return ""
    if seat in view["committed"]:
        return "loaded"
    return "to load" if seat in view["waiting"] else "skipped"


def _strip(inp: Input, data: SheetView) -> Strip:
    seat = data["seat"]
    reached = len(data["reached"])
    facts = plural(data["score"], "point")
    if reached:
        facts += f" · {reached} {'city' if reached == 1 else 'cities'}"
    return {
        "seat": seat,
        "name": inp.name(seat),
        "facts": facts,
        "flag": _flag(inp.view, seat),
        "to_act": seat in inp.view["to_act"],
        "sheet": sheet(inp, seat, None),
    }


def strips(inp: Input) -> list[Strip]:
    """Every other seat's sheet (every seat's in a replay)."""
    shown = [d for d in inp.view["sheets"] if inp.replay or d["seat"] != inp.my_seat]
    return [_strip(inp, data) for data in shown]


# ----- the end --------------------------------------------------------------------------------


def _score_row(colour: Colour, score: ColourScore) -> ScoreRow:
    return {
        "colour": colour,
        "fast": {"cars": score.fast_cars, "sum": score.fast_sum, "score": score.fast_score},
        "heavy": {"cars": score.heavy_cars, "sum": score.heavy_sum, "score": score.heavy_score},
        "distance": {"fast": score.fast_distance, "heavy": score.heavy_distance},
        "closer": score.closer,
        "heavier": score.heavier,
        "adheres": score.adheres,
        "total": score.total,
    }


def _scoring(view: FastTrainView, data: SheetView) -> list[ScoreRow]:
    """Each colour of a sheet scored from the distance tables the view carries."""
    rows = []
    for colour in COLOURS:
        trains, dist = data["trains"][colour], view["distance_tables"][colour]
        score = score_trains(
            tuple(trains["fast"]),
            tuple(trains["heavy"]),
            tuple(dist["fast"]),
            tuple(dist["heavy"]),
        )
        rows.append(_score_row(colour, score))
    return rows


def final(inp: Input) -> list[FinalScore]:
    """The scoring of every sheet once the game is over."""
    if inp.view["phase"] != "over":
        return []
    return [
        {
            "seat": data["seat"],
            "name": inp.name(data["seat"]),
            "rows": _scoring(inp.view, data),
            "score": data["score"],
        }
        for data in inp.view["sheets"]
    ]


def info(inp: Input) -> list[str]:
    """The lines beside the dice: whose round, the cities reached, the last round."""
    view = inp.view
    dest = view["destinations"]
    cities = f"Cities reached: {dest['count']} of {dest['threshold']}"
    if dest["cities"]:
        cities += f" ({', '.join(dest['cities'])})"
    if view["phase"] == "over":
        return [f"The last dice, round {view['round']}", cities]
    lines = [f"Round {view['round']}: {inp.name(view['active'])} rolls", cities]
    if view["last_round"]:
        lines.append("Last round: the game ends after its third die")
    return lines


def board(inp: Input) -> FastTrainBoard:
    """Everything the Fast Train board template draws for this viewer (or replay step)."""
    me = inp.my_seat if not inp.replay else None
    you = inp.private(me)
    pending = you["pending"] if you else None
    return {
        "info": info(inp),
        "last_round": inp.view["last_round"],
        "dice": dice(inp.view, inp.choices),
        "sources": sources(inp),
        "pending": pending,
        "me": sheet(inp, me, pending) if me is not None and inp.view["sheets"] else None,
        "strips": strips(inp),
        "final": final(inp),
    }
