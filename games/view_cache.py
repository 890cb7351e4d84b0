"""Each seat's view of a game version, worked out once per process.

A move's answer, the pushes to every socket watching the game (one per seat and one for
spectators) and the polls that follow all want the same few views of the same version; the
engine's ``view`` (and decoding the state before it) is then the biggest part of rendering a
game. The key is the game, its version, its ``updated_at`` (set by every save: a view worked
out in a move whose transaction then failed is never served for another move of the same
number) and the seat whose hidden information is shown (None: what anyone may see). A view
is handed out shared: callers only read it (they render it as JSON).
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from datetime import datetime

from games.engines.registry import get_engine
from games.models import Game
from games.representations import AnyView

#: Views kept per process (a few kB each): recent versions of every game being played here.
SIZE = 4096

type _Key = tuple[int, int, datetime | None, int | None]

_views: OrderedDict[_Key, AnyView] = OrderedDict()
_lock = threading.Lock()


def game_view(*, game: Game, shown: int | None, state: object = None) -> AnyView:
    """The engine's view of ``game`` for seat ``shown`` (``state``: the decoded state, when
    the caller has it). ``game`` must have started (it has a state)."""
    key = (game.pk, game.version, game.updated_at, shown)
    with _lock:
        kept = _views.get(key)
        if kept is not None:
            _views.move_to_end(key)
            return kept
    engine = get_engine(game.game_type)
    view: AnyView = engine.view(state or engine.state_from_json(game.started_state()), shown)
    with _lock:
        _views[key] = view
        if len(_views) > SIZE:
            _views.popitem(last=False)
    return view
