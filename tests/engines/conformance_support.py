"""Property checks shared by every engine: the random-play driver of the conformance suite.

Every check raises :class:`ConformanceFailure` whose ``prop`` names the broken property (the
tags below) and whose message says how to reproduce it (engine, players, options, seed, step).
The suite (``test_conformance.py``) runs these over ``registry.all_engines()``; the self-test
(``test_conformance_selftest.py``) proves each check catches a deliberately broken toy engine.

Property tags: metadata, options, players, determinism, to-act, legal-actions, illegal-actions,
immutability, json-round-trip, events, views, hidden-info, conservation, termination, replay,
final-view, result, bots.
"""

from __future__ import annotations

import dataclasses
import functools
import json
import os
import re
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from games.engines.base import AnyEngine, InvalidOptions

# By default each engine gets a budget of fully checked steps (CONFORMANCE_STEPS, shared by its
# player counts; at least one whole game per count, at most SEEDS games). A soak run sets
# CONFORMANCE_SEEDS=200: exactly that many games per player count, no step budget.
SOAK = "CONFORMANCE_SEEDS" in os.environ
SEEDS = int(os.environ.get("CONFORMANCE_SEEDS", "8"))
STEP_BUDGET = int(os.environ.get("CONFORMANCE_STEPS", "1500"))

MALFORMED: tuple[Any, ...] = ("play", None, 7, [], ["type"], {}, {"type": 3}, {"type": None})
GARBAGE: tuple[Any, ...] = (-1, 10**9, "\u2603-not-a-thing", None, [1, 2], {"x": 1}, True, 2.5)
UNKNOWN_TYPE = "__no_such_action__"


class ConformanceFailure(AssertionError):
    def __init__(self, prop: str, message: str) -> None:
        super().__init__(f"[{prop}] {message}")
        self.prop = prop


@dataclass
class Ctx:
    """Where we are, for reproducible failure messages."""

    engine: AnyEngine
    players: int
    options: Mapping[str, Any] | None
    seed: str
    step: int = 0

    def fail(self, prop: str, message: str) -> ConformanceFailure:
        where = (
            f" (engine={self.engine.slug!r} players={self.players} options={self.options!r} "
            f"seed={self.seed!r} step={self.step})"
        )
        return ConformanceFailure(prop, message + where)

    def check(self, condition: object, prop: str, message: str | Callable[[], str]) -> None:
        if not condition:
            raise self.fail(prop, message() if callable(message) else message)


# ----- JSON and hidden-token helpers -------------------------------------------------------------


