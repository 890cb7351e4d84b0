"""The Hachi Train board as its template draws it: opponents as strips, the field, your hand.

Cards are drawn from the viewer's side only: another seat's dealt and drawn cards are backs
unless the input is a replay (``inp.private(seat)`` then holds every hand). Positions are
1-based for people; the engine's actions stay 0-based.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NotRequired, TypedDict

from games.engines.hachi_train.shapes import (
    HachiTrainAction,
    HachiTrainHand,
    HachiTrainPrivate,
    HachiTrainView,
    SlotKind,
)
from games.web.presenters.base import BoardInput, Choice

Input = BoardInput[HachiTrainView, HachiTrainAction, HachiTrainPrivate]
HachiTrainChoice = Choice[HachiTrainAction]

_COUNT_WORDS = {1: "a", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven"}


class CardPicture(TypedDict):
    """One card as ``hachi-train-card.html`` draws it: face up (numbers) or a back."""

    up: bool
    special: bool
    collected: bool
    label: str
    numbers: NotRequired[tuple[int, ...]]
    nums: NotRequired[str]
    hue: NotRequired[int]
    #: A card of your hand: its 0-based position, the 1-based one shown, and whether it starts
    #: or joins one of your plays (a tappable card).
    pos: NotRequired[int]
    position: NotRequired[int]
    tap: NotRequired[bool]


class Gap(TypedDict):
    """A place between two cards of your hand where the pending card may go."""

    gap: HachiTrainChoice


class Strip(TypedDict):
    seat: int
    name: str
    facts: str
    to_act: bool
    slots: list[CardPicture]
    zone: str
    cards: str


class Field(TypedDict):
    cards: list[CardPicture]
    ids: str
    words: str
    facts: str
    placing: str


class Play(TypedDict):
    """A play of your hand: which positions, as which number, what its buttons say."""

    choice: HachiTrainChoice
    start: int
    end: int
    number: int
    short: str
    as_text: str


class Mine(TypedDict):
    seat: int
    facts: str
    to_act: bool
    out: bool
    zone: str
    cards: str
    row: list[CardPicture | Gap]
    placing: list[CardPicture]
    plays: list[Play]
    passes: list[HachiTrainChoice]
    inserting: bool


class RoundRow(TypedDict):
    round: int
    loser: str
    out_order: str
    assets: list[str]


class HachiTrainBoard(TypedDict):
    strips: list[Strip]
    field: Field
    mine: Mine | None
    rounds: list[RoundRow]
    player_names: list[str]
    replay: bool


# ----- cards in words and pictures ----------------------------------------------------------


def numbers_of(card: str) -> tuple[int, ...]:
    """The numbers a card can show: ``S34a`` -> (3, 4); ``5c`` -> (5,)."""
    if card.startswith("S"):
        return int(card[1]), int(card[2])
    return (int(card[0]),)


def card_name(card: str) -> str:
    numbers = numbers_of(card)
    if len(numbers) == 2:
        return f"special card {numbers[0]}/{numbers[1]}"
    return f"car card {numbers[0]}"


def short_name(card: str) -> str:
    """``5`` or ``special 3/4``: a card in a list of cards."""
    numbers = numbers_of(card)
    return f"special {numbers[0]}/{numbers[1]}" if len(numbers) == 2 else str(numbers[0])


def count_of(count: int, number: int) -> str:
    """``a 7``, ``two 4s``."""
    if count == 1:
        return f"a {number}"
    return f"{_COUNT_WORDS.get(count, str(count))} {number}s"


def set_words(cards: Sequence[str], number: int) -> str:
    """``two 4s``, ``a 7``, ``three 6s (with special card 5/6)``."""
    text = count_of(len(cards), number)
    specials = [card_name(c) for c in cards if c.startswith("S")]
    return f"{text} (with {', '.join(specials)})" if specials else text


def card_face(card: str, *, kind: str = "") -> CardPicture:
    """A face-up card: its number (or both numbers of a special card) and accessible name."""
    numbers = numbers_of(card)
    collected = kind == "collected"
    return {
        "up": True,
        "special": len(numbers) == 2,
        "numbers": numbers,
        "nums": " ".join(map(str, numbers)),
        "hue": numbers[0],
        "collected": collected,
        "label": card_name(card) + (", collected" if collected else ""),
    }


def card_back(kind: str) -> CardPicture:
    special = kind == "drawn"
    return {
        "up": False,
        "special": special,
        "collected": False,
        "label": "hidden special card" if special else "hidden car card",
    }


# ----- the players' strips -----------------------------------------------------------------


def _slot_pictures(hand: HachiTrainHand, cards: Sequence[str] | None) -> list[CardPicture]:
    """A hand's row of slots; ``cards`` are its ids when the viewer may see them all."""
    pictures = []
    for i, slot in enumerate(hand["slots"]):
        card = cards[i] if cards is not None and i < len(cards) else slot.get("card")
        pictures.append(card_face(card, kind=slot["kind"]) if card else card_back(slot["kind"]))
    return pictures


def _facts(view: HachiTrainView, seat: int) -> str:
    hand = view["hands"][seat]
    count = hand["count"]
    parts = [f"${view['assets'][seat]}m"]
    parts.append("out" if hand["out"] else f"{count} card" + ("" if count == 1 else "s"))
    field = view["field"]
    if field and field["owner"] == seat:
        parts.append("owns the field")
    return " · ".join(parts)


def _known_cards(inp: Input, seat: int) -> list[str] | None:
    private = inp.private(seat)
    return list(private["hand"]) if private else None


