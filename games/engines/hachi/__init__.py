"""Hachi (八, "Eight"): the two-player hanafuda game where captures go by month sums.

Rules and protocol (actions, events, view, the engine's own choices): docs/games/hachi.md.
"rules §N" in this package means section N of that file; card ids are those of
docs/games/hanafuda-deck.md.

Modules:

* ``engine`` - ``HachiEngine``, the interface of games/engines/base.py;
* ``rules`` - the capture relation, the deal and the steps of a turn;
* ``scoring`` - card values, the 21 yaku, round scores and the match's progress;
* ``state`` - the immutable state;
* ``shapes`` - the declared actions and view (published in the API schema);
* ``bot`` - the greedy bot, which reads only its seat's view.
"""

from games.engines.hachi.engine import HachiEngine

ENGINE = HachiEngine()

__all__ = ["ENGINE", "HachiEngine"]
