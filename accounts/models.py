from django.contrib.auth.models import AbstractUser
from django.db import models


class User(AbstractUser):
    """The site's user, custom from the first migration so it can grow without pain."""

    # Set while on vacation: new turns' clocks start when it ends (read with the seats, so
    # the move pipeline needs no extra query). The Vacation rows keep the allowance account.
    vacation_until = models.DateTimeField(null=True, blank=True)

    class Meta:
        db_table = "accounts_user"

    def __str__(self) -> str:
        return self.username


class ApiToken(models.Model):
    """A named API token. Only its SHA-256 is stored; the key is shown once, at creation."""

    user = models.ForeignKey(User, on_delete=models.CASCADE, related_name="api_tokens")
    name = models.CharField(max_length=64, default="api")
    key_hash = models.CharField(max_length=64, unique=True)
    prefix = models.CharField(max_length=8)
    created_at = models.DateTimeField(auto_now_add=True)
    last_used_at = models.DateTimeField(null=True, blank=True)

    def __str__(self) -> str:
        return f"{self.name} ({self.prefix}...) of {self.user_id}"


def default_ladder() -> list[int]:
    return [24]


class Preferences(models.Model):
    """How and when a user wants to be reminded; missing row = the defaults below."""

    user = models.OneToOneField(User, on_delete=models.CASCADE, related_name="preferences")
    email_reminders = models.BooleanField(default=True)
    live_reminders = models.BooleanField(default=True)
    # The reminder ladder: an opt-in "your turn" at the start of a turn, then one reminder
    # this many hours before the deadline (each entry of the list).
    remind_on_turn_start = models.BooleanField(default=False)
    remind_hours_before = models.JSONField(default=default_ladder)
    timezone = models.CharField(max_length=64, default="UTC")
    quiet_start = models.TimeField(null=True, blank=True)
    quiet_end = models.TimeField(null=True, blank=True)
    daily_digest = models.BooleanField(default=False)
    digest_hour = models.PositiveSmallIntegerField(default=8)
    # Push reminders to the browsers the user subscribed (Web Push); no subscription, no push.
    push_reminders = models.BooleanField(default=True)
    # On the site's boards a tap selects a move and a second tap (or Confirm) sends it, so a
    # stray tap never commits anything; off: one tap sends.
    confirm_moves = models.BooleanField(default=True)
    # SHA-256 of the secret in the calendar feed URL; empty = no feed.
    calendar_key_hash = models.CharField(max_length=64, blank=True, default="", db_index=True)

    def __str__(self) -> str:
        return f"preferences of {self.user_id}"


class Vacation(models.Model):
    """A pause of all the user's clocks; ``ends_at`` moves earlier when it is ended early."""

    user = models.ForeignKey(User, on_delete=models.CASCADE, related_name="vacations")
    starts_at = models.DateTimeField()
    ends_at = models.DateTimeField()

    class Meta:
        indexes = [models.Index(fields=["user", "starts_at"])]

    def __str__(self) -> str:
        return f"vacation of {self.user_id} from {self.starts_at:%Y-%m-%d}"
