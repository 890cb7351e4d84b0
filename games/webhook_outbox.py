"""Webhook deliveries through the outbox (design §7.1): recorded, handed over, carried out.

1. **Record** in the transaction that caused the event: one ``WebhookDelivery`` row per
   endpoint of the user that wants the kind (one query to find them, one to write the rows),
   claimed at once and handed to a ``webhook_deliver`` task after the commit.
2. **Carry out**: the task locks its row, POSTs it (games.webhook_http) and records the
   attempt in the same transaction. A 2xx delivers it; otherwise it is due again after
   ``retry_delay`` (1 minute, doubling, at most 4 hours) until ``RETRY_WINDOW`` (24 hours)
   has passed, when it fails, its endpoint is marked failing and the owner is mailed (the
   site shows it too). A worker killed mid-POST leaves the row pending and the minute sweep
   hands it over again after the lease: the receiver may see the same delivery id twice,
   never a lost event.
"""

from __future__ import annotations

import json
import logging
import time
import uuid
from collections.abc import Iterable, Sequence
from datetime import datetime, timedelta
from functools import partial

from django.conf import settings
from django.core.mail import EmailMessage
from django.db import transaction
from django.db.models import Q, QuerySet
from django.utils import timezone

from games import jobs
from games.links import challenge_api_url, challenge_url, game_api_url, game_url, site_url
from games.models import WebhookDelivery, WebhookEndpoint
from games.socket_messages import USER_EVENT_KINDS
from games.webhook_http import Attempt, webhook_post
from games.webhook_messages import PING, WebhookEvent
from games.webhook_signing import (
    HEADER_ID,
    HEADER_SIGNATURE,
    HEADER_TIMESTAMP,
    signature_header,
)

logger = logging.getLogger(__name__)

RETRY_WINDOW = timedelta(hours=24)
FIRST_RETRY = timedelta(minutes=1)
LONGEST_WAIT = timedelta(hours=4)
USER_AGENT = "HachiStation-Webhooks/1"


def retry_delay(attempts: int) -> timedelta:
    """The wait after the ``attempts``-th failed attempt: 1, 2, 4, ... minutes, at most 4 h."""
    doubled: timedelta = FIRST_RETRY * 2 ** min(attempts - 1, 16)
    return min(doubled, LONGEST_WAIT)


def event_body(
    *,
    event_id: uuid.UUID,
    kind: str,
    at: datetime,
    username: str,
    game_id: int | None,
    challenge_id: int | None = None,
) -> str:
    """The JSON text of a delivery: ids, kinds and links only (never game state)."""
    event: WebhookEvent = {
        "id": str(event_id),
        "type": kind,
        "created_at": at.isoformat(),
        "user": username,
        "game": None
        if game_id is None
        else {"id": game_id, "url": game_url(game_id), "api_url": game_api_url(game_id)},
    }
    if challenge_id is not None:
        event["challenge"] = {
            "id": challenge_id,
            "url": challenge_url(challenge_id),
            "api_url": challenge_api_url(challenge_id),
        }
    return json.dumps(event, separators=(",", ":"))


def _delivery(
    endpoint: WebhookEndpoint,
    kind: str,
    game_id: int | None,
    now: datetime,
    challenge_id: int | None = None,
) -> WebhookDelivery:
    event_id = uuid.uuid4()
    body = event_body(
        event_id=event_id,
        kind=kind,
        at=now,
        username=endpoint.user.username,
        game_id=game_id,
        challenge_id=challenge_id,
    )
    return WebhookDelivery(
        endpoint=endpoint,
        event_id=event_id,
        kind=kind,
        body=body,
        created_at=now,
        next_attempt_at=now,
        retry_until=now + RETRY_WINDOW,
        # Claimed by the decision itself: handed over after the commit (else after the lease).
        enqueued_at=now,
    )


