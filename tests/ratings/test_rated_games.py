"""Which games count, how a finished rated game changes its players' ratings, where the change
is shown, and that the ratings come out right when a task runs twice, is lost, or a game that
finished earlier commits later (design §10).

These tests run inside a transaction: no after-commit hook fires, so the ratings task is run
here (``ratings_update``, what the task runs) or by the sweep's hand-over (``sweep``).
"""

from __future__ import annotations

import io
import re
from datetime import timedelta
from typing import Any

import pytest
from django.core.management import CommandError, call_command

from games import errors, services
from games.history import rating_lines
from games.models import Game, Rating, RatingChange, Seat
from games.rating_selectors import leaderboard, ratings_of
from games.rating_services import ratings_rebuild, ratings_update
from games.ratings import NEW_PLAYER, display_rating, game_rate
from games.sweep import RATINGS_STALL
from tests.api.errors import assert_api_error
from tests.api.play import game_body
from tests.factories import client_for, game_started, signed_in
from tests.ratings.support import changes_stored, played_out, ratings_stored, skills_folded
from tests.tasks.support import seat, sweep
from tests.web.pages import create_form

pytestmark = pytest.mark.django_db

MINUTE = timedelta(minutes=1)


def _resigned(game: Game, user: Any) -> Game:
    return services.game_resign(game_id=game.pk, user=user).game


# ----- which games are rated -----------------------------------------------------------------


def test_a_game_of_people_is_rated_unless_made_casual(alice: Any, bob: Any) -> None:
    assert services.game_create(creator=alice, game_type="hachi", seats=2).rated
    casual = services.game_create(creator=alice, game_type="hachi", seats=2, rated=False)
    assert not casual.rated
    # A bot at the table, or a game alone: casual by default, and refused as rated.
    assert not services.game_create(
        creator=alice, game_type="hachi", seats=2, bots=["greedy"]
    ).rated
    assert not services.game_create(creator=alice, game_type="fast-train", seats=1).rated
    for bots, seats in ((["random"], 2), ([], 1)):
        with pytest.raises(errors.InvalidRequest) as refused:
            services.game_create(
                creator=alice, game_type="fast-train", seats=seats, bots=bots, rated=True
            )
        assert refused.value.details == {"rated": [refused.value.message]}


def test_a_game_started_alone_is_casual(alice: Any) -> None:
    game = services.game_create(creator=alice, game_type="fast-train", seats=3)
    assert game.rated
    started = services.game_start(game_id=game.pk, user=alice).game
    assert started.num_seats == 1 and not started.rated


def test_a_rematch_keeps_the_game_rated_or_casual(alice: Any, bob: Any) -> None:
    for rated in (True, False):
        game = _resigned(game_started("hachi", [alice, bob], rated=rated), bob)
        assert services.game_rematch(game_id=game.pk, user=alice).game.rated is rated


def test_the_api_creates_rated_and_casual_games(alice: Any) -> None:
    api = client_for(alice)
    made = {}
    for name, extra in {
        "default": {},
        "rated": {"rated": True},
        "casual": {"rated": False},
    }.items():
        body = {"game_type": "hachi", "seats": 2, **extra}
        response = api.post("/api/v1/games/", body, format="json")
        assert response.status_code == 201, response.content
        made[name] = response.json()["rated"]
    assert made == {"default": True, "rated": True, "casual": False}
    with_bot = {"game_type": "hachi", "seats": 2, "bots": ["greedy"]}
    assert api.post("/api/v1/games/", with_bot, format="json").json()["rated"] is False
    refused = api.post("/api/v1/games/", {**with_bot, "rated": True}, format="json")
    assert "rated" in assert_api_error(refused, 400, "invalid")["details"]
    not_a_boolean = {"game_type": "hachi", "seats": 2, "rated": 1}
    not_a_boolean = api.post("/api/v1/games/", not_a_boolean, format="json")
    assert "rated" in assert_api_error(not_a_boolean, 400, "invalid")["details"]
    listed = api.get("/api/v1/games/?mine=true").json()["results"]
    assert {g["rated"] for g in listed} == {True, False}


