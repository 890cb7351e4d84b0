"""Solo Fast Train is never rated: it keeps personal bests against the rules' ranks."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest
from django.contrib.auth.models import AnonymousUser
from django.test import Client

from games import services
from games.engines.fast_train.scoring import solo_rank
from games.solo_bests import solo_bests
from tests.factories import client_for, game_started
from tests.history.support import T0, solo_played, solo_rows

pytestmark = pytest.mark.django_db
RANKS = ["Gandy Dancer", "Boilerman", "Engineer", "Inspector", "Conductor", "Tycoon"]


def test_no_solo_games_yet(alice: Any) -> None:
    bests = solo_bests(user=alice, viewer=AnonymousUser())
    assert (bests["played"], bests["best_score"], bests["best_rank"]) == (0, None, None)
    assert [r["rank"] for r in bests["ranks"]] == RANKS
    assert all(r["times"] == 0 and r["best_score"] is None for r in bests["ranks"])


def test_bests_per_rank_and_overall(alice: Any, bob: Any) -> None:
    games = solo_rows(alice, [140, 177, 196, 150, 180, 196])
    solo_rows(bob, [260])  # someone else's
    bests = solo_bests(user=alice, viewer=alice)
    assert bests["played"] == 6
    assert (bests["best_score"], bests["best_rank"]) == (196, "Engineer")
    assert bests["best_game"] == games[2].pk  # the first of the two 196s
    assert bests["best_at"] == games[2].finished_at.isoformat()
    assert bests["average_score"] == round((140 + 177 + 196 + 150 + 180 + 196) / 6, 2)
    table = {r["rank"]: r for r in bests["ranks"]}
    # The rules' bands: 150 is still Gandy Dancer (Decision 4), 151-180 Boilerman.
    assert (table["Gandy Dancer"]["times"], table["Gandy Dancer"]["best_score"]) == (2, 150)
    assert (table["Boilerman"]["times"], table["Boilerman"]["best_score"]) == (2, 180)
    assert (table["Engineer"]["times"], table["Engineer"]["best_score"]) == (2, 196)
    assert table["Boilerman"]["first_reached_at"] == games[1].finished_at.isoformat()
    assert table["Tycoon"]["times"] == 0
    assert [(r["lowest_score"], r["highest_score"]) for r in bests["ranks"]] == [
        (None, 150), (151, 180), (181, 210), (211, 230), (231, 250), (251, None),
    ]  # fmt: skip


def test_a_real_solo_game_counts_with_the_rank_its_result_names(alice: Any) -> None:
    game = solo_played(alice)
    score = game.result["scores"][0]
    bests = solo_bests(user=alice, viewer=AnonymousUser())
    assert (bests["played"], bests["best_score"], bests["best_game"]) == (1, score, game.pk)
    assert bests["best_rank"] == solo_rank(score) == game.result["detail"]["solo"]["rank"]
    assert not game.rated


def test_an_abandoned_or_private_solo_game_is_no_best_for_a_stranger(alice: Any, bob: Any) -> None:
    solo_rows(alice, [170])
    private = solo_played(alice, is_public=False)
    left = game_started("fast-train", [alice])
    services.game_resign(game_id=left.pk, user=alice)  # abandoned: no score to keep
    assert solo_bests(user=alice, viewer=alice)["played"] == 2
    assert solo_bests(user=alice, viewer=bob)["played"] == 1
    assert solo_bests(user=alice, viewer=AnonymousUser())["best_game"] != private.pk


def test_the_profile_and_the_api_show_the_bests(alice: Any) -> None:
    solo_rows(alice, [233, 190], start=T0 + timedelta(days=3))
    html = Client().get("/u/alice/").content.decode()
    section = html[html.index('id="solo-h"') : html.index("</section>", html.index('id="solo-h"'))]
    assert "Best score <strong>233</strong> (Conductor" in section
    assert "over 2 solo games" in section and 'id="solo-table"' in section
    body = client_for(alice).get("/api/v1/users/alice/ratings/").json()
    assert body["ratings"] == [] and body["solo"]["best_score"] == 233
    assert Client().get("/api/v1/users/alice/").json()["solo"]["played"] == 2
