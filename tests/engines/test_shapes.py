"""Every engine's actions and views match the shapes it declares (``action_shape``,
``view_shape``): the TypedDicts the API schema publishes.

Random games to the end at every player count and with every option value; at the first
steps, every seventh step after them and at the end, every legal action of every acting seat
and the view of every seat and of a spectator are validated strictly (JSON types only, no key
the declaration lacks, none it requires missing).
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from pydantic import ConfigDict, TypeAdapter, ValidationError

from games.engines import registry
from games.engines.base import AnyEngine, action_type_names
from tests.engines.conformance_support import accepted_player_counts, option_values

STRICT = ConfigDict(extra="forbid", strict=True)
EVERY_STEP_UNTIL = 60

CASES = [
    pytest.param(engine, players, {}, id=f"{engine.slug}-{players}p")
    for engine in registry.all_engines()
    for players in accepted_player_counts(engine, {})
] + [
    pytest.param(engine, None, {name: value}, id=f"{engine.slug}-{name}={value}")
    for engine in registry.all_engines()
    for name, value in option_values(engine)
]


def _adapter(shape: Any) -> TypeAdapter[Any]:
    # The list around the shape carries the config down to every nested TypedDict.
    return TypeAdapter(list[shape], config=STRICT)


def _check(adapter: TypeAdapter[Any], value: Any, what: str) -> None:
    try:
        adapter.validate_python([value])
    except ValidationError as error:
        pytest.fail(f"{what} does not match its declared shape:\n{error}\n{value!r}")


@pytest.mark.parametrize("engine", [pytest.param(e, id=e.slug) for e in registry.all_engines()])
def test_every_engine_declares_its_shapes(engine: AnyEngine) -> None:
    assert engine.action_shape is not None, f"{engine.slug} declares no action_shape"
    assert engine.view_shape is not None, f"{engine.slug} declares no view_shape"
    assert action_type_names(engine.action_shape) == engine.action_types


@pytest.mark.parametrize(("engine", "players", "options"), CASES)
def test_actions_and_views_match_the_declared_shapes(
    engine: AnyEngine, players: int | None, options: dict[str, Any]
) -> None:
    actions, views = _adapter(engine.action_shape), _adapter(engine.view_shape)
    counts = [players] if players else accepted_player_counts(engine, options)
    for count in counts:
        rng = random.Random(f"{engine.slug}-{count}-{options}")
        state = engine.setup(players=count, options=options, seed=f"shape-{count}-{options}")
        for step in range(engine.max_actions(count, engine.validate_options(options, count))):
            over = engine.result(state) is not None
            if over or step < EVERY_STEP_UNTIL or step % 7 == 0:
                for seat in [None, *range(count)]:
                    _check(views, engine.view(state, seat), f"step {step}: view of seat {seat}")
            if over:
                break
            acting = sorted(engine.to_act(state))
            for seat in acting if step < EVERY_STEP_UNTIL or step % 7 == 0 else ():
                for action in engine.legal_actions(state, seat):
                    _check(actions, action, f"step {step}: action of seat {seat}")
            seat = rng.choice(acting)
            state, _events = engine.apply(
                state, seat, rng.choice(engine.legal_actions(state, seat))
            )
