"""Persistent games: a JSON state snapshot plus an append-only move log (design §4).

``Game.version`` counts accepted moves; ``Move.seq`` runs 1..version with no gap. The snapshot
is a cache of ``engine.replay(seed, moves)``; ``manage.py audit_games`` checks that it is.
"""

from __future__ import annotations

from datetime import timedelta

from django.conf import settings
from django.db import models
from django.db.models import Q

from games.representations import AnyAction, JsonObject, OptionValues, Result

#: Time per move: a new game's default, and the shortest and longest a game may have. The
#: service refuses anything else; the API takes seconds in this range, the site offers days.
DEFAULT_TIME_PER_MOVE = timedelta(days=3)
MIN_TIME_PER_MOVE = timedelta(hours=1)
MAX_TIME_PER_MOVE = timedelta(days=30)
#: The times per move the site's create form offers, in days (the API's documentation names
#: them; the API takes any time in the range).
SITE_DAYS_PER_MOVE = (1, 2, 3, 5, 7, 14)


def length_words(length: timedelta) -> str:
    """``1 hour``, ``30 days``: a whole number of days or else of hours, for messages."""
    days, seconds = divmod(int(length.total_seconds()), 86400)
    count, unit = (days, "day") if not seconds else (seconds // 3600 + days * 24, "hour")
    return f"{count} {unit}{'' if count == 1 else 's'}"


#: The range in words, as the service's refusal and the API's documentation state it.
TIME_PER_MOVE_RANGE = (length_words(MIN_TIME_PER_MOVE), length_words(MAX_TIME_PER_MOVE))
#: The game type column's length (slugs are far shorter), as the API takes a game type.
GAME_TYPE_MAX_LENGTH = 32


# The values of GameStatus and TimeoutPolicy are those of games.representations' GameStatusName
# and TimeoutPolicyName, the one list of each (tests/test_enumerations.py pins them).
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
    game_type = models.CharField(max_length=GAME_TYPE_MAX_LENGTH, db_index=True)
    engine_version = models.PositiveIntegerField()
    options: models.JSONField[OptionValues, OptionValues] = models.JSONField(default=dict)
    num_seats = models.PositiveSmallIntegerField()
    status = models.CharField(max_length=16, choices=GameStatus.choices, default=GameStatus.OPEN)
    is_public = models.BooleanField(default=True)
    time_per_move = models.DurationField(default=DEFAULT_TIME_PER_MOVE)
    timeout_policy = models.CharField(
        max_length=16, choices=TimeoutPolicy.choices, default=TimeoutPolicy.BOT
    )
    seed = models.CharField(max_length=64)
    seed_hash = models.CharField(max_length=64)
    state: models.JSONField[JsonObject | None, JsonObject | None] = models.JSONField(
        null=True, blank=True
    )
    version = models.PositiveIntegerField(default=0)
    to_act: models.JSONField[list[int], list[int]] = models.JSONField(default=list)
    result: models.JSONField[Result | None, Result | None] = models.JSONField(null=True, blank=True)
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
    # Rated (counts for the players' ratings of its game type) or casual, chosen at creation;
    # only games of two or more accounts and no bot can be rated (design §10).
    rated = models.BooleanField(default=False)
    # When the ratings task applied this finished rated game (None: not yet; the sweep sends
    # the task again for a game left pending). Ratings are derived data: games.rating_services.
    ratings_done_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        indexes = [
            models.Index(fields=["status", "game_type", "-created_at"]),
            # The few finished rated games whose ratings are not applied yet, in rating order.
            models.Index(
                fields=["game_type", "finished_at", "id"],
                condition=Q(rated=True, status="finished", ratings_done_at=None),
                name="game_ratings_pending_idx",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.game_type} #{self.pk} ({self.status})"

    def started_state(self) -> JsonObject:
        """The engine state's JSON; only a game that has started has one."""
        if self.state is None:
            raise ValueError(f"Game {self.pk} has not started: it has no state yet.")
        return self.state


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
    # When the reminder sweep should next look at this turn (games.reminders); set to the
    # turn start for human seats, so the ladder is worked out once per turn by the sweep.
    remind_at = models.DateTimeField(null=True, blank=True)
    # The game version at which this seat's current decision began (None: not to act). In a
    # simultaneous step a move made at any version since then is not stale (Engine.decision).
    decision_since = models.PositiveIntegerField(null=True, blank=True)

    #: Not a column: (the player then seated, whether they had a working webhook endpoint),
    #: when the read that loaded the seat said (games/rows.py; None: not known), so a move
    #: asks no more. It says nothing of a player seated since (``webhooks_unwanted``).
    webhooks_hint: tuple[int | None, bool] | None = None

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
            models.Index(fields=["remind_at"], condition=Q(is_to_act=True), name="seat_remind_idx"),
            # The few bot seats to act (each moves within seconds): the sweep's stalled bots.
            models.Index(
                fields=["game"],
                condition=Q(is_to_act=True) & ~Q(bot_kind=""),
                name="seat_bot_to_act_idx",
            ),
        ]

    def __str__(self) -> str:
        return f"seat {self.index} of game {self.game_id}"

    @property
    def webhooks_unwanted(self) -> bool:
        """The read that loaded the seat said its player has no working webhook endpoint."""
        return self.webhooks_hint == (self.user_id, False)

    @property
    def webhooks_known(self) -> bool:
        """Whether the seat's player has a working webhook endpoint is known (see above)."""
        return self.webhooks_hint is not None and self.webhooks_hint[0] == self.user_id

    @property
    def is_bot(self) -> bool:
        return bool(self.bot_kind)

    @property
    def is_open(self) -> bool:
        return self.user_id is None and not self.bot_kind

    @property
    def is_bot_account(self) -> bool:
        """Seated by a bot account (a program playing through the API; not ``is_bot``)."""
        return self.user is not None and self.user.is_bot_account

    @property
    def username(self) -> str | None:
        """Who sits here; None for a bot or a seat nobody has taken (no query for those)."""
        return self.user.username if self.user is not None else None


class Move(models.Model):
    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="moves")
    seq = models.PositiveIntegerField()
    seat = models.PositiveSmallIntegerField()
    action: models.JSONField[AnyAction, AnyAction] = models.JSONField()
    events: models.JSONField[list[JsonObject], list[JsonObject]] = models.JSONField(default=list)
    by_bot = models.BooleanField(default=False)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["seq"]
        constraints = [
            models.UniqueConstraint(fields=["game", "seq"], name="move_unique_seq"),
        ]

    def __str__(self) -> str:
        return f"move {self.seq} of game {self.game_id}"


