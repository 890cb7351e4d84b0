"""A real Celery worker process (``celery -A config worker``, as deployed) killed with SIGKILL
in the middle of a webhook POST: the delivery is lost nowhere (its row stays pending, the sweep
hands it to the next worker once the lease is over) and a receiver that deduplicates acts on
its id once, though it saw it twice (design §7.1 point 5)."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from django.db import transaction

from config.celery import app as celery_app
from config.tasks import ping
from games.models import WebhookDelivery
from games.sweep import HANDOVER_LEASE, deadlines_sweep
from tests.factories import game_started
from tests.servers import ROOT, test_database_url
from tests.webhooks.receiver import Receiver, receiving
from tests.webhooks.support import deliveries, endpoint_for

pytestmark = pytest.mark.django_db(transaction=True)


def _until(holds: Callable[[], bool], what: str, timeout: float = 60.0) -> None:
    """Wait until ``holds()`` (polled: a state of another process, with nothing to wait on)."""
    deadline = time.monotonic() + timeout
    while not holds():
        assert time.monotonic() < deadline, f"still not: {what}"
        time.sleep(0.05)


@contextlib.contextmanager
def worker_process(log: Path) -> Iterator[subprocess.Popen[bytes]]:
    """``celery -A config worker`` (one process doing the work) on the test database and this
    test process's Redis prefix, answering once it is ready; stopped at the end if alive."""
    env = {
        **os.environ,
        "DATABASE_URL": test_database_url(),
        "DEBUG": "true",
        "DB_POOL_SIZE": "2",
        "WEBHOOK_ALLOW_PRIVATE_ADDRESSES": "true",
    }
    command = [sys.executable, "-m", "celery", "-A", "config", "worker", "--pool", "solo"]
    command += ["--without-gossip", "--without-mingle", "--loglevel", "INFO"]
    with log.open("ab") as out:
        process = subprocess.Popen(command, cwd=ROOT, env=env, stdout=out, stderr=out)
    try:
        assert ping.delay("ready").get(timeout=60) == "ready", log.read_text()[-2000:]
        yield process
    finally:
        if process.poll() is None:
            process.terminate()
            process.wait(timeout=30)


def _unlocked(delivery: WebhookDelivery) -> bool:
    """The killed worker's transaction is over: its row lock is gone."""
    with transaction.atomic():
        rows = WebhookDelivery.objects.select_for_update(skip_locked=True).filter(pk=delivery.pk)
        return rows.exists()


def test_a_worker_killed_mid_delivery_loses_nothing_and_the_id_is_acted_on_once(
    settings: Any, tmp_path: Path, alice: Any, bob: Any
) -> None:
    settings.WEBHOOK_ALLOW_PRIVATE_ADDRESSES = True  # the receiver is on 127.0.0.1
    celery_app.control.purge()
    log = tmp_path / "worker.log"
    with receiving(Receiver(hold=True)) as receiver:
        endpoint, receiver.secret = endpoint_for(alice, receiver.url, ("game_started",))
        with worker_process(log) as first:
            game_started("hachi", [bob, alice])
            # The receiver acted on the delivery and has not answered yet: kill the worker.
            receiver.wait(lambda r: len(r.acted) == 1)
            first.send_signal(signal.SIGKILL)
            first.wait(timeout=30)
        receiver.release()
        (delivery,) = deliveries(endpoint)
        _until(lambda: _unlocked(delivery), "the killed worker's row lock released")
        delivery.refresh_from_db()
        assert (delivery.status, delivery.attempts) == ("pending", 0)  # its attempt rolled back
        # Within the lease nothing is handed over twice (a task may just be queued)...
        assert deadlines_sweep(now=delivery.created_at + HANDOVER_LEASE / 2).webhooks == 0
        receiver.hold = False
        with worker_process(log):
            # ... after it, the sweep hands it to the next worker, which delivers it.
            later = delivery.created_at + HANDOVER_LEASE
            assert deadlines_sweep(now=later).webhooks == 1
            assert ping.delay("drained").get(timeout=60) == "drained"
        delivery.refresh_from_db()
        assert (delivery.status, delivery.attempts) == ("delivered", 1), log.read_text()[-3000:]
        ids = [seen.event["id"] for seen in receiver.seen]
        assert ids == [str(delivery.event_id)] * 2  # seen twice, the same id
        assert all(seen.verified for seen in receiver.seen)
        assert receiver.acted == [str(delivery.event_id)]  # acted on once
