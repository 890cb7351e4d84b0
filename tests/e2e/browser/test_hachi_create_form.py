"""Hachi's create form in a phone browser: each match format's number shows only with its
format (static/js/create_form.js), and without script every number shows."""

from __future__ import annotations

from typing import Any

import pytest

from games.models import Game
from tests.e2e.browser.phone import assert_accessible, sign_in, tap
from tests.factories import password_of

PASSWORD = password_of("alice")
MODE = "select[name=opt__hachi__match_mode]"
NUMBERS = ("streak_cap", "rounds", "points_target", "victories")
#: The format chosen -> the one number shown with it.
SHOWN = {
    "streak": "streak_cap",
    "fixed": "rounds",
    "points": "points_target",
    "victories": "victories",
}


def _visible(page: Any) -> set[str]:
    return {name for name in NUMBERS if page.locator(f"[name=opt__hachi__{name}]").is_visible()}


@pytest.mark.slow
def test_each_format_shows_its_own_number_only(phone: Any, alice: Any) -> None:
    page = phone()
    sign_in(page, "alice", PASSWORD)
    page.goto("/games/new/?game_type=hachi")
    assert _visible(page) == {"streak_cap"}  # the default format, streak
    for mode, number in SHOWN.items():
        page.select_option(MODE, mode)
        assert _visible(page) == {number}, mode
    assert_accessible(page)
    page.select_option(MODE, "victories")
    page.fill("input[name=opt__hachi__victories]", "2")
    page.fill("input[name=bots]", "1")
    tap(page, page.locator("form.create-game button[type=submit]"))
    page.wait_for_url("**/games/*/")
    game = Game.objects.get()
    assert game.options["match_mode"] == "victories" and game.options["victories"] == 2


@pytest.mark.slow
def test_without_script_every_number_shows(phone: Any, alice: Any) -> None:
    page = phone(javascript=False)
    sign_in(page, "alice", PASSWORD)
    page.goto("/games/new/?game_type=hachi")
    assert _visible(page) == set(NUMBERS)
