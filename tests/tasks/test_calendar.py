"""The per-user ICS feed of pending deadlines: secret URL, regenerable, no hidden information."""

from __future__ import annotations

import logging
from datetime import UTC
from typing import Any

import icalendar
import pytest
from django.test import Client
from django.urls import reverse

from accounts.preferences import calendar_disable, calendar_key_regenerate
from config.log import JsonFormatter, TextFormatter
from games.engines.registry import get_engine
from games.links import game_path, game_url
from tests.factories import game_started
from tests.tasks.support import play, seat

pytestmark = pytest.mark.django_db


def _feed(key: str) -> Any:
    return Client().get(f"/calendar/{key}.ics")


def test_the_feed_lists_the_users_pending_deadlines_and_nothing_secret(
    alice: Any, bob: Any, carol: Any
):
    game = game_started("hachi", [alice, bob])
    turn = seat(game, game.to_act[0])
    # A game of the two others (whichever seat the random seed made lead): never in the feed.
    game_started("hachi", [u for u in (alice, bob, carol) if u.pk != turn.user_id])
    key = calendar_key_regenerate(user=turn.user)

    response = _feed(key)
    assert response.status_code == 200
    assert response["Content-Type"] == "text/calendar; charset=utf-8"
    text = response.content.decode()
    assert text.startswith("BEGIN:VCALENDAR\r\n") and text.endswith("END:VCALENDAR\r\n")
    assert all(len(line.encode()) <= 75 for line in text.split("\r\n"))
    unfolded = text.replace("\r\n ", "")
    assert unfolded.count("BEGIN:VEVENT") == 1
    assert f"UID:deadline-seat-{turn.pk}@localhost" in unfolded
    assert f"DTSTART:{turn.deadline_at.astimezone(UTC):%Y%m%dT%H%M%SZ}" in unfolded
    other = "bob" if turn.user.username == "alice" else "alice"
    assert f"SUMMARY:Your move: Hachi #{game.pk} against {other}" in unfolded
    engine = get_engine("hachi")
    view = engine.view(engine.state_from_json(game.state), turn.index)
    for card in view["you"]["hand"]:
        assert card not in unfolded

    while turn.index in game.to_act:  # the move is made: the event leaves the feed
        game = play(game, turn.index)
    assert "BEGIN:VEVENT" not in _feed(key).content.decode()


def test_regenerating_the_key_kills_the_old_url(alice: Any):
    old = calendar_key_regenerate(user=alice)
    assert _feed(old).status_code == 200
    new = calendar_key_regenerate(user=alice)
    assert _feed(old).status_code == 404
    assert _feed(new).status_code == 200
    calendar_disable(user=alice)
    assert _feed(new).status_code == 404
    assert _feed("not-a-key").status_code == 404


@pytest.mark.parametrize(
    "name", ["mallory\r\nURL:https://evil.example/", "mallory\nURL;VALUE=URI:x", "m\rX-INJ:1"]
)
def test_a_name_with_line_breaks_cannot_add_a_property(
    alice: Any, django_user_model: Any, name: str
):
    """A name chosen before the username rule may hold line breaks; in an opponent's feed it
    stays text inside SUMMARY, never a property of its own."""
    mallory = django_user_model.objects.create(username=name)
    game = game_started("hachi", [alice, mallory])
    key = calendar_key_regenerate(user=alice)
    text = _feed(key).content.decode()
    feed = icalendar.Calendar.from_ical(text)
    events = feed.walk("VEVENT")
    expected = 1 if seat(game, game.to_act[0]).user_id == alice.pk else 0
    assert len(events) == expected
    for event in events:
        assert set(event.keys()) == {
            "UID",
            "DTSTAMP",
            "DTSTART",
            "DTEND",
            "SUMMARY",
            "DESCRIPTION",
            "URL",
        }
        assert str(event["URL"]).endswith(f"/games/{game.pk}/")
        assert name.replace("\r\n", "\n").replace("\r", "\n") in str(event["SUMMARY"])
    for line in text.replace("\r\n ", "").split("\r\n"):
        assert not line.startswith(("URL:https://evil", "URL;VALUE", "X-INJ"))


def test_calendar_keys_never_reach_a_log_line(alice: Any, caplog: Any) -> None:
    """A revoked or mistyped key is a 404 that Django logs with its URL: the key is redacted
    by both log formats (text and JSON lines), the request's own representation included."""
    old = calendar_key_regenerate(user=alice)
    calendar_key_regenerate(user=alice)
    with caplog.at_level(logging.WARNING, logger="django.request"):
        assert _feed(old).status_code == 404
    records = [r for r in caplog.records if r.name == "django.request"]
    assert records
    console = next(h for h in logging.getLogger().handlers if h.get_name() == "console")
    assert console.formatter is not None
    for record in records:
        for formatter in (console.formatter, JsonFormatter(), TextFormatter("%(message)s")):
            line = formatter.format(record)
            assert old not in line and "/calendar/<secret>.ics" in line


def test_the_links_that_leave_the_site_lead_to_the_game_page(settings: Any) -> None:
    """Reminders and the feed link the page that games/web/urls.py serves as "game"."""
    assert game_path(7) == reverse("game", args=[7]) == "/games/7/"
    settings.SITE_URL = "https://hachi.example/"
    assert game_url(7) == "https://hachi.example/games/7/"
