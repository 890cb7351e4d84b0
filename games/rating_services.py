"""Writes of the ratings (design §10): apply finished rated games, rebuild from the records.

Ratings are derived data. The rating of a game type is the fold of ``games.ratings.game_rate``
over its finished rated games in rating order: ``finished_at``, then the game's id. Nothing
else decides it (not which worker ran first, nor when a task ran), so ``ratings_rebuild``
gets the very same numbers from the game records.

``ratings_update`` is what the Celery task runs after a rated game's commit (and what the
minute sweep sends again for a game left pending: a lost task). Under a lock per game type
(``RatingLock``, a row locked with ``select_for_update``; SQLite's IMMEDIATE transactions
serialise anyway) it applies every pending game of the type in rating order, in one
transaction. A game may commit after a game that finished later was applied already (its
``finished_at`` is taken inside its transaction, which committed last): then the games after
it are undone (each player's rating goes back to its value before their first such game,
stored in ``RatingChange``) and applied again in order, a handful of games in practice. A task
that runs twice, or late, finds nothing pending and changes nothing.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime

from django.db import transaction
from django.db.models import Max, Q, QuerySet
from django.utils import timezone

from games.engines.registry import ENGINES
from games.models import Game, GameStatus, Rating, RatingChange, RatingLock, Seat
from games.notify import game_changed_on_commit
from games.ratings import (
    MAX_RATED_PLAYERS,
    MIN_RATED_PLAYERS,
    NEW_PLAYER,
    Skill,
    display_rating,
    game_rate,
    rating_ranks,
)

#: Games read and applied at a time by a rebuild (its memory stays bounded).
REBUILD_CHUNK = 500


@dataclass(frozen=True)
class RatingsUpdated:
    """What one ``ratings_update`` did: games applied (``redone`` of them applied again after
    a game that finished earlier arrived late)."""

    applied: int = 0
    redone: int = 0


def rated_pending(*, game_type: str) -> QuerySet[Game]:
    """The finished rated games of ``game_type`` whose ratings are not applied yet, in rating
    order (the partial index game_ratings_pending_idx)."""
    return Game.objects.filter(
        game_type=game_type, rated=True, status=GameStatus.FINISHED, ratings_done_at=None
    ).order_by("finished_at", "pk")


def _applied(game_type: str) -> QuerySet[Game]:
    return Game.objects.filter(
        game_type=game_type, rated=True, status=GameStatus.FINISHED, ratings_done_at__isnull=False
    )


def _rating_fields(games: QuerySet[Game]) -> QuerySet[Game]:
    return games.only("game_type", "status", "rated", "result", "finished_at", "version")


def _type_locked(game_type: str) -> None:
    """Lock the game type's row for the rest of the transaction (made on first use)."""
    RatingLock.objects.select_for_update().get(game_type=game_type)


def _lock_row_made(game_type: str) -> None:
    # Outside the caller's transaction: a concurrent first use makes it once (get_or_create
    # retries its read when the insert meets the other one's row).
    RatingLock.objects.get_or_create(game_type=game_type)


def ratings_update(*, game_type: str, now: datetime | None = None) -> RatingsUpdated:
    """Apply every pending finished rated game of ``game_type``, in rating order; idempotent.

    Rings each applied game's doorbell after the commit, so its page shows the changes.
    """
    if game_type not in ENGINES:
        raise ValueError(f"Unknown game type {game_type!r}.")
    now = now or timezone.now()
    _lock_row_made(game_type)
    with transaction.atomic():
        _type_locked(game_type)
        pending = list(_rating_fields(rated_pending(game_type=game_type)))
        if not pending:
            return RatingsUpdated()
        first = pending[0]
        assert first.finished_at is not None  # every finished game has it
        later = Q(finished_at__gt=first.finished_at) | Q(
            finished_at=first.finished_at, pk__gt=first.pk
        )
        redo = list(_rating_fields(_applied(game_type).filter(later)))
        if redo:
            _undo(game_type, [g.pk for g in redo])
        games = sorted([*pending, *redo], key=_rating_order)
        ledger = _Ledger(game_type)
        ledger.apply(games)
        ledger.save(now)
        for game in games:
            game_changed_on_commit(
                game_id=game.pk,
                version=game.version,
                user_ids=ledger.players.get(game.pk, []),
                bots_to_act=False,
            )
    return RatingsUpdated(applied=len(games), redone=len(redo))


