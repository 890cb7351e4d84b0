"""The caller's reminder preferences, vacation and calendar URL over the REST API."""

from __future__ import annotations

from typing import Any

import pytest

from tests.factories import client_for, game_started, signed_in
from tests.tasks.support import seat

pytestmark = pytest.mark.django_db


def test_preferences_defaults_change_and_validation(alice: Any):
    api = client_for(alice)
    got = api.get("/api/v1/me/preferences/").json()
    assert got["remind_hours_before"] == [24] and got["remind_on_turn_start"] is False
    assert got["timezone"] == "UTC" and got["calendar_feed"] is False

    changed = api.patch(
        "/api/v1/me/preferences/",
        {
            "timezone": "Asia/Tokyo",
            "quiet_start": "22:30",
            "quiet_end": "07:00",
            "remind_hours_before": [2, 24, 24],
            "daily_digest": True,
        },
        format="json",
    )
    assert changed.status_code == 200, changed.json()
    body = changed.json()
    assert (body["timezone"], body["quiet_start"], body["quiet_end"]) == (
        "Asia/Tokyo",
        "22:30",
        "07:00",
    )
    assert body["remind_hours_before"] == [24, 2] and body["daily_digest"] is True
    assert api.get("/api/v1/me/preferences/").json() == body

    for bad in (
        {"timezone": "Mars/Olympus"},
        {"remind_hours_before": [0]},
        {"digest_hour": 24},
        {"email_reminders": "yes"},
        {"quiet_start": "25:00"},
    ):
        response = api.patch("/api/v1/me/preferences/", bad, format="json")
        assert response.status_code == 400, bad
        assert "error" in response.json()
    assert client_for(None).get("/api/v1/me/preferences/").status_code == 401


def test_vacation_over_the_api_moves_my_deadlines(alice: Any, bob: Any):
    game = game_started("hachi", [alice, bob])
    turn = seat(game, game.to_act[0])
    api = client_for(turn.user)
    assert api.get("/api/v1/me/vacation/").json()["on_vacation"] is False
    started = api.post("/api/v1/me/vacation/", {"days": 4}, format="json")
    assert started.status_code == 201
    assert started.json()["on_vacation"] is True and started.json()["remaining_days"] == 26
    moved = seat(game, turn.index).deadline_at
    assert (moved - turn.deadline_at).days == 4
    assert api.post("/api/v1/me/vacation/", {"days": 1}, format="json").status_code == 409
    assert api.post("/api/v1/me/vacation/", {"days": 31}, format="json").status_code == 400

    ended = api.delete("/api/v1/me/vacation/")
    assert ended.status_code == 200 and ended.json()["on_vacation"] is False
    assert seat(game, turn.index).deadline_at < moved
    assert api.delete("/api/v1/me/vacation/").status_code == 409


def test_calendar_url_is_issued_regenerated_and_turned_off(alice: Any):
    api = client_for(alice)
    first = api.post("/api/v1/me/calendar/")
    assert first.status_code == 201
    url = first.json()["url"]
    assert url.startswith("http://testserver/calendar/") and url.endswith(".ics")
    assert api.get(url).status_code == 200
    second = api.post("/api/v1/me/calendar/").json()["url"]
    assert api.get(url).status_code == 404 and api.get(second).status_code == 200
    assert api.get("/api/v1/me/preferences/").json()["calendar_feed"] is True
    assert api.delete("/api/v1/me/calendar/").status_code == 204
    assert api.get(second).status_code == 404


def test_confirm_moves_is_a_preference_the_site_obeys(alice: Any, bob: Any):
    """Off over the API: the site's board sends a move on one tap (no select-then-confirm)."""

    api = client_for(alice)
    assert api.get("/api/v1/me/preferences/").json()["confirm_moves"] is True
    assert (
        api.patch("/api/v1/me/preferences/", {"confirm_moves": "no"}, format="json").status_code
        == 400
    )
    changed = api.patch("/api/v1/me/preferences/", {"confirm_moves": False}, format="json")
    assert changed.status_code == 200 and changed.json()["confirm_moves"] is False
    site = signed_in(alice)
    game = game_started("hachi", [alice, bob])
    assert 'data-confirm-moves="false"' in site.get(f"/games/{game.pk}/").content.decode()
