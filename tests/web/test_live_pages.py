"""The site's side of live reminders: the badge's JSON, the service worker, the push
subscription endpoints (CSRF, plain-word errors that change nothing) and the settings section,
the signed-in page marks (body[data-user], the count in the tab title, the toast region), and
the live /turns/ list."""

from __future__ import annotations

import json
from typing import Any

import pytest
from django.test import Client

from accounts.models import Preferences
from games import services
from games.models import PushSubscription
from games.push_keys import Vapid, vapid_keys_new
from tests.factories import game_started, signed_in
from tests.tasks.push_service import Browser, b64url

pytestmark = pytest.mark.django_db

ENDPOINT = "https://push.example.net/send/abc123"


def subscription(endpoint: str = ENDPOINT, browser: Browser | None = None) -> dict[str, Any]:
    browser = browser or Browser()
    return {"endpoint": endpoint, "keys": {"p256dh": browser.p256dh, "auth": b64url(browser.auth)}}


def csrf_client(user: Any) -> tuple[Client, str]:
    """A client that checks CSRF as a browser's requests are checked, and the page's token."""
    client = Client(enforce_csrf_checks=True)
    client.force_login(user)
    client.get("/settings/")
    return client, client.cookies["csrftoken"].value


def post_json(client: Client, url: str, body: Any, token: str | None) -> Any:
    headers = {"X-CSRFToken": token} if token else {}
    return client.post(url, json.dumps(body), content_type="application/json", headers=headers)


def test_the_badge_counts_the_games_waiting_and_names_only_games_the_user_sees(
    alice: Any, bob: Any, carol: Any
) -> None:
    game = game_started("hachi", [alice, bob])
    hidden = services.game_create(
        creator=carol, game_type="hachi", seats=2, is_public=False, invite=["bob"]
    )
    waiting = alice if game.to_act == [0] else bob
    assert Client().get("/turns/badge/").status_code == 401
    answer = signed_in(alice).get(f"/turns/badge/?games={game.pk},{hidden.pk},x")
    assert answer.status_code == 200 and answer["Cache-Control"].startswith("max-age=0")
    assert answer.json() == {
        "count": int(waiting == alice),
        "toasts": True,
        "games": {str(game.pk): f"Hachi #{game.pk}"},  # not carol's private game
    }
    Preferences.objects.create(user=bob, live_reminders=False)
    answer = signed_in(bob).get(f"/turns/badge/?games={hidden.pk}").json()  # invited: he sees it
    assert answer == {
        "count": int(waiting == bob),
        "toasts": False,
        "games": {str(hidden.pk): f"Hachi #{hidden.pk}"},
    }


def test_the_service_worker_is_served_at_the_root_for_every_page() -> None:
    answer = Client().get("/sw.js")
    assert answer.status_code == 200
    assert answer["Content-Type"].startswith("text/javascript")
    assert answer["Service-Worker-Allowed"] == "/"
    assert b'addEventListener("push"' in answer.content
    assert b'addEventListener("notificationclick"' in answer.content


def test_subscribing_needs_the_csrf_token_and_stores_the_browser(vapid: Vapid, alice: Any) -> None:
    client, token = csrf_client(alice)
    assert post_json(client, "/push/subscribe/", subscription(), None).status_code == 403
    assert not PushSubscription.objects.exists()
    answer = post_json(client, "/push/subscribe/", subscription(), token)
    assert (answer.status_code, answer.json()) == (201, {"subscribed": True})
    assert PushSubscription.objects.get().endpoint == ENDPOINT
    assert post_json(client, "/push/subscribe/", subscription(), token).status_code == 201
    assert PushSubscription.objects.count() == 1  # the same browser again: updated


def test_the_same_browser_moves_to_whoever_subscribed_it_last_and_ten_at_most(
    vapid: Vapid, alice: Any, bob: Any
) -> None:
    for user in (alice, bob):
        client, token = csrf_client(user)
        post_json(client, "/push/subscribe/", subscription(), token)
    assert list(PushSubscription.objects.values_list("user__username", flat=True)) == ["bob"]
    client, token = csrf_client(alice)
    for n in range(12):
        post_json(client, "/push/subscribe/", subscription(f"{ENDPOINT}/{n}"), token)
    kept = PushSubscription.objects.filter(user=alice).values_list("endpoint", flat=True)
    assert sorted(kept) == sorted(f"{ENDPOINT}/{n}" for n in range(2, 12))


