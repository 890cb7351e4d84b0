"""The Take the Train replay: at every step the board shows every hand and the lines exactly as
the engine's full view has them at that step, with no move buttons."""

from __future__ import annotations

from typing import Any

import pytest

from tests.factories import signed_in
from tests.web.train_pages import finished, replay_steps

COLOURS = {"B": "blue", "G": "green", "M": "magenta", "O": "orange"}


def expected_zones(view: dict[str, Any]) -> dict[str, list[str]]:
    """The zones as the rules' table stands: each hand, then each arm outward from its Station
    (and each Transfer branch outward from its base)."""
    out = {f"hand-{seat}": list(mine["hand"]) for seat, mine in enumerate(view["private"])}
    for key, colour in COLOURS.items():
        line = view["lines"][key]
        if line is not None:
            out[f"line-{colour}-low"] = [cell["card"] for cell in line["low"]]
            out[f"line-{colour}-high"] = [cell["card"] for cell in line["high"]]
        branch = view["branches"][key]
        if branch is not None:
            out[f"branch-{colour}"] = [cell["card"] for cell in branch["cards"]]
    return out


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("options", "seed"), [({}, 3), ({"transfer": True, "match": "rounds:2"}, 8)]
)
def test_every_step_of_the_replay_shows_the_table_of_that_step(
    alice: Any, bob: Any, carol: Any, options: dict[str, Any], seed: int
) -> None:
    game = finished("take-the-train", [alice, bob, carol], options, seed=seed)
    seen_lines = 0
    for step, (view, drawn) in enumerate(replay_steps(game, signed_in(alice))):
        assert drawn == expected_zones(view), step
        seen_lines += sum(1 for line in view["lines"].values() if line)
    assert seen_lines
