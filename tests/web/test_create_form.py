"""The create form: the game first, then only its options, in words, with plain errors."""

from __future__ import annotations

import re
from html import unescape
from typing import Any

import pytest

from games.engines.registry import all_engines
from games.models import Game, Invitation
from games.web.forms import invite_names
from games.web.game_texts import GAME_TEXTS
from tests.factories import signed_in
from tests.web.pages import create_form


def form_post(**fields: Any) -> dict[str, Any]:
    """A Hachi-Hachi table for three as a browser without script would post it (the defaults)."""
    options = {"rounds": "12", "field_carry": "same_kind"}
    return create_form("hachi-hachi", options, **{"seats": 3, **fields})


def error_after(html: str, name: str) -> str:
    """The error list right after the field called ``name``, before the next field (empty
    when none)."""
    rest = html[html.index(f'name="{name}"') :]
    error = rest.find('<ul class="errorlist')
    following = re.search(r'class="field[ "]', rest)
    if error < 0 or (following and following.start() < error):
        return ""
    listing = rest[error : rest.index("</ul>", error)]
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", listing)).split())


@pytest.mark.django_db
def test_first_step_lists_the_five_games_with_players_and_rules(alice: Any) -> None:
    html = signed_in(alice).get("/games/new/").content.decode()
    assert "opt__" not in html and 'name="seats"' not in html
    for engine in all_engines():
        card = re.search(rf'<li class="game-card" id="card-{engine.slug}">.*?</li>', html, re.S)
        assert card, engine.slug
        assert f"<h2>{engine.name}</h2>" in card.group(0)
        assert f'href="/games/new/?game_type={engine.slug}"' in card.group(0)
        assert f'/rules/{engine.slug}/"' in card.group(0)
        assert GAME_TEXTS[engine.slug].blurb in unescape(card.group(0))
    assert "2 or 3 players, usually 3" in html
    assert ">2 players<" in html  # Hachi


@pytest.mark.django_db
def test_second_step_shows_only_that_games_options_in_words(alice: Any) -> None:
    html = signed_in(alice).get("/games/new/?game_type=hachi-hachi").content.decode()
    names = set(re.findall(r'name="(opt__[^"]+)"', html))
    assert names == {
        "opt__hachi-hachi__rounds",
        "opt__hachi-hachi__field_carry",
        "opt__hachi-hachi__double_eights_bonus",
    }
    assert re.search(r'<input type="number" name="seats" value="3"', html)
    assert "Multiplier carry-over" in html and "Same kind only (standard)" in html
    assert ">same_kind<" not in html and "Field carry" not in html
    assert '<input type="hidden" name="game_type" value="hachi-hachi"' in html
    assert "Hachi-Hachi is for 2 or 3 players" in html


@pytest.mark.django_db
def test_every_option_of_every_game_has_its_words(alice: Any) -> None:
    for engine in all_engines():
        texts = GAME_TEXTS[engine.slug]
        assert engine.min_players <= texts.standard_players <= engine.max_players
        assert set(texts.options) == {spec.name for spec in engine.option_specs}, engine.slug
        for spec in engine.option_specs:
            words = texts.options[spec.name]
            assert words.label and words.help
            if spec.kind == "choice":
                assert set(words.choices) == set(spec.choices), (engine.slug, spec.name)
        html = signed_in(alice).get(f"/games/new/?game_type={engine.slug}").content.decode()
        for spec in engine.option_specs:
            assert texts.options[spec.name].label in unescape(html)


@pytest.mark.django_db
def test_standard_player_count_is_the_default(alice: Any) -> None:
    client = signed_in(alice)
    for slug, seats in {"hachi-hachi": 3, "hachi-train": 3, "take-the-train": 4}.items():
        html = client.get(f"/games/new/?game_type={slug}").content.decode()
        assert f'name="seats" value="{seats}"' in html, slug
    hachi = client.get("/games/new/?game_type=hachi").content.decode()
    assert '<input type="hidden" name="seats" value="2"' in hachi
    assert "Hachi is for exactly 2 players" in hachi


@pytest.mark.django_db
def test_player_count_errors_are_plain_words_next_to_the_field(alice: Any) -> None:
    client = signed_in(alice)
    response = client.post("/games/new/", form_post(seats=5))
    assert response.status_code == 400
    assert error_after(response.content.decode(), "seats") == "Hachi-Hachi is for 2 or 3 players."
    response = client.post(
        "/games/new/",
        {"game_type": "hachi", "seats": 3, "days_per_move": 3, "bots": 0, "bot_kind": "greedy",
         "opt__hachi__match_mode": "streak", "opt__hachi__streak_cap": 12,
         "opt__hachi__rounds": 6},
    )  # fmt: skip
    assert response.status_code == 400
    assert error_after(response.content.decode(), "seats") == "Hachi is for exactly 2 players."
    assert not Game.objects.exists()


