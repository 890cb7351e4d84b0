"""Hachi Train (ハチトレイン, Arao Toshiki / Artemis, 2nd ed. 2019).

Rules: docs/games/hachi-train.md.

A climbing and shedding game for 3-5 players with a fixed hand order: beat the field with a
stronger block of adjacent equal cards, then take the beaten set into your hand.

Variant and options
    Deck by player count (§3.1): car cards ``1a … 8e`` with copies a-c (3 players), a-d (4) or
    a-e (5); all 8 special cards ``S12a S12b S34a S34b S56a S56b S78a S78b`` form the stock.
    Options: ``insert_mode`` = ``individual`` (default: one ``insert`` per collected card) or
    ``block`` (the collected set is inserted as one block by one ``insert``); ``rounds`` = 1-8
    (default 4). Assets start at $200m and drop by $100m for the round's loser.

Actions (every action is a dict with ``"type"``)
    ``{"type": "play", "start": i, "end": j, "number": N}`` play hand positions ``i … j``
    (inclusive), every card showing ``N`` (a special card shows either of its numbers).
    ``{"type": "pass"}`` only on a non-empty field; draws the top stock card while any remain.
    ``{"type": "insert", "position": k}`` put the next pending card (collected or drawn) before
    the card now at ``k``; ``k = len(hand)`` is the right end. Choices ``0 … len``.
    Legal lists: plays ordered by ``(start, end, number)``, then ``pass`` last; inserts by ``k``.

Events
    ``play`` {seat, start, end, number, cards, went_out}; ``discard`` {cards, reason: "went_out"};
    ``collect`` {seat, cards}; ``pass`` {seat, drew}; ``draw`` {seat, card} visible to the drawer
    only (others get {seat}); ``insert`` {seat, position, source: collected|drawn, count, cards}
    (a drawn card's id is visible to its owner only; the redacted version keeps the position);
    ``clear`` {cards, leader}; ``round_end`` {round, loser, assets}; ``round_start`` {round,
    start_player}; ``deal`` {seat, cards} visible to that seat only (others get {seat, count});
    ``game_end`` {assets, losers, draw}.

Decisions of the rules file (§10), all implemented
    1 sets are consecutive positions showing one declared number; 2 specials show either number,
    several per set; 3 collected cards are inserted one decision per card in their field order
    (option ``block``: one decision); 4 the field holds only the latest set; 5 after everyone else
    still in passes, the owner leads, or the next player still in after him if he is out; 6 going
    out discards the beaten set and leaves the new set on the field; 7 passing is always allowed
    on a non-empty field, an empty stock draws nothing; 8 the round ends as soon as one player
    holds cards; 9 game end after each round on $0 or after ``rounds`` rounds, lowest assets lose,
    all tied = draw; 10 no turn cap; 11 round 1 start player is random (seeded, label
    ``("start",)``); 12 collected cards stay face up in the hand that took them.

Decisions made here where the rules are silent
    * The deal gives seat 0 the first 8 cards of the seeded shuffle, seat 1 the next 8, ... in
      that order (label ``("deal", round)``); the stock is shuffled with ``("stock", round)``.
    * A pass increments the pass count at once; the clearing check runs after the drawn card has
      been inserted, and then the turn passes on.
    * Insert positions are public, as §9 lists "the position of every slot" as visible to all:
      the opponents see that a drawn special (unknown which) sits at slot ``k``. Only the id of
      a drawn card is private. ``action_view`` therefore returns actions unchanged: no action
      carries hidden information (a play shows cards that become public on the field).
    * A collected card keeps its slot public for the rest of the round, even when it is a special
      card; a played card leaves its slot, so the slot kinds of the rest are unchanged.
    * Result: scores are assets in $m; every player above the lowest assets has rank 1, the
      lowest share the next rank (so "winners" are all non-lowest players); all tied = draw.
    * Termination bound (``max_actions``): in a round at most ``8n+8`` cards exist, every
      clearing discards at least one of them for good, so there are at most ``8n+9`` sequences;
      a sequence has at most ``8(n+2)`` plays (strictly increasing strengths, sets of at most
      ``n+2`` cards), each followed by at most ``n+2`` inserts and at most ``2(n-1)`` pass/insert
      actions: ``rounds * (8n+9) * 8(n+2) * (3n+1)``.

Visibility (§9)
    Everyone sees every hand as a row of slots (kind ``dealt`` / ``drawn`` / ``collected``), the
    collected cards face up, the field with number and owner, the discard, the stock count, the
    assets, who is out, and the pending insertion (its cards too when they were collected). The
    seat's own hand, the ids of its own drawn cards and its pending cards are under ``"you"``.
    Once the game is over the view reveals every hand and the remaining stock.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from games.engines.base import (
    Engine,
    Event,
    Options,
    OptionSpec,
    Outcome,
    action_type_names,
)
from games.engines.hachi_train import bot, flow, views
from games.engines.hachi_train.cards import ASSET_START
from games.engines.hachi_train.rules import beating_sets, is_set, new_round, stronger
from games.engines.hachi_train.shapes import HachiTrainAction, HachiTrainView
from games.engines.hachi_train.state import HachiTrainState
from games.engines.rng import rng_for


class HachiTrainEngine(Engine[HachiTrainState, HachiTrainAction, HachiTrainView]):
    slug = "hachi-train"
    name = "Hachi Train"
    min_players = 3
    max_players = 5
    version = 1
    state_type = HachiTrainState
    action_shape = HachiTrainAction
    view_shape = HachiTrainView
    action_types = action_type_names(HachiTrainAction)
    option_specs: ClassVar[tuple[OptionSpec, ...]] = (
        OptionSpec(
            name="insert_mode",
            kind="choice",
            default="individual",
            description="Insert collected cards one at a time (individual) or as one block.",
            choices=("individual", "block"),
        ),
        OptionSpec(
            name="rounds",
            kind="int",
            default=4,
            description="Number of rounds (the game also ends when someone's assets reach $0).",
            minimum=1,
            maximum=8,
        ),
    )

    # ----- the game -------------------------------------------------------------------------

    def _setup(self, players: int, options: Options, seed: str) -> HachiTrainState:
        start = rng_for(seed, "start").randrange(players)
        blank = HachiTrainState(
            seed=seed,
            players=players,
            insert_mode="block" if options["insert_mode"] == "block" else "individual",
            rounds=int(options["rounds"]),
            round_no=0,
            start_player=start,
            assets=(ASSET_START,) * players,
            hands=(),
            kinds=(),
            stock=(),
            field=(),
            field_number=0,
            field_owner=-1,
            passes=0,
            turn=start,
            pending=(),
            pending_source="",
            discard=(),
            out_order=(),
            round_results=(),
            finished=False,
        )
        return new_round(blank, 1, start)

    def to_act(self, state: HachiTrainState) -> frozenset[int]:
        return frozenset() if state.finished else frozenset((state.turn,))

    def _legal_actions(self, state: HachiTrainState, seat: int) -> list[HachiTrainAction]:
        if state.pending:
            return [{"type": "insert", "position": k} for k in range(len(state.hands[seat]) + 1)]
        plays: list[HachiTrainAction] = [
            {"type": "play", "start": i, "end": j, "number": n}
            for i, j, n in beating_sets(state.hands[seat], len(state.field), state.field_number)
        ]
        if state.field:
            plays.append({"type": "pass"})  # a fresh dict: callers may keep or change it
        return plays

    def _apply(
        self, state: HachiTrainState, seat: int, action: HachiTrainAction
    ) -> tuple[HachiTrainState, list[Event]]:
        if action["type"] == "insert":
            return flow.insert(state, seat, action["position"])
        if action["type"] == "pass":
            return flow.pass_turn(state, seat)
        return flow.play(state, seat, action["start"], action["end"], action["number"])

    def _explain_illegal(self, state: HachiTrainState, seat: int, action: Mapping[str, Any]) -> str:
        kind = action["type"]
        if state.pending:
            if kind != "insert":
                return "First insert the pending card into your hand."
            return f"Insert positions run from 0 to {len(state.hands[seat])}."
        if kind == "insert":
            return "There is no card to insert now."
        if kind == "pass":
            return "You cannot pass on an empty field: play a set."
        start, end, number = action.get("start"), action.get("end"), action.get("number")
        if not all(isinstance(v, int) and not isinstance(v, bool) for v in (start, end, number)):
            return "A play needs whole-number 'start', 'end' and 'number'."
        assert isinstance(start, int) and isinstance(end, int) and isinstance(number, int)
        if not is_set(state.hands[seat], start, end, number):
            return f"Positions {start}..{end} of your hand do not all show {number}."
        if not stronger(end - start + 1, number, len(state.field), state.field_number):
            return "That set is not stronger than the field (more cards, or same count higher)."
        return "That action is not one of your legal actions now."

    def view(self, state: HachiTrainState, seat: int | None) -> HachiTrainView:
        return views.view(state, seat)

    def result(self, state: HachiTrainState) -> Outcome | None:
        if not state.finished:
            return None
        assets = state.assets
        low = min(assets)
        winners = sum(1 for a in assets if a > low)
        ranks = tuple(1 if a > low else winners + 1 for a in assets)
        losers = [] if winners == 0 else [s for s, a in enumerate(assets) if a == low]
        detail: dict[str, Any] = {
            "assets": list(assets),
            "losers": losers,
            "draw": winners == 0,
            "rounds_played": len(state.round_results),
            "rounds": [
                {
                    "round": r.round,
                    "start_player": r.start_player,
                    "loser": r.loser,
                    "out_order": list(r.out_order),
                    "assets": list(r.assets),
                }
                for r in state.round_results
            ],
        }
        return Outcome(scores=assets, ranks=ranks, detail=detail)

    def num_players(self, state: HachiTrainState) -> int:
        return state.players

    # ----- bots -----------------------------------------------------------------------------

    def greedy_action(
        self,
        view: HachiTrainView,
        seat: int,
        actions: Sequence[HachiTrainAction],
        rng: random.Random,
    ) -> HachiTrainAction:
        return bot.choose(view, actions)

    # ----- conformance hooks ----------------------------------------------------------------

    def zones(self, state: HachiTrainState) -> dict[str, list[str]]:
        return views.zones(state)

    def components(self, state: HachiTrainState) -> list[str]:
        return views.components(state)

    def hidden_from(self, state: HachiTrainState, seat: int | None) -> set[str]:
        return views.hidden_from(state, seat)

    def ended_round_ids(self, events: Sequence[Event]) -> set[str]:
        """The cards of the last play (which stay on the field until the round ends) when the
        step dealt a new round (events up to ``round_start``)."""
        played: set[str] = set()
        for event in events:
            if event["type"] == "round_start":
                return played
            if event["type"] == "play":
                played = set(event["cards"])
        return set()

    def max_actions(self, players: int, options: Options) -> int:
        n = players
        rounds = int(options.get("rounds", 4))
        return rounds * (8 * n + 9) * 8 * (n + 2) * (3 * n + 1)
