"""The presenter interface: how one game's page reads, from what one seat may see.

Each game has a presenter (``games/web/presenters/<game>.py``, registered by slug in
``__init__.py``) that subclasses :class:`Presenter` with its engine's declared shapes
(``games/engines/<game>/shapes.py``): its view, its actions and a seat's private part. It gives

- :meth:`Presenter.board`: everything the game's board partial draws, a TypedDict declared
  with the board in ``<game>_board.py``, built from one :class:`BoardInput`;
- :meth:`Presenter.decision` and :meth:`Presenter.status_line`: the page's two lines of words;
- :meth:`Presenter.action_label` and :meth:`Presenter.action_group`: what each button says;
- :meth:`Presenter.event_text` (through ``event_words``): the move log in words;
- :meth:`Presenter.scoring_rows`: the final table.

Every method receives only what the viewing seat may see (its view, its legal actions, redacted
events), so a presenter cannot leak hidden information. A replay passes the engine's
``full_view`` of a finished game with ``replay=True`` and no choices: every seat's private part
is then in :attr:`BoardInput.hands`.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, cast

#: What each seat is called on the page (seat index to name).
Names = Mapping[int, str]
#: An event of the move log as the viewer may see it (engines do not declare their events).
Event = Mapping[str, Any]
#: One row of the final table: name, score (as shown), rank.
ScoringRow = tuple[str, str, int]


@dataclass(frozen=True)
class Choice[A]:
    """One legal action of the viewing seat, carried beside the JSON its button posts."""

    action: A
    #: The form value: the action exactly as the engine listed it (made once, never parsed back).
    json: str
    label: str
    group: str


@dataclass(frozen=True)
class BoardInput[V, A, P]:
    """Everything a board may draw from: one seat's view and choices, or a replay step."""

    view: V
    my_seat: int | None
    names: Names
    choices: Sequence[Choice[A]] = ()
    to_act: Sequence[int] = ()
    #: The private parts the viewer may see, by seat: its own ``you`` (none for a spectator),
    #: or every seat's in a replay.
    hands: Mapping[int, P] = field(default_factory=dict)
    #: A replay step: read-only, ``view`` is the engine's full view (every hand face up).
    replay: bool = False
    finished: bool = False

    def private(self, seat: int | None) -> P | None:
        """What only ``seat`` holds, when the viewer may see it."""
        return self.hands.get(seat) if seat is not None else None

    def name(self, seat: int | None) -> str:
        if seat is None:
            return "nobody"
        return self.names.get(seat, f"Seat {seat + 1}")


def hands_seen(view: Mapping[str, Any], my_seat: int | None, replay: bool) -> dict[int, Any]:
    """The private parts a viewer may see: in a replay every seat's (the full view's
    ``private``), otherwise its own ``you`` (null for a spectator)."""
    if replay:
        return {seat: part for seat, part in enumerate(view.get("private") or []) if part}
    you = view.get("you")
    return {my_seat: you} if you and my_seat is not None else {}


def and_joined(words: Sequence[str]) -> str:
    """``alice``, ``alice and bob``, ``alice, bob and carol``."""
    if len(words) < 2:
        return "".join(words)
    return ", ".join(words[:-1]) + " and " + words[-1]


def in_words(value: Any) -> str:
    """Any JSON value as plain words (the default presenter's labels and log lines)."""
    if isinstance(value, dict):
        return ", ".join(f"{k.replace('_', ' ')} {in_words(v)}" for k, v in value.items())
    if isinstance(value, list):
        return " ".join(in_words(v) for v in value)
    if value is None:
        return "none"
    return str(value)


#: How one kind of event reads in the move log (None leaves it out).
EventWords = Callable[[Event, Names], str | None]


