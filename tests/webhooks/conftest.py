"""Webhook test fixtures: the personas' API clients (as in tests/api/)."""

from __future__ import annotations

import pytest
from rest_framework.test import APIClient

from accounts.models import User
from tests.factories import client_for


@pytest.fixture
def api_alice(alice: User) -> APIClient:
    return client_for(alice)


@pytest.fixture
def api_bob(bob: User) -> APIClient:
    return client_for(bob)
