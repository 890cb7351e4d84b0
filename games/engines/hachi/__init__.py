"""Hachi (八, "Eight"): two-player hanafuda fishing game with sum-based captures.

Rules: docs/games/hachi.md ("rules §N" in this package means its section N); deck ids:
docs/games/hanafuda-deck.md.

Variant and options
-------------------
* Exactly 2 players, the 48-card deck; 6 field cards, 7 cards per hand, 28 in the draw pile.
* Capture relation: cards of months m1, m2 are partners when (m1 + m2) mod 5 == 3. A capture
  takes exactly one partner; capturing is compulsory for the card played or turned.
* Card values: the ten ribbons 1, every other card 10 (deck total 390). All 21 yaku of §7.2 with
  the stand-ins 08A (yaku 12, 14, 21) and 12C3 (yaku 2, 18). Round score S = card points + yaku.
* Options: ``match_mode`` "streak" (default) or "fixed"; ``streak_cap`` 2-24 (default 12, streak
  mode only); ``rounds`` 1-12 (default 6, fixed mode only). The option of the other mode is
  validated but ignored. Streak: a round won by margin >= 20 is a qualifying win; two consecutive
  qualifying wins by one player end the match at once; at the cap the higher cumulative score
  wins (equal: drawn match). Fixed: after ``rounds`` rounds the higher cumulative score wins.

Actions (every action is a JSON object with "type")
---------------------------------------------------
* ``{"type": "play_card", "card": "03L", "target": "05C1"}`` - step A. ``target`` is one partner
  of ``card`` on the field, or ``null`` (the key must be present) when the card has no partner
  there. Order: hand cards by deck index, then targets by deck index.
* ``{"type": "choose_deck_capture", "target": "10C1"}`` - step B, only when the turned card has
  two or more available partners; taken after the card is revealed, by the seat whose turn it is.

Events
------
* ``round_started`` {round, dealer, field}; ``hand_dealt`` {seat, cards} visible to that seat
  only (others see {seat, count}).
* ``card_played`` {seat, card, target|null}; ``card_turned`` {seat, card}; then
  ``deck_to_field`` {seat, card} | ``deck_capture`` {seat, card, target, auto: true} |
  ``deck_choice`` {seat, card, options} (later ``deck_capture`` with auto false).
* ``round_ended`` {round, scores, card_points, yaku, winner|null, margin, qualifying, runs,
  cumulative}; ``match_ended`` {winner|null, decided_by: "streak"|"cumulative", cumulative}.
  A round that is not the last is followed in the same step by the next ``round_started``.

Decisions of rules §11 (all implemented)
----------------------------------------
1. A card counts in every yaku it completes; each yaku scores once.
2. Compulsory capture, player chooses the partner; a card without partner may always be played.
3. Cards claimed by the hand card are not available to the turned card; the hand card itself, if
   it went to the field, is available (the step-A pair goes to the pile at once, §5.3 note).
4. The seat whose turn it is chooses for the turned card.
5. Equal S = drawn round: the dealer deals again and both runs are broken.
6. margin >= 20 qualifies (20 itself does).
7. Default streak mode with cap 12 and cumulative tiebreak; ``fixed`` mode as an option.
8. Cumulative score = sum of the round scores S.
9. Uncapturable cards stay on the field until the round ends.
10. The first dealer is random from the seed (label ``("first_dealer",)``).
11. Field leftovers and unturned draw cards are never scored; unturned cards never appear in a
    view while the match runs.

Decisions made here (the rules are silent)
------------------------------------------
* Deal of round r: ``shuffled(DECK, seed, "deal", r)``; positions 0-5 field, 6-12 seat 0's hand,
  13-19 seat 1's hand, 20-47 the draw pile (top first). Each round is a fresh shuffle.
* The field and hands are kept sorted by deck index (the order is immaterial to the rules).
* Capture piles keep capture order, so captured pairs are adjacent.
* Outcome scores are the cumulative scores. In a streak win the run winner ranks 1 whatever the
  cumulative scores; otherwise ranks follow the cumulative scores (equal: both rank 1 = draw).
  If a streak completes in the cap round, the streak decides.
* After the whole match is over (the seed is published then anyway) the view also shows the
  final round's unturned cards (``unturned``) and hands, as the site's engine convention asks;
  earlier rounds' unturned cards are not kept in the state and never shown (rules §10/§11 say
  "not revealed afterwards"; the published seed would reveal them anyway).
* Greedy bot (``bot.py``, view only): card points of the cards taken, plus yaku completed, a
  share of yaku brought closer and of opponent yaku blocked; laying a card on the field costs
  what the opponent could make of it.

What each seat sees (``view``; declared in ``shapes.py``)
--------------------------------------------------------
Public: game ("hachi"), round, phase, dealer, turn, to_act, field, the turned card awaiting a
choice and its options, draw pile count, hand counts, both capture piles with their card points,
completed yaku and running S, round history (S, card points, yaku, winner, margin, runs),
cumulative scores, runs, options, match winner. Under "you": the seat's own hand. Spectators get
``"you": null``. Never shown while the match runs: the other hand, draw pile order or content,
the seed.
"""

from games.engines.hachi.engine import HachiEngine

ENGINE = HachiEngine()

__all__ = ["ENGINE", "HachiEngine"]
