"""The Quick game page (docs/seeks.md), as plain form posts: every game type with how many
wait, one tap to wait (Cancel shown at once), straight to the game when the tap completes a
table; an open page's refresh moves its player to a game that started meanwhile, and only a
refresh of that page does."""

from __future__ import annotations

import re
from typing import Any

import pytest

from accounts.services import BOT_CONFIRMATION, account_upgrade_to_bot
from games import seek_services
from games.engines.registry import all_engines
from games.models import Game, Seek, SeekStatus
from tests.factories import signed_in

pytestmark = pytest.mark.django_db
PAGE = "/quick/"


def _row(page: str, slug: str) -> str:
    found = re.search(rf'<li class="game-row[^"]*" id="quick-{slug}">.*?</li>', page, re.S)
    assert found, slug
    return found.group(0)


def test_every_game_type_is_listed_with_how_many_wait(alice: Any, bob: Any) -> None:
    seek_services.seek_create(user=bob, game_type="hachi-hachi", seats=3)
    page = signed_in(alice).get(PAGE).content.decode()
    for engine in all_engines():
        assert engine.name in _row(page, engine.slug)
        assert "Find a game" in _row(page, engine.slug)
    assert "1 waiting" in _row(page, "hachi-hachi")
    assert "Nobody waiting" in _row(page, "hachi") and "tables of 2" in _row(page, "hachi")
    assert "tables of 3" in _row(page, "hachi-train")  # the smallest table of each game
    assert 'href="/quick/"' in signed_in(alice).get("/").content.decode()  # linked from the lobby


def test_one_tap_waits_and_cancel_is_shown_at_once(alice: Any) -> None:
    browser = signed_in(alice)
    answer = browser.post("/quick/seek/", {"game_type": "hachi"})
    assert answer.status_code == 302 and answer["Location"] == PAGE
    seek = Seek.objects.get(user=alice)
    row = _row(browser.get(PAGE).content.decode(), "hachi")
    assert "You are waiting" in row and "1 of 2 players here" in row
    assert f"/quick/{seek.pk}/cancel/" in row
    assert "Find a game" not in row
    assert browser.post(f"/quick/{seek.pk}/cancel/").status_code == 302
    row = _row(browser.get(PAGE).content.decode(), "hachi")
    assert "You stopped waiting." in row and "Find a game" in row
    assert Seek.objects.get(pk=seek.pk).status == SeekStatus.CANCELLED


def test_the_tap_that_completes_a_table_opens_the_game(alice: Any, bob: Any) -> None:
    seek_services.seek_create(user=alice, game_type="hachi")
    answer = signed_in(bob).post("/quick/seek/", {"game_type": "hachi"})
    game = Game.objects.get()
    assert answer.status_code == 302 and answer["Location"] == f"/games/{game.pk}/"
    row = _row(signed_in(alice).get(PAGE).content.decode(), "hachi")
    assert f'href="/games/{game.pk}/"' in row and "Your game started" in row


def test_an_open_page_moves_its_player_to_the_game_and_no_other_refresh_does(
    alice: Any, bob: Any
) -> None:
    browser = signed_in(alice)
    browser.post("/quick/seek/", {"game_type": "hachi"})
    page = browser.get(PAGE).content.decode()
    seek = Seek.objects.get(user=alice)
    refresh = re.search(r'id="quick" hx-get="([^"]+)"', page)
    assert refresh and refresh.group(1) == f"/quick/?waiting={seek.pk}"
    waiting = browser.get(refresh.group(1), headers={"HX-Request": "true"})
    assert waiting.status_code == 200 and "HX-Redirect" not in waiting
    seek_services.seek_create(user=bob, game_type="hachi")
    game = Game.objects.get()
    moved = browser.get(refresh.group(1), headers={"HX-Request": "true"})
    assert moved["HX-Redirect"] == f"/games/{game.pk}/"
    # The lobby's refresh, or a fresh Quick game page, shows it and moves nobody.
    assert "HX-Redirect" not in browser.get("/", headers={"HX-Request": "true"})
    assert "HX-Redirect" not in browser.get(PAGE, headers={"HX-Request": "true"})
    # Nobody else's seek moves a page.
    other = signed_in(bob).get(refresh.group(1), headers={"HX-Request": "true"})
    assert "HX-Redirect" not in other


def test_refusals_are_plain_words(alice: Any, client: Any) -> None:
    browser = signed_in(alice)
    browser.post("/quick/seek/", {"game_type": "hachi"})
    again = browser.post("/quick/seek/", {"game_type": "hachi"}, follow=True)
    assert "You are already waiting for this game." in again.content.decode()
    odd = browser.post("/quick/seek/", {"game_type": "chess"}, follow=True)
    assert "Choose one of the games below." in odd.content.decode()
    assert browser.post("/quick/999999/cancel/", follow=True).status_code == 200
    # Signed out: the counts, and a way to sign in; posting asks to sign in first.
    page = client.get(PAGE).content.decode()
    assert "Sign in to play" in page and "Find a game" not in page
    assert client.post("/quick/seek/", {"game_type": "hachi"}).status_code == 302
    assert Seek.objects.count() == 1


def test_a_bot_account_gets_plain_words_and_no_seek(bob: Any) -> None:
    # Bot accounts play through the API only (docs/bots.md); the queue's page is a play page.
    account_upgrade_to_bot(user=bob, confirm=BOT_CONFIRMATION)
    page = signed_in(bob)
    shown = page.get("/quick/")
    assert shown.status_code == 403
    assert "API" in shown.content.decode()
    tapped = page.post("/quick/seek/", {"game_type": "hachi"})
    assert tapped.status_code == 403
    assert not Seek.objects.filter(user=bob).exists()
