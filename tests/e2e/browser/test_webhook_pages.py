"""The webhooks pages on a 360x740 phone in Chromium, by taps: register an endpoint (its
secret shown once), send a test event, then rotate the secret and delete the endpoint, each
only after a second, deliberate tap; a long URL never widens a page; a failing endpoint is
shown on the settings page. axe-core finds no serious or critical violation on any of them,
and the Content-Security-Policy blocks nothing."""

from __future__ import annotations

from typing import Any

from django.utils import timezone

from games.models import WebhookDelivery, WebhookEndpoint
from games.webhook_messages import WEBHOOK_KINDS
from tests.e2e.browser.phone import (
    assert_accessible,
    assert_no_csp_violations,
    assert_no_horizontal_overflow,
    tap,
)
from tests.factories import persona
from tests.webhooks.support import endpoint_for

LONG_URL = "https://bots.example/" + "hachi-station/" * 20 + "events?token=" + "x" * 60


def _check(page: Any) -> None:
    assert_no_horizontal_overflow(page)
    assert_accessible(page)
    assert_no_csp_violations(page)


def test_register_test_rotate_and_delete_by_taps(phone: Any) -> None:
    alice = persona("alice", password=False)
    page = phone(alice)
    page.goto("/settings/")
    tap(page, page.locator("main a[href='/settings/webhooks/']"))
    page.wait_for_selector("h1:has-text('Webhooks')")
    _check(page)
    page.fill("input[name=url]", LONG_URL)
    page.fill("input[name=description]", "my bot")
    tap(page, page.locator("#webhook-form button[type=submit]"))
    page.wait_for_selector("#new-secret")
    endpoint = WebhookEndpoint.objects.get(user=alice)
    assert page.inner_text("#new-secret code") == endpoint.secret
    assert len(endpoint.kinds) == len(WEBHOOK_KINDS)  # every kind, checked by default
    _check(page)

    tap(page, page.locator(".webhook-list a"))
    page.wait_for_selector("#send-test")
    tap(page, page.locator("#send-test"))
    page.wait_for_selector(".delivery-log li.delivery")
    assert WebhookDelivery.objects.filter(endpoint=endpoint, kind="ping").count() == 1
    _check(page)

    # One tap opens the question; nothing is rotated until the second.
    tap(page, page.locator("#danger-rotate > summary"))
    page.wait_for_selector("#danger-rotate .confirm-box button", state="visible")
    endpoint.refresh_from_db()
    secret = endpoint.secret
    _check(page)
    tap(page, page.locator("#danger-rotate .confirm-box button"))
    page.wait_for_selector("#new-secret")
    endpoint.refresh_from_db()
    assert endpoint.secret != secret and page.inner_text("#new-secret code") == endpoint.secret
    _check(page)

    tap(page, page.locator("#danger-delete > summary"))
    page.wait_for_selector("#danger-delete .confirm-box button", state="visible")
    assert WebhookEndpoint.objects.filter(pk=endpoint.pk).exists()
    tap(page, page.locator("#danger-delete .confirm-box button"))
    page.wait_for_selector("text=None yet.")
    assert not WebhookEndpoint.objects.exists()
    _check(page)


def test_a_failing_endpoint_and_the_confirmation_page_without_script(phone: Any) -> None:
    alice = persona("alice", password=False)
    endpoint, _secret = endpoint_for(alice, LONG_URL)
    WebhookEndpoint.objects.filter(pk=endpoint.pk).update(failing_since=timezone.now())
    page = phone(alice)
    page.goto("/settings/")
    page.wait_for_selector("#webhooks-failing")
    _check(page)
    page.goto(f"/settings/webhooks/{endpoint.pk}/")
    page.wait_for_selector("#failing-notice")
    _check(page)
    page.goto(f"/settings/webhooks/{endpoint.pk}/delete/")  # a plain link: it asks first
    page.wait_for_selector("h1:has-text('Delete this webhook?')")
    _check(page)
    assert WebhookEndpoint.objects.filter(pk=endpoint.pk).exists()
    # Without a script, the same two steps: the page's question, then its button.
    bare = phone(alice, javascript=False)
    bare.goto(f"/settings/webhooks/{endpoint.pk}/")
    tap(bare, bare.locator("#danger-delete > summary"))
    tap(bare, bare.locator("#danger-delete .confirm-box button"))
    bare.wait_for_selector("text=None yet.")
    assert not WebhookEndpoint.objects.exists()