def webhook_events_record(
    *, kind: str, user_games: Iterable[tuple[int | None, int]], now: datetime | None = None
) -> int:
    """In the caller's transaction, record ``kind`` for each (user, game) pair with every
    endpoint of the user that wants it and is not failing; hand them over after the commit.
    A None user (a bot's seat, an empty one) is skipped. Returns how many were recorded."""
    if kind not in USER_EVENT_KINDS:
        raise ValueError(f"Unknown event kind {kind!r}.")
    games_of: dict[int, list[int]] = {}
    for user_id, game_id in user_games:
        if user_id and game_id not in games_of.setdefault(user_id, []):
            games_of[user_id].append(game_id)
    if not games_of:
        return 0
    now = now or timezone.now()
    endpoints = (
        _working_endpoints(user_ids=games_of)
        .select_related("user")
        .only("kinds", "user__username")
        .order_by("pk")
    )
    rows = [
        _delivery(endpoint, kind, game_id, now)
        for endpoint in endpoints
        if kind in endpoint.kinds
        for game_id in games_of[endpoint.user_id]
    ]
    if rows:
        WebhookDelivery.objects.bulk_create(rows)
        _hand_over_on_commit(rows, now=now)
    return len(rows)


def _working_endpoints(*, user_ids: Iterable[int]) -> QuerySet[WebhookEndpoint]:
    """These users' endpoints that are not failing (games/rows.py's ``HOOKED`` says the same
    in SQL, for the move's seats)."""
    return WebhookEndpoint.objects.filter(user_id__in=list(user_ids), failing_since=None)


def webhook_users_hooked(*, user_ids: Iterable[int]) -> set[int]:
    """Which of these users have an endpoint that is not failing (one query)."""
    return set(_working_endpoints(user_ids=user_ids).values_list("user_id", flat=True))


def webhook_challenge_events_record(
    *, user_ids: Iterable[int | None], challenge_id: int, now: datetime | None = None
) -> int:
    """In the caller's transaction, record a ``challenge`` event about ``challenge_id`` for
    every endpoint of these users that wants it and is not failing; hand them over after the
    commit. Returns how many were recorded."""
    users = list(dict.fromkeys(u for u in user_ids if u))
    if not users:
        return 0
    now = now or timezone.now()
    endpoints = (
        WebhookEndpoint.objects.filter(user_id__in=users, failing_since=None)
        .select_related("user")
        .only("kinds", "user__username")
        .order_by("pk")
    )
    rows = [
        _delivery(endpoint, "challenge", None, now, challenge_id=challenge_id)
        for endpoint in endpoints
        if "challenge" in endpoint.kinds
    ]
    if rows:
        WebhookDelivery.objects.bulk_create(rows)
        _hand_over_on_commit(rows, now=now)
    return len(rows)


def ping_record(*, endpoint: WebhookEndpoint, now: datetime) -> WebhookDelivery:
    """A test event for ``endpoint``, whatever its kinds and even if it is failing."""
    row = _delivery(endpoint, PING, None, now)
    row.save()
    _hand_over_on_commit([row], now=now)
    return row


def redelivery_record(*, delivery: WebhookDelivery, now: datetime) -> WebhookDelivery:
    """Send ``delivery`` (locked by the caller) again now, with the same id and body, and a
    fresh retry window."""
    delivery.status = WebhookDelivery.Status.PENDING
    delivery.next_attempt_at = now
    delivery.retry_until = now + RETRY_WINDOW
    delivery.enqueued_at = now
    delivery.done_at = None
    delivery.save(
        update_fields=["status", "next_attempt_at", "retry_until", "enqueued_at", "done_at"]
    )
    _hand_over_on_commit([delivery], now=now)
    return delivery


def _hand_over_on_commit(rows: Sequence[WebhookDelivery], *, now: datetime) -> None:
    ids = [row.pk for row in rows]
    transaction.on_commit(partial(_hand_over, ids, now))


def _hand_over(ids: list[int], now: datetime) -> None:
    for delivery_id in ids:
        try:
            jobs.webhook_deliver(delivery_id, now).apply_async()
        except Exception:
            # The row stays claimed: the sweep hands it over again once its lease is over.
            logger.exception(
                "could not hand a webhook delivery to the broker", extra={"id": delivery_id}
            )


def webhooks_claim(*, now: datetime, requeue_before: datetime, limit: int) -> list[int]:
    """Claim the deliveries due at ``now`` not handed over since ``requeue_before`` (retries,
    lost tasks): stamp ``enqueued_at``; partial index webhook_pending_idx. SKIP LOCKED: a
    delivery a task is sending right now stays with it."""
    lease_over = Q(enqueued_at=None) | Q(enqueued_at__lte=requeue_before)
    due = WebhookDelivery.objects.filter(
        lease_over, status=WebhookDelivery.Status.PENDING, next_attempt_at__lte=now
    ).order_by("next_attempt_at")[:limit]
    with transaction.atomic(savepoint=False):
        ids = list(due.select_for_update(skip_locked=True).values_list("pk", flat=True))
        if ids:
            WebhookDelivery.objects.filter(pk__in=ids).update(enqueued_at=now)
        return ids


