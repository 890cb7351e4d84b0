"""Slug -> engine. Each game package exposes one ``ENGINE`` instance; list it here."""

from __future__ import annotations

from games.engines.base import AnyEngine
from games.engines.fast_train import ENGINE as FAST_TRAIN
from games.engines.hachi import ENGINE as HACHI
from games.engines.hachi_hachi import ENGINE as HACHI_HACHI
from games.engines.hachi_train import ENGINE as HACHI_TRAIN
from games.engines.take_the_train import ENGINE as TAKE_THE_TRAIN

_ENGINE_LIST: tuple[AnyEngine, ...] = (
    HACHI,
    HACHI_HACHI,
    FAST_TRAIN,
    HACHI_TRAIN,
    TAKE_THE_TRAIN,
)

ENGINES: dict[str, AnyEngine] = {engine.slug: engine for engine in _ENGINE_LIST}
#: The most players any game seats: the API's bound on seats (and on invitations and bots).
MAX_PLAYERS = max(engine.max_players for engine in _ENGINE_LIST)


class UnknownGameType(KeyError):
    pass


def get_engine(slug: str) -> AnyEngine:
    try:
        return ENGINES[slug]
    except KeyError:
        raise UnknownGameType(slug) from None


def all_engines() -> list[AnyEngine]:
    return list(ENGINES.values())
