"""The replay on a phone: the game's own board step by step, controls that never move under the
thumb, arrow keys, the step slider, and the move log's lines as links to their step."""

from __future__ import annotations

import random
from typing import Any

import pytest

from games.models import Game
from tests.e2e.browser.phone import (
    assert_accessible,
    assert_board_text_readable,
    assert_no_horizontal_overflow,
    tap,
)
from tests.factories import game_started, moves_played, persona

CONTROLS = ("start", "back", "forward", "end")


@pytest.fixture
def finished(transactional_db: Any) -> tuple[Game, Any]:
    """A whole game of Hachi (one round) between alice and bob, played to its end."""
    alice, bob = persona("alice", password=False), persona("bob", password=False)
    game = game_started("hachi", [alice, bob], {"match_mode": "fixed", "rounds": 1})
    return moves_played(game, [alice, bob], rng=random.Random(4)), alice


def step_of(page: Any) -> int:
    return int(page.locator("#replay").get_attribute("data-step"))


def at_step(page: Any, step: int) -> None:
    page.wait_for_selector(f"#replay[data-step='{step}']")


def boxes(page: Any) -> list[dict[str, float]]:
    """Where the controls sit, each once it shows (a step's swap may still be settling)."""
    controls = [page.locator(f".replay-btn[data-key={key}]") for key in CONTROLS]
    for control in controls:
        control.wait_for(state="visible")
    return [control.bounding_box() for control in controls]


@pytest.mark.slow
def test_stepping_through_a_finished_game(phone: Any, finished: tuple[Game, Any]) -> None:
    game, alice = finished
    last = game.version
    page = phone(alice)
    page.goto(f"/games/{game.pk}/replay/")
    at_step(page, 0)
    assert page.locator("#game button[name=action], #replay button[name=action]").count() == 0
    assert page.locator("[data-zone='hand-0']").count() == 1  # every hand face up
    assert page.locator("[data-zone='hand-1']").count() == 1
    start_boxes = boxes(page)
    assert all(box is not None for box in start_boxes)

    tap(page, page.locator(".replay-btn[data-key=forward]"))
    at_step(page, 1)
    assert page.url.endswith("?step=1")  # a step has its own address
    assert boxes(page) == start_boxes  # the controls did not move under the thumb
    page.keyboard.press("ArrowRight")
    at_step(page, 2)
    page.keyboard.press("ArrowLeft")
    at_step(page, 1)
    page.keyboard.press("End")
    at_step(page, last)
    assert boxes(page) == start_boxes
    assert page.locator(".replay-btn[data-key=forward]").get_attribute("aria-disabled") == "true"
    page.keyboard.press("Home")
    at_step(page, 0)

    middle = last // 2
    page.locator("#replay-step").fill(str(middle))
    page.locator("#replay-step").dispatch_event("change")
    at_step(page, middle)
    assert boxes(page) == start_boxes
    assert_no_horizontal_overflow(page)
    assert_board_text_readable(page, "#replay")
    assert_accessible(page)

    # From the finished game's move log straight to a step.
    page.goto(f"/games/{game.pk}/")
    tap(page, page.locator(f"#log a[href$='replay/?step={last - 1}']"))
    at_step(page, last - 1)
    assert step_of(page) == last - 1
