"""One cursor pagination for every list that grows (games, moves, turns, tokens,
invitations): walked page by page over more items than a page, each item comes exactly once
and in the list's order, also when items are added between two pages; ``next`` is null on
the last page; a bad ``limit`` or ``cursor`` is a 400; the games list's ``offset`` still works.
"""

from __future__ import annotations

import base64
import json
from collections.abc import Callable
from datetime import timedelta
from typing import Any

import pytest
from rest_framework.test import APIClient

from accounts.services import token_create
from games import services
from games.models import Game, Seat
from tests.api.errors import assert_api_error
from tests.factories import client_for, game_started, moves_played

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("cheap_passwords")]

Between = Callable[[int], None]


def _walk(
    client: APIClient, url: str, key: str, *, between: Between | None = None
) -> list[list[Any]]:
    """Every page of a list from ``url`` on, following ``next``; ``between(n)`` runs after
    the n-th page is read (to change the list while a client pages through it)."""
    pages: list[list[Any]] = []
    while url:
        r = client.get(url)
        assert r.status_code == 200, r.content[:300]
        body = r.json()
        pages.append(body[key])
        if body["next"] is not None:
            assert body["next"].startswith("http://testserver/api/v1/"), body["next"]
            assert len(body[key]) == len(pages[0])  # only the last page may be short
        if between is not None:
            between(len(pages))
        url = body["next"]
    return pages


def _flat(pages: list[list[Any]], field: str) -> list[Any]:
    return [item[field] for page in pages for item in page]


def _games(client: APIClient, count: int) -> list[int]:
    made = []
    for _ in range(count):
        r = client.post("/api/v1/games/", {"game_type": "hachi", "seats": 2}, format="json")
        assert r.status_code == 201, r.content[:300]
        made.append(r.json()["id"])
    return made


# ----- each list, walked while it grows ------------------------------------------------------


def test_games_are_walked_newest_first_once_each_while_games_are_created(alice: Any) -> None:
    api = client_for(alice)
    newest_first = _games(api, 7)[::-1]
    created: list[int] = []

    def create_one(_page: int) -> None:  # newer than every game listed: before the cursor
        created.extend(_games(api, 1))

    pages = _walk(api, "/api/v1/games/?mine=true&limit=3", "results", between=create_one)

    assert [len(p) for p in pages] == [3, 3, 1]
    assert _flat(pages, "id") == newest_first
    # An offset would have shown games twice: each page started three games further on while
    # a game was added in front. The count is of the list as it is now.
    last = api.get("/api/v1/games/?mine=true&limit=3").json()
    assert last["count"] == 7 + len(created)
    assert _flat([last["results"]], "id") == created[::-1][:3]


def test_games_page_back_with_previous(alice: Any) -> None:
    api = client_for(alice)
    newest_first = _games(api, 5)[::-1]
    first = api.get("/api/v1/games/?limit=2").json()
    second = api.get(first["next"]).json()
    third = api.get(second["next"]).json()
    assert (_flat([third["results"]], "id"), third["next"]) == (newest_first[4:], None)

    back = api.get(third["previous"]).json()
    assert _flat([back["results"]], "id") == newest_first[2:4]
    front = api.get(back["previous"]).json()
    assert _flat([front["results"]], "id") == newest_first[:2]
    assert front["previous"] is None
    assert _flat([api.get(front["next"]).json()["results"]], "id") == newest_first[2:4]


def test_the_move_log_is_walked_in_order_while_moves_are_made(alice: Any, bob: Any) -> None:
    game = moves_played(game_started("fast-train", [alice, bob]), [alice, bob], moves=9)
    api = client_for(alice)

    def move_on(_page: int) -> None:  # moves are appended: after the cursor, so still shown
        if Game.objects.get(pk=game.pk).version < 15:
            moves_played(Game.objects.get(pk=game.pk), [alice, bob], moves=2)

    pages = _walk(api, f"/api/v1/games/{game.pk}/moves/?limit=4", "moves", between=move_on)

    version = Game.objects.get(pk=game.pk).version
    assert version >= 15
    assert _flat(pages, "seq") == list(range(1, version + 1))
    last = api.get(f"/api/v1/games/{game.pk}/moves/?limit=4&since={version - 4}").json()
    assert (last["has_more"], last["next"]) == (False, None)
    # `since` and a cursor both bound the log from below; `next` carries the cursor only.
    first = api.get(f"/api/v1/games/{game.pk}/moves/?since=3&limit=2").json()
    assert _flat([first["moves"]], "seq") == [4, 5] and first["has_more"]
    assert "since=" not in first["next"] and "limit=2" in first["next"]
    assert _flat([api.get(first["next"]).json()["moves"]], "seq") == [6, 7]


