"""Timeouts: policies bot / skip / forfeit, exactly once, crash between decide and carry-out.

``sweep`` runs a sweep pass and then, in this process, the tasks it handed over; the tests of
concurrent sweeps use a real worker.
"""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest

from games.engines.registry import get_engine
from games.models import Move, TimeoutAction
from games.sweep import HANDOVER_LEASE, deadlines_sweep
from games.timeouts import seat_timeout_decide, timeout_apply
from tests.factories import game_started
from tests.tasks.support import drained, play, seat, sweep
from tests.threads import run_together

pytestmark = pytest.mark.django_db

MINUTE = timedelta(minutes=1)


def test_bot_plays_for_the_absent_seat_once_and_the_next_clock_starts(alice: Any, bob: Any):
    game = game_started("hachi", [alice, bob], time_per_move=timedelta(days=2))
    leader = game.to_act[0]
    first = seat(game, leader)
    assert first.is_to_act and first.deadline_at is not None
    early = sweep(first.deadline_at - MINUTE)
    assert early.timeouts == 0 and Move.objects.filter(game=game).count() == 0

    late = first.deadline_at + MINUTE
    assert sweep(late).timeouts == 1
    assert sweep(late).timeouts == 0  # a second run changes nothing

    game.refresh_from_db()
    handled = game.version  # more than 1 if a bot's decision left the seat a follow-up one
    assert handled >= 1
    moves = Move.objects.filter(game=game)
    assert {(m.seat, m.by_bot) for m in moves} == {(leader, True)}
    actions = TimeoutAction.objects.order_by("pk")
    assert [(a.outcome, a.version, a.done_at) for a in actions] == [
        ("bot_moved", v, late) for v in range(handled)
    ]
    # The absent player keeps their seat; the opponent's clock runs from the sweep's time.
    assert not seat(game, leader).resigned_at and not seat(game, leader).is_bot
    assert seat(game, 1 - leader).deadline_at == late + timedelta(days=2)


def test_forfeit_ends_a_two_player_game(alice: Any, bob: Any):
    game = game_started("hachi", [alice, bob], timeout_policy="forfeit")
    leader = game.to_act[0]
    deadline = seat(game, leader).deadline_at
    sweep(deadline + MINUTE)
    sweep(deadline + 2 * MINUTE)
    game.refresh_from_db()
    assert game.status == "finished"
    assert game.result["winners"] == [1 - leader]
    assert seat(game, leader).resigned_at is not None and seat(game, leader).final_rank == 2
    assert list(TimeoutAction.objects.values_list("outcome", flat=True)) == ["forfeited"]
    assert Move.objects.filter(game=game).count() == 0


def test_forfeit_with_three_players_hands_the_seat_to_a_bot_that_moves_at_once(
    alice: Any, bob: Any, carol: Any
):
    game = game_started("hachi-train", [alice, bob, carol], timeout_policy="forfeit")
    leader = game.to_act[0]
    deadline = seat(game, leader).deadline_at
    sweep(deadline + MINUTE)
    game.refresh_from_db()
    assert game.status == "active" and game.version >= 1
    assert seat(game, leader).resigned_at is not None and seat(game, leader).bot_kind == "greedy"
    outcomes = list(TimeoutAction.objects.order_by("pk").values_list("policy", "outcome"))
    assert outcomes[:2] == [("forfeit", "forfeited"), ("bot", "bot_moved")]
    assert Move.objects.filter(game=game, seat=leader, by_bot=True).count() == game.version


def test_skip_passes_where_the_game_allows_it(alice: Any, bob: Any, carol: Any):
    game = game_started("hachi-train", [alice, bob, carol], timeout_policy="skip")
    game = play(game, game.to_act[0])  # the field is no longer empty: the next seat may pass
    nxt = game.to_act[0]
    engine = get_engine("hachi-train")
    assert {"type": "pass"} in engine.legal_actions(engine.state_from_json(game.state), nxt)
    sweep(seat(game, nxt).deadline_at + MINUTE)
    move = Move.objects.get(game=game, seq=2)
    assert (move.seat, move.action, move.by_bot) == (nxt, {"type": "pass"}, True)
    # A pass that draws may leave the seat a follow-up decision: the bot makes it.
    actions = list(TimeoutAction.objects.order_by("pk").values_list("seat__index", "outcome"))
    assert actions[0] == (nxt, "passed")
    assert all(outcome == "bot_moved" for _seat, outcome in actions[1:])
    assert all(index == nxt for index, _outcome in actions)


