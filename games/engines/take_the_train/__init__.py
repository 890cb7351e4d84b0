"""Take the Train (slug ``take-the-train``): shedding cards onto four coloured lines.

Rules and protocol (actions, events, view, the engine's own choices):
docs/games/take-the-train.md. "rules §N" or a bare "§N" in this package means section N of
that file.

Modules:

* ``engine`` - ``TakeTheTrainEngine``, the interface of games/engines/base.py;
* ``rounds`` - fares, the deal, the start-up search, end payments and matches;
* ``rules`` - line geometry, runs and the legal plays of a turn;
* ``moves`` - applying a play or Take the Train, with its events;
* ``cards`` - the deck and lookup tables;
* ``state`` - the immutable state;
* ``view`` - what each seat may see;
* ``shapes`` - the declared actions and view (published in the API schema);
* ``bot`` - the greedy bot, which reads only its seat's view and legal actions.
"""

from __future__ import annotations

from games.engines.take_the_train.engine import TakeTheTrainEngine

ENGINE = TakeTheTrainEngine()

__all__ = ["ENGINE", "TakeTheTrainEngine"]
