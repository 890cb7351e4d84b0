"""The game page's context, shared by the page view and the live socket (one rendering)."""

from __future__ import annotations

import uuid
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any, TypedDict

from accounts.models import Viewer
from accounts.selectors import preferences_of
from games import representations as rep
from games import selectors
from games.engines.registry import get_engine
from games.models import Game, GameStatus, Seat
from games.representations import bot_kind
from games.web.confirmations import CONFIRMATIONS, Confirmation
from games.web.game_texts import BOT_TEXTS
from games.web.presenters import AnyPresenter, presenter_for
from games.web.presenters.base import BoardInput, Choice

AnyBoardInput = BoardInput[Any, Any, Any]
AnyChoice = Choice[Any]

#: Moves shown in the page's log; the whole log is one tap away (``?log=all``).
LOG_MOVES = 12


def seat_names(seats: Sequence[Seat]) -> dict[int, str]:
    """What each seat is called on the page: the username, a numbered bot when two bots of
    one kind share the table, or "Open seat"."""
    kinds = Counter(s.bot_kind for s in seats if s.bot_kind and not s.user_id)
    numbered: Counter[str] = Counter()
    names = {}
    for s in seats:
        if s.username is not None:
            names[s.index] = s.username
        elif s.bot_kind:
            label = BOT_TEXTS[bot_kind(s.bot_kind)].name
            numbered[s.bot_kind] += 1
            names[s.index] = f"{label} {numbered[s.bot_kind]}" if kinds[s.bot_kind] > 1 else label
        else:
            names[s.index] = "Open seat"
    return names


def bot_account_names(seats: Sequence[Seat]) -> frozenset[str]:
    """The usernames of the bot accounts seated (docs/bots.md), for the BOT tag (the seats'
    users are loaded with them: no query)."""
    return frozenset(s.user.username for s in seats if s.user is not None and s.is_bot_account)


def move_log(
    *,
    game: Game,
    seats: Sequence[Seat],
    user: Viewer,
    presenter: AnyPresenter,
    names: dict[int, str],
    count: int | None,
) -> list[dict[str, Any]]:
    """The last ``count`` moves (all when None), newest first, each numbered once by its
    place in the game and told in words."""
    since = 0 if count is None else max(0, game.version - count)
    limit = count if count is not None else max(game.version, 1)
    log = selectors.moves_for(game=game, seats=seats, user=user, since=since, limit=limit)
    entries = []
    for move in reversed(log["moves"]):
        lines = [text for e in move["events"] if (text := presenter.event_text(e, names))]
        if lines:
            entries.append({"seq": move["seq"], "lines": lines, "by_bot": move["by_bot"]})
    return entries


def game_over_line(result: rep.Result | None, names: Mapping[int, str], me: int | None) -> str:
    """The finished game in a few words: "Game over: you won", "Game over: alice won"."""
    if not result:
        return "Game over"
    winners = list(result.get("winners") or [])
    resigned = (result.get("detail") or {}).get("ended_by") == "resignation"
    how = " by resignation" if resigned else ""
    if not winners:
        return "Game over: a draw"
    if me in winners:
        return f"Game over: you won{how}" if len(winners) == 1 else "Game over: you share the win"
    who = [names.get(s, f"Seat {s + 1}") for s in winners]
    if len(who) == 1:
        return f"Game over: {who[0]} won{how}"
    return f"Game over: {', '.join(who[:-1])} and {who[-1]} share the win"


class RatingLine(TypedDict):
    """One player's rating change on a finished rated game's page."""

    name: str
    text: str  # "1 512 → 1 538 (+26)"
    provisional: bool


def rating_number(value: int) -> str:
    """A rating as people read it: thousands set off by a thin space ("1 512")."""
    return f"{value:,}".replace(",", "\u202f")


def rating_lines(payload: rep.Game, names: Mapping[int, str]) -> list[RatingLine]:
    """What the game did to each player's rating, in seat order (none until it is rated)."""
    lines: list[RatingLine] = []
    for seat in payload["seats"]:
        change = seat["rating_change"]
        if change is not None:
            before, after = rating_number(change["before"]), rating_number(change["after"])
            lines.append(
                {
                    "name": names.get(seat["index"], f"Seat {seat['index'] + 1}"),
                    "text": f"{before} → {after} ({change['change']:+d})",
                    "provisional": change["provisional"],
                }
            )
    return lines


