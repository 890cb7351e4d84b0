"""Realtime test plumbing."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from asgiref.sync import SyncToAsync
from django.db import connections

from tests.servers import daphne_on_test_database


@pytest.fixture(autouse=True)
def _close_the_async_threads_connections() -> Iterator[None]:
    """Close the database connection that ``database_sync_to_async`` work opened in asgiref's
    shared thread. Left open it would outlive the test: the next test's consumers would touch it
    (Channels checks old connections on every message) and the test database could not be
    dropped at the end of the run."""
    yield
    SyncToAsync.single_thread_executor.submit(connections.close_all).result()


@pytest.fixture
def daphne_port(transactional_db: Any, tmp_path: Path) -> Iterator[int]:
    """A real Daphne process on the test database and Redis: real sockets over TCP."""
    with daphne_on_test_database(tmp_path / "daphne.log") as port:
        yield port
