"""Account writes: sign-up, email address changes and verification, API tokens."""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Iterable
from datetime import datetime

from django.conf import settings
from django.contrib.auth import password_validation
from django.core import signing
from django.core.exceptions import ValidationError
from django.core.mail import send_mail
from django.db import IntegrityError, transaction
from django.db.models import Q, Value
from django.db.models.functions import Lower
from django.template.loader import render_to_string
from django.urls import reverse
from django.utils import timezone

from accounts.models import ApiToken, User
from accounts.scopes import ALL, scopes_parse, scopes_text
from accounts.token_cache import token_cache_touch
from accounts.usernames import username_problem
from games import errors
from games.models import ChallengeAnswer, Seat

TOKEN_BYTES = 30
_VERIFY_SALT = "accounts.verify-email"


def token_hash(key: str) -> str:
    return hashlib.sha256(key.encode()).hexdigest()


def username_taken(name: str, *, other_than: User | None = None) -> bool:
    """Is ``name`` someone's username, ignoring case (as the database's unique index does)?"""
    same = User.objects.alias(lowered=Lower("username")).filter(lowered=Lower(Value(name)))
    if other_than is not None:
        same = same.exclude(pk=other_than.pk)
    return bool(same.exists())


def email_taken(email: str, *, other_than: User | None = None) -> bool:
    """Does another account use (or has it verified) ``email``, ignoring case?"""
    same = User.objects.filter(Q(email__iexact=email) | Q(verified_email__iexact=email))
    if other_than is not None:
        same = same.exclude(pk=other_than.pk)
    return bool(email) and same.exists()


def _email_taken_error() -> errors.Conflict:
    return errors.Conflict(
        "That email address belongs to another account.",
        code="email_taken",
        details={"email": ["That email address belongs to another account."]},
    )


def user_create(*, username: str, password: str, email: str) -> User:
    """A new account under the username rule; mails the link that verifies ``email``."""
    problem = username_problem(username)
    if problem:
        raise errors.InvalidRequest(problem, details={"username": [problem]})
    if username_taken(username):
        raise errors.Conflict("That username is taken.", code="username_taken")
    if email_taken(email):
        raise _email_taken_error()
    user = User(username=username, email=email)
    try:
        password_validation.validate_password(password, user)
    except ValidationError as error:
        raise errors.InvalidRequest(
            "The password is too weak.", details={"password": list(error.messages)}
        ) from None
    user.set_password(password)
    try:
        with transaction.atomic():
            user.save()
    except IntegrityError:  # the same name, in some case, signed up a moment ago
        raise errors.Conflict("That username is taken.", code="username_taken") from None
    if email:
        verification_mail_send(user=user)
    return user


# ----- email address --------------------------------------------------------------------------


def verification_mail_send(*, user: User) -> None:
    """Mail ``user`` a signed link proving they own their current address."""
    token = signing.dumps([user.pk, user.email.lower()], salt=_VERIFY_SALT)
    link = settings.SITE_URL.rstrip("/") + reverse("verify-email", args=[token])
    context = {
        "user": user,
        "link": link,
        "site_name": settings.SITE_NAME,
        "days": settings.EMAIL_VERIFICATION_MAX_AGE // 86400,
    }
    send_mail(
        subject=f"Verify your address for {settings.SITE_NAME}",
        message=render_to_string("registration/verify_email.txt", context),
        from_email=None,
        recipient_list=[user.email],
    )


def email_verify(*, token: str) -> User:
    """Mark the address in ``token`` verified, if it is still the account's address."""
    try:
        pk, email = signing.loads(
            token, salt=_VERIFY_SALT, max_age=settings.EMAIL_VERIFICATION_MAX_AGE
        )
    except signing.SignatureExpired:
        raise errors.InvalidRequest(
            "This link has expired. Sign in and ask for a new one on the settings page."
        ) from None
    except (signing.BadSignature, ValueError, TypeError):
        raise errors.InvalidRequest("This link is not valid (was it copied whole?).") from None
    with transaction.atomic():
        user = User.objects.select_for_update().filter(pk=pk, is_active=True).first()
        if user is None or user.email.lower() != email:
            raise errors.InvalidRequest("This link is for an address the account no longer uses.")
        # Existing accounts may share an address: the first to verify it keeps it.
        if User.objects.filter(verified_email__iexact=email).exclude(pk=user.pk).exists():
            raise _email_taken_error()
        user.verified_email = user.email
        try:
            with transaction.atomic():
                user.save(update_fields=["verified_email"])
        except IntegrityError:
            raise _email_taken_error() from None
    return user


