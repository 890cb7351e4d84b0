"""A stand-in for a Web Push service (the outside edge of push reminders): a local HTTP server
that keeps what it is sent, and a browser's keys to decrypt it with, as a real browser would.

It keeps each request's path, headers (names in lower case) and body, and answers with the
status the test chooses per endpoint (201 Created unless told: 410 for a forgotten browser).
"""

from __future__ import annotations

import base64
import json
import os
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import http_ece
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.hazmat.primitives.asymmetric.utils import encode_dss_signature
from cryptography.hazmat.primitives.serialization import Encoding, PublicFormat


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def unb64url(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


@dataclass
class Browser:
    """A browser's side of a subscription: its P-256 key pair and auth secret."""

    key: ec.EllipticCurvePrivateKey = field(
        default_factory=lambda: ec.generate_private_key(ec.SECP256R1())
    )
    auth: bytes = field(default_factory=lambda: os.urandom(16))

    @property
    def p256dh(self) -> str:
        point = self.key.public_key().public_bytes(Encoding.X962, PublicFormat.UncompressedPoint)
        return b64url(point)

    def decrypt(self, body: bytes) -> dict[str, Any]:
        plain = http_ece.decrypt(
            body, private_key=self.key, auth_secret=self.auth, version="aes128gcm"
        )
        return dict(json.loads(plain))


@dataclass
class Push:
    path: str
    headers: dict[str, str]
    body: bytes


def vapid_claims(authorization: str, public_key: str) -> dict[str, Any]:
    """The claims of a ``vapid t=<JWT>, k=<key>`` header, after checking that ``public_key``
    signed it (ES256)."""
    scheme, _, rest = authorization.partition(" ")
    assert scheme == "vapid", authorization
    parts = dict(item.strip().split("=", 1) for item in rest.split(","))
    assert parts["k"] == public_key
    signing_input, _, signature = parts["t"].rpartition(".")
    raw = unb64url(signature)
    verifier = ec.EllipticCurvePublicKey.from_encoded_point(ec.SECP256R1(), unb64url(parts["k"]))
    verifier.verify(
        encode_dss_signature(int.from_bytes(raw[:32]), int.from_bytes(raw[32:])),
        signing_input.encode(),
        ec.ECDSA(hashes.SHA256()),
    )
    return dict(json.loads(unb64url(signing_input.split(".")[1])))


class PushService:
    def __init__(self) -> None:
        self.received: list[Push] = []
        self.statuses: dict[str, int] = {}  # path -> the answer (default 201 Created)
        self._lock = threading.Lock()
        service = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
                with service._lock:
                    headers = {k.lower(): v for k, v in self.headers.items()}
                    service.received.append(Push(self.path, headers, body))
                    status = service.statuses.get(self.path, 201)
                self.send_response(status)
                self.send_header("Content-Length", "0")
                self.end_headers()

            def log_message(self, format: str, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.origin = f"http://127.0.0.1:{self.server.server_address[1]}"

    def endpoint(self, name: str) -> str:
        return f"{self.origin}/push/{name}"

    def pushes(self) -> list[Push]:
        with self._lock:
            return list(self.received)


@contextmanager
def push_service() -> Iterator[PushService]:
    service = PushService()
    thread = threading.Thread(target=service.server.serve_forever, daemon=True)
    thread.start()
    try:
        yield service
    finally:
        service.server.shutdown()
        service.server.server_close()
