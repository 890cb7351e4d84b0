"""games.bulk.rows_update: many rows' fields in one statement, on PostgreSQL and SQLite."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from games.bulk import rows_update
from games.models import Seat
from games.services import game_create


@pytest.mark.django_db
def test_each_row_gets_its_own_values_in_one_statement(alice: Any) -> None:
    game = game_create(creator=alice, game_type="hachi-train", seats=4)
    seats = list(Seat.objects.filter(game=game).order_by("index"))
    when = datetime(2031, 5, 6, 7, 8, 9, tzinfo=UTC)
    for seat in seats[:3]:
        seat.is_to_act = seat.index != 1
        seat.deadline_at = when + timedelta(hours=seat.index) if seat.index != 2 else None
        seat.remind_at = when
    untouched = seats[3]
    untouched.deadline_at = when  # changed in memory only: not among the rows written

    with CaptureQueriesContext(connection) as queries:
        rows_update(seats[:3], ["is_to_act", "deadline_at", "remind_at"])
    assert len(queries.captured_queries) == 1

    stored = {s.index: s for s in Seat.objects.filter(game=game)}
    assert [stored[i].is_to_act for i in range(4)] == [True, False, True, False]
    assert stored[0].deadline_at == when
    assert stored[1].deadline_at == when + timedelta(hours=1)
    assert stored[2].deadline_at is None
    assert stored[3].deadline_at is None
    assert {stored[i].remind_at for i in range(3)} == {when}
    assert stored[3].remind_at is None


@pytest.mark.django_db
def test_no_rows_is_no_statement() -> None:
    with CaptureQueriesContext(connection) as queries:
        rows_update([], ["remind_at"])
    assert queries.captured_queries == []
