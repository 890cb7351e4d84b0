"""Per-game presentation: board template, action labels and the move log in words."""

from __future__ import annotations

from games.web.presenters.base import Presenter

_PRESENTERS: dict[str, Presenter] = {}


def register(presenter: Presenter) -> Presenter:
    _PRESENTERS[presenter.slug] = presenter
    return presenter


def presenter_for(slug: str) -> Presenter:
    return _PRESENTERS.get(slug) or Presenter(slug=slug)


# Each game's presenter registers itself on import (last: they import ``register`` from here).
from games.web.presenters import (  # noqa: E402
    fast_train,  # noqa: F401
    hachi,  # noqa: F401
    hachi_hachi,  # noqa: F401
    hachi_train,  # noqa: F401
    take_the_train,  # noqa: F401
)
