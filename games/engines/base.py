"""The one interface every game engine implements (design §3).

An engine is a stateless object with metadata and pure functions over an immutable state:

* ``setup(players=, options=, seed=)`` deals the first position;
* ``to_act(state)`` is the set of seats that must decide now (several during simultaneous steps);
* ``legal_actions(state, seat)`` is the complete, deterministic, small list of that seat's choices;
* ``apply(state, seat, action)`` validates and returns ``(new_state, events)`` without touching
  its input, or raises :class:`IllegalAction`;
* ``view(state, seat)`` is the only way state leaves the engine: what that seat (or a spectator,
  ``seat=None``) may see. Seat-private parts live under the key ``"you"``;
* ``result(state)`` is ``None`` until the game is over, then an :class:`Outcome`.

Actions and events are plain JSON dicts with a ``"type"`` key. An event that only some seats may
see carries ``"visible_to": [seats]`` and, optionally, ``"redacted": {...}`` (what the others see
instead); :meth:`Engine.event_view` applies that convention.

Subclasses implement the underscore hooks (``_apply``, ``_legal_actions``...) and never repeat
the generic validation done here (seat to act, action shape, membership of the legal list).
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Literal, NotRequired, TypedDict, get_args, get_type_hints

from games.engines import serde

Event = dict[str, Any]
Options = dict[str, Any]
#: The five games' slugs, the one list of them (games/representations.py re-exports it; a test
#: pins it to the registry).
GameSlug = Literal["hachi-hachi", "hachi", "hachi-train", "take-the-train", "fast-train"]


class IllegalAction(Exception):
    """A move the rules do not allow. ``code`` is machine-readable, ``message`` a sentence."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


class InvalidOptions(ValueError):
    """Game options that do not fit the engine's option schema."""

    def __init__(self, option: str, message: str) -> None:
        super().__init__(message)
        self.option = option
        self.message = message


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """One game option: a choice among strings, a bounded integer, or a boolean."""

    name: str
    kind: Literal["choice", "int", "bool"]
    default: str | int | bool
    description: str
    choices: tuple[str, ...] = ()
    minimum: int | None = None
    maximum: int | None = None

    def validate(self, value: Any) -> str | int | bool:
        if self.kind == "bool":
            if not isinstance(value, bool):
                raise InvalidOptions(self.name, f"Option '{self.name}' must be true or false.")
            return value
        if self.kind == "int":
            if isinstance(value, bool) or not isinstance(value, int):
                raise InvalidOptions(self.name, f"Option '{self.name}' must be a whole number.")
            low, high = self.minimum, self.maximum
            if (low is not None and value < low) or (high is not None and value > high):
                raise InvalidOptions(
                    self.name, f"Option '{self.name}' must be between {low} and {high}."
                )
            return value
        if value not in self.choices:
            allowed = ", ".join(self.choices)
            raise InvalidOptions(self.name, f"Option '{self.name}' must be one of: {allowed}.")
        return str(value)

    def describe(self) -> OptionDescription:
        """The JSON description published by ``GET /api/v1/game-types/``."""
        out: OptionDescription = {
            "name": self.name,
            "kind": self.kind,
            "default": self.default,
            "description": self.description,
        }
        if self.kind == "choice":
            out["choices"] = list(self.choices)
        if self.kind == "int":
            out["minimum"] = self.minimum
            out["maximum"] = self.maximum
        return out


# What ``GET /api/v1/game-types/`` publishes of an engine: declared here, beside what it
# describes, so that ``describe`` is checked; games/representations.py re-exports both.
class OptionDescription(TypedDict):
    """One option of a game: a choice among strings, a bounded whole number, a boolean, or a
    table (a structured value: its schema is in the game's `<Game>Options` component)."""

    name: str
    kind: Literal["choice", "int", "bool", "table"]
    default: str | int | bool | dict[str, Any]
    description: str
    choices: NotRequired[list[str]]
    """For `choice`: the values allowed."""
    minimum: NotRequired[int | None]
    """For `int`."""
    maximum: NotRequired[int | None]
    """For `int`."""


class GameType(TypedDict):
    """One of the five games."""

    slug: GameSlug
    name: str
    min_players: int
    max_players: int
    version: int
    """The engine version new games are created with."""
    options: list[OptionDescription]


class OutcomeJson(TypedDict):
    """An Outcome as JSON (the site stores and publishes it as a game's ``result``)."""

    scores: list[int]
    ranks: list[int]
    winners: list[int]
    detail: dict[str, Any]


@dataclass(frozen=True, slots=True)
class Outcome:
    """The final result: one score and one rank per seat (rank 1 is best; ties share a rank)."""

    scores: tuple[int, ...]
    ranks: tuple[int, ...]
    detail: Mapping[str, Any] = field(default_factory=dict)

    @property
    def winners(self) -> tuple[int, ...]:
        """Seats sharing rank 1; empty for a draw (every seat of a multi-seat game ranked 1)."""
        best = [seat for seat, rank in enumerate(self.ranks) if rank == 1]
        return () if len(best) == len(self.ranks) > 1 else tuple(best)

    def to_json(self) -> OutcomeJson:
        return {
            "scores": list(self.scores),
            "ranks": list(self.ranks),
            "winners": list(self.winners),
            "detail": serde.to_json(self.detail),
        }


