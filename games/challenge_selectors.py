"""Reads of challenges (docs/bots.md): who may see one, the lists, the payloads.

A challenge carries no game state: until it is accepted there is no game, and then only the
game's id (read the game through the games API, which shows each seat what it may see).
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from django.db.models import Exists, OuterRef, Q, QuerySet
from django.utils import timezone

from accounts.models import User, Viewer
from games import errors
from games import representations as rep
from games.keyset import Key, Page, keyset_page
from games.links import challenge_url
from games.models import Challenge, ChallengeAnswer

CHALLENGE_KEYS = (Key("created_at", "datetime", descending=True), Key("pk", "int", descending=True))
#: What ``direction`` may ask a list for.
DIRECTIONS = ("incoming", "outgoing")


def challenge_status_now(challenge: Challenge, now: datetime | None = None) -> str:
    """Its status, a pending one past ``expires_at`` read as expired (the hourly task marks
    it so in the table)."""
    now = now or timezone.now()
    if challenge.status == Challenge.Status.PENDING and challenge.expires_at <= now:
        return Challenge.Status.EXPIRED
    return challenge.status


def _answers(challenges: Sequence[Challenge]) -> dict[int, list[ChallengeAnswer]]:
    by_challenge: dict[int, list[ChallengeAnswer]] = {c.pk: [] for c in challenges}
    if not challenges:
        return by_challenge
    rows = ChallengeAnswer.objects.filter(challenge__in=[c.pk for c in challenges]).select_related(
        "user"
    )
    for answer in rows.order_by("pk"):
        by_challenge[answer.challenge_id].append(answer)
    return by_challenge


def _payload(challenge: Challenge, answers: list[ChallengeAnswer]) -> rep.Challenge:
    challenger = challenge.challenger
    return {
        "id": challenge.pk,
        "url": challenge_url(challenge.pk),
        "status": rep.challenge_status(challenge_status_now(challenge)),
        "challenger": {
            "username": challenger.username,
            "bot": challenger.is_bot_account,
            "accepted": True,
        },
        "to": [
            {
                "username": a.user.username,
                "bot": a.user.is_bot_account,
                "accepted": a.accepted_at is not None,
            }
            for a in answers
        ],
        "open": challenge.is_open,
        "game_type": rep.game_slug(challenge.game_type),
        "seats": challenge.num_seats,
        "options": challenge.options,
        "time_per_move": int(challenge.time_per_move.total_seconds()),
        "timeout_policy": rep.timeout_policy(challenge.timeout_policy),
        "is_public": challenge.is_public,
        "rated": challenge.rated,
        "decline_reason": rep.decline_reason(challenge.decline_reason)
        if challenge.decline_reason
        else None,
        "declined_by": challenge.declined_by.username if challenge.declined_by else None,
        "game": challenge.game_id,
        "created_at": challenge.created_at.isoformat(),
        "expires_at": challenge.expires_at.isoformat(),
    }


def challenges_payload(*, challenges: Sequence[Challenge]) -> list[rep.Challenge]:
    """The challenges as the API shows them (one more query, for their players)."""
    answers = _answers(challenges)
    return [_payload(c, answers[c.pk]) for c in challenges]


def challenge_payload(*, challenge: Challenge) -> rep.Challenge:
    return challenges_payload(challenges=[challenge])[0]


def _rows() -> QuerySet[Challenge]:
    return Challenge.objects.select_related("challenger", "declined_by")


def challenge_get_for_user(*, challenge_id: int, user: Viewer) -> Challenge:
    """The challenge, if ``user`` may see it: an open one anyone may; a named one only its
    challenger and the players it names (404 for anyone else)."""
    challenge = _rows().filter(pk=challenge_id).first()
    if challenge is None or not challenge_visible(challenge=challenge, user=user):
        raise errors.NotFound(f"There is no challenge {challenge_id}.")
    return challenge


def challenge_visible(*, challenge: Challenge, user: Viewer) -> bool:
    if challenge.is_open:
        return True
    if not user.is_authenticated:
        return False
    if challenge.challenger_id == user.pk:
        return True
    return ChallengeAnswer.objects.filter(challenge=challenge, user_id=user.pk).exists()


def challenges_of(
    *, user: User, status: str | None = None, direction: str | None = None
) -> QuerySet[Challenge]:
    """The user's challenges, made (outgoing) and received or accepted (incoming), newest
    first; ``status`` filters on the stored status (an expired one may read ``pending`` here
    for up to an hour: the payload says ``expired``)."""
    named = Exists(ChallengeAnswer.objects.filter(challenge=OuterRef("pk"), user=user))
    mine = Q(challenger=user)
    where = (
        mine
        if direction == "outgoing"
        else Q(named)
        if direction == "incoming"
        else mine | Q(named)
    )
    rows = _rows().filter(where)
    if status is not None:
        rows = rows.filter(status=status)
    return rows.order_by("-created_at", "-pk")


def challenges_page(
    *,
    user: User,
    status: str | None = None,
    direction: str | None = None,
    after: Sequence[Any] | None = None,
    limit: int,
) -> Page[rep.Challenge]:
    rows = challenges_of(user=user, status=status, direction=direction)
    page = keyset_page(rows, CHALLENGE_KEYS, after=after, limit=limit)
    return page.with_items(challenges_payload(challenges=page.items))


def challenges_waiting(*, user: User, limit: int = 20) -> list[rep.Challenge]:
    """The pending, unexpired challenges the user made or may answer: the lobby's list."""
    rows = challenges_of(user=user, status=Challenge.Status.PENDING).filter(
        expires_at__gt=timezone.now()
    )
    return challenges_payload(challenges=list(rows[:limit]))
