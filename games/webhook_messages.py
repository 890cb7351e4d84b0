"""Webhooks, declared once: the body of every delivery and what the API answers about endpoints
and their delivery logs (design §7.1, docs/webhooks.md).

The event kinds are those of ``/ws/me/`` (``games.socket_messages.USER_EVENT_KINDS``): a kind added
there can be subscribed to here, with nothing else to change. A body carries ids, kinds and
links only, never game state: the receiver reads the game through the API with its own token,
which applies the visibility rules (so no hand can leak through a webhook).
"""

from __future__ import annotations

from typing import Annotated, Literal, NotRequired, TypedDict

from pydantic import WithJsonSchema

from games.json_types import DateTime, Url
from games.socket_messages import USER_EVENT_KINDS

#: The kinds an endpoint may subscribe to, in a stable order.
WEBHOOK_KINDS = tuple(sorted(USER_EVENT_KINDS))
#: The kind of a test event ("Send test event"): every endpoint gets it, unasked.
PING = "ping"

SubscribedKind = Annotated[str, WithJsonSchema({"type": "string", "enum": list(WEBHOOK_KINDS)})]
EventKind = Annotated[str, WithJsonSchema({"type": "string", "enum": [*WEBHOOK_KINDS, PING]})]
DeliveryStatus = Literal["pending", "delivered", "failed"]


class WebhookGame(TypedDict):
    """The game an event is about: its id and where to read it (never its state: fetch it
    through the API, which shows your seat what it may see)."""

    id: int
    url: Url
    """The game's page on the site."""
    api_url: Url
    """`GET /api/v1/games/{id}/`."""


class WebhookChallenge(TypedDict):
    """The challenge a `challenge` event is about: its id and where to read it."""

    id: int
    url: Url
    """The challenge's page on the site (an open challenge's link)."""
    api_url: Url
    """`GET /api/v1/challenges/{id}/`."""


class WebhookEvent(TypedDict):
    """The JSON body of a delivery: ids, kinds and links, nothing a player may not know.
    Signed with the timestamp (`Hachi-Webhook-Signature`); `id` is also `Hachi-Webhook-Id`."""

    id: str
    """The delivery id: the same on every retry and on a redelivery, so act on an id once."""
    type: EventKind
    """What happened (the kinds of `/ws/me/`), or `ping` for a test event."""
    created_at: DateTime
    """When it happened."""
    user: str
    """The username of the endpoint's owner: whose event this is."""
    game: WebhookGame | None
    """The game it is about; null for `ping` and `challenge`."""
    challenge: NotRequired[WebhookChallenge]
    """Only on a `challenge` event: the challenge made, accepted, declined, cancelled or
    expired (its game, once made, is told as `game_started`)."""


class Webhook(TypedDict):
    """A registered endpoint (its secret is shown only when made or rotated)."""

    id: int
    url: Url
    """Where deliveries are POSTed: https, on a public address."""
    kinds: list[SubscribedKind]
    """The event kinds it receives (a test event comes whatever they are)."""
    description: str
    """A label of your own (may be empty)."""
    created_at: DateTime
    failing_since: DateTime | None
    """Set when a delivery was still refused after 24 hours of retries: no new events are
    sent until a delivery (a test event, a redelivery) succeeds again. Null when healthy."""
    previous_secret_expires_at: DateTime | None
    """After a rotation, the old secret signs too (a second `v1=`) until this moment."""


class WebhookCreated(Webhook):
    """A new endpoint, with its signing secret: shown this once, keep it."""

    secret: str


class Webhooks(TypedDict):
    """Your endpoints, oldest first."""

    webhooks: list[Webhook]


class WebhookSecret(TypedDict):
    """A rotated endpoint's new secret (shown this once); the old one signs too until
    `previous_secret_expires_at`."""

    secret: str
    previous_secret_expires_at: DateTime


class WebhookDeliveryInfo(TypedDict):
    """One delivery of the log: its body, where it stands and its last attempt."""

    id: str
    """The delivery id (`Hachi-Webhook-Id`); redeliver it by this id."""
    type: EventKind
    status: DeliveryStatus
    """`pending` (not yet accepted: retried with a growing delay for 24 hours), `delivered`
    (a 2xx answer), `failed` (gave up after 24 hours)."""
    attempts: int
    created_at: DateTime
    last_attempt_at: DateTime | None
    next_attempt_at: DateTime | None
    """While pending: when it is tried next."""
    response_code: int | None
    """The HTTP status of the last attempt; null if it got no answer."""
    duration_ms: int | None
    """How long the last attempt took, in milliseconds."""
    error: str | None
    """Why the last attempt failed, in words, when it got no 2xx."""
    body: WebhookEvent
    """The JSON body sent, exactly."""


class WebhookDeliveries(TypedDict):
    """An endpoint's deliveries, newest first: the last 100."""

    deliveries: list[WebhookDeliveryInfo]
