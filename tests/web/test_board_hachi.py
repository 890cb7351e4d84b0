"""The Hachi board: cards as buttons, nothing hidden shown, a whole game by tapping buttons."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from games import services
from games.models import Game
from tests.web.hanafuda_pages import (
    assert_events_read_as_words,
    buttons,
    log_of,
    play_to_the_end,
    readers_pages,
)
from tests.web.pages import page, signed_in

ID = re.compile(r"\b\d\d(L|A|R|C\d)\b")


def new_game(alice: Any, bob: Any, **options: Any) -> Game:
    game = services.game_create(creator=alice, game_type="hachi", seats=2, options=options)
    return services.seat_join(game_id=game.pk, user=bob)


@pytest.mark.django_db
def test_each_seat_and_a_spectator_see_their_own_board(alice, bob, carol) -> None:
    game = new_game(alice, bob)
    game.refresh_from_db()
    seats, spectators = readers_pages(game, [alice, bob], carol)
    for text in seats:
        assert 'class="hf-board hachi-board"' in text
        assert "Your hand" in text and "Field" in text
    assert 'role="img"' in spectators[-1] and "aria-label=" in spectators[-1]


@pytest.mark.django_db
def test_labels_are_words_and_cards_say_what_they_are(alice, bob) -> None:
    game = new_game(alice, bob)
    game.refresh_from_db()
    seat = game.to_act[0]
    text = page(signed_in([alice, bob][seat]), game)
    offered = buttons(text)
    assert offered
    for action, label in offered:
        assert label.startswith("Play the ")
        assert not ID.search(label) and "{" not in label
        assert ("and capture" in label) == (action["target"] is not None)
    assert re.search(
        r"<title>[^<]+: month \d+, [A-Za-z ]+, (light|animal|chaff|\w+ ribbon)</title>", text
    )
    assert "Takes " in text  # partner months of each hand card


@pytest.mark.django_db
def test_whole_game_by_buttons_ends_with_the_scoring_table(alice, bob) -> None:
    game = new_game(alice, bob, match_mode="fixed", rounds=2)
    play_to_the_end(game, [alice, bob])
    game.refresh_from_db()
    assert game.status == "finished"
    text = page(signed_in(alice), game)
    assert "Final result" in text and "Rounds" in text
    assert "card points" in text and "Total" in text
    assert 'name="action"' not in text
    assert not ID.search(log_of(text)) and "wins the match" in text


def test_every_event_reads_as_words() -> None:
    kinds = assert_events_read_as_words("hachi", 2)
    assert {"card_played", "card_turned", "round_ended", "match_ended"} <= kinds


@pytest.mark.django_db
def test_user_names_are_escaped(alice, django_user_model) -> None:
    evil = django_user_model.objects.create_user("<script>x", "e@example.com", "pw-123!xyz")
    game = new_game(alice, evil)
    for user in (alice, evil):
        text = page(signed_in(user), game)
        assert "<script>x" not in text
        assert "&lt;script&gt;x" in text


def _random_moves(game: Game, users: list[Any], count: int) -> None:
    rng = random.Random(3)
    from games.engines.registry import get_engine

    engine = get_engine("hachi")
    for n in range(count):
        game.refresh_from_db()
        seat = game.to_act[0]
        action = rng.choice(engine.legal_actions(engine.state_from_json(game.state), seat))
        services.move_submit(
            game_id=game.pk, user=users[seat], action=action, expected_version=game.version,
            idempotency_key=f"m{n}", render=lambda *_: {},
        )  # fmt: skip


@pytest.mark.django_db
def test_page_queries_do_not_grow_with_the_moves(alice, bob, django_assert_num_queries) -> None:
    game = new_game(alice, bob, match_mode="fixed", rounds=3)
    client = signed_in(alice)
    with CaptureQueriesContext(connection) as fresh:
        page(client, game)
    _random_moves(game, [alice, bob], 40)
    with django_assert_num_queries(len(fresh.captured_queries)):
        page(client, game)
