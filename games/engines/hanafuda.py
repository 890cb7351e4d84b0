"""The standard 48-card hanafuda deck shared by Hachi and Hachi-Hachi (rules: hanafuda-deck.md).

Ids follow the rules exactly: two-digit month, class letter (L light, A animal, R ribbon,
C1-C3 chaff). The canonical ``index`` (0-47) is used only for deterministic sorting.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

#: A card id, as the declared shapes of Hachi and Hachi-Hachi name it. A named alias, so the
#: API schema publishes it once (``CardId``); a type alias carries no docstring, so its
#: description is ``CARD_ID_DESCRIPTION``.
type CardId = str
CARD_ID_DESCRIPTION = (
    "A hanafuda card id: the two-digit month 01-12, then the class: L light, A animal, "
    'R ribbon, C1-C3 chaff ("01L", "03R", "11C1").'
)
CardClass = Literal["light", "animal", "ribbon", "chaff"]
RibbonKind = Literal["poetry", "red", "blue"]

PLANTS: dict[int, str] = {
    1: "Pine",
    2: "Plum blossom",
    3: "Cherry blossom",
    4: "Wisteria",
    5: "Iris",
    6: "Peony",
    7: "Bush clover",
    8: "Susuki grass",
    9: "Chrysanthemum",
    10: "Maple",
    11: "Willow",
    12: "Paulownia",
}


@dataclass(frozen=True, slots=True)
class Card:
    id: str
    index: int
    month: int
    name: str
    card_class: CardClass
    ribbon_kind: RibbonKind | None
    hachi_hachi_points: int
    hachi_points: int

    @property
    def plant(self) -> str:
        return PLANTS[self.month]


# (id, name, class, ribbon kind) in index order; values follow from the class.
_TABLE: tuple[tuple[str, str, CardClass, RibbonKind | None], ...] = (
    ("01L", "Crane and Sun", "light", None),
    ("01R", "Pine poetry ribbon", "ribbon", "poetry"),
    ("01C1", "Pine chaff", "chaff", None),
    ("01C2", "Pine chaff", "chaff", None),
    ("02A", "Bush warbler", "animal", None),
    ("02R", "Plum poetry ribbon", "ribbon", "poetry"),
    ("02C1", "Plum chaff", "chaff", None),
    ("02C2", "Plum chaff", "chaff", None),
    ("03L", "Curtain", "light", None),
    ("03R", "Cherry poetry ribbon", "ribbon", "poetry"),
    ("03C1", "Cherry chaff", "chaff", None),
    ("03C2", "Cherry chaff", "chaff", None),
    ("04A", "Cuckoo", "animal", None),
    ("04R", "Wisteria red ribbon", "ribbon", "red"),
    ("04C1", "Wisteria chaff", "chaff", None),
    ("04C2", "Wisteria chaff", "chaff", None),
    ("05A", "Eight-plank bridge", "animal", None),
    ("05R", "Iris red ribbon", "ribbon", "red"),
    ("05C1", "Iris chaff", "chaff", None),
    ("05C2", "Iris chaff", "chaff", None),
    ("06A", "Butterflies", "animal", None),
    ("06R", "Peony blue ribbon", "ribbon", "blue"),
    ("06C1", "Peony chaff", "chaff", None),
    ("06C2", "Peony chaff", "chaff", None),
    ("07A", "Boar", "animal", None),
    ("07R", "Bush clover red ribbon", "ribbon", "red"),
    ("07C1", "Bush clover chaff", "chaff", None),
    ("07C2", "Bush clover chaff", "chaff", None),
    ("08L", "Full Moon", "light", None),
    ("08A", "Geese", "animal", None),
    ("08C1", "Susuki chaff", "chaff", None),
    ("08C2", "Susuki chaff", "chaff", None),
    ("09A", "Sake cup", "animal", None),
    ("09R", "Chrysanthemum blue ribbon", "ribbon", "blue"),
    ("09C1", "Chrysanthemum chaff", "chaff", None),
    ("09C2", "Chrysanthemum chaff", "chaff", None),
    ("10A", "Deer", "animal", None),
    ("10R", "Maple blue ribbon", "ribbon", "blue"),
    ("10C1", "Maple chaff", "chaff", None),
    ("10C2", "Maple chaff", "chaff", None),
    ("11L", "Rain Man", "light", None),
    ("11A", "Swallow", "animal", None),
    ("11R", "Willow red ribbon", "ribbon", "red"),
    ("11C1", "Lightning", "chaff", None),
    ("12L", "Phoenix", "light", None),
    ("12C1", "Paulownia chaff", "chaff", None),
    ("12C2", "Paulownia chaff", "chaff", None),
    ("12C3", "Yellow-bottom Paulownia chaff", "chaff", None),
)

_HACHI_HACHI_POINTS: dict[CardClass, int] = {"light": 20, "animal": 10, "ribbon": 5, "chaff": 1}

CARDS: tuple[Card, ...] = tuple(
    Card(
        id=card_id,
        index=index,
        month=index // 4 + 1,
        name=name,
        card_class=card_class,
        ribbon_kind=ribbon_kind,
        hachi_hachi_points=_HACHI_HACHI_POINTS[card_class],
        hachi_points=1 if card_class == "ribbon" else 10,
    )
    for index, (card_id, name, card_class, ribbon_kind) in enumerate(_TABLE)
)
BY_ID: dict[str, Card] = {card.id: card for card in CARDS}
DECK: tuple[str, ...] = tuple(card.id for card in CARDS)


def card(card_id: str) -> Card:
    return BY_ID[card_id]


def month_of(card_id: str) -> int:
    return BY_ID[card_id].month
