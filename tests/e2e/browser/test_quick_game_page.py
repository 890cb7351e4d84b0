"""The Quick game page on a 360x740 phone in Chromium, by taps: from the lobby to Quick game,
one tap waits for a Hachi table (Cancel shown at once, and it works), a second wait is met by
another player and the page moves to the game by itself; a player waiting on another page is
told (the page hears game_started) but stays where they are. axe-core finds no serious or
critical violation, and the Content-Security-Policy blocks nothing."""

from __future__ import annotations

from typing import Any

from games import seek_services
from games.models import Game, Seek, SeekStatus
from tests.e2e.browser.phone import (
    assert_accessible,
    assert_no_csp_violations,
    assert_no_horizontal_overflow,
    tap,
)
from tests.factories import persona


def _check(page: Any) -> None:
    assert_no_horizontal_overflow(page)
    assert_accessible(page)
    assert_no_csp_violations(page)


def _wait_socket(page: Any) -> None:
    page.wait_for_selector("body[data-live=open]", state="attached")


def test_wait_cancel_and_be_moved_to_the_game(phone: Any) -> None:
    alice, bob = persona("alice", password=False), persona("bob", password=False)
    page = phone(alice)
    page.goto("/")
    tap(page, page.locator("main a[href='/quick/']"))
    page.wait_for_selector("h1:has-text('Quick game')")
    _check(page)
    hachi = page.locator("#quick-hachi")
    tap(page, hachi.locator("button:has-text('Find a game')"))
    page.wait_for_selector("#quick-hachi button:has-text('Cancel')")
    assert "You are waiting" in page.locator("#quick-hachi").inner_text()
    _check(page)
    tap(page, page.locator("#quick-hachi button:has-text('Cancel')"))
    page.wait_for_selector("#quick-hachi button:has-text('Find a game')")
    assert Seek.objects.get(user=alice).status == SeekStatus.CANCELLED

    tap(page, page.locator("#quick-hachi button:has-text('Find a game')"))
    page.wait_for_selector("#quick-hachi button:has-text('Cancel')")
    _wait_socket(page)
    seek_services.seek_create(user=bob, game_type="hachi")  # bob completes the table
    game = Game.objects.get()
    page.wait_for_url(f"**/games/{game.pk}/")
    _check(page)


def test_a_player_elsewhere_is_told_and_not_moved(phone: Any) -> None:
    alice, bob = persona("alice", password=False), persona("bob", password=False)
    seek_services.seek_create(user=alice, game_type="hachi-hachi", seats=3)
    seek_services.seek_create(user=bob, game_type="hachi-hachi", seats=3)
    page = phone(alice)
    page.goto("/turns/")
    _wait_socket(page)
    page.evaluate(
        "window.sameDocument = true; window.heard = [];"
        "document.addEventListener('hachi:user-event', e => window.heard.push(e.detail))"
    )
    carol = persona("carol", password=False)
    game = seek_services.seek_create(user=carol, game_type="hachi-hachi", seats=3).game
    assert game is not None
    page.wait_for_function(
        "game => window.heard.some(e => e.kind === 'game_started' && e.game === game)",
        arg=game.pk,
    )
    assert page.url.endswith("/turns/") and page.evaluate("window.sameDocument") is True
    # Coming back to Quick game, the page says the game started and links it.
    page.goto("/quick/")
    row = page.locator("#quick-hachi-hachi")
    assert row.locator(f"a[href='/games/{game.pk}/']").count() == 1
    _check(page)
