"""The public representations of accounts, declared once (see games/representations.py)."""

from __future__ import annotations

from typing import Annotated, Literal, TypedDict

from pydantic import WithJsonSchema

from games.engines.bots import BotKind
from games.json_types import DateTime, Url
from games.representations import (
    GameSlug,
    GameStats,
    GameStatusName,
    LeaderboardEntry,
    LoggedMove,
    OptionValues,
    PlayerRating,
    RatingPoint,
    RecentGame,
    Result,
    SeatRating,
)

#: Wall-clock time of day, ``HH:MM``.
ClockTime = Annotated[str, WithJsonSchema({"type": "string", "pattern": "^[0-2][0-9]:[0-5][0-9]$"})]


class Me(TypedDict):
    """Your account."""

    id: int
    username: str
    bot: bool
    """A bot account (irreversible, `POST /api/v1/me/upgrade-to-bot/`): a program of its
    owner's playing through the API (not the site's own computer players)."""
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
    scopes: list[str]
    """What the token may do (docs/oauth.md); all scopes unless chosen otherwise."""
    expires_at: DateTime | None
    """When it stops working; null: never."""


class TokenInfo(TypedDict):
    """One of your API tokens (never its key)."""

    id: int
    name: str
    prefix: str
    """The first 8 characters of the key."""
    created_at: DateTime
    last_used_at: DateTime | None
    scopes: list[str]
    """What the token may do (docs/oauth.md: `games:read`, `games:play`, `account:read`,
    `account:write`, `webhooks`)."""
    expires_at: DateTime | None
    """When it stops working; null: never."""


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
    bot: bool
    """A bot account (docs/bots.md)."""
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


#: How a finished game went for one player: first (alone or sharing first place: `won`),
#: behind someone (`lost`), level with every other seat (`drawn`), out of the game before its
#: end (`resigned`: resigned, forfeited on time, or the seat handed to a bot), or alone at the
#: table (`solo`: Fast Train's solo mode, scored against the rules' ranks, not against people).
HistoryResult = Literal["won", "lost", "drawn", "resigned", "solo"]


class HistoryPlayer(TypedDict):
    """One seat of a finished game."""

    seat: int
    username: str | None
    """Null for a bot's seat."""
    bot: bool
    """A bot account: a program of its owner's playing through the API (not the site's own
    computer players, which sit in seats as `bot_kind`)."""
    bot_kind: BotKind | None
    score: int | None
    rank: int | None
    """1 is best; tied seats share a rank; a seat that resigned ranks below those that did not."""
    resigned: bool


class HistoryGame(TypedDict):
    """One finished game of the player's, seen from their seat."""

    game: int
    game_type: GameSlug
    is_public: bool
    finished_at: DateTime
    seat: int
    result: HistoryResult
    rank: int | None
    score: int | None
    ended_by_resignation: bool
    """The game ended when the others resigned or forfeited: its scores are all 0."""
    solo_rank: str | None
    """A solo game's rank from the rules (Gandy Dancer ... Tycoon); null otherwise."""
    rating: SeatRating | None
    """What the game did to the player's rating: null for a casual game, and for a rated one
    until its ratings are applied (moments after it finished)."""
    players: list[HistoryPlayer]
    replay: Url
    """The game's replay on the site."""
    record: Url
    """The whole game as one document (`GET /api/v1/games/{id}/record/`)."""


class History(TypedDict):
    """A page of a player's finished games, the latest first."""

    username: str
    games: list[HistoryGame]
    next: Url | None


class HistoryExport(TypedDict):
    """Every finished game of yours, the latest first (the CSV export has the same rows)."""

    format: Literal["hachi-station-history/1"]
    username: str
    exported_at: DateTime
    games: list[HistoryGame]


class SeatStats(TypedDict):
    """A player's games of one type played from one seat (seat 0 plays first in most games)."""

    seat: int
    played: int
    won: int
    win_rate: float
    """`won / played`, from 0 to 1."""


class GameTypeStats(TypedDict):
    """A player's finished games of one type against others (solo games are not in here)."""

    game_type: GameSlug
    played: int
    won: int
    """First place, alone or shared."""
    win_rate: float
    """`won / played`, from 0 to 1."""
    by_seat: list[SeatStats]
    average_score: float | None
    """Over the games the player played to the end: a resignation's zeros are no score."""
    best_score: int | None
    average_rank: float
    longest_win_streak: int
    """The most games won in a row, in the order they finished."""


class HeadToHeadType(TypedDict):
    """The games two players finished at the same table, of one game type."""

    game_type: GameSlug
    played: int
    won: int
    """Games the player finished ahead of the opponent (a better rank)."""
    lost: int
    """Games the opponent finished ahead."""
    drawn: int
    """Games both finished with the same rank."""


class HeadToHead(TypedDict):
    """A player against one opponent: every finished game both sat at (the ones you may see),
    in total and per game type."""

    username: str
    opponent: str
    played: int
    won: int
    lost: int
    drawn: int
    game_types: list[HeadToHeadType]


class SoloRank(TypedDict):
    """One of the solo ranks of Fast Train's rules, and how often the player reached it."""

    rank: str
    lowest_score: int | None
    """The lowest score of the rank (null: no floor, the first rank)."""
    highest_score: int | None
    """The highest score of the rank (null: no ceiling, the last rank)."""
    times: int
    """Solo games the player ended with this rank."""
    best_score: int | None
    first_reached_at: DateTime | None


class SoloBests(TypedDict):
    """A player's solo Fast Train games (never rated: scored against the rules' ranks)."""

    game_type: Literal["fast-train"]
    played: int
    """Solo games played to the end."""
    best_score: int | None
    best_rank: str | None
    best_game: int | None
    """The game of the best score (the first of equal ones)."""
    best_at: DateTime | None
    average_score: float | None
    ranks: list[SoloRank]
    """Every rank of the rules, lowest first, reached or not."""


class GameTypeRating(PlayerRating):
    """A player's rating in one game type and its history."""

    history: list[RatingPoint]
    """Every rated game of the type, oldest first (the rating order): the ones you may see
    (a private game's point shows only to its players and invitees; the current rating
    counts them all)."""


class UserRatings(TypedDict):
    """A player's ratings, one per game type they played a rated game of, and their solo
    bests (solo games are never rated)."""

    username: str
    ratings: list[GameTypeRating]
    solo: SoloBests


class Profile(TypedDict):
    """A player's public profile: what you may see of it (a private game counts only for its
    players and the people invited to it)."""

    username: str
    bot: bool
    """A bot account: a program of its owner's playing through the API (not the site's own
    computer players, which sit in seats as `bot_kind`)."""
    date_joined: DateTime
    stats: list[GameStats]
    """Per game type against others: the first numbers of ``statistics``."""
    statistics: list[GameTypeStats]
    ratings: list[PlayerRating]
    solo: SoloBests
    recent_games: list[RecentGame]


class Leaderboard(TypedDict):
    """The best players of a game type by rating, among active accounts."""

    game_type: GameSlug
    active_days: int
    """Only players with a rated game of the type finished in this many days are listed."""
    players: list[LeaderboardEntry]
    """At most 50, the best first."""
