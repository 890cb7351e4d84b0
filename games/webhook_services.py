"""Writes of webhooks, for the API and the site: register, change and delete an endpoint,
rotate its secret, send it a test event, redeliver a delivery (design §7.1, docs/webhooks.md).

Each locks what it changes, checks, writes; deliveries it makes go through the outbox and are
sent after the commit (games.webhook_outbox).
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from datetime import datetime, timedelta

from django.db import transaction

from accounts.models import User
from games import errors
from games.models import WEBHOOK_DESCRIPTION_MAX_LENGTH, WebhookDelivery, WebhookEndpoint
from games.webhook_addresses import AddressRefused, url_check
from games.webhook_messages import WEBHOOK_KINDS
from games.webhook_outbox import ping_record, redelivery_record
from games.webhook_selectors import delivery_of
from games.webhook_signing import secret_new

#: Endpoints per user: enough for a bot, a dashboard and a spare, not a fan-out amplifier.
MAX_WEBHOOKS_PER_USER = 10
#: After a rotation the old secret signs too, so receivers can switch without losing events.
ROTATION_GRACE = timedelta(hours=24)


def _invalid(field: str, message: str) -> errors.InvalidRequest:
    return errors.InvalidRequest(message, details={field: [message]})


def _checked_url(url: str) -> str:
    try:
        return url_check(url)
    except AddressRefused as refused:
        raise _invalid("url", refused.message) from None


def _checked_kinds(kinds: Sequence[str]) -> list[str]:
    unknown = sorted(set(kinds) - set(WEBHOOK_KINDS))
    if unknown:
        raise _invalid("kinds", f"Unknown event kinds: {', '.join(unknown)}.")
    if not kinds:
        raise _invalid("kinds", "Choose at least one kind of event.")
    return [kind for kind in WEBHOOK_KINDS if kind in kinds]


def _checked_description(description: str) -> str:
    description = description.strip()
    if len(description) > WEBHOOK_DESCRIPTION_MAX_LENGTH:
        message = f"Keep the description to {WEBHOOK_DESCRIPTION_MAX_LENGTH} characters."
        raise _invalid("description", message)
    return description


def _locked(user: User, webhook_id: int) -> WebhookEndpoint:
    found = (
        WebhookEndpoint.objects.select_for_update()
        .select_related("user")
        .filter(user=user, pk=webhook_id)
        .first()
    )
    if found is None:
        raise errors.NotFound(f"You have no webhook {webhook_id}.")
    return found


def webhook_create(
    *, user: User, url: str, kinds: Sequence[str], description: str = ""
) -> tuple[WebhookEndpoint, str]:
    """Register an endpoint; returns it with its secret (shown to the user this once)."""
    url, kinds = _checked_url(url), _checked_kinds(kinds)
    description = _checked_description(description)
    with transaction.atomic():
        # The user's row is the lock: two registrations at once cannot pass the limit.
        User.objects.select_for_update().filter(pk=user.pk).exists()
        if WebhookEndpoint.objects.filter(user=user).count() >= MAX_WEBHOOKS_PER_USER:
            raise errors.Conflict(
                f"You have {MAX_WEBHOOKS_PER_USER} webhooks, the most an account may have.",
                code="webhook_limit",
            )
        secret = secret_new()
        endpoint = WebhookEndpoint.objects.create(
            user=user, url=url, kinds=kinds, description=description, secret=secret
        )
    return endpoint, secret


def webhook_update(
    *,
    user: User,
    webhook_id: int,
    url: str | None = None,
    kinds: Sequence[str] | None = None,
    description: str | None = None,
) -> WebhookEndpoint:
    """Change what is given of an endpoint's URL, kinds and description."""
    changes: dict[str, object] = {}
    if url is not None:
        changes["url"] = _checked_url(url)
    if kinds is not None:
        changes["kinds"] = _checked_kinds(kinds)
    if description is not None:
        changes["description"] = _checked_description(description)
    with transaction.atomic():
        endpoint = _locked(user, webhook_id)
        for name, value in changes.items():
            setattr(endpoint, name, value)
        if changes:
            endpoint.save(update_fields=list(changes))
    return endpoint


def webhook_delete(*, user: User, webhook_id: int) -> None:
    """Forget an endpoint and its log; deliveries not sent yet are dropped with it."""
    with transaction.atomic():
        _locked(user, webhook_id).delete()


def webhook_secret_rotate(*, user: User, webhook_id: int, now: datetime) -> WebhookEndpoint:
    """A new secret (on the returned endpoint); the old one also signs for ``ROTATION_GRACE``.
    A second rotation within the grace ends the first old secret at once."""
    with transaction.atomic():
        endpoint = _locked(user, webhook_id)
        endpoint.previous_secret = endpoint.secret
        endpoint.previous_secret_expires_at = now + ROTATION_GRACE
        endpoint.secret = secret_new()
        endpoint.save(update_fields=["secret", "previous_secret", "previous_secret_expires_at"])
    return endpoint


def webhook_test_send(*, user: User, webhook_id: int, now: datetime) -> WebhookDelivery:
    """Queue a ``ping`` for the endpoint, sent after the commit (a failing one too: a
    success makes it healthy again)."""
    with transaction.atomic():
        return ping_record(endpoint=_locked(user, webhook_id), now=now)


def webhook_redeliver(
    *, user: User, webhook_id: int, delivery_id: uuid.UUID, now: datetime
) -> WebhookDelivery:
    """Send a delivery again now, with its id and body, whatever became of it."""
    with transaction.atomic():
        endpoint = _locked(user, webhook_id)
        found = delivery_of(endpoint=endpoint, delivery_id=delivery_id)
        # Waits for a task sending it right now, then hands it over afresh.
        delivery = WebhookDelivery.objects.select_for_update().get(pk=found.pk)
        delivery.endpoint = endpoint
        return redelivery_record(delivery=delivery, now=now)
