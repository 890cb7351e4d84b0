"""The minute sweep: decide what is due into the outbox, and hand it to Celery after the commit.

Celery beat runs ``games.tasks.sweep_deadlines`` every minute. ``deadlines_sweep`` takes five
steps, each on its own (a failing one is logged, and its items are due again on the next pass):
the overdue timeouts in one transaction, the due reminders in a second, the bot tasks lost in
the queue, the ratings tasks lost (a finished rated game still not rated, design §10), and the
webhook deliveries due (a retry whose wait is over, a lost task). It
sends and moves nothing itself: it hands tasks over once the rows are committed, each by its
name (games/jobs.py: the tasks import this module, not the other way).
How the outbox works, with its lease (``HANDOVER_LEASE``) and ``BOT_STALL``: design §7.1.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from functools import partial
from typing import Any

from celery.canvas import Signature
from django.db import transaction
from django.utils import timezone

from games import jobs, reminders, timeouts, webhook_outbox
from games.rating_selectors import ratings_stalled
from games.selectors import bots_stalled

logger = logging.getLogger(__name__)

# A row handed to a task is handed over again only after this long without being done.
HANDOVER_LEASE = timedelta(minutes=5)
# A bot to act in a game unchanged this long lost its task: the sweep enqueues it again.
BOT_STALL = timedelta(minutes=1)
# A rated game finished this long ago and still not rated lost its ratings task.
RATINGS_STALL = timedelta(minutes=1)
# Single reminders per delivery task: one SMTP session for the batch.
DELIVERY_BATCH = 100


@dataclass
class SweepReport:
    """What one pass decided and handed over; ``jobs`` are the Celery signatures it sent
    after its commits (games/jobs.py; a benchmark or a test may also run them in-process)."""

    timeouts: int = 0  # timeout rows handed over (decided now, or a lost task's)
    decided: int = 0  # reminder rows decided
    reminders: int = 0  # reminder rows handed over for delivery (single or in a digest)
    digests: int = 0  # digest tasks
    bots: int = 0  # stalled bot moves handed over again
    ratings: int = 0  # ratings tasks handed over again (one per game type with a stalled game)
    webhooks: int = 0  # webhook deliveries handed over (retries due, lost tasks)
    jobs: list[Signature] = field(default_factory=list)

    def counts(self) -> dict[str, int]:
        return {
            "timeouts": self.timeouts,
            "decided": self.decided,
            "reminders": self.reminders,
            "digests": self.digests,
            "bots": self.bots,
            "ratings": self.ratings,
            "webhooks": self.webhooks,
        }


def deadlines_sweep(*, now: datetime | None = None, limit: int = 500) -> SweepReport:
    """One pass of the minute sweep: decide the due timeouts and reminders, hand them over.

    Every query walks a partial index from its oldest due item, at most ``limit`` items each,
    so a pass costs a constant per due item; whatever is left is due on the next pass. A
    failing step is logged and skipped so it cannot block the other; its items are still
    due on the next pass.
    """
    now = now or timezone.now()
    requeue_before = now - HANDOVER_LEASE
    report = SweepReport()
    _safely(_sweep_timeouts, report=report, now=now, requeue_before=requeue_before, limit=limit)
    _safely(_sweep_reminders, report=report, now=now, requeue_before=requeue_before, limit=limit)
    _safely(_sweep_stalled_bots, report=report, now=now, limit=limit)
    _safely(_sweep_stalled_ratings, report=report, now=now)
    _safely(_sweep_webhooks, report=report, now=now, requeue_before=requeue_before, limit=limit)
    return report


def _sweep_webhooks(
    *, report: SweepReport, now: datetime, requeue_before: datetime, limit: int
) -> None:
    # Retries whose wait is over, and deliveries whose task was lost (design §7.1).
    with transaction.atomic():
        ids = webhook_outbox.webhooks_claim(now=now, requeue_before=requeue_before, limit=limit)
        sends = [jobs.webhook_deliver(delivery_id, now) for delivery_id in ids]
        _hand_over_on_commit(sends)
    report.webhooks += len(ids)
    report.jobs += sends


def _sweep_stalled_ratings(*, report: SweepReport, now: datetime) -> None:
    # One read, no transaction: the ratings task locks the game type and applies whatever
    # is pending then, so a doubled one does nothing.
    updates = [jobs.ratings_update(t) for t in ratings_stalled(before=now - RATINGS_STALL)]
    _hand_over_on_commit(updates)
    report.ratings += len(updates)
    report.jobs += updates


def _sweep_stalled_bots(*, report: SweepReport, now: datetime, limit: int) -> None:
    # One read, no transaction: the bot task itself locks the game and checks the version.
    stalled = bots_stalled(before=now - BOT_STALL, limit=limit)
    bots = [jobs.bots_move(game_id, version) for game_id, version in stalled]
    _hand_over_on_commit(bots)
    report.bots += len(bots)
    report.jobs += bots


def _sweep_timeouts(
    *, report: SweepReport, now: datetime, requeue_before: datetime, limit: int
) -> None:
    with transaction.atomic():
        ids = timeouts.timeouts_decide(now=now, requeue_before=requeue_before, limit=limit)
        applies = [jobs.timeout_apply(action_id, now) for action_id in ids]
        _hand_over_on_commit(applies)
    report.timeouts += len(ids)
    report.jobs += applies


def _sweep_reminders(
    *, report: SweepReport, now: datetime, requeue_before: datetime, limit: int
) -> None:
    with transaction.atomic():
        decided = reminders.reminders_decide(now=now, limit=limit)
        # The rows decided now and due now are claimed by the decision itself; the claim
        # query finds the older ones (quiet hours over, digest hour, a lost task).
        claims = [
            reminders.Claim(r.pk, r.digest, r.user_id, r.send_at)
            for r in decided
            if r.enqueued_at is not None
        ]
        claims += reminders.reminders_claim(now=now, requeue_before=requeue_before, limit=limit)
        singles = [c.id for c in claims if not c.digest]
        batches = [
            jobs.reminders_deliver(singles[i : i + DELIVERY_BATCH], now)
            for i in range(0, len(singles), DELIVERY_BATCH)
        ]
        slots = sorted({(c.user_id, c.send_at) for c in claims if c.digest})
        digests = [jobs.digest_deliver(user_id, send_at, now) for user_id, send_at in slots]
        _hand_over_on_commit(batches + digests)
    report.decided += len(decided)
    report.reminders += len(claims)
    report.digests += len(digests)
    report.jobs += batches + digests


def _hand_over_on_commit(signatures: Sequence[Signature]) -> None:
    if signatures:
        transaction.on_commit(partial(_hand_over, list(signatures)))


def _hand_over(signatures: list[Signature]) -> None:
    """Send the tasks; one the broker refuses is logged and handed over again after the lease."""
    for job in signatures:
        try:
            job.apply_async()
        except Exception:
            logger.exception(
                "could not hand a sweep task to the broker; retried after the lease",
                extra={"task": job.task, "task_args": job.args},
            )


def _safely(function: Callable[..., None], **kwargs: Any) -> None:
    try:
        function(**kwargs)
    except Exception:
        logger.exception(
            "deadline sweep step failed; retried on the next pass",
            extra={"step": function.__name__},
        )
