"""The public representations of games, declared once.

The selectors build them, the API returns them, the sockets push them and the site reads them;
the OpenAPI document is generated from these declarations (api/openapi_types.py), so what a
client is told is what the code builds (mypy checks the builders against them). Field names
are the API's contract (docs/architecture.md, section 5).
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, TypedDict, cast, get_args

# Declared beside the engine base, which builds them (Engine.describe); re-exported here.
from games.engines.base import GameSlug as GameSlug
from games.engines.base import GameType as GameType
from games.engines.base import OptionDescription as OptionDescription
from games.engines.bots import BotKind
from games.engines.fast_train.shapes import FastTrainAction, FastTrainView
from games.engines.hachi.shapes import HachiAction, HachiView
from games.engines.hachi_hachi.shapes import HachiHachiAction, HachiHachiView
from games.engines.hachi_train.shapes import HachiTrainAction, HachiTrainView
from games.engines.take_the_train.shapes import TakeTheTrainAction, TakeTheTrainView
from games.json_types import DateTime, Url, component

# The values of each enumeration, the one list of each (the slugs: games.engines.base, the bot
# kinds: games.engines.bots): the API's choices come from these (get_args); tests pin the
# models' TextChoices and the registry.
GameStatusName = Literal["open", "active", "finished", "cancelled"]
ChallengeStatusName = Literal["pending", "accepted", "declined", "cancelled", "expired"]
#: Why a challenge was declined: a fixed list, so a bot can act on it (docs/bots.md).
DeclineReasonName = Literal[
    "generic", "later", "too_fast", "too_slow", "rated", "casual", "game_type", "no_bot", "only_bot"
]
TimeoutPolicyName = Literal["bot", "skip", "forfeit"]
#: Any game's view and action (each game declares its own in its engine package).
AnyView = HachiView | HachiHachiView | HachiTrainView | TakeTheTrainView | FastTrainView
AnyAction = HachiAction | HachiHachiAction | HachiTrainAction | TakeTheTrainAction | FastTrainAction
#: A game's options: names and values as ``GET /api/v1/game-types/`` describes them.
JsonObject = dict[str, Any]
OptionValues = dict[str, str | int | bool | JsonObject]


def _check(value: str, allowed: Any) -> str:
    """A stored string, checked against its Literal type (the model's choices are these
    very values, so this fails only on a programming error)."""
    if value not in get_args(allowed):
        raise ValueError(f"{value!r} is not one of {get_args(allowed)}")
    return value


def game_slug(value: str) -> GameSlug:
    return cast(GameSlug, _check(value, GameSlug))


def game_status(value: str) -> GameStatusName:
    return cast(GameStatusName, _check(value, GameStatusName))


def challenge_status(value: str) -> ChallengeStatusName:
    return cast(ChallengeStatusName, _check(value, ChallengeStatusName))


def decline_reason(value: str) -> DeclineReasonName:
    return cast(DeclineReasonName, _check(value, DeclineReasonName))


def timeout_policy(value: str) -> TimeoutPolicyName:
    return cast(TimeoutPolicyName, _check(value, TimeoutPolicyName))


def bot_kind(value: str) -> BotKind:
    return cast(BotKind, _check(value, BotKind))


class Seat(TypedDict):
    """A seat at the table."""

    index: int
    """The seat number, from 0; seat order is playing order."""
    username: str | None
    """Who sits there; null for a bot or a seat nobody has taken yet."""
    bot: bool
    """The player is a bot account (a program of its owner's, playing through the API); false
    for a person, an empty seat and the site's own computer players (`is_bot`)."""
    is_bot: bool
    bot_kind: BotKind | None
    resigned: bool
    """The player resigned; a bot plays the seat on (or the game ended)."""
    rating_change: SeatRating | None
    """What this rated game did to the player's rating in its game type; null in a casual
    game, and in a rated one until its ratings are applied (moments after it finished)."""


class SeatRating(TypedDict):
    """One player's rating before and after a rated game (the displayed values)."""

    before: int
    after: int
    change: int
    """`after - before`."""
    provisional: bool
    """The rating after the game is still provisional: its uncertainty is large."""


class Deadline(TypedDict):
    """When a seat to act must have moved (its timeout policy applies after that)."""

    seat: int
    deadline_at: DateTime


class Result(TypedDict):
    """The final result: one score and one rank per seat, by seat."""

    scores: list[int]
    ranks: list[int]
    """Rank 1 is best; tied seats share a rank."""
    winners: list[int]
    """The seats ranked 1; empty for a draw between every seat."""
    detail: JsonObject
    """How the game ended, in the game's own terms (rounds, yaku, ended_by: resignation...)."""


class Game(TypedDict):
    """A game as the caller may see it: the same for REST, the sockets and the site."""

    id: int
    game_type: GameSlug
    engine_version: int
    """The version of the game's rules engine it was created with (replay with it)."""
    status: GameStatusName
    version: int
    """+1 per accepted move: send it back as a move's `expected_version`."""
    options: Annotated[OptionValues, component("GameOptions")]
    is_public: bool
    time_per_move: int
    """Seconds each seat has for a move."""
    timeout_policy: TimeoutPolicyName
    rated: bool
    """The game counts for its players' ratings (a casual game does not); chosen at creation,
    only for games of two or more people and no bot."""
    seats: list[Seat]
    my_seat: int | None
    """Your seat, or null when you have none (a spectator)."""
    invited: bool
    """You have a pending invitation to this open game: accept it with POST .../accept/ (or
    join/), decline it with POST .../decline/."""
    to_act: list[int]
    """The seats that must decide now (several during a simultaneous step)."""
    deadlines: list[Deadline]
    view: Annotated[AnyView | None, component("GameView", nullable=True)]
    """What your seat may see (a spectator's view without a seat); null before the start and
    in lists unless `?expand=view`."""
    result: Result | None
    seed_hash: str
    """sha256 of the seed, published at creation."""
    seed: str | None
    """The seed, published once the game is finished: replaying the log from it gives the
    game."""
    created_by: str
    created_at: DateTime
    started_at: DateTime | None
    finished_at: DateTime | None
    rematch_of: int | None


class LegalMoves(TypedDict):
    """Your legal actions now: post one of them, unchanged, with this version."""

    version: int
    actions: list[Annotated[AnyAction, component("GameAction")]]


class LoggedMove(TypedDict):
    """One move of the log, as the caller may see it (complete after the end)."""

    seq: int
    seat: int
    action: Annotated[AnyAction, component("GameAction")]
    events: list[JsonObject]
    """What the move caused, each with a `type` (dealt, captured, scored...), as you may see
    it."""
    by_bot: bool
    created_at: DateTime


class MoveLog(TypedDict):
    """A page of the move log."""

    version: int
    moves: list[LoggedMove]
    has_more: bool
    next: Url | None


class RecordPlayer(TypedDict):
    seat: int
    username: str | None
    bot: bool
    """A bot account: a program of its owner's playing through the API (not the site's own
    computer players, which are `is_bot` seats)."""
    bot_kind: BotKind | None


class GameRecord(TypedDict):
    """The whole game as one document (`hachi-station-record/1`)."""

    format: Literal["hachi-station-record/1"]
    game_id: int
    game_type: GameSlug
    engine_version: int
    options: Annotated[OptionValues, component("GameOptions")]
    players: list[RecordPlayer]
    status: GameStatusName
    result: Result | None
    seed_hash: str
    seed: str | None
    """After the end: replaying `moves` from it gives the game."""
    complete: bool
    """True once the game is over: every action and event, nothing redacted."""
    created_at: DateTime
    started_at: DateTime | None
    finished_at: DateTime | None
    moves: list[LoggedMove]


class Turn(TypedDict):
    """A game waiting for you."""

    game: int
    game_type: GameSlug
    seat: int
    version: int
    deadline_at: DateTime | None


class Turns(TypedDict):
    turns: list[Turn]
    next: Url | None


class Invitation(TypedDict):
    """An open game you are invited to and have not answered."""

    game: Game
    invited_by: str
    """The username of the game's creator."""
    invited_at: DateTime


class Invitations(TypedDict):
    invitations: list[Invitation]
    next: Url | None


class SeatSummary(TypedDict):
    """A seat as a list shows it."""

    index: int
    username: str | None
    bot: bool
    """A bot account: a program of its owner's playing through the API (not the site's own
    computer players, which are `is_bot` seats)."""
    is_bot: bool


class GameSummary(TypedDict):
    """A game as a list shows it: the fields every game representation has (the API's
    contract) and whether you are invited. GET the game for the rest, or ask the list for
    whole games with `?expand=details` (or `?expand=view`, with your views)."""

    id: int
    game_type: GameSlug
    status: GameStatusName
    rated: bool
    version: int
    seats: list[SeatSummary]
    my_seat: int | None
    invited: bool
    to_act: list[int]
    deadlines: list[Deadline]
    view: None
    """Always null in a summary."""
    result: Result | None
    seed_hash: str
    seed: str | None


class GamePage(TypedDict):
    """A page of games: summaries, or whole games when asked with `expand`."""

    count: int
    next: Url | None
    previous: Url | None
    results: list[GameSummary] | list[Game]


class GameTypes(TypedDict):
    game_types: list[GameType]


class GameStats(TypedDict):
    """A player's finished games of one type against others, the ones you may see (the
    profile's ``statistics`` say more of each)."""

    game_type: GameSlug
    played: int
    won: int
    average_score: float
    """Over the games played to the end (0 when there is none)."""
    average_rank: float


class RecentGame(TypedDict):
    game: int
    game_type: GameSlug
    status: GameStatusName
    seat: int
    rank: int | None
    score: int | None
    won: bool
    finished_at: DateTime | None


class PlayerRating(TypedDict):
    """A player's current rating in one game type."""

    game_type: GameSlug
    rating: int
    """The displayed rating: 1000 + 30 * (mu - 3 sigma), rounded (1000 for a new player)."""
    provisional: bool
    """The uncertainty is still large (sigma above 6): the rating may move a lot."""
    games: int
    """Rated games played in this game type."""
    mu: float
    """The model's mean skill estimate (Weng-Lin, Plackett-Luce)."""
    sigma: float
    """The model's uncertainty about it (standard deviation)."""
    last_game_at: DateTime | None
    """When the last rated game of this type finished."""


class RatingPoint(TypedDict):
    """One rated game in a player's rating history, in rating order."""

    game: int
    finished_at: DateTime
    rank: int
    """The rank the rating used (a resigned or forfeited seat ranks last)."""
    players: int
    before: int
    after: int
    change: int
    provisional: bool
    """The rating after this game was still provisional."""
    mu: float
    sigma: float
    """mu and sigma after this game."""


class LeaderboardEntry(TypedDict):
    """One place of a game type's leaderboard."""

    position: int
    """1 for the best; players with the same rating share a position."""
    username: str
    bot: bool
    """A bot account: a program of its owner's playing through the API (not the site's own
    computer players, which are `is_bot` seats)."""
    rating: int
    provisional: bool
    games: int
    last_game_at: DateTime


class ChallengePlayer(TypedDict):
    """A player of a challenge: the challenger, one it names, or one who took an open seat."""

    username: str
    bot: bool
    """A bot account (a program playing through the API)."""
    accepted: bool
    """Always true for the challenger and for whoever took an open challenge's seat."""


class Challenge(TypedDict):
    """A proposed game (docs/bots.md). It shows no game state: there is none before the
    game is made, and then `game` names it (read it through the games API)."""

    id: int
    url: Url
    """Its page on the site (`/challenges/{id}/`): the link to share for an open challenge."""
    status: ChallengeStatusName
    """`pending` until every needed seat is accepted (`accepted`, `game` set), someone named
    declines (`declined`), the challenger cancels (`cancelled`) or it runs out (`expired`)."""
    challenger: ChallengePlayer
    to: list[ChallengePlayer]
    """The players it names; for an open challenge, those who have accepted so far."""
    open: bool
    """Anyone signed in may accept (nobody named): the first `seats - 1` to accept play."""
    game_type: GameSlug
    seats: int
    options: Annotated[OptionValues, component("GameOptions")]
    time_per_move: int
    """Seconds per move, as for game creation."""
    timeout_policy: TimeoutPolicyName
    is_public: bool
    rated: bool | None
    """As asked at creation; null: the game's default (rated when it can be)."""
    decline_reason: DeclineReasonName | None
    declined_by: str | None
    game: int | None
    """The game it made, once accepted."""
    created_at: DateTime
    expires_at: DateTime
    """A pending challenge expires then."""


class Challenges(TypedDict):
    """Your challenges, incoming and outgoing, newest first."""

    challenges: list[Challenge]
    next: Url | None
