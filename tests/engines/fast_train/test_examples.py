"""Every worked example of fast-train.md §11 as a test (numbers from the rules file)."""

from __future__ import annotations

from games.engines.fast_train import ENGINE
from games.engines.fast_train.constants import COLOUR_INDEX
from games.engines.fast_train.scoring import (
    challenges_achieved,
    colour_score,
    sheet_score,
    solo_rank,
)
from games.engines.fast_train.state import load_train
from tests.engines.fast_train.support import (
    TABLES,
    cargo_train,
    full,
    load,
    make_sheet,
    position,
    roll,
    seed_for,
    train_of,
)


def _events_of(events: list[dict], kind: str) -> list[dict]:
    return [e for e in events if e["type"] == kind]


def test_11_1_source_example_one_round_of_loads() -> None:
    seed = seed_for((4, 2, 5))
    state = position(2, seed=seed, active=0)  # seat 0 is Anna
    state, events = ENGINE.apply(state, 0, roll("blue"))
    assert _events_of(events, "die_rolled")[0]["value"] == 4
    assert ENGINE.to_act(state) == {0, 1}
    state, _ = ENGINE.apply(state, 0, load("blue", "heavy"))
    state, _ = ENGINE.apply(state, 1, load("blue", "fast"))  # others may choose fast
    state, events = ENGINE.apply(state, 0, roll("red"))
    assert _events_of(events, "die_rolled")[0]["value"] == 2
    assert ENGINE.legal_actions(state, 0) == [
        load("red", "fast"),
        load("red", "heavy"),
        load("purple", "fast"),
        load("purple", "heavy"),
    ]
    state, _ = ENGINE.apply(state, 0, load("purple", "fast"))
    state, events = ENGINE.apply(state, 1, load("red", "fast"))
    rolled = _events_of(events, "die_rolled")
    assert [(e["die"], e["value"], e["auto"]) for e in rolled] == [("yellow", 5, True)]
    view = ENGINE.view(state, 0)
    assert view["sources"] == [
        {"colour": "yellow", "cargo": 5},
        {"colour": "orange", "cargo": 7},
        {"colour": "green", "cargo": 9},
    ]
    state, _ = ENGINE.apply(state, 0, load("green", "heavy"))
    state, _ = ENGINE.apply(state, 1, load("yellow", "fast"))
    anna = state.sheets[0]
    assert anna == make_sheet({"blue_heavy": (4,), "purple_fast": (6,), "green_heavy": (9,)})
    assert state.round_no == 2 and state.active == 1


def test_11_2_source_example_locked_colours() -> None:
    seed = seed_for((4, 2))
    paris = make_sheet({"blue_fast": full()})
    state = position(2, seed=seed, active=1, sheets={0: paris})
    state, events = ENGINE.apply(state, 1, roll("blue"))
    # blue rolled first: seat 0 has no legal load and is skipped
    assert ENGINE.to_act(state) == {1}
    assert ENGINE.legal_actions(state, 0) == []
    state, events = ENGINE.apply(state, 1, load("blue", "fast"))
    assert _events_of(events, "loads_revealed")[0]["skipped"] == [0]
    state, events = ENGINE.apply(state, 1, roll("red"))
    # red 2 after blue 4: red 2 or purple 6 (the blue value he could not load)
    assert ENGINE.to_act(state) == {0, 1}
    assert ENGINE.legal_actions(state, 0) == [
        load("red", "fast"),
        load("red", "heavy"),
        load("purple", "fast"),
        load("purple", "heavy"),
    ]
    assert ENGINE.view(state, 0)["sources"][1] == {"colour": "purple", "cargo": 6}
    # also reached Sydney: only red 2
    sydney = make_sheet({"blue_fast": full(), "purple_heavy": full()})
    also = position(2, seed=seed, active=1, sheets={0: sydney})
    also, _ = ENGINE.apply(also, 1, roll("blue"))
    also, _ = ENGINE.apply(also, 1, load("blue", "fast"))
    also, _ = ENGINE.apply(also, 1, roll("red"))
    assert ENGINE.legal_actions(also, 0) == [load("red", "fast"), load("red", "heavy")]
    # red train locked too: skipped
    red_too = make_sheet({"blue_fast": full(), "purple_heavy": full(), "red_fast": full()})
    locked = position(2, seed=seed, active=1, sheets={0: red_too})
    locked, _ = ENGINE.apply(locked, 1, roll("blue"))
    locked, _ = ENGINE.apply(locked, 1, load("blue", "fast"))
    locked, _ = ENGINE.apply(locked, 1, roll("red"))
    assert ENGINE.to_act(locked) == {1}
    assert ENGINE.legal_actions(locked, 0) == []


