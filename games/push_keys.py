"""VAPID key pairs for Web Push: make one, and derive the public key from the private one.

The site's own pair comes from the environment (config/vapid.py); ``python manage.py
vapid_keys`` prints a fresh one, and games/push.py signs with it.
"""

from __future__ import annotations

import base64
from typing import NamedTuple

from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.hazmat.primitives.serialization import Encoding, PublicFormat


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