def email_change(*, user: User, email: str, password: str) -> None:
    """A new address (unverified until its link is followed); needs the current password."""
    if not user.check_password(password):
        raise errors.InvalidRequest(
            "That is not your current password.",
            details={"password": ["That is not your current password."]},
        )
    if email.lower() == user.email.lower():
        raise errors.InvalidRequest(
            "That is already your address.", details={"email": ["That is already your address."]}
        )
    if email_taken(email, other_than=user):
        raise _email_taken_error()
    user.email = email
    user.verified_email = ""
    user.save(update_fields=["email", "verified_email"])
    verification_mail_send(user=user)


def token_create(
    *,
    user: User,
    name: str = "api",
    scopes: Iterable[str] | None = None,
    expires_at: datetime | None = None,
) -> tuple[ApiToken, str]:
    """A new token with ``scopes`` (all of them by default) until ``expires_at`` (never by
    default); returns the row and the key, which is never stored or shown again."""
    chosen = ALL if scopes is None else frozenset(scopes)
    unknown = sorted(chosen - ALL)
    if unknown or not chosen:
        message = (
            f"Unknown scopes: {', '.join(unknown)}." if unknown else "Choose at least one scope."
        )
        raise errors.InvalidRequest(message, details={"scopes": [message]})
    if expires_at is not None and expires_at <= timezone.now():
        message = "The expiry must be in the future."
        raise errors.InvalidRequest(message, details={"expires_at": [message]})
    key = secrets.token_urlsafe(TOKEN_BYTES)
    token = ApiToken.objects.create(
        user=user,
        name=name,
        key_hash=token_hash(key),
        prefix=key[:8],
        scope=scopes_text(chosen),
        expires_at=expires_at,
    )
    return token, key


def token_replace(*, user: User, name: str) -> tuple[ApiToken, str, int]:
    """A new token named ``name`` in place of the user's tokens of that name (a bot that signs
    in at every start keeps one token, not a pile); returns the row, the key and how many were
    replaced. The replaced keys stop working at once (their sockets are closed too)."""
    with transaction.atomic():
        replaced = 0
        for old in ApiToken.objects.select_for_update().filter(user=user, name=name):
            old.delete()  # one by one: each deletion rings the credentials doorbell
            replaced += 1
        token, key = token_create(user=user, name=name)
    return token, key, replaced


#: A token's last use is written at most this often: a hot path (move POSTs) writes no row.
TOKEN_TOUCH_SECONDS = 60


def token_touch(*, token: ApiToken, now: datetime) -> None:
    """Note that ``token`` was used ``now``, unless it was within the last minute; the cached
    copy (accounts/token_cache.py) follows, so its next use does not write again."""
    if (
        token.last_used_at is not None
        and (now - token.last_used_at).total_seconds() <= TOKEN_TOUCH_SECONDS
    ):
        return
    ApiToken.objects.filter(pk=token.pk).update(last_used_at=now)
    token.last_used_at = now
    token_cache_touch(key_hash=token.key_hash, last_used_at=now)


def token_revoke(*, user: User, token_id: int) -> None:
    deleted, _ = ApiToken.objects.filter(user=user, pk=token_id).delete()
    if not deleted:
        raise errors.NotFound("You have no such token.")


def token_rotate(*, user: User, token: ApiToken) -> tuple[ApiToken, str]:
    with transaction.atomic():
        ApiToken.objects.filter(pk=token.pk, user=user).delete()
        return token_create(
            user=user,
            name=token.name,
            scopes=scopes_parse(token.scope),
            expires_at=token.expires_at,
        )


#: What ``account_upgrade_to_bot`` asks for, typed out, so that no stray request makes an
#: account a bot (it is irreversible).
BOT_CONFIRMATION = "I understand this is irreversible"


def account_upgrade_to_bot(*, user: User, confirm: str) -> User:
    """Make ``user`` a bot account (docs/bots.md): irreversible, and only before the account
    has played or joined any game or accepted a challenge (as lichess does), so a person's
    record never turns into a bot's. A bot account plays only through the API."""
    if confirm != BOT_CONFIRMATION:
        message = f'Send "confirm": "{BOT_CONFIRMATION}" to make this account a bot account.'
        raise errors.InvalidRequest(message, details={"confirm": [message]})
    with transaction.atomic():
        locked = User.objects.select_for_update().get(pk=user.pk)
        if locked.is_bot_account:
            raise errors.Conflict("This account is already a bot account.", code="already_bot")
        played = Seat.objects.filter(user=locked).exists()
        accepted = ChallengeAnswer.objects.filter(user=locked, accepted_at__isnull=False)
        if played or accepted.exists():
            raise errors.Conflict(
                "Only an account that has never played or joined a game can become a bot "
                "account: make a new account for your bot.",
                code="has_played",
            )
        locked.is_bot_account = True
        locked.save(update_fields=["is_bot_account"])
    user.is_bot_account = True
    return user
