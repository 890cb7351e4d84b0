"""Board data for the train games (Hachi Train, Take the Train, Fast Train).

Each tag reads the game page context (the seat's view, the offered choices, the names) and
returns what the board template draws; the work is done in the game's presenter module.
"""

from __future__ import annotations

from typing import Any

from django import template

from games.web.presenters import fast_train, take_the_train

register = template.Library()


@register.simple_tag(takes_context=True)
def fast_train_board(context: Any) -> dict[str, Any]:
    return fast_train.board(context)


@register.simple_tag(takes_context=True)
def take_the_train_board(context: Any) -> dict[str, Any]:
    return take_the_train.board(context)
