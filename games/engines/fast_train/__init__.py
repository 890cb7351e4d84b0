"""Fast Train to Miyajima (slug ``fast-train``): roll-and-write, every player loads at once.

Rules and protocol (actions, events, view, the engine's own choices): docs/games/fast-train.md.
"rules §N" or a bare "§N" in this package means section N of that file.

Modules:

* ``engine`` - ``FastTrainEngine``, the interface of games/engines/base.py;
* ``rules`` - sources, loads, rolls, the reveal and the end of a round;
* ``scoring`` - sheet scores, solo ranks and challenges, the result detail;
* ``options`` - the ``distance_tables`` option;
* ``constants`` - colours, cities, thresholds and the provisional distance tables;
* ``state`` - the immutable state; ``codec`` - its fast JSON conversion;
* ``view`` - what each seat sees;
* ``shapes`` - the declared actions and view (published in the API schema);
* ``bot`` - the greedy bot, which reads only its seat's view.
"""

from games.engines.fast_train.engine import FastTrainEngine

ENGINE = FastTrainEngine()

__all__ = ["ENGINE", "FastTrainEngine"]