class InvitationQuerySet(models.QuerySet["Invitation"]):
    def standing(self) -> InvitationQuerySet:
        """Invitations that still open a private game: a declined one no longer does."""
        return self.exclude(status=Invitation.Status.DECLINED)


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

    objects = InvitationQuerySet.as_manager()

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["game", "invitee"], name="invitation_unique"),
        ]

    def __str__(self) -> str:
        return f"invitation of {self.invitee_id} to game {self.game_id}"


#: The longest Idempotency-Key a move takes (every channel's: the API's header, the site's form).
IDEMPOTENCY_KEY_MAX_LENGTH = 128


class IdempotencyRecord(models.Model):
    """The stored answer to a move POST, replayed when the same key comes again."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE)
    key = models.CharField(max_length=IDEMPOTENCY_KEY_MAX_LENGTH)
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


class TimeoutAction(models.Model):
    """Outbox row of one timeout: decided (with the game locked), then carried out once.

    Unique per (seat, game version, policy): a sweep that runs twice decides nothing new, and
    the carry-out checks ``done_at`` under the game lock, so nothing is applied twice.
    """

    class Outcome(models.TextChoices):
        PENDING = "pending"
        BOT_MOVED = "bot_moved"
        PASSED = "passed"
        FORFEITED = "forfeited"
        SUPERSEDED = "superseded"  # the player (or anyone) moved first

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="timeouts")
    seat = models.ForeignKey(Seat, on_delete=models.CASCADE, related_name="timeouts")
    version = models.PositiveIntegerField()
    deadline_at = models.DateTimeField()
    policy = models.CharField(max_length=16, choices=TimeoutPolicy.choices)
    outcome = models.CharField(max_length=16, choices=Outcome.choices, default=Outcome.PENDING)
    decided_at = models.DateTimeField()
    done_at = models.DateTimeField(null=True, blank=True)
    # When this row was last handed to a Celery task (games.sweep): the sweep hands it over
    # again only once this lease has run out, so a task queued behind others is not doubled.
    enqueued_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        constraints = [
            # A forfeit in a game of three or more makes the seat a bot's: the bot's move at
            # the same version is a second, distinct timeout action.
            models.UniqueConstraint(
                fields=["seat", "version", "policy"], name="timeout_unique_version"
            ),
        ]
        indexes = [
            models.Index(
                fields=["decided_at"], condition=Q(done_at=None), name="timeout_pending_idx"
            ),
        ]

    def __str__(self) -> str:
        return f"timeout of seat {self.seat_id} at version {self.version} ({self.outcome})"


class Reminder(models.Model):
    """Outbox row of one reminder: decided by the sweep, delivered at ``send_at``, marked sent.

    ``step`` names the rung of the ladder ("turn", "24h", ...); one row per channel ("email",
    "live" or "push"), unique per seat, deadline, step and channel, so a doubled sweep decides
    nothing twice. The email's Message-ID derives from the row (or, for a daily digest, from
    the user and the digest's time), so a retried send after a crash has the same Message-ID;
    a push carries the row's id as its Topic, so a retry replaces the first at the push service.
    """

    class Channel(models.TextChoices):
        EMAIL = "email"
        LIVE = "live"
        PUSH = "push"  # Web Push to every browser the user subscribed (PushSubscription)

    class Status(models.TextChoices):
        PENDING = "pending"
        SENT = "sent"
        MERGED = "merged"  # an earlier rung that came due together with a later one
        OBSOLETE = "obsolete"  # the turn was played or its deadline moved before sending

    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="reminders"
    )
    seat = models.ForeignKey(Seat, on_delete=models.CASCADE, related_name="reminders")
    deadline_at = models.DateTimeField()
    step = models.CharField(max_length=16)
    channel = models.CharField(max_length=8, choices=Channel.choices)
    digest = models.BooleanField(default=False)
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.PENDING)
    decided_at = models.DateTimeField()
    send_at = models.DateTimeField()
    sent_at = models.DateTimeField(null=True, blank=True)
    # When this row was last handed to a delivery task (games.sweep); see TimeoutAction.
    enqueued_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["seat", "deadline_at", "step", "channel"], name="reminder_unique_step"
            ),
        ]
        indexes = [
            models.Index(
                fields=["send_at"], condition=Q(status="pending"), name="reminder_pending_idx"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.step} {self.channel} reminder of seat {self.seat_id} ({self.status})"


#: The endpoint column's length: games.push refuses a longer endpoint in words first.
PUSH_ENDPOINT_MAX_LENGTH = 1024


class PushSubscription(models.Model):
    """One browser's Web Push subscription: where its push service takes messages, and the
    keys they are encrypted with (games.push). An endpoint belongs to one user at a time; the
    push service answering 404 or 410 for it means the browser dropped it, and so do we."""

    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="push_subscriptions"
    )
    endpoint = models.CharField(max_length=PUSH_ENDPOINT_MAX_LENGTH, unique=True)
    p256dh = models.CharField(max_length=128)  # the browser's P-256 public key, base64url
    auth = models.CharField(max_length=64)  # the 16-byte auth secret, base64url
    created_at = models.DateTimeField(auto_now_add=True)
    last_sent_at = models.DateTimeField(null=True, blank=True)

    def __str__(self) -> str:
        return f"push subscription {self.pk} of user {self.user_id}"


class Rating(models.Model):
    """A player's current rating in one game type (Weng-Lin / OpenSkill, games.ratings).

    Derived data: the fold of every rated game of the type in rating order (``finished_at``,
    then id), kept by games.rating_services and rebuilt from the games by ``manage.py
    ratings_rebuild`` with the same numbers. ``display`` is ``games.ratings.display_rating``
    of (mu, sigma), stored so the leaderboard sorts in the database.
    """

    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="ratings"
    )
    game_type = models.CharField(max_length=GAME_TYPE_MAX_LENGTH)
    mu = models.FloatField()
    sigma = models.FloatField()
    display = models.IntegerField()
    games = models.PositiveIntegerField(default=0)  # rated games played in this type
    last_game_at = models.DateTimeField(null=True, blank=True)  # the last one's finished_at
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["user", "game_type"], name="rating_unique_user_type"),
        ]
        indexes = [
            models.Index(fields=["game_type", "-display"], name="rating_leaderboard_idx"),
        ]

    def __str__(self) -> str:
        return f"{self.game_type} rating of user {self.user_id}: {self.display}"


class RatingChange(models.Model):
    """What one rated game did to one player's rating: before and after (mu, sigma and the
    displayed value). The finished game shows it; a player's rating history is these rows in
    rating order. ``rank`` is the rank the rating used (a resigned or forfeited seat last)."""

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="rating_changes")
    # The seat's index, not a key: seats are deleted before a start (game_start), and a key
    # would cost that delete a query for rows no unstarted seat can have.
    seat_index = models.PositiveSmallIntegerField()
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="rating_changes"
    )
    game_type = models.CharField(max_length=GAME_TYPE_MAX_LENGTH)
    finished_at = models.DateTimeField()  # the game's: with game_id, the rating order
    rank = models.PositiveSmallIntegerField()
    mu_before = models.FloatField()
    sigma_before = models.FloatField()
    mu_after = models.FloatField()
    sigma_after = models.FloatField()
    display_before = models.IntegerField()
    display_after = models.IntegerField()
    games = models.PositiveIntegerField()  # the player's rated games of the type, this one included

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["game", "user"], name="rating_change_unique_user"),
        ]
        indexes = [
            models.Index(
                fields=["user", "game_type", "finished_at", "game"], name="rating_history_idx"
            ),
        ]

    def __str__(self) -> str:
        return f"rating change of user {self.user_id} in game {self.game_id}"


class RatingLock(models.Model):
    """One row per game type, locked (``select_for_update``) while that type's ratings are
    updated or rebuilt: two workers never interleave their updates of one type. SQLite takes
    its write lock at the start of every transaction (IMMEDIATE), which serialises them too."""

    game_type = models.CharField(max_length=GAME_TYPE_MAX_LENGTH, primary_key=True)

    def __str__(self) -> str:
        return f"rating lock of {self.game_type}"


#: The longest webhook URL an endpoint takes (games.webhook_addresses refuses a longer one).
WEBHOOK_URL_MAX_LENGTH = 2000
WEBHOOK_DESCRIPTION_MAX_LENGTH = 100
WEBHOOK_SECRET_MAX_LENGTH = 64
#: The deliveries an endpoint's log keeps (games.retention prunes the older ones hourly).
WEBHOOK_LOG_LENGTH = 100


class WebhookEndpoint(models.Model):
    """Where a user's events are POSTed, signed with ``secret`` (games.webhook_signing).

    ``kinds`` lists the event kinds it wants. After a rotation the previous secret signs too
    until ``previous_secret_expires_at``. ``failing_since`` is set when a delivery gave up
    after its retries: no new events are recorded for it until a delivery succeeds again.
    """

    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="webhook_endpoints"
    )
    url = models.CharField(max_length=WEBHOOK_URL_MAX_LENGTH)
    kinds: models.JSONField[list[str], list[str]] = models.JSONField(default=list)
    description = models.CharField(max_length=WEBHOOK_DESCRIPTION_MAX_LENGTH, blank=True)
    secret = models.CharField(max_length=WEBHOOK_SECRET_MAX_LENGTH)
    previous_secret = models.CharField(max_length=WEBHOOK_SECRET_MAX_LENGTH, blank=True)
    previous_secret_expires_at = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    failing_since = models.DateTimeField(null=True, blank=True)

    def __str__(self) -> str:
        return f"webhook endpoint {self.pk} of user {self.user_id}"


class WebhookDelivery(models.Model):
    """Outbox row of one event for one endpoint (design §7.1): recorded in the transaction
    that caused the event, POSTed by a task after the commit, retried with a growing delay
    until ``retry_until``, then failed. ``event_id`` is the delivery id the receiver sees, the
    same on every attempt and redelivery. The last attempt's outcome is kept for the log."""

    class Status(models.TextChoices):
        PENDING = "pending"
        DELIVERED = "delivered"
        FAILED = "failed"  # refused until retry_until: the endpoint is failing

    endpoint = models.ForeignKey(
        WebhookEndpoint, on_delete=models.CASCADE, related_name="deliveries"
    )
    event_id = models.UUIDField(unique=True)
    kind = models.CharField(max_length=32)
    # The JSON text sent, exactly: every attempt signs and sends the same bytes.
    body = models.TextField()
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.PENDING)
    created_at = models.DateTimeField()
    # Due at next_attempt_at; retried until retry_until (24 h after it was recorded or
    # redelivered), then failed.
    next_attempt_at = models.DateTimeField()
    retry_until = models.DateTimeField()
    # When this row was last handed to a task (games.sweep); see TimeoutAction.
    enqueued_at = models.DateTimeField(null=True, blank=True)
    attempts = models.PositiveIntegerField(default=0)
    last_attempt_at = models.DateTimeField(null=True, blank=True)
    response_code = models.PositiveSmallIntegerField(null=True, blank=True)
    duration_ms = models.PositiveIntegerField(null=True, blank=True)
    error = models.CharField(max_length=200, blank=True)
    done_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        indexes = [
            models.Index(
                fields=["next_attempt_at"],
                condition=Q(status="pending"),
                name="webhook_pending_idx",
            ),
            # The log: an endpoint's newest deliveries first.
            models.Index(fields=["endpoint", "-created_at"], name="webhook_log_idx"),
        ]

    def __str__(self) -> str:
        return f"{self.kind} delivery {self.event_id} to endpoint {self.endpoint_id}"


