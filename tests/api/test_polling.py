"""Cheap polling: ETag and 304, gzip, and game lists without each game's view."""

from __future__ import annotations

import gzip
import json
from typing import Any

from tests.api.play import legal_moves, post_move
from tests.factories import client_for, game_started

STREAMED = "application/x-ndjson"

SEATS = {"hachi": 2, "hachi-hachi": 3, "hachi-train": 3, "take-the-train": 4, "fast-train": 2}


def _game_with_bob(alice: Any, bob: Any) -> tuple[int, Any]:
    """A Hachi game of alice and bob, and bob's client."""
    return game_started("hachi", [alice, bob]).pk, client_for(bob)


def test_a_game_read_again_unchanged_is_304_without_a_body(alice, api_alice, bob):
    game_id, _api_bob = _game_with_bob(alice, bob)
    url = f"/api/v1/games/{game_id}/"
    first = api_alice.get(url)
    tag = first.headers["ETag"]

    again = api_alice.get(url, HTTP_IF_NONE_MATCH=tag)

    assert first.headers["Cache-Control"] == "private, no-cache"
    assert again.status_code == 304
    assert again.content == b""
    assert again.headers["ETag"] == tag


def test_a_move_changes_the_tag(alice, api_alice, bob):
    game_id, api_bob = _game_with_bob(alice, bob)
    url = f"/api/v1/games/{game_id}/"
    tags = {0: api_alice.get(url).headers["ETag"], 1: api_bob.get(url).headers["ETag"]}
    game = api_alice.get(url).json()
    seat = game["to_act"][0]
    mover = api_alice if seat == 0 else api_bob
    offer = legal_moves(mover, game_id)
    assert post_move(mover, game_id, offer["actions"][0], offer["version"]).status_code == 201

    for seat, client in ((0, api_alice), (1, api_bob)):
        r = client.get(url, HTTP_IF_NONE_MATCH=tags[seat])
        assert r.status_code == 200
        assert r.headers["ETag"] != tags[seat]


def test_two_seats_of_one_game_get_their_own_tags(alice, api_alice, bob):
    """Each seat's body holds its own hand: a tag is never shared across different bodies."""
    game_id, api_bob = _game_with_bob(alice, bob)
    url = f"/api/v1/games/{game_id}/"
    alice_tag = api_alice.get(url).headers["ETag"]

    r = api_bob.get(url, HTTP_IF_NONE_MATCH=alice_tag)

    assert r.status_code == 200
    assert r.headers["ETag"] != alice_tag


def test_the_move_log_and_my_turns_answer_304_too(alice, api_alice, bob):
    game_id, _api_bob = _game_with_bob(alice, bob)
    for url in (f"/api/v1/games/{game_id}/moves/", "/api/v1/me/turns/"):
        tag = api_alice.get(url).headers["ETag"]
        assert api_alice.get(url, HTTP_IF_NONE_MATCH=tag).status_code == 304, url


def test_a_gzipped_answer_has_a_weak_tag_and_if_none_match_compares_weakly(alice, api_alice, bob):
    """gzip's bytes differ at each answer (BREACH padding), so its tag is weak; RFC 9110 has
    If-None-Match compare weakly, so either form of a tag gives the 304, which carries the tag
    the 200 would have had."""
    game_id, _api_bob = _game_with_bob(alice, bob)
    url = f"/api/v1/games/{game_id}/"
    plain = api_alice.get(url).headers["ETag"]
    packed = api_alice.get(url, HTTP_ACCEPT_ENCODING="gzip")
    assert packed.headers["Content-Encoding"] == "gzip"
    assert packed.headers["ETag"] == f"W/{plain}"

    for sent in (packed.headers["ETag"], plain):
        zipped = api_alice.get(url, HTTP_ACCEPT_ENCODING="gzip", HTTP_IF_NONE_MATCH=sent)
        unzipped = api_alice.get(url, HTTP_IF_NONE_MATCH=sent)
        assert (zipped.status_code, zipped.content, zipped.headers["ETag"]) == (
            304,
            b"",
            f"W/{plain}",
        )
        assert (unzipped.status_code, unzipped.content, unzipped.headers["ETag"]) == (
            304,
            b"",
            plain,
        )
        assert "Content-Encoding" not in zipped.headers


