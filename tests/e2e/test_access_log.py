"""The server as deployed (``python -m config.web``) logs a line for every request, and no
line holds a calendar feed's secret: Daphne's own access log, which prints raw paths, is off,
and the site's access lines (config/access_log.py) go through the log's redaction."""

from __future__ import annotations

import http.client
import re
import time
from pathlib import Path
from typing import Any

import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from accounts.preferences import calendar_key_regenerate
from tests.servers import web_on_test_database

pytestmark = [pytest.mark.slow, pytest.mark.usefixtures("cheap_passwords")]

REDACTED = "/calendar/<secret>.ics"


def _get(port: int, path: str) -> int:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    try:
        connection.request("GET", path)
        response = connection.getresponse()
        response.read()
        return response.status
    finally:
        connection.close()


def _socket_refused(port: int, path: str) -> int:
    with connect(f"ws://127.0.0.1:{port}{path}", open_timeout=30) as socket:
        try:
            socket.recv(timeout=30)
        except ConnectionClosed as closed:
            assert closed.rcvd is not None
            return closed.rcvd.code
    raise AssertionError("the socket was not closed")


def _logged(log: Path, needle: str) -> str:
    """The server's output once ``needle`` is in it (a line is written after its answer)."""
    deadline = time.monotonic() + 30
    while needle not in (text := log.read_text(errors="replace")):
        assert time.monotonic() < deadline, f"{needle!r} never logged:\n{text[-3000:]}"
        time.sleep(0.05)
    return text


def _access_line(text: str, status: int) -> bool:
    """A redacted access line with ``status`` (in JSON lines its quotes are escaped)."""
    return re.search(rf'"GET {re.escape(REDACTED)}\\?" {status} ', text) is not None


@pytest.mark.parametrize("json_lines", ["true", "false"], ids=["json", "text"])
def test_feed_requests_are_logged_without_their_secret(
    alice: Any, transactional_db: Any, tmp_path: Path, json_lines: str
) -> None:
    stale = calendar_key_regenerate(user=alice)
    secret = calendar_key_regenerate(user=alice)  # the first key is dead now: a 404
    log = tmp_path / "web.log"
    with web_on_test_database(log, LOG_LEVEL="INFO", LOG_JSON=json_lines) as port:
        assert _get(port, f"/calendar/{secret}.ics") == 200
        assert _get(port, f"/calendar/{stale}.ics?from=a-link") == 404
        assert _socket_refused(port, "/ws/me/?token=not-a-real-token") == 4401
        assert _get(port, "/healthz/live") == 200  # the last request: every line before is out
        text = _logged(log, "/healthz/live")
    assert secret not in text and stale not in text and "not-a-real-token" not in text
    assert _access_line(text, 200) and _access_line(text, 404), text[-3000:]
    access = [line for line in text.splitlines() if "hachi.access" in line]
    assert not [line for line in access if "from=a-link" in line]  # nor any query string
    assert [line for line in access if "WSCLOSE /ws/me/" in line and " 4401 " in line]