@pytest.mark.parametrize(
    ("body", "words"),
    [
        ("not json", "The request body is not JSON."),
        ([1, 2], "Send the browser's push subscription as a JSON object."),
        ({"keys": {}}, "The subscription has no endpoint."),
        (subscription("http://push.example.net/x"), "https address of a push service"),
        (subscription("https://127.0.0.1:8443/x"), "https address of a push service"),
        (subscription("https://localhost/x"), "https address of a push service"),
        (subscription("https://" + "a" * 1100 + ".example/x"), "endpoint is too long"),
        ({"endpoint": ENDPOINT}, "The subscription has no keys."),
        ({"endpoint": ENDPOINT, "keys": {"p256dh": "AAAA", "auth": "x"}}, "not a P-256 key"),
        (
            {"endpoint": ENDPOINT, "keys": {**subscription()["keys"], "auth": b64url(b"short")}},
            "auth key is not 16 bytes",
        ),
    ],
)
def test_a_bad_subscription_is_refused_in_plain_words_and_stores_nothing(
    vapid: Vapid, alice: Any, body: Any, words: str
) -> None:
    client, token = csrf_client(alice)
    raw = body if isinstance(body, str) else json.dumps(body)
    answer = client.post(
        "/push/subscribe/", raw, content_type="application/json", headers={"X-CSRFToken": token}
    )
    assert answer.status_code == 400
    assert words in answer.json()["error"]
    assert not PushSubscription.objects.exists()


def test_without_vapid_keys_nobody_can_subscribe(alice: Any) -> None:
    client, token = csrf_client(alice)
    answer = post_json(client, "/push/subscribe/", subscription(), token)
    assert answer.status_code == 409
    assert answer.json()["error"] == "Push reminders are not set up on this site."
    assert not PushSubscription.objects.exists()


def test_unsubscribing_removes_only_ones_own_browser(vapid: Vapid, alice: Any, bob: Any) -> None:
    client, token = csrf_client(alice)
    post_json(client, "/push/subscribe/", subscription(), token)
    other, other_token = csrf_client(bob)
    post_json(other, "/push/unsubscribe/", {"endpoint": ENDPOINT}, other_token)
    assert PushSubscription.objects.filter(user=alice).count() == 1
    assert post_json(client, "/push/unsubscribe/", {}, token).status_code == 400
    answer = post_json(client, "/push/unsubscribe/", {"endpoint": ENDPOINT}, token)
    assert (answer.status_code, answer.json()) == (200, {"subscribed": False})
    assert not PushSubscription.objects.exists()


def test_the_settings_section_says_whether_push_is_set_up(settings: Any, alice: Any) -> None:
    page = signed_in(alice).get("/settings/").content.decode()
    assert "Notifications on this device" in page
    assert 'id="notify-allow"' in page
    assert "not available: this site has not been set up for them" in page
    assert 'id="push-subscribe"' not in page
    keys = vapid_keys_new()
    settings.VAPID_PUBLIC_KEY = keys.public_key
    page = signed_in(alice).get("/settings/").content.decode()
    assert f'data-vapid-key="{keys.public_key}"' in page
    assert 'id="push-subscribe"' in page and 'id="push-unsubscribe"' in page
    assert "not available" not in page


def test_signed_in_pages_carry_the_user_the_count_in_the_title_and_a_toast_region(
    alice: Any, bob: Any
) -> None:
    game = game_started("hachi", [alice, bob])
    first, second = (alice, bob) if game.to_act == [0] else (bob, alice)
    page = signed_in(first).get("/").content.decode()
    assert f'data-user="{first.pk}"' in page
    assert "<title>(1) " in page
    assert '<div id="toasts" class="toasts" role="status" aria-live="polite"></div>' in page
    assert "<title>(" not in signed_in(second).get("/").content.decode()
    anonymous = Client().get("/").content.decode()
    assert "data-user" not in anonymous and 'id="toasts"' not in anonymous


def test_my_turns_reloads_its_list_on_each_user_event(alice: Any, bob: Any) -> None:
    game = game_started("hachi", [alice, bob])
    first = alice if game.to_act == [0] else bob
    page = signed_in(first).get("/turns/").content.decode()
    assert 'hx-trigger="hachi:user-event from:document delay:200ms"' in page
    assert 'hx-select="#turns-list"' in page
    assert f'id="game-row-{game.pk}"' in page