def test_every_read_documents_its_etag_and_304(anonymous):
    """What a client generated from the document needs to poll: If-None-Match on every GET,
    the ETag on its 200, and a 304 without a body (tests/api/test_schema.py's fuzz sends each
    GET again with its tag and checks the 304 against the document)."""
    document = anonymous.get("/api/v1/schema/?format=json").json()
    reads = [(path, ops["get"]) for path, ops in document["paths"].items() if "get" in ops]
    # An event stream is never the same twice: no tag, no 304 (docs/streams.md).
    streams = {path for path, read in reads if STREAMED in read["responses"]["200"]["content"]}
    assert streams == {"/api/v1/me/stream/", "/api/v1/games/{game_id}/stream/"}
    reads = [(path, read) for path, read in reads if path not in streams]
    assert len(reads) > 15
    for path, read in reads:
        asked = [p for p in read["parameters"] if p["name"] == "If-None-Match"]
        assert [(p["in"], p["required"]) for p in asked] == [("header", False)], path
        assert read["responses"]["200"]["headers"]["ETag"]["required"] is True, path
        not_modified = read["responses"]["304"]
        assert "content" not in not_modified and "ETag" in not_modified["headers"], path


def _twenty_games(api_alice: Any) -> None:
    for number in range(20):
        game_type = list(SEATS)[number % len(SEATS)]
        bots = ["random"] * (SEATS[game_type] - 1)
        body = {"game_type": game_type, "seats": SEATS[game_type], "bots": bots}
        r = api_alice.post("/api/v1/games/", body, format="json")
        assert r.status_code == 201 and r.json()["status"] == "active", r.json()


def test_a_list_of_twenty_games_leaves_the_views_out_unless_asked(api_alice, db):
    _twenty_games(api_alice)

    lean = api_alice.get("/api/v1/games/?mine=true&limit=20")
    details = api_alice.get("/api/v1/games/?mine=true&limit=20&expand=details")
    full = api_alice.get("/api/v1/games/?mine=true&limit=20&expand=view")

    assert len(lean.json()["results"]) == len(full.json()["results"]) == 20
    # 20 new games of every type at their usual tables (one player and bots): summaries are
    # under 10 KB (8.6 KB measured); whole games 16.4 KB, with the views 32.5 KB (views grow
    # as a game goes on, the rest does not).
    assert len(lean.content) < 10_000, len(lean.content)
    assert len(lean.content) < len(details.content) < len(full.content)
    assert all(g["view"] is None for g in lean.json()["results"])
    assert all(g["view"] is None for g in details.json()["results"])
    assert all(g["view"] for g in full.json()["results"])
    summary, whole = lean.json()["results"][0], details.json()["results"][0]
    assert set(summary) < set(whole)
    assert {k: whole[k] for k in summary if k != "seats"} == {
        k: summary[k] for k in summary if k != "seats"
    }
    bad = api_alice.get("/api/v1/games/?expand=seats")
    assert bad.status_code == 400
    assert bad.json()["error"]["message"] == "'expand' can only be 'view' or 'details'."


def test_json_is_gzipped_when_asked_and_decodes_to_the_same(api_alice, db):
    _twenty_games(api_alice)
    url = "/api/v1/games/?mine=true&limit=20&expand=view"

    plain = api_alice.get(url)
    packed = api_alice.get(url, HTTP_ACCEPT_ENCODING="gzip")

    assert "Content-Encoding" not in plain.headers
    assert packed.headers["Content-Encoding"] == "gzip"
    assert len(packed.content) < len(plain.content) / 3
    assert json.loads(gzip.decompress(packed.content)) == plain.json()


def test_token_answers_are_never_compressed(alice, db):
    r = client_for(None).post(
        "/api/v1/auth/token/",
        {"username": "alice", "password": "alice-pw-123!", "name": "x" * 60},
        format="json",
        HTTP_ACCEPT_ENCODING="gzip",
    )

    assert r.status_code == 201
    assert "Content-Encoding" not in r.headers
