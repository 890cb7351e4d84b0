"""A player's ratings, history, head-to-head, export and the leaderboards over the API: the
same reads as the site's pages, in the documented shapes and errors."""

from __future__ import annotations

import csv
import io
from datetime import timedelta
from typing import Any

import pytest
from rest_framework.test import APIClient

from games.history import CSV_COLUMNS
from games.rating_services import ratings_update
from tests.api.errors import assert_api_error
from tests.factories import client_for
from tests.history.support import T0, finished_rows, resigned

pytestmark = pytest.mark.django_db


def _ids(body: dict[str, Any]) -> list[int]:
    return [game["game"] for game in body["games"]]


def test_the_history_pages_by_cursor_newest_first(alice: Any, bob: Any) -> None:
    games = finished_rows([alice, bob], count=5, winner=0)
    first = APIClient().get("/api/v1/users/alice/history/?limit=3").json()
    assert first["username"] == "alice" and _ids(first) == [g.pk for g in games[:1:-1]]
    second = APIClient().get(first["next"]).json()
    assert _ids(second) == [games[1].pk, games[0].pk] and second["next"] is None
    row = first["games"][0]
    assert (row["result"], row["score"], row["seat"], row["rating"]) == ("won", 50, 0, None)
    assert [p["username"] for p in row["players"]] == ["alice", "bob"]
    assert row["replay"] == f"http://testserver/games/{games[-1].pk}/replay/"


def test_the_history_filters(alice: Any, bob: Any, carol: Any) -> None:
    finished_rows([alice, bob], count=3, winner=0)
    finished_rows([carol, alice], count=2, winner=0, game_type="hachi-train",
                  start=T0 + timedelta(days=10))  # fmt: skip
    client = client_for(carol)
    url = "/api/v1/users/alice/history/"
    assert len(client.get(f"{url}?result=lost").json()["games"]) == 2
    assert len(client.get(f"{url}?opponent=Carol&game_type=hachi-train").json()["games"]) == 2
    assert len(client.get(f"{url}?from=2026-03-02&to=2026-03-03").json()["games"]) == 2
    refused = assert_api_error(client.get(f"{url}?result=lucky&from=March"), 400, "invalid")
    assert set(refused["details"]) == {"result", "from"}
    assert set(assert_api_error(client.get(f"{url}?colour=red"), 400)["details"]) == {"colour"}
    assert_api_error(client.get("/api/v1/users/nobody/history/"), 404)


def test_a_private_game_is_only_in_its_players_history(alice: Any, bob: Any, carol: Any) -> None:
    public = resigned("hachi", [alice, bob], losers=[bob])
    private = resigned("hachi", [alice, bob], losers=[bob], is_public=False)
    url = "/api/v1/users/alice/history/"
    assert _ids(APIClient().get(url).json()) == [public.pk]
    assert _ids(client_for(carol).get(url).json()) == [public.pk]
    assert _ids(client_for(bob).get(url).json()) == [private.pk, public.pk]
    versus = "/api/v1/users/alice/head-to-head/?opponent=bob"
    assert client_for(carol).get(versus).json()["played"] == 1
    assert client_for(bob).get(versus).json()["played"] == 2
    assert client_for(carol).get("/api/v1/users/alice/").json()["stats"][0]["played"] == 1


def test_head_to_head(alice: Any, bob: Any) -> None:
    finished_rows([alice, bob], count=3, winner=0)
    finished_rows([alice, bob], count=1, winner=None, start=T0 + timedelta(days=5))
    body = APIClient().get("/api/v1/users/alice/head-to-head/?opponent=BOB").json()
    assert (body["opponent"], body["played"], body["won"], body["lost"], body["drawn"]) == (
        "bob", 4, 3, 0, 1,
    )  # fmt: skip
    for query in ("", "?opponent=", "?opponent=nobody", "?opponent=alice"):
        error = assert_api_error(
            APIClient().get(f"/api/v1/users/alice/head-to-head/{query}"), 400, "invalid"
        )
        assert set(error["details"]) == {"opponent"}


def test_ratings_with_their_history_and_the_leaderboard(alice: Any, bob: Any) -> None:
    for losers in ([bob], [alice], [bob]):
        resigned("hachi", [alice, bob], losers=losers)
    ratings_update(game_type="hachi")
    body = APIClient().get("/api/v1/users/alice/ratings/").json()
    (hachi,) = body["ratings"]
    assert hachi["game_type"] == "hachi" and hachi["games"] == 3 and hachi["provisional"]
    assert hachi["history"][-1]["after"] == hachi["rating"]
    assert hachi["history"][0]["before"] == 1000
    assert body["solo"]["played"] == 0
    assert (
        APIClient().get("/api/v1/users/alice/ratings/?game_type=hachi-train").json()["ratings"]
        == []
    )
    assert_api_error(APIClient().get("/api/v1/users/alice/ratings/?game_type=go"), 400)

    board = APIClient().get("/api/v1/leaderboards/hachi/").json()
    assert board["active_days"] == 90
    assert [(p["position"], p["username"]) for p in board["players"]] == [(1, "alice"), (2, "bob")]
    assert board["players"][0]["rating"] == hachi["rating"]
    assert APIClient().get("/api/v1/leaderboards/fast-train/").json()["players"] == []
    assert_api_error(APIClient().get("/api/v1/leaderboards/chess/"), 404)
    profile = APIClient().get("/api/v1/users/alice/").json()
    assert [r["rating"] for r in profile["ratings"]] == [hachi["rating"]]
    assert profile["statistics"][0]["played"] == 3


def test_my_history_exports_as_json_and_csv(alice: Any, bob: Any) -> None:
    game = resigned("hachi", [alice, bob], losers=[bob], is_public=False)
    finished_rows([bob, alice], count=2, winner=0)
    url = "/api/v1/me/history/export/"
    assert_api_error(APIClient().get(url), 401)
    client = client_for(alice)
    exported = client.get(url)
    assert exported["Content-Disposition"].startswith(
        'attachment; filename="hachi-station-history-'
    )
    body = exported.json()
    assert body["format"] == "hachi-station-history/1" and body["username"] == "alice"
    assert body["games"][0]["game"] == game.pk and len(body["games"]) == 3
    as_csv = client.get(f"{url}?format=csv")
    assert as_csv["Content-Type"].startswith("text/csv")
    lines = list(csv.reader(io.StringIO(as_csv.content.decode())))
    assert tuple(lines[0]) == CSV_COLUMNS and len(lines) == 4
    assert dict(zip(CSV_COLUMNS, lines[1], strict=True))["private"] == "true"
    by_accept = client.get(url, HTTP_ACCEPT="text/csv")
    assert by_accept.content == as_csv.content


def test_an_export_asked_in_an_unknown_format_or_as_csv_unsigned_is_a_json_error(
    alice: Any,
) -> None:
    url = "/api/v1/me/history/export/"
    refused = assert_api_error(client_for(alice).get(f"{url}?format=xml"), 400, "invalid")
    assert set(refused["details"]) == {"format"}
    assert_api_error(APIClient().get(f"{url}?format=csv"), 401)
