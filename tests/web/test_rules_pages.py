"""The "How to play" pages: one per game, every engine option with its default, card pictures
with accessible names, and the links that lead there (site menu, game bar)."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from typing import Any

import pytest
from django.test import Client

from games import services
from games.engines.registry import all_engines
from tests.factories import signed_in

SLUGS = [engine.slug for engine in all_engines()]


def _get(client: Client, path: str) -> str:
    response = client.get(path)
    assert response.status_code == 200, path
    return response.content.decode()


def _option_block(html: str, name: str) -> str:
    """The option's own box: from its id to the next option (or the end of the list)."""
    start = html.index(f'id="option-{name}"')
    ends = [html.find(mark, start + 1) for mark in ('class="rules-option"', "</dl>")]
    return html[start : min(end for end in ends if end > 0)]


BOARD_CLASS = {
    "hachi": "hf-card",
    "hachi-hachi": "hf-card",
    "hachi-train": "ht-card",
    "take-the-train": "tt-card",
    "fast-train": "ft-die",
}


class _Pictures(HTMLParser):
    """Every drawing of a card or die (an element carrying the board's class) with its tag,
    role, aria-label, SVG <title> and visually hidden words (its accessible name in HTML)."""

    def __init__(self, board_class: str) -> None:
        super().__init__()
        self.board_class = board_class
        self.found: list[dict[str, Any]] = []
        self._open: list[str] = []  # tags open inside the current picture
        self._listen = ""

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        attr = dict(attrs)
        classes = (attr.get("class") or "").split()
        if not self._open and self.board_class in classes:
            self.found.append({**attr, "tag": tag, "title": "", "words": ""})
            self._open.append(tag)
            return
        if self._open:
            self._open.append(tag)
            if tag == "title":
                self._listen = "title"
            elif "vh" in classes:
                self._listen = "words"

    def handle_data(self, data: str) -> None:
        if self._open and self._listen:
            self.found[-1][self._listen] += data.strip()

    def handle_endtag(self, tag: str) -> None:
        if self._open:
            self._open.pop()
            self._listen = ""


@pytest.mark.django_db
@pytest.mark.parametrize("slug", SLUGS)
def test_each_game_has_a_how_to_play_page(client: Client, slug: str) -> None:
    engine = next(e for e in all_engines() if e.slug == slug)
    html = _get(client, f"/rules/{slug}/")
    assert f"How to play {engine.name}</h1>" in html
    for section in ("goal", "components", "setup", "turn", "scoring", "end", "options"):
        assert f'<section id="{section}"' in html, section
    assert 'id="examples"' in html and 'class="example"' in html


@pytest.mark.django_db
@pytest.mark.parametrize("slug", SLUGS)
def test_page_explains_every_engine_option_with_its_default(client: Client, slug: str) -> None:
    html = _get(client, f"/rules/{slug}/")
    options = next(e for e in all_engines() if e.slug == slug).describe()["options"]
    assert options, "every game has options to explain"
    for option in options:
        block = _option_block(html, option["name"])
        assert f"<code>{option['name']}</code>" in block
        # Plain words of the page's own, not only the engine's one-line description.
        assert 'class="rules-option-title"' in block, option["name"]
        default = option["default"]
        if option["kind"] == "table":
            for trains in default.values():
                for numbers in trains.values():
                    assert ", ".join(str(n) for n in numbers) in block
        else:
            shown = (
                {True: "on", False: "off"}.get(default, default)
                if option["kind"] == "bool"
                else default
            )
            assert f"Default: <code>{shown}</code>" in block, option["name"]
        if option["kind"] == "int":
            values = block[block.index("Values:") :]
            assert str(option["minimum"]) in values and str(option["maximum"]) in values


@pytest.mark.django_db
def test_numbered_choices_are_summed_up_not_listed_one_by_one(client: Client) -> None:
    block = _option_block(_get(client, "/rules/take-the-train/"), "match")
    assert "rounds:N (N = 2 to 10)" in block
    assert "rounds:5" not in block
    assert "target:100" in block and "target:250" in block and "single" in block


@pytest.mark.django_db
def test_hachi_hachi_rounds_offers_only_what_the_engine_accepts(client: Client) -> None:
    block = _option_block(_get(client, "/rules/hachi-hachi/"), "rounds")
    assert "Values: 12 or 6" in block
    assert "from 6 to 12" not in block


@pytest.mark.django_db
@pytest.mark.parametrize("slug", SLUGS)
def test_pictures_are_the_boards_own_drawings_with_names(client: Client, slug: str) -> None:
    parser = _Pictures(BOARD_CLASS[slug])
    parser.feed(_get(client, f"/rules/{slug}/"))
    pictures = parser.found
    assert len(pictures) >= 6, f"only {len(pictures)} pictures"
    for picture in pictures:
        if picture["tag"] == "svg":
            assert picture.get("role") == "img" and picture.get("aria-label"), picture
            assert picture["title"] == picture["aria-label"]
        else:  # an HTML card: named by aria-label (role=img) or by visually hidden words
            named = picture.get("aria-label") if picture.get("role") == "img" else None
            assert named or picture["words"], picture


@pytest.mark.django_db
def test_pictures_name_the_cards_they_show(client: Client) -> None:
    html = _get(client, "/rules/hachi/")
    assert 'aria-label="Crane and Sun: month 1, Pine, light"' in html
    assert 'aria-label="special card 3/4"' in _get(client, "/rules/hachi-train/")
    assert '<span class="vh">Free Ride</span>' in _get(client, "/rules/take-the-train/")
    assert 'aria-label="blue die showing 4"' in _get(client, "/rules/fast-train/")


@pytest.mark.django_db
def test_index_lists_the_five_games_with_links(client: Client) -> None:
    html = _get(client, "/rules/")
    for engine in all_engines():
        assert f'href="/rules/{engine.slug}/"' in html
        assert f"<strong>{engine.name}</strong>" in html
    index = html[html.index('<ul class="rules-index">') :]
    assert index[: index.index("</ul>")].count("<li>") == len(SLUGS)


@pytest.mark.django_db
@pytest.mark.parametrize("path", ["/rules/no-such-game/", "/rules/HACHI/", "/rules/hachi/x/"])
def test_unknown_game_is_the_sites_404(client: Client, path: str) -> None:
    response = client.get(path)
    assert response.status_code == 404
    assert "Page not found" in response.content.decode()


def _main_menu(html: str) -> str:
    found = re.search(r'<nav aria-label="Main">(.*?)</nav>', html, re.S)
    assert found
    return found.group(1)


@pytest.mark.django_db
def test_site_menu_links_to_how_to_play_signed_out_and_in(client: Client, alice: Any) -> None:
    assert '<a href="/rules/">How to play</a>' in _main_menu(_get(client, "/"))
    client.force_login(alice)
    assert '<a href="/rules/">How to play</a>' in _main_menu(_get(client, "/turns/"))


@pytest.mark.django_db
@pytest.mark.parametrize("slug", SLUGS)
def test_game_bar_links_to_the_games_rules(slug: str, alice: Any) -> None:
    engine = next(e for e in all_engines() if e.slug == slug)
    bots = ["random"] * (engine.min_players - 1) if engine.min_players > 1 else []
    game = services.game_create(
        creator=alice, game_type=slug, seats=max(engine.min_players, 1), bots=bots
    )
    client = signed_in(alice)
    html = _get(client, f"/games/{game.pk}/")
    bar = re.search(r'<header class="game-bar">(.*?)</header>', html, re.S)
    assert bar and f'href="/rules/{slug}/"' in bar.group(1)
    assert "How to play" in bar.group(1)
