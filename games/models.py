"""Persistent games: a JSON state snapshot plus an append-only move log (design §4).

``Game.version`` counts accepted moves; ``Move.seq`` runs 1..version with no gap. The snapshot
is a cache of ``engine.replay(seed, moves)``; ``manage.py audit_games`` checks that it is.
"""

from __future__ import annotations

from datetime import timedelta

from django.conf import settings
from django.db import models
from django.db.models import Q


class GameStatus(models.TextChoices):
    OPEN = "open", "Open for players"
    ACTIVE = "active", "In play"
    FINISHED = "finished", "Finished"
    CANCELLED = "cancelled", "Cancelled"


class TimeoutPolicy(models.TextChoices):
    BOT = "bot", "A bot plays for the absent seat"
    SKIP = "skip", "Skip or pass where the game allows it"
    FORFEIT = "forfeit", "The absent player forfeits"


class Game(models.Model):
    game_type = models.CharField(max_length=32, db_index=True)
    engine_version = models.PositiveIntegerField()
    options = models.JSONField(default=dict)
    num_seats = models.PositiveSmallIntegerField()
    status = models.CharField(max_length=16, choices=GameStatus.choices, default=GameStatus.OPEN)
    is_public = models.BooleanField(default=True)
    time_per_move = models.DurationField(default=timedelta(days=3))
    timeout_policy = models.CharField(
        max_length=16, choices=TimeoutPolicy.choices, default=TimeoutPolicy.BOT
    )
    seed = models.CharField(max_length=64)
    seed_hash = models.CharField(max_length=64)
    state = models.JSONField(null=True, blank=True)
    version = models.PositiveIntegerField(default=0)
    to_act = models.JSONField(default=list)
    result = models.JSONField(null=True, blank=True)
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="created_games"
    )
    rematch_of = models.ForeignKey(
        "self", null=True, blank=True, on_delete=models.SET_NULL, related_name="rematches"
    )
    created_at = models.DateTimeField(auto_now_add=True)
    started_at = models.DateTimeField(null=True, blank=True)
    finished_at = models.DateTimeField(null=True, blank=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        indexes = [models.Index(fields=["status", "game_type", "-created_at"])]

    def __str__(self) -> str:
        return f"{self.game_type} #{self.pk} ({self.status})"


class Seat(models.Model):
    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="seats")
    index = models.PositiveSmallIntegerField()
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.PROTECT,
        related_name="seats",
    )
    bot_kind = models.CharField(max_length=16, blank=True, default="")
    joined_at = models.DateTimeField(null=True, blank=True)
    is_to_act = models.BooleanField(default=False)
    deadline_at = models.DateTimeField(null=True, blank=True)
    resigned_at = models.DateTimeField(null=True, blank=True)
    final_score = models.IntegerField(null=True, blank=True)
    final_rank = models.PositiveSmallIntegerField(null=True, blank=True)
    is_winner = models.BooleanField(default=False)

    class Meta:
        ordering = ["index"]
        constraints = [
            models.UniqueConstraint(fields=["game", "index"], name="seat_unique_index"),
            models.UniqueConstraint(
                fields=["game", "user"], condition=Q(user__isnull=False), name="seat_unique_user"
            ),
        ]
        indexes = [
            models.Index(
                fields=["user", "deadline_at"],
                condition=Q(is_to_act=True),
                name="seat_turns_idx",
            ),
            models.Index(
                fields=["deadline_at"], condition=Q(is_to_act=True), name="seat_deadline_idx"
            ),
        ]

    def __str__(self) -> str:
        return f"seat {self.index} of game {self.game_id}"

    @property
    def is_bot(self) -> bool:
        return bool(self.bot_kind)

    @property
    def is_open(self) -> bool:
        return self.user_id is None and not self.bot_kind


class Move(models.Model):
    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="moves")
    seq = models.PositiveIntegerField()
    seat = models.PositiveSmallIntegerField()
    action = models.JSONField()
    events = models.JSONField(default=list)
    by_bot = models.BooleanField(default=False)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["seq"]
        constraints = [
            models.UniqueConstraint(fields=["game", "seq"], name="move_unique_seq"),
        ]

    def __str__(self) -> str:
        return f"move {self.seq} of game {self.game_id}"


class Invitation(models.Model):
    class Status(models.TextChoices):
        PENDING = "pending"
        ACCEPTED = "accepted"
        DECLINED = "declined"

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="invitations")
    invitee = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="invitations"
    )
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.PENDING)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["game", "invitee"], name="invitation_unique"),
        ]

    def __str__(self) -> str:
        return f"invitation of {self.invitee_id} to game {self.game_id}"


class IdempotencyRecord(models.Model):
    """The stored answer to a move POST, replayed when the same key comes again."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE)
    key = models.CharField(max_length=128)
    request_hash = models.CharField(max_length=64)
    status_code = models.PositiveSmallIntegerField()
    response = models.JSONField()
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["user", "key"], name="idempotency_unique_key"),
        ]

    def __str__(self) -> str:
        return f"idempotency key {self.key!r} of user {self.user_id}"
