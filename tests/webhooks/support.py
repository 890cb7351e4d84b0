"""Helpers of the webhook tests: endpoints registered as a user would, and the deliveries they
got, read back from the outbox."""

from __future__ import annotations

from typing import Any

from games.models import WebhookDelivery, WebhookEndpoint
from games.webhook_messages import WEBHOOK_KINDS
from games.webhook_services import webhook_create


def endpoint_for(user: Any, url: str, kinds: tuple[str, ...] = WEBHOOK_KINDS) -> tuple[Any, str]:
    """``user`` registers ``url`` for ``kinds``; the endpoint and its secret."""
    endpoint, secret = webhook_create(user=user, url=url, kinds=list(kinds))
    return endpoint, secret


def deliveries(endpoint: WebhookEndpoint, kind: str | None = None) -> list[WebhookDelivery]:
    rows = WebhookDelivery.objects.filter(endpoint=endpoint).order_by("pk")
    return list(rows.filter(kind=kind) if kind else rows)
