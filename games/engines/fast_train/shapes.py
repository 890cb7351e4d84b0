"""The declared shapes of Fast Train's actions and view (rules: docs/games/fast-train.md).

Plain ``TypedDict`` declarations: the engine builds its actions and views as these types (mypy
checks them) and the API publishes them as its JSON Schema. Seats are numbers ``0 .. players-1``.
"""

from __future__ import annotations

from typing import Literal, NotRequired, TypedDict

#: The six cargo colours, in the order of the rules' table (and of every list in the view).
Colour = Literal["red", "yellow", "blue", "orange", "green", "purple"]
#: The three dice; a die alone makes cargo of its own colour, two dice a mixed colour.
Die = Literal["red", "yellow", "blue"]
#: The two trains of a colour.
TrainKind = Literal["fast", "heavy"]
#: The destination of each colour, in colour order (red: Miyajima ... purple: Sydney).
City = Literal["Miyajima", "London", "Paris", "Rio", "New York", "Sydney"]
Phase = Literal["roll", "load", "over"]


# ----- actions ------------------------------------------------------------------------------


class RollAction(TypedDict):
    """The active player chooses the next die to roll (steps 1 and 2 of a round)."""

    type: Literal["roll"]
    die: Die
    """A die not yet rolled this round; the server rolls its value."""


class LoadAction(TypedDict):
    """A seat commits its load of the last die rolled (every seat with a legal load, at once)."""

    type: Literal["load"]
    colour: NotRequired[Colour]
    """The source: the die's own colour (the die alone) or the mixed colour it makes with a
    die rolled earlier this round. Absent when another seat's load is read from the move log
    (a load stays its owner's secret; the loads_revealed event shows it)."""
    train: NotRequired[TrainKind]
    """The train of that colour that takes the cargo. Absent with ``colour``."""


FastTrainAction = RollAction | LoadAction


# ----- the view -----------------------------------------------------------------------------


class RolledDie(TypedDict):
    """A die rolled this round."""

    id: str
    """The die's component id, ``die:<colour>`` (``die:red``, ``die:yellow``, ``die:blue``)."""
    die: Die
    value: int
    """1 to 6."""


class Source(TypedDict):
    """Cargo the last die offers: the die alone, or mixed with a die rolled earlier."""

    colour: Colour
    cargo: int
    """The die's value, or the two dice's values added for a mixed colour."""


class TrainPair(TypedDict):
    """One list of numbers for each train of a colour."""

    fast: list[int]
    heavy: list[int]


class PerColour(TypedDict):
    """The fast and heavy train's numbers of every colour."""

    red: TrainPair
    yellow: TrainPair
    blue: TrainPair
    orange: TrainPair
    green: TrainPair
    purple: TrainPair


class SheetView(TypedDict):
    """A player's sheet, public to everyone."""

    seat: int
    trains: PerColour
    """Each train's filled cars, left to right, as running totals (0 to 6 numbers; the last
    is the train's sum)."""
    reached: list[Colour]
    """Colours whose city this player has reached (either train has 6 cars): closed to him."""
    score: int
    """The sheet's score if the game ended now."""


class Destinations(TypedDict):
    """The distinct cities reached by anyone, which end the game at the threshold."""

    reached: list[Colour]
    """In colour order."""
    cities: list[City]
    """The same destinations as city names."""
    count: int
    threshold: int
    """Distinct destinations that make the current round the last (2, 3, 4, 5, then 6 for
    1, 2, 3, 4, 5-8 players)."""


class PendingLoad(TypedDict):
    """The load this seat committed for the last die, hidden from the others until all are in."""

    colour: Colour
    train: TrainKind
    cargo: int


class FastTrainPrivate(TypedDict):
    """What only this seat sees."""

    seat: int
    must_load: bool
    """Whether this seat still has to commit a load for the last die."""
    pending: PendingLoad | None
    """Its committed, not yet revealed load; null when it has none."""


class FastTrainView(TypedDict):
    """A Fast Train position as a seat or a spectator sees it; only ``you`` differs."""

    game: Literal["fast-train"]
    players: int
    round: int
    """The round number, from 1."""
    active: int
    """The seat choosing the dice this round."""
    phase: Phase
    """``roll``: the active seat picks a die; ``load``: seats commit loads; ``over``."""
    to_act: list[int]
    """The seats that must decide now."""
    dice: list[RolledDie]
    """This round's dice, in the order rolled."""
    unrolled: list[Die]
    sources: list[Source]
    """The last die's sources during the load phase (die alone first, then mixes in colour
    order); empty otherwise."""
    waiting: list[int]
    """Seats that still have to commit a load for the last die."""
    committed: list[int]
    """Seats that have committed a load for the last die (the loads stay hidden)."""
    skipped: list[int]
    """Seats with no legal load for the last die (load phase only)."""
    sheets: list[SheetView]
    """Every player's sheet, by seat."""
    destinations: Destinations
    last_round: bool
    """Whether the end is triggered: this round is the last."""
    rounds_played: int
    distance_tables: PerColour
    """The distance of each train with 0 to 6 filled cars (7 numbers; the distance_tables
    option). A fast train is closer than the heavy one when its distance is smaller."""
    you: FastTrainPrivate | None
    """This seat's private part; null for a spectator."""
