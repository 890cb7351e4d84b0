"""Delete my account and export my data (site and API), and the admin's moderation: games
keep a "deleted player" seat and go on as after a resignation; the export holds only what the
user may see; the admin can delete a user who played, cancel a game, hand a seat to a bot."""

from __future__ import annotations

import json
from typing import Any

import pytest
from django.test import Client

from accounts.models import ApiToken, User
from accounts.services import token_create
from games import services
from games.models import Game, Seat
from tests.factories import client_for, game_started, moves_played, signed_in

pytestmark = pytest.mark.django_db
PASSWORD = "alice-pw-123!"


@pytest.fixture
def tables(alice: Any, bob: Any, carol: Any) -> dict[str, Game]:
    duel = moves_played(game_started("hachi", [alice, bob]), [alice, bob], moves=3)
    three = moves_played(
        game_started("hachi-train", [alice, bob, carol]), [alice, bob, carol], moves=2
    )
    mine = services.game_create(creator=alice, game_type="hachi-hachi", seats=3)
    theirs = services.game_create(creator=carol, game_type="hachi-hachi", seats=3)
    services.seat_join(game_id=theirs.pk, user=alice)
    return {"duel": duel, "three": three, "mine": mine, "theirs": theirs}


def _assert_deleted(alice: Any, tables: dict[str, Game], bob: Any) -> None:
    gone = User.objects.get(pk=alice.pk)
    assert gone.username == f"deleted-player-{alice.pk}"
    assert (gone.email, gone.is_active, gone.has_usable_password()) == ("", False, False)
    assert not ApiToken.objects.filter(user=alice).exists()
    duel, three = (Game.objects.get(pk=tables[k].pk) for k in ("duel", "three"))
    assert duel.status == "finished" and duel.result["winners"] == [1]
    assert three.status == "active"
    assert Seat.objects.get(game=three, index=0).bot_kind == "greedy"
    assert Game.objects.get(pk=tables["mine"].pk).status == "cancelled"
    assert not Seat.objects.filter(game=tables["theirs"], user=alice).exists()
    # Nothing of theirs breaks: the others' pages, payloads and replays still work.
    bobs = signed_in(bob)
    for game in (duel, three):
        assert bobs.get(f"/games/{game.pk}/").status_code == 200
        assert client_for(bob).get(f"/api/v1/games/{game.pk}/").status_code == 200
    assert bobs.get(f"/games/{duel.pk}/replay/?step=2").status_code == 200
    assert Client().get(f"/u/deleted-player-{alice.pk}/").status_code == 404


def test_deleting_on_the_site_asks_first_and_keeps_the_games(
    alice: Any, bob: Any, tables: dict[str, Game]
) -> None:
    token_create(user=alice, name="bot")
    site = signed_in(alice)
    page = site.get("/settings/delete/")
    assert page.status_code == 200 and b"2 games in play" in page.content
    wrong = site.post("/settings/delete/", {"password": "nope"})
    assert wrong.status_code == 400 and b"Nothing was deleted" in wrong.content
    assert User.objects.get(pk=alice.pk).is_active
    done = site.post("/settings/delete/", {"password": PASSWORD}, follow=True)
    assert done.status_code == 200 and b"Your account is deleted" in done.content
    assert site.get("/settings/").status_code == 302  # signed out
    _assert_deleted(alice, tables, bob)


def test_deleting_over_the_api(alice: Any, bob: Any, tables: dict[str, Game]) -> None:
    api = client_for(alice)
    refused = api.delete("/api/v1/me/", {"password": "nope"}, format="json")
    assert refused.status_code == 400 and refused.json()["error"]["details"]["password"]
    assert api.delete("/api/v1/me/", {"password": PASSWORD}, format="json").status_code == 204
    assert api.get("/api/v1/me/").status_code == 401
    _assert_deleted(alice, tables, bob)


def test_the_export_holds_what_the_user_may_see(alice: Any, tables: dict[str, Game]) -> None:
    api = client_for(alice)  # a token named "tests", listed by name and prefix only
    site = signed_in(alice).get("/settings/export/")
    assert site.status_code == 200
    assert site["Content-Disposition"].startswith("attachment; filename=")
    data = json.loads(site.content)
    assert api.get("/api/v1/me/export/").json()["games"] == data["games"]
    assert data["profile"]["username"] == "alice"
    assert {g["id"] for g in data["games"]} == {g.pk for g in tables.values()}
    for game in data["games"]:  # the move log exactly as the API shows it to alice
        log = api.get(f"/api/v1/games/{game['id']}/moves/").json()["moves"]
        assert game["moves"] == log
    assert "key_hash" not in json.dumps(data) and data["tokens"][0]["name"] == "tests"


def test_the_admin_deletes_a_player_cancels_games_and_hands_seats_to_bots(
    alice: Any, bob: Any, carol: Any, tables: dict[str, Game], django_user_model: Any
) -> None:
    root = django_user_model.objects.create_superuser("root", "root@example.com", "root-pw-1!")
    admin = signed_in(root)
    three = tables["three"]
    seat = Seat.objects.get(game=three, index=2)
    handed = admin.post(
        "/admin/games/seat/",
        {"action": "hand_to_bot", "_selected_action": [seat.pk]},
        follow=True,
    )
    assert handed.status_code == 200
    seat.refresh_from_db()
    assert seat.bot_kind == "greedy" and seat.resigned_at is not None
    cancelled = admin.post(
        "/admin/games/game/", {"action": "cancel_games", "_selected_action": [three.pk]}
    )
    assert cancelled.status_code == 302
    assert Game.objects.get(pk=three.pk).status == "cancelled"
    confirm = admin.get(f"/admin/accounts/user/{alice.pk}/delete/")
    assert confirm.status_code == 200 and b"protected" not in confirm.content.lower()
    deleted = admin.post(f"/admin/accounts/user/{alice.pk}/delete/", {"post": "yes"})
    assert deleted.status_code == 302
    gone = User.objects.get(pk=alice.pk)
    assert gone.username == f"deleted-player-{alice.pk}" and not gone.is_active
