"""The steps a player confirms before they happen (leave, cancel, resign): what the page asks.

One source for the inline question on the game page and the confirmation page that a post
without ``confirm=yes`` (or a plain link) gets, so both say the same thing.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Confirmation:
    verb: str
    summary: str
    question: str
    consequence: str
    button: str


CONFIRMATIONS = {
    c.verb: c
    for c in (
        Confirmation(
            verb="leave",
            summary="Leave this game…",
            question="Leave this game?",
            consequence="Your seat is opened for someone else.",
            button="Yes, leave",
        ),
        Confirmation(
            verb="cancel",
            summary="Cancel this game…",
            question="Cancel this game?",
            consequence="Nobody can join it any more and it leaves the lobby.",
            button="Yes, cancel the game",
        ),
        Confirmation(
            verb="resign",
            summary="Resign…",
            question="Resign this game?",
            consequence=(
                "This cannot be undone: you lose the game. With more than two players a bot "
                "plays your seat to the end and you rank last."
            ),
            button="Yes, resign",
        ),
    )
}
