"""The game page: rendered from the seat's view; moves by plain form posts and by htmx, each
confirmed before it is sent; steps that end something asked twice; the move log; the replay."""

from __future__ import annotations

import json
import re
from html import unescape
from typing import Any

import pytest
from django.test import Client

from accounts.models import Preferences
from games import services
from games.engines.registry import get_engine
from games.models import Game, GameStatus, Seat
from games.web.context import seat_names
from tests.factories import game_started, moves_played, signed_in


@pytest.fixture
def hachi_game(alice: Any, bob: Any) -> Game:
    return game_started("hachi", [alice, bob])


def mover(game: Game, alice: Any, bob: Any) -> tuple[Any, int]:
    game.refresh_from_db()
    seat = game.to_act[0]
    return (alice if seat == 0 else bob), seat


def legal(game: Game, seat: int) -> list[dict[str, Any]]:
    engine = get_engine(game.game_type)
    return engine.legal_actions(engine.state_from_json(game.state), seat)


def post(client: Client, game: Game, **fields: Any) -> Any:
    return client.post(f"/games/{game.pk}/move/", fields)


def version(game: Game) -> int:
    game.refresh_from_db()
    return game.version


@pytest.mark.django_db
def test_page_shows_only_my_hand_and_offers_my_legal_moves(hachi_game: Game, alice, bob) -> None:
    user, seat = mover(hachi_game, alice, bob)
    engine = get_engine("hachi")
    state = engine.state_from_json(hachi_game.state)
    html = signed_in(user).get(f"/games/{hachi_game.pk}/").content.decode()
    for hidden in engine.hidden_from(state, seat):
        assert f"{hidden}" not in html.replace(hachi_game.seed_hash, "")
    for action in legal(hachi_game, seat):
        assert json.dumps(action, sort_keys=True).replace('"', "&quot;") in html


@pytest.mark.django_db
def test_a_first_tap_only_selects_and_a_second_tap_sends(hachi_game: Game, alice, bob) -> None:
    user, seat = mover(hachi_game, alice, bob)
    first, other = (json.dumps(a, sort_keys=True) for a in legal(hachi_game, seat)[:2])
    client = signed_in(user)
    page = post(client, hachi_game, action=first, expected_version=0)
    assert page.status_code == 200 and version(hachi_game) == 0  # nothing was sent
    html = unescape(page.content.decode())
    assert re.search(r'<div id="confirm-bar"[^>]*>', html).group(0).find("hidden") == -1
    assert f'name="pending" value="{first}"' in html
    # Tapping another move changes the selection and still sends nothing.
    page = post(client, hachi_game, action=other, pending=first, expected_version=0)
    assert page.status_code == 200 and version(hachi_game) == 0
    assert f'name="pending" value="{other}"' in unescape(page.content.decode())
    # The same move again (or Confirm, which posts it) sends it.
    sent = post(client, hachi_game, action=other, pending=other, expected_version=0)
    assert sent.status_code == 302 and version(hachi_game) == 1


@pytest.mark.django_db
def test_with_confirm_moves_off_one_tap_sends(hachi_game: Game, alice, bob) -> None:
    user, seat = mover(hachi_game, alice, bob)
    Preferences.objects.create(user=user, confirm_moves=False)
    page = signed_in(user).get(f"/games/{hachi_game.pk}/").content.decode()
    assert 'data-confirm-moves="false"' in page
    action = json.dumps(legal(hachi_game, seat)[0])
    assert post(signed_in(user), hachi_game, action=action, expected_version=0).status_code == 302
    assert version(hachi_game) == 1


@pytest.mark.django_db
def test_htmx_post_gets_the_game_partial_and_stale_versions_say_so(hachi_game, alice, bob) -> None:
    user, seat = mover(hachi_game, alice, bob)
    action = json.dumps(legal(hachi_game, seat)[0], sort_keys=True)
    client = signed_in(user)
    data = {"action": action, "expected_version": 0, "idempotency_key": "k2", "confirmed": "1"}
    response = client.post(f"/games/{hachi_game.pk}/move/", data, HTTP_HX_REQUEST="true")
    html = response.content.decode()
    assert response.status_code == 200
    assert html.lstrip().startswith('<article id="game"')
    assert "<html" not in html
    stale = client.post(
        f"/games/{hachi_game.pk}/move/", {**data, "idempotency_key": "k3"}, HTTP_HX_REQUEST="true"
    )
    assert stale.status_code == 409
    words = stale.content.decode()
    assert "The game moved on while you were choosing, so nothing was played" in words
    assert version(hachi_game) == 1