def test_11_3_running_totals() -> None:
    sheet = make_sheet()
    row = 2 * COLOUR_INDEX["blue"] + 1
    expected = [(4,), (4, 9), (4, 9, 12)]
    for cargo, cars in zip((4, 5, 3), expected, strict=True):
        sheet = load_train(sheet, row, cargo)
        assert sheet[row] == cars
    score = colour_score(sheet, TABLES, COLOUR_INDEX["blue"])
    assert (score.heavy_sum, score.heavy_cars) == (12, 3)


def test_11_3_running_totals_through_the_engine() -> None:
    seeds = [seed_for((4,), round_no=r, prefix="r") for r in (1,)]
    state = position(1, seed=seeds[0])
    state, _ = ENGINE.apply(state, 0, roll("blue"))
    state, events = ENGINE.apply(state, 0, load("blue", "heavy"))
    assert _events_of(events, "loads_revealed")[0]["loads"] == [
        {"seat": 0, "colour": "blue", "train": "heavy", "cargo": 4, "car": 1, "value": 4}
    ]
    assert state.sheets[0][2 * COLOUR_INDEX["blue"] + 1] == (4,)


def test_11_4_legal_loads_on_an_empty_sheet() -> None:
    state = position(1, seed=seed_for((4, 2, 5)))
    state, _ = ENGINE.apply(state, 0, roll("blue"))
    step1 = ENGINE.legal_actions(state, 0)
    assert step1 == [load("blue", "fast"), load("blue", "heavy")]
    state, _ = ENGINE.apply(state, 0, step1[0])
    state, _ = ENGINE.apply(state, 0, roll("red"))
    step2 = ENGINE.legal_actions(state, 0)
    assert len(step2) == 4
    assert [s["cargo"] for s in ENGINE.view(state, 0)["sources"]] == [2, 6]
    state, _ = ENGINE.apply(state, 0, step2[0])
    step3 = ENGINE.legal_actions(state, 0)
    assert step3 == [
        load("yellow", "fast"),
        load("yellow", "heavy"),
        load("orange", "fast"),
        load("orange", "heavy"),
        load("green", "fast"),
        load("green", "heavy"),
    ]
    assert [(s["colour"], s["cargo"]) for s in ENGINE.view(state, 0)["sources"]] == [
        ("yellow", 5),
        ("orange", 7),
        ("green", 9),
    ]


EXAMPLE_11_5 = make_sheet(
    {
        "red_fast": train_of(4, 14),
        "red_heavy": train_of(3, 18),
        "yellow_fast": train_of(3, 10),
        "yellow_heavy": train_of(3, 15),
        "orange_fast": train_of(2, 15),
        "orange_heavy": train_of(4, 30),
        "purple_fast": train_of(3, 20),
        "purple_heavy": train_of(2, 22),
        "green_fast": train_of(4, 20),
        "green_heavy": train_of(2, 21),
        "blue_fast": train_of(5, 17),
        "blue_heavy": train_of(2, 11),
    }
)


def test_11_5_scoring_a_sheet() -> None:
    expected = {
        # colour: (dist fast, dist heavy, closer, heavier, fast score, heavy score, total)
        "red": (6, 9, True, True, 14, 9, 23),
        "yellow": (9, 9, False, True, 3, 3, 6),
        "orange": (12, 4, False, True, 2, 4, 6),
        "purple": (9, 8, False, True, 3, 2, 5),
        "green": (6, 8, True, True, 20, 4, 24),
        "blue": (3, 12, True, False, 5, 2, 7),
    }
    for colour, numbers in expected.items():
        s = colour_score(EXAMPLE_11_5, TABLES, COLOUR_INDEX[colour])
        got = (
            s.fast_distance,
            s.heavy_distance,
            s.closer,
            s.heavier,
            s.fast_score,
            s.heavy_score,
            s.total,
        )
        assert got == numbers, colour
    assert sheet_score(EXAMPLE_11_5, TABLES) == 71
    assert solo_rank(71) == "Gandy Dancer"


