"""Realtime test plumbing."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from asgiref.sync import SyncToAsync
from django.db import connections


@pytest.fixture(autouse=True)
def _close_the_async_threads_connections() -> Iterator[None]:
    """Close the database connection that ``database_sync_to_async`` work opened in asgiref's
    shared thread. Left open it would outlive the test: the next test's consumers would touch it
    (Channels checks old connections on every message) and the test database could not be
    dropped at the end of the run."""
    yield
    SyncToAsync.single_thread_executor.submit(connections.close_all).result()
