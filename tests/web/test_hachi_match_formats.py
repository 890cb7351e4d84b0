"""Hachi's points and victories matches on the site: the create form offers them in words and
shows each mode's number only with its mode, the "How to play" page explains them, and the
board says how far the match has come and how it was won."""

from __future__ import annotations

import re
from html import unescape
from pathlib import Path
from typing import Any

import pytest
from django.conf import settings

from games.models import Game
from games.web.presenters.hachi import EVENT_WORDS
from tests.factories import game_started, signed_in
from tests.web.hanafuda_pages import play_to_the_end
from tests.web.pages import create_form, page

MODE = "opt__hachi__match_mode"
#: Each option that applies to one mode only, and that mode.
ONLY_WITH = {
    "streak_cap": "streak",
    "rounds": "fixed",
    "points_target": "points",
    "victories": "victories",
}


def hachi_post(**options: Any) -> dict[str, Any]:
    """The Hachi create form as a browser posts it: every option field, hidden or not."""
    defaults = {
        "match_mode": "streak",
        "streak_cap": "12",
        "rounds": "6",
        "points_target": "500",
        "victories": "3",
    }
    return create_form("hachi", {**defaults, **options}, seats=2, bots=1)


def _tag(html: str, name: str) -> str:
    found = re.search(rf'<(input|select)[^>]*name="{name}"[^>]*>', html)
    assert found, name
    return found.group(0)


@pytest.mark.django_db
def test_the_form_offers_the_four_formats_in_words(alice: Any) -> None:
    html = signed_in(alice).get("/games/new/?game_type=hachi").content.decode()
    select = html[html.index(f'name="{MODE}"') : html.index("</select>", html.index(MODE))]
    offered = dict(re.findall(r'<option value="(\w+)"[^>]*>([^<]+)</option>', select))
    assert offered == {
        "streak": "Two wins in a row by 20+",
        "fixed": "A fixed number of rounds",
        "points": "First to a points total",
        "victories": "First to a number of round wins",
    }
    assert "Points to win (points match)" in html
    assert "Round wins needed (round-wins match)" in html


@pytest.mark.django_db
def test_each_mode_number_is_marked_to_show_only_with_its_mode(alice: Any) -> None:
    html = signed_in(alice).get("/games/new/?game_type=hachi").content.decode()
    for option, mode in ONLY_WITH.items():
        tag = _tag(html, f"opt__hachi__{option}")
        assert f'data-shown-with="{MODE}"' in tag and f'data-shown-value="{mode}"' in tag
    assert "data-shown-with" not in _tag(html, MODE)
    assert re.search(r'<script src="/static/js/create_form\.js[^"]*" defer>', html)
    script = Path(settings.BASE_DIR, "static", "js", "create_form.js").read_text()
    assert "data-shown-with" in script and "dataset.shownValue" in script
    # The first step (no game chosen yet) has no options and needs no script.
    first = signed_in(alice).get("/games/new/").content.decode()
    assert "create_form.js" not in first


@pytest.mark.django_db
def test_a_points_game_from_the_form_keeps_only_its_own_number(alice: Any) -> None:
    # The victories box still holds an impossible value from before the mode changed: it is
    # hidden, so it neither stops the form nor reaches the game.
    response = signed_in(alice).post(
        "/games/new/", hachi_post(match_mode="points", points_target="300", victories="99")
    )
    assert response.status_code == 302, response.content.decode()[:400]
    game = Game.objects.get()
    assert game.options == {
        "match_mode": "points",
        "streak_cap": 12,
        "rounds": 6,
        "points_target": 300,
        "victories": 3,
    }


@pytest.mark.django_db
def test_a_victories_game_from_the_form(alice: Any) -> None:
    response = signed_in(alice).post(
        "/games/new/", hachi_post(match_mode="victories", victories="2", rounds="0")
    )
    assert response.status_code == 302
    game = Game.objects.get()
    assert game.options["match_mode"] == "victories" and game.options["victories"] == 2
    assert game.options["rounds"] == 6


@pytest.mark.django_db
def test_the_chosen_mode_number_out_of_range_is_explained_next_to_it(alice: Any) -> None:
    response = signed_in(alice).post(
        "/games/new/", hachi_post(match_mode="victories", victories="8")
    )
    assert response.status_code == 400
    html = response.content.decode()
    rest = html[html.index('name="opt__hachi__victories"') :]
    listing = rest[rest.index('<ul class="errorlist') : rest.index("</ul>")]
    assert " ".join(unescape(re.sub(r"<[^>]+>", " ", listing)).split()) == "Choose 7 or fewer."
    assert not Game.objects.exists()


@pytest.mark.django_db
def test_how_to_play_explains_points_and_victories(client: Any) -> None:
    html = unescape(client.get("/rules/hachi/").content.decode())
    text = " ".join(re.sub(r"<[^>]+>", " ", html).split())
    assert "Points : your round scores add up" in text  # (a tag's place is a space here)
    assert "if the totals are exactly equal, you play one more round" in text
    assert "A drawn round is nobody's win" in text
    assert "still undecided after 24 rounds" in text
    assert "A race to 200 points" in text and "First to two round wins" in text
    for option, default in (("points_target", "500"), ("victories", "3")):
        start = html.index(f'id="option-{option}"')
        block = html[start : html.index("</div>", start)]
        assert f"<code>{default}</code>" in block


@pytest.mark.django_db
def test_the_board_shows_the_points_target(alice: Any, bob: Any) -> None:
    game = game_started("hachi", [alice, bob], {"match_mode": "points", "points_target": 300})
    text = unescape(page(signed_in(alice), game))
    assert "Round 1 · first to 300 points · turn 1 of 14" in text
    assert "qualifying run" not in text


@pytest.mark.django_db
def test_a_victories_match_played_on_the_board(alice: Any, bob: Any) -> None:
    game = game_started("hachi", [alice, bob], {"match_mode": "victories", "victories": 1})
    text = unescape(page(signed_in(alice), game))
    assert "Round 1 · first to 1 round win · turn 1 of 14" in text
    assert "rounds won 0 of 1" in text
    play_to_the_end(game, [alice, bob])
    game.refresh_from_db()
    assert game.status == "finished"
    assert game.result is not None and game.result["detail"]["decided_by"] == "victories"
    final = unescape(page(signed_in(alice), game))
    assert "wins the match by round wins" in final


def test_the_log_says_how_each_kind_of_match_was_won() -> None:
    words = EVENT_WORDS["match_ended"]
    names = {0: "ann", 1: "ben"}
    ended = {"type": "match_ended", "winner": 1, "cumulative": [230, 250]}
    assert words({**ended, "decided_by": "points"}, names) == (
        "ben wins the match by reaching the points target (ann 230, ben 250)"
    )
    assert words({**ended, "decided_by": "victories"}, names).startswith(
        "ben wins the match by round wins"
    )
    assert "by total" in words({**ended, "decided_by": "cumulative"}, names)
