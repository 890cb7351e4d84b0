"""Hachi's create form in a phone browser: each match format's number shows only with its
format (static/js/create_form.js), and without script every number shows."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from games.models import Game
from tests.e2e.browser.phone import PHONE, assert_accessible, sign_in, tap

PASSWORD = "a-long-passphrase-1"
MODE = "select[name=opt__hachi__match_mode]"
NUMBERS = ("streak_cap", "rounds", "points_target", "victories")
#: The format chosen -> the one number shown with it.
SHOWN = {
    "streak": "streak_cap",
    "fixed": "rounds",
    "points": "points_target",
    "victories": "victories",
}


@pytest.fixture
def alice(django_user_model: Any, transactional_db: Any) -> Any:
    return django_user_model.objects.create_user("alice", "alice@example.com", PASSWORD)


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


@pytest.fixture
def no_script_page(browser: Any, site_url: str) -> Iterator[Any]:
    context = browser.new_context(**PHONE, base_url=site_url, java_script_enabled=False)
    page = context.new_page()
    page.set_default_timeout(20_000)
    yield page
    context.close()


@pytest.mark.slow
def test_without_script_every_number_shows(no_script_page: Any, alice: Any) -> None:
    sign_in(no_script_page, "alice", PASSWORD)
    no_script_page.goto("/games/new/?game_type=hachi")
    assert _visible(no_script_page) == set(NUMBERS)
