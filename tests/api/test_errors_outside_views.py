"""Errors Django raises before any API view runs still answer in the API's JSON error shape:
a body over the server's upload limit (413, as under the API's own 16 KB limit), a form body
(415, not an empty 400), a Host the server does not serve (400)."""

from __future__ import annotations

from typing import Any

import pytest
from django.test import Client

from games.models import Game
from tests.api.errors import assert_api_error
from tests.factories import client_for

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("size", [20_000, 70_000, 300_000])
def test_a_body_over_the_limit_is_a_413_in_json(alice: Any, size: int) -> None:
    body = '{"game_type": "hachi", "seats": 2, "x": "' + "a" * size + '"}'
    response = client_for(alice).generic(
        "POST", "/api/v1/games/", body.encode(), content_type="application/json"
    )
    assert_api_error(response, 413, "payload_too_large")
    assert not Game.objects.exists()


def test_a_multipart_body_is_a_415(alice: Any) -> None:
    response = client_for(alice).post("/api/v1/games/", {"game_type": "hachi", "seats": 2})
    assert_api_error(response, 415, "unsupported_media_type")
    assert not Game.objects.exists()


def test_a_host_the_server_does_not_serve(db: Any) -> None:
    response = Client().get("/api/v1/games/", HTTP_HOST="evil.example")
    assert_api_error(response, 400, "bad_host")
    page = Client().get("/", HTTP_HOST="evil.example")
    assert page.status_code == 400 and b"does not answer for that Host" in page.content
    assert b"evil.example" not in page.content


def test_a_site_form_over_the_limit_is_refused_in_words(db: Any) -> None:
    response = Client().post("/accounts/login/", {"username": "x" * 70_000, "password": "p"})
    assert response.status_code == 413
    assert b"larger than 64 KB" in response.content
