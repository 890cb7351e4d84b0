"""What each seat sees (fast-train.md §9): pending commits stay with their owner until all
loads are in."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from typing import get_args

from games.engines.fast_train import ENGINE
from games.engines.fast_train.constants import CITIES, COLOURS, DICE, TRAINS
from games.engines.fast_train.shapes import City, Colour, Die, TrainKind
from games.engines.fast_train.state import Commit, FastTrainState
from tests.engines.fast_train.support import load, make_sheet, position, roll, seed_for
from tests.engines.random_play import random_steps

SECRET_KEYS = ("pending",)


def _committed_position() -> tuple[FastTrainState, list[dict]]:
    """3 players; after roll blue (4) then red (2) seat 0 committed purple heavy (cargo 6)."""
    seed = seed_for((4, 2), prefix="view")
    state = position(3, seed=seed, active=0)
    state, _ = ENGINE.apply(state, 0, roll("blue"))
    for seat in (0, 1, 2):
        state, _ = ENGINE.apply(state, seat, load("blue", "fast"))
    state, _ = ENGINE.apply(state, 0, roll("red"))
    state, events = ENGINE.apply(state, 0, load("purple", "heavy"))
    return state, events


def test_9_owner_sees_own_pending_commit() -> None:
    state, _ = _committed_position()
    you = ENGINE.view(state, 0)["you"]
    assert you == {
        "seat": 0,
        "must_load": False,
        "pending": {"colour": "purple", "train": "heavy", "cargo": 6},
    }
    other = ENGINE.view(state, 1)
    assert other["you"] == {"seat": 1, "must_load": True, "pending": None}


def test_9_others_and_spectators_see_only_that_a_seat_has_committed() -> None:
    state, _ = _committed_position()
    for viewer in (1, 2, None):
        view = ENGINE.view(state, viewer)
        assert view["committed"] == [0]
        assert view["waiting"] == [1, 2]
        assert '"pending": {' not in json.dumps(view)
        assert view == ENGINE.view(_other_commits(state, viewer), viewer)
        assert view["sheets"][0]["trains"]["purple"] == {"fast": [], "heavy": []}
    assert ENGINE.view(state, None)["you"] is None


def test_9_commit_event_and_action_view_are_redacted_for_others() -> None:
    _state, events = _committed_position()
    (event,) = events
    assert ENGINE.event_view(event, 0) == {
        "type": "load_committed",
        "round": 1,
        "step": 2,
        "seat": 0,
        "colour": "purple",
        "train": "heavy",
        "cargo": 6,
    }
    public = {"type": "load_committed", "round": 1, "step": 2, "seat": 0}
    for viewer in (1, 2, None):
        assert ENGINE.event_view(event, viewer) == public
        assert ENGINE.action_view(load("purple", "heavy"), 0, viewer) == {"type": "load"}
    assert ENGINE.action_view(load("purple", "heavy"), 0, 0) == load("purple", "heavy")
    assert ENGINE.action_view(roll("red"), 0, 1) == roll("red")


def test_9_all_loads_revealed_together_once_everyone_committed() -> None:
    state, _ = _committed_position()
    state, events = ENGINE.apply(state, 2, load("red", "fast"))
    assert ENGINE.view(state, 1)["committed"] == [0, 2]
    assert '"purple"' not in json.dumps(ENGINE.event_view(events[0], 1))
    state, events = ENGINE.apply(state, 1, load("purple", "fast"))
    revealed = [e for e in events if e["type"] == "loads_revealed"]
    assert len(revealed) == 1 and "visible_to" not in revealed[0]
    assert [(x["seat"], x["colour"], x["train"], x["cargo"]) for x in revealed[0]["loads"]] == [
        (0, "purple", "heavy", 6),
        (1, "purple", "fast", 6),
        (2, "red", "fast", 2),
    ]
    for viewer in (0, 1, 2, None):
        view = ENGINE.view(state, viewer)
        assert view["sheets"][0]["trains"]["purple"]["heavy"] == [6]
        assert view["committed"] == []


def test_9_skipped_seats_are_public_and_never_asked() -> None:
    seed = seed_for((4,), prefix="skip")
    sheets = {1: make_sheet({"blue_fast": (1, 2, 3, 4, 5, 6)})}
    state = position(2, seed=seed, sheets=sheets, active=0)
    state, _ = ENGINE.apply(state, 0, roll("blue"))
    view = ENGINE.view(state, 0)
    assert view["skipped"] == [1] and view["waiting"] == [0] and view["to_act"] == [0]
    assert ENGINE.view(state, 1)["you"]["must_load"] is False


def test_9_view_shows_dice_sources_and_scores() -> None:
    seed = seed_for((4, 2), prefix="dice")
    state = position(2, seed=seed, active=1)
    view = ENGINE.view(state, 0)
    assert view["phase"] == "roll" and view["to_act"] == [1] and view["dice"] == []
    assert view["unrolled"] == ["red", "yellow", "blue"]
    state, _ = ENGINE.apply(state, 1, roll("blue"))
    view = ENGINE.view(state, 0)
    assert view["phase"] == "load"
    assert view["dice"] == [{"id": "die:blue", "die": "blue", "value": 4}]
    assert view["unrolled"] == ["red", "yellow"]
    assert view["sources"] == [{"colour": "blue", "cargo": 4}]
    assert [sheet["score"] for sheet in view["sheets"]] == [0, 0]
    assert "seed" not in view and state.seed not in json.dumps(view)


def _other_commits(state: FastTrainState, viewer: int | None) -> FastTrainState:
    """The same position with every pending commit not owned by ``viewer`` changed."""
    commits = tuple(
        commit
        if commit is None or owner == viewer
        else Commit((commit.colour + 1) % 6, 1 - commit.train, commit.cargo + 1)
        for owner, commit in enumerate(state.commits)
    )
    return replace(state, commits=commits)


def test_9_no_view_or_log_of_a_random_game_leaks_a_pending_commit() -> None:
    """Through whole 4-player games: a seat's view is the same whatever the others committed,
    and no other seat's event or move-log entry carries a commit's content."""
    for game in range(3):
        start = ENGINE.setup(players=4, options=None, seed=f"leak-{game}")
        for step in random_steps(ENGINE, start, random.Random(game)):
            state, seat, action, events = step.after, step.seat, step.action, step.events
            for viewer in (*range(4), None):
                assert ENGINE.view(_other_commits(state, viewer), viewer) == ENGINE.view(
                    state, viewer
                )
                if viewer == seat:
                    continue
                if action["type"] == "load":
                    assert ENGINE.action_view(action, seat, viewer) == {"type": "load"}
                for event in events:
                    if event["type"] == "load_committed":
                        shown = ENGINE.event_view(event, viewer)
                        assert shown is not None
                        assert set(shown) == {"type", "round", "step", "seat"}


def test_the_declared_names_are_the_engine_constants_in_order() -> None:
    # The shapes publish these sets; the engine's lists and indexes use the constants.
    assert get_args(Colour) == COLOURS
    assert get_args(Die) == DICE
    assert get_args(TrainKind) == TRAINS
    assert get_args(City) == CITIES
