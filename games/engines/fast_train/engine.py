"""The Fast Train to Miyajima engine class (rules and protocol: docs/games/fast-train.md)."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from games.engines.base import (
    Engine,
    Event,
    GameType,
    Options,
    OptionSpec,
    Outcome,
    action_type_names,
    ranks_from_scores,
)
from games.engines.fast_train import codec, greedy
from games.engines.fast_train.constants import CITIES, COLOUR_INDEX, COLOURS, DICE, TRAINS
from games.engines.fast_train.options import (
    OPTION,
    default_tables_json,
    rows_to_json,
    tables_to_rows,
    validate_tables,
)
from games.engines.fast_train.rules import (
    commit_load,
    first_active,
    legal_loads,
    roll_die,
    threshold,
)
from games.engines.fast_train.scoring import player_detail, sheet_score, solo_detail
from games.engines.fast_train.shapes import FastTrainAction, FastTrainView, PerColour
from games.engines.fast_train.state import (
    EMPTY_SHEET,
    FastTrainState,
    distinct_destinations,
    reached,
)
from games.engines.fast_train.view import build_view

#: Rounds a game can last: seat 0 loads at least one car every round while it has an open
#: colour (§5), it can load at most 6 x (5 + 6) = 66 cars, and once all its colours are closed
#: six distinct cities are reached, which triggers the last round for every player count.
MAX_ROUNDS = 66


class FastTrainEngine(Engine[FastTrainState, FastTrainAction, FastTrainView]):
    slug = "fast-train"
    name = "Fast Train to Miyajima"
    min_players = 1
    max_players = 8
    version = 1
    option_specs = (
        OptionSpec(
            "show_solo_challenges",
            "bool",
            True,
            "Solo only: report the five optional solo challenges in the result.",
        ),
    )
    state_type = FastTrainState
    action_shape = FastTrainAction
    view_shape = FastTrainView
    action_types = action_type_names(FastTrainAction)
    structured_options = {OPTION: PerColour}

    # ----- options (distance_tables is a structured option, validated here) ----------------

    def describe(self) -> GameType:
        out = super().describe()
        out["options"].append(
            {
                "name": OPTION,
                "kind": "table",
                "default": default_tables_json(),
                "description": "PROVISIONAL distance tables: for each colour, 'fast' and 'heavy' "
                "list the distance of a train with 0..6 filled cars (7 non-increasing whole "
                "numbers ending in 0). A fast train is closer when its distance is smaller.",
            }
        )
        return out

    def validate_options(self, options: Mapping[str, Any] | None, players: int) -> Options:
        """Check every option; ``distance_tables`` stays absent unless given (absent = the
        provisional defaults), so the filled options of a default game are the specs' defaults."""
        given = dict(options or {})
        tables = validate_tables(given.pop(OPTION)) if OPTION in given else None
        checked = super().validate_options(given, players)
        if tables is not None:
            checked[OPTION] = tables
        return checked

    # ----- the game ------------------------------------------------------------------------

    def _setup(self, players: int, options: Options, seed: str) -> FastTrainState:
        return FastTrainState(
            players=players,
            seed=seed,
            tables=tables_to_rows(options.get(OPTION) or default_tables_json()),
            show_solo_challenges=bool(options["show_solo_challenges"]),
            sheets=(EMPTY_SHEET,) * players,
            round_no=1,
            active=first_active(seed, players),
            rolls=(),
            waiting=frozenset(),
            commits=(None,) * players,
            last_round=False,
            over=False,
            history=(),
        )

    def to_act(self, state: FastTrainState) -> frozenset[int]:
        if state.over:
            return frozenset()
        return state.waiting or frozenset((state.active,))

    def decision(self, state: FastTrainState, seat: int) -> str | None:
        # A load depends only on the seat's own sheet and the dice rolled: the others'
        # commits for the same die change neither.
        if seat in state.waiting:
            return f"load:{state.round_no}:{len(state.rolls)}"
        return None

    def _legal_actions(self, state: FastTrainState, seat: int) -> list[FastTrainAction]:
        if state.waiting:
            return [
                {"type": "load", "colour": COLOURS[colour], "train": TRAINS[train]}
                for colour, train, _cargo in legal_loads(state.sheets[seat], state.rolls)
            ]
        rolled = {die for die, _value in state.rolls}
        return [{"type": "roll", "die": die} for die in DICE if die not in rolled]

    def _apply(
        self, state: FastTrainState, seat: int, action: FastTrainAction
    ) -> tuple[FastTrainState, list[Event]]:
        events: list[Event] = []
        if action["type"] == "roll":
            return roll_die(state, action["die"], seat, events), events
        colour = COLOUR_INDEX[action["colour"]]
        train = 0 if action["train"] == "fast" else 1
        return commit_load(state, seat, colour, train, events), events

    def _explain_illegal(self, state: FastTrainState, seat: int, action: Mapping[str, Any]) -> str:
        if state.waiting and action["type"] == "roll":
            return "Every player must load the last die before the next die is rolled."
        if not state.waiting and action["type"] == "load":
            return "No die is waiting to be loaded; the active player must roll a die first."
        colour = action.get("colour")
        if action["type"] == "load" and isinstance(colour, str) and colour in COLOUR_INDEX:
            if reached(state.sheets[seat], COLOUR_INDEX[colour]):
                city = CITIES[COLOUR_INDEX[colour]]
                return f"You have reached {city}; you may not load {colour} cargo any more."
            return f"The dice rolled do not make {colour} cargo now (use the last die)."
        if (
            action["type"] == "roll"
            and isinstance(action.get("die"), str)
            and action["die"] in DICE
        ):
            return f"The {action['die']} die has already been rolled this round."
        return super()._explain_illegal(state, seat, action)

    def view(self, state: FastTrainState, seat: int | None) -> FastTrainView:
        return build_view(state, seat)

    def result(self, state: FastTrainState) -> Outcome | None:
        if not state.over:
            return None
        scores = tuple(sheet_score(sheet, state.tables) for sheet in state.sheets)
        destinations = sorted(distinct_destinations(state.sheets))
        detail: dict[str, Any] = {
            "players": [player_detail(sheet, state.tables) for sheet in state.sheets],
            "destinations": [CITIES[c] for c in destinations],
            "threshold": threshold(state.players),
            "rounds": [
                {
                    "round": record.round_no,
                    "active": record.active,
                    "dice": [{"die": die, "value": value} for die, value in record.rolls],
                }
                for record in state.history
            ],
            "distance_tables": rows_to_json(state.tables),
        }
        if state.players == 1:
            detail["solo"] = solo_detail(state.sheets[0], state.tables, state.show_solo_challenges)
        return Outcome(scores=scores, ranks=ranks_from_scores(scores), detail=detail)

    def num_players(self, state: FastTrainState) -> int:
        return state.players

    # ----- serialisation (same JSON as ``serde``, written out for speed) -------------------

    def state_to_json(self, state: FastTrainState) -> dict[str, Any]:
        return codec.state_to_json(state)

    def state_from_json(self, data: Mapping[str, Any]) -> FastTrainState:
        return codec.state_from_json(data)

    # ----- move log redaction --------------------------------------------------------------

    def action_view(self, action: FastTrainAction, actor: int, seat: int | None) -> FastTrainAction:
        """A load is the actor's secret until revealed: others see only that he committed."""
        if action["type"] == "load" and seat != actor:
            return {"type": "load"}
        return action

    # ----- bots ----------------------------------------------------------------------------

    def greedy_action(
        self,
        view: FastTrainView,
        seat: int,
        actions: Sequence[FastTrainAction],
        rng: random.Random,
    ) -> FastTrainAction:
        return greedy.choose(view, seat, actions)

    # ----- conformance hooks ---------------------------------------------------------------

    def components(self, state: FastTrainState) -> list[str]:
        return [f"die:{die}" for die in DICE]

    def zones(self, state: FastTrainState) -> dict[str, list[str]]:
        rolled = [die for die, _value in state.rolls]
        return {
            "rolled": [f"die:{die}" for die in rolled],
            "unrolled": [f"die:{die}" for die in DICE if die not in rolled],
        }

    def hidden_from(self, state: FastTrainState, seat: int | None) -> set[str]:
        return {state.seed}

    def max_actions(self, players: int, options: Options) -> int:
        """Each round has two die choices and at most three loads per player."""
        return MAX_ROUNDS * (2 + 3 * players)
