"""Hachi-Hachi (八八, slug ``hachi-hachi``): three-player hanafuda with a two-player variant.

Rules and protocol (actions, events, view, the engine's own choices):
docs/games/hachi-hachi.md. "rules §N" or a bare "§N" in this package means section N of that
file; card ids are those of docs/games/hanafuda-deck.md.

Modules:

* ``engine`` - ``HachiHachiEngine``, the interface of games/engines/base.py;
* ``flow`` - the deal, the three steps of a turn and the end of a round;
* ``rules`` - the capture rule and the legal actions of each decision;
* ``deal`` - the seeded deal, misdeals, the field multiplier and the carry queue;
* ``cards`` - the cards' roles in this game, as lookup tables;
* ``teyaku`` - dealt hands: detection and what is shown;
* ``dekiyaku`` - captured combinations and liability;
* ``settlement`` - the payments at the end of a round;
* ``state`` - the immutable state;
* ``view`` - what each seat may see;
* ``shapes`` - the declared actions and view (published in the API schema);
* ``bot`` - the greedy bot, which reads only its seat's view.
"""

from games.engines.hachi_hachi.engine import HachiHachiEngine

ENGINE = HachiHachiEngine()

__all__ = ["ENGINE", "HachiHachiEngine"]