def test_the_site_form_creates_rated_games_and_casual_ones_with_bots(alice: Any) -> None:
    browser = signed_in(alice)
    page = browser.get("/games/new/?game_type=hachi-hachi").content.decode()
    assert re.search(r'<input type="checkbox" name="rated"[^>]* checked', page)
    options = {"rounds": "12", "field_carry": "same_kind"}
    for extra, rated in (({"rated": "on"}, True), ({}, False), ({"rated": "on", "bots": 1}, False)):
        form = create_form("hachi-hachi", options, **{"seats": 3, **extra})
        response = browser.post("/games/new/", form)
        assert response.status_code == 302, response.content.decode()[-3000:]
        assert Game.objects.latest("pk").rated is rated


# ----- what a finished rated game does -------------------------------------------------------


def test_a_win_changes_both_ratings_and_the_game_shows_it(alice: Any, bob: Any) -> None:
    game = _resigned(game_started("hachi", [alice, bob]), bob)
    assert game.rated and game.ratings_done_at is None
    # Until the task has run the game says nothing about ratings, and nobody has one.
    assert all(s["rating_change"] is None for s in game_body(client_for(alice), game)["seats"])
    assert ratings_update(game_type="hachi").applied == 1

    winner, loser = game_rate(skills=[NEW_PLAYER, NEW_PLAYER], ranks=[1, 2])
    assert ratings_stored() == {
        (alice.pk, "hachi"): (winner.mu, winner.sigma, 1103, 1, game.finished_at),
        (bob.pk, "hachi"): (loser.mu, loser.sigma, 945, 1, game.finished_at),
    }
    seats = game_body(client_for(bob), game)["seats"]
    assert [s["rating_change"] for s in seats] == [
        {"before": 1000, "after": 1103, "change": 103, "provisional": True},
        {"before": 1000, "after": 945, "change": -55, "provisional": True},
    ]
    page = signed_in(alice).get(f"/games/{game.pk}/").content.decode()
    assert "1\u202f000 → 1\u202f103 (+103)" in page and "1\u202f000 → 945 (-55)" in page
    assert "provisional" in page
    # The reads of the ratings: the players' ratings, the history, the leaderboard.
    assert [(r["game_type"], r["rating"], r["games"]) for r in ratings_of(user=alice)] == [
        ("hachi", 1103, 1)
    ]
    history = rating_lines(user=bob, viewer=bob)["hachi"]
    assert [(h["game"], h["before"], h["after"], h["rank"], h["players"]) for h in history] == [
        (game.pk, 1000, 945, 2, 2)
    ]
    board = leaderboard(game_type="hachi")
    assert [(e["position"], e["username"], e["rating"]) for e in board] == [
        (1, "alice", 1103),
        (2, "bob", 945),
    ]
    assert leaderboard(game_type="hachi", active_since=game.finished_at + MINUTE) == []


def test_casual_cancelled_and_bot_games_change_no_rating(alice: Any, bob: Any) -> None:
    _resigned(game_started("hachi", [alice, bob], rated=False), bob)
    _resigned(game_started("hachi", [alice], bots=["greedy"]), alice)
    services.game_moderate_cancel(game_id=game_started("hachi", [alice, bob]).pk)
    # A record from before the rule (a bot seat at the start, yet marked rated): not counted.
    with_bot = game_started("hachi", [alice], bots=["greedy"])
    Game.objects.filter(pk=with_bot.pk).update(rated=True)
    with_bot = _resigned(with_bot, alice)
    assert ratings_update(game_type="hachi").applied == 1  # looked at, and done
    assert not Rating.objects.exists() and not RatingChange.objects.exists()
    with_bot.refresh_from_db()
    assert with_bot.ratings_done_at is not None
    page = signed_in(alice).get(f"/games/{Game.objects.filter(rated=False).first().pk}/")
    assert "A casual game: no rating changed." in page.content.decode()


