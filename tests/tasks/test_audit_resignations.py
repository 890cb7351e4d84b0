"""``audit_games`` over games that ended off the board: a resignation or a timeout forfeit
ends the game with nobody to act while the engine's state still names a seat. Such games
audit clean; a damaged one is still reported."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest

from games import services
from games.models import Game
from tests.api.test_audit import run_audit
from tests.factories import game_started, moves_played
from tests.tasks.support import seat, sweep

pytestmark = pytest.mark.django_db
MINUTE = timedelta(minutes=1)


def test_two_player_resignation_audits_clean(alice: Any, bob: Any) -> None:
    game = moves_played(game_started("hachi", [alice, bob]), [alice, bob], moves=3)
    services.game_resign(game_id=game.pk, user=bob)
    game.refresh_from_db()
    assert (game.status, game.to_act) == ("finished", [])
    assert run_audit(game.pk) == (0, "audited 1 games, 0 with problems\n", "")


def test_two_player_forfeit_audits_clean(alice: Any, bob: Any) -> None:
    game = game_started("take-the-train", [alice, bob], timeout_policy="forfeit")
    deadline = seat(game, game.to_act[0]).deadline_at
    sweep(deadline + MINUTE)
    sweep(deadline + 2 * MINUTE)
    game.refresh_from_db()
    assert (game.status, game.result["detail"]["ended_by"]) == ("finished", "resignation")
    assert run_audit(game.pk) == (0, "audited 1 games, 0 with problems\n", "")


def test_last_player_standing_after_resignations_audits_clean(
    alice: Any, bob: Any, carol: Any
) -> None:
    game = moves_played(
        game_started("hachi-train", [alice, bob, carol]), [alice, bob, carol], moves=2
    )
    services.game_resign(game_id=game.pk, user=bob)
    assert Game.objects.get(pk=game.pk).status == "active"
    assert run_audit(game.pk) == (0, "audited 1 games, 0 with problems\n", "")
    services.game_resign(game_id=game.pk, user=carol)
    assert Game.objects.get(pk=game.pk).status == "finished"
    assert run_audit(game.pk) == (0, "audited 1 games, 0 with problems\n", "")


def test_a_resigned_game_with_a_damaged_log_or_snapshot_is_still_reported(
    alice: Any, bob: Any
) -> None:
    game = moves_played(game_started("hachi", [alice, bob]), [alice, bob], moves=3)
    services.game_resign(game_id=game.pk, user=alice)
    game.refresh_from_db()
    Game.objects.filter(pk=game.pk).update(version=game.version + 1)
    code, _out, err = run_audit(game.pk)
    assert code == 1 and "move log is not 1.." in err
    Game.objects.filter(pk=game.pk).update(version=game.version, to_act=[0, 1])
    code, _out, err = run_audit(game.pk)
    assert code == 1 and "stored to_act differs" in err
