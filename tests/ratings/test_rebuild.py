"""``manage.py ratings_rebuild`` reproduces every stored rating exactly (design §10).

500 finished games across the five game types, 2 to 8 players, ties, resignations, and games
that must not count (casual, cancelled, a bot at the table) mixed in, are rated the live way:
they finish in an order close to, but not quite, their finishing times (a game's
``finished_at`` is taken inside its transaction; transactions commit a little out of order),
and the ratings task runs after every few commits. The games are made as rows (playing 500
games through the engines would take minutes); the ratings code reads exactly the columns the
services write at the end of a game (status, result, finished_at, the seats' users and
resignations).
"""

from __future__ import annotations

import io
import random
from datetime import UTC, datetime, timedelta

import pytest
from django.core.management import call_command

from accounts.models import User
from games.engines.registry import ENGINES
from games.models import Game, GameStatus, Rating, RatingChange, Seat
from games.rating_services import ratings_update
from tests.factories import persona
from tests.ratings.support import changes_stored, ratings_stored, skills_folded

pytestmark = pytest.mark.django_db

GAMES = 500
PLAYERS = 40
START = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)


def _ranks(rng: random.Random, players: int) -> list[int]:
    """Competition ranks from random scores: ties shared (1, 2, 2, 4)."""
    scores = [rng.randint(0, 4) for _ in range(players)]
    return [1 + sum(1 for other in scores if other > score) for score in scores]


def _games_made(rng: random.Random, users: list[User]) -> list[tuple[Game, str]]:
    """GAMES games in play (finished later, in commit order), with their seats; each with its
    kind: rated, casual, cancelled (never finishes) or bot (a bot at the table from the start,
    yet marked rated: a record the rule must keep out)."""
    games, seats = [], []
    for number in range(GAMES):
        game_type = rng.choice(list(ENGINES))
        engine = ENGINES[game_type]
        players = rng.randint(max(2, engine.min_players), min(8, engine.max_players))
        kind = rng.choices(["rated", "casual", "cancelled", "bot"], [85, 7, 4, 4])[0]
        ranks = _ranks(rng, players)
        resigned = [rng.random() < 0.12 for _ in range(players)]
        # Finishing times collide now and then (the id decides between them).
        finished_at = START + timedelta(minutes=rng.randint(0, GAMES * 2))
        game = Game(
            game_type=game_type,
            engine_version=engine.version,
            num_seats=players,
            status=GameStatus.ACTIVE,
            seed=f"seed-{number}",
            seed_hash="0" * 64,
            created_by=users[0],
            rated=kind != "casual",
            result={
                "scores": [0] * players,
                "ranks": ranks,
                "winners": [i for i, r in enumerate(ranks) if r == 1],
                "detail": {},
            },
            finished_at=finished_at,
        )
        games.append((game, kind, rng.sample(users, players), resigned))
    Game.objects.bulk_create([g for g, _kind, _users, _resigned in games])
    for game, kind, table, resigned in games:
        for index, (user, gone) in enumerate(zip(table, resigned, strict=True)):
            bot = kind == "bot" and index == len(table) - 1
            seats.append(
                Seat(
                    game=game,
                    index=index,
                    user=None if bot else user,
                    bot_kind="greedy" if bot or gone else "",
                    resigned_at=game.finished_at - timedelta(seconds=30) if gone else None,
                    final_rank=game.result["ranks"][index] if game.result else None,
                )
            )
    Seat.objects.bulk_create(seats)
    return [(g, kind) for g, kind, _table, _resigned in games]


def test_the_rebuild_gives_every_stored_rating_again_after_500_random_games() -> None:
    rng = random.Random(20260301)
    users = [persona(f"player{i:02}", password=False) for i in range(PLAYERS)]
    games = _games_made(rng, users)
    # Commit order: by finishing time give or take up to three minutes.
    order = sorted(games, key=lambda g: g[0].finished_at + timedelta(seconds=rng.randint(0, 180)))
    applied = redone = 0
    for start in range(0, len(order), 4):
        batch = order[start : start + 4]
        for game, kind in batch:
            status = GameStatus.CANCELLED if kind == "cancelled" else GameStatus.FINISHED
            Game.objects.filter(pk=game.pk).update(status=status)
        for game_type in sorted({g.game_type for g, _kind in batch}):
            done = ratings_update(game_type=game_type)
            applied, redone = applied + done.applied, redone + done.redone
    assert not Game.objects.filter(
        rated=True, status=GameStatus.FINISHED, ratings_done_at=None
    ).exists()
    assert redone > 0  # some games did commit after a game that finished later
    ratings, changes = ratings_stored(), changes_stored()
    assert {game_type for _user, game_type in ratings} == set(ENGINES)
    assert len(changes) > 1000  # about 1 450

    # The same numbers as finishing the games one by one in finishing order.
    folded = skills_folded()
    assert {key: (r[0], r[1]) for key, r in ratings.items()} == {
        key: (skill.mu, skill.sigma) for key, skill in folded.items()
    }

    Rating.objects.all().delete()
    RatingChange.objects.filter(pk__in=RatingChange.objects.values("pk")[:100]).delete()
    call_command("ratings_rebuild", stdout=io.StringIO())
    assert ratings_stored() == ratings
    assert changes_stored() == changes


def test_a_rebuild_of_one_game_type_leaves_the_others() -> None:
    rng = random.Random(7)
    users = [persona(f"player{i:02}", password=False) for i in range(6)]
    for game in _games_made_small(rng, users):
        Game.objects.filter(pk=game.pk).update(status=GameStatus.FINISHED)
    for game_type in ENGINES:
        ratings_update(game_type=game_type)
    ratings = ratings_stored()
    Rating.objects.filter(game_type="hachi").update(mu=0.0)
    Rating.objects.filter(game_type="fast-train").update(mu=1.0)
    call_command("ratings_rebuild", "hachi", stdout=io.StringIO())
    rebuilt = ratings_stored()
    assert {k: v for k, v in rebuilt.items() if k[1] != "fast-train"} == {
        k: v for k, v in ratings.items() if k[1] != "fast-train"
    }
    assert {v[0] for k, v in rebuilt.items() if k[1] == "fast-train"} == {1.0}


def _games_made_small(rng: random.Random, users: list[User]) -> list[Game]:
    made = []
    for number, game_type in enumerate(["hachi", "hachi", "fast-train", "fast-train"]):
        game = Game.objects.create(
            game_type=game_type,
            engine_version=1,
            num_seats=2,
            status=GameStatus.ACTIVE,
            seed=f"s{number}",
            seed_hash="0" * 64,
            created_by=users[0],
            rated=True,
            result={"scores": [0, 0], "ranks": [1, 2], "winners": [0], "detail": {}},
            finished_at=START + timedelta(minutes=number),
        )
        for index, user in enumerate(rng.sample(users, 2)):
            Seat.objects.create(game=game, index=index, user=user)
        made.append(game)
    return made
