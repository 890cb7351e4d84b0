"""Pruning what has served its purpose, run hourly by beat (games.tasks.records_prune).

- Idempotency records: a client retries a move within seconds or minutes; after
  ``IDEMPOTENCY_RETENTION`` (24 h) a retry with the same key is treated as new, and the
  version check still refuses it as stale.
- Outbox rows done for ``OUTBOX_RETENTION`` (30 days): timeouts carried out, reminders sent,
  merged or obsolete. A reminder row is kept while its seat still waits on that deadline, since
  its unique key is what keeps the sweep from deciding it again.
- Webhook deliveries done (delivered or failed): an endpoint's log keeps its last
  ``WEBHOOK_LOG_LENGTH`` (100), and none done for ``OUTBOX_RETENTION``. Pending ones stay.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from django.conf import settings
from django.db.models import F, Q, QuerySet, Window
from django.db.models.functions import RowNumber

from games.models import (
    WEBHOOK_LOG_LENGTH,
    IdempotencyRecord,
    Reminder,
    TimeoutAction,
    WebhookDelivery,
)

BATCH = 5000  # rows per DELETE: no statement holds locks on a whole table's worth


@dataclass(frozen=True)
class PruneReport:
    idempotency_records: int
    timeouts: int
    reminders: int
    webhook_deliveries: int = 0


def _delete_in_batches(
    rows: QuerySet[IdempotencyRecord]
    | QuerySet[TimeoutAction]
    | QuerySet[Reminder]
    | QuerySet[WebhookDelivery],
) -> int:
    total = 0
    while True:
        ids = list(rows.values_list("pk", flat=True)[:BATCH])
        if not ids:
            return total
        total += rows.model.objects.filter(pk__in=ids).delete()[0]


def records_prune(*, now: datetime) -> PruneReport:
    idempotency_before = now - settings.IDEMPOTENCY_RETENTION
    outbox_before = now - settings.OUTBOX_RETENTION
    still_waiting = Q(seat__is_to_act=True, seat__deadline_at=F("deadline_at"))
    return PruneReport(
        idempotency_records=_delete_in_batches(
            IdempotencyRecord.objects.filter(created_at__lt=idempotency_before)
        ),
        timeouts=_delete_in_batches(TimeoutAction.objects.filter(done_at__lt=outbox_before)),
        reminders=_delete_in_batches(
            Reminder.objects.exclude(status=Reminder.Status.PENDING)
            .filter(decided_at__lt=outbox_before)
            .exclude(still_waiting)
        ),
        webhook_deliveries=_delete_in_batches(_webhook_log_beyond())
        + _delete_in_batches(
            WebhookDelivery.objects.filter(done_at__lt=outbox_before).exclude(
                status=WebhookDelivery.Status.PENDING
            )
        ),
    )


def _webhook_log_beyond() -> QuerySet[WebhookDelivery]:
    """Done deliveries past their endpoint's newest ``WEBHOOK_LOG_LENGTH``."""
    ranked = WebhookDelivery.objects.annotate(
        newer=Window(
            RowNumber(),
            partition_by=[F("endpoint_id")],
            order_by=[F("created_at").desc(), F("pk").desc()],
        )
    )
    beyond = ranked.filter(newer__gt=WEBHOOK_LOG_LENGTH)
    return beyond.exclude(status=WebhookDelivery.Status.PENDING)
