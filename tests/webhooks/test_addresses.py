"""The webhook feature is no SSRF hole: private, loopback, link-local and other non-public
addresses are refused when an endpoint is registered and again at every delivery (the host
resolved once, the connection made to the address checked), unless
``WEBHOOK_ALLOW_PRIVATE_ADDRESSES`` allows them; a request has a timeout and follows no
redirect. The receiver on 127.0.0.1 stands in for a client's server."""

from __future__ import annotations

import ipaddress
import socket
from typing import Any

import pytest
from django.utils import timezone
from rest_framework.test import APIClient

from games.webhook_addresses import AddressRefused, address_is_public, url_check
from games.webhook_http import webhook_post
from games.webhook_outbox import webhook_deliver
from tests.api.errors import assert_api_error
from tests.factories import game_started
from tests.webhooks.receiver import Receiver, receiving
from tests.webhooks.support import deliveries, endpoint_for

NOT_PUBLIC = [
    "127.0.0.1", "10.1.2.3", "172.16.0.1", "192.168.1.1", "169.254.169.254", "100.64.0.1",
    "0.0.0.0", "255.255.255.255", "224.0.0.1", "192.0.2.1", "::1", "::", "fe80::1", "fc00::1",
    "ff02::1", "::ffff:127.0.0.1", "::ffff:10.0.0.1", "2002:7f00:1::", "64:ff9b::a00:1",
    "2001:0:4136:e378:8000:63bf:3fff:fdd2",
]  # fmt: skip
PUBLIC = ["93.184.216.34", "1.1.1.1", "2606:4700:4700::1111", "64:ff9b::5db8:d822"]


@pytest.mark.parametrize("address", NOT_PUBLIC)
def test_non_public_addresses_are_refused(address: str) -> None:
    assert not address_is_public(ipaddress.ip_address(address))


@pytest.mark.parametrize("address", PUBLIC)
def test_public_addresses_are_allowed(address: str) -> None:
    assert address_is_public(ipaddress.ip_address(address))


@pytest.mark.parametrize(
    "url",
    [
        "http://bots.example/hook",  # plain http
        "https://127.0.0.1/hook",
        "https://127.0.0.1:8443/hook",
        "https://[::1]/hook",
        "https://10.0.0.7/",
        "https://169.254.169.254/latest/meta-data/",
        "https://localhost/hook",
        "https://user:secret@bots.example/hook",
        "https://bots.example/hook#part",
        "ftp://bots.example/hook",
        "https:///nohost",
        "https://bots.example:0/",
        "https://bots.example:99999/",
        "https://bötß.example/",
        "https://bots.example/\x00",
        "https://bots.example/" + "x" * 2000,
    ],
)
def test_registration_refuses_urls_that_are_not_public_https(url: str) -> None:
    with pytest.raises(AddressRefused):
        url_check(url)


def test_registration_takes_public_https_urls() -> None:
    for url in [
        "https://bots.example/hook?x=1",
        "https://93.184.216.34:8443/a/b",
        " https://a.b/ ",
    ]:
        assert url_check(url) == url.strip()


@pytest.mark.django_db
def test_an_endpoint_on_127_0_0_1_is_refused_by_default_and_allowed_by_the_setting(
    api_alice: APIClient, settings: Any
) -> None:
    for url in ["http://127.0.0.1:8080/hooks", "https://127.0.0.1/hooks", "https://[::1]/"]:
        body = {"url": url, "kinds": ["your_turn"]}
        error = assert_api_error(api_alice.post("/api/v1/me/webhooks/", body, format="json"), 400)
        assert error["code"] == "invalid" and "url" in error["details"], error
    settings.WEBHOOK_ALLOW_PRIVATE_ADDRESSES = True
    body = {"url": "http://127.0.0.1:8080/hooks", "kinds": ["your_turn"]}
    answer = api_alice.post("/api/v1/me/webhooks/", body, format="json")
    assert answer.status_code == 201, answer.content
    assert answer.json()["url"] == body["url"]


