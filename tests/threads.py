"""Run test workers in threads at the same moment, each on its own database connection."""

from __future__ import annotations

import threading
from collections.abc import Callable

from django.db import connection


def run_together(workers: list[Callable[[], None]], *, timeout: float = 45.0) -> None:
    """Start every worker at once (a barrier); re-raise the first exception of any of them.

    Each thread closes its connection when done, which hands a pooled connection back: the
    test database can only be dropped once no session uses it.
    """
    barrier = threading.Barrier(len(workers))
    failures: list[BaseException] = []

    def wrap(work: Callable[[], None]) -> Callable[[], None]:
        def run() -> None:
            try:
                barrier.wait(timeout=10)
                work()
            except BaseException as error:  # reported in the main thread
                failures.append(error)
            finally:
                connection.close()

        return run

    threads = [threading.Thread(target=wrap(w), daemon=True) for w in workers]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout)
        assert not thread.is_alive(), "a worker thread hung"
    if failures:
        raise failures[0]
