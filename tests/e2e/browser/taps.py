"""How the whole-game browser test taps a move on boards that need more than one tap to build
it (one function per game, listed in ``test_play_in_browser.TAPS``)."""

from __future__ import annotations

import random
from typing import Any

from tests.e2e.browser.phone import send, tap


def tap_hachi_train(page: Any, rng: random.Random) -> None:
    """Tap a gap when a card is to be placed; otherwise sometimes pass, else tap the cards of a
    random legal play (from the list of plays) and send the Play button they bring up."""
    gaps = page.locator("#ht-mine button.ht-gap")
    if gaps.count():
        send(page, gaps.nth(rng.randrange(gaps.count())))
        return
    passes = page.locator("#ht-act button.ht-pass")
    plays = page.locator("#ht-all-plays button[name=action]")
    if not plays.count() or (passes.count() and rng.random() < 0.3):
        send(page, passes.first)
        return
    play = plays.nth(rng.randrange(plays.count()))
    start, end = int(play.get_attribute("data-start")), int(play.get_attribute("data-end"))
    value = play.get_attribute("value")
    for pos in range(start, end + 1):
        tap(page, page.locator(f'#ht-mine [data-choice][data-pos="{pos}"]'))
    go = page.locator(f"#ht-act button.ht-go[name=action][value='{value}']")
    go.wait_for(state="visible")
    send(page, go)