#: How long a seek waits for a table before it expires (games.seek_services): a week, the
#: pace of correspondence play, where players look in once or twice a day.
SEEK_LIFETIME = timedelta(days=7)


class SeekStatus(models.TextChoices):
    WAITING = "waiting", "Waiting for players"
    MATCHED = "matched", "Its game started"
    CANCELLED = "cancelled", "Cancelled"
    EXPIRED = "expired", "Expired"


class Seek(models.Model):
    """One player waiting in the quick-pairing queue of a game type (games.seek_services).

    Seeks that wait with the same game type, player count (``seats``), ``rated``,
    ``time_per_move`` and ``options`` are one queue; when it holds ``seats`` of them, the
    oldest start a game together and become ``matched`` (``game``). A player waits in at most
    one queue per game type. A seek past ``expires_at`` no longer waits, even before the
    hourly task marks it ``expired``.
    """

    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="seeks"
    )
    game_type = models.CharField(max_length=GAME_TYPE_MAX_LENGTH)
    seats = models.PositiveSmallIntegerField()
    rated = models.BooleanField()
    time_per_move = models.DurationField()
    options: models.JSONField[OptionValues, OptionValues] = models.JSONField(default=dict)
    status = models.CharField(max_length=16, choices=SeekStatus.choices, default=SeekStatus.WAITING)
    game = models.ForeignKey(
        Game, null=True, blank=True, on_delete=models.SET_NULL, related_name="seeks"
    )
    created_at = models.DateTimeField()
    expires_at = models.DateTimeField()
    ended_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["user", "game_type"],
                condition=Q(status="waiting"),
                name="seek_one_waiting_per_type",
            ),
        ]
        indexes = [
            # The queues: the seeks waiting for each game type, first come first.
            models.Index(
                fields=["game_type", "created_at", "id"],
                condition=Q(status="waiting"),
                name="seek_queue_idx",
            ),
            models.Index(
                fields=["expires_at"], condition=Q(status="waiting"), name="seek_expiry_idx"
            ),
            # A player's own seeks, newest first.
            models.Index(fields=["user", "-created_at"], name="seek_user_idx"),
        ]

    def __str__(self) -> str:
        return f"{self.game_type} seek {self.pk} of user {self.user_id} ({self.status})"