@pytest.mark.django_db
def test_a_delivery_to_127_0_0_1_is_refused_at_send_time_by_default(
    settings: Any, alice: Any, bob: Any
) -> None:
    """Registered while allowed (or through a name that resolves there): the delivery itself
    checks the address it would connect to, and sends nothing."""
    with receiving(Receiver()) as receiver:
        settings.WEBHOOK_ALLOW_PRIVATE_ADDRESSES = True
        endpoint, _secret = endpoint_for(alice, receiver.url, ("game_started",))
        settings.WEBHOOK_ALLOW_PRIVATE_ADDRESSES = False
        game_started("hachi", [alice, bob])
        (delivery,) = deliveries(endpoint)
        assert webhook_deliver(delivery_id=delivery.pk, now=timezone.now()) is False
        delivery.refresh_from_db()
        assert delivery.status == "pending" and delivery.attempts == 1
        assert "non-public address (127.0.0.1)" in delivery.error
        assert delivery.response_code is None
        assert receiver.seen == []
        # Allowed again (development, the tests): the retry is delivered.
        settings.WEBHOOK_ALLOW_PRIVATE_ADDRESSES = True
        assert webhook_deliver(delivery_id=delivery.pk, now=delivery.next_attempt_at) is True
        assert len(receiver.seen) == 1


def _resolver(answers: list[str], calls: list[str]) -> Any:
    """DNS, the outside edge: ``host`` resolves to ``answers`` (each call is noted)."""

    def resolve(host: str, port: int, **_kwargs: Any) -> list[tuple[Any, ...]]:
        calls.append(host)
        return [
            (socket.AF_INET6 if ":" in a else socket.AF_INET, socket.SOCK_STREAM, 6, "", (a, port))
            for a in answers
        ]

    return resolve


def test_the_host_is_resolved_once_and_the_connection_goes_to_that_address(
    settings: Any,
) -> None:
    """A name that does not exist anywhere reaches the receiver: urllib3 never resolved it
    again (no rebinding window), and the request still names its host."""
    settings.WEBHOOK_ALLOW_PRIVATE_ADDRESSES = True
    calls: list[str] = []
    with receiving(Receiver()) as receiver:
        url = f"http://hooks.rebind.invalid:{receiver.port}/in"
        attempt = webhook_post(
            url=url, body=b"{}", headers={}, timeout=5, resolve=_resolver(["127.0.0.1"], calls)
        )
        assert attempt.delivered, attempt
        assert calls == ["hooks.rebind.invalid"]
        assert receiver.seen[0].headers["Host"] == f"hooks.rebind.invalid:{receiver.port}"


@pytest.mark.parametrize(
    "answers", [["127.0.0.1"], ["93.184.216.34", "10.0.0.1"], ["::ffff:169.254.169.254"]]
)
def test_a_name_resolving_to_any_non_public_address_is_refused(answers: list[str]) -> None:
    calls: list[str] = []
    attempt = webhook_post(
        url="https://bots.example/hook",
        body=b"{}",
        headers={},
        timeout=5,
        resolve=_resolver(answers, calls),
    )
    assert attempt.status is None and "non-public address" in attempt.error
    assert calls == ["bots.example"]


def test_a_redirect_is_not_followed_and_a_slow_receiver_times_out(settings: Any) -> None:
    settings.WEBHOOK_ALLOW_PRIVATE_ADDRESSES = True
    with receiving(Receiver(statuses=[302])) as receiver:
        attempt = webhook_post(url=receiver.url, body=b"{}", headers={}, timeout=5)
        assert (attempt.status, attempt.delivered) == (302, False)
        assert "redirects are not followed" in attempt.error
        assert len(receiver.seen) == 1
    with receiving(Receiver(hold=True)) as slow:
        attempt = webhook_post(url=slow.url, body=b"{}", headers={}, timeout=0.5)
        assert attempt.status is None and attempt.error == "No answer within 0.5 s."
        assert 400 <= attempt.duration_ms < 5000
