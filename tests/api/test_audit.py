"""``manage.py audit_games``: replaying each game's move log from its seed gives its snapshot.

Games are played through the API; then the stored rows are damaged the way a bug or a manual
edit would (snapshot changed, a move deleted or altered, to_act changed) and the command must
name the game and exit with code 1. A clean database exits with code 0.
"""

from __future__ import annotations

import random
from io import StringIO
from typing import Any

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from games.engines.registry import get_engine
from games.models import Game, Move
from tests.api.play import Table, open_table, play_to_end
from tests.factories import SHORT_OPTIONS, client_for


def run_audit(*game_ids: int) -> tuple[int, str, str]:
    """Run ``audit_games [ids]``: (exit code, stdout, stderr).

    ``manage.py`` exits with a ``CommandError``'s ``returncode`` (``BaseCommand.run_from_argv``);
    ``call_command`` raises it instead, so the code is read from the exception here. (Running
    ``run_from_argv`` itself inside a test would close the test's database connection.)
    """
    out, err = StringIO(), StringIO()
    try:
        call_command("audit_games", *[str(i) for i in game_ids], stdout=out, stderr=err)
    except CommandError as error:
        return error.returncode, out.getvalue(), err.getvalue()
    return 0, out.getvalue(), err.getvalue()


@pytest.fixture
def tables(alice: Any, bob: Any, carol: Any) -> list[Table]:
    """A finished Hachi game, a Fast Train game in the middle of a simultaneous step, and a
    Hachi-Hachi game a few moves in, all played through the API; plus one game still open."""
    a, b, c = (client_for(u) for u in (alice, bob, carol))
    finished = open_table([a, b], "hachi", SHORT_OPTIONS["hachi"])
    play_to_end(finished, random.Random("audit-hachi"))
    assert finished.game["status"] == "finished"
    fast = open_table([a, b, c], "fast-train")
    rng = random.Random("audit-fast")
    while len(fast.game["to_act"]) < 2 or fast.game["version"] < 6:
        play_to_end(fast, rng, stop_after=1)
    play_to_end(fast, rng, stop_after=1)  # one seat has committed, the others have not
    assert fast.game["status"] == "active" and fast.game["to_act"]
    hh = open_table([a, b, c], "hachi-hachi", SHORT_OPTIONS["hachi-hachi"])
    play_to_end(hh, random.Random("audit-hh"), stop_after=7)
    resp = a.post("/api/v1/games/", {"game_type": "hachi", "seats": 2}, format="json")
    assert resp.status_code == 201 and resp.json()["status"] == "open"
    return [finished, fast, hh]


@pytest.mark.django_db
def test_clean_games_pass_the_audit(tables: list[Table]) -> None:
    code, out, err = run_audit()
    # Started games are audited (three); the open game has no state yet.
    assert (code, out.strip(), err) == (0, "audited 3 games, 0 with problems", "")
    code, out, err = run_audit(tables[1].game_id)
    assert (code, out.strip(), err) == (0, "audited 1 games, 0 with problems", "")


@pytest.mark.django_db
def test_tampered_snapshots_fail_the_audit(tables: list[Table]) -> None:
    """A number of a stored state changed (finished and mid-step games), and the cheat an
    audit exists for: cards moved between hands (mid-round game)."""
    for table in tables[:2]:
        state = dict(Game.objects.get(pk=table.game_id).state)
        key = next(k for k, v in state.items() if isinstance(v, int) and not isinstance(v, bool))
        state[key] += 1
        Game.objects.filter(pk=table.game_id).update(state=state)
    hh = Game.objects.get(pk=tables[2].game_id)
    hands = hh.state["hands"]
    assert hands[0] != hands[1]
    Game.objects.filter(pk=hh.pk).update(
        state={**hh.state, "hands": [hands[1], hands[0], *hands[2:]]}
    )
    code, out, err = run_audit()
    assert (code, out.strip()) == (1, "audited 3 games, 3 with problems")
    for table in tables:
        assert f"game {table.game_id}: snapshot differs from the replayed state" in err
    # Asked about one damaged game only, the command fails for it alone.
    code, out, _err = run_audit(tables[1].game_id)
    assert (code, out.strip()) == (1, "audited 1 games, 1 with problems")