@pytest.mark.django_db
def test_option_out_of_range_is_explained_next_to_it(alice: Any) -> None:
    response = signed_in(alice).post(
        "/games/new/",
        form_post(**{"opt__hachi-hachi__rounds": "7"}),
    )
    assert response.status_code == 400
    assert error_after(response.content.decode(), "opt__hachi-hachi__rounds") == (
        "Choose one of the listed values."
    )
    assert not Game.objects.exists()


def test_invite_box_splits_on_commas_semicolons_and_new_lines_only() -> None:
    assert invite_names(" bob, mary.jane+1 ;carol@home\r\nd_e-f\n\nbob ") == [
        "bob",
        "mary.jane+1",
        "carol@home",
        "d_e-f",
    ]


@pytest.mark.django_db
def test_invites_with_any_allowed_character(alice: Any, django_user_model: Any) -> None:
    django_user_model.objects.create_user("mary.jane+1", "m@example.com", "pw-long-enough-1")
    django_user_model.objects.create_user("carol@home", "c@example.com", "pw-long-enough-1")
    response = signed_in(alice).post(
        "/games/new/", form_post(invite="mary.jane+1;\ncarol@home", is_public="")
    )
    assert response.status_code == 302
    game = Game.objects.get()
    assert not game.is_public
    invited = set(Invitation.objects.filter(game=game).values_list("invitee__username", flat=True))
    assert invited == {"mary.jane+1", "carol@home"}


@pytest.mark.django_db
def test_invites_ignore_case_as_names_and_sign_in_do(alice: Any, bob: Any) -> None:
    assert signed_in(alice).post("/games/new/", form_post(invite="BOB")).status_code == 302
    game = Game.objects.get()
    assert list(Invitation.objects.filter(game=game).values_list("invitee", flat=True)) == [bob.pk]
    html = signed_in(alice).post("/games/new/", form_post(invite="Alice")).content.decode()
    assert "You are in the game already" in html


@pytest.mark.django_db
def test_unknown_names_self_and_too_many_invites_are_refused(
    alice: Any, bob: Any, carol: Any, django_user_model: Any
) -> None:
    client = signed_in(alice)
    html = client.post("/games/new/", form_post(invite="bob, nobody, ghost")).content.decode()
    assert error_after(html, "invite") == (
        "No player is called “nobody”, “ghost”. Check the spelling."
    )
    html = client.post("/games/new/", form_post(invite="alice")).content.decode()
    assert "You are in the game already" in error_after(html, "invite")
    django_user_model.objects.create_user("dan", "d@example.com", "pw-long-enough-1")
    html = client.post("/games/new/", form_post(invite="bob, carol, dan")).content.decode()
    assert error_after(html, "invite").startswith("Only 2 seats are left for invited players")
    html = client.post("/games/new/", form_post(invite="bob, carol", bots=1)).content.decode()
    assert error_after(html, "invite").startswith("Only 1 seat is left")
    assert not Game.objects.exists()


@pytest.mark.django_db
def test_bots_fill_seats_but_leave_one_for_you(alice: Any) -> None:
    client = signed_in(alice)
    html = client.post("/games/new/", form_post(bots=3)).content.decode()
    assert error_after(html, "bots") == "Leave a seat for yourself: with 3 players, at most 2 bots."
    response = client.post("/games/new/", form_post(bots=2, bot_kind="random"))
    assert response.status_code == 302
    game = Game.objects.get()
    assert game.status == "active"
    assert [s.bot_kind for s in game.seats.order_by("index")] == ["", "random", "random"]


@pytest.mark.django_db
def test_friendly_values_reach_the_engine(alice: Any) -> None:
    response = signed_in(alice).post(
        "/games/new/",
        form_post(
            seats=2,
            days_per_move=7,
            **{
                "opt__hachi-hachi__rounds": "6",
                "opt__hachi-hachi__field_carry": "all_lights",
                "opt__hachi-hachi__double_eights_bonus": "on",
            },
        ),
    )
    assert response.status_code == 302
    game = Game.objects.get()
    assert game.num_seats == 2
    assert game.options == {"rounds": 6, "field_carry": "all_lights", "double_eights_bonus": True}
    assert game.time_per_move.days == 7


@pytest.mark.django_db
def test_unknown_game_goes_back_to_choosing(alice: Any) -> None:
    response = signed_in(alice).get("/games/new/?game_type=chess")
    assert response.status_code == 400
    html = response.content.decode()
    assert "There is no such game" in html and 'id="card-hachi"' in html
    assert signed_in(alice).post("/games/new/", {"game_type": "chess"}).status_code == 400
    assert not Game.objects.exists()
