"""The history's reads: how each game went, the statistics per game type, head-to-head, the
filters; real games ended through the services, and rows where only the numbers matter."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

import pytest
from django.contrib.auth.models import AnonymousUser

from games import errors
from games.history import (
    HistoryFilters,
    Links,
    head_to_head,
    history_filters_parse,
    history_page,
    history_stats,
)
from games.models import Game
from tests.history.support import T0, finished_rows, resigned, solo_played

pytestmark = pytest.mark.django_db
LINKS = Links("http://testserver/")


def _games(user: Any, viewer: Any = None, limit: int = 100, **filters: Any) -> list[dict[str, Any]]:
    page = history_page(
        user=user,
        viewer=viewer or user,
        filters=HistoryFilters(**filters),
        links=LINKS,
        limit=limit,
    )
    return list(page.items)


def test_each_game_says_how_it_went_from_the_players_seat(alice, bob, carol) -> None:
    beaten = resigned("hachi", [alice, bob], losers=[bob])
    gave_up = resigned("hachi", [bob, alice], losers=[alice])
    third = resigned("hachi-hachi", [alice, bob, carol], losers=[carol, alice])
    (drawn,) = finished_rows([alice, carol], count=1, winner=None, start=T0 - timedelta(days=9))
    (lost,) = finished_rows([carol, alice], count=1, winner=0, start=T0 - timedelta(days=8))
    solo = solo_played(alice)
    rows = {row["game"]: row for row in _games(alice)}
    assert {g: rows[g]["result"] for g in rows} == {
        beaten.pk: "won",
        gave_up.pk: "resigned",
        third.pk: "resigned",
        drawn.pk: "drawn",
        lost.pk: "lost",
        solo.pk: "solo",
    }
    assert [row["game"] for row in _games(bob, result="won")] == [third.pk, gave_up.pk]
    assert [row["game"] for row in _games(alice, result="lost")] == [lost.pk]
    assert rows[beaten.pk]["ended_by_resignation"] is True
    assert rows[solo.pk]["solo_rank"] in {
        "Gandy Dancer", "Boilerman", "Engineer", "Inspector", "Conductor", "Tycoon",
    }  # fmt: skip
    assert rows[solo.pk]["score"] == solo.result["scores"][0]
    assert rows[beaten.pk]["players"] == [
        {"seat": 0, "username": "alice", "bot": False, "bot_kind": None, "score": 0, "rank": 1,
         "resigned": False},
        {"seat": 1, "username": "bob", "bot": False, "bot_kind": None, "score": 0, "rank": 2,
         "resigned": True},
    ]  # fmt: skip
    assert rows[beaten.pk]["replay"] == f"http://testserver/games/{beaten.pk}/replay/"
    assert rows[beaten.pk]["record"] == f"http://testserver/api/v1/games/{beaten.pk}/record/"
    # Newest first.
    finished = [Game.objects.get(pk=row["game"]).finished_at for row in _games(alice)]
    assert finished == sorted(finished, reverse=True)


def test_statistics_per_game_type(alice, bob, carol) -> None:
    # alice: wins at seat 0 three days running, then loses twice at seat 1, then wins once.
    finished_rows([alice, bob], count=3, winner=0)
    finished_rows([bob, alice], count=2, winner=0, start=T0 + timedelta(days=10))
    finished_rows([alice, carol], count=1, winner=0, start=T0 + timedelta(days=20))
    resigned("hachi", [alice, bob], losers=[bob])  # won, but no score: a resignation
    solo_played(alice)  # solo games are not in the statistics against others
    (stats,) = history_stats(user=alice, viewer=alice)
    assert stats["game_type"] == "hachi"
    assert (stats["played"], stats["won"], stats["win_rate"]) == (7, 5, 0.714)
    assert stats["by_seat"] == [
        {"seat": 0, "played": 5, "won": 5, "win_rate": 1.0},
        {"seat": 1, "played": 2, "won": 0, "win_rate": 0.0},
    ]
    assert stats["best_score"] == 50
    assert stats["average_score"] == round((4 * 50 + 2 * 10) / 6, 2)  # six played out
    assert stats["longest_win_streak"] == 3  # the resignation win makes the last run two
    assert stats["average_rank"] == round((5 * 1 + 2 * 2) / 7, 2)


def test_head_to_head_counts_who_finished_ahead(alice, bob, carol) -> None:
    finished_rows([alice, bob], count=3, winner=0)
    finished_rows([alice, bob], count=1, winner=1, start=T0 + timedelta(days=5))
    finished_rows([alice, bob], count=2, winner=None, start=T0 + timedelta(days=9))
    finished_rows([alice, carol], count=4, winner=1, start=T0 + timedelta(days=20))
    resigned("hachi-hachi", [carol, bob, alice], losers=[bob, carol])  # alice ahead of bob
    found = head_to_head(user=alice, opponent=bob, viewer=AnonymousUser())
    assert (found["played"], found["won"], found["lost"], found["drawn"]) == (7, 4, 1, 2)
    assert found["game_types"] == [
        {"game_type": "hachi", "played": 6, "won": 3, "lost": 1, "drawn": 2},
        {"game_type": "hachi-hachi", "played": 1, "won": 1, "lost": 0, "drawn": 0},
    ]
    mirrored = head_to_head(user=bob, opponent=alice, viewer=AnonymousUser())
    assert (mirrored["won"], mirrored["lost"], mirrored["drawn"]) == (1, 4, 2)


def test_filters_narrow_the_history(alice, bob, carol) -> None:
    finished_rows([alice, bob], count=3, winner=0)  # March 1st to 3rd
    finished_rows([alice, carol], count=2, winner=1, game_type="hachi-train",
                  start=T0 + timedelta(days=10))  # fmt: skip
    assert len(_games(alice)) == 5
    assert len(_games(alice, game_type="hachi-train")) == 2
    assert len(_games(alice, result="won")) == 3
    assert len(_games(alice, result="lost")) == 2
    assert len(_games(alice, opponent=carol)) == 2
    assert len(_games(alice, first_day=date(2026, 3, 2), last_day=date(2026, 3, 11))) == 3
    assert len(_games(alice, last_day=date(2026, 3, 1))) == 1


def test_pages_follow_each_other_without_gaps(alice, bob) -> None:
    games = finished_rows([alice, bob], count=7)
    seen = []
    after = None
    while True:
        page = history_page(
            user=alice, viewer=alice, filters=HistoryFilters(), links=LINKS, after=after, limit=3
        )
        seen += [row["game"] for row in page.items]
        if not page.more:
            break
        after = page.last
    assert seen == [g.pk for g in reversed(games)]


def test_filters_are_parsed_with_a_reason_per_bad_field(alice, bob) -> None:
    parsed = history_filters_parse(
        params={"game_type": "hachi", "result": "won", "opponent": "BOB", "from": "2026-03-01"},
        user=alice,
    )
    assert parsed == HistoryFilters("hachi", "won", bob, date(2026, 3, 1), None)
    assert history_filters_parse(params={"game_type": "", "opponent": " "}, user=alice) == (
        HistoryFilters()
    )
    with pytest.raises(errors.InvalidRequest) as refused:
        history_filters_parse(
            params={"game_type": "chess", "result": "lucky", "opponent": "nobody",
                    "from": "2026-3-1", "to": "2026-02-30"},
            user=alice,
        )  # fmt: skip
    assert set(refused.value.details) == {"game_type", "result", "opponent", "from", "to"}
    with pytest.raises(errors.InvalidRequest) as refused:
        history_filters_parse(params={"opponent": "Alice"}, user=alice)
    with pytest.raises(errors.InvalidRequest) as refused:
        history_filters_parse(params={"from": "2026-03-02", "to": "2026-03-01"}, user=alice)
    assert set(refused.value.details) == {"to"}