@pytest.mark.django_db
def test_a_stale_form_posted_again_gets_player_words(hachi_game: Game, alice, bob) -> None:
    """The same form (same key) used for a different move: refused, in words a player reads."""
    user, seat = mover(hachi_game, alice, bob)
    first, second = (json.dumps(a, sort_keys=True) for a in legal(hachi_game, seat)[:2])
    client = signed_in(user)
    base = {"expected_version": 0, "idempotency_key": "same", "confirmed": "1"}
    assert client.post(f"/games/{hachi_game.pk}/move/", {**base, "action": first}).status_code
    again = client.post(f"/games/{hachi_game.pk}/move/", {**base, "action": second}, follow=True)
    text = again.content.decode()
    assert "That page was out of date, so nothing was played" in text
    assert "Idempotency" not in text and "idempotency" not in text.replace("idempotency_key", "")
    assert version(hachi_game) == 1


@pytest.mark.django_db
def test_plain_form_post_moves_and_redirects(hachi_game: Game, alice, bob) -> None:
    user, seat = mover(hachi_game, alice, bob)
    action = json.dumps(legal(hachi_game, seat)[0])
    fields = {"action": action, "expected_version": 0, "idempotency_key": "k1", "confirmed": "1"}
    assert signed_in(user).post(f"/games/{hachi_game.pk}/move/", fields).status_code == 302
    assert version(hachi_game) == 1


@pytest.mark.django_db
def test_resign_is_asked_before_it_happens(hachi_game: Game, alice: Any) -> None:
    client = signed_in(alice)
    page = client.get(f"/games/{hachi_game.pk}/").content.decode()
    assert 'id="danger-resign"' in page and 'name="confirm" value="yes"' in page
    for unconfirmed in (
        client.get(f"/games/{hachi_game.pk}/resign/"),
        client.post(f"/games/{hachi_game.pk}/resign/"),
    ):
        assert unconfirmed.status_code == 200
        assert "Resign this game?" in unconfirmed.content.decode()
    hachi_game.refresh_from_db()
    assert hachi_game.status == GameStatus.ACTIVE
    done = client.post(f"/games/{hachi_game.pk}/resign/", {"confirm": "yes"})
    assert done.status_code == 302
    hachi_game.refresh_from_db()
    assert hachi_game.status == GameStatus.FINISHED
    assert "Game over: bob won by resignation" in client.get(done.url).content.decode()
    bob = hachi_game.seats.get(index=1).user
    assert "Game over: you won by resignation" in signed_in(bob).get(done.url).content.decode()


@pytest.mark.django_db
def test_leaving_and_cancelling_an_open_game_are_asked_first(alice, bob, carol) -> None:
    game = services.game_create(creator=alice, game_type="hachi-hachi", seats=3)
    services.seat_join(game_id=game.pk, user=bob)
    bob_page = signed_in(bob).get(f"/games/{game.pk}/").content.decode()
    assert 'id="danger-leave"' in bob_page and 'id="danger-cancel"' not in bob_page
    alice_page = signed_in(alice).get(f"/games/{game.pk}/").content.decode()
    assert 'id="danger-cancel"' in alice_page
    assert 'id="danger-' not in signed_in(carol).get(f"/games/{game.pk}/").content.decode()

    assert signed_in(bob).post(f"/games/{game.pk}/leave/").status_code == 200  # asked
    assert Seat.objects.filter(game=game, user=bob).exists()
    assert signed_in(bob).post(f"/games/{game.pk}/leave/", {"confirm": "yes"}).status_code == 302
    assert not Seat.objects.filter(game=game, user=bob).exists()

    refused = signed_in(bob).post(f"/games/{game.pk}/cancel/", {"confirm": "yes"}, follow=True)
    assert "Only the creator can cancel the game." in refused.content.decode()
    game.refresh_from_db()
    assert game.status == GameStatus.OPEN
    done = signed_in(alice).post(f"/games/{game.pk}/cancel/", {"confirm": "yes"})
    assert done.status_code == 302 and done.url == "/"
    game.refresh_from_db()
    assert game.status == GameStatus.CANCELLED


@pytest.mark.django_db
def test_seats_are_named_for_people_bots_and_open_seats(alice: Any) -> None:
    game = services.game_create(
        creator=alice, game_type="hachi-train", seats=4, bots=["greedy", "greedy"]
    )
    names = seat_names(list(Seat.objects.filter(game=game).order_by("index")))
    assert names == {0: "alice", 1: "Open seat", 2: "Greedy bot 1", 3: "Greedy bot 2"}
    lone = services.game_create(creator=alice, game_type="hachi", seats=2, bots=["random"])
    assert seat_names(list(Seat.objects.filter(game=lone)))[1] == "Random bot"