def _my_turn_game(user: Any, other: Any, **extra: Any) -> int:
    """A game of Hachi where ``user`` must decide now (played on until it is their turn)."""
    game = game_started("hachi", [user, other], **extra)
    for _ in range(10):
        if Seat.objects.get(game=game, user=user).is_to_act:
            return game.pk
        game = moves_played(game, [user, other], moves=1)
    raise AssertionError("never the user's turn")


def test_turns_are_walked_most_urgent_first_once_each_while_turns_arrive(
    alice: Any, bob: Any
) -> None:
    games = [_my_turn_game(alice, bob) for _ in range(6)]
    # Two turns without a deadline come last (nulls last), ordered by game.
    Seat.objects.filter(game_id__in=games[1:3], user=alice).update(deadline_at=None)
    expected = [games[0], *games[3:], *games[1:3]]
    api = client_for(alice)
    added: list[int] = []

    def arrive(page: int) -> None:
        if page == 1:  # sooner than any listed: before the cursor, not in this walk
            added.append(_my_turn_game(alice, bob, time_per_move=timedelta(hours=1)))
        if page == 2:  # a null deadline after the last: the walk ends with it
            added.append(_my_turn_game(alice, bob))
            Seat.objects.filter(game_id=added[-1], user=alice).update(deadline_at=None)

    pages = _walk(api, "/api/v1/me/turns/?limit=2", "turns", between=arrive)

    assert _flat(pages, "game") == [*expected, added[1]]
    deadlines = _flat(pages, "deadline_at")
    assert deadlines[-3:] == [None] * 3 and None not in deadlines[:-3]
    assert deadlines[:-3] == sorted(deadlines[:-3])
    now = api.get("/api/v1/me/turns/").json()
    assert _flat([now["turns"]], "game") == [added[0], *expected, added[1]]
    assert now["next"] is None


def test_tokens_are_walked_oldest_first_once_each_while_tokens_are_made(alice: Any) -> None:
    api = client_for(alice)
    for i in range(4):
        token_create(user=alice, name=f"bot-{i}")
    expected = ["tests", "bot-0", "bot-1", "bot-2", "bot-3"]

    def sign_in_again(page: int) -> None:  # newer: after the cursor, so listed at the end
        if page == 1:
            token_create(user=alice, name="late")

    pages = _walk(api, "/api/v1/me/tokens/?limit=2", "tokens", between=sign_in_again)

    assert _flat(pages, "name") == [*expected, "late"]
    assert [len(p) for p in pages] == [2, 2, 2]


def test_invitations_are_walked_newest_first_once_each_while_more_arrive(
    alice: Any, bob: Any
) -> None:
    api = client_for(alice)

    def invite() -> int:
        body = {"game_type": "hachi", "seats": 2, "is_public": False, "invite": ["bob"]}
        r = api.post("/api/v1/games/", body, format="json")
        assert r.status_code == 201, r.content[:300]
        return int(r.json()["id"])

    newest_first = [invite() for _ in range(5)][::-1]

    def more(_page: int) -> None:  # newer: before the cursor, not in this walk
        invite()

    pages = _walk(client_for(bob), "/api/v1/me/invitations/?limit=2", "invitations", between=more)

    assert [item["game"]["id"] for page in pages for item in page] == newest_first
    assert all(item["invited_by"] == "alice" for page in pages for item in page)


# ----- the edges --------------------------------------------------------------------------


def test_next_is_null_on_a_last_page_that_is_exactly_full(alice: Any) -> None:
    api = client_for(alice)
    _games(api, 4)
    first = api.get("/api/v1/games/?limit=2").json()
    second = api.get(first["next"]).json()
    assert len(second["results"]) == 2 and second["next"] is None
    assert api.get("/api/v1/me/tokens/").json()["next"] is None
    assert api.get("/api/v1/me/turns/?limit=100").json() == {"turns": [], "next": None}


def test_next_keeps_the_filters_and_the_limit(alice: Any, bob: Any) -> None:
    api = client_for(alice)
    _games(api, 3)
    services.game_create(creator=bob, game_type="fast-train", seats=2)
    body = api.get("/api/v1/games/?game_type=hachi&expand=view&limit=2").json()
    assert all(word in body["next"] for word in ("game_type=hachi", "expand=view", "limit=2"))
    rest = api.get(body["next"]).json()
    assert [g["game_type"] for g in rest["results"]] == ["hachi"]
    assert rest["next"] is None


def _error(r: Any, field: str) -> str:
    error = assert_api_error(r, 400, "invalid")
    assert list(error["details"]) == [field]
    (message,) = error["details"][field]
    assert message == error["message"]
    return str(message)


def _cursor(body: dict[str, Any]) -> str:
    return base64.urlsafe_b64encode(json.dumps(body).encode()).decode().rstrip("=")


LISTS = ["/api/v1/games/", "/api/v1/me/turns/", "/api/v1/me/tokens/", "/api/v1/me/invitations/"]


