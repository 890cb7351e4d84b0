"""Hachi Train (ハチトレイン, slug ``hachi-train``): climbing and shedding with a fixed hand order.

Rules and protocol (actions, events, view, the engine's own choices):
docs/games/hachi-train.md. "rules §N" or a bare "§N" in this package means section N of that
file.

Modules:

* ``engine`` - ``HachiTrainEngine``, the interface of games/engines/base.py;
* ``flow`` - play, pass and draw, insertion, clearing, the end of a round and of the game;
* ``rules`` - sets, strength, turn order and the deal of a round;
* ``cards`` - card ids, the numbers each card can show, the deck by player count;
* ``state`` - the immutable state;
* ``views`` - what each seat may see, and the hidden cards;
* ``shapes`` - the declared actions and view (published in the API schema);
* ``bot`` - the greedy bot, which reads only its seat's view.
"""

from games.engines.hachi_train.engine import HachiTrainEngine

ENGINE = HachiTrainEngine()

__all__ = ["ENGINE", "HachiTrainEngine"]
