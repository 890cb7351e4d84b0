"""A bot whose task was lost moves within a minute: the sweep hands a ``bots_move`` over
again for every game where a bot is to act and nothing changed for BOT_STALL. And a move
made while the broker is down answers at once; its bot moves after the next sweep."""

from __future__ import annotations

import time
from collections.abc import Iterator
from datetime import timedelta
from typing import Any

import pytest
from django.utils import timezone

from config.celery import app as celery_app
from games.engines.registry import get_engine
from games.models import Game, Move
from games.sweep import BOT_STALL
from tests.factories import client_for, game_started
from tests.tasks.support import play, sweep

HUMAN, BOT = 0, 1


def _bots_turn(alice: Any) -> Game:
    """A Take the Train game of alice against a bot, at the bot's turn (its task never ran: in a
    test transaction nothing is enqueued after commit, as if the task had been lost)."""
    game = game_started("take-the-train", [alice], bots=("greedy",))
    if game.to_act != [BOT]:
        game = play(game, HUMAN)
    assert game.to_act == [BOT]
    return game


@pytest.mark.django_db
def test_a_lost_bot_task_is_handed_over_again_after_a_minute(alice: Any) -> None:
    game = _bots_turn(alice)
    now = timezone.now()
    assert sweep(now).bots == 0  # not yet stalled: its task may still be on its way
    report = sweep(now + BOT_STALL + timedelta(seconds=5))
    assert report.bots == 1
    game.refresh_from_db()
    assert Move.objects.filter(game=game, seat=BOT, by_bot=True).exists()
    # Handed over twice (a slow task, not a lost one): the version check makes it a no-op.
    version = game.version
    report.jobs[-1]()
    game.refresh_from_db()
    assert game.version == version


@pytest.fixture
def broker_down() -> Iterator[None]:
    """The broker unreachable (a closed port) for this process's task sends: the app's
    connection and producer pools are set aside (not closed: others hold them) and restored."""
    saved = (celery_app.conf.broker_url, celery_app._pool, celery_app.amqp._producer_pool)
    celery_app._pool = celery_app.amqp._producer_pool = None
    celery_app.conf.broker_url = "redis://127.0.0.1:9/0"
    yield
    celery_app.conf.broker_url, celery_app._pool, celery_app.amqp._producer_pool = saved


@pytest.mark.django_db(transaction=True)
def test_a_move_with_the_broker_down_answers_at_once_and_the_bot_moves_later(
    alice: Any, broker_down: None, caplog: Any
) -> None:
    game = game_started("take-the-train", [alice], bots=("greedy",))
    if game.to_act == [HUMAN]:
        engine = get_engine(game.game_type)
        action = engine.legal_actions(engine.state_from_json(game.state), HUMAN)[0]
        started = time.monotonic()
        response = client_for(alice).post(
            f"/api/v1/games/{game.pk}/moves/",
            {"action": action, "expected_version": game.version},
            format="json",
        )
        assert response.status_code == 201, response.content
        assert time.monotonic() - started < 5
    # Whichever move made it the bot's turn (the start or alice's), its task was not sent.
    assert "could not enqueue the bot task" in caplog.text
    game.refresh_from_db()
    assert game.to_act == [BOT]
    version = game.version
    # The broker is still down: the sweep's own hand-over fails and is logged; the job it
    # made is run here, as a worker would once the broker is back.
    report = sweep(timezone.now() + BOT_STALL + timedelta(seconds=5))
    assert report.bots == 1
    game.refresh_from_db()
    assert game.version > version