def ratings_rebuild(*, game_types: Iterable[str] | None = None) -> dict[str, int]:
    """Recompute every rating of each game type (default: all) from the game records: the
    stored ratings and changes are deleted and every finished rated game is applied again in
    rating order. One transaction per game type, under its lock (its ratings tasks wait).
    Returns the games applied per type."""
    counts: dict[str, int] = {}
    for game_type in game_types or list(ENGINES):
        if game_type not in ENGINES:
            raise ValueError(f"Unknown game type {game_type!r}.")
        now = timezone.now()
        _lock_row_made(game_type)
        with transaction.atomic():
            _type_locked(game_type)
            RatingChange.objects.filter(game_type=game_type).delete()
            Rating.objects.filter(game_type=game_type).delete()
            games = Game.objects.filter(game_type=game_type, rated=True, status=GameStatus.FINISHED)
            Game.objects.filter(pk__in=games.values("pk")).update(ratings_done_at=None)
            ledger = _Ledger(game_type)
            done = 0
            chunk: list[Game] = []
            ordered = _rating_fields(games).order_by("finished_at", "pk")
            for game in ordered.iterator(chunk_size=REBUILD_CHUNK):
                chunk.append(game)
                if len(chunk) == REBUILD_CHUNK:
                    done += _rebuild_chunk(ledger, chunk, now)
                    chunk = []
            done += _rebuild_chunk(ledger, chunk, now)
            ledger.save(now)
        counts[game_type] = done
    return counts


def _rebuild_chunk(ledger: _Ledger, games: list[Game], now: datetime) -> int:
    ledger.apply(games)
    ledger.flush_changes(now)
    return len(games)


def _rating_order(game: Game) -> tuple[datetime, int]:
    assert game.finished_at is not None
    return game.finished_at, game.pk


def _undo(game_type: str, game_ids: list[int]) -> None:
    """Take back the changes of ``game_ids`` (every applied game after a late one): each
    player's rating returns to what it was before the first of them they played."""
    changes = RatingChange.objects.filter(game_id__in=game_ids).order_by("finished_at", "game_id")
    first: dict[int, RatingChange] = {}
    for change in changes:
        first.setdefault(change.user_id, change)
    last_before = dict(
        RatingChange.objects.filter(game_type=game_type, user_id__in=list(first))
        .exclude(game_id__in=game_ids)
        .values("user_id")
        .annotate(last=Max("finished_at"))
        .values_list("user_id", "last")
    )
    ratings = list(Rating.objects.filter(game_type=game_type, user_id__in=list(first)))
    for rating in ratings:
        change = first[rating.user_id]
        rating.mu, rating.sigma = change.mu_before, change.sigma_before
        rating.display = change.display_before
        rating.games = change.games - 1
        rating.last_game_at = last_before.get(rating.user_id)
    Rating.objects.bulk_update(ratings, ["mu", "sigma", "display", "games", "last_game_at"])
    RatingChange.objects.filter(game_id__in=game_ids).delete()


def _eligible(game: Game, seats: Sequence[Seat]) -> bool:
    """A rated game counts if 2-8 accounts sat at it from the start to the end (a seat a bot
    took over after a resignation or a forfeit still belongs to its player). ``rated`` is
    refused at creation for anything else; this keeps a record from before that rule honest."""
    return (
        game.result is not None
        and MIN_RATED_PLAYERS <= len(seats) <= MAX_RATED_PLAYERS
        and all(s.user_id is not None and (not s.bot_kind or s.resigned_at) for s in seats)
    )


