"""Take the Train (slug ``take-the-train``), rules: docs/games/take-the-train.md.

"§N" in this package (rules §N, §11.3, Decisions) means a section of that file.

Shedding game for 2-6 players: build four coloured lines outward from their Stations, pay a
fare ("take the train") when no play exists. Modules: ``cards`` (deck, tables), ``state``
(frozen dataclasses), ``rules`` (line geometry, runs, legal plays), ``moves`` (applying plays),
``rounds`` (deal, start-up search, end payments, match), ``view``, ``bot``, ``engine``.

Options
-------
* ``transfer`` (bool, default false): adds ``TR1 TR2`` (58 cards) and the Transfer play (§6.1).
* ``match`` (default ``single``): ``single`` | ``rounds`` (one round per player, the §8
  default N) | ``rounds:N`` with N = 2..10 | ``target:100`` | ``target:250``.

Setup: fares ``100 // n`` each, remainder to the pot; 13 cards each with 2-3 players, 8 with
4-6; the first dealer is drawn from the seed (label ``("dealer",)``), round r is shuffled with
label ``("deal", r)``; cards are dealt one at a time starting left of the dealer; the rest is
the draw pile (top = first). Hands are kept sorted (blue, green, magenta, orange 1..12,
Stations, FR, EL, TR).

Phases: ``opening`` (the first Station must be played), ``play``, ``round_over`` (multi-round
only: hands revealed, the next dealer deals), ``over``.

Actions (every action is a dict with "type")
---------------------------------------------
* ``{"type": "extend", "line": "B", "arm": "low"|"high"|"branch", "cards": ["B5", "FR1", ...]}``
  (P1) a run on one end; ``arm`` ``branch`` is the Transfer branch of colour ``line``.
* ``{"type": "open_line", "station": "SO", "arm": null|"low"|"high", "cards": [...]}`` (P2);
  ``arm`` null comes with ``cards`` [].
* ``{"type": "end_of_line", "card": "EL1", "line": "G", "arm": "low"|"high"}`` (P3).
* ``{"type": "swap_free_ride", "card": "B9"}`` (P4): ``card`` is the real card put in the place
  of the Free Ride that stands for it (the position is that card's colour and number; which
  Free Ride id goes back to the hand is not named, as it becomes hidden).
* ``{"type": "transfer", "transfer": "TR1", "base": "M5", "card": "O5"}`` (P5).
* ``{"type": "take_the_train"}`` (P6): the only legal action exactly when no play exists.
* ``{"type": "deal"}``: between rounds of a multi-round match, by the next dealer (only action).

Legal list order: extends (colours B, G, M, O; low arm, high arm, branch; runs depth first,
real card before Free Ride at each position), Station plays (alone, low runs, high runs), End of
Line (line order, low then high), swaps, transfers; Take the Train only when that list is empty.

Events
------
``round_started`` {round, dealer, fares, pot, hand_counts, draw_pile}; ``dealt`` {seat, cards}
(private, others see {seat, count}); ``opening_pass`` {seat}; ``opening_draw`` {seat, card}
(private, others see {seat}); one event per play with the action's fields plus ``seat`` (runs
add ``numbers``: the number each placed card, Free Ride or not, occupies);
``take_the_train`` {seat, fares, pot, drew}; ``drew`` {seat, card} (private, others {seat});
``round_ended`` {round, ended_by: "out"|"fares", seat, hands (revealed), payments, fares, pot,
winners, cumulative}; ``game_over`` {}.

Decisions (rules §11 followed; the points below are where the rules were silent)
--------------------------------------------------------------------------------
1. Start-up (§5, §11.1-2): players without a Station pass automatically; the first seat after
   the dealer holding a Station must play one (choice among held Stations, each alone or with a
   run on one arm). With no Station dealt, seats draw free cards in turn from the player after
   the dealer until one draws a Station, who must play it (runs allowed). These steps have no
   choice and are applied by the engine; others see only that a card was drawn.
2. Runs are single actions (§6). A run may stop after any card; each position is the real card
   (if held) or a Free Ride (even when the real card is held, as in §12.6). Free Rides are
   used in ascending id order (FR1 before FR2) so equivalent runs are listed once; the End of
   Line and Transfer plays likewise use the lowest held id.
3. §11.3-6, 11.8-9, 11.12 as written: Stations any turn with a run one way; swap needs the
   exact real card and keeps the hand size; End of Line on any open end of any line (whether
   or not extendable); a hand is never emptied by a swap.
4. Transfer (§6.1, §11.7): a base is any real numbered card on a line or branch that has no
   Transfer beside it; the first card of a branch counts as having one. A branch's next number
   must also not be a placed number of its colour (a card or Free Ride cannot be on the table
   twice). A Free Ride on a branch may be swapped like any other.
5. A round ends immediately when a hand is emptied by a play (including the opening play) or a
   player reaches 0 fares by taking the train (after the draw). End payments are capped at the
   fares held; every player except the one who went out pays.
6. Multi-round (§8, §11.10-11): after each round, each round winner (most fares, ties all)
   adds his fares to his cumulative score. ``rounds`` defaults to N = number of players. A
   target match ends after the round in which some cumulative score reaches the target; as a
   termination guarantee it also ends after ``players * target`` rounds (never reached in
   practice). Final scores: fares (single) or cumulative scores (multi-round); ranks shared on
   ties.
7. Between rounds the state pauses in ``round_over`` (the ended round's table and all hands are
   shown) and the next dealer's only action is ``deal``. This is the one step without a
   choice that waits for an action: every player sees the hands revealed by §7 before they are
   reshuffled, and, since card ids recur every round, the ended round's events and views never
   sit next to the new round's hidden hands. Later views summarise past rounds without card
   ids (cards left, specialty cards left, payments, fares, winners, points scored).

Visibility
----------
Everyone sees the table (lines, arms, Free Rides and the number they stand for, closed ends,
each end's next number, branches), fares, pot, hand counts, draw-pile count, free opening draws
per seat, past round summaries. ``you`` holds the seat's own hand (None for spectators). At
``round_over`` all hands are shown; at ``over`` all hands and the remaining draw pile.
``hidden_from`` lists the hidden card ids (whole tokens: ``B1`` does not occur in ``B12``) plus
the seed. A Free Ride on the table is shown with its number (the line gives the colour), never
with the id of the real card it stands for, which may be hidden in a hand.

Termination
-----------
Per round: every play but Take the Train puts at least one card on the table; only Free Rides
come back (by a swap, which puts a real numbered card down for good), so plays <= 56 + (2 + 48)
= 106; each Take the Train costs one of at most 100 fares, so <= 100; plus 1 deal: 207 actions
per round, times the round limit of decision 6.
"""

from __future__ import annotations

from games.engines.take_the_train.engine import TakeTheTrainEngine

ENGINE = TakeTheTrainEngine()

__all__ = ["ENGINE", "TakeTheTrainEngine"]
