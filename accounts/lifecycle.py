"""An account's end and its data: delete my account, export my data.

Deleting keeps the games whole. The user row stays (every seat and move points at it) but
becomes a "deleted player": renamed ``deleted-player-<id>``, no email, no password, inactive;
tokens (apps' access too), the OAuth apps it registered, browsers, preferences and pending
invitations go, and open sockets close (the credentials doorbell). Games in play continue
without them as a resignation would have it (two players: the other wins; more: a bot plays
on); games not started lose their seat (or are called off, if theirs).

The export holds what the user may see and nothing more: their profile, settings and, for each
game, the move log as the API shows it to them (redacted while the game runs).
"""

from __future__ import annotations

from datetime import datetime

from django.db import transaction
from django.utils import timezone
from oauth2_provider.models import Application

from accounts import representations as acc
from accounts.models import ApiToken, Preferences, User, Vacation
from accounts.oauth_services import app_delete
from accounts.preferences import preferences_json
from accounts.selectors import preferences_of
from games import errors, selectors
from games import representations as rep
from games import services as game_services
from games.models import (
    Game,
    GameStatus,
    Invitation,
    PushSubscription,
    Reminder,
    Seat,
    Seek,
    SeekStatus,
    WebhookEndpoint,
)

EXPORT_MOVES_LIMIT = 100_000  # every move of a game (the longest have a few hundred)


def deleted_name(user_id: int) -> str:
    return f"deleted-player-{user_id}"


def account_delete(*, user: User) -> None:
    """Leave or resign every game, then wipe the account down to a "deleted player"."""
    # First stop waiting for tables (docs/seeks.md), so no new game seats the account.
    Seek.objects.filter(user=user, status=SeekStatus.WAITING).update(
        status=SeekStatus.CANCELLED, ended_at=timezone.now()
    )
    seats = Seat.objects.filter(user=user).select_related("game").order_by("game_id")
    for seat in seats:
        game = seat.game
        if game.status == GameStatus.OPEN:
            game_services.seat_leave(game_id=game.pk, user=user)
        elif game.status == GameStatus.ACTIVE and seat.resigned_at is None:
            game_services.game_resign(game_id=game.pk, user=user)
    with transaction.atomic():
        Invitation.objects.filter(invitee=user, status=Invitation.Status.PENDING).delete()
        Reminder.objects.filter(user=user, status=Reminder.Status.PENDING).delete()
        PushSubscription.objects.filter(user=user).delete()
        WebhookEndpoint.objects.filter(user=user).delete()  # and their deliveries
        Preferences.objects.filter(user=user).delete()  # the calendar key with them
        ApiToken.objects.filter(user=user).delete()  # each deletion closes its sockets
        for app_id in Application.objects.filter(user=user).values_list("pk", flat=True):
            app_delete(user=user, app_id=app_id)  # the apps it registered, their tokens too
        user.username = deleted_name(user.pk)
        user.email = user.verified_email = ""
        user.first_name = user.last_name = ""
        user.is_active = user.is_staff = user.is_superuser = False
        user.set_unusable_password()  # every session's auth hash goes stale
        user.save()


def account_export(*, user: User, now: datetime) -> acc.AccountExport:
    seats = list(Seat.objects.filter(user=user).select_related("game").order_by("game_id"))
    return {
        "exported_at": now.isoformat(),
        "profile": {
            "id": user.pk,
            "username": user.username,
            "bot": user.is_bot_account,
            "email": user.email,
            "email_verified": user.email_is_verified,
            "date_joined": user.date_joined.isoformat(),
            "last_login": user.last_login.isoformat() if user.last_login else None,
        },
        "preferences": preferences_json(preferences_of(user)),
        "tokens": [
            {
                "name": t.name,
                "prefix": t.prefix,
                "created_at": t.created_at.isoformat(),
                "last_used_at": t.last_used_at.isoformat() if t.last_used_at else None,
            }
            for t in ApiToken.objects.filter(user=user).order_by("created_at")
        ],
        "vacations": [
            {"starts_at": v.starts_at.isoformat(), "ends_at": v.ends_at.isoformat()}
            for v in Vacation.objects.filter(user=user).order_by("starts_at")
        ],
        "games": [_game_export(seat.game, user) for seat in seats],
    }


def _game_export(game: Game, user: User) -> acc.ExportGame:
    seats = selectors.seats_of(game)
    try:
        moves = selectors.moves_for(game=game, seats=seats, user=user, limit=EXPORT_MOVES_LIMIT)[
            "moves"
        ]
    except errors.DomainError:
        moves = []
    return {
        "id": game.pk,
        "game_type": rep.game_slug(game.game_type),
        "status": rep.game_status(game.status),
        "options": game.options,
        "created_at": game.created_at.isoformat(),
        "finished_at": game.finished_at.isoformat() if game.finished_at else None,
        "my_seat": selectors.seat_index_of(seats, user),
        "players": [s.username or (f"{s.bot_kind} bot" if s.bot_kind else None) for s in seats],
        "result": game.result,
        "moves": moves,
    }


def password_confirmed(user: User, password: str) -> bool:
    return bool(password) and user.check_password(password)