def test_skip_falls_back_to_the_bot_where_there_is_no_pass(alice: Any, bob: Any):
    game = game_started("hachi", [alice, bob], timeout_policy="skip")
    sweep(seat(game, game.to_act[0]).deadline_at + MINUTE)
    assert set(TimeoutAction.objects.values_list("outcome", flat=True)) == {"bot_moved"}
    assert Move.objects.get(game=game, seq=1).action["type"] != "pass"


def test_a_crash_between_decide_and_carry_out_loses_nothing(alice: Any, bob: Any):
    game = game_started("hachi", [alice, bob])
    leader = seat(game, game.to_act[0])
    late = leader.deadline_at + MINUTE
    decided = seat_timeout_decide(seat_id=leader.pk, now=late)  # ...and the worker dies
    assert decided is not None and decided.outcome == "pending"
    assert seat_timeout_decide(seat_id=leader.pk, now=late) == decided  # no second row
    assert Move.objects.filter(game=game).count() == 0

    # The row is claimed until its lease runs out, then a sweep hands it over again.
    assert sweep(late + MINUTE).timeouts == 0
    assert sweep(late + HANDOVER_LEASE).timeouts == 1
    decided.refresh_from_db()
    moves = Move.objects.filter(game=game)
    assert decided.outcome == "bot_moved" and moves.filter(seq=1, by_bot=True).exists()
    count = moves.count()
    assert timeout_apply(action_id=decided.pk, now=late + 2 * MINUTE) == 1  # found done
    decided.refresh_from_db()
    assert decided.outcome == "bot_moved" and moves.count() == count


def test_the_player_moving_first_supersedes_a_decided_timeout(alice: Any, bob: Any):
    game = game_started("hachi", [alice, bob])
    leader = seat(game, game.to_act[0])
    late = leader.deadline_at + MINUTE
    decided = seat_timeout_decide(seat_id=leader.pk, now=late)
    assert decided is not None
    play(game, leader.index)  # the player's own move arrives before the carry-out
    assert timeout_apply(action_id=decided.pk, now=late) == 1
    decided.refresh_from_db()
    assert decided.outcome == "superseded"
    moves = Move.objects.filter(game=game)
    assert moves.count() == 1 and not moves.get().by_bot


def test_simultaneous_step_gives_each_pending_seat_its_own_deadline(alice: Any, bob: Any):
    game = game_started("fast-train", [alice, bob], time_per_move=timedelta(hours=5))
    while len(game.to_act) < 2:  # play on to the first simultaneous step (every seat loads)
        game = play(game, game.to_act[0])
    zero, one = seat(game, 0), seat(game, 1)
    assert zero.is_to_act and one.is_to_act and zero.deadline_at and one.deadline_at
    before = one.deadline_at
    game = play(game, 0)  # one seat decides; the other keeps its own clock
    assert not seat(game, 0).is_to_act and seat(game, 0).deadline_at is None
    assert seat(game, 1).is_to_act and seat(game, 1).deadline_at == before

    sweep(before + MINUTE)
    actions = TimeoutAction.objects.all()
    assert {(a.seat_id, a.outcome) for a in actions} == {(one.pk, "bot_moved")}
    assert set(Move.objects.filter(game=game, by_bot=True).values_list("seat", flat=True)) == {1}


@pytest.mark.django_db(transaction=True)
def test_concurrent_sweeps_apply_each_timeout_once(
    celery_worker: Any, alice: Any, bob: Any, carol: Any
):
    games = [game_started("hachi", [alice, bob]) for _ in range(3)]
    games.append(game_started("hachi", [alice, carol], timeout_policy="forfeit"))
    late = max(seat(g, g.to_act[0]).deadline_at for g in games) + MINUTE
    run_together([lambda: deadlines_sweep(now=late)] * 3, timeout=60)
    drained()  # the real worker has run every task the sweeps handed over
    for game in games[:3]:
        game.refresh_from_db()
        moves = list(Move.objects.filter(game=game).values_list("seq", "by_bot"))
        assert moves == [(seq, True) for seq in range(1, game.version + 1)] and moves
        played = TimeoutAction.objects.filter(game=game, outcome="bot_moved")
        assert sorted(played.values_list("version", flat=True)) == list(range(game.version))
    forfeit = TimeoutAction.objects.get(game=games[3])
    assert forfeit.outcome == "forfeited" and not Move.objects.filter(game=games[3]).exists()
    assert not TimeoutAction.objects.filter(done_at=None).exists()
