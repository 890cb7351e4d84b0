"""Hachi Train engine package (slug ``hachi-train``); see :mod:`.engine` for the full docstring."""

from games.engines.hachi_train.engine import HachiTrainEngine

ENGINE = HachiTrainEngine()

__all__ = ["ENGINE", "HachiTrainEngine"]
