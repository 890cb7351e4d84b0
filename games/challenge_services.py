"""Writes of challenges (docs/bots.md): create, accept, decline, cancel, expire.

A challenge proposes a game with its options and time per move to named players, or to anyone
signed in (an open challenge). Accepting the last needed seat makes the game with every seat
taken, so it starts at once: the challenge row is locked (``select_for_update``) for the whole
accept, so two accepts racing for the last seat never make two games. Each change tells the
players concerned a ``challenge`` event (``/ws/me/`` after the commit, webhooks through the
outbox in the same transaction); the game's start tells ``game_started`` as any game does.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import datetime, timedelta
from typing import get_args

from django.db import transaction
from django.db.models.functions import Lower
from django.utils import timezone

from accounts.models import User
from games import errors
from games import representations as rep
from games.models import (
    CHALLENGE_LIFETIME,
    DEFAULT_TIME_PER_MOVE,
    Challenge,
    ChallengeAnswer,
    TimeoutPolicy,
)
from games.notify import challenge_event_on_commit
from games.ratings import MIN_RATED_PLAYERS
from games.services import game_create, game_settings_check
from games.webhook_outbox import webhook_challenge_events_record

DECLINE_REASONS: tuple[str, ...] = get_args(rep.DeclineReasonName)
CHALLENGE = "challenge"


def _tell(*, user_ids: Iterable[int | None], challenge_id: int) -> None:
    """A ``challenge`` event to each user: /ws/me/ after the commit, webhooks in this
    transaction's outbox."""
    users = list(dict.fromkeys(u for u in user_ids if u))
    challenge_event_on_commit(user_ids=users, challenge_id=challenge_id)
    webhook_challenge_events_record(user_ids=users, challenge_id=challenge_id)


def _named(usernames: Sequence[str], challenger: User) -> list[User]:
    names = list(dict.fromkeys(usernames))
    lowered = {name.lower() for name in names}
    users: list[User] = list(
        User.objects.alias(lowered=Lower("username")).filter(lowered__in=lowered, is_active=True)
    )
    found = {u.username.lower() for u in users}
    missing = sorted(name for name in names if name.lower() not in found)
    if missing:
        message = f"No user named {', '.join(missing)}."
        raise errors.InvalidRequest(message, details={"to": [message]})
    if any(u.pk == challenger.pk for u in users):
        message = "You cannot challenge yourself."
        raise errors.InvalidRequest(message, details={"to": [message]})
    return users


def challenge_create(
    *,
    challenger: User,
    to: Sequence[str],
    game_type: str,
    seats: int | None = None,
    options: rep.OptionValues | None = None,
    time_per_move: timedelta = DEFAULT_TIME_PER_MOVE,
    timeout_policy: str = TimeoutPolicy.BOT,
    is_public: bool = True,
    rated: bool | None = None,
    now: datetime | None = None,
) -> Challenge:
    """Challenge the players named in ``to`` (a game of them all: ``seats`` is their number
    plus one), or, with nobody named, anyone signed in to a game of ``seats`` (default 2)."""
    if seats is None:
        seats = len(to) + 1 if to else 2
    if to and seats != len(to) + 1:
        message = "A challenge to named players has one seat each, and one for you."
        raise errors.InvalidRequest(message, details={"seats": [message]})
    if seats < 2:
        message = "A challenge needs at least two seats."
        raise errors.InvalidRequest(message, details={"seats": [message]})
    checked = game_settings_check(
        game_type=game_type, seats=seats, options=options, time_per_move=time_per_move
    )
    if rated and seats < MIN_RATED_PLAYERS:
        message = "Only a game of two or more people, with no bot, can be rated."
        raise errors.InvalidRequest(message, details={"rated": [message]})
    players = _named(to, challenger)
    now = now or timezone.now()
    with transaction.atomic():
        challenge = Challenge.objects.create(
            challenger=challenger,
            game_type=game_type,
            num_seats=seats,
            options=checked,
            time_per_move=time_per_move,
            timeout_policy=timeout_policy,
            is_public=is_public,
            rated=rated,
            is_open=not players,
            expires_at=now + CHALLENGE_LIFETIME,
        )
        ChallengeAnswer.objects.bulk_create(
            ChallengeAnswer(challenge=challenge, user=u) for u in players
        )
        _tell(user_ids=[u.pk for u in players], challenge_id=challenge.pk)
    return challenge


def _locked(challenge_id: int, user: User) -> tuple[Challenge, list[ChallengeAnswer]]:
    """The challenge, locked, with its answers; 404 if ``user`` may not see it."""
    challenge = (
        Challenge.objects.select_for_update(of=("self",))
        .select_related("challenger")
        .filter(pk=challenge_id)
        .first()
    )
    if challenge is None:
        raise errors.NotFound(f"There is no challenge {challenge_id}.")
    answers = list(challenge.answers.select_related("user").order_by("pk"))
    named = any(a.user_id == user.pk for a in answers)
    if not (challenge.is_open or named or challenge.challenger_id == user.pk):
        raise errors.NotFound(f"There is no challenge {challenge_id}.")
    return challenge, answers


def _everyone(challenge: Challenge, answers: Sequence[ChallengeAnswer]) -> list[int]:
    return [challenge.challenger_id, *(a.user_id for a in answers)]


