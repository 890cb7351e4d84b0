"""People sign up, create, join and play a whole game of each type by tapping, on phones.

Each person has their own browser context (own cookies) at 360x740 with touch. Moves by one
player appear on the others' pages without a reload (htmx over /ws/games/{id}/). At every step
where a player is to act, the first thing to tap for a move is on the first screen; pages never
scroll sideways; board text is readable; axe-core finds nothing serious. With
``SCREENSHOTS=1`` the game pages are written to docs/screenshots/<game>.png (only then, so a
test run leaves the tree clean).
"""

from __future__ import annotations

import os
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from games.models import Game, GameStatus
from tests.e2e.browser.phone import (
    assert_accessible,
    assert_board_text_readable,
    assert_first_choice_on_first_screen,
    assert_no_horizontal_overflow,
    create_game,
    sign_up,
    tap_a_legal_move,
    wait_live,
    wait_version,
)
from tests.e2e.browser.taps import tap_hachi_train

ROOT = Path(__file__).resolve().parents[3]
SHOTS = ROOT / "docs" / "screenshots"
MAX_MOVES = 900
#: Accessibility and layout are checked every this many moves (and at both ends).
CHECK_EVERY = 25

GAMES = {
    # slug: (players, create-form option fields)
    "hachi": (2, {"opt__hachi__match_mode": "fixed", "opt__hachi__rounds": "1"}),
    "hachi-hachi": (3, {"opt__hachi-hachi__rounds": "6"}),
    "hachi-train": (3, {"opt__hachi-train__rounds": "1"}),
    "take-the-train": (2, {}),
    "fast-train": (2, {}),
}


#: Boards whose moves take more than one tap to build (see taps.py); the rest tap a button.
TAPS: dict[str, Callable[[Any, random.Random], None]] = {
    "hachi-train": tap_hachi_train,
}


def check_page(page: Any) -> None:
    assert_no_horizontal_overflow(page)
    assert_board_text_readable(page)
    assert_accessible(page)


@pytest.mark.slow
@pytest.mark.parametrize("slug", list(GAMES))
def test_whole_game_by_tapping_with_live_updates(phone: Any, slug: str) -> None:
    players, options = GAMES[slug]
    names = ["alice", "bob", "carol"][:players]
    pages = [phone() for _ in names]
    for page, name in zip(pages, names, strict=True):
        sign_up(page, name)
    game_id = create_game(pages[0], slug, players, options)
    for page in pages[1:]:
        page.goto(f"/games/{game_id}/")
        page.click("button:has-text('Join this game')")
        page.wait_for_selector("#game")
    for page in pages:
        page.goto(f"/games/{game_id}/")
        wait_live(page)
    check_page(pages[0])

    rng = random.Random(slug)
    live_checked = False
    moves = 0
    while Game.objects.get(pk=game_id).status != GameStatus.FINISHED:
        assert moves < MAX_MOVES, "the game did not finish"
        version = Game.objects.get(pk=game_id).version
        for page in pages:  # every page shows the current version, pushed live
            wait_version(page, version)
        movers = [p for p in pages if p.locator("#game button[name=action]").count()]
        assert movers, "somebody must be able to move"
        page = rng.choice(movers)
        assert_first_choice_on_first_screen(page)
        if moves % CHECK_EVERY == 0:
            check_page(page)
        if moves == 3 and os.environ.get("SCREENSHOTS") == "1":
            SHOTS.mkdir(parents=True, exist_ok=True)
            page.evaluate("window.scrollTo(0, 0)")
            page.screenshot(path=str(SHOTS / f"{slug}.png"), full_page=False)
        TAPS.get(slug, tap_a_legal_move)(page, rng)
        wait_version(page, version + 1)
        moves += 1
        if not live_checked:
            for other in pages:  # no reload: the socket brought the new version
                wait_version(other, version + 1)
            live_checked = True
    for page in pages:
        page.reload()
        assert page.locator("text=Final result").count() == 1
    check_page(pages[0])
    assert live_checked
