"""The Hachi Train engine class (rules and protocol: docs/games/hachi-train.md)."""

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
from games.engines.hachi_train import flow, greedy, view
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
        return view.view(state, seat)

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
        return greedy.choose(view, actions)

    # ----- conformance hooks ----------------------------------------------------------------

    def zones(self, state: HachiTrainState) -> dict[str, list[str]]:
        return view.zones(state)

    def components(self, state: HachiTrainState) -> list[str]:
        return view.components(state)

    def hidden_from(self, state: HachiTrainState, seat: int | None) -> set[str]:
        return view.hidden_from(state, seat)

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
