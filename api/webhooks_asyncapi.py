"""The webhooks as an AsyncAPI 3.0 description (docs/webhooks.md §4 shows it as YAML; a test
keeps that block equal to this): the site sends one message to one channel, your endpoint,
over HTTP POST, with the signing headers. The payload schemas are the OpenAPI components
generated from games/webhook_messages.py, so the docs cannot drift from the bodies sent."""

from __future__ import annotations

from typing import Any

from api.asyncapi import ASYNCAPI_VERSION
from api.openapi_types import components, declare_class
from games.webhook_messages import WebhookEvent, WebhookGame
from games.webhook_signing import HEADER_ID, HEADER_SIGNATURE, HEADER_TIMESTAMP

_HEADERS = {
    "type": "object",
    "required": [HEADER_ID, HEADER_TIMESTAMP, HEADER_SIGNATURE],
    "properties": {
        HEADER_ID: {
            "type": "string",
            "format": "uuid",
            "description": "The delivery id, also the body's `id`: the same on every retry "
            "and redelivery, so act on it once.",
        },
        HEADER_TIMESTAMP: {
            "type": "string",
            "pattern": "^[0-9]+$",
            "description": "When this attempt was signed, in Unix seconds: refuse one more "
            "than 5 minutes off your clock (a replay).",
        },
        HEADER_SIGNATURE: {
            "type": "string",
            "pattern": "^v1=[0-9a-f]{64}(,v1=[0-9a-f]{64})*$",
            "description": "`v1=` and the hex HMAC-SHA256, keyed with the secret's UTF-8 "
            "bytes, of the timestamp, a `.` and the raw body; one per valid secret (two for "
            "24 hours after a rotation).",
        },
    },
}


declare_class(WebhookEvent)  # also by api.views.webhooks: whichever is imported first


def webhooks_asyncapi() -> dict[str, Any]:
    """The description, as a JSON-able dict (the docs show it as YAML)."""
    schemas = components()
    names = [WebhookEvent.__name__, WebhookGame.__name__]
    return {
        "asyncapi": ASYNCAPI_VERSION,
        "info": {
            "title": "Hachi Station webhooks",
            "version": "1.0.0",
            "description": "Events the site POSTs, signed, to the https endpoints you register "
            "(`/api/v1/me/webhooks/`). Answer 2xx within 10 s; anything else is retried with a "
            "growing delay for 24 hours.",
        },
        "channels": {
            "endpoint": {
                "address": None,
                "title": "Your endpoint",
                "description": "The URL you registered; every event goes to it.",
                "messages": {"event": {"$ref": "#/components/messages/webhookEvent"}},
            }
        },
        "operations": {
            "deliverEvent": {
                "action": "send",
                "title": "Deliver an event",
                "channel": {"$ref": "#/channels/endpoint"},
                "messages": [{"$ref": "#/channels/endpoint/messages/event"}],
                "bindings": {"http": {"method": "POST", "bindingVersion": "0.3.0"}},
            }
        },
        "components": {
            "messages": {
                "webhookEvent": {
                    "name": "WebhookEvent",
                    "title": "An event",
                    "contentType": "application/json",
                    "headers": _HEADERS,
                    "payload": {"$ref": f"#/components/schemas/{WebhookEvent.__name__}"},
                }
            },
            "schemas": {name: schemas[name] for name in names},
        },
    }