def test_resigned_and_forfeited_players_share_the_last_rank(
    alice: Any, bob: Any, carol: Any, dave: Any
) -> None:
    players = [alice, bob, carol, dave]
    game = game_started("take-the-train", players, {"match": "single"}, timeout_policy="forfeit")
    _resigned(game, carol)  # a bot plays on for carol
    game = played_out(game, players, until_person_to_act=True)
    absent = seat(game, game.to_act[0])  # this player lets the clock run out: a forfeit
    sweep(absent.deadline_at + MINUTE)
    assert seat(game, absent.index).resigned_at is not None
    game = played_out(game, players)
    assert game.status == "finished"
    ratings_update(game_type="take-the-train")

    gone = {carol.pk, absent.user_id}
    ranks = dict(RatingChange.objects.filter(game=game).values_list("user_id", "rank"))
    assert {ranks[u] for u in gone} == {3}  # both last, together
    assert all(r < 3 for u, r in ranks.items() if u not in gone)
    # The game's own result orders the two by when they left; the rating does not.
    assert sorted(
        Seat.objects.filter(game=game, user_id__in=gone).values_list("final_rank", flat=True)
    ) == [3, 4]
    folded = skills_folded()
    for user in ranks:
        rating = Rating.objects.get(user_id=user, game_type="take-the-train")
        skill = folded[(user, "take-the-train")]
        assert (rating.mu, rating.sigma, rating.display) == (
            skill.mu,
            skill.sigma,
            display_rating(skill),
        )


# ----- derived data: idempotent, recovered, in order -----------------------------------------


def test_the_task_run_twice_changes_nothing(alice: Any, bob: Any) -> None:
    _resigned(game_started("hachi", [alice, bob]), bob)
    assert ratings_update(game_type="hachi").applied == 1
    ratings, changes = ratings_stored(), changes_stored()
    assert ratings_update(game_type="hachi").applied == 0
    assert (ratings_stored(), changes_stored()) == (ratings, changes)


def test_a_lost_task_is_sent_again_by_the_sweep(alice: Any, bob: Any) -> None:
    game = _resigned(game_started("hachi", [alice, bob]), bob)  # its task never ran
    assert game.finished_at is not None
    assert sweep(game.finished_at + RATINGS_STALL / 2).ratings == 0  # may still be queued
    assert not Rating.objects.exists()
    late = sweep(game.finished_at + RATINGS_STALL + MINUTE)
    assert late.ratings == 1  # handed over, and run here
    game.refresh_from_db()
    assert game.ratings_done_at is not None and Rating.objects.count() == 2
    assert sweep(game.finished_at + 2 * RATINGS_STALL).ratings == 0


def test_a_game_that_finished_earlier_but_committed_later_comes_first(
    alice: Any, bob: Any, carol: Any
) -> None:
    first = _resigned(game_started("hachi", [alice, bob]), bob)
    ratings_update(game_type="hachi")
    # alice's game with carol finished before (its finished_at was taken inside a
    # transaction that committed after the other game's ratings were applied).
    late = _resigned(game_started("hachi", [carol, alice]), alice)
    assert first.finished_at is not None
    Game.objects.filter(pk=late.pk).update(finished_at=first.finished_at - MINUTE)
    done = ratings_update(game_type="hachi")
    assert (done.applied, done.redone) == (2, 1)

    folded = skills_folded()
    assert {key: (v[0], v[1]) for key, v in ratings_stored().items()} == {
        key: (skill.mu, skill.sigma) for key, skill in folded.items()
    }
    history = rating_lines(user=alice, viewer=alice)["hachi"]
    assert [h["game"] for h in history] == [late.pk, first.pk]
    assert history[0]["after"] == history[1]["before"]
    ratings, changes = ratings_stored(), changes_stored()
    assert ratings_rebuild(game_types=["hachi"]) == {"hachi": 2}
    assert (ratings_stored(), changes_stored()) == (ratings, changes)


def test_the_rebuild_command(alice: Any, bob: Any) -> None:
    _resigned(game_started("hachi", [alice, bob]), bob)
    ratings_update(game_type="hachi")
    ratings = ratings_stored()
    Rating.objects.update(mu=0.0)
    call_command("ratings_rebuild", "hachi", stdout=(out := io.StringIO()))
    assert "hachi: 1 rated games applied" in out.getvalue()
    assert ratings_stored() == ratings
    with pytest.raises(CommandError, match="Unknown game type: chess"):
        call_command("ratings_rebuild", "chess")