def _strip(inp: Input, seat: int) -> Strip:
    cards = _known_cards(inp, seat)
    return {
        "seat": seat,
        "name": inp.name(seat),
        "facts": _facts(inp.view, seat),
        "to_act": seat in inp.to_act,
        "slots": _slot_pictures(inp.view["hands"][seat], cards),
        # A zone is marked only where every card of it may be shown (a replay).
        "zone": f"hand-{seat}" if cards is not None else "",
        "cards": " ".join(cards or ()),
    }


# ----- the field ------------------------------------------------------------------------------


def _field(inp: Input) -> Field:
    view = inp.view
    field = view["field"]
    facts = [f"stock {view['stock_count']}", f"discarded {len(view['discard'])}"]
    if field:
        passes = view["passes"]
        facts.append(f"{passes} pass" + ("" if passes == 1 else "es"))
    return {
        "cards": [card_face(c) for c in field["cards"]] if field else [],
        "ids": " ".join(field["cards"]) if field else "",
        "words": (
            f"{inp.name(field['owner'])}'s {set_words(field['cards'], field['number'])}"
            if field
            else ""
        ),
        "facts": " · ".join(facts),
        "placing": _placing(inp),
    }


def _placing(inp: Input) -> str:
    """Who is putting which card into a hand now (said of others; yours is drawn in your hand)."""
    pending = inp.view["pending"]
    if not pending or (pending["seat"] == inp.my_seat and not inp.replay):
        return ""
    who = inp.name(pending["seat"])
    cards = pending.get("cards")
    if pending["source"] == "drawn" and not cards:
        return f"{who} is placing a drawn special card"
    what = ", ".join(short_name(c) for c in cards or ())
    return f"{who} is placing the {pending['source']} {what}"


# ----- your hand and its moves ----------------------------------------------------------------


def _to_place(view: HachiTrainView, pending: Sequence[str]) -> list[CardPicture]:
    """The card going into your hand now (the whole collected set in block mode)."""
    cards = pending if view["insert_mode"] == "block" else pending[:1]
    return [card_face(c) for c in cards]


def _plays(choices: Sequence[HachiTrainChoice]) -> list[Play]:
    """Each play offered, with the words its buttons say."""
    plays: list[Play] = []
    for choice in choices:
        action = choice.action
        if action["type"] != "play":
            continue
        count = action["end"] - action["start"] + 1
        number = action["number"]
        plays.append(
            {
                "choice": choice,
                "start": action["start"],
                "end": action["end"],
                "number": number,
                "short": f"Play {count_of(count, number)}",
                "as_text": f"Play as a {number}" if count == 1 else f"Play as {number}s",
            }
        )
    return plays


def _gaps(choices: Sequence[HachiTrainChoice]) -> dict[int, HachiTrainChoice]:
    """The insert moves by the hand position they put the card before."""
    gaps = {}
    for choice in choices:
        action = choice.action
        if action["type"] == "insert":
            gaps[action["position"]] = choice
    return gaps


def _hand_card(card: str, position: int, kind: SlotKind | None, tap: bool) -> CardPicture:
    picture = card_face(card, kind=kind or "")
    picture["pos"], picture["position"], picture["tap"] = position, position + 1, tap
    picture["label"] += f", position {position + 1}"
    return picture


def _hand_row(
    private: HachiTrainPrivate,
    kinds: Sequence[SlotKind],
    plays: list[Play],
    gaps: dict[int, HachiTrainChoice],
) -> list[CardPicture | Gap]:
    """Your cards left to right, a gap button before each place the pending card may go."""
    playable = {i for p in plays for i in range(p["start"], p["end"] + 1)}
    hand = private["hand"]
    row: list[CardPicture | Gap] = []
    for i, card in enumerate(hand):
        if i in gaps:
            row.append({"gap": gaps[i]})
        row.append(_hand_card(card, i, kinds[i] if i < len(kinds) else None, i in playable))
    if len(hand) in gaps:
        row.append({"gap": gaps[len(hand)]})
    return row


def _mine(inp: Input, seat: int, private: HachiTrainPrivate) -> Mine:
    hand = inp.view["hands"][seat]
    plays = _plays(inp.choices)
    gaps = _gaps(inp.choices)
    return {
        "seat": seat,
        "facts": _facts(inp.view, seat),
        "to_act": seat in inp.to_act,
        "out": hand["out"],
        "zone": f"hand-{seat}",
        "cards": " ".join(private["hand"]),
        "row": _hand_row(private, [s["kind"] for s in hand["slots"]], plays, gaps),
        "placing": _to_place(inp.view, private["pending"]),
        "plays": plays,
        "passes": [c for c in inp.choices if c.action["type"] == "pass"],
        "inserting": bool(gaps),
    }


# ----- the board ------------------------------------------------------------------------------


def _rounds(inp: Input) -> list[RoundRow]:
    return [
        {
            "round": r["round"],
            "loser": inp.name(r["loser"]),
            "out_order": ", ".join(inp.name(s) for s in r["out_order"]),
            "assets": [f"${a}m" for a in r["assets"]],
        }
        for r in inp.view["round_results"]
    ]


def board(inp: Input) -> HachiTrainBoard:
    """Everything the Hachi Train board template draws for this viewer (or replay step)."""
    players = len(inp.view["hands"])
    mine = inp.private(inp.my_seat)
    me = inp.my_seat if mine else None
    return {
        "strips": [_strip(inp, s) for s in range(players) if s != me],
        "field": _field(inp),
        "mine": _mine(inp, me, mine) if me is not None and mine else None,
        "rounds": _rounds(inp),
        "player_names": [inp.name(s) for s in range(players)],
        "replay": inp.replay,
    }
