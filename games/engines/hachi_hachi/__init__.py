"""Hachi-Hachi (八八, slug ``hachi-hachi``): rules in docs/games/hachi-hachi.md.

"§N" in this package (rules §N, §15.6, Decisions) means a section of that file; card ids are
those of docs/games/hanafuda-deck.md.

Variant and options
-------------------
3 players (standard) or the 2-player variant (§12), chosen by the player count. Options:
``rounds`` 12 (default) or 6; ``field_carry`` ``same_kind`` (default, §5.2) or ``all_lights``
(§5.3); ``double_eights_bonus`` false (default) / true. Points are the source's units (12 = 1 kan).

Flow
----
The first dealer is drawn from the seed (label ``("first_dealer",)``). Every deal shuffles the
48 cards with label ``("deal", round, attempt)``; hands of 7 go to the players in turn order from
the dealer, then 6 face-up field cards, the rest is the draw pile (21 / 28 cards). A field with
all four cards of a month is a misdeal: ``attempt`` + 1 and redeal by the same dealer (no
teyaku, carry queue untouched, round counter unchanged). Then the multiplier M and carry queue
(§5), the teyaku of every hand (§6, automatic), and the dealer plays first. A turn is: step A
(play a hand card, decision), step B (the top deck card is turned and captures automatically,
except with two same-month field cards: a separate decision), step C (if the player's dekiyaku
total rose: End or Sage; End is automatic with an empty hand). Exhaustion comes after 21 turns
(3 players) or 14 turns (2 players; the other 14 deck cards are never turned). After the
settlement the next round is dealt automatically; the game ends after ``rounds`` valid rounds.

Actions (JSON objects with "type")
----------------------------------
* ``{"type": "play_card", "card": "05R", "target": null}``: step A; ``target`` is one of the
  two same-month field cards when the field holds exactly two of the card's month, else null.
* ``{"type": "choose_capture", "target": "05A"}``: step B choice for the turned card.
* ``{"type": "end"}`` / ``{"type": "sage"}``: step C after a rise of the dekiyaku total.
Legal lists are in hand (deck index) order, targets in field (deck index) order, End before Sage.
Every action is public (``action_view`` is the identity).

Events
------
``first_dealer`` {seat} (only from ``setup_with_events``, which also returns the first deal's
events; ``setup`` itself returns no events); ``misdeal`` {round, attempt, month} (no card
ids: the void cards are reshuffled); ``round_started`` {round, dealer, field, field_kind,
multiplier, carry, teyaku: [{seat, name, value, set_hand, set_value, chaff_hand, chaff_value,
shown}]} (teyaku holders only);
``hand_dealt`` {seat, cards} visible to that seat, redacted to {seat, count} for the others;
``card_played`` {seat, card, captured}; ``card_turned`` {seat, card, captured[, choice]};
``turned_card_captured`` {seat, captured}; ``dekiyaku_formed`` {seat, dekiyaku, total};
``sage`` {seat, total}; ``round_ended_by`` {seat, total, automatic}; ``round_ended`` (the round
result: round, dealer, multiplier, field_kind, ending, ender, card_points, dekiyaku, parts
[{kind, seat, deltas}], deltas, next_dealer, totals); ``game_ended`` {scores, ranks}.
``captured`` is empty when the card stays on the field, else the card followed by what it took.
Part kinds: teyaku, dekiyaku, liability, sage_penalty, card_points, all_eights, double_eights,
simple_16, diving, escape (``seat`` = the beneficiary, or the payer for sage_penalty, or null
for card_points). Endings: end, sage_exhausted, card_count, all_eights, double_eights, simple_16.

Views (declared in ``shapes.py``)
---------------------------------
Everybody: game ("hachi-hachi"), phase, round, dealer, current seat, M, field kind, carry queue,
field, draw-pile count, the turned card awaiting a choice and its two candidates, hand counts,
the teyaku announcement of every seat (names, values, shown cards) and which shown cards are
still in each hand, capture piles and their card points, dekiyaku names/total/acknowledged
total/Sage of every seat, totals and the history of round results. ``you`` (seat only): the own
hand. After the game: all hands and the remaining draw pile under ``revealed``. Never: other
hands' unshown cards, the draw pile order or content, the 14 unturned cards of the 2-player
game, the seed.

Decisions
---------
Rules §14, all followed:
 1. 3 players standard, 2-player variant; no 4+ tables. 2. Points, 12 = 1 kan. 3. Values are paid
 by each opponent. 4. Teyaku = best set hand + best chaff hand (unlisted combinations too).
 5. Willow is chaff for the chaff teyaku and Simple 16 only. 6. Red = two or more ribbons, rest
 chaff. 7. Carry queue §5.2, option ``all_lights`` §5.3. 8. Misdeal and redeal. 9. Sage penalty
 version, several players in Sage per §9.2 (a)/(b) and §9.3. 10. Liability §9.5 (culprit pays
 double, third player nothing). 11. Teyaku automatic at the deal, settled at round end.
 12. 12 rounds, option 6. 13. End is automatic with an empty hand. 14. Any rise of D (a new
 dekiyaku, Four Lights to Five Lights) asks End/Sage. 15. Dekiyaku add up, Five Lights replaces
 Four Lights. 16. The Sage penalty uses D at the end of the round. 17. Exhaustion with a Sage
 player: no card points, no special hands; next dealer by card points. 18. Liability covers Red,
 Blue, Four Lights, by hand or turned card, lapses on Sage, yields to the Sage rules, 3 players
 only. 19. Diving for Three, Standing Three, Two Three, Haneken, once per player, tested as all
 four cards of a triple's month in the pile. 20. Diving and Escape only when cards are counted,
 never with 2 players. 21. Next-dealer tie: first in turn order from the dealer (2 players: the
 dealer keeps). 22. Shown teyaku cards stay visible while in the hand. 23. First dealer random.
 24. The carry queue gives up one entry every valid round; misdeals do not; discarded at the
 end. 25. Only the dealt field sets the kind. 26. "Forms a hand" means "forms and ends".
 27. The source's arithmetic errors are corrected (§15.1, 15.2, 15.3 are tests).

Choices made here (the rules are silent):
* Names: "Two Three" (72), "Two Three, one standing" (84), "Two Standing Threes" (96); a
  combination is named chaff hand + set hand ("Wither Four Three").
* A player holding no teyaku is not listed in ``round_started``; every seat has a (possibly
  empty) teyaku entry in the view.
* Liability only covers a dekiyaku counted in the ender's total: Four Lights completed together
  with Five Lights (the Rain Man already held) is Five Lights and never covered. If two covered
  dekiyaku complete in one turn, each is checked on its own (possibly two liable players).
* A card fed by C stays "fed" until C's next turn, so both opponents' next turns can use it.
* The ender's own earlier Sage does not stop liability (§9.5.4 only looks at his opponents);
  the liable player then pays double only for the covered dekiyaku completed in that turn.
* Field kind reported is the dealt field's own kind; M may be higher through the carry queue.
* Hands are kept in deck-index order (the deal order is not information a player keeps).
* After the last round the final position (last round's hands, field, piles) stays in the state
  and is fully revealed in the view.
* ``max_actions`` = rounds x turns per round (21 or 14) x 3 decisions per turn.
"""

from games.engines.hachi_hachi.engine import HachiHachiEngine

ENGINE = HachiHachiEngine()

__all__ = ["ENGINE", "HachiHachiEngine"]