@pytest.mark.django_db
def test_the_move_log_numbers_each_move_once_and_can_show_all(hachi_game, alice, bob) -> None:
    moves_played(hachi_game, [alice, bob], moves=15)
    page = signed_in(alice).get(f"/games/{hachi_game.pk}/").content.decode()
    log = page[page.index('class="move-log"') :]
    numbers = [int(n) for n in re.findall(r'<li value="(\d+)"', log)]
    assert numbers == sorted(numbers, reverse=True) and len(numbers) == len(set(numbers))
    assert numbers[0] == 15 and len(numbers) == 12
    assert f"&middot; move {hachi_game.version}" not in page  # no internal version in the bar
    assert "Show every move" in page
    everything = signed_in(alice).get(f"/games/{hachi_game.pk}/?log=all").content.decode()
    assert re.findall(r'<li value="(\d+)"', everything)[-1] == "1"
    assert "Show every move" not in everything


@pytest.mark.django_db
def test_replay_controls_stay_in_place_and_steps_link_from_the_log(hachi_game, alice, bob) -> None:
    client = signed_in(alice)
    waiting = client.get(f"/games/{hachi_game.pk}/replay/", follow=True)
    assert "A replay is available once the game is finished." in waiting.content.decode()
    moves_played(hachi_game, [alice, bob], moves=3)
    services.game_resign(game_id=hachi_game.pk, user=bob)
    hachi_game.refresh_from_db()
    assert hachi_game.version == 3
    finished = client.get(f"/games/{hachi_game.pk}/").content.decode()
    assert f"/games/{hachi_game.pk}/replay/?step=3" in finished  # log lines link their step
    record_link = (
        f'href="/api/v1/games/{hachi_game.pk}/record/" download="hachi-{hachi_game.pk}.json"'
    )
    assert record_link in finished
    record = client.get(f"/api/v1/games/{hachi_game.pk}/record/")  # the session is enough
    assert (record.status_code, record.json()["complete"]) == (200, True)
    controls = re.compile(r'class="replay-btn( disabled)?" data-key="(\w+)"')
    for step, disabled in ((0, {"start", "back"}), (1, set()), (3, {"forward", "end"})):
        page = client.get(f"/games/{hachi_game.pk}/replay/?step={step}").content.decode()
        found = controls.findall(page)
        assert [key for _d, key in found] == ["start", "back", "forward", "end"]
        assert {key for d, key in found if d} == disabled
        assert 'name="action"' not in page
        assert f'data-step="{step}"' in page
    assert (
        f'data-step="{hachi_game.version}"'
        in client.get(f"/games/{hachi_game.pk}/replay/?step=999").content.decode()
    )
    assert client.get(f"/games/{hachi_game.pk}/replay/?step=x").status_code == 302
    partial = client.get(f"/games/{hachi_game.pk}/replay/?step=1", HTTP_HX_REQUEST="true")
    assert partial.content.decode().lstrip().startswith('<article id="replay"')


@pytest.mark.django_db
def test_lobby_and_create_form(alice) -> None:
    client = signed_in(alice)
    assert client.get("/").status_code == 200
    page = client.get("/games/new/?game_type=hachi-hachi").content.decode()
    assert "Hachi-Hachi options" in page
    response = client.post(
        "/games/new/",
        {"game_type": "hachi", "seats": 2, "days_per_move": 3, "is_public": "on", "bots": 1,
         "bot_kind": "greedy", "opt__hachi__match_mode": "fixed", "opt__hachi__rounds": 1,
         "opt__hachi__streak_cap": 12},
    )  # fmt: skip
    assert response.status_code == 302
    game = Game.objects.get()
    assert game.options["match_mode"] == "fixed"
    assert game.status == "active"


@pytest.mark.django_db
def test_replay_of_a_finished_game_reveals_every_hand(hachi_game: Game, alice, bob) -> None:
    client = signed_in(alice)
    assert client.get(f"/games/{hachi_game.pk}/replay/").status_code == 302  # not finished yet
    services.game_resign(game_id=hachi_game.pk, user=bob)
    engine = get_engine("hachi")
    start = engine.setup(players=2, options=hachi_game.options, seed=hachi_game.seed)
    html = client.get(f"/games/{hachi_game.pk}/replay/?step=0").content.decode()
    for seat in (0, 1):
        for card in engine.view(start, seat)["you"]["hand"]:
            assert card in html
