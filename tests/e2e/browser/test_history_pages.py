"""The profile (ratings chart, results, head-to-head), the game history and the leaderboards
on a 360x740 phone in Chromium: nothing scrolls sideways, the chart is an image with a name
and a description, axe-core finds no serious or critical violation, and the history's filters
work with and without script."""

from __future__ import annotations

import os
from datetime import timedelta
from typing import Any

import pytest

from games.rating_services import ratings_update
from tests.e2e.browser.phone import (
    assert_accessible,
    assert_no_csp_violations,
    assert_no_horizontal_overflow,
)
from tests.factories import persona
from tests.history.support import T0, finished_rows, resigned

LONG = "L" + "ongname" * 4 + "z"  # 30 characters, the longest a new name may have


@pytest.fixture
def players(transactional_db: Any) -> dict[str, Any]:
    """alice with rated games of two types against bob and a long-named player, many
    finished games as rows, and one game of each result."""
    alice, bob, carol = (persona(n, password=False) for n in ("alice", "bob", "carol"))
    long = persona(LONG, password=False)
    for losers in ([bob], [alice], [bob], [bob]):
        resigned("hachi", [alice, bob], losers=losers)
    resigned("hachi", [alice, long], losers=[long])
    resigned("hachi-hachi", [alice, bob, long], losers=[long, bob])
    resigned("take-the-train", [carol, alice, bob], losers=[bob, alice])
    ratings_update(game_type="hachi")
    ratings_update(game_type="hachi-hachi")
    ratings_update(game_type="take-the-train")
    finished_rows([alice, long], count=40, winner=0, start=T0 - timedelta(days=60))
    return {"alice": alice, "bob": bob}


def _check(page: Any, path: str) -> None:
    page.goto(path)
    page.wait_for_load_state("networkidle")
    assert_no_horizontal_overflow(page)
    assert_accessible(page)
    assert_no_csp_violations(page)
    if os.environ.get("SCREENSHOTS"):
        name = path.strip("/").replace("/", "_").replace("?", "_") or "home"
        page.screenshot(path=f"/tmp/history-{name}.png", full_page=True)


def test_profile_history_and_leaderboards_fit_a_phone(phone: Any, players: dict[str, Any]) -> None:
    visitor, alice = phone(), phone(players["alice"])
    for path in ["/u/alice/", "/u/alice/history/", "/leaderboards/hachi/"]:
        _check(visitor, path)
    for path in [f"/u/alice/?opponent={LONG}", "/u/alice/history/?result=won&opponent=bob",
                 "/leaderboards/", f"/u/{LONG}/"]:  # fmt: skip
        _check(alice, path)
    alice.goto("/u/alice/")
    chart = alice.locator("svg.rating-chart")
    assert chart.get_attribute("role") == "img"
    name = chart.evaluate("svg => svg.querySelector('title').textContent")
    assert name == "Rating after each rated game, per game"
    description = chart.evaluate("svg => svg.querySelector('desc').textContent")
    assert "Hachi: " in description and "Take the Train: " in description
    box = chart.bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= 360
    assert alice.locator("#ratings-table tbody tr").count() == 3


@pytest.mark.parametrize("javascript", [True, False], ids=["script", "no-script"])
def test_the_history_filters_and_pages(
    phone: Any, players: dict[str, Any], javascript: bool
) -> None:
    page = phone(players["alice"], javascript=javascript)
    page.goto("/u/alice/history/")
    assert page.locator(".history-list > li").count() == 25
    page.click("a[rel=next]")
    page.wait_for_selector("a[rel=first]")
    assert page.locator(".history-list > li").count() == 22
    page.goto("/u/alice/history/")
    page.click(".history-filter > summary")
    page.select_option("select[name=result]", "resigned")
    page.fill("input[name=opponent]", "Bob")
    page.click(".history-filter button[type=submit]")
    page.wait_for_url("**result=resigned**")
    page.wait_for_selector(".history-list > li >> nth=1")
    assert page.locator(".history-list > li").count() == 2
    # The results come first: the filters fold away, a line says what they keep.
    assert page.locator(".history-filter").get_attribute("open") is None
    assert (
        page.locator(".history-filtered")
        .inner_text()
        .startswith("Showing games resigned or forfeited with Bob.")
    )
    assert_no_horizontal_overflow(page)
    page.click(".history-filter > summary")
    page.fill("input[name=opponent]", "nobody")
    page.click(".history-filter button[type=submit]")
    page.wait_for_selector("text=No player is called nobody.")
    if javascript:  # axe-core runs as a script in the page: not in a page without them
        assert_accessible(page)
