"""What the phone-sized browser tests do and check: sign up, create, tap moves (confirming
them), and the rules every page must keep (first screen, no overflow, readable text, no
needless swaps, no serious accessibility violation).

Every wait is on page state (a selector, a data attribute, a function), never a fixed sleep,
so the tests hold on a loaded machine.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from playwright.sync_api import Error as PlaywrightError

#: A phone: 360x740 CSS px, touch, two device pixels per CSS pixel.
PHONE = {
    "viewport": {"width": 360, "height": 740},
    "device_scale_factor": 2,
    "is_mobile": True,
    "has_touch": True,
}
#: The page checks, added to every test page before it loads.
CHECKS_JS = Path(__file__).with_name("checks.js")
MIN_TEXT_PX = 11


def sign_in(page: Any, name: str, password: str) -> None:
    page.goto("/accounts/login/")
    page.fill("input[name=username]", name)
    page.fill("input[name=password]", password)
    page.click("main button[type=submit]")
    page.wait_for_url("**/")


def sign_up(page: Any, name: str) -> None:
    page.goto("/accounts/signup/")
    page.fill("input[name=username]", name)
    page.fill("input[name=email]", f"{name}@example.com")
    page.fill("input[name=password]", f"{name}-long-passphrase")
    page.click("main button[type=submit]")
    page.wait_for_url("**/")


def create_game(page: Any, slug: str, players: int, options: dict[str, str]) -> int:
    """Fill the create form for ``slug``; returns the new game's id."""
    page.goto(f"/games/new/?game_type={slug}")
    select = page.locator("select[name=game_type]")
    if select.count():
        select.select_option(slug)
    seats = page.locator("input[name=seats]")
    if seats.get_attribute("type") == "hidden":  # a game for exactly this many (Hachi)
        assert seats.get_attribute("value") == str(players), f"{slug} is not for {players}"
    else:
        seats.fill(str(players))
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


def wait_live(page: Any) -> None:
    """Until the page's socket is open and in step (the server's indicator arrived)."""
    page.wait_for_selector("#live[data-synced]", state="attached")


def wait_version(page: Any, version: int) -> None:
    page.wait_for_function(
        "v => +document.querySelector('#game').dataset.version >= v", arg=version
    )


def confirm_on(page: Any) -> bool:
    return page.locator("#game").get_attribute("data-confirm-moves") == "true"


def tap(page: Any, locator: Any) -> None:
    """A finger tap (touch events, then the click a phone makes of it)."""
    locator.scroll_into_view_if_needed()
    locator.tap()


def send(page: Any, button: Any) -> None:
    """Tap a move button and, with "confirm moves" on, confirm it in the bar."""
    tap(page, button)
    if confirm_on(page):
        page.wait_for_selector("#confirm-bar:not([hidden])")
        tap(page, page.locator("#confirm-send"))


class NothingToTap(PlaywrightError):
    """The moves looked for were gone: a live update replaced the board between looking and
    tapping. A Playwright error, so callers that retry a tap on a replaced board retry it."""


def _any_of(locator: Any, rng: random.Random) -> Any:
    count = locator.count()
    if not count:
        raise NothingToTap("no move to tap on the board as it is now")
    return locator.nth(rng.randrange(count))


def tap_a_legal_move(page: Any, rng: random.Random) -> None:
    """Tap a random visible move; boards that fold choices under a card open one first."""
    buttons = page.locator("#game button[name=action]:visible:not(#confirm-send)")
    if not buttons.count():
        closed = page.locator("#game details:not([open]):has(button[name=action]) > summary")
        tap(page, _any_of(closed, rng))
        buttons = page.locator("#game button[name=action]:visible:not(#confirm-send)")
    send(page, _any_of(buttons, rng))


def assert_first_choice_on_first_screen(page: Any) -> None:
    """From the top of the page, the decision line and the first thing to tap for a move lie
    inside the 360x740 screen."""
    page.wait_for_load_state("load")
    page.evaluate("window.scrollTo(0, 0)")
    box = page.evaluate("hachiChecks.firstChoice()")
    assert box is not None, "no move to tap on a page where the player is to act"
    assert box["top"] >= 0 and box["bottom"] <= box["height"], f"first choice off screen: {box}"
    assert box["left"] >= 0 and box["right"] <= box["width"], f"first choice off screen: {box}"
    decision = page.locator("#decision").bounding_box()
    assert decision is not None and decision["y"] + decision["height"] <= box["height"]


def assert_no_csp_violations(page: Any) -> None:
    """Nothing on the page was blocked by the Content-Security-Policy."""
    blocked = page.evaluate("window.hachiCspViolations")
    assert blocked == [], f"{page.url}: CSP blocked {blocked}"


def assert_no_horizontal_overflow(page: Any) -> None:
    """Nothing sticks out on the right, except inside a box that scrolls on its own."""
    page.wait_for_load_state("load")  # measured with the page's stylesheets, not before
    found = page.evaluate("hachiChecks.overflow()")
    assert found == [], f"horizontal overflow on {page.url}: {found}"


def assert_board_text_readable(page: Any, root: str = "#game") -> None:
    """Every piece of text on the board is at least 11 CSS px as drawn (SVG text scaled by
    its drawing)."""
    page.wait_for_load_state("load")
    small = page.evaluate("([root, min]) => hachiChecks.smallText(root, min)", [root, MIN_TEXT_PX])
    assert small == [], f"text smaller than {MIN_TEXT_PX} px on {page.url}: {small}"


def watch_replacements(page: Any) -> None:
    """Start counting changes inside #game and remember #game itself."""
    page.evaluate("hachiChecks.watch()")


def replacements(page: Any) -> dict[str, Any]:
    return dict(page.evaluate("hachiChecks.replacements()"))


def assert_accessible(page: Any) -> None:
    """axe-core finds no serious or critical violation on the page as it is now."""
    from axe_playwright_python.sync_playwright import Axe

    page.wait_for_load_state("load")
    results = Axe().run(page)
    bad = [
        f"{v['id']} ({v['impact']}): {v['nodes'][0]['target']} {v['help']}"
        for v in results.response["violations"]
        if v["impact"] in ("serious", "critical")
    ]
    assert bad == [], f"{page.url}: {bad}"