@dataclass
class _Ledger:
    """The ratings of one game type as games are applied in order: the players' current
    skills (read once from the stored ratings), the rows to write, the players of each game."""

    game_type: str
    skills: dict[int, Skill] = field(default_factory=dict)
    stored: dict[int, Rating] = field(default_factory=dict)
    games: dict[int, int] = field(default_factory=lambda: defaultdict(int))
    last_at: dict[int, datetime] = field(default_factory=dict)
    changes: list[RatingChange] = field(default_factory=list)
    applied: list[int] = field(default_factory=list)
    players: dict[int, list[int]] = field(default_factory=dict)

    def apply(self, games: Sequence[Game]) -> None:
        """Apply ``games`` (in rating order) to the skills; the rows are written by save."""
        by_game: dict[int, list[Seat]] = defaultdict(list)
        seats = Seat.objects.filter(game__in=[g.pk for g in games]).order_by("game_id", "index")
        for seat in seats.only("game_id", "index", "user_id", "bot_kind", "resigned_at"):
            by_game[seat.game_id].append(seat)
        self._load({s.user_id for seats in by_game.values() for s in seats if s.user_id})
        for game in games:
            self.applied.append(game.pk)
            if _eligible(game, by_game[game.pk]):
                self._rate(game, by_game[game.pk])

    def _load(self, user_ids: set[int]) -> None:
        missing = [u for u in user_ids if u not in self.skills]
        for rating in Rating.objects.filter(game_type=self.game_type, user_id__in=missing):
            self.stored[rating.user_id] = rating
            self.skills[rating.user_id] = Skill(rating.mu, rating.sigma)
            self.games[rating.user_id] = rating.games
            if rating.last_game_at is not None:
                self.last_at[rating.user_id] = rating.last_game_at

    def _rate(self, game: Game, seats: Sequence[Seat]) -> None:
        assert game.result is not None and game.finished_at is not None
        users = [s.user_id for s in seats if s.user_id is not None]
        ranks = rating_ranks(
            ranks=[game.result["ranks"][s.index] for s in seats],
            resigned=[s.resigned_at is not None for s in seats],
        )
        before = [self.skills.get(u, NEW_PLAYER) for u in users]
        after = game_rate(skills=before, ranks=ranks)
        self.players[game.pk] = users
        for seat, user, rank, old, new in zip(seats, users, ranks, before, after, strict=True):
            self.skills[user] = new
            self.games[user] += 1
            self.last_at[user] = game.finished_at
            self.changes.append(
                RatingChange(
                    game_id=game.pk,
                    seat_index=seat.index,
                    user_id=user,
                    game_type=self.game_type,
                    finished_at=game.finished_at,
                    rank=rank,
                    mu_before=old.mu,
                    sigma_before=old.sigma,
                    mu_after=new.mu,
                    sigma_after=new.sigma,
                    display_before=display_rating(old),
                    display_after=display_rating(new),
                    games=self.games[user],
                )
            )

    def flush_changes(self, now: datetime) -> None:
        """Write the changes and mark the games applied so far (a rebuild's chunk)."""
        RatingChange.objects.bulk_create(self.changes, batch_size=REBUILD_CHUNK)
        Game.objects.filter(pk__in=self.applied).update(ratings_done_at=now)
        self.changes, self.applied = [], []

    def save(self, now: datetime) -> None:
        """Write everything applied: the changes, the games' marks, the current ratings."""
        self.flush_changes(now)
        changed, new = [], []
        for user, skill in self.skills.items():
            rating = self.stored.get(user)
            if rating is None:
                rating = Rating(user_id=user, game_type=self.game_type)
                new.append(rating)
            elif (rating.mu, rating.sigma, rating.games) != (
                skill.mu,
                skill.sigma,
                self.games[user],
            ):
                changed.append(rating)
            else:
                continue
            rating.mu, rating.sigma = skill.mu, skill.sigma
            rating.display = display_rating(skill)
            rating.games = self.games[user]
            rating.last_game_at = self.last_at.get(user)
            rating.updated_at = now  # bulk_update does not stamp auto_now fields
        fields = ["mu", "sigma", "display", "games", "last_game_at", "updated_at"]
        Rating.objects.bulk_update(changed, fields, batch_size=REBUILD_CHUNK)
        Rating.objects.bulk_create(new, batch_size=REBUILD_CHUNK)
