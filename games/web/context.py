"""The game page's context, shared by the page view and the live socket (one rendering)."""

from __future__ import annotations

import json
import uuid
from collections.abc import Sequence
from typing import Any

from games import selectors
from games.engines.registry import get_engine
from games.models import Game, GameStatus, Seat
from games.web.presenters import presenter_for


def seat_names(seats: Sequence[Seat]) -> dict[int, str]:
    return {
        s.index: s.user.username if s.user_id else f"{s.bot_kind.capitalize()} bot" for s in seats
    }


def game_page_context(
    *, game: Game, seats: Sequence[Seat], user: Any, log_limit: int = 30
) -> dict[str, Any]:
    payload = selectors.game_payload(game=game, seats=seats, user=user)
    presenter = presenter_for(game.game_type)
    names = seat_names(seats)
    my_seat = payload["my_seat"]
    view = payload["view"] or {}
    actions: list[dict[str, Any]] = []
    if my_seat is not None and game.status == GameStatus.ACTIVE:
        actions = selectors.legal_moves_for(game=game, seats=seats, user=user)["actions"]
    groups: dict[str, list[dict[str, Any]]] = {}
    for action in actions:
        groups.setdefault(presenter.action_group(action), []).append(
            {
                "json": json.dumps(action, sort_keys=True),
                "label": presenter.action_label(action, view),
            }
        )
    since = max(0, game.version - log_limit)
    log = selectors.moves_for(game=game, seats=seats, user=user, since=since)["moves"]
    lines = [
        {"seq": move["seq"], "text": text}
        for move in reversed(log)
        for text in (presenter.event_text(e, names) for e in move["events"])
        if text
    ]
    deadlines = {d["seat"]: d["deadline_at"] for d in payload["deadlines"]}
    players = [
        {
            "index": s.index,
            "name": names[s.index],
            "is_me": s.index == my_seat,
            "to_act": s.index in payload["to_act"],
            "deadline_at": deadlines.get(s.index),
            "resigned": s.resigned_at is not None,
        }
        for s in seats
    ]
    return {
        "game": payload,
        "game_name": get_engine(game.game_type).name,
        "view": view,
        "players": players,
        "names": names,
        "my_seat": my_seat,
        "action_groups": groups,
        "log_lines": lines,
        "board_template": presenter.board_template,
        "board": presenter.board_context(view=view, my_seat=my_seat),
        "moves_on_board": presenter.moves_on_board,
        "scoring_rows": presenter.scoring_rows(payload["result"], names),
        "idempotency_key": uuid.uuid4().hex,
        "is_creator": user.is_authenticated and game.created_by_id == user.pk,
        "can_join": (
            user.is_authenticated
            and game.status == GameStatus.OPEN
            and my_seat is None
            and any(s.is_open for s in seats)
        ),
    }