@pytest.mark.django_db
def test_a_snapshot_with_an_obsolete_field_is_still_the_same_game(tables: list[Table]) -> None:
    """Snapshots stored before the ``announced`` field was dropped from the Hachi engines."""
    for table in tables:
        game = Game.objects.get(pk=table.game_id)
        Game.objects.filter(pk=game.pk).update(state={**game.state, "announced": []})
    assert run_audit() == (0, "audited 3 games, 0 with problems\n", "")


@pytest.mark.django_db
def test_an_unreadable_snapshot_fails_the_audit(tables: list[Table]) -> None:
    target = tables[0]
    Game.objects.filter(pk=target.game_id).update(state={"not": "a hachi state"})
    code, out, err = run_audit(target.game_id)
    assert (code, out.strip()) == (1, "audited 1 games, 1 with problems")
    assert err.startswith(f"game {target.game_id}: snapshot unreadable: ")


@pytest.mark.django_db
def test_one_damaged_game_among_clean_ones(tables: list[Table]) -> None:
    target = tables[2]
    state = dict(Game.objects.get(pk=target.game_id).state)
    state["multiplier"] += 1
    Game.objects.filter(pk=target.game_id).update(state=state)
    code, out, err = run_audit()
    assert (code, out.strip()) == (1, "audited 3 games, 1 with problems")
    assert err.strip() == f"game {target.game_id}: snapshot differs from the replayed state"
    clean = [t.game_id for t in tables if t is not target]
    assert run_audit(*clean) == (0, "audited 2 games, 0 with problems\n", "")


@pytest.mark.django_db
def test_deleted_moves_fail_the_audit(tables: list[Table]) -> None:
    """The first move of one game, a middle one of another, the last one of the third."""
    for table, position in zip(tables, ["first", "middle", "last"], strict=True):
        version = table.game["version"]
        seq = {"first": 1, "middle": version // 2, "last": version}[position]
        assert Move.objects.filter(game_id=table.game_id, seq=seq).delete()[0] == 1
    code, out, err = run_audit()
    assert (code, out.strip()) == (1, "audited 3 games, 3 with problems")
    for table in tables:
        version = table.game["version"]
        assert f"game {table.game_id}: move log is not 1..{version} without gaps" in err


@pytest.mark.django_db
def test_replaced_moves_fail_the_audit(tables: list[Table]) -> None:
    """One logged action replaced by an impossible one: the replay fails. Another replaced by
    a move that was legal at that point: the log replays, into another position."""
    finished, hh = tables[0], tables[2]
    first = Move.objects.get(game_id=finished.game_id, seq=1)
    assert first.action["type"] == "play_card"
    Move.objects.filter(pk=first.pk).update(action={**first.action, "card": "13Z"})
    game = Game.objects.get(pk=hh.game_id)
    moves = list(Move.objects.filter(game=game).order_by("seq"))
    engine = get_engine("hachi-hachi")
    before = engine.replay(
        players=3,
        options=game.options,
        seed=game.seed,
        moves=[(m.seat, m.action) for m in moves[:-1]],
    )
    last = moves[-1]
    other = next(a for a in engine.legal_actions(before, last.seat) if a != last.action)
    Move.objects.filter(pk=last.pk).update(action=other)
    code, out, err = run_audit()
    assert (code, out.strip()) == (1, "audited 3 games, 2 with problems")
    assert f"game {finished.game_id}: replay failed: IllegalAction" in err
    assert f"game {hh.game_id}: snapshot differs from the replayed state" in err


@pytest.mark.django_db
def test_tampered_to_act_fails_the_audit(tables: list[Table]) -> None:
    fast = tables[1]
    game = Game.objects.get(pk=fast.game_id)
    Game.objects.filter(pk=game.pk).update(to_act=[s for s in range(3) if s not in game.to_act])
    code, _out, err = run_audit()
    assert code == 1
    assert err.strip() == f"game {fast.game_id}: stored to_act differs from the replayed state"
