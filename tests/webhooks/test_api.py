"""``/api/v1/me/webhooks/``: register, read, change and delete endpoints (yours only), the
secret shown once and rotated with a grace, a test event and a redelivery sent by a real worker
to a real receiver, the delivery log; a delivery refused for 24 hours marks the endpoint
failing and tells its owner, and a later success heals it (docs/webhooks.md)."""

from __future__ import annotations

from datetime import timedelta
from typing import Any, get_args

import pytest
from django.core import mail
from django.utils import timezone
from rest_framework.test import APIClient

from games import services
from games.models import WebhookDelivery, WebhookEndpoint
from games.webhook_messages import DeliveryStatus
from games.webhook_outbox import webhook_deliver
from games.webhook_services import MAX_WEBHOOKS_PER_USER
from games.webhook_signing import HEADER_SIGNATURE
from tests.api.errors import assert_api_error
from tests.factories import game_started, signed_in
from tests.tasks.support import drained
from tests.webhooks.receiver import Receiver, receiving
from tests.webhooks.support import deliveries, endpoint_for

pytestmark = pytest.mark.usefixtures("cheap_passwords")
HOOKS = "/api/v1/me/webhooks/"
URL = "https://bots.example/hachi"


def _create(client: APIClient, **body: Any) -> dict[str, Any]:
    answer = client.post(HOOKS, {"url": URL, "kinds": ["your_turn"], **body}, format="json")
    assert answer.status_code == 201, answer.content
    created: dict[str, Any] = answer.json()
    return created


@pytest.mark.django_db
def test_register_read_change_and_delete_an_endpoint(
    api_alice: APIClient, api_bob: APIClient
) -> None:
    created = _create(api_alice, kinds=["your_turn", "game_finished"], description=" my bot ")
    assert created["secret"].startswith("whsec_") and len(created["secret"]) == 49
    assert created["kinds"] == ["game_finished", "your_turn"]  # in a stable order
    assert (created["description"], created["failing_since"]) == ("my bot", None)
    path = f"{HOOKS}{created['id']}/"
    listed = api_alice.get(HOOKS).json()["webhooks"]
    assert listed == [{k: v for k, v in created.items() if k != "secret"}]  # never the secret
    assert api_alice.get(path).json() == listed[0]
    changed = api_alice.patch(path, {"kinds": ["invitation"], "url": URL + "/v2"}, format="json")
    assert changed.status_code == 200, changed.content
    assert (changed.json()["kinds"], changed.json()["url"]) == (["invitation"], URL + "/v2")
    # bob cannot see, change, test or delete alice's endpoint: it does not exist for him.
    assert api_bob.get(HOOKS).json() == {"webhooks": []}
    for method, suffix in [("get", ""), ("patch", ""), ("delete", ""), ("post", "test/"),
                           ("post", "rotate-secret/"), ("get", "deliveries/")]:  # fmt: skip
        assert_api_error(getattr(api_bob, method)(path + suffix, {}, format="json"), 404)
    assert api_alice.delete(path).status_code == 204
    assert_api_error(api_alice.get(path), 404, "not_found")
    assert not WebhookEndpoint.objects.exists()


@pytest.mark.django_db
def test_bad_registrations_are_refused_in_words(api_alice: APIClient) -> None:
    for body, field in [
        ({"url": URL, "kinds": []}, "kinds"),
        ({"url": URL, "kinds": ["gossip"]}, "kinds"),
        ({"url": URL, "kinds": "your_turn"}, "kinds"),
        ({"url": "http://bots.example/", "kinds": ["your_turn"]}, "url"),
        ({"url": "https://10.0.0.1/", "kinds": ["your_turn"]}, "url"),
        ({"url": 7, "kinds": ["your_turn"]}, "url"),
        ({"kinds": ["your_turn"]}, "url"),
        ({"url": URL, "kinds": ["your_turn"], "description": "x" * 101}, "description"),
    ]:
        error = assert_api_error(api_alice.post(HOOKS, body, format="json"), 400, "invalid")
        assert {key.split(".")[0] for key in error["details"]} == {field}, (body, error)
    for _ in range(MAX_WEBHOOKS_PER_USER):
        _create(api_alice)
    error = assert_api_error(
        api_alice.post(HOOKS, {"url": URL, "kinds": ["your_turn"]}, format="json"),
        409,
        "webhook_limit",
    )
    assert str(MAX_WEBHOOKS_PER_USER) in error["message"]


