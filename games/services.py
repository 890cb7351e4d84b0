"""Writes: every change to a game goes through these functions (design §4).

The move pipeline ``move_submit`` is the single write path for the site, the API, bots and
timeouts: lock the game row, check the seat, the game's status and the version, apply through
the engine, append the move, save the snapshot and deadlines, store the answer under the
request's Idempotency-Key, and ring the doorbell after commit. A request that is refused
(a retry always is: the game has moved on) gets the stored answer when its key has one, and a
422 when that key was used with another request. It returns a ``MoveResult`` (the rows it
wrote, the decoded state, the events): each caller renders what it needs from that.

The life-cycle changes (join, leave, start, resign, ...) return the rows they locked and wrote
(``GameSeats``), so a caller renders the game without reading it again.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import NamedTuple, NoReturn, cast, get_args

from django.db import IntegrityError, transaction
from django.db.models.functions import Lower
from django.utils import timezone

from accounts.models import User
from games import errors
from games import representations as rep
from games.engines.base import AnyEngine, Event, IllegalAction, InvalidOptions, OutcomeJson
from games.engines.bots import DEFAULT_BOT_KIND, BotKind
from games.engines.registry import UnknownGameType, get_engine
from games.engines.rng import new_seed, seed_hash
from games.models import (
    DEFAULT_TIME_PER_MOVE,
    IDEMPOTENCY_KEY_MAX_LENGTH,
    MAX_TIME_PER_MOVE,
    MIN_TIME_PER_MOVE,
    TIME_PER_MOVE_RANGE,
    Game,
    GameStatus,
    IdempotencyRecord,
    Invitation,
    Move,
    Seat,
    TimeoutPolicy,
)
from games.notify import game_changed_on_commit, ratings_due_on_commit, user_event_on_commit
from games.ratings import MIN_RATED_PLAYERS
from games.row_writes import flush, row_insert, row_save, rows_save, writes_batched
from games.rows import game_locked_rows, seats_rows
from games.selectors import game_payload
from games.webhook_outbox import webhook_events_record, webhook_users_hooked

MOVER_REMINDER_LEAD = timedelta(hours=24)


class GameSeats(NamedTuple):
    """A game and its seats (by index) as a change left them: the rows it locked and wrote, so
    the caller renders the game without reading it again."""

    game: Game
    seats: list[Seat]


@dataclass(frozen=True)
class MoveResult:
    """What one ``move_submit`` did: a move made, or (``replayed``) a retry answered from store.

    ``game`` and ``seats`` are the rows as the move left them (for a replay: as they are now);
    ``state`` is the decoded engine state after the move and ``events`` the move's events
    (None and [] for a replay). ``answer`` is what the request's Idempotency-Key holds: the game
    as the mover saw it right after the move (``selectors.game_payload``), which a retry gets
    byte for byte; None without a key.
    """

    game: Game
    seats: list[Seat]
    state: object  # the game's engine state, opaque here (its engine decodes and reads it)
    events: list[Event]
    replayed: bool
    answer: rep.Game | None


# ----- helpers -----------------------------------------------------------------------------


def _locked_game(game_id: int) -> Game:
    game = game_locked_rows(game_id=game_id)
    if game is None:
        raise errors.NotFound(f"There is no game {game_id}.")
    return game


def _seats(game: Game) -> list[Seat]:
    return seats_rows(game=game)


def _seat_of(seats: Sequence[Seat], user: User | None) -> Seat | None:
    return next((s for s in seats if user is not None and s.user_id == user.pk), None)


def _tell(
    *,
    user_ids: Iterable[int | None],
    kind: str,
    game_id: int,
    hooked: Iterable[int | None] | None = None,
) -> None:
    """Tell each user an event (a bot's or an empty seat's None skipped): on /ws/me/ after
    the commit, and to their webhooks through the outbox, recorded in this transaction (to
    those of ``hooked`` only, when the caller knows the others have none)."""
    users = list(user_ids)
    user_event_on_commit(user_ids=users, kind=kind, game_id=game_id)
    wanted = users if hooked is None else hooked
    webhook_events_record(kind=kind, user_games=[(user, game_id) for user in wanted])


def _tell_seats(seats: Iterable[Seat], *, kind: str, game_id: int) -> None:
    """``_tell`` the seats' players; the webhooks' outbox only asks about those whose seat
    read did not already say they have no working endpoint (``Seat.webhooks_unwanted``)."""
    told = list(seats)
    unknown = [s for s in told if s.user_id and not s.webhooks_known]
    if unknown:  # asked once: the seats remember it for the change's next events
        hooked = webhook_users_hooked(user_ids=[s.user_id for s in unknown if s.user_id])
        for seat in unknown:
            seat.webhooks_hint = (seat.user_id, seat.user_id in hooked)
    wanted = [s.user_id for s in told if not s.webhooks_unwanted]
    _tell(user_ids=[s.user_id for s in told], kind=kind, game_id=game_id, hooked=wanted)


def _ring(game: Game, seats: Sequence[Seat]) -> None:
    bots_to_act = any(s.is_bot and s.index in game.to_act for s in seats)
    game_changed_on_commit(
        game_id=game.pk,
        version=game.version,
        user_ids=[s.user_id for s in seats if s.user_id],
        bots_to_act=bots_to_act and game.status == GameStatus.ACTIVE,
    )


def _update_turns(
    game: Game,
    seats: Sequence[Seat],
    to_act: Sequence[int],
    now: datetime | None = None,
    mover: Seat | None = None,
    continuing: frozenset[int] = frozenset(),
) -> None:
    """Seats newly to act get a fresh deadline; seats still to act keep theirs, except the
    player who just moved: their next decision is a new move with its own time (solo games,
    multi-step turns). Seats waiting in a simultaneous step keep their deadlines.

    ``decision_since`` becomes the current version for every seat to act except those in
    ``continuing`` (the same decision as before the move, ``Engine.decision``).
    """
    now = now or timezone.now()
    newly = [s for s in seats if s.index in to_act and (not s.is_to_act or s is mover)]
    done = [s for s in seats if s.index not in to_act and s.is_to_act]
    # A seat a bot now plays for (resigned) is nobody's turn to be told about.
    told = [s for s in newly if not s.resigned_at and s is not mover]
    _tell_seats(told, kind="your_turn", game_id=game.pk)
    for seat in newly:
        _turn_start(game, seat, now=now, is_mover=seat is mover)
    for seat in done:
        seat.is_to_act, seat.deadline_at, seat.remind_at = False, None, None
        seat.decision_since = None
    renewed = [
        s
        for s in seats
        if s.index in to_act and not (s.index in continuing and s.decision_since is not None)
    ]
    for seat in renewed:
        seat.decision_since = game.version
    changed = [*newly, *done]
    changed += [s for s in renewed if s not in changed]
    rows_save(changed, ["is_to_act", "deadline_at", "remind_at", "decision_since"])


def _turn_start(game: Game, seat: Seat, *, now: datetime, is_mover: bool) -> None:
    """A seat's new turn. A player on vacation gets the whole time per move from the end of
    the vacation. Human seats get ``remind_at = now``: the reminder sweep then works out their
    ladder (once)."""
    player = seat.user if not seat.bot_kind else None
    away = player.vacation_until if player is not None else None
    seat.is_to_act = True
    seat.deadline_at = max(now, away or now) + game.time_per_move
    seat.remind_at = now if player is not None else None
    if is_mover:
        # They are at the table right now: no "your turn" nudge, only the pre-deadline
        # rung (any due rungs merge into that one mail).
        seat.remind_at = seat.deadline_at - min(MOVER_REMINDER_LEAD, game.time_per_move)


def _finish(game: Game, seats: Sequence[Seat], outcome: rep.Result) -> None:
    game.status = GameStatus.FINISHED
    game.finished_at = timezone.now()
    game.result = outcome
    _tell_seats(seats, kind="game_finished", game_id=game.pk)
    winners = set(outcome["winners"])
    for seat in seats:
        seat.final_score = outcome["scores"][seat.index]
        seat.final_rank = outcome["ranks"][seat.index]
        seat.is_winner = seat.index in winners
    Seat.objects.bulk_update(seats, ["final_score", "final_rank", "is_winner"])
    if game.rated:
        # Ratings are derived after the commit, in order, by a worker (design §10).
        ratings_due_on_commit(game_type=game.game_type)


# ----- creation and lifecycle ----------------------------------------------------------------


def game_type_check(game_type: str) -> AnyEngine:
    try:
        return get_engine(game_type)
    except UnknownGameType:
        message = f"Unknown game type '{game_type}'."
        raise errors.InvalidRequest(message, details={"game_type": [message]}) from None


def game_settings_check(
    *,
    game_type: str,
    seats: int,
    options: rep.OptionValues | None,
    time_per_move: timedelta,
) -> rep.OptionValues:
    """What every way of making a game checks (a new game, a challenge, a seek): the game type,
    the player count and options as its engine takes them, the time per move. Returns the
    options as the engine completed them."""
    engine = game_type_check(game_type)
    try:
        engine.validate_players(seats)
        checked: rep.OptionValues = engine.validate_options(options, seats)
    except InvalidOptions as error:
        # The request names the player count "seats"; the engine calls it "players".
        field = "seats" if error.option == "players" else error.option
        raise errors.InvalidRequest(error.message, details={field: [error.message]}) from None
    if not MIN_TIME_PER_MOVE <= time_per_move <= MAX_TIME_PER_MOVE:
        low, high = TIME_PER_MOVE_RANGE
        message = f"Time per move must be between {low} and {high}."
        raise errors.InvalidRequest(message, details={"time_per_move": [message]})
    return checked


def game_create(
    *,
    creator: User,
    game_type: str,
    seats: int,
    options: rep.OptionValues | None = None,
    time_per_move: timedelta = DEFAULT_TIME_PER_MOVE,
    is_public: bool = True,
    timeout_policy: str = TimeoutPolicy.BOT,
    invite: Sequence[str] = (),
    bots: Sequence[str] = (),
    rematch_of: Game | None = None,
    rated: bool | None = None,
    players: Sequence[User] = (),
) -> Game:
    """Open a game with the creator in seat 0, ``players`` in the next seats (an accepted
    challenge: games.challenge_services) and ``bots`` in the last seats; every seat taken, it
    starts at once.

    ``rated``: the game counts for the players' ratings; only a game of two or more seats and
    no bot can be (it then is by default), a game with a bot or alone is casual.
    """
    checked_options = game_settings_check(
        game_type=game_type, seats=seats, options=options, time_per_move=time_per_move
    )
    engine = get_engine(game_type)
    if any(kind not in get_args(BotKind) for kind in bots):
        raise errors.InvalidRequest(f"Bots are one of: {', '.join(get_args(BotKind))}.")
    if len(bots) + len(players) >= seats:
        raise errors.InvalidRequest("At least one seat must be left for the creator.")
    rateable = not bots and seats >= MIN_RATED_PLAYERS
    if rated and not rateable:
        message = "Only a game of two or more people, with no bot, can be rated."
        raise errors.InvalidRequest(message, details={"rated": [message]})
    invitees = _invitees(invite, creator)
    seed = new_seed()
    with transaction.atomic():
        game = Game.objects.create(
            game_type=game_type,
            engine_version=engine.version,
            options=checked_options,
            num_seats=seats,
            is_public=is_public,
            time_per_move=time_per_move,
            timeout_policy=timeout_policy,
            seed=seed,
            seed_hash=seed_hash(seed),
            created_by=creator,
            rematch_of=rematch_of,
            rated=rateable if rated is None else rated,
        )
        now = timezone.now()
        first_bot = seats - len(bots)
        Seat.objects.bulk_create(
            Seat(
                game=game,
                index=i,
                user=creator if i == 0 else players[i - 1] if i <= len(players) else None,
                bot_kind=bots[i - first_bot] if i >= first_bot else "",
                joined_at=now if i <= len(players) or i >= first_bot else None,
            )
            for i in range(seats)
        )
        Invitation.objects.bulk_create(Invitation(game=game, invitee=u) for u in invitees)
        _tell(user_ids=[u.pk for u in invitees], kind="invitation", game_id=game.pk)
        game_seats = _seats(game)
        if all(not s.is_open for s in game_seats):
            _begin(game, game_seats)
        game.save()
        _ring(game, game_seats)
    return game


def _invitees(usernames: Sequence[str], creator: User) -> list[User]:
    # Names are unique ignoring case, so "Aiko" finds aiko.
    names = list(dict.fromkeys(usernames))
    lowered = {name.lower() for name in names}
    users: list[User] = list(
        User.objects.alias(lowered=Lower("username")).filter(lowered__in=lowered)
    )
    found = {u.username.lower() for u in users}
    missing = sorted(name for name in names if name.lower() not in found)
    if missing:
        message = f"No user named {', '.join(missing)}."
        raise errors.InvalidRequest(message, details={"invite": [message]})
    if any(u.pk == creator.pk for u in users):
        raise errors.InvalidRequest("You cannot invite yourself.")
    return users


def _begin(game: Game, seats: list[Seat]) -> None:
    """Deal: set up the engine state from the seed and start the clocks."""
    engine = get_engine(game.game_type)
    state = engine.setup(players=len(seats), options=game.options, seed=game.seed)
    game.state = engine.state_to_json(state)
    game.status = GameStatus.ACTIVE
    game.started_at = timezone.now()
    game.to_act = sorted(engine.to_act(state))
    # Started alone (empty seats removed): nobody to be rated against.
    game.rated = game.rated and len(seats) >= MIN_RATED_PLAYERS
    _tell_seats(seats, kind="game_started", game_id=game.pk)
    _update_turns(game, seats, game.to_act)


def _lifecycle(game_id: int, change: Callable[[Game, list[Seat]], None]) -> GameSeats:
    with transaction.atomic():
        game = _locked_game(game_id)
        seats = _seats(game)
        change(game, seats)
        game.save()
        _ring(game, seats)
    return GameSeats(game, seats)


def seat_join(*, game_id: int, user: User) -> GameSeats:
    def join(game: Game, seats: list[Seat]) -> None:
        if game.status != GameStatus.OPEN:
            raise errors.GameNotActive("This game is not open for players.", code="not_open")
        if _seat_of(seats, user):
            raise errors.Conflict("You already have a seat in this game.", code="already_joined")
        invited = Invitation.objects.standing().filter(game=game, invitee=user)
        if not game.is_public and not invited.exists():
            raise errors.NotFound(f"There is no game {game.pk}.")
        free = next((s for s in seats if s.is_open), None)
        if free is None:
            raise errors.Conflict("Every seat is taken.", code="game_full")
        free.user, free.joined_at = user, timezone.now()
        free.save(update_fields=["user", "joined_at"])
        invited.update(status=Invitation.Status.ACCEPTED)
        if all(not s.is_open for s in seats):
            _begin(game, seats)

    return _lifecycle(game_id, join)


def invitation_accept(*, game_id: int, user: User) -> GameSeats:
    """Take a seat in a game one is invited to (``seat_join``, for invitees only)."""
    pending = Invitation.objects.filter(
        game_id=game_id, invitee=user, status=Invitation.Status.PENDING
    )
    if not pending.exists():
        raise errors.NotFound("You have no pending invitation to this game.")
    return seat_join(game_id=game_id, user=user)


def invitation_decline(*, game_id: int, user: User) -> None:
    updated = Invitation.objects.filter(
        game_id=game_id, invitee=user, status=Invitation.Status.PENDING
    ).update(status=Invitation.Status.DECLINED)
    if not updated:
        raise errors.NotFound("You have no pending invitation to this game.")


def seat_leave(*, game_id: int, user: User) -> GameSeats:
    def leave(game: Game, seats: list[Seat]) -> None:
        seat = _seat_of(seats, user)
        if seat is None:
            raise errors.NotAPlayer("You have no seat in this game.")
        if game.status != GameStatus.OPEN:
            raise errors.GameNotActive(
                "The game has started; resign instead of leaving.", code="already_started"
            )
        if seat.index == 0:
            game.status = GameStatus.CANCELLED
            game.finished_at = timezone.now()
            return
        seat.user, seat.joined_at = None, None
        seat.save(update_fields=["user", "joined_at"])

    return _lifecycle(game_id, leave)


def game_cancel(*, game_id: int, user: User) -> GameSeats:
    """The creator calls off a game that has not started (the same as the creator leaving)."""
    game = Game.objects.filter(pk=game_id).only("created_by_id").first()
    if game is None or game.created_by_id != user.pk:
        raise errors.Forbidden("Only the creator can cancel the game.")
    return seat_leave(game_id=game_id, user=user)


def game_start(*, game_id: int, user: User) -> GameSeats:
    """The creator starts before every seat is filled: empty seats are removed."""

    def start(game: Game, seats: list[Seat]) -> None:
        if game.created_by_id != user.pk:
            raise errors.Forbidden("Only the creator can start the game.")
        if game.status != GameStatus.OPEN:
            raise errors.GameNotActive("The game has already started.", code="already_started")
        engine = get_engine(game.game_type)
        taken = [s for s in seats if not s.is_open]
        if len(taken) < engine.min_players:
            raise errors.Conflict(
                f"{engine.name} needs at least {engine.min_players} players.",
                code="not_enough_players",
            )
        Seat.objects.filter(game=game, pk__in=[s.pk for s in seats if s.is_open]).delete()
        for new_index, seat in enumerate(taken):
            seat.index = new_index
        # Two passes keep (game, index) unique while seats move down.
        for seat in taken:
            Seat.objects.filter(pk=seat.pk).update(index=seat.index + 1000)
        Seat.objects.bulk_update(taken, ["index"])
        game.num_seats = len(taken)
        game.options = engine.validate_options(game.options, len(taken))
        seats[:] = taken
        _begin(game, seats)

    return _lifecycle(game_id, start)


def game_resign(*, game_id: int, user: User) -> GameSeats:
    """Two players: the game ends and the other wins. More: a bot plays on, the resigner is last."""

    def resign(game: Game, seats: list[Seat]) -> None:
        seat = _seat_of(seats, user)
        if seat is None:
            raise errors.NotAPlayer("You have no seat in this game.")
        if game.status != GameStatus.ACTIVE or seat.resigned_at:
            raise errors.GameNotActive("There is no game in play to resign from.")
        seat.resigned_at = timezone.now()
        seat.bot_kind = DEFAULT_BOT_KIND
        seat.save(update_fields=["resigned_at", "bot_kind"])
        active = [s for s in seats if not s.resigned_at]
        if len(active) <= 1:
            _finish(game, seats, _resignation_outcome(seats))
            game.to_act = []
            _update_turns(game, seats, [])

    return _lifecycle(game_id, resign)


def game_moderate_cancel(*, game_id: int) -> GameSeats:
    """A moderator calls off a game, open or in play: nobody wins, every clock stops."""

    def cancel(game: Game, seats: list[Seat]) -> None:
        if game.status not in (GameStatus.OPEN, GameStatus.ACTIVE):
            raise errors.GameNotActive("Only an open game or one in play can be cancelled.")
        game.status = GameStatus.CANCELLED
        game.finished_at = timezone.now()
        game.to_act = []
        _update_turns(game, seats, [])

    return _lifecycle(game_id, cancel)


def seat_hand_to_bot(
    *, game_id: int, seat_index: int, bot_kind: str = DEFAULT_BOT_KIND
) -> GameSeats:
    """A moderator hands a player's seat to a bot (an absent or abusive player): the bot plays
    on, the player no longer can and sees the game as a spectator, the game goes on even with
    two players."""

    def hand_over(game: Game, seats: list[Seat]) -> None:
        seat = next((s for s in seats if s.index == seat_index), None)
        if seat is None or seat.user_id is None or seat.bot_kind:
            raise errors.InvalidRequest("That seat is not a player's.")
        if game.status != GameStatus.ACTIVE:
            raise errors.GameNotActive("Only a game in play can go on with a bot.")
        seat.resigned_at = timezone.now()
        seat.bot_kind = bot_kind
        seat.save(update_fields=["resigned_at", "bot_kind"])

    return _lifecycle(game_id, hand_over)


def _resignations(seats: Iterable[Seat]) -> list[tuple[datetime, Seat]]:
    """The seats that resigned, with when, in seat order."""
    return [(s.resigned_at, s) for s in seats if s.resigned_at]


def _resignation_outcome(seats: Sequence[Seat]) -> rep.Result:
    """The players still in share rank 1; the others follow, the last to resign first."""
    playing = [s.index for s in seats if not s.resigned_at]
    resigned = sorted(_resignations(seats), key=lambda pair: pair[0], reverse=True)
    ranks = [1] * len(seats)
    for place, (_at, seat) in enumerate(resigned, start=len(playing) + 1):
        ranks[seat.index] = place
    return {
        "scores": [0] * len(seats),
        "ranks": ranks,
        "winners": playing,
        "detail": {"ended_by": "resignation"},
    }


def game_rematch(*, game_id: int, user: User) -> GameSeats:
    game = Game.objects.get(pk=game_id)
    seats = _seats(game)
    if _seat_of(seats, user) is None:
        raise errors.NotAPlayer("Only players of this game can ask for a rematch.")
    if game.status != GameStatus.FINISHED:
        raise errors.GameNotActive("A rematch can be made once the game is finished.")
    others = [s.user.username for s in seats if s.user is not None and s.user_id != user.pk]
    bots = [s.bot_kind for s in seats if not s.user_id]
    rematch = game_create(
        creator=user,
        game_type=game.game_type,
        seats=game.num_seats,
        options=game.options,
        time_per_move=game.time_per_move,
        is_public=game.is_public,
        timeout_policy=game.timeout_policy,
        invite=others,
        bots=bots,
        rematch_of=game,
        rated=game.rated,
    )
    return GameSeats(rematch, _seats(rematch))


# ----- the move pipeline -------------------------------------------------------------------


def request_fingerprint(payload: object) -> str:
    return hashlib.sha256(json.dumps(payload, sort_keys=True).encode()).hexdigest()


def move_submit(
    *,
    game_id: int,
    user: User | None,
    action: Mapping[str, object],
    expected_version: int,
    idempotency_key: str | None = None,
    bot_seat: int | None = None,
    timed_out_at: datetime | None = None,
) -> MoveResult:
    """Apply one move, or answer a retry of one from the Idempotency-Key's store.

    ``user`` moves for their own seat; ``bot_seat`` (with ``user=None``) moves for a bot seat,
    or, with ``timed_out_at`` (the timeout sweep's clock), for any seat whose deadline passed.
    With a key, the answer (the game as ``user`` sees it after the move) is rendered here and
    stored in the move's own transaction: a move is never committed without it.
    """
    # The game is part of the request: a key reused on another game is not a replay.
    fingerprint = request_fingerprint(
        {"game": game_id, "action": action, "expected_version": expected_version}
    )
    key = idempotency_key if user is not None else None
    if key is not None:
        _idempotency_key_check(key)
    try:
        # The move's writes leave together once it is decided (games/row_writes.py).
        with transaction.atomic(), writes_batched(model=Game) as batch:
            game = _locked_game(game_id)
            seats = _seats(game)
            seat = _acting_seat(game, seats, user, bot_seat, timed_out_at)
            try:
                _check_playable(game, seat, expected_version, by_bot=bot_seat is not None)
                state, events = _apply(game, seats, seat, action, bot_seat, timed_out_at)
            except errors.DomainError:
                # A retry of a move that was applied always lands here, since the game has
                # moved on: the stored answer is looked up only now, off the common path.
                # (Nothing was written: every refusal comes before the first write.)
                stored = _stored_answer(user, key, fingerprint)
                if stored is None:
                    raise
                return MoveResult(game, seats, None, [], replayed=True, answer=stored)
            answer = None
            if key and user is not None:
                answer = game_payload(game=game, seats=seats, user=user, state=state)
                stored_answer = IdempotencyRecord(
                    user=user, key=key, request_hash=fingerprint, status_code=201, response=answer
                )
                row_insert(stored_answer)
            flush(batch)
            _ring(game, seats)
    except IntegrityError:
        # The key is taken: by a twin request on another game, or earlier with another body.
        # The whole move was rolled back (so the rows are read again, unlocked).
        stored = _stored_answer(user, key, fingerprint)
        if stored is None:
            raise errors.Conflict(
                "A request with this Idempotency-Key was being processed at the same time; retry.",
                code="idempotency_key_in_use",
            ) from None
        game = Game.objects.select_related("created_by").get(pk=game_id)
        return MoveResult(game, _seats(game), None, [], replayed=True, answer=stored)
    return MoveResult(game, seats, state, events, replayed=False, answer=answer)


def _acting_seat(
    game: Game,
    seats: list[Seat],
    user: User | None,
    bot_seat: int | None,
    timed_out_at: datetime | None,
) -> Seat:
    if bot_seat is None:
        seat = _seat_of(seats, user)
        if seat is None:
            _refuse_outsider(game, user)
        return seat
    seat = seats[bot_seat]
    if not (seat.is_bot or _timed_out(seat, timed_out_at)):
        raise errors.Forbidden("That seat is not played by a bot.")
    return seat


def _check_playable(game: Game, seat: Seat, expected_version: int, *, by_bot: bool) -> None:
    if game.status != GameStatus.ACTIVE:
        raise errors.GameNotActive(f"The game is {game.status}; no moves can be made.")
    if seat.resigned_at and not by_bot:
        raise errors.GameNotActive("You have resigned from this game.", code="resigned")
    if expected_version != game.version and not _same_decision(seat, expected_version, game):
        raise errors.StaleVersion(
            f"The game is at version {game.version}, not {expected_version}; "
            "fetch it again before moving.",
            details={"version": game.version},
        )


def _same_decision(seat: Seat, expected_version: int, game: Game) -> bool:
    """The seat faces the decision it faced at ``expected_version``: a simultaneous step in
    which only other seats have moved since (``Engine.decision``), so the move is not stale."""
    since = seat.decision_since
    return seat.is_to_act and since is not None and since <= expected_version < game.version


def _stored_answer(user: User | None, key: str | None, fingerprint: str) -> rep.Game | None:
    """The answer stored under ``key``, if any; the same key with another request is refused.
    A move without a key (or without a user: bots and timeouts) has none."""
    if not key or user is None:
        return None
    stored = IdempotencyRecord.objects.filter(user=user, key=key).first()
    if stored is not None and stored.request_hash != fingerprint:
        raise errors.IdempotencyMismatch("This Idempotency-Key was used with a different request.")
    # What move_submit stored: a game payload (the site's records of old stored less).
    return cast("rep.Game", stored.response) if stored is not None else None


def _apply(
    game: Game,
    seats: list[Seat],
    seat: Seat,
    action: Mapping[str, object],
    bot_seat: int | None,
    timed_out_at: datetime | None,
) -> tuple[object, list[Event]]:
    """Engine apply, the move log, the snapshot and the turns; returns the new (decoded) state
    and the move's events."""
    engine = get_engine(game.game_type)
    state = engine.state_from_json(game.started_state())
    try:
        new_state, events = engine.apply(state, seat.index, action)
    except IllegalAction as error:
        cls = errors.NotYourTurn if error.code == "not_your_turn" else errors.IllegalMove
        raise cls(error.message, code=error.code) from None
    game.version += 1
    move = Move(
        game=game,
        seq=game.version,
        seat=seat.index,
        # The engine accepted it: it is one of the seat's legal actions, a declared shape.
        action=cast("rep.AnyAction", action),
        events=events,
        by_bot=bot_seat is not None,
    )
    row_insert(move)
    game.state = engine.state_to_json(new_state)
    game.to_act = sorted(engine.to_act(new_state))
    outcome = engine.result(new_state)
    if outcome is not None:
        _finish(game, seats, _with_resignations(outcome.to_json(), seats))
    snapshot = ["version", "state", "to_act", "status", "finished_at", "result", "updated_at"]
    row_save(game, snapshot)
    mover = seat if bot_seat is None else None
    continuing = frozenset(
        i
        for i in game.to_act
        if i != seat.index
        and (key := engine.decision(new_state, i)) is not None
        and key == engine.decision(state, i)
    )
    _update_turns(game, seats, game.to_act, timed_out_at, mover, continuing)
    return new_state, events


def _refuse_outsider(game: Game, user: User | None) -> NoReturn:
    """A private game is invisible (404) to anyone neither seated nor invited; others get 403.

    The same answers as the permission-checked reads (selectors.game_get_for_user), decided
    here on the locked row so the move path needs no separate visibility query.
    """
    invited = Invitation.objects.standing().filter(game=game, invitee=user).exists()
    if not game.is_public and not invited:
        raise errors.NotFound(f"There is no game {game.pk}.")
    raise errors.NotAPlayer("You have no seat in this game.")


def _idempotency_key_check(key: str) -> None:
    """Every channel's key (the API's header, the site's form field) fits the stored column."""
    longest = IDEMPOTENCY_KEY_MAX_LENGTH
    if not 1 <= len(key) <= longest:
        raise errors.InvalidRequest(f"The Idempotency-Key must be 1-{longest} characters.")
    if not key.isprintable():
        raise errors.InvalidRequest("The Idempotency-Key must not contain control characters.")


def _timed_out(seat: Seat, now: datetime | None) -> bool:
    return bool(now and seat.is_to_act and seat.deadline_at and seat.deadline_at <= now)


def _with_resignations(outcome: OutcomeJson, seats: Sequence[Seat]) -> rep.Result:
    """A seat that resigned ranks below every seat that did not, whatever the engine scored."""
    resigned = [s.index for s in seats if s.resigned_at]
    if not resigned:
        return outcome
    engine_ranks = list(outcome["ranks"])
    playing = [i for i in range(len(seats)) if i not in resigned]
    ranks = list(engine_ranks)
    # The seats still playing are ranked among themselves (1 = best, ties shared), so a seat
    # is never pushed down by a resigned seat's bot that scored more; resigners follow.
    for i in playing:
        ranks[i] = 1 + sum(1 for j in playing if engine_ranks[j] < engine_ranks[i])
    last_first = sorted(_resignations(seats), key=lambda pair: pair[0])[::-1]
    for place, (_at, seat) in enumerate(last_first, start=len(playing) + 1):
        ranks[seat.index] = place
    winners = [i for i in playing if ranks[i] == 1]
    return {**outcome, "ranks": ranks, "winners": winners}