def test_11_5_as_a_finished_solo_game() -> None:
    state = position(1, sheets={0: EXAMPLE_11_5}, over=True, last_round=True)
    outcome = ENGINE.result(state)
    assert outcome is not None
    assert outcome.scores == (71,)
    assert outcome.detail["solo"]["rank"] == "Gandy Dancer"
    assert outcome.detail["players"][0]["colours"]["green"]["total"] == 24


def test_11_6_secondary_tie() -> None:
    sheet = make_sheet({"green_fast": train_of(4, 20), "green_heavy": train_of(3, 25)})
    s = colour_score(sheet, TABLES, COLOUR_INDEX["green"])
    assert (s.fast_distance, s.heavy_distance) == (6, 6)
    assert s.heavier and not s.closer and not s.adheres
    assert (s.fast_score, s.heavy_score, s.total) == (4, 3, 7)


def test_11_7_end_trigger() -> None:
    sheets = {
        0: make_sheet({"blue_fast": full(), "orange_fast": cargo_train(1, 1, 1, 1, 1)}),
        1: make_sheet({"blue_heavy": full(), "green_heavy": cargo_train(1, 1, 1, 1, 1)}),
        2: make_sheet({"yellow_fast": full()}),
    }
    state = position(3, sheets=sheets, active=0)
    assert ENGINE.view(state, None)["destinations"] == {
        "reached": ["yellow", "blue"],
        "cities": ["London", "Paris"],
        "count": 2,
        "threshold": 4,
    }
    state, _ = ENGINE.apply(state, 0, roll("blue"))  # seats 0 and 1 are skipped (Paris)
    assert ENGINE.to_act(state) == {2}
    state, _ = ENGINE.apply(state, 2, load("blue", "fast"))
    state, _ = ENGINE.apply(state, 0, roll("yellow"))
    for seat, action in ((0, load("yellow", "fast")), (1, load("green", "heavy"))):
        state, _ = ENGINE.apply(state, seat, action)
    state, events = ENGINE.apply(state, 2, load("green", "fast"))
    assert [e["city"] for e in _events_of(events, "destination_reached")] == ["New York"]
    assert not state.last_round and ENGINE.result(state) is None  # 3 distinct < 4
    assert _events_of(events, "die_rolled")[0]["die"] == "red"  # third die rolled automatically
    state, _ = ENGINE.apply(state, 0, load("orange", "fast"))
    state, _ = ENGINE.apply(state, 1, load("red", "fast"))
    state, events = ENGINE.apply(state, 2, load("red", "fast"))
    assert [e["city"] for e in _events_of(events, "destination_reached")] == ["Rio"]
    assert _events_of(events, "last_round")[0]["destinations"] == 4
    outcome = ENGINE.result(state)
    assert outcome is not None
    assert outcome.detail["destinations"] == ["London", "Paris", "Rio", "New York"]
    assert state.round_no == 1 and len(state.rolls) == 3


def test_11_8_solo_ranks() -> None:
    assert solo_rank(150) == "Gandy Dancer"
    assert solo_rank(151) == "Boilerman"
    assert solo_rank(210) == "Engineer"
    assert solo_rank(230) == "Inspector"
    assert solo_rank(251) == "Tycoon"


def test_11_9_solo_challenge_1() -> None:
    # colour order: red, yellow, blue, orange, green, purple
    totals = (30, 60, 20, 25, 20, 50)
    assert sum(totals) == 205
    assert solo_rank(205) == "Engineer"
    assert challenges_achieved(totals, ())[0] is True
    purple_60 = (30, 60, 20, 25, 20, 60)
    assert sum(purple_60) == 215
    assert solo_rank(215) == "Inspector"
    assert challenges_achieved(purple_60, ())[0] is False