@pytest.mark.parametrize("path", [*LISTS, "moves"])
@pytest.mark.parametrize("limit", ["0", "101", "-1", "abc", "1.5", "", "9" * 40, "٣"])
def test_a_bad_limit_is_a_400_naming_it(alice: Any, bob: Any, path: str, limit: str) -> None:
    api = client_for(alice)
    if path == "moves":
        path = f"/api/v1/games/{game_started('hachi', [alice, bob]).pk}/moves/"
    assert _error(api.get(path, {"limit": limit}), "limit") == (
        "'limit' must be a whole number from 1 to 100."
    )


BAD_CURSORS: dict[str, Callable[[str], str]] = {
    "short": lambda _name: "x",
    "not base64": lambda _name: "not base64 !",
    "not json": lambda _name: base64.urlsafe_b64encode(b"{nope").decode(),
    "a list": lambda _name: _cursor(["a list"]),
    "another list's": lambda _name: _cursor({"l": "somewhere-else", "k": [1]}),
    "no keys": lambda name: _cursor({"l": name, "k": []}),
    "no time zone": lambda name: _cursor({"l": name, "k": ["2025-01-01T10:00:00", 1]}),
    "not a time": lambda name: _cursor({"l": name, "k": ["yesterday", 1]}),
    "booleans": lambda name: _cursor({"l": name, "k": [True, True]}),
    "too big": lambda name: _cursor({"l": name, "k": [2**70]}),
    "odd direction": lambda name: _cursor({"l": name, "k": [1], "b": 7}),
}


@pytest.mark.parametrize("path", [*LISTS, "moves"])
@pytest.mark.parametrize("bad", BAD_CURSORS)
def test_a_bad_cursor_is_a_400_naming_it(alice: Any, bob: Any, path: str, bad: str) -> None:
    name = path if path == "moves" else path.rstrip("/").rsplit("/", 1)[-1]
    if path == "moves":
        path = f"/api/v1/games/{game_started('hachi', [alice, bob]).pk}/moves/"
    r = client_for(alice).get(path, {"cursor": BAD_CURSORS[bad](name)})
    assert "not a cursor of this list" in _error(r, "cursor")


def test_a_cursor_of_another_list_is_refused(alice: Any) -> None:
    api = client_for(alice)
    _games(api, 3)
    games_cursor = api.get("/api/v1/games/?limit=1").json()["next"].split("cursor=")[1]
    _error(api.get("/api/v1/me/invitations/", {"cursor": games_cursor}), "cursor")


def test_the_deprecated_offset_still_pages(alice: Any) -> None:
    api = client_for(alice)
    newest_first = _games(api, 5)[::-1]
    page = api.get("/api/v1/games/?limit=2&offset=1").json()
    assert _flat([page["results"]], "id") == newest_first[1:3]
    assert page["count"] == 5
    assert page["previous"] == "http://testserver/api/v1/games/?limit=2"
    # Its `next` is a cursor: following it pages on without skipping.
    assert "offset" not in page["next"]
    assert _flat([api.get(page["next"]).json()["results"]], "id") == newest_first[3:5]
    later = api.get("/api/v1/games/?limit=2&offset=4").json()
    assert later["previous"] == "http://testserver/api/v1/games/?limit=2&offset=2"
    assert later["next"] is None
    _error(api.get("/api/v1/games/?offset=-1"), "offset")
    cursor = page["next"].split("cursor=")[1].split("&")[0]
    _error(api.get(f"/api/v1/games/?offset=1&cursor={cursor}"), "offset")


def test_the_schema_documents_the_pages(anonymous: APIClient) -> None:
    document = anonymous.get("/api/v1/schema/?format=json").json()
    paths = document["paths"]
    for path in [*LISTS, "/api/v1/games/{game_id}/moves/"]:
        get = paths[path]["get"]
        params = {p["name"]: p for p in get["parameters"] if p["in"] == "query"}
        assert {"limit", "cursor"} <= set(params), path
        assert "1 to 100" in params["limit"]["description"], path
        assert params["cursor"]["description"], path
    assert paths["/api/v1/games/"]["get"]["parameters"]
    offset = next(p for p in paths["/api/v1/games/"]["get"]["parameters"] if p["name"] == "offset")
    assert offset["deprecated"] is True
    schemas = document["components"]["schemas"]
    for name in ("GamePage", "MoveLog", "Turns", "Tokens", "Invitations"):
        assert "next" in schemas[name]["properties"], name
        assert {"type": "null"} in schemas[name]["properties"]["next"]["anyOf"], name
    types = paths["/api/v1/game-types/"]["get"]
    assert "not paginated" in types["description"]
    assert not [p for p in types.get("parameters", []) if p["name"] in ("limit", "cursor")]
