"""Legality and the flow of a round (§4, §5): sources, loads, rolls, reveal, round end.

Every function is pure: it takes a state (and an event list to append to) and returns a new
state. Steps without a choice (the third die, seats that cannot load, the reveal once every seat
has committed, the end of the round and of the game) are chained here automatically.
"""

from __future__ import annotations

import functools
from dataclasses import replace
from typing import Any

from games.engines.fast_train.constants import (
    CARS,
    CITIES,
    COLOUR_INDEX,
    COLOURS,
    DICE,
    MIX,
    THRESHOLDS,
    TRAINS,
)
from games.engines.fast_train.scoring import sheet_score
from games.engines.fast_train.shapes import Die
from games.engines.fast_train.state import (
    Commit,
    FastTrainState,
    Roll,
    RoundRecord,
    Sheet,
    distinct_destinations,
    load_train,
    reached,
)
from games.engines.rng import rng_for

Event = dict[str, Any]
Source = tuple[int, int]  # (colour index, cargo)

_MIX_INDEX = {pair: COLOUR_INDEX[colour] for pair, colour in MIX.items()}


@functools.lru_cache(maxsize=1024)
def sources(rolls: tuple[Roll, ...]) -> tuple[Source, ...]:
    """The sources of the last die (§4.3): the die alone, then its mixes with earlier dice in
    colour order (orange, green, purple), as the rules list them."""
    if not rolls:
        return ()
    die, value = rolls[-1]
    mixes = sorted((_MIX_INDEX[(earlier, die)], value + v) for earlier, v in rolls[:-1])
    return ((COLOUR_INDEX[die], value), *mixes)


def open_sources(sheet: Sheet, rolls: tuple[Roll, ...]) -> list[Source]:
    """The sources of the last die whose colour this sheet may still load (§4.3, §4.5)."""
    return [
        (colour, cargo)
        for colour, cargo in sources(rolls)
        if len(sheet[2 * colour]) < CARS and len(sheet[2 * colour + 1]) < CARS
    ]


def legal_loads(sheet: Sheet, rolls: tuple[Roll, ...]) -> list[tuple[int, int, int]]:
    """(colour, train, cargo) of every legal load, in source order, fast before heavy."""
    return [
        (colour, train, cargo) for colour, cargo in open_sources(sheet, rolls) for train in (0, 1)
    ]


def can_load(sheet: Sheet, rolls: tuple[Roll, ...]) -> bool:
    return any(not reached(sheet, colour) for colour, _cargo in sources(rolls))


def threshold(players: int) -> int:
    return THRESHOLDS[players]


def roll_value(seed: str, round_no: int, step: int) -> int:
    """The value of the ``step``-th die of round ``round_no``, from the seeded generator."""
    return rng_for(seed, "roll", round_no, step).randint(1, 6)


def first_active(seed: str, players: int) -> int:
    """Decision 11: the first active player is chosen uniformly at random."""
    return rng_for(seed, "first_player").randrange(players) if players > 1 else 0


def roll_die(
    state: FastTrainState, die: Die, by: int | None, events: list[Event]
) -> FastTrainState:
    """Roll ``die`` (chosen by seat ``by``, or automatically) and open its loading step."""
    step = len(state.rolls) + 1
    value = roll_value(state.seed, state.round_no, step)
    events.append(
        {
            "type": "die_rolled",
            "round": state.round_no,
            "step": step,
            "die": die,
            "value": value,
            "by": by,
            "auto": by is None,
        }
    )
    rolls = (*state.rolls, (die, value))
    waiting = frozenset(s for s, sheet in enumerate(state.sheets) if can_load(sheet, rolls))
    state = _with_step(state, state.sheets, rolls, waiting, state.last_round)
    if not waiting:
        return resolve(state, events)
    return state


