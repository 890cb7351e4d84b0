"""Fast Train to Miyajima (slug ``fast-train``), rules: docs/games/fast-train.md.

"§N" in this package (rules §N, §6.1, Decisions) means a section of that file.

A 1-8 player roll-and-write game in which every player loads the same dice at the same time.

Variant and options
-------------------
The published rules with the site's corrections (§10 of the rules file). Options:

* ``distance_tables`` (structured, default = the PROVISIONAL tables of §6.1): for each colour
  (``red``, ``yellow``, ``blue``, ``orange``, ``green``, ``purple``) an object
  ``{"fast": [d0..d6], "heavy": [d0..d6]}``; each list has 7 non-negative, non-increasing whole
  numbers ending in 0 (the distance of a train with n filled cars). All 12 lists are required.
  It is not an ``OptionSpec`` (those are choice/int/bool only): ``validate_options`` and
  ``describe`` handle it (``describe`` lists it with ``"kind": "table"``).
  A default game leaves it out of the validated options (absent = the provisional tables).
* ``show_solo_challenges`` (bool, default true): solo only, report the five challenges in the
  result detail (ignored with 2+ players).

Actions (every action is a dict with ``"type"``)
------------------------------------------------
* ``{"type": "roll", "die": "red"|"yellow"|"blue"}``: the active player chooses the next die
  (3 choices at step 1, 2 at step 2; the third die is rolled automatically).
* ``{"type": "load", "colour": <colour>, "train": "fast"|"heavy"}``: commit the load of the
  last die. The colour names the source: the die's own colour (die alone) or the mixed colour
  made with a die rolled earlier this round (cargo = the two values added). Listed in source
  order (die alone, then mixes in colour order orange, green, purple), fast before heavy.

Events
------
* ``die_rolled`` {round, step, die, value, by: seat|None, auto: bool}
* ``load_committed`` {round, step, seat, colour, train, cargo} with ``visible_to: [seat]`` and
  ``redacted: {type, round, step, seat}`` (the others learn only that the seat committed).
* ``loads_revealed`` {round, step, die, loads: [{seat, colour, train, cargo, car, value}],
  skipped: [seats]}: every commit of a die, revealed and applied together (seat order).
* ``destination_reached`` {seat, colour, city}
* ``last_round`` {round, destinations, threshold}: the end is triggered; the round is finished.
* ``round_ended`` {round}; ``round_started`` {round, active}; ``game_over`` {round, scores}.

Decisions (rules §10) and the engine's own choices
--------------------------------------------------
1. Secondary-colour geometry: "closer" uses the configurable ``distance_tables``.
2. The end follows the count of distinct cities reached by anyone, checked after each die's
   loads; the threshold is 2/3/4/5/6 for 1/2/3/4/5+ players; the round is played out.
3. Final ties are shared wins (competition ranks, ``ranks_from_scores``).
4. A solo score of exactly 150 ranks Gandy Dancer.
5. Simultaneous loading: all seats that can load commit before the next die; commits are final
   and hidden until the last one is in, then revealed in one event and applied.
6. The active player picks the die; the server rolls it: ``rng_for(seed, "roll", round, step)``,
   so a value depends only on the round and step. The last die is rolled without asking.
7. Empty trains tie in distance and weight: not adhering, both score 0.
8. Loading is compulsory: a seat with a legal load is in ``to_act`` and must commit.
9. 1-8 players; 5-8 players need all six cities.
10. Solo challenges: strict "most"/"second most", "at least four", "more than 260".
11. The first active player is random: ``rng_for(seed, "first_player")``; solo: seat 0.
Own choices: seats that cannot load a die are skipped silently (listed in ``loads_revealed``);
a die that nobody can load is still rolled and revealed; several destinations may be reached
on the same die; the game's result detail lists every round's active seat and dice.

Result
------
Scores are sheet points; ranks are competition ranks (ties share). ``detail``: per player the
score, per colour ``{fast: {cars, sum, score}, heavy: {...}, distance: {fast, heavy}, closer,
heavier, adheres, total}`` and the cities reached; the distinct cities; the threshold; every
round's active seat and dice; the distance tables; solo: ``{"rank", "challenges": [{number,
description, achieved}]}``.

Conformance hooks: components are the three dice ``die:red|yellow|blue``, zoned ``rolled`` /
``unrolled`` for the current round; ``hidden_from`` is the seed (pending commits are not ids,
their secrecy is tested separately); ``max_actions`` = 66 rounds x (2 + 3 x players).

Views
-----
Declared in ``shapes`` (``FastTrainView``; actions: ``FastTrainAction``). Everything is public
(§9): ``game`` (``"fast-train"``), ``players``, ``round``, ``active``, ``phase`` (``roll``,
``load``, ``over``), ``to_act``, the dice of this round (``{"id": "die:<colour>", "die",
"value"}`` in roll order), ``unrolled`` dice, the ``sources`` of the current die (colour,
cargo), who still has to load (``waiting``), who has committed (``committed``), who is
``skipped``, every sheet (cars as running totals per colour and train, reached colours, current
score), distinct ``destinations`` with the threshold, ``last_round``, ``rounds_played`` and the
distance tables.
Under ``"you"`` (None for spectators): the seat, ``must_load`` and its own ``pending`` commit.
Another seat's pending commit appears nowhere: not in views, ``action_view`` of a load shows
others only ``{"type": "load"}``, and the ``load_committed`` event is redacted for them. The
seed is never in a view; after the end nothing else is hidden.
"""

from games.engines.fast_train.engine import FastTrainEngine

ENGINE = FastTrainEngine()

__all__ = ["ENGINE", "FastTrainEngine"]
