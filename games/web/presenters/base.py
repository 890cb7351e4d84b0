"""The default presenter: works for any engine from its view, actions and events alone.

A game's own presenter (``games/web/presenters/<game>.py``) overrides the board template, the
board it draws (:meth:`Presenter.board`), the one-line decision, how an action reads on its
button, how an event reads in the move log, and the scoring table. Every method receives only
what the viewing seat may see (its view, its legal actions, redacted events), so a presenter
cannot leak hidden information. A replay passes the engine's ``full_view`` of a finished game
(every hand, under ``view["private"][seat]``) with ``replay=True`` and no choices.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar


def _words(value: Any) -> str:
    if isinstance(value, dict):
        return ", ".join(f"{k.replace('_', ' ')} {_words(v)}" for k, v in value.items())
    if isinstance(value, list):
        return " ".join(_words(v) for v in value)
    if value is None:
        return "none"
    return str(value)


@dataclass(frozen=True)
class Choice:
    """One legal action of the viewing seat, as a board button posts and labels it."""

    action: dict[str, Any]
    label: str
    group: str

    @property
    def json(self) -> str:
        """The form value: the action exactly as the engine listed it."""
        return json.dumps(self.action, sort_keys=True)


@dataclass(frozen=True)
class BoardInput:
    """Everything a board may draw from: one seat's view and choices, or a replay step."""

    view: Mapping[str, Any]
    my_seat: int | None
    names: Mapping[int, str]
    choices: Sequence[Choice] = ()
    to_act: Sequence[int] = ()
    #: A replay step: read-only, ``view`` is the engine's full view (every hand face up).
    replay: bool = False
    finished: bool = False

    @property
    def you(self) -> Mapping[str, Any]:
        """The viewing seat's private part ({} for spectators)."""
        return self.view.get("you") or {}

    def private(self, seat: int) -> Mapping[str, Any] | None:
        """What only ``seat`` may see: in a replay, any seat's; otherwise only the viewer's."""
        if self.replay:
            hands = self.view.get("private") or []
            return hands[seat] if 0 <= seat < len(hands) else None
        return self.you if seat == self.my_seat and self.you else None

    def name(self, seat: int | None) -> str:
        if seat is None:
            return "nobody"
        return self.names.get(seat, f"Seat {seat + 1}")


@dataclass(frozen=True)
class Presenter:
    slug: str
    board_template: str = "games/boards/generic.html"
    #: The board template renders the legal moves itself (no generic list of buttons).
    moves_on_board: ClassVar[bool] = False
    #: What a turn is called in "Your turn: <verb>" when a game has no better words.
    default_decision: ClassVar[str] = "choose your move"

    def board(self, inp: BoardInput) -> dict[str, Any]:
        """Everything the board template draws (cards, piles, which buttons where)."""
        return self.board_context(view=dict(inp.view), my_seat=inp.my_seat)

    def board_context(self, *, view: dict[str, Any], my_seat: int | None) -> dict[str, Any]:
        """Older hook: extra context for the board template from the view alone."""
        return {}

    def decision(self, inp: BoardInput) -> str:
        """The current decision in one line, from the viewer's side."""
        if inp.finished:
            return "Game over"
        if inp.choices:
            return f"Your turn: {self.default_decision}"
        waiting = [inp.name(s) for s in inp.to_act if s != inp.my_seat]
        if not waiting:
            return ""
        return f"Waiting for {_listed(waiting)}"

    def status_line(self, view: Mapping[str, Any]) -> str:
        """Where the game stands (round, turn) in a few words for the page header."""
        return ""

    def action_label(self, action: dict[str, Any], view: dict[str, Any]) -> str:
        """What the button for ``action`` says (also its accessible name)."""
        details = {k: v for k, v in action.items() if k != "type"}
        label = action["type"].replace("_", " ").capitalize()
        return f"{label}: {_words(details)}" if details else label

    def action_group(self, action: dict[str, Any]) -> str:
        """Buttons are grouped by this key (e.g. the card being played)."""
        return str(action["type"]).replace("_", " ").capitalize()

    def choices(self, actions: Sequence[dict[str, Any]], view: dict[str, Any]) -> list[Choice]:
        return [
            Choice(
                action=action,
                label=self.action_label(action, view),
                group=self.action_group(action),
            )
            for action in actions
        ]

    def event_text(self, event: dict[str, Any], names: dict[int, str]) -> str | None:
        """One line of the move log in words, or None to leave the event out."""
        who = names.get(event.get("seat", -1))
        details = {k: v for k, v in event.items() if k not in ("type", "seat")}
        text = event["type"].replace("_", " ")
        if who:
            text = f"{who}: {text}"
        return f"{text} ({_words(details)})" if details else text

    def scoring_rows(self, result: dict[str, Any] | None, names: dict[int, str]) -> list[Any]:
        """Rows of the final scoring table: (name, score, rank)."""
        if not result:
            return []
        return [
            (names.get(seat, f"Seat {seat + 1}"), score, result["ranks"][seat])
            for seat, score in enumerate(result["scores"])
        ]


def _listed(names: Sequence[str]) -> str:
    if len(names) < 2:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]

