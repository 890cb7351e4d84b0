"""Many players seeking at once, each thread on its own connection (real PostgreSQL in CI):
whatever the interleaving, every full table starts exactly once, no seek is seated twice, no
player sits twice in one game, and fewer than a table's players are left waiting in a queue.
Cancels racing the seeks never leave a cancelled seek seated or a full table unstarted."""

from __future__ import annotations

import itertools
from collections import Counter
from typing import Any

import pytest

from accounts.models import User
from games.models import Game, GameStatus, Seat, Seek, SeekStatus
from tests.api.errors import assert_api_error
from tests.factories import client_for, persona
from tests.threads import run_together

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.usefixtures("cheap_passwords")]

SEEKS = "/api/v1/seeks/"
NAMES = (f"player{n}" for n in itertools.count(1))


def _assert_tables_sound(queues: dict[tuple[str, int], int]) -> None:
    """Each queue (game type, seats) seated whole tables of distinct players, each matched seek
    in exactly the game that seated its player, and left fewer than a table waiting."""
    for game in Game.objects.all():
        seats = list(Seat.objects.filter(game=game))
        assert game.status == GameStatus.ACTIVE, game
        assert all(s.user_id for s in seats) and len(seats) == game.num_seats
        assert len({s.user_id for s in seats}) == len(seats)  # nobody twice
        matched = Seek.objects.filter(game=game, status=SeekStatus.MATCHED)
        assert sorted(matched.values_list("user_id", flat=True)) == sorted(s.user_id for s in seats)
    for (game_type, seats), players in queues.items():
        games = Game.objects.filter(game_type=game_type, num_seats=seats).count()
        waiting = Seek.objects.filter(game_type=game_type, seats=seats, status="waiting").count()
        assert games == players // seats, (game_type, games, players)
        assert waiting == players % seats, (game_type, waiting, players)
    assert not Seek.objects.filter(status=SeekStatus.MATCHED, game__isnull=True).exists()


@pytest.mark.parametrize("round_", range(3))
def test_players_seeking_at_once_fill_every_table_once(round_: int) -> None:
    """Eleven players seek Hachi (tables of two) and ten Hachi-Hachi (tables of three), all at
    the same moment: five and three games start, one and one player wait."""
    queues = {("hachi", 2): 11, ("hachi-hachi", 3): 10}
    answers: list[int] = []

    def seeker(client: Any, body: dict[str, Any]) -> Any:
        def work() -> None:
            answers.append(client.post(SEEKS, body, format="json").status_code)

        return work

    workers = []
    for (game_type, seats), players in queues.items():
        for _ in range(players):
            client = client_for(persona(next(NAMES)))
            workers.append(seeker(client, {"game_type": game_type, "seats": seats}))
    run_together(workers)
    assert sorted(Counter(answers).items()) == [(200, 5 + 3), (201, 21 - 8)]
    _assert_tables_sound(queues)


def test_one_player_seeking_twice_at_once_waits_once(alice: User, bob: User) -> None:
    """Eight requests of one player at once: one seek waits, the others are 409s, and the next
    player pairs with it (never alice with alice)."""
    clients = [client_for(alice) for _ in range(8)]
    answers: list[Any] = []
    run_together(
        [
            (lambda c=c: answers.append(c.post(SEEKS, {"game_type": "hachi"}, format="json")))
            for c in clients
        ]
    )
    assert sorted(a.status_code for a in answers) == [201] + [409] * 7
    for answer in answers:
        if answer.status_code == 409:
            assert_api_error(answer, 409, "seek_exists")
    assert not Game.objects.exists()
    started = client_for(bob).post(SEEKS, {"game_type": "hachi"}, format="json")
    assert started.status_code == 200
    _assert_tables_sound({("hachi", 2): 2})


def test_cancels_racing_seeks_never_seat_a_cancelled_seek() -> None:
    """Six players wait for Hachi-Hachi tables of three; three cancel while six more seek, all
    at once. A cancel that won the race left its seek cancelled and unseated; one that lost
    answered 409 ``seek_matched`` and its player sits in the game."""
    body = {"game_type": "hachi-hachi", "seats": 3}
    first = [persona(next(NAMES)) for _ in range(2)]
    for user in first:
        assert client_for(user).post(SEEKS, body, format="json").status_code == 201
    cancellers = [(client_for(u), Seek.objects.get(user=u).pk) for u in first]
    late = [client_for(persona(next(NAMES))) for _ in range(6)]
    outcomes: dict[int, int] = {}

    def cancel(client: Any, seek_id: int) -> Any:
        return lambda: outcomes.__setitem__(
            seek_id, client.delete(f"{SEEKS}{seek_id}/").status_code
        )

    def seek(client: Any) -> Any:
        return lambda: client.post(SEEKS, body, format="json")

    run_together([cancel(c, s) for c, s in cancellers] + [seek(c) for c in late])
    for seek_id, status in outcomes.items():
        stored = Seek.objects.get(pk=seek_id)
        if status == 204:
            assert stored.status == SeekStatus.CANCELLED and stored.game_id is None
        else:
            assert status == 409 and stored.status == SeekStatus.MATCHED
    cancelled = sum(1 for status in outcomes.values() if status == 204)
    _assert_tables_sound({("hachi-hachi", 3): 8 - cancelled})
