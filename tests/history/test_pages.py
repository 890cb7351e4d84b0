"""The history page and the export downloads on the site."""

from __future__ import annotations

import csv
import io
import json
import re
from datetime import timedelta
from html import unescape
from typing import Any

import pytest
from django.test import Client

from games.history import CSV_COLUMNS
from tests.factories import signed_in
from tests.history.support import T0, finished_rows, resigned, solo_played

pytestmark = pytest.mark.django_db


def text(html: str) -> str:
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", html)).split())


def rows_of(html: str) -> list[int]:
    return [int(n) for n in re.findall(r'<li class="game-row" id="history-(\d+)">', html)]


def test_history_rows_link_the_replay_and_the_record(alice: Any, bob: Any, carol: Any) -> None:
    game = resigned("hachi-hachi", [alice, bob, carol], losers=[carol, bob])
    solo = solo_played(alice)
    html = Client().get("/u/alice/history/").content.decode()
    assert rows_of(html) == [solo.pk, game.pk]
    row = html[html.index(f'id="history-{game.pk}"') :]
    row = row[: row.index("</li>")]
    assert f'href="/games/{game.pk}/replay/"' in row
    assert f'href="/api/v1/games/{game.pk}/record/" download="hachi-hachi-{game.pk}.json"' in row
    words = text(row)
    assert f"Hachi-Hachi #{game.pk}" in words and "Won" in words
    assert "with bob and carol" in words
    assert "score" not in words  # a resignation's zeros are no score
    assert "Solo: " in text(html[html.index(f'id="history-{solo.pk}"') :])
    assert "Download all your games" not in html  # only on your own history


def test_history_filters_and_pages(alice: Any, bob: Any, carol: Any) -> None:
    finished_rows([alice, bob], count=30, winner=0)
    finished_rows([carol, alice], count=2, winner=0, start=T0 + timedelta(days=40))
    client = signed_in(alice)
    first = client.get("/u/alice/history/").content.decode()
    assert len(rows_of(first)) == 25
    older = unescape(re.search(r'href="([^"]+)" rel="next"', first).group(1))
    second = client.get(f"/u/alice/history/{older}").content.decode()
    assert len(rows_of(second)) == 7 and not set(rows_of(second)) & set(rows_of(first))
    assert 'rel="first"' in second and 'rel="next"' not in second

    lost = client.get("/u/alice/history/?result=lost&opponent=CAROL").content.decode()
    assert len(rows_of(lost)) == 2
    assert "Lost" in text(lost) and "(filtered)" in lost
    assert "Showing games lost with CAROL. Show all games" in text(lost)
    dated = client.get("/u/alice/history/?from=2026-03-05&to=2026-03-06").content.decode()
    assert len(rows_of(dated)) == 2
    bad = client.get("/u/alice/history/?opponent=nobody&to=soon").content.decode()
    assert rows_of(bad) == []
    assert "No player is called nobody." in bad and "A date as YYYY-MM-DD." in bad
    htmx = client.get("/u/alice/history/?result=won", HTTP_HX_REQUEST="true").content.decode()
    assert htmx.lstrip().startswith('<div id="history">') and len(rows_of(htmx)) == 25


def test_a_private_game_shows_only_to_who_may_see_it(alice: Any, bob: Any, carol: Any) -> None:
    public = resigned("hachi", [alice, bob], losers=[bob])
    private = resigned("hachi", [alice, bob], losers=[bob], is_public=False)
    for client, seen in [
        (Client(), [public.pk]),
        (signed_in(carol), [public.pk]),
        (signed_in(bob), [private.pk, public.pk]),
        (signed_in(alice), [private.pk, public.pk]),
    ]:
        html = client.get("/u/alice/history/").content.decode()
        assert rows_of(html) == seen
        assert (f"/games/{private.pk}/" in html) == (private.pk in seen)


def test_your_history_downloads_as_csv_and_json(alice: Any, bob: Any) -> None:
    game = resigned("hachi", [alice, bob], losers=[bob])
    finished_rows([bob, alice], count=2, winner=0)
    assert Client().get("/settings/export/history.csv").status_code == 302  # sign in first
    client = signed_in(alice)
    assert "Download all your games" in client.get("/u/alice/history/").content.decode()
    answer = client.get("/settings/export/history.csv")
    assert answer["Content-Type"] == "text/csv; charset=utf-8"
    assert answer["Content-Disposition"].startswith('attachment; filename="hachi-station-history')
    lines = list(csv.reader(io.StringIO(answer.content.decode())))
    assert tuple(lines[0]) == CSV_COLUMNS and len(lines) == 4
    first = dict(zip(CSV_COLUMNS, lines[1], strict=True))
    assert first["game"] == str(game.pk) and first["result"] == "won"
    assert first["players"] == "alice; bob" and first["private"] == "false"
    assert first["record"] == f"http://testserver/api/v1/games/{game.pk}/record/"
    exported = json.loads(signed_in(alice).get("/settings/export/history.json").content)
    assert exported["format"] == "hachi-station-history/1" and exported["username"] == "alice"
    assert exported["games"][0]["game"] == game.pk and len(exported["games"]) == 3