#: How long a challenge waits for its answers before it expires (games.challenge_services).
CHALLENGE_LIFETIME = timedelta(days=7)


class Challenge(models.Model):
    """A proposed game (docs/bots.md): named players accept or decline; an open challenge (no
    one named) is a link anyone signed in may accept. The game is made, every seat taken, when
    the last needed seat is accepted."""

    class Status(models.TextChoices):
        PENDING = "pending"
        ACCEPTED = "accepted"
        DECLINED = "declined"
        CANCELLED = "cancelled"
        EXPIRED = "expired"

    challenger = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="challenges_made"
    )
    game_type = models.CharField(max_length=GAME_TYPE_MAX_LENGTH)
    num_seats = models.PositiveSmallIntegerField()
    options: models.JSONField[OptionValues, OptionValues] = models.JSONField(default=dict)
    time_per_move = models.DurationField(default=DEFAULT_TIME_PER_MOVE)
    timeout_policy = models.CharField(
        max_length=16, choices=TimeoutPolicy.choices, default=TimeoutPolicy.BOT
    )
    is_public = models.BooleanField(default=True)
    # None: the game's default (rated when it can be).
    rated = models.BooleanField(null=True, blank=True)
    # Open to anyone signed in (nobody named).
    is_open = models.BooleanField(default=False)
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.PENDING)
    decline_reason = models.CharField(max_length=32, blank=True, default="")
    declined_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="+",
    )
    game = models.OneToOneField(
        Game, null=True, blank=True, on_delete=models.SET_NULL, related_name="challenge"
    )
    created_at = models.DateTimeField(auto_now_add=True)
    expires_at = models.DateTimeField()
    answered_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        indexes = [
            models.Index(
                fields=["expires_at"], condition=Q(status="pending"), name="challenge_pending_idx"
            ),
        ]

    def __str__(self) -> str:
        return f"challenge {self.pk} by {self.challenger_id} ({self.status})"


class ChallengeAnswer(models.Model):
    """A player a challenge names (accepted or not yet), or one who accepted an open one."""

    challenge = models.ForeignKey(Challenge, on_delete=models.CASCADE, related_name="answers")
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="challenge_answers"
    )
    accepted_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["pk"]
        constraints = [
            models.UniqueConstraint(fields=["challenge", "user"], name="challenge_answer_unique"),
        ]

    def __str__(self) -> str:
        return f"answer of {self.user_id} to challenge {self.challenge_id}"
