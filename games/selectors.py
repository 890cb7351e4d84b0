"""Reads: permission-checked fetches and the one rendering of a game for a given user.

``game_payload`` is THE representation of a game (REST detail, list items, move responses,
WebSocket ``game.state``): the caller's own view comes from ``engine.view`` and nothing else.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterator, Sequence
from datetime import datetime
from typing import Any, Literal, TypedDict

from django.db.models import Exists, OuterRef, Q, QuerySet

from accounts.models import User, Viewer
from games import errors
from games import representations as rep
from games.engines.bots import BotKind
from games.engines.registry import ENGINES, all_engines, get_engine
from games.keyset import Key, Page, keyset_page, keyset_values
from games.models import Game, GameStatus, Invitation, Move, Seat
from games.rating_selectors import seat_ratings
from games.rows import TurnRow, game_with_seats_rows, turns_first_rows
from games.view_cache import game_view

# The order of each list the API pages through, as keys: a page starts after the row whose
# values its cursor holds (games/keyset.py), so rows arriving meanwhile shift nothing.
GAME_KEYS = (Key("created_at", "datetime", descending=True), Key("pk", "int", descending=True))
TURN_KEYS = (Key("deadline_at", "datetime", nullable=True), Key("game_id", "int"))
INVITATION_KEYS = (
    Key("created_at", "datetime", descending=True),
    Key("pk", "int", descending=True),
)


def game_types() -> rep.GameTypes:
    """The five games as ``GET /api/v1/game-types/`` lists them: what each engine describes."""
    return {"game_types": [engine.describe() for engine in all_engines()]}


def _visible_q(user: Viewer) -> Q:
    if user is None or not user.is_authenticated:
        return Q(is_public=True)
    return (
        Q(is_public=True)
        | Q(Exists(Seat.objects.filter(game=OuterRef("pk"), user=user)))
        | Q(Exists(Invitation.objects.standing().filter(game=OuterRef("pk"), invitee=user)))
    )


def games_visible_to(*, user: Viewer) -> QuerySet[Game]:
    return Game.objects.filter(_visible_q(user))


def game_get_for_user(*, game_id: int, user: Viewer) -> tuple[Game, list[Seat]]:
    """The game and its seats, or NotFound when it does not exist or is hidden from ``user``.

    One statement for the common case (the seats joined with their game): who may see the
    game is then decided on those rows, and only a private game the caller has no seat in
    costs one more query (a standing invitation)."""
    found = game_with_seats(game_id=game_id)
    if found is None:
        raise errors.NotFound(f"There is no game {game_id}.")
    game, seats = found
    if not game.is_public and seat_index_of(seats, user) is None and not _invited(game, user):
        raise errors.NotFound(f"There is no game {game_id}.")
    return game, seats


def game_with_seats(*, game_id: int) -> tuple[Game, list[Seat]] | None:
    """The game (with its creator) and its seats (with their players), in one statement; None
    if there is no such game. A game has its creator's seat at least; one with none left is
    read the long way."""
    found = game_with_seats_rows(game_id=game_id)
    if found is None:
        game = Game.objects.select_related("created_by").filter(pk=game_id).first()
        return None if game is None else (game, [])
    return found


def _invited(game: Game, user: Viewer) -> bool:
    if user is None or not user.is_authenticated:
        return False
    return Invitation.objects.standing().filter(game=game, invitee=user).exists()


def seats_of(game: Game) -> list[Seat]:
    return list(Seat.objects.filter(game=game).select_related("user").order_by("index"))


def seat_index_of(seats: Sequence[Seat], user: Viewer) -> int | None:
    if user is None or not user.is_authenticated:
        return None
    return next((s.index for s in seats if s.user_id == user.pk), None)


def private_seat_of(game: Game, seats: Sequence[Seat], my_seat: int | None) -> int | None:
    """The seat whose hidden information the player of ``my_seat`` may see: their own, unless
    they resigned from a game still in play. A bot plays that seat on, and what it draws is as
    hidden from the resigner as from anyone else (they could tell a player still in)."""
    if my_seat is None:
        return None
    resigned = any(s.index == my_seat and s.resigned_at for s in seats)
    return None if resigned and game.status == GameStatus.ACTIVE else my_seat


def _seat_json(seat: Seat, ratings: dict[tuple[int, int], rep.SeatRating]) -> rep.Seat:
    return {
        "index": seat.index,
        "username": seat.username,
        "bot": seat.is_bot_account,
        "is_bot": seat.is_bot,
        "bot_kind": bot_kind_of(seat),
        "resigned": seat.resigned_at is not None,
        "rating_change": ratings.get((seat.game_id, seat.index)),
    }


def bot_kind_of(seat: Seat) -> BotKind | None:
    return rep.bot_kind(seat.bot_kind) if seat.bot_kind else None


def _invited_to(game_ids: Sequence[int], user: Viewer) -> set[int]:
    """Which of these games ``user`` has a pending invitation to (one query)."""
    if not game_ids or user is None or not user.is_authenticated:
        return set()
    return set(
        Invitation.objects.filter(
            game_id__in=list(game_ids), invitee=user, status=Invitation.Status.PENDING
        ).values_list("game_id", flat=True)
    )


def game_payload(
    *,
    game: Game,
    seats: Sequence[Seat],
    user: Viewer,
    state: object = None,
    invited: bool | None = None,
    with_view: bool = True,
    ratings: dict[tuple[int, int], rep.SeatRating] | None = None,
) -> rep.Game:
    """The game as ``user`` may see it (design §5 field names).

    ``state`` is the decoded engine state when the caller already has it (the move pipeline);
    ``invited`` whether the user has a pending invitation, when the caller already knows
    (otherwise it is looked up, for an open game without the user's seat only);
    ``with_view=False`` leaves ``view`` out (null): lists are read often and the view is most
    of a game's weight; ``ratings`` what the game did to its seats' ratings
    (``rating_selectors.seat_ratings``: by game id and seat index), when the caller already
    has them (otherwise they are looked up, for a rated game whose ratings are applied only:
    never on the move path).
    """
    if ratings is None:
        ratings = seat_ratings(games=[game])
    my_seat = seat_index_of(seats, user)
    if invited is None:
        waiting = game.status == GameStatus.OPEN and my_seat is None
        invited = waiting and game.pk in _invited_to([game.pk], user)
    view = None
    if game.state is not None and with_view:
        shown = private_seat_of(game, seats, my_seat)
        view = game_view(game=game, shown=shown, state=state)
    finished = game.status == GameStatus.FINISHED
    return {
        "id": game.pk,
        "game_type": rep.game_slug(game.game_type),
        "engine_version": game.engine_version,
        "status": rep.game_status(game.status),
        "version": game.version,
        "options": game.options,
        "is_public": game.is_public,
        "time_per_move": int(game.time_per_move.total_seconds()),
        "timeout_policy": rep.timeout_policy(game.timeout_policy),
        "rated": game.rated,
        "seats": [_seat_json(s, ratings) for s in seats],
        "my_seat": my_seat,
        "invited": invited,
        "to_act": list(game.to_act),
        "deadlines": _deadlines(seats),
        "view": view,
        "result": game.result,
        "seed_hash": game.seed_hash,
        "seed": game.seed if finished else None,
        "created_by": game.created_by.username,
        "created_at": game.created_at.isoformat(),
        "started_at": game.started_at.isoformat() if game.started_at else None,
        "finished_at": game.finished_at.isoformat() if game.finished_at else None,
        "rematch_of": game.rematch_of_id,
    }


def _deadlines(seats: Sequence[Seat]) -> list[rep.Deadline]:
    return [
        {"seat": s.index, "deadline_at": s.deadline_at.isoformat()}
        for s in seats
        if s.is_to_act and s.deadline_at
    ]


def payload_digest(payload: rep.Game) -> str:
    """A fingerprint of one user's payload: the page carries it, and a live socket sends the
    page nothing while the payload it would push has the same one."""
    return hashlib.sha256(json.dumps(payload, sort_keys=True).encode()).hexdigest()[:32]


def _seats_by_game(games: Sequence[Game]) -> dict[int, list[Seat]]:
    """Every seat of these games, in one query."""
    by_game: dict[int, list[Seat]] = {g.pk: [] for g in games}
    seats = Seat.objects.filter(game__in=list(games)).select_related("user").order_by("index")
    for seat in seats:
        by_game[seat.game_id].append(seat)
    return by_game


def games_summaries(*, games: Sequence[Game], user: Viewer) -> list[rep.GameSummary]:
    """A list's games as summaries (two queries: the seats, the pending invitations)."""
    by_game = _seats_by_game(games)
    invited = _invited_to([g.pk for g in games if g.status == GameStatus.OPEN], user)
    out: list[rep.GameSummary] = []
    for game in games:
        seats = by_game[game.pk]
        out.append(
            {
                "id": game.pk,
                "game_type": rep.game_slug(game.game_type),
                "status": rep.game_status(game.status),
                "rated": game.rated,
                "version": game.version,
                "seats": [
                    {
                        "index": s.index,
                        "username": s.username,
                        "bot": s.is_bot_account,
                        "is_bot": s.is_bot,
                    }
                    for s in seats
                ],
                "my_seat": seat_index_of(seats, user),
                "invited": game.pk in invited,
                "to_act": list(game.to_act),
                "deadlines": _deadlines(seats),
                "view": None,
                "result": game.result,
                "seed_hash": game.seed_hash,
                "seed": game.seed if game.status == GameStatus.FINISHED else None,
            }
        )
    return out


def games_payload(*, games: Sequence[Game], user: Viewer, with_view: bool = True) -> list[rep.Game]:
    """List rendering with one seats query for the whole page (and one for the ratings of
    the rated games among them)."""
    by_game = _seats_by_game(games)
    invited = _invited_to([g.pk for g in games if g.status == GameStatus.OPEN], user)
    ratings = seat_ratings(games=games)
    return [
        game_payload(
            game=g,
            seats=by_game[g.pk],
            user=user,
            invited=g.pk in invited,
            with_view=with_view,
            ratings=ratings,
        )
        for g in games
    ]


def invitations_for(
    *, user: User, after: Sequence[Any] | None = None, limit: int
) -> Page[rep.Invitation]:
    """A page of the user's pending invitations to games still open, newest first, each with
    the game as the user may see it (three queries whatever their number: the invitations
    with their games, the seats, the pending flags)."""
    pending = (
        Invitation.objects.filter(
            invitee=user, status=Invitation.Status.PENDING, game__status=GameStatus.OPEN
        )
        .exclude(game__seats__user=user)
        .select_related("game", "game__created_by")
    )
    page = keyset_page(pending, INVITATION_KEYS, after=after, limit=limit)
    games = games_payload(games=[i.game for i in page.items], user=user)
    return page.with_items(
        [
            {
                "game": game,
                "invited_by": invitation.game.created_by.username,
                "invited_at": invitation.created_at.isoformat(),
            }
            for invitation, game in zip(page.items, games, strict=True)
        ]
    )


def games_list(
    *,
    user: Viewer,
    status: str | None = None,
    game_type: str | None = None,
    mine: bool = False,
    my_turn: bool = False,
) -> QuerySet[Game]:
    if (mine or my_turn) and not user.is_authenticated:
        raise errors.Unauthorized("Sign in to filter by your own games.")
    if game_type and game_type not in ENGINES:
        raise errors.InvalidRequest(f"'game_type' must be one of {', '.join(ENGINES)}.")
    games = games_visible_to(user=user).select_related("created_by")
    if status:
        games = games.filter(status=status)
    if game_type:
        games = games.filter(game_type=game_type)
    if mine and user.is_authenticated:  # my seats, and the open games I am invited to
        seated = Exists(Seat.objects.filter(game=OuterRef("pk"), user=user))
        invited = Exists(
            Invitation.objects.filter(
                game=OuterRef("pk"), invitee=user, status=Invitation.Status.PENDING
            )
        )
        games = games.filter(seated | (invited & Q(status=GameStatus.OPEN)))
    if my_turn and user.is_authenticated:
        games = games.filter(
            Exists(
                Seat.objects.filter(
                    game=OuterRef("pk"), user=user, is_to_act=True, resigned_at__isnull=True
                )
            ),
            status=GameStatus.ACTIVE,
        )
    return games.order_by("-created_at", "-pk")


def legal_moves_for(
    *, game: Game, seats: Sequence[Seat], user: Viewer, state: object = None
) -> rep.LegalMoves:
    """``user``'s legal actions now; ``state`` is the decoded engine state when the caller
    already has it (a live socket's push)."""
    my_seat = seat_index_of(seats, user)
    if my_seat is None:
        raise errors.NotAPlayer("You have no seat in this game.")
    actions: list[rep.AnyAction] = []
    if game.status == GameStatus.ACTIVE and my_seat in game.to_act:
        engine = get_engine(game.game_type)
        decoded = state if state is not None else engine.state_from_json(game.started_state())
        actions = engine.legal_actions(decoded, my_seat)
    return {"version": game.version, "actions": actions}


def moves_for(
    *, game: Game, seats: Sequence[Seat], user: Viewer, since: int = 0, limit: int = 200
) -> rep.MoveLog:
    """The move log as ``user`` may see it: redacted by the engine until the game is over."""
    engine = get_engine(game.game_type)
    my_seat = private_seat_of(game, seats, seat_index_of(seats, user))
    full = game.status == GameStatus.FINISHED
    moves = list(Move.objects.filter(game=game, seq__gt=since).order_by("seq")[: limit + 1])
    more = len(moves) > limit
    items: list[rep.LoggedMove] = []
    for move in moves[:limit]:
        if full:
            action, events = move.action, move.events
        else:
            action = engine.action_view(move.action, move.seat, my_seat)
            shown = (engine.event_view(e, my_seat) for e in move.events)
            events = [e for e in shown if e is not None]
        items.append(
            {
                "seq": move.seq,
                "seat": move.seat,
                "action": action,
                "events": events,
                "by_bot": move.by_bot,
                "created_at": move.created_at.isoformat(),
            }
        )
    # ``next`` is the API's to fill in: it knows the address the log was asked at.
    return {"version": game.version, "moves": items, "has_more": more, "next": None}


RECORD_FORMAT: Literal["hachi-station-record/1"] = "hachi-station-record/1"
# More moves than any game of ours has (Fast Train's bound is 66 rounds x 11 decisions).
RECORD_MAX_MOVES = 100_000


def game_record(*, game: Game, seats: Sequence[Seat], user: Viewer) -> rep.GameRecord:
    """The game as one self-contained document: who played what, with which engine version,
    options and seed. Complete (every action and event, and the seed) once the game is over,
    so ``Engine.replay`` from it reproduces the game; before that, as ``user`` may see it."""
    log = moves_for(game=game, seats=seats, user=user, limit=RECORD_MAX_MOVES)
    complete = game.status == GameStatus.FINISHED
    return {
        "format": RECORD_FORMAT,
        "game_id": game.pk,
        "game_type": rep.game_slug(game.game_type),
        "engine_version": game.engine_version,
        "options": game.options,
        "players": [
            {
                "seat": s.index,
                "username": s.username,
                "bot": s.is_bot_account,
                "bot_kind": bot_kind_of(s),
            }
            for s in seats
        ],
        "status": rep.game_status(game.status),
        "result": game.result,
        "seed_hash": game.seed_hash,
        "seed": game.seed if complete else None,
        "complete": complete,
        "created_at": game.created_at.isoformat(),
        "started_at": game.started_at.isoformat() if game.started_at else None,
        "finished_at": game.finished_at.isoformat() if game.finished_at else None,
        "moves": log["moves"],
    }


def turns_count(*, user: User) -> int:
    """How many games wait for ``user`` (the header badge)."""
    return Seat.objects.filter(
        user=user, is_to_act=True, resigned_at__isnull=True, game__status=GameStatus.ACTIVE
    ).count()


def game_labels(*, user: Viewer, game_ids: Sequence[int]) -> dict[int, str]:
    """The names ("Hachi #12") of those of ``game_ids`` that ``user`` may see (for toasts)."""
    rows = games_visible_to(user=user).filter(pk__in=list(game_ids)).values_list("pk", "game_type")
    return {pk: f"{get_engine(game_type).name} #{pk}" for pk, game_type in rows}


def turns_for_user(*, user: User, after: Sequence[Any] | None = None, limit: int) -> Page[rep.Turn]:
    """A page of the games waiting for ``user``, the most urgent deadline first (one query;
    the first page, which clients poll, in hand-written SQL: games/rows.py)."""
    if after is None:
        rows = turns_first_rows(user_id=user.pk, status=GameStatus.ACTIVE, limit=limit + 1)
        page = rows[:limit]
        return Page(
            items=[_turn_json(row, row.game_type, row.version) for row in page],
            more=len(rows) > limit,
            first=keyset_values(page[0], TURN_KEYS) if page else None,
            last=keyset_values(page[-1], TURN_KEYS) if page else None,
        )
    seats = (
        # A resigned seat is played by a bot: it is nobody's turn.
        Seat.objects.filter(
            user=user, is_to_act=True, resigned_at__isnull=True, game__status=GameStatus.ACTIVE
        )
        .select_related("game")
        .only("index", "deadline_at", "game__game_type", "game__version")
    )
    found = keyset_page(seats, TURN_KEYS, after=after, limit=limit)
    return found.with_items([_turn_json(s, s.game.game_type, s.game.version) for s in found.items])


def _turn_json(seat: Seat | TurnRow, game_type: str, version: int) -> rep.Turn:
    return {
        "game": seat.game_id,
        "game_type": rep.game_slug(game_type),
        "seat": seat.index,
        "version": version,
        "deadline_at": seat.deadline_at.isoformat() if seat.deadline_at else None,
    }


def recent_games(*, user: User, viewer: Viewer, limit: int = 10) -> list[rep.RecentGame]:
    seats = (
        Seat.objects.filter(user=user)
        .filter(game__in=games_visible_to(user=viewer))
        .select_related("game")
        .order_by("-game__created_at")[:limit]
    )
    return [
        {
            "game": s.game_id,
            "game_type": rep.game_slug(s.game.game_type),
            "status": rep.game_status(s.game.status),
            "seat": s.index,
            "rank": s.final_rank,
            "score": s.final_score,
            "won": s.is_winner,
            "finished_at": s.game.finished_at.isoformat() if s.game.finished_at else None,
        }
        for s in seats
    ]


def game_audit(*, game_ids: Sequence[int] | None = None) -> Iterator[tuple[int, str | None]]:
    """For each started game: ``(id, None)`` if replaying its log gives its snapshot."""
    games = Game.objects.filter(state__isnull=False).order_by("pk")
    if game_ids:
        games = games.filter(pk__in=game_ids)
    for game in games.iterator(chunk_size=200):
        yield game.pk, _audit_one(game)


def _audit_one(game: Game) -> str | None:
    engine = get_engine(game.game_type)
    moves = list(
        Move.objects.filter(game=game).order_by("seq").values_list("seq", "seat", "action")
    )
    if [seq for seq, _seat, _action in moves] != list(range(1, game.version + 1)):
        return f"move log is not 1..{game.version} without gaps"
    try:
        state = engine.replay(
            players=game.num_seats,
            options=game.options,
            seed=game.seed,
            moves=[(seat, action) for _seq, seat, action in moves],
        )
    except Exception as error:
        return f"replay failed: {type(error).__name__}: {error}"
    # Compared as states, not as JSON: a snapshot written before a state field was dropped
    # (Hachi's ``announced``) still means the same game.
    try:
        stored = engine.state_from_json(game.started_state())
    except Exception as error:
        return f"snapshot unreadable: {type(error).__name__}: {error}"
    if stored != state:
        return "snapshot differs from the replayed state"
    if sorted(engine.to_act(state)) != list(game.to_act) and not _ended_off_the_board(game):
        return "stored to_act differs from the replayed state"
    return None


def _ended_off_the_board(game: Game) -> bool:
    """A resignation or a forfeit ends a game between moves: nobody is to act any more,
    although the engine's own state (rightly untouched) still names a seat."""
    if game.status != GameStatus.FINISHED or game.to_act or game.result is None:
        return False
    return game.result.get("detail", {}).get("ended_by") == "resignation"


class ReplayMove(TypedDict):
    """The move that led to a replay's step."""

    seat: int
    action: rep.AnyAction
    events: list[rep.JsonObject]


class ReplayStep(TypedDict):
    """A finished game as it stood after ``step`` of its ``last_steps`` moves."""

    step: int
    last_steps: int
    view: rep.JsonObject  # the engine's full view: every hand face up
    to_act: list[int]
    move: ReplayMove | None


def replay_step(*, game: Game, step: int) -> ReplayStep:
    """A finished game as it stood after ``step`` moves: the engine's full view (every hand)
    and the move that led there.

    Only for finished games: then the seed is public and nothing is hidden any more.
    """
    if game.status != GameStatus.FINISHED:
        raise errors.GameNotActive("A replay is available once the game is finished.")
    engine = get_engine(game.game_type)
    step = max(0, min(step, game.version))
    moves = list(Move.objects.filter(game=game, seq__lte=step).order_by("seq"))
    state = engine.replay(
        players=game.num_seats,
        options=game.options,
        seed=game.seed,
        moves=[(m.seat, m.action) for m in moves],
    )
    last = moves[-1] if moves else None
    return {
        "step": step,
        "last_steps": game.version,
        "view": engine.full_view(state),
        "to_act": sorted(engine.to_act(state)),
        "move": {"seat": last.seat, "action": last.action, "events": last.events} if last else None,
    }


def bots_stalled(*, before: datetime, limit: int) -> list[tuple[int, int]]:
    """(game id, version) of active games where a bot is to act and nothing changed since
    ``before``: their bot task was lost (a bot moves within seconds of its turn)."""
    rows = (
        Seat.objects.filter(
            is_to_act=True,
            game__status=GameStatus.ACTIVE,
            game__updated_at__lte=before,
        )
        .exclude(bot_kind="")
        .order_by("game__updated_at")
        .values_list("game_id", "game__version", "game__updated_at")
        .distinct()[:limit]
    )
    return [(int(game_id), int(version)) for game_id, version, _at in rows]
