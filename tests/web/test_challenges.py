"""Challenges and bot accounts on the site (docs/bots.md): the lobby's list with Accept and
Decline, the create form (and the profile's Challenge button), the challenge page, the bot
account settings (two steps), the BOT tag, and a bot account kept off the play pages."""

from __future__ import annotations

import re
from html import unescape

import pytest

from accounts.services import BOT_CONFIRMATION, account_upgrade_to_bot
from games import challenge_services, services
from games.models import Challenge, Game
from tests.factories import game_started, signed_in

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("cheap_passwords")]
BOT_TAG = re.compile(r'<abbr class="tag bot-tag"[^>]*>BOT</abbr>')


def _text(html: bytes) -> str:
    return unescape(re.sub(r"<[^>]+>", " ", html.decode()))


def test_bob_sees_alices_challenge_in_the_lobby_and_accepts_into_the_game(alice, bob) -> None:
    challenge = challenge_services.challenge_create(challenger=alice, to=["bob"], game_type="hachi")
    browser = signed_in(bob)

    lobby = browser.get("/").content.decode()
    section = re.search(r'<section[^>]*id="section-challenges".*?</section>', lobby, re.S)
    accepted = browser.post(f"/challenges/{challenge.pk}/accept/")

    assert section and "From" in section.group(0) and "alice" in section.group(0)
    assert f'action="/challenges/{challenge.pk}/accept/"' in section.group(0)
    challenge.refresh_from_db()
    assert challenge.game is not None
    assert accepted.status_code == 302 and accepted["Location"] == f"/games/{challenge.game_id}/"


def test_declining_takes_two_steps_and_names_a_reason(alice, bob) -> None:
    challenge = challenge_services.challenge_create(challenger=alice, to=["bob"], game_type="hachi")
    browser = signed_in(bob)

    page = browser.get(f"/challenges/{challenge.pk}/").content.decode()
    browser.post(f"/challenges/{challenge.pk}/decline/", {"reason": "too_fast"})
    seen_by_alice = _text(signed_in(alice).get(f"/challenges/{challenge.pk}/").content)

    assert "<details" in page and 'name="reason"' in page
    challenge.refresh_from_db()
    assert (challenge.status, challenge.decline_reason) == ("declined", "too_fast")
    assert "Too little time per move" in seen_by_alice


def test_the_create_form_from_a_profile_challenges_that_player(alice, bob) -> None:
    browser = signed_in(alice)

    profile = browser.get("/u/bob/").content.decode()
    form = browser.get("/challenges/new/?to=bob").content.decode()
    made = browser.post(
        "/challenges/new/", {"game_type": "hachi", "to": "bob", "days_per_move": "1", "rated": ""}
    )
    bad = browser.post(
        "/challenges/new/", {"game_type": "hachi", "to": "nobody", "days_per_move": "1"}
    )

    assert 'href="/challenges/new/?to=bob"' in profile
    assert 'value="bob"' in form
    challenge = Challenge.objects.get()
    assert made["Location"] == f"/challenges/{challenge.pk}/"
    assert [a.user.username for a in challenge.answers.all()] == ["bob"]
    assert bad.status_code == 400 and "No user named nobody" in _text(bad.content)


def test_an_open_challenge_page_asks_signed_out_visitors_to_sign_in(alice, client) -> None:
    challenge = challenge_services.challenge_create(challenger=alice, to=[], game_type="hachi")

    page = _text(client.get(f"/challenges/{challenge.pk}/").content)
    own = signed_in(alice).get(f"/challenges/{challenge.pk}/").content.decode()

    assert "Sign in to accept" in page and "Open challenge" in page
    assert "Accept the challenge" not in own and "Cancel the challenge" in own


def test_a_named_challenge_is_hidden_from_others(alice, bob, carol) -> None:
    challenge = challenge_services.challenge_create(challenger=alice, to=["bob"], game_type="hachi")

    assert signed_in(carol).get(f"/challenges/{challenge.pk}/").status_code == 404


def test_the_bot_account_page_asks_twice_then_marks_the_account_for_good(bob) -> None:
    browser = signed_in(bob)

    first = browser.get("/settings/bot/").content.decode()
    second = browser.get("/settings/bot/?step=confirm").content.decode()
    browser.post("/settings/bot/")  # no confirmation: nothing happens
    bob.refresh_from_db()
    unchanged = bob.is_bot_account
    browser.post("/settings/bot/", {"confirm": "yes"})
    bob.refresh_from_db()

    assert "<form" not in first.split("<main", 1)[-1].split("Back to the settings")[0]
    assert 'name="confirm" value="yes"' in second
    assert unchanged is False
    assert bob.is_bot_account is True


def test_a_bot_account_gets_plain_words_instead_of_play_pages(alice, bob) -> None:
    account_upgrade_to_bot(user=bob, confirm=BOT_CONFIRMATION)
    game = game_started("hachi", [alice, bob])
    browser = signed_in(bob)

    page = browser.get(f"/games/{game.pk}/")
    move = browser.post(f"/games/{game.pk}/move/", {"action": "{}", "expected_version": "0"})
    new = browser.get("/games/new/")

    for answer in (page, move, new):
        assert answer.status_code == 403
        assert "This is a bot account" in _text(answer.content)
    assert Game.objects.get(pk=game.pk).version == 0


def test_a_bot_account_carries_the_bot_tag_wherever_its_name_shows(alice, bob) -> None:
    account_upgrade_to_bot(user=bob, confirm=BOT_CONFIRMATION)
    game = game_started("hachi", [alice, bob])
    browser = signed_in(alice)

    board = browser.get(f"/games/{game.pk}/").content.decode()
    profile = browser.get("/u/bob/").content.decode()
    own_profile = browser.get("/u/alice/").content.decode()
    lobby = browser.get("/").content.decode()

    services.game_resign(game_id=game.pk, user=alice)
    history = browser.get("/u/alice/history/").content.decode()

    assert BOT_TAG.search(board)
    assert BOT_TAG.search(profile)
    assert not BOT_TAG.search(own_profile)
    assert BOT_TAG.search(lobby)
    assert BOT_TAG.search(history)
