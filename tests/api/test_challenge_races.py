"""Two accepts racing for the last seat of a challenge make one game (the challenge row is
locked for the whole accept)."""

from __future__ import annotations

import pytest

from games import challenge_services, errors
from games.models import Challenge, Game
from tests.threads import run_together

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.usefixtures("cheap_passwords")]


def test_bob_and_carol_racing_for_an_open_challenge_make_one_game(alice, bob, carol) -> None:
    for _round in range(3):
        challenge = challenge_services.challenge_create(
            challenger=alice, to=[], game_type="hachi", seats=2
        )
        outcomes: dict[str, str] = {}

        def accept(user, challenge_id=challenge.pk, outcomes=outcomes):
            def work() -> None:
                try:
                    challenge_services.challenge_accept(challenge_id=challenge_id, user=user)
                    outcomes[user.username] = "accepted"
                except errors.Conflict as refusal:
                    outcomes[user.username] = refusal.code

            return work

        run_together([accept(bob), accept(carol)])

        challenge.refresh_from_db()
        assert sorted(outcomes.values()) == ["accepted", "challenge_not_pending"]
        assert challenge.status == Challenge.Status.ACCEPTED
        assert Game.objects.filter(challenge=challenge).count() == 1
        winner = next(name for name, outcome in outcomes.items() if outcome == "accepted")
        assert challenge.game is not None
        assert [s.user.username for s in challenge.game.seats.order_by("index")] == [
            "alice",
            winner,
        ]
    assert Game.objects.count() == 3
