"""Take the Train on the web: four lines growing both ways from their Stations; tapping a card
of your hand offers the plays it starts.

Cards are named in words ("blue 7", "Free Ride as blue 8", "End of Line") in labels and the
log; ids appear only in the viewer's own hand and on the public table (see the board module).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games.web.presenters import register
from games.web.presenters.base import BoardInput, Presenter, _listed
from games.web.presenters.take_the_train_board import COLOUR, board_of, card_words


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

    def board(self, inp: BoardInput) -> dict[str, Any]:
        return board_of(inp)

    def decision(self, inp: BoardInput) -> str:
        if inp.finished:
            return "Game over"
        next_round = (inp.view.get("round") or 0) + 1
        kinds = {c.action["type"] for c in inp.choices}
        if "deal" in kinds:
            return f"Your turn: deal round {next_round}"
        if kinds == {"take_the_train"}:
            return "Your turn: no card fits, so take the train (pay 1 fare and draw)"
        if kinds and inp.view.get("phase") == "opening":
            return "Your turn: open the first line with a Station"
        if kinds:
            return "Your turn: play cards onto a line (tap a marked card)"
        waiting = [inp.name(s) for s in inp.to_act if s != inp.my_seat]
        if not waiting:
            return ""
        if inp.view.get("phase") == "round_over":
            return f"Waiting for {_listed(waiting)} to deal round {next_round}"
        return f"Waiting for {_listed(waiting)}"

    def status_line(self, view: Mapping[str, Any]) -> str:
        match = str((view.get("options") or {}).get("match", "single"))
        if match == "single":
            return "One round"
        round_no = view.get("round", 1)
        if match.startswith("target:"):
            return f"Round {round_no} · first to {match.split(':')[1]}"
        last = match.split(":")[1] if ":" in match else len(view.get("fares") or [])
        return f"Round {round_no} of {last}"

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
                f"{who} played the last card"
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
