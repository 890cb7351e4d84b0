"""Take the Train on the web: four lines growing both ways from their Stations, runs as buttons.

Card ids are never printed (only inside the seat's own action values): cards are named in
words ("blue 7", "Free Ride as blue 8", "End of Line"), so nothing hidden can slip out.
"""

from __future__ import annotations

import json
from typing import Any

from games.web.presenters import register
from games.web.presenters.base import Presenter

COLOUR = {"B": "blue", "G": "green", "M": "magenta", "O": "orange"}
SPECIALTY = {"FR": "Free Ride", "EL": "End of Line", "TR": "Transfer"}


def card_words(card: str) -> str:
    if card[:2] in SPECIALTY:
        return SPECIALTY[card[:2]]
    if card.startswith("S") and card[1:] in COLOUR:
        return f"{COLOUR[card[1:]]} Station"
    return f"{COLOUR.get(card[0], card[0])} {card[1:]}"


def card_face(card: str) -> dict[str, Any]:
    special = card[:2] in SPECIALTY
    station = card.startswith("S") and card[1:] in COLOUR
    colour = "" if special else COLOUR.get(card[-1] if station else card[0], "")
    if special:
        short = {"FR": "Free", "EL": "End", "TR": "Trans"}[card[:2]]
    else:
        short = "S" if station else card[1:]
    return {"label": card_words(card), "colour": colour, "short": short, "special": special}


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


def _first(view: dict[str, Any], action: dict[str, Any]) -> int | None:
    if action["type"] == "open_line":
        return 6 if action["arm"] == "low" else 7
    if action["arm"] == "branch":
        branch = (view.get("branches") or {}).get(action["line"]) or {}
        return branch.get("next")
    line = (view.get("lines") or {}).get(action["line"]) or {}
    return line.get(f"next_{action['arm']}")


def _branch_arm(view: dict[str, Any], colour: str) -> str:
    branch = (view.get("branches") or {}).get(colour) or {}
    return branch.get("direction", "down")


class TakeTheTrainPresenter(Presenter):
    moves_on_board = True

    def action_label(self, action: dict[str, Any], view: dict[str, Any]) -> str:
        kind = action["type"]
        if kind == "extend":
            arm = _branch_arm(view, action["line"]) if action["arm"] == "branch" else action["arm"]
            run = run_words(action["cards"], action["line"], _first(view, action), arm)
            return f"Play {run}"
        if kind == "open_line":
            colour = COLOUR[action["station"][1:]]
            if not action["cards"]:
                return f"Open the {colour} line with its Station alone"
            run = run_words(
                action["cards"], action["station"][1:], _first(view, action), action["arm"]
            )
            return f"Open the {colour} line and play {run} on its {action['arm']} arm"
        if kind == "end_of_line":
            return (
                f"Close the {action['arm']} end of the {COLOUR[action['line']]} line (End of Line)"
            )
        if kind == "swap_free_ride":
            card = card_words(action["card"])
            return f"Put your {card} in place of its Free Ride and take the Free Ride"
        if kind == "transfer":
            return (
                f"Transfer: play {card_words(action['card'])} beside {card_words(action['base'])}"
                f", starting a {COLOUR[action['card'][0]]} branch"
            )
        if kind == "take_the_train":
            draw = "draw a card" if view.get("draw_pile") else "draw nothing (the pile is empty)"
            return f"Take the Train: pay 1 fare and {draw}"
        if kind == "deal":
            return f"Deal round {view.get('round', 0) + 1}"
        return super().action_label(action, view)

    def action_group(self, action: dict[str, Any]) -> str:
        kind = action["type"]
        if kind == "extend":
            return f"{COLOUR[action['line']]} {action['arm']}"
        if kind == "open_line":
            return f"open {COLOUR[action['station'][1:]]}"
        return kind

    def event_text(self, event: dict[str, Any], names: dict[int, str]) -> str | None:
        kind = event["type"]
        who = names.get(event.get("seat", -1), "")
        if kind in ("extend", "open_line"):
            line = event.get("line") or event.get("station", "S?")[1:]
            cards = [
                f"Free Ride as {COLOUR.get(line, line)} {n}"
                if c.startswith("FR")
                else card_words(c)
                for c, n in zip(event["cards"], event.get("numbers", []), strict=False)
            ]
            run = ", ".join(cards)
            if kind == "open_line":
                text = f"{who} opened the {COLOUR.get(line, line)} line"
                return f"{text} and played {run}" if run else text
            return f"{who} played {run} on the {COLOUR.get(line, line)} line ({event['arm']} end)"
        if kind == "end_of_line":
            return f"{who} closed the {event['arm']} end of the {COLOUR[event['line']]} line"
        if kind == "swap_free_ride":
            return f"{who} swapped {card_words(event['card'])} for the Free Ride standing for it"
        if kind == "transfer":
            card, base = card_words(event["card"]), card_words(event["base"])
            return f"{who} played a Transfer: {card} beside {base}"
        if kind == "take_the_train":
            drew = " and drew a card" if event.get("drew") else ""
            left = f"{event['fares']} left, pot {event['pot']}"
            return f"{who} took the train: paid 1 fare{drew} ({left})"
        if kind == "drew":
            return f"{who} drew {card_words(event['card'])}" if event.get("card") else None
        if kind == "opening_draw":
            card = event.get("card")
            return (
                f"{who} drew {card_words(card)} looking for a Station"
                if card
                else f"{who} drew a card looking for a Station"
            )
        if kind == "opening_pass":
            return f"{who} has no Station and passes"
        if kind == "dealt":
            count = len(event["cards"]) if "cards" in event else event.get("count", 0)
            return f"{who} was dealt {count} cards"
        if kind == "round_started":
            dealer = names.get(event["dealer"], "")
            pile = event["draw_pile"]
            return f"Round {event['round']} starts: {dealer} deals, {pile} cards in the pile"
        if kind == "round_ended":
            how = (
                f"{who} played his last card"
                if event["ended_by"] == "out"
                else f"{who} ran out of fares"
            )
            paid = ", ".join(
                f"{names.get(s, '')} pays {p}" for s, p in enumerate(event["payments"]) if p
            )
            winners = ", ".join(names.get(s, "") for s in event["winners"])
            paid = paid or "nobody pays"
            return f"Round {event['round']} ends: {how}; {paid}. Most fares: {winners}"
        if kind == "game_over":
            return "Game over"
        return super().event_text(event, names)


