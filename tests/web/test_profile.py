"""The public profile: ratings with a chart a screen reader can read, results per game type,
head-to-head, recent games; a private game never shows to a stranger, not even in a count."""

from __future__ import annotations

import re
from datetime import timedelta
from html import unescape
from typing import Any

import pytest
from django.test import Client

from games import services
from games.rating_services import ratings_update
from tests.factories import game_started, signed_in
from tests.history.support import T0, finished_rows, resigned
from tests.web.lobby_pages import active_hachi

pytestmark = pytest.mark.django_db
NONE = "\N{EN DASH}"  # no number: no game played to the end


def text(html: str) -> str:
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", html)).split())


def table(html: str, table_id: str) -> list[list[str]]:
    found = re.search(rf'<table class="scores[^"]*" id="{table_id}">(.*?)</table>', html, re.S)
    assert found, table_id
    body = found.group(1).split("<tbody>")[1]
    return [
        [text(cell) for cell in re.findall(r"<t[hd][^>]*>(.*?)</t[hd]>", row, re.S)]
        for row in re.findall(r"<tr>(.*?)</tr>", body, re.S)
    ]


def test_results_per_game_with_seats_scores_and_streaks(alice: Any, bob: Any, carol: Any) -> None:
    finished_rows([alice, bob], count=3, winner=0)
    finished_rows([bob, alice], count=1, winner=0, start=T0 + timedelta(days=5))
    resigned("hachi-hachi", [alice, bob, carol], losers=[alice, carol])
    active_hachi(alice, carol, turn_of=alice)
    html = Client().get("/u/alice/").content.decode()
    assert table(html, "results-table") == [
        ["Hachi", "4", "3", "75%"],
        ["Hachi-Hachi", "1", "0", "0%"],
    ]
    assert table(html, "scores-table") == [
        ["Hachi", "40.0", "50", "3"],
        ["Hachi-Hachi", NONE, NONE, "0"],
    ]
    assert table(html, "seats-table") == [
        ["Hachi", "1", "3", "3", "100%"],
        ["Hachi", "2", "1", "0", "0%"],
        ["Hachi-Hachi", "1", "1", "0", "0%"],
    ]
    recent = text(html[html.index('id="recent-h"') :])
    assert "In play" in recent and "Won" in recent and "Lost" in recent
    assert 'href="/u/alice/history/"' in html


def test_ratings_and_their_chart_are_labelled(alice: Any, bob: Any, carol: Any) -> None:
    for losers in ([bob], [alice], [bob]):
        players = [alice, bob]
        resigned("hachi", players, losers=losers)
    resigned("hachi-hachi", [alice, bob, carol], losers=[carol, bob])
    ratings_update(game_type="hachi")
    ratings_update(game_type="hachi-hachi")
    html = Client().get("/u/alice/").content.decode()
    rows = table(html, "ratings-table")
    assert [row[0] for row in rows] == ["Hachi", "Hachi-Hachi"]
    assert all("(provisional)" in row[1] for row in rows) and [r[2] for r in rows] == ["3", "1"]

    chart = re.search(r"<svg .*?</svg>", html, re.S)
    assert chart
    svg = chart.group(0)
    assert 'role="img"' in svg and 'aria-describedby="ratings-table"' in svg
    assert 'aria-labelledby="rating-chart-title rating-chart-desc"' in svg
    desc = unescape(re.search(r'<desc id="rating-chart-desc">(.*?)</desc>', svg, re.S).group(1))
    assert "Hachi: " in desc and "3 rated games" in desc and "Hachi-Hachi: " in desc
    labels = [unescape(label) for label in re.findall(r"<text[^>]*>([^<]+)</text>", svg)]
    assert "Rating over time" in labels  # the title
    assert "Rating" in labels and "Date the game finished (UTC)" in labels  # the two axes
    assert any(label.startswith("Hachi: ") for label in labels)  # the legend
    assert any(re.fullmatch(r"\d{4}-\d\d-\d\d", label) for label in labels)  # dates
    assert len(re.findall(r"<polyline ", svg)) == 2
    assert re.search(r"<figure[^>]*>.*?<figcaption>", html, re.S)


def test_without_games_the_profile_says_so(alice: Any) -> None:
    html = Client().get("/u/alice/").content.decode()
    assert "No rated games yet." in html and "No finished games against others yet." in html
    assert "<svg" not in html


def test_head_to_head_against_a_named_opponent(alice: Any, bob: Any, carol: Any) -> None:
    finished_rows([alice, bob], count=3, winner=0)
    finished_rows([alice, bob], count=1, winner=None, start=T0 + timedelta(days=5))
    finished_rows([alice, carol], count=2, winner=1, start=T0 + timedelta(days=9))
    html = Client().get("/u/alice/?opponent=BOB").content.decode()
    section = text(html[html.index('id="versus-h"') : html.index('id="recent-h"')])
    assert "alice and bob finished 4 games together: alice ahead in 3, bob ahead in 0, " in section
    assert table(html, "versus-table") == [["Hachi", "4", "3", "0", "1"]]
    assert 'href="/u/alice/history/?opponent=bob"' in html
    assert 'value="BOB"' in html
    unknown = Client().get("/u/alice/?opponent=nobody").content.decode()
    assert "No player is called nobody." in unknown and 'aria-invalid="true"' in unknown
    assert "Name someone else." in Client().get("/u/alice/?opponent=alice").content.decode()


def test_private_games_stay_off_a_strangers_view_of_the_profile(
    alice: Any, bob: Any, carol: Any
) -> None:
    open_private = services.game_create(creator=alice, game_type="hachi", seats=2, is_public=False)
    public = resigned("hachi", [alice, bob], losers=[bob])
    private = resigned("hachi", [alice, bob], losers=[bob], is_public=False)
    ratings_update(game_type="hachi")

    def seen(client: Client) -> tuple[str, list[list[str]], str]:
        html = client.get("/u/alice/").content.decode()
        svg = re.search(r"<svg .*?</svg>", html, re.S)
        return html, table(html, "results-table"), svg.group(0) if svg else ""

    for client in (Client(), signed_in(carol)):
        html, results, svg = seen(client)
        assert f"/games/{private.pk}/" not in html and f"/games/{open_private.pk}/" not in html
        assert results[0][1] == "1"  # one game played: the public one
        assert svg.count("<circle ") == 1  # one point: the public game
    for client in (signed_in(alice), signed_in(bob)):
        html, results, svg = seen(client)
        assert f"/games/{private.pk}/" in html
        assert results[0][1] == "2" and svg.count("<circle ") == 2
    assert public.pk


def test_a_game_in_play_is_no_result_yet(alice: Any, bob: Any) -> None:
    game_started("hachi", [alice, bob])
    html = Client().get("/u/alice/").content.decode()
    assert "No finished games against others yet." in html and "In play" in html
