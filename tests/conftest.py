"""Shared fixtures: real services (PostgreSQL/SQLite, Redis, a Celery worker) and personas."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import pytest
import redis
from celery.contrib.testing.worker import start_worker
from channels.layers import channel_layers
from django.conf import settings
from django.db import connections

from accounts import token_cache
from accounts.models import User
from config.celery import app as celery_app
from games import view_cache
from games.push_keys import Vapid, vapid_keys_new
from tests.factories import password_of, persona


@pytest.fixture(scope="session", autouse=True)
def _database_pool_closed_at_the_end(django_db_setup: Any) -> Iterator[None]:
    """Close the PostgreSQL connection pool before the test database is dropped: connections
    that test threads borrowed stay open in the pool, and PostgreSQL refuses to drop a
    database that has sessions."""
    yield
    for connection in connections.all():
        if getattr(connection, "pool", None) is not None:
            connection.close_pool()


@pytest.fixture(autouse=True)
def _limits_forgotten() -> Iterator[None]:
    """Every test starts with no sign-in, sign-up or mail limit counted (accounts/limits.py):
    their keys live in Redis under this process's prefix, shared with a test Daphne."""
    yield
    client = redis.Redis.from_url(settings.REDIS_URL)
    try:
        keys = list(client.scan_iter(match=f"{settings.REDIS_KEY_PREFIX}:*:limit:*", count=500))
        if keys:
            client.delete(*keys)
    finally:
        client.close()


@pytest.fixture(autouse=True)
def _views_forgotten() -> Iterator[None]:
    """The database is emptied between tests and game ids may come again (with a fixed clock,
    with the same updated_at): so must the views (the module's own cache, reached directly)."""
    yield
    with view_cache._lock:
        view_cache._views.clear()


@pytest.fixture(autouse=True)
def _token_cache_emptied() -> None:
    """Every test starts with this process's token cache empty (accounts/token_cache.py): the
    database is emptied between tests, and a user's id comes back with other rows."""
    token_cache._process_cache()[0].clear()


@pytest.fixture
def token_cache_live() -> None:
    """This process's token cache answers (its Redis listener has subscribed), so a token's
    uses after its first cost no query: for tests that count queries."""
    doorbell = token_cache._process_cache()[1]
    deadline = time.monotonic() + 10
    while not doorbell.live():
        assert time.monotonic() < deadline, "the token cache's listener did not subscribe in 10 s"
        time.sleep(0.01)


@pytest.fixture(autouse=True)
def _a_channel_layer_per_test() -> Iterator[None]:
    """A new channel layer for every test. Each async test runs on its own event loop, and
    channels_redis keeps one receive lock per process: a test's last consumer can leave it
    locked and bound to that loop, and the next test's consumer then fails ("bound to a
    different event loop")."""
    yield
    channel_layers.backends.clear()


@pytest.fixture
def celery_worker(transactional_db: Any) -> Iterator[Any]:
    """A real Celery worker thread consuming from the real Redis broker.

    Tasks an earlier test of this process queued with no worker running are dropped first.
    """
    celery_app.control.purge()
    with start_worker(celery_app, pool="solo", perform_ping_check=False, shutdown_timeout=10):
        yield celery_app


@pytest.fixture
def vapid(settings: Any) -> Vapid:
    """Push reminders set up: a new VAPID key pair and a contact in the settings."""
    keys = vapid_keys_new()
    settings.VAPID_PUBLIC_KEY = keys.public_key
    settings.VAPID_PRIVATE_KEY = keys.private_key
    settings.VAPID_SUBJECT = "mailto:ops@example.com"
    return keys


@pytest.fixture
def cheap_passwords(settings: Any) -> None:
    """MD5 instead of production's argon2, for tests that make users but do not test their
    passwords (argon2 costs a second per user on a shared machine):
    ``pytestmark = pytest.mark.usefixtures("cheap_passwords")``."""
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


def _persona_fixture(name: str) -> Any:
    def fixture(db: Any) -> User:
        return persona(name)

    fixture.__doc__ = f"The player {name} (tests.factories.persona), password {password_of(name)}"
    return pytest.fixture(name=name)(fixture)


# The personas: alice, bob and carol at most tables; dave and erin fill tables of four and five.
alice = _persona_fixture("alice")
bob = _persona_fixture("bob")
carol = _persona_fixture("carol")
dave = _persona_fixture("dave")
erin = _persona_fixture("erin")
