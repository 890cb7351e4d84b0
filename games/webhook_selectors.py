"""Reads of webhooks: a user's endpoints and an endpoint's delivery log, as the API and the
site show them (games/webhook_messages.py)."""

from __future__ import annotations

import json
import uuid
from datetime import datetime

from accounts.models import User
from games import errors
from games.models import WEBHOOK_LOG_LENGTH, WebhookDelivery, WebhookEndpoint
from games.webhook_messages import (
    DeliveryStatus,
    Webhook,
    WebhookDeliveryInfo,
    WebhookEvent,
)


def _iso(moment: datetime | None) -> str | None:
    return moment.isoformat() if moment is not None else None


def webhooks_of(*, user: User) -> list[WebhookEndpoint]:
    """The user's endpoints, oldest first."""
    return list(WebhookEndpoint.objects.filter(user=user).order_by("created_at", "pk"))


def webhook_of(*, user: User, webhook_id: int) -> WebhookEndpoint:
    """One of the user's endpoints; anybody else's does not exist (404)."""
    found = WebhookEndpoint.objects.filter(user=user, pk=webhook_id).first()
    if found is None:
        raise errors.NotFound(f"You have no webhook {webhook_id}.")
    return found


def webhooks_failing(*, user: User) -> list[WebhookEndpoint]:
    """The user's endpoints marked failing (the settings pages say so)."""
    return [e for e in webhooks_of(user=user) if e.failing_since is not None]


def webhook_json(endpoint: WebhookEndpoint) -> Webhook:
    return {
        "id": endpoint.pk,
        "url": endpoint.url,
        "kinds": list(endpoint.kinds),
        "description": endpoint.description,
        "created_at": endpoint.created_at.isoformat(),
        "failing_since": _iso(endpoint.failing_since),
        "previous_secret_expires_at": _iso(endpoint.previous_secret_expires_at),
    }


def _status(value: str) -> DeliveryStatus:
    statuses: dict[str, DeliveryStatus] = {
        "pending": "pending",
        "delivered": "delivered",
        "failed": "failed",
    }
    return statuses[value]


def delivery_json(delivery: WebhookDelivery) -> WebhookDeliveryInfo:
    body: WebhookEvent = json.loads(delivery.body)
    pending = delivery.status == WebhookDelivery.Status.PENDING
    return {
        "id": str(delivery.event_id),
        "type": delivery.kind,
        "status": _status(delivery.status),
        "attempts": delivery.attempts,
        "created_at": delivery.created_at.isoformat(),
        "last_attempt_at": _iso(delivery.last_attempt_at),
        "next_attempt_at": _iso(delivery.next_attempt_at) if pending else None,
        "response_code": delivery.response_code,
        "duration_ms": delivery.duration_ms,
        "error": delivery.error or None,
        "body": body,
    }


def deliveries_of(*, endpoint: WebhookEndpoint) -> list[WebhookDelivery]:
    """The endpoint's log: its last ``WEBHOOK_LOG_LENGTH`` deliveries, newest first."""
    newest = WebhookDelivery.objects.filter(endpoint=endpoint).order_by("-created_at", "-pk")
    return list(newest[:WEBHOOK_LOG_LENGTH])


def delivery_of(*, endpoint: WebhookEndpoint, delivery_id: uuid.UUID) -> WebhookDelivery:
    found = WebhookDelivery.objects.filter(endpoint=endpoint, event_id=delivery_id).first()
    if found is None:
        raise errors.NotFound(f"This webhook has no delivery {delivery_id}.")
    return found
