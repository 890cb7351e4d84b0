"""Webhook deliveries end to end, with a real Celery worker on the real Redis broker and a real
HTTP receiver on 127.0.0.1 (the client's server, the one thing stood in for): recorded in the
transaction of the event, POSTed after the commit, signed so the docs' receiver example
verifies them, retried with a growing delay, and acted on once by a receiver that
deduplicates (design §7.1, docs/webhooks.md)."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest
from django.utils import timezone

from games import services
from games.models import WebhookDelivery
from games.sweep import deadlines_sweep
from games.webhook_signing import HEADER_ID, HEADER_SIGNATURE, HEADER_TIMESTAMP
from tests.factories import game_started
from tests.tasks.support import drained
from tests.webhooks.receiver import Receiver, receiving
from tests.webhooks.support import deliveries, endpoint_for

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture(autouse=True)
def _private_allowed(settings: Any) -> None:
    """The receiver listens on 127.0.0.1, which only this setting lets a webhook reach."""
    settings.WEBHOOK_ALLOW_PRIVATE_ADDRESSES = True


def test_each_event_arrives_signed_and_the_docs_example_verifies_it(
    celery_worker: Any, alice: Any, bob: Any
) -> None:
    with receiving(Receiver()) as receiver:
        endpoint, secret = endpoint_for(alice, receiver.url)
        receiver.secret = secret
        game = services.game_create(
            creator=bob, game_type="hachi", seats=2, invite=[alice.username]
        )
        services.seat_join(game_id=game.pk, user=alice)
        receiver.wait(lambda r: len(r.seen) >= 2)
        drained()
        kinds = [seen.event["type"] for seen in receiver.seen]
        assert sorted(kinds)[:2] == ["game_started", "invitation"]
        assert all(seen.verified and seen.status == 200 for seen in receiver.seen)
        first = receiver.seen[0]
        assert first.headers["Content-Type"] == "application/json"
        assert first.headers[HEADER_ID] == first.event["id"]
        assert first.headers[HEADER_SIGNATURE].startswith("v1=")
        assert int(first.headers[HEADER_TIMESTAMP]) <= timezone.now().timestamp() + 1
        assert first.event["game"]["id"] == game.pk
        assert first.event["user"] == "alice"
        # The receiver acted on each delivery once; the log says each was delivered.
        assert len(receiver.acted) == len(set(receiver.acted)) == len(receiver.seen)
        assert {d.status for d in deliveries(endpoint)} == {"delivered"}
        # A body signed with another secret is refused by the same code.
        receiver.secret = "whsec_not-the-secret"
        receiver._verify = None
        services.game_resign(game_id=game.pk, user=bob)
        receiver.wait(lambda r: r.seen[-1].event["type"] == "game_finished")
        assert not receiver.seen[-1].verified and receiver.seen[-1].status == 400


def test_a_receiver_failing_three_times_then_succeeding_acts_on_the_event_once(
    celery_worker: Any, alice: Any, bob: Any
) -> None:
    with receiving(Receiver(statuses=[500, 503, 404])) as receiver:
        endpoint, receiver.secret = endpoint_for(alice, receiver.url, ("game_started",))
        game_started("hachi", [bob, alice])
        receiver.wait(lambda r: len(r.seen) == 1)
        drained()
        (delivery,) = deliveries(endpoint)
        waits = []
        for attempt in (2, 3, 4):
            assert delivery.status == "pending" and delivery.attempts == attempt - 1
            waits.append(delivery.next_attempt_at - delivery.last_attempt_at)
            # Not before its time: a sweep a second early hands nothing over.
            assert (
                deadlines_sweep(now=delivery.next_attempt_at - timedelta(seconds=1)).webhooks == 0
            )
            assert deadlines_sweep(now=delivery.next_attempt_at).webhooks == 1
            receiver.wait(lambda r, n=attempt: len(r.seen) == n)
            drained()
            delivery.refresh_from_db()
        assert waits == [timedelta(minutes=1), timedelta(minutes=2), timedelta(minutes=4)]
        assert [s.status for s in receiver.seen] == [500, 503, 404, 200]
        assert {s.headers[HEADER_ID] for s in receiver.seen} == {str(delivery.event_id)}
        assert receiver.acted == [str(delivery.event_id)]
        assert (delivery.status, delivery.attempts, delivery.response_code) == ("delivered", 4, 200)
        assert not WebhookDelivery.objects.filter(status="pending").exists()
