"""Board data for the train games (Hachi Train, Take the Train, Fast Train).

Each tag reads the game page context (the seat's view, the offered choices, the names) and
returns what the board template draws; the work is done in the game's presenter module.
"""

from __future__ import annotations

from typing import Any

from django import template

from games.web.presenters import hachi_train

register = template.Library()


@register.simple_tag(takes_context=True)
def hachi_train_board(context: Any) -> dict[str, Any]:
    return hachi_train.board(context)
