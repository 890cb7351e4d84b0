"""API test helpers: token-authenticated clients for the personas."""

from __future__ import annotations

from typing import Any

import pytest
from rest_framework.test import APIClient

from accounts.services import token_create


def client_for(user: Any | None) -> APIClient:
    client = APIClient()
    if user is not None:
        _token, key = token_create(user=user, name="tests")
        client.credentials(HTTP_AUTHORIZATION=f"Token {key}")
    return client


@pytest.fixture
def api_alice(alice: Any) -> APIClient:
    return client_for(alice)


@pytest.fixture
def api_bob(bob: Any) -> APIClient:
    return client_for(bob)


@pytest.fixture
def api_carol(carol: Any) -> APIClient:
    return client_for(carol)


@pytest.fixture
def anonymous() -> APIClient:
    return APIClient()
