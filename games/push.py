"""Web Push: the browsers a user subscribed, and sending reminders to them (design §7).

The settings page subscribes a browser with ``PushManager.subscribe`` and our VAPID public key
and posts the subscription here. A reminder of the ``push`` channel is then sent like an email
(games.reminders): inside the delivery task's transaction, before its row is marked sent.
``pywebpush`` encrypts the JSON message for the browser's key (aes128gcm, RFC 8291) and posts
it to the push service with a VAPID signature. The ``Topic`` is the outbox row's id, so a retry
after a crash replaces the first message at the push service, and the notification's tag is
the game, so the phone shows one notification per game however often it is told.

Push services are outside the site: the endpoint must be an https address on a named host (not
``localhost``, not an IP address), so a subscription cannot point the server at its own network.
"""

from __future__ import annotations

import binascii
import ipaddress
import json
import logging
from collections.abc import Callable, Sequence
from datetime import datetime, timedelta
from enum import StrEnum
from typing import Literal, TypedDict
from urllib.parse import urlsplit

import requests
from cryptography.hazmat.primitives.asymmetric import ec
from django.conf import settings
from django.db import transaction
from py_vapid import Vapid
from pywebpush import WebPushException, webpush

from accounts.models import User
from games import errors
from games.models import PUSH_ENDPOINT_MAX_LENGTH, PushSubscription, Reminder
from games.push_keys import b64url_decode

logger = logging.getLogger(__name__)

MAX_SUBSCRIPTIONS_PER_USER = 10
# Push services keep an undelivered message at most about four weeks.
MAX_TTL = timedelta(days=28)


class Outcome(StrEnum):
    SENT = "sent"
    GONE = "gone"  # the push service no longer knows the subscription (404/410): deleted
    FAILED = "failed"  # refused or unreachable for now: the reminder stays pending


def push_enabled() -> bool:
    """Whether the site has VAPID keys (config/vapid.py); without them nothing is pushed."""
    return bool(settings.VAPID_PRIVATE_KEY)


# ----- subscriptions ---------------------------------------------------------------------------


def _text(value: object, name: str) -> str:
    if not isinstance(value, str) or not value:
        raise errors.InvalidRequest(f"The subscription has no {name}.")
    return value


def _checked_endpoint(endpoint: str) -> str:
    if len(endpoint) > PUSH_ENDPOINT_MAX_LENGTH:
        raise errors.InvalidRequest("The subscription's endpoint is too long.")
    parts = urlsplit(endpoint)
    host = (parts.hostname or "").lower()
    try:
        ipaddress.ip_address(host)
        literal = True
    except ValueError:
        literal = False
    if parts.scheme != "https" or not host or literal or host == "localhost" or "." not in host:
        raise errors.InvalidRequest(
            "The subscription's endpoint must be the https address of a push service."
        )
    return endpoint


def _checked_keys(keys: object) -> tuple[str, str]:
    if not isinstance(keys, dict):
        raise errors.InvalidRequest("The subscription has no keys.")
    p256dh, auth = _text(keys.get("p256dh"), "p256dh key"), _text(keys.get("auth"), "auth key")
    try:
        ec.EllipticCurvePublicKey.from_encoded_point(ec.SECP256R1(), b64url_decode(p256dh))
        auth_ok = len(b64url_decode(auth)) == 16
    except (binascii.Error, ValueError):
        raise errors.InvalidRequest("The subscription's p256dh key is not a P-256 key.") from None
    if not auth_ok:
        raise errors.InvalidRequest("The subscription's auth key is not 16 bytes.")
    return p256dh, auth


def push_subscription_save(*, user: User, subscription: object) -> PushSubscription:
    """Store a browser's subscription (``PushSubscription.toJSON()``) for ``user``.

    The same endpoint again updates its keys (and moves it to ``user``: whoever subscribed
    the browser last gets its pushes). A user keeps their newest ten browsers.
    """
    if not isinstance(subscription, dict):
        raise errors.InvalidRequest("Send the browser's push subscription as a JSON object.")
    endpoint = _checked_endpoint(_text(subscription.get("endpoint"), "endpoint"))
    p256dh, auth = _checked_keys(subscription.get("keys"))
    with transaction.atomic():
        row, _ = PushSubscription.objects.update_or_create(
            endpoint=endpoint, defaults={"user": user, "p256dh": p256dh, "auth": auth}
        )
        older = PushSubscription.objects.filter(user=user).order_by("-created_at", "-pk")
        extra = list(older.values_list("pk", flat=True)[MAX_SUBSCRIPTIONS_PER_USER:])
        if extra:
            PushSubscription.objects.filter(pk__in=extra).delete()
    return row


