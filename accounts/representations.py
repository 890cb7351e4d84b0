"""The public representations of accounts, declared once (see games/representations.py)."""

from __future__ import annotations

from typing import Annotated, TypedDict

from pydantic import WithJsonSchema

from games.json_types import DateTime, Url
from games.representations import GameSlug, GameStatusName, LoggedMove, OptionValues, Result

#: Wall-clock time of day, ``HH:MM``.
ClockTime = Annotated[str, WithJsonSchema({"type": "string", "pattern": "^[0-2][0-9]:[0-5][0-9]$"})]


class Me(TypedDict):
    """Your account."""

    id: int
    username: str
    email: str
    date_joined: DateTime


class TokenIssued(TypedDict):
    """A new API token: send it as `Authorization: Bearer <token>`."""

    token: str
    """The key: shown this once, never again."""
    id: int
    name: str
    replaced: int
    """How many of your tokens with this name the new one replaced (revoked): a sign-in that
    names its token keeps one token of that name."""


class TokenInfo(TypedDict):
    """One of your API tokens (never its key)."""

    id: int
    name: str
    prefix: str
    """The first 8 characters of the key."""
    created_at: DateTime
    last_used_at: DateTime | None


class Tokens(TypedDict):
    tokens: list[TokenInfo]
    next: Url | None


class Preferences(TypedDict):
    """Your reminder preferences (the same as the site's settings page)."""

    email_reminders: bool
    live_reminders: bool
    """Reminders on `/ws/me/` (the site shows them as toasts)."""
    push_reminders: bool
    """Web Push reminders to the browsers you subscribed on the site."""
    confirm_moves: bool
    """On the site's boards a tap selects a move and a second tap sends it."""
    remind_on_turn_start: bool
    remind_hours_before: list[int]
    """Hours before a deadline at which to remind you (the reminder ladder)."""
    timezone: str
    """An IANA time zone name, such as `Europe/Kyiv`."""
    quiet_start: ClockTime | None
    quiet_end: ClockTime | None
    daily_digest: bool
    digest_hour: int
    calendar_feed: bool
    """Whether your secret calendar feed is on."""


class VacationStatus(TypedDict):
    """Vacation pauses all your clocks, up to the allowance per calendar year."""

    on_vacation: bool
    until: DateTime | None
    allowance_days: int
    used_days: float
    remaining_days: float
    """Rounded down: the number shown can be taken."""


class CalendarUrl(TypedDict):
    url: Url
    """Your secret calendar (ICS) feed; a new one replaces the old."""


class ExportProfile(TypedDict):
    id: int
    username: str
    email: str
    email_verified: bool
    date_joined: DateTime
    last_login: DateTime | None


class ExportToken(TypedDict):
    name: str
    prefix: str
    created_at: DateTime
    last_used_at: DateTime | None


class ExportVacation(TypedDict):
    starts_at: DateTime
    ends_at: DateTime


class ExportGame(TypedDict):
    id: int
    game_type: GameSlug
    status: GameStatusName
    options: OptionValues
    created_at: DateTime
    finished_at: DateTime | None
    my_seat: int | None
    players: list[str | None]
    result: Result | None
    moves: list[LoggedMove]
    """The move log as you may see it."""


class AccountExport(TypedDict):
    """Everything the site keeps about you, as one document."""

    exported_at: DateTime
    profile: ExportProfile
    preferences: Preferences
    tokens: list[ExportToken]
    vacations: list[ExportVacation]
    games: list[ExportGame]
