"""The Fast Train replay: at every step the board shows the dice of the round as rolled and
every train of every sheet exactly as the engine's full view has them, with no move buttons."""

from __future__ import annotations

from typing import Any

import pytest

from tests.factories import signed_in
from tests.web.train_pages import finished, replay_steps

COLOURS = ("red", "yellow", "blue", "orange", "green", "purple")


def expected_zones(view: dict[str, Any]) -> dict[str, list[str]]:
    out = {"dice": [f"{d['die']}:{d['value']}" for d in view["dice"]]}
    for sheet in view["sheets"]:
        for colour in COLOURS:
            for train in ("fast", "heavy"):
                cars = sheet["trains"][colour][train]
                out[f"sheet-{sheet['seat']}-{colour}-{train}"] = [str(v) for v in cars]
    return out


@pytest.mark.django_db
@pytest.mark.parametrize("players", [1, 2])
def test_every_step_of_the_replay_shows_the_dice_and_sheets_of_that_step(
    alice: Any, bob: Any, players: int
) -> None:
    game = finished("fast-train", [alice, bob][:players], seed=5)
    cars = 0
    for step, (view, drawn) in enumerate(replay_steps(game, signed_in(alice))):
        expected = expected_zones(view)
        assert drawn == expected, step
        cars += sum(len(cards) for name, cards in expected.items() if name != "dice")
    assert cars
