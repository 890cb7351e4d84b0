"""Hachi Train engine package (slug ``hachi-train``); see :mod:`.engine` for the full docstring.

Rules: docs/games/hachi-train.md; "§N" in this package (rules §N, Decisions) means a section
of that file.
"""

from games.engines.hachi_train.engine import HachiTrainEngine

ENGINE = HachiTrainEngine()

__all__ = ["ENGINE", "HachiTrainEngine"]
