"""Helpers of the ratings tests: games played out through the services, the stored ratings as
comparable rows, and the ratings worked out independently of the service (a plain fold of
``games.ratings.game_rate`` over the finished rated games, in finishing order)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from accounts.models import User
from games import services
from games.bot_moves import bot_move_once
from games.engines.registry import get_engine
from games.models import Game, GameStatus, Rating, RatingChange, Seat
from games.ratings import NEW_PLAYER, Skill, game_rate, rating_ranks


def played_out(game: Game, players: Sequence[User], *, until_person_to_act: bool = False) -> Game:
    """Play ``game`` to its end: the player of each seat to act (``players[seat]``) makes its
    first legal action; a seat a bot took over (resigned, forfeited) is played by the bot.
    ``until_person_to_act``: stop as soon as a player (not a bot) is to act."""
    engine = get_engine(game.game_type)
    while True:
        game = Game.objects.get(pk=game.pk)
        if game.status != GameStatus.ACTIVE:
            return game
        seat = Seat.objects.get(game=game, index=min(game.to_act))
        if until_person_to_act and not seat.bot_kind:
            return game
        if seat.bot_kind:
            assert bot_move_once(game_id=game.pk, version=game.version)
            continue
        state = engine.state_from_json(game.started_state())
        services.move_submit(
            game_id=game.pk,
            user=players[seat.index],
            action=engine.legal_actions(state, seat.index)[0],
            expected_version=game.version,
        )


def ratings_stored() -> dict[tuple[int, str], tuple[Any, ...]]:
    """Every stored rating, exactly: (user id, game type) -> (mu, sigma, display, games, last)."""
    return {
        (r.user_id, r.game_type): (r.mu, r.sigma, r.display, r.games, r.last_game_at)
        for r in Rating.objects.all()
    }


def changes_stored() -> dict[tuple[int, int], tuple[Any, ...]]:
    """Every stored rating change, exactly, by (game id, user id)."""
    fields = [
        "seat_index",
        "game_type",
        "finished_at",
        "rank",
        "mu_before",
        "sigma_before",
        "mu_after",
        "sigma_after",
        "display_before",
        "display_after",
        "games",
    ]
    return {
        (row["game_id"], row["user_id"]): tuple(row[f] for f in fields)
        for row in RatingChange.objects.values("game_id", "user_id", *fields)
    }


def skills_folded() -> dict[tuple[int, str], Skill]:
    """The ratings worked out from the game records alone, one game at a time in finishing
    order (``finished_at``, then id) per game type: what finishing them one by one gives."""
    skills: dict[tuple[int, str], Skill] = {}
    games = Game.objects.filter(rated=True, status=GameStatus.FINISHED).order_by(
        "finished_at", "pk"
    )
    for game in games:
        seats = list(Seat.objects.filter(game=game).order_by("index"))
        people = all(s.user_id and (not s.bot_kind or s.resigned_at) for s in seats)
        if not people or len(seats) < 2 or game.result is None:
            continue
        keys = [(s.user_id, game.game_type) for s in seats]
        after = game_rate(
            skills=[skills.get(key, NEW_PLAYER) for key in keys],
            ranks=rating_ranks(
                ranks=[game.result["ranks"][s.index] for s in seats],
                resigned=[s.resigned_at is not None for s in seats],
            ),
        )
        skills.update(zip(keys, after, strict=True))
    return skills
