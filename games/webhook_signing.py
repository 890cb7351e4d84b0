"""How a webhook delivery is signed (docs/webhooks.md): the header names, the secrets' form, and
the signature, an HMAC-SHA256 over ``"{timestamp}.{body}"`` keyed with the endpoint's secret.

Like Stripe's scheme: the timestamp is signed with the body, so a receiver that refuses old
timestamps refuses a replay; the body carries the delivery id, so the id is signed too. While a
rotated secret's grace period lasts, a delivery carries a signature by each secret.
Plain Python: the receiver example in the docs does the same in a few lines.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections.abc import Iterable

HEADER_ID = "Hachi-Webhook-Id"
HEADER_TIMESTAMP = "Hachi-Webhook-Timestamp"
HEADER_SIGNATURE = "Hachi-Webhook-Signature"
SCHEME = "v1"
#: A secret is this prefix and 32 random bytes in base64url: 49 characters.
SECRET_PREFIX = "whsec_"


def secret_new() -> str:
    """A new signing secret: 256 random bits, recognisable by its prefix."""
    return SECRET_PREFIX + secrets.token_urlsafe(32)


def signature(*, secret: str, timestamp: int, body: bytes) -> str:
    """``v1=<hex>``: HMAC-SHA256 of ``"{timestamp}.".encode() + body`` with the secret's UTF-8
    bytes as the key."""
    mac = hmac.new(secret.encode(), f"{timestamp}.".encode() + body, hashlib.sha256)
    return f"{SCHEME}={mac.hexdigest()}"


def signature_header(*, secrets_in_use: Iterable[str], timestamp: int, body: bytes) -> str:
    """The signature header's value: one ``v1=`` per secret in use, newest first, by commas."""
    return ",".join(signature(secret=s, timestamp=timestamp, body=body) for s in secrets_in_use)
