"""Daphne's status line carries the standard reason phrase of every status the site sends."""

from __future__ import annotations

import http.client
import json
from pathlib import Path
from typing import Any

import pytest

from accounts.services import token_create
from tests.factories import game_started
from tests.servers import daphne_on_test_database


def _status_line(port: int, path: str, body: str, key: str) -> tuple[int, str]:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=20)
    try:
        connection.request(
            "POST",
            path,
            body=body,
            headers={"Authorization": f"Bearer {key}", "Content-Type": "application/json"},
        )
        response = connection.getresponse()
        response.read()
        return response.status, response.reason
    finally:
        connection.close()


@pytest.mark.django_db(transaction=True)
def test_422_413_and_429_say_what_they_are_on_the_status_line_not_unknown_status(
    alice: Any, bob: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Twisted's own table lacks 422 and 429 ("429 Unknown Status"); each request below is a
    move, and the third uses up an allowance of two."""
    monkeypatch.setenv("THROTTLE_MOVE", "2/min")
    game = game_started("hachi", [alice, bob])
    _token, key = token_create(user=alice)
    url = f"/api/v1/games/{game.pk}/moves/"
    unknown = json.dumps({"action": {"type": "no-such-action"}, "expected_version": game.version})
    huge = json.dumps({"action": {"type": "x" * 20_000}, "expected_version": game.version})
    with daphne_on_test_database(tmp_path / "daphne.log") as port:
        lines = [_status_line(port, url, body, key) for body in (unknown, huge, unknown)]

    unprocessable, too_large, too_many = lines
    assert unprocessable[0] == 422
    assert unprocessable[1] in {"Unprocessable Entity", "Unprocessable Content"}  # RFC 4918, 9110
    assert too_large[0] == 413
    assert too_large[1] in {"Request Entity Too Large", "Content Too Large"}  # RFC 7231, 9110
    assert too_many == (429, "Too Many Requests")  # RFC 6585
