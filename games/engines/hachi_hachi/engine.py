"""The Hachi-Hachi engine class (rules and protocol: docs/games/hachi-hachi.md)."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, cast

from games.engines.base import (
    Engine,
    Event,
    InvalidOptions,
    Options,
    OptionSpec,
    Outcome,
    action_type_names,
    ranks_from_scores,
)
from games.engines.hachi_hachi import flow, greedy, view
from games.engines.hachi_hachi.rules import choose_actions, decide_actions, play_actions
from games.engines.hachi_hachi.settlement import result_json
from games.engines.hachi_hachi.shapes import (
    HachiHachiAction,
    HachiHachiResult,
    HachiHachiResultDetail,
    HachiHachiView,
)
from games.engines.hachi_hachi.state import HachiHachiState
from games.engines.rng import rng_for

TURNS_PER_ROUND = {2: 14, 3: 21}
_SEATS = tuple(frozenset((seat,)) for seat in range(3))


class HachiHachiEngine(Engine[HachiHachiState, HachiHachiAction, HachiHachiView]):
    slug = "hachi-hachi"
    name: ClassVar[str] = "Hachi-Hachi"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 3
    version: ClassVar[int] = 1
    option_specs: ClassVar[tuple[OptionSpec, ...]] = (
        OptionSpec("rounds", "int", 12, "Number of rounds: 12 or 6.", minimum=6, maximum=12),
        OptionSpec(
            "field_carry",
            "choice",
            "same_kind",
            "Multiplier carry queue: same_kind (extra lights of the top kind) or all_lights.",
            choices=("same_kind", "all_lights"),
        ),
        OptionSpec(
            "double_eights_bonus",
            "bool",
            False,
            "Double 8's pays 12 more points per card point above 168.",
        ),
    )
    state_type: ClassVar[type] = HachiHachiState
    action_shape: ClassVar[Any] = HachiHachiAction
    view_shape: ClassVar[Any] = HachiHachiView
    action_types: ClassVar[frozenset[str]] = action_type_names(HachiHachiAction)

    def _check_option_combination(self, options: Options, players: int) -> None:
        if options["rounds"] not in (6, 12):
            raise InvalidOptions("rounds", "Option 'rounds' must be 12 or 6.")

    # ----- the game -------------------------------------------------------------------------

    def _setup(self, players: int, options: Options, seed: str) -> HachiHachiState:
        state, _events = self.setup_with_events(players, options, seed)
        return state

    def setup_with_events(
        self, players: int, options: Options, seed: str
    ) -> tuple[HachiHachiState, list[Event]]:
        """The first position and the events of the first deal (options already validated)."""
        dealer = rng_for(seed, "first_dealer").randrange(players)
        blank = HachiHachiState(
            players=players,
            rounds=int(options["rounds"]),
            field_carry=str(options["field_carry"]),
            double_eights_bonus=bool(options["double_eights_bonus"]),
            seed=seed,
            round_no=1,
            deal_attempt=0,
            dealer=dealer,
            totals=(0,) * players,
            carry=(),
            multiplier=1,
            field_kind="small",
            hands=((),) * players,
            field=(),
            deck=(),
            piles=((),) * players,
            teyaku=(),
            phase="play",
            current=dealer,
            pending=None,
            d_ack=(0,) * players,
            sage=(False,) * players,
            fed=(None,) * players,
            turn_start_pile=0,
            turn_captures=(),
            history=(),
        )
        events: list[Event] = [{"type": "first_dealer", "seat": dealer}]
        return flow.start_round(blank, events), events

    def to_act(self, state: HachiHachiState) -> frozenset[int]:
        if state.phase == "over":
            return frozenset()
        return _SEATS[state.current]

    def _legal_actions(self, state: HachiHachiState, seat: int) -> list[HachiHachiAction]:
        if state.phase == "over" or seat != state.current:
            return []
        if state.phase == "play":
            return play_actions(state.hands[seat], state.field)
        if state.phase == "choose":
            assert state.pending is not None
            return choose_actions(state.field, state.pending)
        return decide_actions()

    def _apply(
        self, state: HachiHachiState, seat: int, action: HachiHachiAction
    ) -> tuple[HachiHachiState, list[Event]]:
        events: list[Event] = []
        if action["type"] == "play_card":
            state = flow.play_card(state, seat, action["card"], action["target"], events)
        elif action["type"] == "choose_capture":
            state = flow.choose_capture(state, seat, action["target"], events)
        elif action["type"] == "sage":
            state = flow.call_sage(state, seat, events)
        else:
            state = flow.call_end(state, seat, events)
        return state, events

    def _explain_illegal(self, state: HachiHachiState, seat: int, action: Mapping[str, Any]) -> str:
        expected = {
            "play": ("play_card",),
            "choose": ("choose_capture",),
            "decide": ("end", "sage"),
        }.get(state.phase, ())
        if action["type"] not in expected:
            return f"Now you must choose one of: {', '.join(expected)}."
        if action["type"] == "play_card" and action.get("card") not in state.hands[seat]:
            return "You can only play a card from your hand."
        return "Pick one of the two same-month field cards as 'target' (or null if no choice)."

    def view(self, state: HachiHachiState, seat: int | None) -> HachiHachiView:
        outcome = self.result(state)
        # Outcome.to_json is untyped JSON (base.py); its detail is a HachiHachiResultDetail.
        result = cast(HachiHachiResult, outcome.to_json()) if outcome else None
        return view.view(state, seat, result)

    def result(self, state: HachiHachiState) -> Outcome | None:
        if state.phase != "over":
            return None
        return Outcome(
            scores=state.totals,
            ranks=ranks_from_scores(state.totals),
            detail=self._result_detail(state),
        )

    def _result_detail(self, state: HachiHachiState) -> HachiHachiResultDetail:
        return {"rounds": [result_json(r) for r in state.history]}

    def num_players(self, state: HachiHachiState) -> int:
        return state.players

    # ----- bots and conformance hooks -------------------------------------------------------

    def greedy_action(
        self,
        view: HachiHachiView,
        seat: int,
        actions: Sequence[HachiHachiAction],
        rng: random.Random,
    ) -> HachiHachiAction:
        return greedy.choose(view, seat, actions, rng)

    def zones(self, state: HachiHachiState) -> dict[str, list[str]]:
        return view.zones(state)

    def components(self, state: HachiHachiState) -> list[str]:
        return view.components(state)

    def hidden_from(self, state: HachiHachiState, seat: int | None) -> set[str]:
        return view.hidden_from(state, seat)

    def ended_round_ids(self, events: Sequence[Event]) -> set[str]:
        """The played, turned and captured cards of the last turn when the step dealt a new round
        (events up to the first ``round_started``; misdeals name no card)."""
        named: set[str] = set()
        for event in events:
            if event["type"] == "round_started":
                return named
            if "card" in event:
                named.add(event["card"])
            named.update(event.get("captured", ()))
            named.update(event.get("choice", ()))
        return set()

    def max_actions(self, players: int, options: Options) -> int:
        """At most 3 decisions per turn (play, turned-card choice, End/Sage) in every turn."""
        rounds = int(options.get("rounds", 12))
        return rounds * TURNS_PER_ROUND[players] * 3
