"""Frozen state dataclasses of the Hachi-Hachi engine (never mutated; use dataclasses.replace)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, fields
from typing import Any

from games.engines.hachi_hachi.shapes import (
    ChaffHandName,
    DekiyakuName,
    Ending,
    FieldKind,
    PartKind,
    Phase,
    SetHandName,
)


@dataclass(frozen=True, slots=True)
class Teyaku:
    """A player's dealt hand combination (§6): best set hand + best chaff hand."""

    set_name: SetHandName | None
    set_value: int
    chaff_name: ChaffHandName | None
    chaff_value: int
    #: Cards shown to everybody at the announcement (§6.4), canonical order.
    shown: tuple[str, ...]
    #: Months of the set hand's triples when it has a triple and no four (Diving, §9.4).
    triple_months: tuple[int, ...]

    @property
    def value(self) -> int:
        return self.set_value + self.chaff_value

    @property
    def name(self) -> str | None:
        parts = [p for p in (self.chaff_name, self.set_name) if p]
        return " ".join(parts) if parts else None


@dataclass(frozen=True, slots=True)
class Part:
    """One line of a round's settlement: who gains/loses what (already multiplied by M)."""

    kind: PartKind
    seat: int | None
    deltas: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class RoundResult:
    round: int
    dealer: int
    multiplier: int
    field_kind: FieldKind
    #: "end" (case E), "sage_exhausted" (case X), "card_count", "all_eights",
    #: "double_eights", "simple_16" (case C).
    ending: Ending
    ender: int | None
    card_points: tuple[int, ...]
    dekiyaku: tuple[tuple[DekiyakuName, ...], ...]
    parts: tuple[Part, ...]
    deltas: tuple[int, ...]
    next_dealer: int


@dataclass(frozen=True, slots=True)
class HachiHachiState:
    players: int
    rounds: int
    field_carry: str
    double_eights_bonus: bool
    seed: str
    #: 1-based number of the current valid round.
    round_no: int
    #: Deal attempts of this round so far (misdeals), used in the deal's RNG label.
    deal_attempt: int
    dealer: int
    totals: tuple[int, ...]
    #: Public FIFO carry queue of multipliers (§5.2).
    carry: tuple[int, ...]
    multiplier: int
    field_kind: FieldKind
    hands: tuple[tuple[str, ...], ...]
    field: tuple[str, ...]
    #: Face-down draw pile; index 0 is the top card.
    deck: tuple[str, ...]
    piles: tuple[tuple[str, ...], ...]
    teyaku: tuple[Teyaku, ...]
    phase: Phase
    current: int
    #: The turned deck card waiting for a ChooseCapture decision (phase "choose").
    pending: str | None
    #: Acknowledged dekiyaku totals D_ack (§7.4).
    d_ack: tuple[int, ...]
    sage: tuple[bool, ...]
    #: Per seat: the card it fed to the field on its last hand play, if liability may apply (§9.5).
    fed: tuple[str | None, ...]
    #: Size of the current player's pile at the start of the turn (for liability).
    turn_start_pile: int
    #: Captures (each a group of cards moved to the pile together) made in the current turn.
    turn_captures: tuple[tuple[str, ...], ...]
    history: tuple[RoundResult, ...]


def _generate(name: str, params: tuple[str, ...]) -> Any:
    """Compile a straight-line constructor of a new state from ``s``.

    With ``params == ("**c",)`` every field comes from the keyword ``c`` when given, else from
    ``s``; otherwise the named positional ``params`` replace those fields and the rest is copied.
    """
    keywords = params == ("**c",)
    lines = [f"def {name}(s, {', '.join(params)}):", "    n = _new(_cls)"]
    for f in fields(HachiHachiState):
        if keywords:
            value = f"c[{f.name!r}] if {f.name!r} in c else s.{f.name}"
        else:
            value = f.name if f.name in params else f"s.{f.name}"
        lines.append(f"    _set(n, {f.name!r}, {value})")
    lines.append("    return n")
    namespace: dict[str, Any] = {
        "_new": object.__new__,
        "_set": object.__setattr__,
        "_cls": HachiHachiState,
    }
    exec("\n".join(lines), namespace)
    return namespace[name]


#: ``evolve(state, **changes)``: ``dataclasses.replace`` for HachiHachiState, about twice as
#: fast (straight-line code generated once from the field list; no validation of the names,
#: the engine only passes field names).
evolve: Callable[..., HachiHachiState] = _generate("evolve", ("**c",))

#: The common end of a turn (no dekiyaku rise, hands not exhausted): positional and faster still.
TURN_FIELDS = (
    "hands",
    "field",
    "deck",
    "piles",
    "fed",
    "turn_start_pile",
    "turn_captures",
    "pending",
    "phase",
    "current",
)
next_turn: Callable[..., HachiHachiState] = _generate("next_turn", TURN_FIELDS)
