"""The Hachi engine class (rules and protocol: docs/games/hachi.md)."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, cast

from games.engines.base import (
    Engine,
    Event,
    Options,
    OptionSpec,
    Outcome,
    action_type_names,
    ranks_from_scores,
)
from games.engines.hachi import greedy, rules, scoring
from games.engines.hachi.shapes import (
    HachiAction,
    HachiResult,
    HachiResultDetail,
    HachiRoundResult,
    HachiView,
    MatchMode,
)
from games.engines.hachi.state import (
    DEFAULT_POINTS_TARGET,
    DEFAULT_VICTORIES,
    TURNS_PER_ROUND,
    HachiState,
    RoundResult,
)
from games.engines.hanafuda import DECK


def round_result_json(res: RoundResult) -> HachiRoundResult:
    return {
        "round": res.round_no,
        "dealer": res.dealer,
        "card_points": list(res.card_points),
        "yaku": [list(res.yaku[0]), list(res.yaku[1])],
        "yaku_points": list(res.yaku_points),
        "scores": list(res.scores),
        "winner": res.winner,
        "margin": res.margin,
        "qualifying": res.qualifying,
        "runs": list(res.runs),
    }


class HachiEngine(Engine[HachiState, HachiAction, HachiView]):
    slug = "hachi"
    name: ClassVar[str] = "Hachi"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 2
    version: ClassVar[int] = 1
    state_type: ClassVar[type] = HachiState
    action_shape: ClassVar[Any] = HachiAction
    view_shape: ClassVar[Any] = HachiView
    action_types: ClassVar[frozenset[str]] = action_type_names(HachiAction)
    option_specs: ClassVar[tuple[OptionSpec, ...]] = (
        OptionSpec(
            "match_mode",
            "choice",
            "streak",
            "streak: first to win two consecutive rounds by 20 or more (capped); "
            "fixed: a fixed number of rounds, highest cumulative score wins; "
            "points: first to a cumulative score of points_target; "
            "victories: first to win that many rounds (points and victories: at most 24 rounds).",
            choices=("streak", "fixed", "points", "victories"),
        ),
        OptionSpec(
            "streak_cap",
            "int",
            12,
            "Streak mode: rounds after which the cumulative score decides.",
            minimum=2,
            maximum=24,
        ),
        OptionSpec("rounds", "int", 6, "Fixed mode: number of rounds.", minimum=1, maximum=12),
        OptionSpec(
            "points_target",
            "int",
            DEFAULT_POINTS_TARGET,
            "Points mode: the cumulative score that wins, once reached with the higher total "
            "at the end of a round (equal totals play another round).",
            minimum=100,
            maximum=1000,
        ),
        OptionSpec(
            "victories",
            "int",
            DEFAULT_VICTORIES,
            "Victories mode: the round wins that win the match (a drawn round is nobody's).",
            minimum=1,
            maximum=7,
        ),
    )

    # ----- the game -------------------------------------------------------------------------

    def _setup(self, players: int, options: Options, seed: str) -> HachiState:
        mode = cast(MatchMode, options["match_mode"])  # one of the spec's checked choices
        blank = HachiState(
            seed=seed,
            match_mode=mode,
            streak_cap=int(options["streak_cap"]),
            rounds=int(options["rounds"]),
            round_no=0,
            dealer=0,
            turn=0,
            phase="play",
            turns_done=0,
            hands=((), ()),
            field=(),
            draw=(),
            piles=((), ()),
            turned=None,
            history=(),
            runs=(0, 0),
            cumulative=(0, 0),
            match_winner=None,
            decided_by=None,
            points_target=int(options["points_target"]),
            victories=int(options["victories"]),
        )
        state, _events = rules.start_round(blank, 1, rules.first_dealer(seed))
        return state

    def to_act(self, state: HachiState) -> frozenset[int]:
        return frozenset() if state.phase == "over" else frozenset((state.turn,))

    def _legal_actions(self, state: HachiState, seat: int) -> list[HachiAction]:
        if state.phase == "over" or seat != state.turn:
            return []
        if state.phase == "deck_choice":
            assert state.turned is not None
            return rules.deck_actions(state.turned, state.field)
        return rules.play_actions(state.hands[seat], state.field)

    def _apply(
        self, state: HachiState, seat: int, action: HachiAction
    ) -> tuple[HachiState, list[Event]]:
        if action["type"] == "play_card":
            return rules.play_card(state, seat, action["card"], action["target"])
        return rules.choose_deck_capture(state, seat, action["target"])

    def _explain_illegal(self, state: HachiState, seat: int, action: Mapping[str, Any]) -> str:
        keys = {"play_card": {"type", "card", "target"}, "choose_deck_capture": {"type", "target"}}
        if set(action) != keys[action["type"]]:
            expected = ", ".join(sorted(keys[action["type"]]))
            return f"A {action['type']} action has exactly the keys {expected}."
        if state.phase == "deck_choice":
            if action["type"] != "choose_deck_capture":
                return "The turned card must capture first: choose one of its partners."
            return "That card is not an available partner of the turned card."
        if action["type"] != "play_card":
            return "Play a card from your hand first."
        card, target = action.get("card"), action.get("target")
        if card not in state.hands[seat]:
            return "That card is not in your hand."
        partners = rules.partners_on(card, state.field)
        if partners and target is None:
            return "That card has a partner on the field, so it must capture one of them."
        if not partners and target is not None:
            return "That card has no partner on the field; play it with target null."
        return "The target is not a partner of that card on the field."

    def num_players(self, state: HachiState) -> int:
        return 2

    # ----- views ----------------------------------------------------------------------------

    def view(self, state: HachiState, seat: int | None) -> HachiView:
        over = state.phase == "over"
        scores = [scoring.round_score(pile) for pile in state.piles]
        out: HachiView = {
            "game": "hachi",
            "round": state.round_no,
            "phase": state.phase,
            "dealer": state.dealer,
            "turn": None if over else state.turn,
            "to_act": sorted(self.to_act(state)),
            "turns_done": state.turns_done,
            "turns_per_round": TURNS_PER_ROUND,
            "options": {
                "match_mode": state.match_mode,
                "streak_cap": state.streak_cap,
                "rounds": state.rounds,
                "points_target": state.points_target,
                "victories": state.victories,
            },
            "field": list(state.field),
            "turned": state.turned,
            "deck_choice_options": (
                rules.partners_on(state.turned, state.field) if state.turned else []
            ),
            "draw_pile_count": len(state.draw),
            "hand_counts": [len(h) for h in state.hands],
            "piles": [list(p) for p in state.piles],
            "card_points": [scoring.card_points(p) for p in state.piles],
            "yaku": [[y.describe() for y in yaku] for _s, yaku in scores],
            "round_scores": [s for s, _yaku in scores],
            "history": [round_result_json(r) for r in state.history],
            "cumulative": list(state.cumulative),
            "runs": list(state.runs),
            "round_wins": list(scoring.round_wins(state.history)),
            "match_winner": state.match_winner,
            "decided_by": state.decided_by,
            "you": None,
        }
        if seat is not None:
            out["you"] = {"seat": seat, "hand": list(state.hands[seat])}
        if over:
            result = self.result(state)
            assert result is not None
            # Outcome.to_json is untyped JSON (base.py); its detail is ``_result_detail``'s.
            out["result"] = cast(HachiResult, result.to_json())
            out["hands"] = [list(h) for h in state.hands]
            out["unturned"] = list(state.draw)
        return out

    def result(self, state: HachiState) -> Outcome | None:
        if state.phase != "over":
            return None
        scores = state.cumulative
        ranks: tuple[int, ...]
        # A streak or victories winner ranks first whatever the totals (a points winner has
        # the higher total anyway); only a cumulative decision can be a draw.
        if state.decided_by != "cumulative" and state.match_winner is not None:
            ranks = (1, 2) if state.match_winner == 0 else (2, 1)
        else:
            ranks = ranks_from_scores(scores)
        return Outcome(scores=scores, ranks=ranks, detail=self._result_detail(state))

    def _result_detail(self, state: HachiState) -> HachiResultDetail:
        assert state.decided_by is not None, "a finished match says how it was decided"
        return {
            "match_mode": state.match_mode,
            "decided_by": state.decided_by,
            "winner": state.match_winner,
            "cumulative": list(state.cumulative),
            "round_wins": list(scoring.round_wins(state.history)),
            "rounds": [round_result_json(r) for r in state.history],
        }

    # ----- bots -----------------------------------------------------------------------------

    def greedy_action(
        self, view: HachiView, seat: int, actions: Sequence[HachiAction], rng: random.Random
    ) -> HachiAction:
        return greedy.choose(view, seat, actions)

    # ----- conformance hooks ----------------------------------------------------------------

    def zones(self, state: HachiState) -> dict[str, list[str]]:
        return {
            "hand_0": list(state.hands[0]),
            "hand_1": list(state.hands[1]),
            "field": list(state.field),
            "turned": [state.turned] if state.turned else [],
            "draw": list(state.draw),
            "pile_0": list(state.piles[0]),
            "pile_1": list(state.piles[1]),
        }

    def components(self, state: HachiState) -> list[str]:
        return list(DECK)

    def hidden_from(self, state: HachiState, seat: int | None) -> set[str]:
        """The seed, the draw pile and the other hand while the match runs (nothing after)."""
        if state.phase == "over":
            return set()
        hidden = {state.seed, *state.draw}
        for other in (0, 1):
            if other != seat:
                hidden.update(state.hands[other])
        return hidden

    def ended_round_ids(self, events: Sequence[Event]) -> set[str]:
        """The cards of the last turn (``card``/``target`` of its events) when the step dealt a
        new round (events up to ``round_started``)."""
        named: set[str] = set()
        for event in events:
            if event["type"] == "round_started":
                return named
            named.update(event[k] for k in ("card", "target") if event.get(k) is not None)
        return set()

    def max_actions(self, players: int, options: Options) -> int:
        """At most two decisions per turn (card, deck capture), 14 turns a round, and at most
        ``streak_cap`` (streak), ``rounds`` (fixed) or 24 (points, victories) rounds."""
        checked = self.validate_options(options, players)
        mode = cast(MatchMode, checked["match_mode"])
        cap = scoring.round_cap(mode, int(checked["streak_cap"]), int(checked["rounds"]))
        return 2 * TURNS_PER_ROUND * cap
