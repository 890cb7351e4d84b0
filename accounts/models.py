from collections.abc import Collection
from typing import Any, Self

from django.contrib.auth.models import AbstractUser, AnonymousUser
from django.core.exceptions import PermissionDenied
from django.db import models
from django.db.models.functions import Lower

from accounts.scopes import ALL, scopes_text
from accounts.usernames import RULE, validate_new_username

TAKEN = "That username is taken (names are unique ignoring case)."


#: The email column's length (AbstractUser's 254, RFC 5321's longest address): every form and
#: serializer that takes an address refuses a longer one in words, before the database would.
EMAIL_MAX_LENGTH = 254
#: The username column's length: names chosen before the rule (accounts.usernames: 3 to 30)
#: may be this long, so sign-in and invitations take names up to it.
STORED_USERNAME_MAX_LENGTH = 150
#: A token's name (a bot's name), as the token sign-in and the tokens page take it.
TOKEN_NAME_MAX_LENGTH = 64
#: A time zone's name (IANA names are far shorter), as the preferences take it.
TIMEZONE_MAX_LENGTH = 64


class User(AbstractUser):
    """The site's user, custom from the first migration so it can grow without pain."""

    # Up to 150 characters stored (names from before the rule); new ones follow the rule.
    username = models.CharField(
        "username",
        max_length=STORED_USERNAME_MAX_LENGTH,
        unique=True,
        help_text=RULE,
        validators=[validate_new_username],
        error_messages={"unique": TAKEN},
    )
    # Set while on vacation: new turns' clocks start when it ends (read with the seats, so
    # the move pipeline needs no extra query). The Vacation rows keep the allowance account.
    vacation_until = models.DateTimeField(null=True, blank=True)
    # The address the user proved to own (by the mailed link); verified while it equals
    # ``email``, so any change of ``email``, by whatever path, needs a new proof.
    verified_email = models.EmailField(blank=True, default="")
    # A bot account (docs/bots.md): a third-party program playing through the API with a
    # token, shown with a BOT tag everywhere. Set once (accounts.services.account_upgrade_to_bot)
    # and never unset. Not the server's own computer players, which sit in seats (Seat.bot_kind).
    is_bot_account = models.BooleanField(default=False)

    # Not columns. The username as loaded (from_db), so a name from before the rule stays valid.
    _stored_username: str | None
    # The new raw password, set by AbstractBaseUser.set_password until the save (Django's own
    # attribute, which its stubs leave out).
    _password: str | None
    # A new password was saved (save() sets it, accounts/signals.py reads and clears it).
    password_renewed: bool

    class Meta:
        db_table = "accounts_user"
        constraints = [
            models.UniqueConstraint(
                Lower("username"),
                name="accounts_user_username_ci_unique",
                violation_error_message=TAKEN,
            ),
            models.UniqueConstraint(
                Lower("verified_email"),
                condition=~models.Q(verified_email=""),
                name="accounts_user_verified_email_ci_unique",
                violation_error_message="Another account has verified this email address.",
            ),
        ]

    def __str__(self) -> str:
        return self.username

    @classmethod
    def from_db(
        cls, db: str | None, field_names: Collection[str], values: Collection[Any], **kwargs: Any
    ) -> Self:
        user = super().from_db(db, field_names, values, **kwargs)
        user._stored_username = user.__dict__.get("username")
        return user

    def clean_fields(self, exclude: Collection[str] | None = None) -> None:
        # A name chosen before the rule keeps working (admin edits included); a changed or
        # new name must follow it.
        if self.username and getattr(self, "_stored_username", None) == self.username:
            exclude = {*(exclude or ()), "username"}
        super().clean_fields(exclude=exclude)

    def save(self, *args: Any, **kwargs: Any) -> None:
        # Read after the save by accounts/signals.py: a new password ends the old credentials.
        # (``_password`` is set by set_password, but not left set by a hash upgrade at sign-in.)
        self.password_renewed = self._password is not None
        super().save(*args, **kwargs)

    @property
    def email_is_verified(self) -> bool:
        return bool(self.email) and self.verified_email.lower() == self.email.lower()


#: Whoever asks: a signed-in user or Django's anonymous one (``request.user``, a socket's user).
#: Reads that anyone may make take a Viewer; what only a member may do takes a User.
type Viewer = User | AnonymousUser


def signed_in(user: Viewer) -> User:
    """The user of a view that only members reach (login_required, DRF's IsAuthenticated), as
    a User: the decorator or permission has already turned anybody else away."""
    if not user.is_authenticated:
        raise PermissionDenied("Sign in first.")
    return user


def all_scopes_text() -> str:
    return scopes_text(ALL)


class ApiToken(models.Model):
    """A named API token. Only its SHA-256 is stored; the key is shown once, at creation.
    It may do what its scopes say (all of them by default) until ``expires_at``, if set."""

    user = models.ForeignKey(User, on_delete=models.CASCADE, related_name="api_tokens")
    name = models.CharField(max_length=TOKEN_NAME_MAX_LENGTH, default="api")
    key_hash = models.CharField(max_length=64, unique=True)
    prefix = models.CharField(max_length=8)
    created_at = models.DateTimeField(auto_now_add=True)
    last_used_at = models.DateTimeField(null=True, blank=True)
    # Space-separated, as OAuth writes scopes (accounts/scopes.py).
    scope = models.TextField(default=all_scopes_text)
    expires_at = models.DateTimeField(null=True, blank=True)

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
    timezone = models.CharField(max_length=TIMEZONE_MAX_LENGTH, default="UTC")
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
