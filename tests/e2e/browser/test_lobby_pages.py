"""The pages around the board on a 360x740 phone: the quick start, the lobby's invitations
(with and without JavaScript), the create form's two steps, /turns/ and the profile.

Every page must fit the screen width and pass axe-core without a serious violation.
"""

from __future__ import annotations

import re
import time
from typing import Any

import pytest

from games import services
from games.engines.registry import ENGINES
from games.models import Game, Invitation, Seat
from games.rating_services import ratings_update
from tests.e2e.browser.phone import (
    assert_accessible,
    assert_no_horizontal_overflow,
    sign_in,
    tap,
)
from tests.factories import password_of
from tests.web.lobby_pages import lobby_of_every_kind

PASSWORD = "a-long-passphrase-1"  # the newcomer's, at the quick start
QUICK_START_LIMIT_S = 60


@pytest.fixture
def people(alice: Any, bob: Any, carol: Any) -> dict[str, Any]:
    return {"alice": alice, "bob": bob, "carol": carol}


def check_page(page: Any) -> None:
    assert_no_horizontal_overflow(page)
    assert_accessible(page)


@pytest.mark.slow
def test_quick_start_reaches_a_board_within_a_minute(phone: Any) -> None:
    page = phone()
    started = time.monotonic()
    page.goto("/")
    main_button = page.locator("main .button").first
    assert main_button.inner_text() == "Play Hachi against a bot"
    tap(page, main_button)
    form = page.locator("form.quick-signup")
    form.wait_for(state="visible")
    form.locator("input[name=username]").fill("newcomer")
    form.locator("input[name=password]").fill(PASSWORD)
    email = form.locator("input[name=email]")
    if email.count():
        email.fill("newcomer@example.com")
    tap(page, form.locator("button[type=submit]"))
    page.wait_for_selector("#game #move-form")
    elapsed = time.monotonic() - started
    assert elapsed < QUICK_START_LIMIT_S, f"the quick start took {elapsed:.1f} s"
    game = Game.objects.get()
    assert re.search(rf"/games/{game.pk}/$", page.url)
    assert game.game_type == "hachi" and game.seats.filter(bot_kind="greedy").count() == 1


@pytest.mark.slow
def test_signed_out_home_fits_and_is_accessible(phone: Any, people: dict[str, Any]) -> None:
    services.game_create(creator=people["alice"], game_type="hachi-hachi", seats=3)
    page = phone()
    page.goto("/")
    check_page(page)
    tap(page, page.locator("summary", has_text="Play Hachi against a bot"))
    page.locator("form.quick-signup").wait_for(state="visible")
    check_page(page)
    page.goto("/play/")
    check_page(page)


def _invitations(bob: Any, alice: Any) -> tuple[Game, Game]:
    def invite() -> Game:
        return services.game_create(
            creator=alice, game_type="hachi", seats=2, invite=["bob"], is_public=False
        )

    return invite(), invite()


def _accept_and_decline(page: Any, accept: Game, decline: Game, bob: Any) -> None:
    page.goto("/")
    rows = page.locator("#section-invitations")
    for game in (accept, decline):
        row = rows.locator(f"#game-row-{game.pk}")
        assert row.locator("button", has_text="Accept").is_visible()
        assert row.locator("button", has_text="Decline").is_visible()
    tap(page, rows.locator(f"#game-row-{decline.pk} button", has_text="Decline"))
    page.wait_for_selector("text=Invitation declined.")
    assert page.locator(f"#game-row-{decline.pk}").count() == 0
    assert Invitation.objects.get(game=decline).status == "declined"
    tap(page, page.locator(f"#game-row-{accept.pk} button", has_text="Accept"))
    page.wait_for_url(f"**/games/{accept.pk}/")
    assert Seat.objects.get(game=accept, index=1).user == bob
    assert Game.objects.get(pk=accept.pk).status == "active"


@pytest.mark.slow
def test_invitation_accept_and_decline_with_javascript(phone: Any, people: dict[str, Any]) -> None:
    accept, decline = _invitations(people["bob"], people["alice"])
    page = phone()
    sign_in(page, "bob", password_of("bob"))
    check_page(page)
    _accept_and_decline(page, accept, decline, people["bob"])


@pytest.mark.slow
def test_invitation_accept_and_decline_without_javascript(
    phone: Any, people: dict[str, Any]
) -> None:
    accept, decline = _invitations(people["bob"], people["alice"])
    page = phone(javascript=False)
    sign_in(page, "bob", password_of("bob"))
    _accept_and_decline(page, accept, decline, people["bob"])


@pytest.mark.slow
def test_lobby_list_refreshes_in_place_on_a_user_event(phone: Any, people: dict[str, Any]) -> None:
    page = phone()
    sign_in(page, "bob", password_of("bob"))
    page.evaluate("window.marker = document.querySelector('h1')")
    game = services.game_create(creator=people["alice"], game_type="hachi", seats=2, invite=["bob"])
    page.evaluate("document.dispatchEvent(new CustomEvent('hachi:user-event'))")
    page.wait_for_selector(f"#section-invitations #game-row-{game.pk}")
    assert page.evaluate("window.marker === document.querySelector('h1')")  # no reload


@pytest.mark.slow
def test_create_form_asks_for_the_game_then_shows_only_its_options(
    phone: Any, people: dict[str, Any]
) -> None:
    page = phone()
    sign_in(page, "alice", password_of("alice"))
    page.goto("/games/new/")
    assert page.locator("[name^=opt__]").count() == 0
    check_page(page)
    tap(page, page.locator("#card-hachi-hachi a.button"))
    page.wait_for_url("**/games/new/?game_type=hachi-hachi")
    names = page.eval_on_selector_all("[name^=opt__]", "els => els.map(e => e.name)")
    assert names and all(name.startswith("opt__hachi-hachi__") for name in names)
    assert page.locator("input[name=seats]").input_value() == "3"
    check_page(page)
    # A checkbox sits at the start of its label's line, not centred away from it.
    for name in ("opt__hachi-hachi__double_eights_bonus", "is_public"):
        box = page.locator(f"input[name='{name}']").bounding_box()
        label = page.locator(f"label[for='id_{name}']").bounding_box()
        assert box and label
        assert box["x"] + box["width"] <= label["x"] <= box["x"] + box["width"] + 24
        assert label["y"] - 8 <= box["y"] <= label["y"] + label["height"]
    page.fill("input[name=seats]", "5")
    tap(page, page.locator("form.create-game button[type=submit]"))
    error = page.locator("input[name=seats] ~ .errorlist")
    assert error.inner_text() == "Hachi-Hachi is for 2 or 3 players."
    check_page(page)


@pytest.mark.slow
def test_signed_in_pages_fit_and_are_accessible(phone: Any, people: dict[str, Any]) -> None:
    lobby_of_every_kind(people["alice"], people["bob"], people["carol"])
    for game_type in ENGINES:  # the ratings the worker applies after a rated game's end
        ratings_update(game_type=game_type)
    page = phone()
    sign_in(page, "alice", password_of("alice"))
    for path in ("/", "/turns/", "/u/alice/", "/games/new/?game_type=fast-train"):
        page.goto(path)
        check_page(page)
    page.goto("/u/alice/")
    assert page.locator("figure svg[role=img]").is_visible()
