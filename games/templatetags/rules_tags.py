"""Card and die pictures for the "How to play" pages, drawn by the boards' own SVG partials.

Every picture on a rules page goes through :func:`rules_card`, so when a board partial
changes the context it needs, this module is the one place to follow it. What each partial
needs today:

* ``games/boards/_hanafuda_card.html``: ``c`` = ``hanafuda_cards.face(card_id)`` (a
  ``CardFace``);
* ``games/boards/_hachi_train_card.html``: ``c`` = ``hachi_train_board.card_face(card_id)`` (a
  ``CardPicture``);
* ``games/boards/_take_the_train_card.html``: ``c`` = ``take_the_train_board.card_face(card_id)``
  (a ``CardFace``);
* ``games/boards/_fast_train_die.html``: ``d`` = ``{"die", "value", "label"}``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django import template
from django.template.loader import render_to_string
from django.utils.html import format_html, format_html_join
from django.utils.safestring import SafeString, mark_safe

from games.web.presenters import hachi_train_board, hanafuda_cards, take_the_train_board

register = template.Library()


def _die(spec: str) -> dict[str, Any]:
    """``"red:4"`` is the red die showing 4; ``"red"`` alone is a die not rolled yet."""
    colour, _, value = spec.partition(":")
    if not value:
        return {"d": {"die": colour, "value": None, "label": f"{colour} die, not rolled yet"}}
    return {"d": {"die": colour, "value": int(value), "label": f"{colour} die showing {value}"}}


_KINDS: dict[str, tuple[str, Callable[[str], dict[str, Any]]]] = {
    "hanafuda": (
        "games/boards/_hanafuda_card.html",
        lambda card: {"c": hanafuda_cards.face(card)},
    ),
    "hachi-train": (
        "games/boards/_hachi_train_card.html",
        lambda card: {"c": hachi_train_board.card_face(card)},
    ),
    "take-the-train": (
        "games/boards/_take_the_train_card.html",
        lambda card: {"c": take_the_train_board.card_face(card)},
    ),
    "die": ("games/boards/_fast_train_die.html", _die),
}


@register.simple_tag
def rules_card(kind: str, card: str) -> SafeString:
    """One card (or die) exactly as the board draws it: ``{% rules_card "hanafuda" "01L" %}``."""
    partial, context = _KINDS[kind]
    return mark_safe(render_to_string(partial, context(card)).strip())


@register.simple_tag
def rules_cards(kind: str, cards: str, caption: str = "") -> SafeString:
    """A row of pictures (ids separated by spaces) as a list, with an optional caption."""
    items = format_html_join("", "<li>{}</li>", ((rules_card(kind, c),) for c in cards.split()))
    if not caption:
        return format_html('<ul class="rules-cards rules-{}">{}</ul>', kind, items)
    return format_html(
        '<figure class="rules-figure"><ul class="rules-cards rules-{}">{}</ul>'
        "<figcaption>{}</figcaption></figure>",
        kind,
        items,
        caption,
    )