def dumps(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"))


@functools.lru_cache(maxsize=4096)
def _bounded(token: str) -> re.Pattern[str]:
    return re.compile(r"(?<![A-Za-z0-9])" + re.escape(token) + r"(?![A-Za-z0-9])")


def leaked_tokens(text: str, tokens: Iterable[str]) -> list[str]:
    """Hidden tokens found in ``text`` (a JSON dump).

    A token leaks if it appears as a whole JSON string ('"id"'), or, for tokens that are not
    pure digits, as a whole word inside a longer string (for example in "played 01L").
    """
    out = []
    for token in tokens:
        if not token or token not in text:
            continue
        if f'"{token}"' in text or (not token.isdigit() and _bounded(token).search(text)):
            out.append(token)
    return sorted(out)


# ----- metadata and options ---------------------------------------------------------------------


def check_metadata(engine: AnyEngine) -> None:
    ctx = Ctx(engine, 0, None, "-")
    ctx.check(isinstance(engine.slug, str) and engine.slug, "metadata", "slug must be a string")
    ctx.check(isinstance(engine.name, str) and engine.name, "metadata", "name must be a string")
    ctx.check(
        isinstance(engine.min_players, int) and 1 <= engine.min_players <= engine.max_players,
        "metadata",
        "need 1 <= min_players <= max_players",
    )
    ctx.check(isinstance(engine.version, int) and engine.version >= 1, "metadata", "version >= 1")
    ctx.check(
        isinstance(engine.action_types, frozenset)
        and engine.action_types
        and all(isinstance(t, str) and t for t in engine.action_types),
        "metadata",
        "action_types must be a non-empty frozenset of strings",
    )
    st = engine.state_type
    params = getattr(st, "__dataclass_params__", None)
    ctx.check(
        dataclasses.is_dataclass(st) and params is not None and params.frozen,
        "metadata",
        f"state_type {st!r} must be a frozen dataclass",
    )
    names = [spec.name for spec in engine.option_specs]
    ctx.check(len(names) == len(set(names)), "metadata", f"duplicate option names {names}")
    described = engine.describe()
    dumps(described)
    ctx.check(described["slug"] == engine.slug, "metadata", "describe() must carry the slug")


def option_values(engine: AnyEngine) -> Iterator[tuple[str, Any]]:
    """Every interesting value of every option: each choice, min/max, both booleans."""
    for spec in engine.option_specs:
        if spec.kind == "choice":
            values: list[Any] = list(spec.choices)
        elif spec.kind == "bool":
            values = [True, False]
        else:
            values = [v for v in (spec.minimum, spec.default, spec.maximum) if v is not None]
        for value in dict.fromkeys(values):
            yield spec.name, value


def all_changed_options(engine: AnyEngine) -> dict[str, Any]:
    """Every option at a value other than its default (the first such value of each)."""
    out: dict[str, Any] = {}
    for name, value in option_values(engine):
        default = next(spec.default for spec in engine.option_specs if spec.name == name)
        if name not in out and value != default:
            out[name] = value
    return out


def bad_option_values(spec: Any) -> list[Any]:
    if spec.kind == "bool":
        return ["yes", 1, 0, None, "true"]
    if spec.kind == "int":
        bad: list[Any] = ["3", True, 1.5, None, [1]]
        if spec.minimum is not None:
            bad.append(spec.minimum - 1)
        if spec.maximum is not None:
            bad.append(spec.maximum + 1)
        return bad
    return ["__not_a_choice__", 1, None, True, "", *(c.upper() + "!" for c in spec.choices[:1])]


def check_options(engine: AnyEngine) -> None:
    ctx = Ctx(engine, engine.min_players, None, "options-seed-x7")
    defaults = {spec.name: spec.default for spec in engine.option_specs}
    for spec in engine.option_specs:
        try:
            ok = spec.validate(spec.default) == spec.default
        except InvalidOptions as exc:
            raise ctx.fail("options", f"default of {spec.name!r} is invalid: {exc}") from exc
        ctx.check(ok, "options", f"default of {spec.name!r} changes under validation")
        if spec.kind == "choice":
            ctx.check(
                spec.choices and len(set(spec.choices)) == len(spec.choices),
                "options",
                f"choices of {spec.name!r} must be non-empty and unique",
            )
    for players in range(engine.min_players, engine.max_players + 1):
        ctx.players = players
        for given in (None, {}):
            try:
                filled = engine.validate_options(given, players)
            except InvalidOptions as exc:
                raise ctx.fail("options", f"defaults rejected for {players} players") from exc
            ctx.check(filled == defaults, "options", f"defaults not filled: {filled}")
        try:
            engine.validate_options({"__no_such_option__": 1}, players)
        except InvalidOptions as exc:
            ctx.check(exc.option == "__no_such_option__", "options", "wrong option blamed")
        else:
            raise ctx.fail("options", "an unknown option name was accepted")
        for spec in engine.option_specs:
            for bad in bad_option_values(spec):
                try:
                    engine.setup(players=players, options={spec.name: bad}, seed=ctx.seed)
                except InvalidOptions:
                    continue
                raise ctx.fail("options", f"option {spec.name}={bad!r} was accepted")
    # Each documented value must be playable with at least one player count.
    for name, value in option_values(engine):
        if not accepted_player_counts(engine, {name: value}):
            raise ctx.fail("options", f"{name}={value!r} is rejected for every player count")


def accepted_player_counts(engine: AnyEngine, options: Mapping[str, Any]) -> list[int]:
    out = []
    for players in range(engine.min_players, engine.max_players + 1):
        try:
            engine.validate_options(options, players)
        except InvalidOptions:
            continue
        out.append(players)
    return out


def check_player_bounds(engine: AnyEngine) -> None:
    ctx = Ctx(engine, 0, None, "players-seed-x7")
    for players in (engine.min_players - 1, engine.max_players + 1, 0, -1):
        if engine.min_players <= players <= engine.max_players:
            continue
        ctx.players = players
        try:
            engine.setup(players=players, options=None, seed=ctx.seed)
        except InvalidOptions:
            continue
        raise ctx.fail("players", f"{players} players accepted")


# ----- determinism of setup ---------------------------------------------------------------------


def _trajectory(engine: AnyEngine, players: int, options: Any, seed: str, steps: int) -> str:
    """States along the 'first legal action of the lowest seat' line, with the seed blanked."""
    state = engine.setup(players=players, options=options, seed=seed)
    parts = [dumps(engine.state_to_json(state))]
    for _ in range(steps):
        if engine.result(state) is not None:
            break
        seat = min(engine.to_act(state))
        state, _ = engine.apply(state, seat, engine.legal_actions(state, seat)[0])
        parts.append(dumps(engine.state_to_json(state)))
    return "\n".join(parts).replace(seed, "<seed>")


def check_setup_determinism(
    engine: AnyEngine, players: int, options: Mapping[str, Any] | None, seeds: list[str]
) -> None:
    ctx = Ctx(engine, players, options, seeds[0])
    signatures = set()
    for seed in seeds:
        ctx.seed = seed
        first = engine.setup(players=players, options=options, seed=seed)
        again = engine.setup(players=players, options=options, seed=seed)
        ctx.check(first == again, "determinism", "two setups with the same seed differ")
        ctx.check(
            dumps(engine.state_to_json(first)) == dumps(engine.state_to_json(again)),
            "determinism",
            "two setups with the same seed serialise differently",
        )
        trajectory = _trajectory(engine, players, options, seed, 12)
        again_t = _trajectory(engine, players, options, seed, 12)
        ctx.check(trajectory == again_t, "determinism", "same seed, same moves, other states")
        signatures.add(trajectory)
    ctx.check(
        len(signatures) >= len(seeds) - 1,
        "determinism",
        f"only {len(signatures)} distinct games from {len(seeds)} seeds (chance ignores the seed?)",
    )
