"""Per-game presentation, one presenter per game slug: the board, button labels, the move log
in words (the interface: ``base.py``)."""

from __future__ import annotations

from typing import Any

from games.web.presenters.base import Presenter

#: Any game's presenter (each is typed with its own game's shapes).
AnyPresenter = Presenter[Any, Any, Any]

_PRESENTERS: dict[str, AnyPresenter] = {}


def register(presenter: AnyPresenter) -> AnyPresenter:
    _PRESENTERS[presenter.slug] = presenter
    return presenter


def presenter_for(slug: str) -> AnyPresenter:
    """The game's presenter, or the default one that draws any engine's view as a list."""
    return _PRESENTERS.get(slug) or Presenter(slug=slug)


# Each game's presenter registers itself on import (last: they import ``register`` from here).
from games.web.presenters import (  # noqa: E402
    fast_train,  # noqa: F401
    hachi,  # noqa: F401
    hachi_hachi,  # noqa: F401
    hachi_train,  # noqa: F401
    take_the_train,  # noqa: F401
)