def ranks_from_scores(scores: Sequence[int], *, higher_is_better: bool = True) -> tuple[int, ...]:
    """Competition ranking (1, 1, 3...): tied scores share the better rank."""
    sign = 1 if higher_is_better else -1
    return tuple(1 + sum(1 for other in scores if sign * other > sign * own) for own in scores)


def _same_json(a: Any, b: Any) -> bool:
    """Equality that also tells JSON types apart (``true`` is not ``1``, ``1.0`` is not ``1``)."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(_same_json(a[k], b[k]) for k in a)
    if isinstance(a, (list, tuple)):
        return len(a) == len(b) and all(_same_json(x, y) for x, y in zip(a, b, strict=True))
    return bool(a == b)


def action_type_names(shape: object) -> frozenset[str]:
    """The ``type`` values of a union of action TypedDicts (each ``type: Literal[...]``)."""
    members = get_args(shape) or (shape,)
    names: set[str] = set()
    for member in members:
        names.update(get_args(get_type_hints(member)["type"]))
    return frozenset(names)


class Engine[S, A: Mapping[str, Any], V: Mapping[str, Any]](ABC):
    """Base class of the five engines.

    ``S`` is the engine's frozen state dataclass, ``A`` the union of its action TypedDicts and
    ``V`` its view TypedDict (the same for a seat and a spectator: the seat's private part is
    ``you``, null for spectators). ``action_shape`` and ``view_shape`` name those declarations
    at run time, for the API schema and the conformance test that every action and view the
    engine produces matches them.
    """

    slug: ClassVar[GameSlug]
    name: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    version: ClassVar[int]
    option_specs: ClassVar[tuple[OptionSpec, ...]] = ()
    state_type: ClassVar[type]
    #: Action ``type`` values this engine understands (for the "unknown action type" error).
    action_types: ClassVar[frozenset[str]]
    #: The declared shapes: ``A`` and ``V`` as run-time objects (see the class docstring).
    action_shape: ClassVar[Any] = None
    view_shape: ClassVar[Any] = None
    #: Options beyond ``option_specs`` that take a structured value: name -> its TypedDict
    #: (the engine validates them itself; ``describe`` lists them with ``"kind": "table"``).
    structured_options: ClassVar[Mapping[str, Any]] = {}

    # ----- metadata -------------------------------------------------------------------------

    def describe(self) -> GameType:
        return {
            "slug": self.slug,
            "name": self.name,
            "min_players": self.min_players,
            "max_players": self.max_players,
            "version": self.version,
            "options": [spec.describe() for spec in self.option_specs],
        }

    def validate_options(self, options: Mapping[str, Any] | None, players: int) -> Options:
        """Fill defaults and check every option; unknown names are errors."""
        given = dict(options or {})
        known = {spec.name: spec for spec in self.option_specs}
        for name in given:
            if name not in known:
                raise InvalidOptions(name, f"'{self.slug}' has no option named '{name}'.")
        checked = {
            spec.name: spec.validate(given[spec.name]) if spec.name in given else spec.default
            for spec in self.option_specs
        }
        self._check_option_combination(checked, players)
        return checked

    def validate_players(self, players: int) -> None:
        if not self.min_players <= players <= self.max_players:
            raise InvalidOptions(
                "players",
                f"{self.name} is played by {self.min_players} to {self.max_players} players.",
            )

    def _check_option_combination(self, options: Options, players: int) -> None:
        """Hook for rules that tie options to each other or to the player count."""
        return None

    # ----- the game -------------------------------------------------------------------------

    def setup(self, *, players: int, options: Mapping[str, Any] | None, seed: str) -> S:
        self.validate_players(players)
        return self._setup(players, self.validate_options(options, players), seed)

    def apply(self, state: S, seat: int, action: object) -> tuple[S, list[Event]]:
        """Validate ``action`` for ``seat`` and return the next state and its events."""
        if self.result(state) is not None:
            raise IllegalAction("game_over", "The game is over; no more moves can be made.")
        if not isinstance(action, dict) or not isinstance(action.get("type"), str):
            raise IllegalAction(
                "malformed_action", "An action must be a JSON object with a string 'type'."
            )
        if action["type"] not in self.action_types:
            known = ", ".join(sorted(self.action_types))
            raise IllegalAction(
                "unknown_action_type",
                f"'{action['type']}' is not an action of {self.name} (known: {known}).",
            )
        if seat not in self.to_act(state):
            raise IllegalAction("not_your_turn", f"Seat {seat} has no decision to make now.")
        legal = self._legal_actions(state, seat)
        chosen = next((o for o in legal if action == o and _same_json(action, o)), None)
        if chosen is None:
            raise IllegalAction("illegal_action", self._explain_illegal(state, seat, action))
        return self._apply(state, seat, chosen)

    def legal_actions(self, state: S, seat: int) -> list[A]:
        if self.result(state) is not None or seat not in self.to_act(state):
            return []
        return self._legal_actions(state, seat)

    @abstractmethod
    def _setup(self, players: int, options: Options, seed: str) -> S: ...

    @abstractmethod
    def to_act(self, state: S) -> frozenset[int]: ...

    @abstractmethod
    def _legal_actions(self, state: S, seat: int) -> list[A]: ...

    @abstractmethod
    def _apply(self, state: S, seat: int, action: A) -> tuple[S, list[Event]]: ...

    @abstractmethod
    def view(self, state: S, seat: int | None) -> V: ...

    @abstractmethod
    def result(self, state: S) -> Outcome | None: ...

    @abstractmethod
    def num_players(self, state: S) -> int: ...

    def decision(self, state: S, seat: int) -> str | None:
        """Names the decision ``seat`` faces, when other seats' moves cannot change it.

        In a simultaneous step each seat decides on its own: two states with the same name for
        a seat offer it the same legal actions with the same meaning, so a move chosen at the
        earlier one is still the same move at the later one (the move path then does not
        refuse it as stale). ``None``, the default, means any move may change it.
        """
        return None

    def full_view(self, state: S) -> dict[str, Any]:
        """Everything at once, for the replay of a finished game (whose seed is public): the
        spectator's view plus each seat's private part, ``"private"[seat]`` being exactly what
        ``view(state, seat)["you"]`` holds. Never sent to anyone while a game runs."""
        private = [self.view(state, seat).get("you") for seat in range(self.num_players(state))]
        return {**self.view(state, None), "private": private}

    def _explain_illegal(self, state: S, seat: int, action: Mapping[str, Any]) -> str:
        """A sentence saying why ``action`` is not legal now; engines may be more specific."""
        return "That action is not one of your legal actions now; ask for the legal moves."

    # ----- move log redaction ---------------------------------------------------------------

    def action_view(self, action: A, actor: int, seat: int | None) -> A:
        """What ``seat`` may see of an action ``actor`` took (engines hide private choices)."""
        return action

    def event_view(self, event: Event, seat: int | None) -> Event | None:
        """Apply the ``visible_to`` / ``redacted`` convention of the module docstring."""
        visible_to = event.get("visible_to")
        if visible_to is None:
            return event
        if seat is not None and seat in visible_to:
            return {k: v for k, v in event.items() if k not in ("visible_to", "redacted")}
        redacted: Event | None = event.get("redacted")
        return redacted

    # ----- serialisation --------------------------------------------------------------------

    def state_to_json(self, state: S) -> dict[str, Any]:
        data: dict[str, Any] = serde.to_json(state)
        return data

    def state_from_json(self, data: Mapping[str, Any]) -> S:
        state: S = serde.from_json(self.state_type, data)
        return state

    def replay(
        self,
        *,
        players: int,
        options: Mapping[str, Any] | None,
        seed: str,
        moves: Sequence[tuple[int, Mapping[str, Any]]],
    ) -> S:
        """Rebuild a state from the seed and the move log (used for audit and recovery)."""
        state = self.setup(players=players, options=options, seed=seed)
        for seat, action in moves:
            state, _events = self.apply(state, seat, action)
        return state

    # ----- bots -----------------------------------------------------------------------------

    def greedy_action(self, view: V, seat: int, actions: Sequence[A], rng: random.Random) -> A:
        """The greedy bot's choice, from the seat's own view only (never the hidden state).

        Engines override this with game knowledge; the default prefers the first listed action.
        """
        return actions[0]

    # ----- conformance hooks (the conformance tests check every engine by them) --------------

    @abstractmethod
    def zones(self, state: S) -> dict[str, list[str]]:
        """Every physical component by zone (hands, field, piles, dice...), for conservation."""

    @abstractmethod
    def components(self, state: S) -> list[str]:
        """The multiset of every component in play; ``zones`` must partition exactly this."""

    @abstractmethod
    def hidden_from(self, state: S, seat: int | None) -> set[str]:
        """Strings (card ids, the seed...) that must not appear anywhere in ``seat``'s view."""

    def ended_round_ids(self, events: Sequence[Event]) -> set[str]:
        """Card ids that a step's events name as cards of the round that same step ended.

        Engines that reuse card ids in every round end a round and deal the next one in one
        step; its public events name the cards of the last play, which the fresh deal may put
        back into a hidden hand or pile. Only checks of what a step's events show use this (the
        conformance suite's event check, for a step that moves most components; the API's
        hidden-information test, for move-log entries); ``hidden_from`` and the views never
        excuse these ids. Default: none.
        """
        return set()

    @abstractmethod
    def max_actions(self, players: int, options: Options) -> int:
        """A documented upper bound on the number of actions of a whole game (termination)."""


#: Any of the engines, where the caller works with each engine's actions and views as JSON.
AnyEngine = Engine[Any, Any, Any]
