"""The public profile: game names, results per game, a chart a screen reader can read."""

from __future__ import annotations

import re
from html import unescape
from typing import Any

import pytest
from django.test import Client

from games import services
from tests.factories import game_started, signed_in
from tests.web.lobby_pages import active_hachi, finished_hachi


def text(html: str) -> str:
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", html)).split())


@pytest.mark.django_db
def test_profile_counts_per_game_by_name_with_a_labelled_chart(
    alice: Any, bob: Any, carol: Any
) -> None:
    finished_hachi(alice, bob)
    finished_hachi(alice, bob)
    finished_hachi(bob, alice)
    three = game_started("hachi-hachi", [alice, bob, carol])
    services.game_resign(game_id=three.pk, user=alice)
    services.game_resign(game_id=three.pk, user=carol)
    active_hachi(alice, carol, turn_of=alice)
    html = Client().get("/u/alice/").content.decode()

    table = re.search(r'<table class="scores" id="results-table">.*?</table>', html, re.S)
    assert table
    rows = re.findall(r"<tr><th scope=\"row\">([^<]+)</th><td>(\d+)</td><td>(\d+)</td>", html)
    assert rows == [("Hachi", "3", "2"), ("Hachi-Hachi", "1", "0")]

    svg = re.search(r"<svg .*?</svg>", html, re.S)
    assert svg
    chart = svg.group(0)
    assert 'role="img"' in chart and 'aria-describedby="results-table"' in chart
    title = re.search(r'<title id="results-chart-title">(.*?)</title>', chart, re.S)
    assert title and "Hachi: 3 played, 2 won" in unescape(title.group(1))
    assert "Hachi-Hachi: 1 played, 0 won" in unescape(title.group(1))
    labels = re.findall(r"<text[^>]*>([^<]+)</text>", chart)
    for label in ("Finished games per game", "Won", "Not won", "Hachi", "Hachi-Hachi"):
        assert label in labels
    assert "Finished games (number)" in labels and "Game" in labels  # the two axes
    assert {"0", "1", "2", "3"} <= set(labels)  # ticks up to the most played
    assert re.search(r"<figure[^>]*>.*?<figcaption>", html, re.S)

    recent = text(html[html.index('id="recent-h"') :])
    assert "In play" in recent and "Won" in recent and "Lost" in recent
    assert "3rd of 3" in recent
    assert not re.search(r"hachi-hachi|\bhachi #", recent)


@pytest.mark.django_db
def test_profile_without_finished_games_says_so(alice: Any) -> None:
    html = Client().get("/u/alice/").content.decode()
    assert "No finished games yet." in html and "<svg" not in html


@pytest.mark.django_db
def test_private_games_stay_off_a_strangers_view_of_the_profile(alice: Any, bob: Any) -> None:
    private = services.game_create(creator=alice, game_type="hachi", seats=2, is_public=False)
    assert f"/games/{private.pk}/" not in Client().get("/u/alice/").content.decode()
    client = signed_in(alice)
    assert f"/games/{private.pk}/" in client.get("/u/alice/").content.decode()
