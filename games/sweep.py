"""The minute sweep (design §7): find what is due, decide it into the outbox, hand it over.

Celery beat runs ``games.tasks.sweep_deadlines`` every minute. A pass does no sending and no
moving itself; it costs a handful of indexed queries and two commits whatever is due:

1. timeouts: ``timeouts.timeouts_decide`` records one ``TimeoutAction`` per overdue seat, all
   in one transaction with the games locked in id order (SKIP LOCKED);
2. reminders: ``reminders.reminders_decide`` works out the ladders of the seats whose
   ``remind_at`` came and records ``Reminder`` rows (claiming those to send at once), and
   ``reminders.reminders_claim`` claims the older rows whose ``send_at`` came (quiet hours
   over, the digest hour, a lost task), in a second transaction;
3. after each commit (``transaction.on_commit``) the decided work goes to Celery: one
   ``timeout_apply`` task per timeout row, one ``reminders_deliver`` task per batch of
   ``DELIVERY_BATCH`` single reminders (one SMTP session and one HTTP session for the Web
   Pushes each), one ``digest_deliver`` task per user's digest. Those tasks do the expensive
   part (bot moves through ``move_submit``, emails, /ws/me/ events, pushes) and are
   idempotent: each locks its rows, skips what is done, and marks them done in the
   transaction that applies or sends them (acks_late; a task run twice applies and sends
   nothing twice, a resent email keeps its Message-ID, a resent push its Topic).

The safety net for a lost task (a worker killed, a broker that lost the message, a sweep that
died between its commit and the hand-over) is the outbox itself: a later sweep hands over again
every row still pending. To keep a task that merely waits in the queue behind others from
being doubled every minute, each row carries a lease: ``enqueued_at`` is stamped when the row
is handed over, and the sweep hands it over again only once ``HANDOVER_LEASE`` has passed
since then (the pending rows whose lease ran out are found by the same partial indexes). A
duplicate, should the queue be longer than the lease, costs a no-op task, never a second send.

Bots have no outbox row: a bot's move is enqueued after the commit that made it the bot's turn.
Should that task be lost, the sweep's third step hands a ``bots_move`` over again for every
game where a bot is to act and nothing has changed for ``BOT_STALL`` (the task checks the
version, so a doubled one is a no-op).

There are no ETA or countdown tasks (Redis would redeliver long ones): a reminder waiting for
the end of quiet hours or for the digest hour stays in the outbox until a sweep finds it due.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from functools import partial
from typing import Any

from django.db import transaction
from django.utils import timezone

from games import reminders, timeouts
from games.selectors import bots_stalled

logger = logging.getLogger(__name__)

# A row handed to a task is handed over again only after this long without being done.
HANDOVER_LEASE = timedelta(minutes=5)
# A bot to act in a game unchanged this long lost its task: the sweep enqueues it again.
BOT_STALL = timedelta(minutes=1)
# Single reminders per delivery task: one SMTP session for the batch.
DELIVERY_BATCH = 100


@dataclass
class SweepReport:
    """What one pass decided and handed over; ``jobs`` are the Celery signatures it sent
    after its commits (a benchmark or a test may also run them in-process)."""

    timeouts: int = 0  # timeout rows handed over (decided now, or a lost task's)
    decided: int = 0  # reminder rows decided
    reminders: int = 0  # reminder rows handed over for delivery (single or in a digest)
    digests: int = 0  # digest tasks
    bots: int = 0  # stalled bot moves handed over again
    jobs: list[Any] = field(default_factory=list)

    def counts(self) -> dict[str, int]:
        return {
            "timeouts": self.timeouts,
            "decided": self.decided,
            "reminders": self.reminders,
            "digests": self.digests,
            "bots": self.bots,
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
    return report


def _sweep_stalled_bots(*, report: SweepReport, now: datetime, limit: int) -> None:
    from games import tasks

    # One read, no transaction: the bot task itself locks the game and checks the version.
    stalled = bots_stalled(before=now - BOT_STALL, limit=limit)
    jobs = [tasks.bots_move.si(game_id, version) for game_id, version in stalled]
    _hand_over_on_commit(jobs)
    report.bots += len(jobs)
    report.jobs += jobs


def _sweep_timeouts(
    *, report: SweepReport, now: datetime, requeue_before: datetime, limit: int
) -> None:
    from games import tasks

    with transaction.atomic():
        ids = timeouts.timeouts_decide(now=now, requeue_before=requeue_before, limit=limit)
        jobs = [tasks.timeout_apply.si(action_id, now.isoformat()) for action_id in ids]
        _hand_over_on_commit(jobs)
    report.timeouts += len(ids)
    report.jobs += jobs


def _sweep_reminders(
    *, report: SweepReport, now: datetime, requeue_before: datetime, limit: int
) -> None:
    from games import tasks

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
        jobs = [
            tasks.reminders_deliver.si(singles[i : i + DELIVERY_BATCH], now.isoformat())
            for i in range(0, len(singles), DELIVERY_BATCH)
        ]
        slots = sorted({(c.user_id, c.send_at) for c in claims if c.digest})
        digests = [
            tasks.digest_deliver.si(user_id, send_at.isoformat(), now.isoformat())
            for user_id, send_at in slots
        ]
        _hand_over_on_commit(jobs + digests)
    report.decided += len(decided)
    report.reminders += len(claims)
    report.digests += len(digests)
    report.jobs += jobs + digests


def _hand_over_on_commit(jobs: Sequence[Any]) -> None:
    if jobs:
        transaction.on_commit(partial(_hand_over, list(jobs)))


def _hand_over(jobs: list[Any]) -> None:
    """Send the tasks; one the broker refuses is logged and handed over again after the lease."""
    for job in jobs:
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
