"""Every page of the site, signed in and out, boards in play and finished, on a 360x740 phone:
axe-core finds no serious or critical violation, nothing scrolls sideways, and the
Content-Security-Policy blocks nothing the page needs."""

from __future__ import annotations

import random
from typing import Any

import pytest

from accounts.services import BOT_CONFIRMATION, account_upgrade_to_bot
from games import challenge_services, services
from games.engines.registry import all_engines
from tests.e2e.browser.phone import (
    assert_accessible,
    assert_no_csp_violations,
    assert_no_horizontal_overflow,
)
from tests.factories import game_started, moves_played, persona

PLAYERS = {"hachi": 2, "hachi-hachi": 3, "hachi-train": 3, "take-the-train": 3, "fast-train": 2}
OPTIONS: dict[str, dict[str, Any]] = {"hachi-hachi": {"rounds": 6}, "hachi-train": {"rounds": 1}}


@pytest.fixture
def site(transactional_db: Any) -> dict[str, Any]:
    """alice, bob and carol with a game of each type in play and one finished, an open game
    and an invitation."""
    users = [persona(n, password=False) for n in ("alice", "bob", "carol")]
    rng = random.Random(3)
    paths = []
    for engine in all_engines():
        slug = engine.slug
        for finished in (False, True):
            seated = users[: PLAYERS[slug]]
            game = game_started(slug, seated, OPTIONS.get(slug))
            game = moves_played(game, seated, moves=7, rng=rng)
            if finished:
                services.game_resign(game_id=game.pk, user=users[1])
                if PLAYERS[slug] > 2:
                    services.game_resign(game_id=game.pk, user=users[2])
                paths += [f"/games/{game.pk}/", f"/games/{game.pk}/replay/?step=3"]
            else:
                paths.append(f"/games/{game.pk}/")
    waiting = services.game_create(creator=users[1], game_type="hachi", seats=2, invite=["alice"])
    paths.append(f"/games/{waiting.pk}/")
    # A bot account's challenge to alice (the lobby lists it, with the BOT tag) and bob's open one.
    bot = persona("dave", password=False)
    account_upgrade_to_bot(user=bot, confirm=BOT_CONFIRMATION)
    named = challenge_services.challenge_create(challenger=bot, to=["alice"], game_type="hachi")
    open_one = challenge_services.challenge_create(challenger=users[1], to=[], game_type="hachi")
    paths += [f"/challenges/{named.pk}/", f"/challenges/{open_one.pk}/", "/u/dave/"]
    return {"users": users, "game_paths": paths}


SIGNED_OUT = [
    "/",
    "/accounts/login/",
    "/accounts/signup/",
    "/accounts/password_reset/",
    "/u/alice/",
    "/rules/",
    "/quick/",
    "/api/v1/docs/",
]
#: Pages drawn by a script after load: wait for what they draw.
DRAWN = {"/api/v1/docs/": ".swagger-ui .opblock"}
SIGNED_IN = [
    "/",
    "/turns/",
    "/games/new/",
    "/games/new/?game_type=hachi-hachi",
    "/quick/",
    "/u/alice/",
    "/settings/",
    "/settings/tokens/",
    "/settings/webhooks/",
    "/settings/apps/",
    "/settings/authorised-apps/",
    "/accounts/password_change/",
    "/settings/delete/",
    "/challenges/new/?to=bob",
    "/settings/bot/",
    "/settings/bot/?step=confirm",
]


def problems_of(page: Any, path: str) -> list[str]:
    page.goto(path)
    page.wait_for_load_state("networkidle")
    if path in DRAWN:
        page.wait_for_selector(DRAWN[path])
    found = []
    for check in (assert_no_horizontal_overflow, assert_accessible, assert_no_csp_violations):
        try:
            check(page)
        except AssertionError as error:
            found.append(str(error).splitlines()[0])
    return found


@pytest.mark.slow
def test_every_page_is_accessible_and_fits_a_phone(phone: Any, site: dict[str, Any]) -> None:
    visitor, alice = phone(), phone(site["users"][0])
    found = [p for path in [*SIGNED_OUT, site["game_paths"][0]] for p in problems_of(visitor, path)]
    found += [p for path in [*SIGNED_IN, *site["game_paths"]] for p in problems_of(alice, path)]
    assert found == [], "\n".join(found)
