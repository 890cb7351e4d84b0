"""The Take the Train engine class (rules and protocol: docs/games/take-the-train.md)."""

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
    ranks_from_scores,
)
from games.engines.take_the_train import greedy, rules
from games.engines.take_the_train.cards import FREE_RIDES, STATION, deck
from games.engines.take_the_train.moves import apply_play
from games.engines.take_the_train.rounds import (
    MATCH_CHOICES,
    first_dealer,
    round_limit,
    start_round,
)
from games.engines.take_the_train.shapes import (
    TakeTheTrainAction,
    TakeTheTrainDealAction,
    TakeTheTrainView,
)
from games.engines.take_the_train.state import TTState
from games.engines.take_the_train.view import build_view, result_json

#: Most actions of one round (see the package docstring, "Termination"), plus the next deal.
ACTIONS_PER_ROUND = 207
DEAL: TakeTheTrainDealAction = {"type": "deal"}
NOBODY: frozenset[int] = frozenset()
SEAT_SETS: tuple[frozenset[int], ...] = tuple(frozenset((seat,)) for seat in range(6))


class TakeTheTrainEngine(Engine[TTState, TakeTheTrainAction, TakeTheTrainView]):
    slug = "take-the-train"
    name: ClassVar[str] = "Take the Train"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 6
    version: ClassVar[int] = 1
    state_type: ClassVar[type] = TTState
    action_shape = TakeTheTrainAction
    view_shape = TakeTheTrainView
    action_types: ClassVar[frozenset[str]] = action_type_names(TakeTheTrainAction)
    option_specs: ClassVar[tuple[OptionSpec, ...]] = (
        OptionSpec(
            "transfer",
            "bool",
            False,
            "Transfer variant: add the two Transfer cards (58-card deck) and allow branches.",
        ),
        OptionSpec(
            "match",
            "choice",
            "single",
            "single: one round; target:100 / target:250: rounds until a cumulative score "
            "reaches the target; rounds: one round per player; rounds:N: N rounds.",
            choices=MATCH_CHOICES,
        ),
    )

    def __init__(self) -> None:
        # One-entry memo of the last legal list: ``apply`` validates against the same list a
        # caller usually just asked for. States are immutable, so identity is a safe key.
        self._memo: tuple[TTState | None, int, tuple[TakeTheTrainAction, ...]] = (None, -1, ())

    # ----- the game -------------------------------------------------------------------------

    def _setup(self, players: int, options: Options, seed: str) -> TTState:
        state, _events = start_round(
            players=players,
            transfer=bool(options["transfer"]),
            match=str(options["match"]),
            seed=seed,
            round_no=1,
            dealer=first_dealer(players, seed),
            cumulative=(0,) * players,
            results=(),
        )
        return state

    def to_act(self, state: TTState) -> frozenset[int]:
        return NOBODY if state.phase == "over" else SEAT_SETS[state.current]

    def _legal_actions(self, state: TTState, seat: int) -> list[TakeTheTrainAction]:
        memo_state, memo_seat, memo_actions = self._memo
        if memo_state is not state or memo_seat != seat:
            over = state.phase == "round_over"
            memo_actions = (DEAL,) if over else tuple(rules.legal_actions(state, seat))
            self._memo = (state, seat, memo_actions)
        # Fresh copies, so a caller editing an action can never edit the memo.
        return [_fresh_copy(a) for a in memo_actions]

    def _apply(
        self, state: TTState, seat: int, action: TakeTheTrainAction
    ) -> tuple[TTState, list[Event]]:
        return apply_play(state, seat, action)

    def _explain_illegal(self, state: TTState, seat: int, action: Mapping[str, Any]) -> str:
        kind = action["type"]
        legal_kinds = {a["type"] for a in self._legal_actions(state, seat)}
        if state.phase == "round_over":
            return "The round is over; the next dealer must deal the next round."
        if state.phase == "opening":
            return "You hold a Station: you must open the first line with one of your Stations."
        if kind == "take_the_train":
            return "You can play a card, so you may not take the train."
        if kind == "deal":
            return "The round is still being played."
        if kind not in legal_kinds:
            return f"No '{kind}' play is possible with your hand now."
        return (
            "That play does not fit the table: runs go to one open end in order, each card the "
            "next number of the line (or a Free Ride), Free Rides used in FR1, FR2 order."
        )

    def view(self, state: TTState, seat: int | None) -> TakeTheTrainView:
        return build_view(state, seat, sorted(self.to_act(state)))

    # ----- move log redaction --------------------------------------------------------------

    def action_view(
        self, action: TakeTheTrainAction, actor: int, seat: int | None
    ) -> TakeTheTrainAction:
        """Free Rides show as ``FR``: the two copies are interchangeable, and naming which one
        went where would later tell who holds it (after a swap returns it to a hand). Only runs
        can hold a Free Ride; every other card an action names is a real or specialty card."""
        if action["type"] == "extend" or action["type"] == "open_line":
            shown = action.copy()
            shown["cards"] = ["FR" if card in FREE_RIDES else card for card in action["cards"]]
            return shown
        return action

    def event_view(self, event: Event, seat: int | None) -> Event | None:
        shown = super().event_view(event, seat)
        private_to_me = seat is not None and seat in event.get("visible_to", ())
        if shown is None or private_to_me:
            return shown
        anonymous: Event = _anonymous_free_rides(shown)
        return anonymous

    def result(self, state: TTState) -> Outcome | None:
        if state.phase != "over":
            return None
        single = state.match == "single"
        scores = state.fares if single else state.cumulative
        detail = {
            "match": state.match,
            "fares": list(state.fares),
            "cumulative": list(state.cumulative),
            "pot": state.pot,
            "rounds": [result_json(r) for r in state.results],
        }
        return Outcome(tuple(scores), ranks_from_scores(scores), detail)

    def num_players(self, state: TTState) -> int:
        return state.players

    # ----- bots -----------------------------------------------------------------------------

    def greedy_action(
        self,
        view: TakeTheTrainView,
        seat: int,
        actions: Sequence[TakeTheTrainAction],
        rng: random.Random,
    ) -> TakeTheTrainAction:
        return greedy.choose(view, seat, actions)

    # ----- conformance hooks ----------------------------------------------------------------

    def zones(self, state: TTState) -> dict[str, list[str]]:
        out = {f"hand:{seat}": list(hand) for seat, hand in enumerate(state.hands)}
        out["draw_pile"] = list(state.pile)
        table: list[str] = []
        for line in state.lines:
            if line is not None:
                table.append(STATION[line.colour])
                table.extend(line.low + line.high)
                table.extend(c for c in (line.low_closed, line.high_closed) if c is not None)
        for branch in state.branches:
            if branch is not None:
                table.append(branch.transfer)
                table.extend(branch.cards)
        out["table"] = table
        return out

    def components(self, state: TTState) -> list[str]:
        return list(deck(state.transfer))

    def hidden_from(self, state: TTState, seat: int | None) -> set[str]:
        """Hidden card ids (whole tokens: ``B1`` is not a leak inside ``B12``) and the seed."""
        if state.phase == "over":
            return set()
        hidden = set(state.pile)
        if state.phase != "round_over":
            for other, hand in enumerate(state.hands):
                if other != seat:
                    hidden.update(hand)
        hidden.add(state.seed)
        return hidden

    def max_actions(self, players: int, options: Options) -> int:
        match = str(options.get("match", "single"))
        return ACTIONS_PER_ROUND * round_limit(match, players)


def _fresh_copy(action: TakeTheTrainAction) -> TakeTheTrainAction:
    fresh = action.copy()
    if fresh["type"] == "extend" or fresh["type"] == "open_line":
        fresh["cards"] = list(fresh["cards"])
    return fresh


def _anonymous_free_rides(value: Any) -> Any:
    if isinstance(value, str):
        return "FR" if value in FREE_RIDES else value
    if isinstance(value, list):
        return [_anonymous_free_rides(v) for v in value]
    if isinstance(value, dict):
        return {k: _anonymous_free_rides(v) for k, v in value.items()}
    return value
