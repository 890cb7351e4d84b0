"""Finished games for the history's tests, made two ways: through the real services (a
resignation ends them, or a solo Fast Train played to its end), or in bulk as rows (a thousand
games in a few statements, for the query counts: nothing reads their moves)."""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from datetime import UTC, datetime, timedelta
from typing import Any

from accounts.models import User
from games import services
from games.engines.fast_train.scoring import solo_rank
from games.engines.registry import get_engine
from games.models import Game, GameStatus, Seat
from tests.factories import game_started, moves_played

T0 = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)


def resigned(game_type: str, players: Sequence[User], *, losers: Sequence[User], **kw: Any) -> Game:
    """A game of ``players`` ended by ``losers`` resigning one after the other."""
    game = game_started(game_type, players, **kw)
    for user in losers:
        game = services.game_resign(game_id=game.pk, user=user).game
    assert game.status == GameStatus.FINISHED
    return game


def solo_played(user: User, *, options: dict[str, Any] | None = None, **kw: Any) -> Game:
    """A solo Fast Train played to its end (first legal moves)."""
    game = game_started("fast-train", [user], options, **kw)
    return moves_played(game, [user])


def finished_rows(
    players: Sequence[User],
    *,
    count: int,
    game_type: str = "hachi",
    winner: int | None = 0,
    start: datetime = T0,
    is_public: bool = True,
) -> list[Game]:
    """``count`` finished games of ``players`` as rows (no moves), one a day from ``start``:
    seat ``winner`` wins each with 50 points, the others score 10 and rank 2 (``winner``
    None: a draw, every seat 30 points and rank 1)."""
    engine = get_engine(game_type)
    n = len(players)
    scores = [30 if winner is None else 50 if i == winner else 10 for i in range(n)]
    ranks = [1 if winner is None or i == winner else 2 for i in range(n)]
    winners = [] if winner is None else [winner]
    games = Game.objects.bulk_create(
        Game(
            game_type=game_type,
            engine_version=engine.version,
            num_seats=n,
            status=GameStatus.FINISHED,
            is_public=is_public,
            seed=f"seed-{k}",
            seed_hash=hashlib.sha256(f"seed-{k}".encode()).hexdigest(),
            result={"scores": scores, "ranks": ranks, "winners": winners, "detail": {}},
            created_by=players[0],
            started_at=start + timedelta(days=k),
            finished_at=start + timedelta(days=k, hours=1),
        )
        for k in range(count)
    )
    Seat.objects.bulk_create(
        Seat(
            game=game,
            index=i,
            user=user,
            final_score=scores[i],
            final_rank=ranks[i],
            is_winner=i == winner,
        )
        for game in games
        for i, user in enumerate(players)
    )
    return games


def solo_rows(user: User, scores: Sequence[int], *, start: datetime = T0) -> list[Game]:
    """Solo Fast Train games of ``user`` as rows, one a day, each with its score and the rank
    the rules give it (as the engine's result has them)."""
    engine = get_engine("fast-train")
    games = Game.objects.bulk_create(
        Game(
            game_type="fast-train",
            engine_version=engine.version,
            num_seats=1,
            status=GameStatus.FINISHED,
            seed=f"solo-{k}",
            seed_hash=hashlib.sha256(f"solo-{k}".encode()).hexdigest(),
            result={"scores": [score], "ranks": [1], "winners": [0],
                    "detail": {"solo": {"rank": solo_rank(score)}}},
            created_by=user,
            started_at=start + timedelta(days=k),
            finished_at=start + timedelta(days=k, hours=1),
        )
        for k, score in enumerate(scores)
    )  # fmt: skip
    Seat.objects.bulk_create(
        Seat(game=game, index=0, user=user, final_score=score, final_rank=1, is_winner=True)
        for game, score in zip(games, scores, strict=True)
    )
    return games
