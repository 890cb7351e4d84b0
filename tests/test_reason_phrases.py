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


@pytest.mark.django_db(transaction=True)
def test_a_422_says_unprocessable_on_the_status_line_not_unknown_status(
    alice: Any, bob: Any, tmp_path: Path
):
    game = game_started("hachi", [alice, bob])
    _token, key = token_create(user=alice)
    body = json.dumps({"action": {"type": "no-such-action"}, "expected_version": game.version})
    with daphne_on_test_database(tmp_path / "daphne.log") as port:
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=20)
        connection.request(
            "POST",
            f"/api/v1/games/{game.pk}/moves/",
            body=body,
            headers={"Authorization": f"Bearer {key}", "Content-Type": "application/json"},
        )
        response = connection.getresponse()
        response.read()
        connection.close()

    assert response.status == 422
    assert response.reason in {"Unprocessable Entity", "Unprocessable Content"}  # RFC 4918, 9110
