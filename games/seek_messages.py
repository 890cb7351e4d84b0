"""The quick-pairing queue, declared once: a seek and the queues as the API and the site show
them (docs/seeks.md). A seek carries its options and what became of it (the game it started),
never anything of a game's state."""

from __future__ import annotations

from typing import Annotated, Literal, TypedDict

from games.json_types import DateTime, component
from games.representations import Game, GameSlug, OptionValues

SeekStatusName = Literal["waiting", "matched", "cancelled", "expired"]


class Seek(TypedDict):
    """One of your seeks: you wait for a table of its game type and options. A table starts as
    soon as `seats` players wait with the same options (first come, first served); the seek is
    then `matched` and names the game."""

    id: int
    game_type: GameSlug
    seats: int
    """The players the game is for, you included."""
    rated: bool
    """The game counts for the players' ratings (false: casual)."""
    time_per_move: int
    """Seconds each seat has for a move."""
    options: Annotated[OptionValues, component("GameOptions")]
    """The game's options, every one of them (those you left out at their defaults)."""
    status: SeekStatusName
    """`waiting`, `matched` (its game started: `game`), `cancelled` (by you, or replaced by
    your account's end), `expired` (nobody came within a week)."""
    waiting: int
    """While `waiting`: the players waiting in this seek's queue now, you included (0 once
    it ended)."""
    created_at: DateTime
    expires_at: DateTime
    """When it stops waiting if no table starts first (a week after it was made)."""
    ended_at: DateTime | None
    """When it was matched, cancelled or expired."""
    game: int | None
    """The game it started (`GET /api/v1/games/{id}/`), once `matched`."""


class SeekQueue(TypedDict):
    """Players waiting with the same game type and options: a table starts when `seats` do."""

    game_type: GameSlug
    seats: int
    rated: bool
    time_per_move: int
    options: Annotated[OptionValues, component("GameOptions")]
    waiting: int
    """How many players wait in this queue now (fewer than `seats`)."""


class Seeks(TypedDict):
    """Your seeks of the last week (newest first, at most 20) and every queue with players
    waiting, busiest first."""

    seeks: list[Seek]
    queues: list[SeekQueue]


class SeekMatched(TypedDict):
    """Your seek completed a table at once: the game has started."""

    seek: Seek
    game: Game
    """The game as `GET /api/v1/games/{id}/` shows it to you."""
