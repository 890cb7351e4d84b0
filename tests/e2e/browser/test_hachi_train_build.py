"""Hachi Train on a phone: a play is built by tapping cards of your hand.

Tapping the cards of a legal set brings up a Play button that names it; cards that are no set
bring up none; with "confirm moves" on, one tap on Play sends nothing until Confirm; the play
is then applied. The next player's page, updated live (morph), builds plays the same way.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from playwright.sync_api import expect

from games.engines.registry import get_engine
from games.models import Game
from tests.e2e.browser.phone import sign_up, tap, wait_live, wait_version
from tests.factories import game_started

SLUG = "hachi-train"
WORDS = {2: "two", 3: "three", 4: "four"}
NAMES = ["alice", "bob", "carol"]


def pair_of(hand: tuple[str, ...]) -> int | None:
    """The first position starting two adjacent cards of one number (dealt cards only)."""
    return next((i for i in range(len(hand) - 1) if hand[i][0] == hand[i + 1][0]), None)


def unequal_neighbours(hand: tuple[str, ...]) -> int:
    return next(i for i in range(len(hand) - 1) if hand[i][0] != hand[i + 1][0])


def game_to_test(users: list[Any]) -> tuple[Game, int, int]:
    """A new game whose leader holds two adjacent equal cards and whose next player can beat
    that pair; returns the game, the leader and the pair's first position."""
    engine = get_engine(SLUG)
    for _ in range(200):
        game = game_started(SLUG, users)
        state = engine.state_from_json(game.state)
        leader = state.turn
        start = pair_of(state.hands[leader])
        if start is not None:
            pair = {"type": "play", "start": start, "end": start + 1}
            after, _ = engine.apply(
                state, leader, {**pair, "number": int(state.hands[leader][start][0])}
            )
            nxt = after.turn
            if any(a["type"] == "play" for a in engine.legal_actions(after, nxt)):
                return game, leader, start
        game.delete()
    pytest.fail("no suitable deal in 200 games")


def visible_plays(page: Any) -> list[dict[str, Any]]:
    """The Play buttons shown now, as their words and the action they send."""
    buttons = page.locator("#ht-act button.ht-go:visible")
    found = []
    for i in range(buttons.count()):
        button = buttons.nth(i)
        found.append(
            {"text": button.inner_text(), "value": json.loads(button.get_attribute("value"))}
        )
    return found


def card(page: Any, pos: int) -> Any:
    return page.locator(f'#ht-mine [data-choice][data-pos="{pos}"]')


@pytest.mark.slow
def test_tapping_cards_builds_a_play_that_waits_for_confirm(
    phone: Any, django_user_model: Any
) -> None:
    pages = {name: phone() for name in NAMES}
    for name, page in pages.items():
        sign_up(page, name)
    users = [django_user_model.objects.get(username=name) for name in NAMES]
    game, leader, start = game_to_test(users)
    engine = get_engine(SLUG)
    state = engine.state_from_json(game.state)
    hand = state.hands[leader]
    me = pages[NAMES[leader]]
    nxt = pages[NAMES[(leader + 1) % 3]]
    for page in (me, nxt):
        page.goto(f"/games/{game.pk}/")
        wait_live(page)
    assert me.locator("#game").get_attribute("data-confirm-moves") == "true"
    posts: list[str] = []
    me.on("request", lambda r: posts.append(r.url) if r.method == "POST" else None)

    # Cards that are no set: two that are not side by side, then two neighbours that differ.
    note = me.locator("#ht-note")
    tap(me, card(me, 0))
    tap(me, card(me, 2))
    expect(note).to_have_text("Not a play: the cards must sit side by side.")
    assert visible_plays(me) == []
    tap(me, card(me, 0))
    tap(me, card(me, 2))
    odd = unequal_neighbours(hand)
    tap(me, card(me, odd))
    tap(me, card(me, odd + 1))
    expect(note).to_have_text("Not a play: the cards must show one number.")
    assert visible_plays(me) == []
    tap(me, card(me, odd))
    tap(me, card(me, odd + 1))
    expect(me.locator("#ht-mine [data-choice][aria-pressed=true]")).to_have_count(0)
    expect(note).to_have_text("Tap side-by-side cards that show one number.")

    # The pair: a Play button names it.
    number = int(hand[start][0])
    tap(me, card(me, start))
    tap(me, card(me, start + 1))
    play = {"type": "play", "start": start, "end": start + 1, "number": number}
    expect(me.locator("#ht-go-1")).to_be_visible()
    assert visible_plays(me) == [{"text": f"Play two {number}s", "value": play}]
    expect(me.locator("#ht-mine [data-choice][aria-pressed=true]")).to_have_count(2)
    expect(note).to_be_hidden()

    # One tap on Play only selects it; Confirm sends it.
    version = game.version
    tap(me, me.locator("#ht-go-1"))
    me.wait_for_selector("#confirm-bar:not([hidden])")
    expect(me.locator("#confirm-what")).to_have_text(
        f"Play two {number}s from positions {start + 1}-{start + 2}"
    )
    expect(me.locator("#ht-mine [data-choice][aria-pressed=true]")).to_have_count(2)  # still shown
    expect(me.locator("#ht-go-1")).to_have_attribute("aria-pressed", "true")
    assert posts == []
    game.refresh_from_db()
    assert game.version == version
    assert me.locator("#game").get_attribute("data-version") == str(version)
    tap(me, me.locator("#confirm-send"))
    wait_version(me, version + 1)
    after = engine.state_from_json(Game.objects.get(pk=game.pk).state)
    assert after.field == hand[start : start + 2] and after.field_number == number
    assert after.hands[leader] == hand[:start] + hand[start + 2 :]
    expect(me.locator("#ht-mine [data-choice][aria-pressed=true]")).to_have_count(0)

    # The next player's page came live: building a play works there too.
    wait_version(nxt, version + 1)
    legal = [a for a in engine.legal_actions(after, after.turn) if a["type"] == "play"]
    target = legal[-1]
    for pos in range(target["start"], target["end"] + 1):
        tap(nxt, card(nxt, pos))
    expect(nxt.locator("#ht-go-1")).to_be_visible()
    assert target in [p["value"] for p in visible_plays(nxt)]