def challenge_accept(*, challenge_id: int, user: User, now: datetime | None = None) -> Challenge:
    """Accept a seat; the last needed seat makes the game (every seat taken: it starts)."""
    now = now or timezone.now()
    with transaction.atomic():
        challenge, answers = _locked(challenge_id, user)
        _check_open_for_change(challenge, now)
        _accept(challenge, answers, user, now)
    return challenge


def _accept(
    challenge: Challenge, answers: list[ChallengeAnswer], user: User, now: datetime
) -> None:
    if challenge.challenger_id == user.pk:
        raise errors.Conflict("This is your own challenge.", code="own_challenge")
    mine = next((a for a in answers if a.user_id == user.pk), None)
    if mine is not None and mine.accepted_at is not None:
        raise errors.Conflict("You have already accepted.", code="already_accepted")
    if mine is None:  # an open challenge: a seat of its own
        mine = ChallengeAnswer.objects.create(challenge=challenge, user=user, accepted_at=now)
        answers.append(mine)
    else:
        mine.accepted_at = now
        mine.save(update_fields=["accepted_at"])
    accepted = [a for a in answers if a.accepted_at is not None]
    if len(accepted) == challenge.num_seats - 1:
        game = game_create(
            creator=challenge.challenger,
            game_type=challenge.game_type,
            seats=challenge.num_seats,
            options=challenge.options,
            time_per_move=challenge.time_per_move,
            is_public=challenge.is_public,
            timeout_policy=challenge.timeout_policy,
            rated=challenge.rated,
            players=[a.user for a in accepted],
        )
        challenge.game = game
        challenge.status = Challenge.Status.ACCEPTED
        challenge.answered_at = now
        challenge.save(update_fields=["game", "status", "answered_at"])
    others = [u for u in _everyone(challenge, answers) if u != user.pk]
    _tell(user_ids=others, challenge_id=challenge.pk)


def challenge_decline(
    *, challenge_id: int, user: User, reason: str = "generic", now: datetime | None = None
) -> Challenge:
    """A named player declines (with a reason from ``DECLINE_REASONS``): the challenge is off."""
    if reason not in DECLINE_REASONS:
        message = f"The reason is one of: {', '.join(DECLINE_REASONS)}."
        raise errors.InvalidRequest(message, details={"reason": [message]})
    now = now or timezone.now()
    with transaction.atomic():
        challenge, answers = _locked(challenge_id, user)
        if not any(a.user_id == user.pk for a in answers) or challenge.is_open:
            raise errors.Forbidden(
                "Only a player the challenge names can decline it (an open challenge is "
                "simply not accepted; its challenger cancels it)."
            )
        _check_open_for_change(challenge, now)
        challenge.status = Challenge.Status.DECLINED
        challenge.decline_reason = reason
        challenge.declined_by = user
        challenge.answered_at = now
        challenge.save(update_fields=["status", "decline_reason", "declined_by", "answered_at"])
        others = [u for u in _everyone(challenge, answers) if u != user.pk]
        _tell(user_ids=others, challenge_id=challenge.pk)
    return challenge


def challenge_cancel(*, challenge_id: int, user: User, now: datetime | None = None) -> Challenge:
    """The challenger calls it off while it is pending."""
    now = now or timezone.now()
    with transaction.atomic():
        challenge, answers = _locked(challenge_id, user)
        if challenge.challenger_id != user.pk:
            raise errors.Forbidden("Only the challenger can cancel a challenge.")
        _check_open_for_change(challenge, now)
        challenge.status = Challenge.Status.CANCELLED
        challenge.answered_at = now
        challenge.save(update_fields=["status", "answered_at"])
        _tell(user_ids=[a.user_id for a in answers], challenge_id=challenge.pk)
    return challenge


def _check_open_for_change(challenge: Challenge, now: datetime) -> None:
    """Pending and not past its time (an expired one is refused, marked by the hourly task)."""
    if challenge.status != Challenge.Status.PENDING or challenge.expires_at <= now:
        status = challenge.status
        if status == Challenge.Status.PENDING:
            status = Challenge.Status.EXPIRED
        raise errors.Conflict(
            f"This challenge is {status}: it can no longer be changed.",
            code="challenge_not_pending",
        )


def challenges_expire(*, now: datetime) -> int:
    """Hourly: mark the pending challenges past ``expires_at`` expired and tell their
    players. Returns how many."""
    with transaction.atomic():
        due = list(
            Challenge.objects.select_for_update(skip_locked=True)
            .filter(status=Challenge.Status.PENDING, expires_at__lte=now)
            .order_by("pk")[:500]
        )
        if not due:
            return 0
        Challenge.objects.filter(pk__in=[c.pk for c in due]).update(
            status=Challenge.Status.EXPIRED, answered_at=now
        )
        answers = ChallengeAnswer.objects.filter(challenge__in=due).values_list(
            "challenge_id", "user_id"
        )
        players: dict[int, list[int]] = {c.pk: [c.challenger_id] for c in due}
        for challenge_id, user_id in answers:
            players[challenge_id].append(user_id)
        for challenge_id, user_ids in players.items():
            _tell(user_ids=user_ids, challenge_id=challenge_id)
    return len(due)