PRESENTER = register(
    TakeTheTrainPresenter(slug="take-the-train", board_template="games/boards/take-the-train.html")
)


def _cell(cell: dict[str, Any]) -> dict[str, Any]:
    return {"number": cell["number"], "free_ride": cell["free_ride"]}


def _line(colour: str, line: dict[str, Any] | None, branch: dict[str, Any] | None) -> Any:
    out: dict[str, Any] = {"colour": COLOUR[colour], "open": line is not None}
    if line:
        out.update(
            low=[_cell(c) for c in reversed(line["low"])],
            high=[_cell(c) for c in line["high"]],
            low_closed=bool(line["low_closed"]),
            high_closed=bool(line["high_closed"]),
            next_low=line["next_low"],
            next_high=line["next_high"],
        )
    if branch:
        out["branch"] = {
            "base": card_words(branch["base"]),
            "cards": [_cell(c) for c in branch["cards"]],
            "next": branch["next"],
        }
    return out


def _target(action: dict[str, Any]) -> str:
    kind = action["type"]
    if kind == "extend":
        where = "Transfer branch" if action["arm"] == "branch" else f"{action['arm']} end"
        return f"{COLOUR[action['line']]} line, {where}"
    if kind == "open_line":
        return f"Open the {COLOUR[action['station'][1:]]} line"
    return {
        "end_of_line": "End of Line",
        "swap_free_ride": "Free Ride swaps",
        "transfer": "Transfers",
        "take_the_train": "No play possible",
        "deal": "Next round",
    }.get(kind, kind)


def _rounds(view: dict[str, Any], names: dict[int, str]) -> list[dict[str, Any]]:
    out = []
    for r in view.get("rounds") or []:
        ender = names.get(r["seat"], "")
        rows = [
            {
                "name": names.get(s, ""),
                "cards": r["cards_left"][s],
                "specialty": r["specialty_left"][s],
                "paid": r["payments"][s],
                "fares": r["fares"][s],
                "winner": s in r["winners"],
                "scored": r["scored"][s],
            }
            for s in range(len(r["fares"]))
        ]
        how = "went out" if r["ended_by"] == "out" else "ran out of fares"
        out.append({"round": r["round"], "how": f"{ender} {how}", "pot": r["pot"], "rows": rows})
    return out


def _key_card(action: dict[str, Any]) -> str | None:
    """The hand card a play starts with: tapping that card offers the play."""
    kind = action["type"]
    if kind == "extend":
        return str(action["cards"][0])
    if kind == "open_line":
        return str(action["station"])
    if kind in ("end_of_line", "swap_free_ride"):
        return str(action["card"])
    if kind == "transfer":
        return str(action["transfer"])
    return None


def board(context: Any) -> dict[str, Any]:
    view: dict[str, Any] = context.get("view") or {}
    names: dict[int, str] = context.get("names") or {}
    my_seat = context.get("my_seat")
    you = view.get("you") or {}
    hand = list(you.get("hand") or [])
    by_card: dict[str, list[Any]] = {}
    groups: dict[str, list[Any]] = {}
    for group in (context.get("action_groups") or {}).values():
        for choice in group:
            action = json.loads(choice["json"])
            card = _key_card(action)
            if card in hand:
                by_card.setdefault(str(card), []).append(choice)
            else:
                groups.setdefault(_target(action), []).append(choice)
    lines = view.get("lines") or {}
    branches = view.get("branches") or {}
    to_act = set(view.get("to_act") or [])
    multi = (view.get("options") or {}).get("match", "single") != "single"
    seats = [
        {
            "name": names.get(s, f"Seat {s}"),
            "is_me": s == my_seat,
            "to_act": s in to_act,
            "fares": fares,
            "cards": view["hand_counts"][s],
            "score": view["cumulative"][s] if multi else None,
            "dealer": s == view.get("dealer"),
        }
        for s, fares in enumerate(view.get("fares") or [])
    ]
    revealed = [
        {"name": names.get(s, ""), "cards": [card_face(c) for c in hand]}
        for s, hand in enumerate(view.get("hands") or [])
    ]
    return {
        "lines": [_line(c, lines.get(c), branches.get(c)) for c in COLOUR],
        "seats": seats,
        "hand": [{**card_face(c), "choices": by_card.get(c, [])} for c in hand],
        "card_moves": bool(by_card),
        "groups": groups,
        "has_moves": bool(groups or by_card),
        "revealed": revealed,
        "rounds": _rounds(view, names),
        "multi": multi,
    }
