"""The "How to play" pages on a phone (360x740, touch): nothing scrolls sideways, all text (the
card pictures' SVG text as drawn) is readable, axe-core finds nothing serious, and a new player
reaches each game's page from its game bar and the index from the site menu."""

from __future__ import annotations

from typing import Any

import pytest

from games.engines.registry import all_engines
from tests.e2e.browser.phone import (
    assert_accessible,
    assert_board_text_readable,
    assert_no_horizontal_overflow,
    create_game,
    sign_up,
    tap,
)

SLUGS = [engine.slug for engine in all_engines()]


@pytest.mark.parametrize("path", ["/rules/", *(f"/rules/{slug}/" for slug in SLUGS)])
def test_rules_page_fits_a_phone_and_is_accessible(phone: Any, path: str) -> None:
    page = phone()
    page.goto(path)
    page.wait_for_selector("main h1")
    if path != "/rules/":
        # The boards' own card and die drawings (SVG, or HTML cards for the train games).
        pictures = page.locator("main .hf-card, main .ht-card, main .tt-card, main .ft-die")
        assert pictures.count() >= 6
        # The card pictures are laid out (drawn with a size), not collapsed.
        box = pictures.first.bounding_box()
        assert box is not None and box["width"] >= 40
    assert_no_horizontal_overflow(page)
    assert_board_text_readable(page, "main")
    assert_accessible(page)


def test_new_player_reaches_the_rules_from_the_menu_and_each_game_bar(phone: Any) -> None:
    page = phone()
    sign_up(page, "newcomer")
    tap(page, page.locator("#site-menu > summary"))
    tap(page, page.locator("#site-menu nav a", has_text="How to play"))
    page.wait_for_url("**/rules/")
    assert page.locator("main .rules-index li").count() == len(SLUGS)

    for engine in all_engines():
        players = max(engine.min_players, 2) if engine.max_players > 1 else 1
        game_id = create_game(page, engine.slug, players, {})
        link = page.locator("#game .game-bar a", has_text="How to play")
        tap(page, link)
        page.wait_for_url(f"**/rules/{engine.slug}/")
        assert page.locator("main h1").inner_text() == f"How to play {engine.name}"
        assert page.locator(f"#options #option-{engine.option_specs[0].name}").count() == 1
        page.go_back()
        page.wait_for_url(f"**/games/{game_id}/")
