"""The board pieces Hachi and Hachi-Hachi share: seat strips, the field, the turned card and
your hand with its moves on its cards (drawn by ``templates/games/boards/_hanafuda_*.html``).

Both games' shapes name these parts alike (``field``, ``turned``, a ``play_card`` action with
``card`` and ``target``), so each piece takes either game's board input.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypedDict

from games.engines.hachi.shapes import HachiAction, HachiPlayCard, HachiPrivate, HachiView
from games.engines.hachi_hachi.shapes import (
    HachiHachiAction,
    HachiHachiPrivate,
    HachiHachiView,
)
from games.engines.hanafuda import CardId
from games.web.presenters.base import BoardInput, Choice
from games.web.presenters.hanafuda_cards import (
    CardFace,
    card_phrase,
    face,
    faces,
    ids,
    name_of,
    take,
)

HachiInput = BoardInput[HachiView, HachiAction, HachiPrivate]
HachiHachiInput = BoardInput[HachiHachiView, HachiHachiAction, HachiHachiPrivate]
#: Either game's board input: the pieces below read only what both games' shapes share.
HanafudaInput = HachiInput | HachiHachiInput
HanafudaChoice = Choice[HachiAction] | Choice[HachiHachiAction]
#: What a hand card's only move does, in a few words under the card.
Caption = Callable[[HachiPlayCard], str]


class Move(TypedDict):
    """One move button (``_hanafuda_move.html``): what it posts, its full label, the short
    caption it shows and the field card it takes (drawn small)."""

    json: str
    label: str
    caption: str
    target: CardFace | None


class HandCard(TypedDict):
    card: CardFace
    moves: list[Move]
    #: Several captures: the card opens a choice of them.
    multi: bool
    ask: str


class Hand(TypedDict):
    seat: int
    ids: str
    cards: list[HandCard]


class FieldCard(TypedDict):
    card: CardFace
    #: The turned card may capture it (its seat is choosing).
    lit: bool


class Field(TypedDict):
    ids: str
    cards: list[FieldCard]


class Turned(TypedDict):
    id: str
    card: CardFace | None
    moves: list[Move]
    text: str


class CardGroup(TypedDict):
    """A titled row of small cards in a strip (a capture pile, a hand shown at the end)."""

    title: str
    cards: list[CardFace]
    ids: str
    zone: str


class ShownHand(TypedDict):
    zone: str
    ids: str
    cards: list[CardFace]


class SeatStrip(TypedDict):
    seat: int
    name: str
    you: bool
    facts: str
    to_act: bool
    lines: list[str]
    groups: list[CardGroup]
    hand: ShownHand | None


def move(choice: HanafudaChoice, caption: str, target: CardId | None) -> Move:
    return {
        "json": choice.json,
        "label": choice.label,
        "caption": caption,
        "target": face(target) if target else None,
    }


def card_group(title: str, card_ids: Sequence[CardId], zone: str = "") -> CardGroup:
    return {"title": title, "cards": faces(card_ids), "ids": ids(card_ids), "zone": zone}


# ----- your hand ------------------------------------------------------------------------------


def _plays_by_card(inp: HanafudaInput) -> dict[CardId, list[tuple[HanafudaChoice, HachiPlayCard]]]:
    plays: dict[CardId, list[tuple[HanafudaChoice, HachiPlayCard]]] = {}
    for choice in inp.choices:
        action = choice.action
        if action["type"] == "play_card":
            plays.setdefault(action["card"], []).append((choice, action))
    return plays


def _hand_card(
    card_id: CardId, plays: list[tuple[HanafudaChoice, HachiPlayCard]], caption: Caption
) -> HandCard:
    """One card of your hand: one move makes it a button, several open a choice of captures
    (each then a capture, whose caption says which card it takes)."""
    moves = [move(c, caption(a), a["target"]) for c, a in plays]
    return {
        "card": face(card_id),
        "moves": moves,
        "multi": len(moves) > 1,
        "ask": f"{card_phrase(card_id)}: choose what it captures",
    }


def hand_zone(inp: HanafudaInput, seat: int, caption: Caption) -> Hand | None:
    """``seat``'s hand as the board draws it (None when the viewer may not see it), with each
    card's moves on it."""
    private = inp.private(seat)
    if private is None:
        return None
    hand = private["hand"]
    if not hand and inp.finished:
        return None  # nothing left to show once the game is over
    plays = _plays_by_card(inp)
    cards = [_hand_card(card_id, plays.get(card_id, []), caption) for card_id in hand]
    return {"seat": seat, "ids": ids(hand), "cards": cards}


# ----- the table ------------------------------------------------------------------------------


def field_zone(field: Sequence[CardId], lit: Sequence[CardId]) -> Field:
    return {"ids": ids(field), "cards": [{"card": face(c), "lit": c in lit} for c in field]}


def _turned_captures(inp: HanafudaInput) -> list[Move]:
    """The viewer's choice of what the turned card captures, a button each."""
    moves = []
    for choice in inp.choices:
        action = choice.action
        if action["type"] == "choose_deck_capture" or action["type"] == "choose_capture":
            moves.append(move(choice, take(action["target"]), action["target"]))
    return moves


def turned_zone(inp: HanafudaInput, options: Sequence[CardId], chooser: int | None) -> Turned:
    """The turned card and, when it could capture several field cards, who picks which (the
    viewer gets one button per capture)."""
    turned = inp.view["turned"]
    if not turned:
        return {"id": "", "card": None, "moves": [], "text": ""}
    moves = _turned_captures(inp)
    text = f"The turned {name_of(turned)}"
    if moves:
        text += " can capture more than one field card: choose one."
    elif options:
        text += f" can capture more than one field card: {inp.name(chooser)} chooses."
    return {"id": turned, "card": face(turned), "moves": moves, "text": text}


# ----- the players ----------------------------------------------------------------------------


def seat_order(inp: HanafudaInput, players: int) -> list[int]:
    """Every seat but the viewer's, starting with the one after it."""
    start = inp.my_seat if inp.my_seat is not None else -1
    return [(start + k) % players for k in range(1, players + 1) if (start + k) % players != start]


def shown_hand(inp: HanafudaInput, seat: int) -> ShownHand | None:
    """Another seat's hand face up: only in a replay, where every hand is open."""
    if not inp.replay or seat == inp.my_seat:
        return None
    private = inp.private(seat)
    if private is None:
        return None
    hand = private["hand"]
    return {"zone": f"hand-{seat}", "ids": ids(hand), "cards": faces(hand)}


def seat_strip(
    inp: HanafudaInput, seat: int, *, facts: str, lines: list[str], groups: list[CardGroup]
) -> SeatStrip:
    """One seat's strip as both hanafuda boards draw it (its facts and groups are the game's)."""
    return {
        "seat": seat,
        "name": inp.name(seat),
        "you": seat == inp.my_seat,
        "facts": facts,
        "to_act": seat in inp.to_act,
        "lines": lines,
        "groups": groups,
        "hand": shown_hand(inp, seat),
    }
