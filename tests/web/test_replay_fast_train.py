"""The Fast Train replay: at every step the board shows the dice of the round as rolled and
every train of every sheet exactly as the engine's full view has them, with no move buttons."""

from __future__ import annotations

from typing import Any

import pytest

from tests.web.pages import signed_in
from tests.web.train_pages import finish_game, replay_views, zones

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
    django_user_model: Any, players: int
) -> None:
    users = [
        django_user_model.objects.create_user(n, password="pw-123456!") for n in "ab"[:players]
    ]
    game = finish_game(users, "fast-train", seed=5)
    client = signed_in(users[0])
    views = replay_views(game)
    assert len(views) > 20
    cars = 0
    for step, view in enumerate(views):
        response = client.get(f"/games/{game.pk}/replay/?step={step}")
        assert response.status_code == 200
        text = response.content.decode()
        assert 'name="action"' not in text, step
        expected = expected_zones(view)
        assert zones(text) == expected, step
        cars += sum(len(cards) for name, cards in expected.items() if name != "dice")
    assert cars
