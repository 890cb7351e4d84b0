"""People sign up, create, join and play a whole game of each type by tapping, on phones.

Each person has their own browser context (own cookies) at 360x740. Moves by one player must
appear on the others' pages without a reload (htmx over /ws/games/{id}/). Screenshots of each
game page are written to docs/screenshots/<game>.png.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from games.models import Game, GameStatus

ROOT = Path(__file__).resolve().parents[3]
SHOTS = ROOT / "docs" / "screenshots"
MAX_CLICKS = 900

GAMES = {
    # slug: (players, create-form option fields)
    "hachi": (2, {"opt__hachi__match_mode": "fixed", "opt__hachi__rounds": "1"}),
    "hachi-hachi": (3, {"opt__hachi-hachi__rounds": "6"}),
    "hachi-train": (3, {"opt__hachi-train__rounds": "1"}),
    "take-the-train": (2, {}),
    "fast-train": (2, {}),
}


def sign_up(page: Any, name: str) -> None:
    page.goto("/accounts/signup/")
    page.fill("input[name=username]", name)
    page.fill("input[name=email]", f"{name}@example.com")
    page.fill("input[name=password]", f"{name}-long-passphrase")
    page.click("button[type=submit]")
    page.wait_for_url("**/")


def create_game(page: Any, slug: str, players: int, options: dict[str, str]) -> int:
    page.goto("/games/new/")
    page.select_option("select[name=game_type]", slug)
    page.fill("input[name=seats]", str(players))
    for name, value in options.items():
        field = page.locator(f"[name='{name}']")
        if field.evaluate("el => el.tagName") == "SELECT":
            field.select_option(value)
        else:
            field.fill(value)
    page.click("form.create-game button[type=submit]")
    page.wait_for_url("**/games/*/")
    return int(page.url.rstrip("/").rsplit("/", 1)[1])


def version_of(page: Any) -> int:
    return int(page.locator("#game").get_attribute("data-version"))


def assert_phone_layout(page: Any) -> None:
    overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    assert overflow <= 0, f"horizontal scroll of {overflow}px"
    small = page.evaluate(
        """() => [...document.querySelectorAll('#game button, #game a, header a, header button')]
            .filter(el => el.offsetParent !== null)
            .map(el => [el.textContent.trim().slice(0, 40), el.getBoundingClientRect()])
            .filter(([, r]) => r.height < 44 || r.width < 24)
            .map(([t, r]) => `${t} ${Math.round(r.width)}x${Math.round(r.height)}`)"""
    )
    assert small == [], f"tap targets smaller than 44px: {small[:5]}"


def tap_a_legal_move(page: Any, rng: random.Random) -> None:
    """Tap a visible move button; boards that fold choices under a card open one first."""
    buttons = page.locator("#game button[name=action]:visible")
    if not buttons.count():
        closed = page.locator("#game details:not([open]):has(button[name=action]) > summary")
        closed.nth(rng.randrange(closed.count())).click()
        buttons = page.locator("#game button[name=action]:visible")
    buttons.nth(rng.randrange(buttons.count())).click()


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
        page.wait_for_function(
            "() => document.querySelector('#game').dataset.version !== undefined"
        )
    assert_phone_layout(pages[0])

    rng = random.Random(slug)
    live_checked = False
    clicks = 0
    while Game.objects.get(pk=game_id).status != GameStatus.FINISHED:
        assert clicks < MAX_CLICKS, "the game did not finish"
        game = Game.objects.get(pk=game_id)
        version = game.version
        for page in pages:  # every page shows the current version, pushed live
            page.wait_for_selector(f"#game[data-version='{version}']")
        movers = [p for p in pages if p.locator("#game button[name=action]").count()]
        assert movers, "somebody must be able to move"
        page = rng.choice(movers)
        tap_a_legal_move(page, rng)
        page.wait_for_function(
            f"() => +document.querySelector('#game').dataset.version > {version}"
        )
        clicks += 1
        if not live_checked:
            others = [p for p in pages if p is not page]
            for other in others:  # no reload: the socket brought the new version
                other.wait_for_selector(f"#game[data-version='{version + 1}']")
            live_checked = True
        if clicks == 3:
            SHOTS.mkdir(parents=True, exist_ok=True)
            page.evaluate("window.scrollTo(0, 0)")
            page.screenshot(path=str(SHOTS / f"{slug}.png"), full_page=False)
            assert_phone_layout(page)
    for page in pages:
        page.reload()
        assert page.locator("text=Final result").count() == 1
    assert live_checked