def commit_load(
    state: FastTrainState, seat: int, colour: int, train: int, events: list[Event]
) -> FastTrainState:
    """Record ``seat``'s hidden commit; reveal and apply all loads once nobody is waiting."""
    cargo = next(c for col, c in sources(state.rolls) if col == colour)
    step = len(state.rolls)
    private = {
        "type": "load_committed",
        "round": state.round_no,
        "step": step,
        "seat": seat,
        "colour": COLOURS[colour],
        "train": TRAINS[train],
        "cargo": cargo,
    }
    public = {"type": "load_committed", "round": state.round_no, "step": step, "seat": seat}
    events.append({**private, "visible_to": [seat], "redacted": public})
    commits = list(state.commits)
    commits[seat] = Commit(colour, train, cargo)
    state = FastTrainState(  # spelled out: dataclasses.replace is slow on this hot path
        players=state.players,
        seed=state.seed,
        tables=state.tables,
        show_solo_challenges=state.show_solo_challenges,
        sheets=state.sheets,
        round_no=state.round_no,
        active=state.active,
        rolls=state.rolls,
        waiting=state.waiting - {seat},
        commits=tuple(commits),
        last_round=state.last_round,
        over=False,
        history=state.history,
    )
    if not state.waiting:
        return resolve(state, events)
    return state


def resolve(state: FastTrainState, events: list[Event]) -> FastTrainState:
    """Reveal and apply every commit of the last die, then continue the round (§4.3-§4.6)."""
    step = len(state.rolls)
    sheets = list(state.sheets)
    loads: list[dict[str, Any]] = []
    arrivals: list[Event] = []
    for seat, commit in enumerate(state.commits):
        if commit is None:
            continue
        row = 2 * commit.colour + commit.train
        sheets[seat] = load_train(sheets[seat], row, commit.cargo)
        train = sheets[seat][row]
        loads.append(
            {
                "seat": seat,
                "colour": COLOURS[commit.colour],
                "train": TRAINS[commit.train],
                "cargo": commit.cargo,
                "car": len(train),
                "value": train[-1],
            }
        )
        if len(train) == CARS:
            arrivals.append(
                {
                    "type": "destination_reached",
                    "seat": seat,
                    "colour": COLOURS[commit.colour],
                    "city": CITIES[commit.colour],
                }
            )
    skipped = [s for s, commit in enumerate(state.commits) if commit is None]
    events.append(
        {
            "type": "loads_revealed",
            "round": state.round_no,
            "step": step,
            "die": state.rolls[-1][0],
            "loads": loads,
            "skipped": skipped,
        }
    )
    events.extend(arrivals)
    new_sheets = tuple(sheets)
    last_round = state.last_round
    if not last_round and arrivals:
        count = len(distinct_destinations(new_sheets))
        if count >= threshold(state.players):
            last_round = True
            events.append(
                {
                    "type": "last_round",
                    "round": state.round_no,
                    "destinations": count,
                    "threshold": threshold(state.players),
                }
            )
    state = _with_step(state, new_sheets, state.rolls, frozenset(), last_round)
    if step == 2:
        rolled = {die for die, _v in state.rolls}
        last_die = next(d for d in DICE if d not in rolled)
        return roll_die(state, last_die, None, events)
    if step == 3:
        return end_round(state, events)
    return state


def _with_step(
    state: FastTrainState,
    sheets: tuple[Sheet, ...],
    rolls: tuple[Roll, ...],
    waiting: frozenset[int],
    last_round: bool,
) -> FastTrainState:
    """The state with a new step's sheets, dice, waiting seats and no commits (spelled out:
    ``dataclasses.replace`` is slow on this hot path)."""
    return FastTrainState(
        players=state.players,
        seed=state.seed,
        tables=state.tables,
        show_solo_challenges=state.show_solo_challenges,
        sheets=sheets,
        round_no=state.round_no,
        active=state.active,
        rolls=rolls,
        waiting=waiting,
        commits=(None,) * state.players,
        last_round=last_round,
        over=state.over,
        history=state.history,
    )


def end_round(state: FastTrainState, events: list[Event]) -> FastTrainState:
    """Close the round; end the game after the last round, else pass the dice on (§4.6, §5)."""
    record = RoundRecord(state.round_no, state.active, state.rolls)
    events.append({"type": "round_ended", "round": state.round_no})
    history = (*state.history, record)
    if state.last_round:
        scores = [sheet_score(sheet, state.tables) for sheet in state.sheets]
        events.append({"type": "game_over", "round": state.round_no, "scores": scores})
        return replace(state, over=True, history=history)
    active = (state.active + 1) % state.players
    events.append({"type": "round_started", "round": state.round_no + 1, "active": active})
    return replace(state, round_no=state.round_no + 1, active=active, rolls=(), history=history)