def _secrets(endpoint: WebhookEndpoint, now: datetime) -> list[str]:
    expires = endpoint.previous_secret_expires_at
    keep_old = endpoint.previous_secret and expires is not None and expires > now
    return [endpoint.secret, *([endpoint.previous_secret] if keep_old else [])]


def _post(delivery: WebhookDelivery, now: datetime) -> Attempt:
    body = delivery.body.encode()
    # The receiver's clock, not the game's: it checks the timestamp against its own time.
    timestamp = int(time.time())
    headers = {
        "Content-Type": "application/json",
        "User-Agent": USER_AGENT,
        HEADER_ID: str(delivery.event_id),
        HEADER_TIMESTAMP: str(timestamp),
        HEADER_SIGNATURE: signature_header(
            secrets_in_use=_secrets(delivery.endpoint, now), timestamp=timestamp, body=body
        ),
    }
    return webhook_post(
        url=delivery.endpoint.url,
        body=body,
        headers=headers,
        timeout=settings.WEBHOOK_TIMEOUT_SECONDS,
    )


def webhook_deliver(*, delivery_id: int, now: datetime) -> bool:
    """Attempt one delivery if it is still pending and due; True if it was delivered.

    The row stays locked while the POST runs and the outcome is written in the same
    transaction: a worker that dies mid-POST leaves it pending (sent again after the lease)."""
    with transaction.atomic():
        delivery = (
            WebhookDelivery.objects.select_for_update(of=("self",), skip_locked=True)
            .select_related("endpoint__user")
            .filter(pk=delivery_id, status=WebhookDelivery.Status.PENDING, next_attempt_at__lte=now)
            .first()
        )
        if delivery is None:  # done meanwhile, not due, or another task holds it
            return False
        attempt = _post(delivery, now)
        _attempt_record(delivery, attempt, now)
        return attempt.delivered


def _attempt_record(delivery: WebhookDelivery, attempt: Attempt, now: datetime) -> None:
    delivery.attempts += 1
    delivery.last_attempt_at = now
    delivery.response_code = attempt.status
    delivery.duration_ms = attempt.duration_ms
    delivery.error = attempt.error[:200]
    endpoint = WebhookEndpoint.objects.filter(pk=delivery.endpoint_id)
    if attempt.delivered:
        delivery.status = WebhookDelivery.Status.DELIVERED
        delivery.done_at = now
        endpoint.filter(failing_since__isnull=False).update(failing_since=None)
    elif now >= delivery.retry_until:
        delivery.status = WebhookDelivery.Status.FAILED
        delivery.done_at = now
        # One update decides who tells the owner: the first delivery to give up.
        if endpoint.filter(failing_since=None).update(failing_since=now):
            _owner_tell(delivery.endpoint, now)
    else:
        delivery.next_attempt_at = min(now + retry_delay(delivery.attempts), delivery.retry_until)
        delivery.enqueued_at = None  # the sweep hands it over when it is due
    delivery.save()


def _owner_tell(endpoint: WebhookEndpoint, now: datetime) -> None:
    """Mail the owner that the endpoint is failing (the webhooks page says it too). Sent
    before the commit: a crash then mails again, with the same Message-ID."""
    user = endpoint.user
    if not user.email:
        return
    page = f"{site_url()}/settings/webhooks/{endpoint.pk}/"
    body = (
        f"Hello {user.username},\n\nYour webhook endpoint {endpoint.url} refused or missed "
        "every attempt to deliver an event for 24 hours, so it is marked failing: no new "
        "events are sent to it until a delivery succeeds again. Check the delivery log, fix "
        f"the receiver, then send a test event or redeliver:\n\n  {page}\n"
    )
    domain = settings.DEFAULT_FROM_EMAIL.rsplit("@", 1)[-1].strip("> ") or "localhost"
    message = EmailMessage(
        subject="Your webhook endpoint is failing",
        body=body,
        to=[user.email],
        headers={"Message-ID": f"<webhook-failing-{endpoint.pk}-{now:%Y%m%d%H%M%S}@{domain}>"},
    )
    try:
        message.send()
    except Exception:
        logger.exception("could not mail a failing webhook's owner", extra={"id": endpoint.pk})
