"""What the Take the Train board draws: opponents as strips, the four lines, your hand with the
plays each card starts, and the round results.

Only what the viewer may see is drawn: the viewer's own hand (every seat's in a replay), the
public table, fares and card counts. Card ids appear only in the viewer's own hand zone and on
the table (``data-cards``), never for a hand the viewer may not see.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal, NotRequired, TypedDict

from games.engines.take_the_train.shapes import (
    Colour,
    TakeTheTrainAction,
    TakeTheTrainBranch,
    TakeTheTrainCell,
    TakeTheTrainLine,
    TakeTheTrainPrivate,
    TakeTheTrainRound,
    TakeTheTrainView,
)
from games.web.presenters.base import BoardInput, Choice

Input = BoardInput[TakeTheTrainView, TakeTheTrainAction, TakeTheTrainPrivate]
TakeTheTrainChoice = Choice[TakeTheTrainAction]

COLOUR: dict[str, str] = {"B": "blue", "G": "green", "M": "magenta", "O": "orange"}
LINES: tuple[Colour, ...] = ("B", "G", "M", "O")
SPECIALTY = {"FR": "Free Ride", "EL": "End of Line", "TR": "Transfer"}
#: Plays that start with no card of the hand: buttons of their own.
OTHER_MOVES = ("take_the_train", "deal")


class CardFace(TypedDict):
    """A card as ``take-the-train-card.html`` draws it: colour, the big face text (full
    words for special cards)."""

    id: str
    words: str
    colour: str
    letter: str
    face: str
    kind: Literal["special", "station", "number"]


class HandCard(CardFace):
    """A card of your hand with the plays it starts (tapping it offers them)."""

    choices: list[TakeTheTrainChoice]


class Cell(TypedDict):
    number: int
    free_ride: bool
    words: str


class Arm(TypedDict):
    zone: str
    ids: str
    cells: list[Cell]
    closed: bool
    next: int | None
    mine: bool


class Branch(TypedDict):
    zone: str
    ids: str
    base: str
    cells: list[Cell]
    next: int | None
    mine: bool


class Line(TypedDict):
    colour: str
    open: bool
    low: NotRequired[Arm]
    high: NotRequired[Arm]
    branch: NotRequired[Branch]


class Strip(TypedDict):
    seat: int
    name: str
    facts: str
    to_act: bool
    hand: list[CardFace] | None
    ids: str
    left: list[CardFace] | None


class Mine(TypedDict):
    seat: int
    fares: int
    zone: str
    ids: str
    cards: list[HandCard]


class RoundRow(TypedDict):
    name: str
    cards: int
    specialty: int
    paid: int
    fares: int
    winner: bool
    scored: int


class RoundTable(TypedDict):
    round: int
    how: str
    pot: int
    rows: list[RoundRow]


class TakeTheTrainBoard(TypedDict):
    info: str
    strips: list[Strip]
    lines: list[Line]
    me: Mine | None
    moves: list[TakeTheTrainChoice]
    rounds: list[RoundTable]
    multi: bool


def plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


# ----- cards ------------------------------------------------------------------------------


def is_station(card: str) -> bool:
    return card.startswith("S") and card[1:] in COLOUR


def card_words(card: str) -> str:
    if card[:2] in SPECIALTY:
        return SPECIALTY[card[:2]]
    if is_station(card):
        return f"{COLOUR[card[1:]]} Station"
    return f"{COLOUR.get(card[0], card[0])} {card[1:]}"


def card_face(card: str) -> CardFace:
    """A hand card as drawn: colour, the big face text (full words for special cards)."""
    if card[:2] in SPECIALTY:
        return {
            "id": card,
            "words": card_words(card),
            "colour": "special",
            "letter": "",
            "face": SPECIALTY[card[:2]],
            "kind": "special",
        }
    colour = card[1:] if is_station(card) else card[0]
    return {
        "id": card,
        "words": card_words(card),
        "colour": COLOUR.get(colour, ""),
        "letter": colour,
        "face": "Station" if is_station(card) else card[1:],
        "kind": "station" if is_station(card) else "number",
    }


def key_card(action: TakeTheTrainAction) -> str | None:
    """The hand card a play starts with: tapping that card offers the play."""
    if action["type"] == "extend":
        return action["cards"][0]
    if action["type"] == "open_line":
        return action["station"]
    if action["type"] == "end_of_line":
        return action["card"]
    if action["type"] == "swap_free_ride":
        return action["card"]
    if action["type"] == "transfer":
        return action["transfer"]
    return None


def hand_cards(hand: Sequence[str], choices: Sequence[TakeTheTrainChoice]) -> list[HandCard]:
    """The hand in order, each card with the plays it starts."""
    plays: dict[str, list[TakeTheTrainChoice]] = {}
    for choice in choices:
        card = key_card(choice.action)
        if card is not None:
            plays.setdefault(card, []).append(choice)
    return [{**card_face(card), "choices": plays.get(card, [])} for card in hand]


# ----- the lines --------------------------------------------------------------------------


def _cells(colour: str, cells: Sequence[TakeTheTrainCell]) -> list[Cell]:
    return [
        {
            "number": c["number"],
            "free_ride": c["free_ride"],
            "words": f"Free Ride as {colour} {c['number']}" if c["free_ride"] else "",
        }
        for c in cells
    ]


def _arm(colour: str, line: TakeTheTrainLine, arm: Literal["low", "high"], mine: bool) -> Arm:
    cells = line[arm]
    drawn = _cells(colour, cells)
    return {
        "zone": f"line-{colour}-{arm}",
        "ids": " ".join(c["card"] for c in cells),
        # The low arm is drawn leftwards from the Station: outermost card first.
        "cells": list(reversed(drawn)) if arm == "low" else drawn,
        "closed": bool(line["low_closed"] if arm == "low" else line["high_closed"]),
        "next": line["next_low"] if arm == "low" else line["next_high"],
        "mine": mine,
    }


def _branch(colour: str, branch: TakeTheTrainBranch, mine: bool) -> Branch:
    return {
        "zone": f"branch-{colour}",
        "ids": " ".join(c["card"] for c in branch["cards"]),
        "base": card_words(branch["base"]),
        "cells": _cells(colour, branch["cards"]),
        "next": branch["next"],
        "mine": mine,
    }


def _extended_arms(choices: Sequence[TakeTheTrainChoice]) -> dict[str, set[str]]:
    """The ends of each line (and its branch) the viewer may play on now."""
    arms: dict[str, set[str]] = {}
    for choice in choices:
        action = choice.action
        if action["type"] == "extend":
            arms.setdefault(action["line"], set()).add(action["arm"])
    return arms


def _line(view: TakeTheTrainView, key: Colour, mine: set[str]) -> Line:
    colour = COLOUR[key]
    line, branch = view["lines"][key], view["branches"][key]
    drawn: Line = {"colour": colour, "open": line is not None}
    if line:
        drawn["low"] = _arm(colour, line, "low", "low" in mine)
        drawn["high"] = _arm(colour, line, "high", "high" in mine)
    if branch:
        drawn["branch"] = _branch(colour, branch, "branch" in mine)
    return drawn


def lines(view: TakeTheTrainView, choices: Sequence[TakeTheTrainChoice]) -> list[Line]:
    extends = _extended_arms(choices)
    return [_line(view, key, extends.get(key, set())) for key in LINES]


# ----- the players ------------------------------------------------------------------------


def _multi(view: TakeTheTrainView) -> bool:
    return view["options"]["match"] != "single"


def _facts(view: TakeTheTrainView, seat: int) -> str:
    facts = [plural(view["fares"][seat], "fare"), plural(view["hand_counts"][seat], "card")]
    if _multi(view):
        facts.append(f"score {view['cumulative'][seat]}")
    if seat == view["dealer"]:
        facts.append("dealer")
    return " · ".join(facts)


def _strip(inp: Input, seat: int) -> Strip:
    private = inp.private(seat)
    revealed = inp.view.get("hands")
    return {
        "seat": seat,
        "name": inp.name(seat),
        "facts": _facts(inp.view, seat),
        "to_act": seat in inp.view["to_act"],
        # A replay shows every hand (with its zone); a finished round shows what is left.
        "hand": [card_face(c) for c in private["hand"]] if private else None,
        "ids": " ".join(private["hand"]) if private else "",
        "left": [card_face(c) for c in revealed[seat]] if revealed else None,
    }


def strips(inp: Input) -> list[Strip]:
    """One strip per other seat (every seat for spectators and in a replay)."""
    seats = range(len(inp.view["fares"]))
    return [_strip(inp, seat) for seat in seats if inp.replay or seat != inp.my_seat]


def _mine(inp: Input, seat: int, private: TakeTheTrainPrivate) -> Mine:
    hand = private["hand"]
    return {
        "seat": seat,
        "fares": inp.view["fares"][seat],
        "zone": f"hand-{seat}",
        "ids": " ".join(hand),
        "cards": hand_cards(hand, inp.choices),
    }


# ----- the rounds -------------------------------------------------------------------------


def _round_table(inp: Input, r: TakeTheTrainRound) -> RoundTable:
    how = "went out" if r["ended_by"] == "out" else "ran out of fares"
    rows: list[RoundRow] = [
        {
            "name": inp.name(s),
            "cards": r["cards_left"][s],
            "specialty": r["specialty_left"][s],
            "paid": r["payments"][s],
            "fares": r["fares"][s],
            "winner": s in r["winners"],
            "scored": r["scored"][s],
        }
        for s in range(len(r["fares"]))
    ]
    return {
        "round": r["round"],
        "how": f"{inp.name(r['seat'])} {how}",
        "pot": r["pot"],
        "rows": rows,
    }


def board(inp: Input) -> TakeTheTrainBoard:
    """Everything the Take the Train board template draws for this viewer (or replay step)."""
    view = inp.view
    seat = inp.my_seat if not inp.replay else None
    private = inp.private(seat)
    return {
        "info": f"Pot {view['pot']} · {plural(view['draw_pile'], 'card')} in the pile",
        "strips": strips(inp),
        "lines": lines(view, inp.choices),
        "me": _mine(inp, seat, private) if seat is not None and private else None,
        "moves": [c for c in inp.choices if c.action["type"] in OTHER_MOVES],
        "rounds": [_round_table(inp, r) for r in view["rounds"]],
        "multi": _multi(view),
    }