def game_page_context(
    *,
    game: Game,
    seats: Sequence[Seat],
    user: Viewer,
    log_all: bool = False,
    pending_action: dict[str, Any] | None = None,
    payload: rep.Game | None = None,
    state: object = None,
) -> dict[str, Any]:
    """Everything ``games/game.html`` draws for ``user``. ``pending_action`` is a move the
    player tapped once with "confirm moves" on and no script: it is shown selected, with a
    Confirm button. A live socket passes the ``payload`` it built for ``user`` and the decoded
    ``state`` it came from, so a push builds and decodes each once."""
    if payload is None:
        payload = selectors.game_payload(game=game, seats=seats, user=user, state=state)
    presenter = presenter_for(game.game_type)
    names = seat_names(seats)
    my_seat = payload["my_seat"]
    deadlines = {d["seat"]: d["deadline_at"] for d in payload["deadlines"]}
    inp = _board_input(
        presenter, game=game, seats=seats, user=user, payload=payload, state=state, names=names
    )
    return {
        "game": payload,
        "digest": selectors.payload_digest(payload),
        "game_name": get_engine(game.game_type).name,
        "view": inp.view,
        "players": _players(game, seats, payload, names, deadlines),
        "names": names,
        "bot_names": bot_account_names(seats),
        "my_seat": my_seat,
        "my_deadline": deadlines.get(my_seat) if my_seat is not None else None,
        **_moves(inp, pending_action, user),
        **_board(presenter, inp, game, payload),
        "log": move_log(
            game=game,
            seats=seats,
            user=user,
            presenter=presenter,
            names=names,
            count=None if log_all else LOG_MOVES,
        ),
        "log_all": log_all or game.version <= LOG_MOVES,
        "idempotency_key": uuid.uuid4().hex,
        **_lifecycle(game, seats, user, my_seat),
    }


def _board_input(
    presenter: AnyPresenter,
    *,
    game: Game,
    seats: Sequence[Seat],
    user: Viewer,
    payload: rep.Game,
    state: object,
    names: dict[int, str],
) -> AnyBoardInput:
    """The viewer's view and, while the game is on, its legal moves, as the game's presenter
    reads them (each move once, beside the JSON its button posts)."""
    active = game.status == GameStatus.ACTIVE
    actions: Sequence[Mapping[str, Any]] = ()
    if payload["my_seat"] is not None and active:
        legal = selectors.legal_moves_for(game=game, seats=seats, user=user, state=state)
        actions = legal["actions"]
    return presenter.board_input(
        view=payload["view"] or {},
        my_seat=payload["my_seat"],
        names=names,
        actions=actions,
        to_act=payload["to_act"] if active else (),
        finished=game.status == GameStatus.FINISHED,
    )


def _players(
    game: Game,
    seats: Sequence[Seat],
    payload: rep.Game,
    names: dict[int, str],
    deadlines: dict[int, str],
) -> list[dict[str, Any]]:
    """The seats as the page lists them while the game waits for players."""
    to_act = payload["to_act"] if game.status == GameStatus.ACTIVE else []
    return [
        {
            "index": s.index,
            "name": names[s.index],
            "is_me": s.index == payload["my_seat"],
            "is_bot": s.is_bot,
            "is_open": s.is_open,
            "to_act": s.index in to_act,
            "deadline_at": deadlines.get(s.index),
            "resigned": s.resigned_at is not None,
        }
        for s in seats
    ]


def _moves(
    inp: AnyBoardInput, pending_action: dict[str, Any] | None, user: Viewer
) -> dict[str, Any]:
    """The viewer's moves, the one tapped once with "confirm moves" on and no script (shown
    selected, with a Confirm button), and whether a tap needs that confirmation."""
    return {
        "choices": inp.choices,
        "action_groups": _groups(inp.choices),
        "pending": next((c for c in inp.choices if c.action == pending_action), None),
        "confirm_moves": user.is_authenticated and preferences_of(user).confirm_moves,
    }


def _board(
    presenter: AnyPresenter, inp: AnyBoardInput, game: Game, payload: rep.Game
) -> dict[str, Any]:
    """The board and the words around it. A game not started yet has no view, so no board,
    decision or progress line."""
    started = payload["view"] is not None
    if game.status == GameStatus.FINISHED:
        decision = game_over_line(payload["result"], inp.names, inp.my_seat)
    else:
        decision = presenter.decision(inp) if started else ""
    return {
        "decision": decision,
        "status_line": presenter.status_line(inp.view) if started else "",
        "board_template": presenter.board_template,
        "board": presenter.board(inp) if started else {},
        "moves_on_board": presenter.moves_on_board,
        "replay": False,
        "scoring_rows": presenter.scoring_rows(payload["result"], inp.names),
        "rating_lines": rating_lines(payload, inp.names),
    }


def _lifecycle(
    game: Game, seats: Sequence[Seat], user: Viewer, my_seat: int | None
) -> dict[str, Any]:
    """What the viewer may do to the game itself: join it, start it, or the one act that
    cannot be undone (resign, leave, cancel), asked to confirm."""
    return {
        "is_creator": user.is_authenticated and game.created_by_id == user.pk,
        "danger": _danger(game, seats, my_seat),
        "can_join": (
            user.is_authenticated
            and game.status == GameStatus.OPEN
            and my_seat is None
            and any(s.is_open for s in seats)
        ),
    }


def _danger(game: Game, seats: Sequence[Seat], my_seat: int | None) -> Confirmation | None:
    seated = next((s for s in seats if s.index == my_seat), None)
    if seated is None:
        return None
    if game.status == GameStatus.ACTIVE and not seated.resigned_at:
        return CONFIRMATIONS["resign"]
    if game.status == GameStatus.OPEN:
        return CONFIRMATIONS["cancel" if seated.index == 0 else "leave"]
    return None


def _groups(choices: Sequence[AnyChoice]) -> dict[str, list[AnyChoice]]:
    """The choices by group, for the list of buttons under a board that does not draw them."""
    groups: dict[str, list[AnyChoice]] = {}
    for choice in choices:
        groups.setdefault(choice.group, []).append(choice)
    return groups
