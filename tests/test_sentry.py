"""Sentry is off without ``SENTRY_DSN``; with one, an error reaches the DSN's server (a local
HTTP endpoint stands in for Sentry) without personal data."""

from __future__ import annotations

import gzip
import subprocess
import sys
import threading
from http.server import BaseHTTPRequestHandler, HTTPServer
from pathlib import Path

import sentry_sdk
from django.conf import settings

ROOT = Path(__file__).resolve().parent.parent


def test_off_without_a_dsn() -> None:
    assert settings.SENTRY_DSN == "" and settings.SENTRY_ENABLED is False
    assert not sentry_sdk.get_client().is_active()


def test_an_error_reaches_the_dsn_server() -> None:
    received: list[bytes] = []

    class Sentry(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            received.append(self.rfile.read(int(self.headers["Content-Length"] or 0)))
            self.send_response(200)
            self.end_headers()

        def log_message(self, *_args: object) -> None:
            return

    server = HTTPServer(("127.0.0.1", 0), Sentry)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    dsn = f"http://publickey@127.0.0.1:{server.server_address[1]}/1"
    script = (
        "import sentry_sdk\n"
        "from config.sentry import sentry_init\n"
        f"assert sentry_init(dsn={dsn!r}, environment='test', release='r1')\n"
        "try:\n    1 / 0\nexcept ZeroDivisionError as e:\n    sentry_sdk.capture_exception(e)\n"
        "sentry_sdk.flush(timeout=10)\n"
    )
    try:
        subprocess.run([sys.executable, "-c", script], cwd=ROOT, check=True, timeout=60)
    finally:
        server.shutdown()
    assert received, "nothing reached the DSN's server"
    body = b"".join(gzip.decompress(r) if r[:2] == b"\x1f\x8b" else r for r in received)
    assert b"ZeroDivisionError" in body and b'"release":"r1"' in body.replace(b" ", b"")
