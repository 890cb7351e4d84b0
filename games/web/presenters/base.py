"""The default presenter: works for any engine from its view, actions and events alone.

A game's own presenter (``games/web/presenters/<game>.py``) overrides the board template,
how an action reads on its button, how an event reads in the move log, and the scoring table.
Every method receives only what the viewing seat may see (its view, its legal actions,
redacted events), so a presenter cannot leak hidden information.
"""

from __future__ import annotations

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
class Presenter:
    slug: str
    board_template: str = "games/boards/generic.html"
    #: The board template renders the legal moves itself (no generic list of buttons).
    moves_on_board: ClassVar[bool] = False

    def board_context(self, *, view: dict[str, Any], my_seat: int | None) -> dict[str, Any]:
        """Extra context for the board template (cards to draw, grouped piles...)."""
        return {}

    def action_label(self, action: dict[str, Any], view: dict[str, Any]) -> str:
        """What the button for ``action`` says (also its accessible name)."""
        details = {k: v for k, v in action.items() if k != "type"}
        label = action["type"].replace("_", " ").capitalize()
        return f"{label}: {_words(details)}" if details else label

    def action_group(self, action: dict[str, Any]) -> str:
        """Buttons are grouped by this key (e.g. the card being played)."""
        return str(action["type"])

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
            (names.get(seat, f"Seat {seat}"), score, result["ranks"][seat])
            for seat, score in enumerate(result["scores"])
        ]
