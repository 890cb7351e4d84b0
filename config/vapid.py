"""VAPID keys for Web Push, from the environment (README "Configuration").

All three variables set: push reminders are on. None set: push is off (the settings page says
so). Anything in between, or keys that do not belong together, is a configuration error with
one sentence, like every other setting. ``python manage.py vapid_keys`` prints a fresh pair.
"""

from __future__ import annotations

import base64
import binascii
import os
from typing import NamedTuple

from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.hazmat.primitives.serialization import Encoding, PublicFormat

from config.env import EnvError

NAMES = ("VAPID_PUBLIC_KEY", "VAPID_PRIVATE_KEY", "VAPID_SUBJECT")


class Vapid(NamedTuple):
    public_key: str  # base64url of the uncompressed P-256 point (the applicationServerKey)
    private_key: str  # base64url of the 32-byte private number
    subject: str  # "mailto:..." or "https://...": whom push services contact about us


def b64url_decode(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def b64url_encode(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def public_key_of(private_key: str) -> str:
    number = int.from_bytes(b64url_decode(private_key), "big")
    point = ec.derive_private_key(number, ec.SECP256R1()).public_key()
    return b64url_encode(point.public_bytes(Encoding.X962, PublicFormat.UncompressedPoint))


def vapid_keys_new() -> Vapid:
    """A fresh key pair (subject left empty for the operator to fill in)."""
    number = ec.generate_private_key(ec.SECP256R1()).private_numbers().private_value
    private_key = b64url_encode(number.to_bytes(32, "big"))
    return Vapid(public_key_of(private_key), private_key, "")


def vapid_from_env() -> Vapid:
    values = {name: os.environ.get(name, "").strip() for name in NAMES}
    public, private, subject = values.values()
    if not any(values.values()):
        return Vapid("", "", "")
    missing = [name for name, value in values.items() if not value]
    if missing:
        raise EnvError(
            f"Web Push needs {', '.join(NAMES)} together; {', '.join(missing)} is not set."
        )
    if not subject.startswith(("mailto:", "https://")):
        raise EnvError(
            "The environment variable VAPID_SUBJECT must start with mailto: or https://."
        )
    try:
        derived = public_key_of(private) if len(b64url_decode(private)) == 32 else None
    except (binascii.Error, ValueError):
        derived = None
    if derived is None:
        raise EnvError(
            "The environment variable VAPID_PRIVATE_KEY must be 32 bytes in base64url "
            "(python manage.py vapid_keys makes a pair)."
        )
    if derived != public.rstrip("="):
        raise EnvError("VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY.")
    return Vapid(derived, private, subject)