def push_subscription_delete(*, user: User, endpoint: object) -> bool:
    """Forget one of ``user``'s browsers; True if it was subscribed."""
    if not isinstance(endpoint, str) or not endpoint:
        raise errors.InvalidRequest("Say which subscription to remove (its endpoint).")
    deleted, _ = PushSubscription.objects.filter(user=user, endpoint=endpoint).delete()
    return deleted > 0


# ----- sending ---------------------------------------------------------------------------------


class PushMessage(TypedDict):
    """What a push notification carries to the service worker (static/sw.js), which shows it."""

    kind: Literal["your_turn", "deadline_warning"]
    game: int
    title: str
    body: str
    url: str
    """Where a tap leads (a path of this site)."""
    tag: str
    """One notification per tag: a newer one replaces it."""


def push_send(
    *,
    subscription: PushSubscription,
    message: PushMessage,
    topic: str,
    ttl: int,
    session: requests.Session,
    vapid: Vapid,
) -> Outcome:
    """Encrypt ``message`` for one browser and hand it to its push service."""
    info = {
        "endpoint": subscription.endpoint,
        "keys": {"p256dh": subscription.p256dh, "auth": subscription.auth},
    }
    try:
        webpush(
            info,
            data=json.dumps(message, separators=(",", ":")),
            vapid_private_key=vapid,
            # A fresh dict each time: pywebpush writes the endpoint's audience into it.
            vapid_claims={"sub": settings.VAPID_SUBJECT},
            timeout=settings.PUSH_TIMEOUT_SECONDS,
            ttl=ttl,
            headers={"Topic": topic, "Urgency": "normal"},
            requests_session=session,
        )
    except WebPushException as error:
        if error.status_code in (404, 410):
            subscription.delete()
            return Outcome.GONE
        logger.warning(
            "push refused; retried on the next pass",
            extra={"subscription": subscription.pk, "status": error.status_code},
        )
        return Outcome.FAILED
    except requests.RequestException as error:
        logger.warning(
            "push service unreachable; retried on the next pass",
            extra={"subscription": subscription.pk, "error": type(error).__name__},
        )
        return Outcome.FAILED
    return Outcome.SENT


def reminders_push(
    *,
    reminders: Sequence[Reminder],
    message_of: Callable[[Reminder], PushMessage],
    now: datetime,
) -> tuple[list[Reminder], list[Reminder]]:
    """Push each reminder to every browser of its user (one query for the browsers of all).

    Returns (sent: at least one browser took it; nowhere: its user has no browser left, or
    the site no longer has VAPID keys). The others failed for now and stay pending.
    """
    if not push_enabled():
        return [], list(reminders)
    users = {r.user_id for r in reminders}
    browsers = list(PushSubscription.objects.filter(user_id__in=users).order_by("pk"))
    vapid = Vapid.from_string(settings.VAPID_PRIVATE_KEY)
    sent: list[Reminder] = []
    nowhere: list[Reminder] = []
    reached: list[int] = []
    with requests.Session() as session:
        for reminder in reminders:
            ttl = min(max(reminder.deadline_at - now, timedelta(minutes=1)), MAX_TTL)
            message = message_of(reminder)
            outcomes = []
            # A browser found gone for an earlier reminder was deleted (its pk is None).
            for browser in [b for b in browsers if b.user_id == reminder.user_id and b.pk]:
                outcome = push_send(
                    subscription=browser,
                    message=message,
                    topic=f"reminder-{reminder.pk}",
                    ttl=int(ttl.total_seconds()),
                    session=session,
                    vapid=vapid,
                )
                outcomes.append(outcome)
                if outcome == Outcome.SENT:
                    reached.append(browser.pk)
            if Outcome.SENT in outcomes:
                sent.append(reminder)
            elif all(outcome == Outcome.GONE for outcome in outcomes):
                nowhere.append(reminder)
    if reached:
        PushSubscription.objects.filter(pk__in=reached).update(last_sent_at=now)
    return sent, nowhere
