"""The lobby and /turns/: lists by what a game means to you, in words, refreshable in place."""

from __future__ import annotations

import re
from html import unescape
from typing import Any

import pytest
from django.test import Client

from games import services
from games.engines.registry import get_engine
from games.models import Game, Invitation, Seat
from tests.factories import game_started, played_until_turn_of, signed_in
from tests.web.lobby_pages import active_hachi, finished_hachi, lobby_of_every_kind


def section(html: str, key: str) -> str:
    """The HTML of one lobby list (empty when the page does not show it)."""
    found = re.search(rf'<section[^>]*id="section-{key}".*?</section>', html, re.S)
    return found.group(0) if found else ""


def row(html: str, game: Game) -> str:
    found = re.search(rf'<li[^>]*id="game-row-{game.pk}".*?</li>', html, re.S)
    assert found, f"no row of game {game.pk}"
    return found.group(0)


def text(html: str) -> str:
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", html)).split())


@pytest.mark.django_db
def test_each_game_sits_in_its_list_with_names_and_words(alice: Any, bob: Any, carol: Any) -> None:
    games = lobby_of_every_kind(alice, bob, carol)
    html = signed_in(alice).get("/").content.decode()
    titles = re.findall(r'<h2 id="[a-z_]+-h">([^<]+)</h2>', html)
    assert titles == [
        "Your turn",
        "Invitations",
        "Waiting for others",
        "Your open games",
        "Open games to join",
        "Recently finished",
    ]
    for key, game in games.items():
        assert f'id="game-row-{game.pk}"' in section(html, key), key
        assert get_engine(game.game_type).name in row(section(html, key), game)
    page = text(html)
    assert "None" not in page and "#" not in page
    assert not re.search(r"hachi-hachi|take-the-train|hachi-train", page)
    assert "left" in text(row(html, games["turns"]))  # time left on my turn
    assert "carol to play" in text(row(html, games["waiting"]))
    assert "Waiting for 2 more players" in text(row(html, games["mine_open"]))
    assert "Open seat" in text(row(html, games["mine_open"]))
    assert "3 open seats" in text(row(html, games["open"]))
    finished = text(row(html, games["finished"]))
    assert "You won" in finished and "Replay" in finished
    assert f'href="/games/{games["finished"].pk}/replay/"' in row(html, games["finished"])


@pytest.mark.django_db
def test_invitation_has_accept_and_decline_as_plain_posts(alice: Any, bob: Any) -> None:
    game = services.game_create(
        creator=bob, game_type="hachi", seats=2, invite=["alice"], is_public=False
    )
    client = signed_in(alice)
    invitation = row(section(client.get("/").content.decode(), "invitations"), game)
    assert "from" in text(invitation) and "bob" in text(invitation)
    assert f'action="/games/{game.pk}/join/"' in invitation
    assert f'action="/games/{game.pk}/decline/"' in invitation
    assert text(invitation).count("Accept") == 1 and text(invitation).count("Decline") == 1

    response = client.post(f"/games/{game.pk}/decline/")
    assert response.status_code == 302 and response["Location"] == "/"
    assert Invitation.objects.get(game=game).status == "declined"
    after = client.get("/").content.decode()
    assert "Invitation declined." in after
    assert f'id="game-row-{game.pk}"' not in after


@pytest.mark.django_db
def test_accepting_an_invitation_seats_you_and_starts_a_full_game(alice: Any, bob: Any) -> None:
    game = services.game_create(creator=bob, game_type="hachi", seats=2, invite=["alice"])
    response = signed_in(alice).post(f"/games/{game.pk}/join/")
    assert response.status_code == 302 and response["Location"] == f"/games/{game.pk}/"
    game.refresh_from_db()
    assert game.status == "active"
    assert Seat.objects.get(game=game, index=1).user == alice
    assert Invitation.objects.get(game=game).status == "accepted"


@pytest.mark.django_db
def test_results_in_words_for_each_player(alice: Any, bob: Any, carol: Any) -> None:
    two = finished_hachi(alice, bob)
    three = game_started("hachi-hachi", [alice, bob, carol])
    services.game_resign(game_id=three.pk, user=bob)
    services.game_resign(game_id=three.pk, user=carol)

    def result(user: Any, game: Game) -> str:
        return text(row(section(signed_in(user).get("/").content.decode(), "finished"), game))

    assert "You won" in result(alice, two)
    assert "alice won" in result(bob, two)
    assert "You won" in result(alice, three)
    assert "2nd of 3 · alice won" in result(carol, three)
    assert "3rd of 3 · alice won" in result(bob, three)


