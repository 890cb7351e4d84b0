"""The webhooks pages under the settings, as plain form posts (no script): register an endpoint
and see its secret once, send a test event and redeliver from the log, change it; rotating the
secret and deleting ask first and do nothing until confirmed; nobody else's endpoint exists."""

from __future__ import annotations

from typing import Any

import pytest
from django.test import Client

from games.models import WebhookDelivery, WebhookEndpoint
from games.web.forms import WEBHOOK_KIND_LABELS
from games.webhook_messages import WEBHOOK_KINDS
from tests.factories import signed_in
from tests.webhooks.support import endpoint_for

pytestmark = pytest.mark.django_db
PAGE = "/settings/webhooks/"
URL = "https://bots.example/hachi"


def test_every_kind_has_words_on_the_site() -> None:
    assert set(WEBHOOK_KIND_LABELS) == set(WEBHOOK_KINDS)


def test_register_an_endpoint_and_see_its_secret_once(alice: Any) -> None:
    browser = signed_in(alice)
    assert "None yet" in browser.get(PAGE).content.decode()
    answer = browser.post(PAGE, {"url": URL, "kinds": ["your_turn", "invitation"]})
    assert answer.status_code == 200
    endpoint = WebhookEndpoint.objects.get(user=alice)
    assert endpoint.kinds == ["invitation", "your_turn"]
    page = answer.content.decode()
    assert endpoint.secret in page and "shown only now" in page
    again = browser.get(PAGE).content.decode()
    assert endpoint.secret not in again and URL in again
    assert endpoint.secret not in browser.get(f"{PAGE}{endpoint.pk}/").content.decode()


def test_a_refused_url_is_explained_next_to_the_form(alice: Any) -> None:
    browser = signed_in(alice)
    for url in ["https://10.0.0.1/", "http://bots.example/", "https://localhost/x"]:
        answer = browser.post(PAGE, {"url": url, "kinds": ["your_turn"]})
        assert answer.status_code == 400
        assert "errorlist" in answer.content.decode()
    assert browser.post(PAGE, {"url": URL}).status_code == 400  # no kind chosen
    assert not WebhookEndpoint.objects.exists()


def test_test_event_redeliver_and_change(alice: Any) -> None:
    endpoint, _secret = endpoint_for(alice, URL)
    browser, page = signed_in(alice), f"{PAGE}{endpoint.pk}/"
    answer = browser.post(page + "test/")
    assert answer.status_code == 302 and answer["Location"] == page
    ping = WebhookDelivery.objects.get(endpoint=endpoint, kind="ping")
    WebhookDelivery.objects.filter(pk=ping.pk).update(status="failed", attempts=14)
    shown = browser.get(page).content.decode()
    assert "Test event" in shown and str(ping.event_id) in shown and "failed" in shown
    browser.post(f"{page}deliveries/{ping.event_id}/redeliver/")
    ping.refresh_from_db()
    assert ping.status == "pending"
    changed = browser.post(page, {"url": URL + "/v2", "kinds": ["game_finished"]})
    assert changed.status_code == 302
    endpoint.refresh_from_db()
    assert (endpoint.url, endpoint.kinds) == (URL + "/v2", ["game_finished"])


@pytest.mark.parametrize("verb", ["rotate", "delete"])
def test_rotate_and_delete_ask_first(alice: Any, verb: str) -> None:
    endpoint, secret = endpoint_for(alice, URL)
    browser, step = signed_in(alice), f"{PAGE}{endpoint.pk}/{verb}/"
    inline = browser.get(f"{PAGE}{endpoint.pk}/").content.decode()
    assert f'id="danger-{verb}"' in inline  # behind a closed details box, then a button
    for unconfirmed in (browser.get(step), browser.post(step)):
        assert unconfirmed.status_code == 200
        assert 'name="confirm" value="yes"' in unconfirmed.content.decode()
    endpoint.refresh_from_db()
    assert endpoint.secret == secret  # nothing happened yet
    done = browser.post(step, {"confirm": "yes"})
    if verb == "delete":
        assert done.status_code == 302 and done["Location"] == PAGE
        assert not WebhookEndpoint.objects.exists()
    else:
        endpoint.refresh_from_db()
        assert endpoint.secret != secret and endpoint.previous_secret == secret
        assert endpoint.secret in done.content.decode()


def test_nobody_else_sees_or_touches_an_endpoint(alice: Any, bob: Any) -> None:
    endpoint, _secret = endpoint_for(alice, URL)
    page, other = f"{PAGE}{endpoint.pk}/", signed_in(bob)
    assert URL not in other.get(PAGE).content.decode()
    assert other.get(page).status_code == 404
    for suffix in ["test/", "rotate/", "delete/"]:
        assert other.post(page + suffix, {"confirm": "yes"}).status_code == 404
    assert WebhookEndpoint.objects.filter(pk=endpoint.pk).exists()
    assert Client().get(PAGE).status_code == 302  # signed out: to the sign-in page
