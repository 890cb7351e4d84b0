"""The game page on a phone, whatever the game: safe taps, live updates that morph in place.

A Hachi game between alice and bob. One side taps in a real browser (360x740, touch); the
other moves through the write path in the test process, as another device would.
"""

from __future__ import annotations

from typing import Any

import pytest

from accounts.models import Preferences
from games.models import Game, GameStatus, Move
from tests.e2e.browser.phone import (
    replacements,
    tap,
    wait_live,
    wait_version,
    watch_replacements,
)
from tests.factories import game_started, moves_played, persona

ACTION = "#game button[name=action]:visible:not(#confirm-send)"


@pytest.fixture
def table(transactional_db: Any) -> tuple[Game, list[Any]]:
    """A Hachi game in play; returns it and its players by seat."""
    alice, bob = persona("alice", password=False), persona("bob", password=False)
    return game_started("hachi", [alice, bob]), [alice, bob]


def to_act(game: Game) -> int:
    game.refresh_from_db()
    return int(game.to_act[0])


def move_elsewhere(game: Game, players: list[Any]) -> int:
    """The seat to act moves from another device; returns the new version."""
    return moves_played(game, players, moves=1).version


def open_game(phone: Any, game: Game, user: Any, **kwargs: Any) -> Any:
    page = phone(user, **kwargs)
    page.goto(f"/games/{game.pk}/")
    if kwargs.get("javascript", True):
        wait_live(page)
    return page


def moves_posted(page: Any) -> list[str]:
    posted: list[str] = []
    page.on("request", lambda r: posted.append(r.url) if r.method == "POST" else None)
    return posted


def test_a_single_tap_sends_nothing_until_confirmed(phone: Any, table: Any) -> None:
    game, players = table
    page = open_game(phone, game, players[to_act(game)])
    posted = moves_posted(page)
    first = page.locator(ACTION).first
    tap(page, first)
    page.wait_for_selector("#confirm-bar:not([hidden])")
    assert first.get_attribute("aria-pressed") == "true"
    named = first.get_attribute("data-label") or first.get_attribute("aria-label")
    assert page.locator("#confirm-what").inner_text() == named
    assert posted == [] and Game.objects.get(pk=game.pk).version == 0
    tap(page, page.locator("#confirm-cancel"))  # a mis-tap taken back
    page.wait_for_selector("#confirm-bar", state="hidden")
    assert page.locator("#game [aria-pressed=true]").count() == 0
    tap(page, first)
    page.wait_for_selector("#confirm-bar:not([hidden])")
    tap(page, page.locator("#confirm-send"))
    wait_version(page, 1)
    assert Game.objects.get(pk=game.pk).version == 1
    page.wait_for_selector("#confirm-bar", state="hidden")


def test_a_second_tap_on_the_same_move_sends_it(phone: Any, table: Any) -> None:
    game, players = table
    page = open_game(phone, game, players[to_act(game)])
    first = page.locator(ACTION).first
    value = first.get_attribute("value")
    tap(page, first)
    page.wait_for_selector("#confirm-bar:not([hidden])")
    tap(page, page.locator(f"#game button[name=action][value='{value}']").first)
    wait_version(page, 1)
    assert Game.objects.get(pk=game.pk).version == 1


def test_with_confirm_moves_off_one_tap_sends(phone: Any, table: Any) -> None:
    game, players = table
    user = players[to_act(game)]
    Preferences.objects.create(user=user, confirm_moves=False)
    page = open_game(phone, game, user)
    tap(page, page.locator(ACTION).first)
    wait_version(page, 1)
    assert Game.objects.get(pk=game.pk).version == 1


def test_without_javascript_the_server_asks_for_the_confirmation(phone: Any, table: Any) -> None:
    game, players = table
    page = open_game(phone, game, players[to_act(game)], javascript=False)
    first = page.locator(ACTION).first
    value = first.get_attribute("value")
    first.click()
    page.wait_for_selector("#confirm-bar:not([hidden])")
    assert Game.objects.get(pk=game.pk).version == 0
    pending = page.locator(f"#game button[name=action][value='{value}']").first
    assert pending.get_attribute("aria-pressed") == "true"
    page.locator("#confirm-send").click()
    page.wait_for_selector("#game[data-version='1']")
    assert Game.objects.get(pk=game.pk).version == 1


@pytest.mark.parametrize("javascript", [True, False])
def test_resigning_takes_two_deliberate_steps(phone: Any, table: Any, javascript: bool) -> None:
    game, players = table
    page = open_game(phone, game, players[0], javascript=javascript)
    yes = page.locator("#danger-resign button[type=submit]")
    assert not yes.is_visible()
    page.locator("#danger-resign > summary").click()
    yes.wait_for(state="visible")
    assert Game.objects.get(pk=game.pk).status == GameStatus.ACTIVE
    yes.click()
    page.wait_for_selector("text=You resigned.")
    assert Game.objects.get(pk=game.pk).status == GameStatus.FINISHED


def test_nothing_is_swapped_after_load_when_nothing_changed(phone: Any, table: Any) -> None:
    game, players = table
    page = phone(players[0])
    # Watch from the moment the page exists, before its socket can say anything.
    page.add_init_script("document.addEventListener('DOMContentLoaded', () => hachiChecks.watch())")
    page.goto(f"/games/{game.pk}/")
    wait_live(page)  # the socket is open and the server has said what it had to say
    changed = replacements(page)
    assert changed["changes"] == 0 and changed["same"], changed


def test_an_opened_panel_and_the_scroll_survive_an_opponents_move(phone: Any, table: Any) -> None:
    game, players = table
    waiting = 1 - to_act(game)
    page = open_game(phone, game, players[waiting])
    page.locator("#fair > summary").click()
    page.evaluate("window.scrollTo(0, 300)")
    # What the player is reading: the element just under the site bar.
    page.evaluate(
        """() => { window.__anchor = document.elementFromPoint(180, 90);
                   window.__anchorTop = window.__anchor.getBoundingClientRect().top; }"""
    )
    watch_replacements(page)
    version = move_elsewhere(game, players)
    wait_version(page, version)
    assert page.locator("#fair").evaluate("el => el.open") is True
    assert replacements(page)["same"] is True  # patched in place, not replaced
    moved = page.evaluate(
        "() => window.__anchor.isConnected && "
        "Math.abs(window.__anchor.getBoundingClientRect().top - window.__anchorTop)"
    )
    assert moved is not False and moved <= 1, moved  # what you read stays put


def test_a_tap_on_a_board_the_game_has_left_is_refused_in_words(phone: Any, table: Any) -> None:
    """The socket is held back, so the page still shows the old board when the player taps:
    the server refuses the move and the page says so and shows the game as it is."""
    game, players = table
    seat = to_act(game)
    page = phone(players[seat])
    hold: dict[str, bool] = {"on": False}

    def relay(ws: Any) -> None:
        server = ws.connect_to_server()
        server.on_message(lambda message: None if hold["on"] else ws.send(message))

    page.route_web_socket("**/ws/games/**", relay)
    page.goto(f"/games/{game.pk}/")
    wait_live(page)
    hold["on"] = True
    action = page.locator(ACTION).first
    # The same player moved from another device meanwhile.
    version = move_elsewhere(game, players)
    assert version == 1
    tap(page, action)
    page.wait_for_selector("#confirm-bar:not([hidden])")
    tap(page, page.locator("#confirm-send"))
    page.wait_for_selector("text=The game moved on while you were choosing")
    wait_version(page, 1)
    assert Move.objects.filter(game=game).count() == 1  # only the other device's move