@dataclass(frozen=True)
class Presenter[V, A, P]:
    """The default presenter: works for any engine from its view, actions and events alone.

    A game's presenter names its shapes: ``V`` its view TypedDict, ``A`` its actions (a union
    of one TypedDict per kind), ``P`` a seat's private part (the view's ``you``).
    """

    slug: str
    board_template: str = "games/boards/generic.html"
    #: The board template renders the legal moves itself (no generic list of buttons).
    moves_on_board: ClassVar[bool] = False
    #: What a turn is called in "Your turn: <verb>" when a game has no better words.
    default_decision: ClassVar[str] = "choose your move"
    #: The move log's words for each kind of event; other kinds read generically.
    event_words: ClassVar[Mapping[str, EventWords]] = {}

    def board_input(
        self,
        *,
        view: Mapping[str, Any],
        my_seat: int | None,
        names: Names,
        actions: Sequence[Mapping[str, Any]] = (),
        to_act: Sequence[int] = (),
        replay: bool = False,
        finished: bool = False,
    ) -> BoardInput[V, A, P]:
        """The page's JSON as this game's declared shapes: the one place they are trusted to
        be what the engine declares (the engines build them as those types)."""
        typed = cast(V, view)
        return BoardInput(
            view=typed,
            my_seat=my_seat,
            names=names,
            choices=[self.choice(cast(A, action), typed) for action in actions],
            to_act=to_act,
            hands=hands_seen(view, my_seat, replay),
            replay=replay,
            finished=finished,
        )

    def choice(self, action: A, view: V) -> Choice[A]:
        return Choice(
            action=action,
            json=json.dumps(action, sort_keys=True),
            label=self.action_label(action, view),
            group=self.action_group(action),
        )

    def board(self, inp: BoardInput[V, A, P]) -> Mapping[str, object]:
        """Everything the board template draws (cards, piles, which buttons where)."""
        return {}

    def decision(self, inp: BoardInput[V, A, P]) -> str:
        """The current decision in one line, from the viewer's side."""
        if inp.finished:
            return "Game over"
        if inp.choices:
            return f"Your turn: {self.default_decision}"
        return self.waiting(inp)

    def waiting(self, inp: BoardInput[V, A, P], doing: str = "") -> str:
        """ "Waiting for alice and bob" (``doing`` follows), or nothing when nobody else acts."""
        waiting = [inp.name(s) for s in inp.to_act if s != inp.my_seat]
        return f"Waiting for {and_joined(waiting)}{doing}" if waiting else ""

    def status_line(self, view: V) -> str:
        """Where the game stands (round, turn) in a few words for the page header."""
        return ""

    def action_label(self, action: A, view: V) -> str:
        """What the button for ``action`` says (also its accessible name)."""
        shown = cast(Mapping[str, Any], action)
        details = {k: v for k, v in shown.items() if k != "type"}
        label = str(shown["type"]).replace("_", " ").capitalize()
        return f"{label}: {in_words(details)}" if details else label

    def action_group(self, action: A) -> str:
        """Buttons are grouped by this key (e.g. the card being played)."""
        return str(cast(Mapping[str, Any], action)["type"]).replace("_", " ").capitalize()

    def event_text(self, event: Event, names: Names) -> str | None:
        """One line of the move log in words, or None to leave the event out."""
        words = self.event_words.get(event["type"])
        return words(event, names) if words else generic_event_text(event, names)

    def scoring_rows(self, result: Mapping[str, Any] | None, names: Names) -> list[ScoringRow]:
        """Rows of the final scoring table: (name, score, rank)."""
        if not result:
            return []
        return [
            (names.get(seat, f"Seat {seat + 1}"), self.score_words(score), result["ranks"][seat])
            for seat, score in enumerate(result["scores"])
        ]

    def score_words(self, score: int) -> str:
        """A final score as the table shows it."""
        return str(score)


def generic_event_text(event: Event, names: Names) -> str:
    """An event's kind and details in words: ``alice: card played (card 01L)``."""
    who = names.get(event.get("seat", -1))
    details = {k: v for k, v in event.items() if k not in ("type", "seat")}
    text = str(event["type"]).replace("_", " ")
    if who:
        text = f"{who}: {text}"
    return f"{text} ({in_words(details)})" if details else text