@pytest.mark.django_db
def test_resigned_player_no_longer_waits_for_a_game_that_goes_on(
    alice: Any, bob: Any, carol: Any
) -> None:
    game = game_started("hachi-hachi", [alice, bob, carol])
    services.game_resign(game_id=game.pk, user=bob)
    html = signed_in(bob).get("/").content.decode()
    assert f'id="game-row-{game.pk}"' not in html


@pytest.mark.django_db
def test_filter_by_game_and_a_bad_filter_shows_everything(alice: Any, bob: Any, carol: Any) -> None:
    games = lobby_of_every_kind(alice, bob, carol)
    client = signed_in(alice)
    only = client.get("/?game_type=hachi").content.decode()
    for game in games.values():
        shown = f'id="game-row-{game.pk}"' in only
        assert shown == (game.game_type == "hachi"), game.game_type
    assert '<option value="hachi" selected>' in only
    everything = client.get("/?game_type=chess").content.decode()
    assert all(f'id="game-row-{g.pk}"' in everything for g in games.values())


@pytest.mark.django_db
def test_each_list_has_pages(alice: Any, bob: Any) -> None:
    finished = [finished_hachi(alice, bob) for _ in range(8)]  # newest last
    client = signed_in(alice)
    first = section(client.get("/").content.decode(), "finished")
    assert first.count('class="game-row') == 6
    assert 'href="/?finished_page=2"' in first
    second = section(client.get("/?finished_page=2").content.decode(), "finished")
    assert second.count('class="game-row') == 2
    for game in finished[:2]:
        assert f'id="game-row-{game.pk}"' in second and f'id="game-row-{game.pk}"' not in first
    assert 'href="/"' in second and "Show more" not in second
    assert client.get("/?finished_page=zero").status_code == 200


@pytest.mark.django_db
def test_signed_out_lobby_lists_only_public_games_to_join(alice: Any, bob: Any) -> None:
    public = services.game_create(creator=alice, game_type="hachi", seats=2)
    private = services.game_create(creator=alice, game_type="hachi", seats=2, is_public=False)
    active_hachi(alice, bob, turn_of=alice)
    html = Client().get("/").content.decode()
    assert f'id="game-row-{public.pk}"' in section(html, "open")
    assert f'id="game-row-{private.pk}"' not in html
    assert html.count('class="game-row') == 1


@pytest.mark.django_db
def test_lobby_and_turns_refresh_as_htmx_partials_on_user_events(alice: Any, bob: Any) -> None:
    client = signed_in(alice)
    page = client.get("/?game_type=hachi").content.decode()
    lobby = re.search(r'<div id="lobby"[^>]*>', page)
    assert lobby and 'hx-trigger="hachi:user-event from:document delay:200ms"' in lobby.group(0)
    assert 'hx-get="/?game_type=hachi"' in lobby.group(0)
    game = services.game_create(creator=bob, game_type="hachi", seats=2, invite=["alice"])
    partial = client.get("/?game_type=hachi", HTTP_HX_REQUEST="true").content.decode()
    assert partial.lstrip().startswith('<div id="lobby"') and "<html" not in partial
    assert f'id="game-row-{game.pk}"' in section(partial, "invitations")

    turns = client.get("/turns/").content.decode()
    listing = re.search(r'<div id="turns-list"[^>]*>', turns)
    assert listing and 'hx-trigger="hachi:user-event from:document delay:200ms"' in listing.group(0)
    assert "Nothing waits for you." in turns
    mine = services.seat_join(game_id=game.pk, user=alice).game
    played_until_turn_of(mine, [bob, alice], 1)
    partial = client.get("/turns/", HTTP_HX_REQUEST="true").content.decode()
    assert partial.lstrip().startswith('<div id="turns-list"') and "<html" not in partial
    assert f'id="game-row-{game.pk}"' in partial and "Hachi" in partial


@pytest.mark.django_db
def test_lobby_rows_show_nothing_of_any_hand(alice: Any, bob: Any) -> None:
    game = active_hachi(alice, bob, turn_of=alice)
    engine = get_engine("hachi")
    state = engine.state_from_json(game.state)
    html = signed_in(bob).get("/").content.decode()
    for card in engine.view(state, 0)["you"]["hand"]:
        assert card not in html