@pytest.mark.django_db(transaction=True)
def test_send_a_test_event_then_redeliver_it_from_the_log(
    celery_worker: Any, api_alice: APIClient, settings: Any
) -> None:
    settings.WEBHOOK_ALLOW_PRIVATE_ADDRESSES = True  # the receiver is on 127.0.0.1
    with receiving(Receiver()) as receiver:
        created = _create(api_alice, url=receiver.url)
        receiver.secret = created["secret"]
        path = f"{HOOKS}{created['id']}/"
        queued = api_alice.post(path + "test/")
        assert queued.status_code == 202, queued.content
        ping = queued.json()
        assert (ping["type"], ping["status"], ping["attempts"]) == ("ping", "pending", 0)
        assert ping["body"]["game"] is None and ping["body"]["user"] == "alice"
        receiver.wait(lambda r: len(r.seen) == 1)
        drained()
        (logged,) = api_alice.get(path + "deliveries/").json()["deliveries"]
        assert (logged["id"], logged["status"], logged["response_code"]) == (
            ping["id"],
            "delivered",
            200,
        )
        assert logged["attempts"] == 1 and logged["duration_ms"] >= 0 and logged["error"] is None
        assert receiver.seen[0].event == ping["body"] and receiver.seen[0].verified

        again = api_alice.post(f"{path}deliveries/{ping['id']}/redeliver/")
        assert again.status_code == 202, again.content
        assert (again.json()["id"], again.json()["status"]) == (ping["id"], "pending")
        receiver.wait(lambda r: len(r.seen) == 2)
        drained()
        assert [s.event["id"] for s in receiver.seen] == [ping["id"]] * 2  # the same delivery
        assert receiver.acted == [ping["id"]]  # which a deduplicating receiver acts on once
        assert api_alice.get(path + "deliveries/").json()["deliveries"][0]["attempts"] == 2
        unknown = f"{path}deliveries/0b5f7c1e-2f4a-4c55-9a57-2d1b8a1f0c9e/redeliver/"
        assert_api_error(api_alice.post(unknown), 404, "not_found")


@pytest.mark.django_db(transaction=True)
def test_a_rotated_secret_signs_beside_the_old_one_for_24_hours(
    celery_worker: Any, api_alice: APIClient, settings: Any
) -> None:
    settings.WEBHOOK_ALLOW_PRIVATE_ADDRESSES = True
    with receiving(Receiver()) as old_side, receiving(Receiver()) as new_side:
        created = _create(api_alice, url=old_side.url)
        path = f"{HOOKS}{created['id']}/"
        rotated = api_alice.post(path + "rotate-secret/")
        assert rotated.status_code == 201, rotated.content
        secret = rotated.json()["secret"]
        assert secret != created["secret"] and secret.startswith("whsec_")
        expires = rotated.json()["previous_secret_expires_at"]
        assert api_alice.get(path).json()["previous_secret_expires_at"] == expires
        # A receiver still on the old secret and one on the new both verify the delivery.
        old_side.secret, new_side.secret = created["secret"], secret
        api_alice.post(path + "test/")
        old_side.wait(lambda r: len(r.seen) == 1)
        assert old_side.seen[0].verified
        assert old_side.seen[0].headers[HEADER_SIGNATURE].count("v1=") == 2
        api_alice.patch(path, {"url": new_side.url}, format="json")
        api_alice.post(path + "test/")
        new_side.wait(lambda r: len(r.seen) == 1)
        assert new_side.seen[0].verified
    # After the grace, only the new secret signs.
    endpoint = WebhookEndpoint.objects.get()
    endpoint.previous_secret_expires_at = timezone.now() - timedelta(seconds=1)
    endpoint.save()
    with receiving(Receiver(secret=created["secret"])) as late:
        api_alice.patch(path, {"url": late.url}, format="json")
        api_alice.post(path + "test/")
        late.wait(lambda r: len(r.seen) == 1)
        assert late.seen[0].headers[HEADER_SIGNATURE].count("v1=") == 1
        assert not late.seen[0].verified


@pytest.mark.django_db
def test_24_hours_of_refusals_mark_the_endpoint_failing_and_tell_the_owner(
    settings: Any, alice: Any, bob: Any
) -> None:
    settings.WEBHOOK_ALLOW_PRIVATE_ADDRESSES = True
    with receiving(Receiver(statuses=[500] * 100)) as receiver:
        endpoint, _secret = endpoint_for(alice, receiver.url, ("game_started", "game_finished"))
        game = game_started("hachi", [alice, bob])
        (delivery,) = deliveries(endpoint)
        now = delivery.created_at
        while delivery.status == "pending":
            webhook_deliver(delivery_id=delivery.pk, now=now)
            delivery.refresh_from_db()
            now = delivery.next_attempt_at
        assert delivery.status == "failed" and delivery.done_at == delivery.retry_until
        assert delivery.retry_until - delivery.created_at == timedelta(hours=24)
        # 1, 2, 4, ... 128 minutes, then 4 hours at most, until the 24 hours are up.
        assert delivery.attempts == len(receiver.seen) == 14
        endpoint.refresh_from_db()
        assert endpoint.failing_since == delivery.done_at
        (told,) = mail.outbox
        assert told.to == ["alice@example.com"] and "failing" in told.subject
        assert receiver.url in told.body and f"/settings/webhooks/{endpoint.pk}/" in told.body
        page = signed_in(alice).get("/settings/").content.decode()
        assert "failing" in page and "/settings/webhooks/" in page
        # While failing, new events are not recorded for it...
        services.game_resign(game_id=game.pk, user=bob)
        assert deliveries(endpoint, "game_finished") == []
        # ... until a delivery succeeds again (a test event): it is healthy then.
        receiver.statuses.clear()
        api = signed_in(alice)
        api.post(f"/settings/webhooks/{endpoint.pk}/test/")
        ping = WebhookDelivery.objects.get(kind="ping")
        assert webhook_deliver(delivery_id=ping.pk, now=timezone.now()) is True
        endpoint.refresh_from_db()
        assert endpoint.failing_since is None
        assert len(mail.outbox) == 1


def test_the_declared_statuses_are_the_models() -> None:
    assert set(get_args(DeliveryStatus)) == set(WebhookDelivery.Status.values)
