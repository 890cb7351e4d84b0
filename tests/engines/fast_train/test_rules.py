"""Rules (§3-§7), options (§8) and each Decision of §10 of fast-train.md."""

from __future__ import annotations

import pytest

from games.engines.base import IllegalAction, InvalidOptions
from games.engines.fast_train import ENGINE
from games.engines.fast_train.constants import COLOUR_INDEX
from games.engines.fast_train.options import default_tables_json
from games.engines.fast_train.rules import roll_value
from games.engines.fast_train.scoring import challenges_achieved, colour_score, solo_rank
from games.engines.rng import rng_for
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


def _kinds(events: list[dict]) -> list[str]:
    return [e["type"] for e in events]


# ----- setup (§3) ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("players", "threshold"), [(1, 2), (2, 3), (3, 4), (4, 5), (5, 6), (6, 6), (7, 6), (8, 6)]
)
def test_3_threshold_by_player_count(players: int, threshold: int) -> None:
    state = ENGINE.setup(players=players, options=None, seed="t")
    assert ENGINE.view(state, None)["destinations"]["threshold"] == threshold
    assert all(all(train == () for train in sheet) for sheet in state.sheets)
    assert len(state.sheets) == players and all(len(sheet) == 12 for sheet in state.sheets)


def test_decision_9_player_count_is_1_to_8() -> None:
    for players in (0, 9):
        with pytest.raises(InvalidOptions):
            ENGINE.setup(players=players, options=None, seed="t")
    assert ENGINE.min_players == 1 and ENGINE.max_players == 8


def test_decision_11_first_active_player_is_random_and_seeded() -> None:
    actives = {ENGINE.setup(players=4, options=None, seed=f"s{i}").active for i in range(60)}
    assert actives == {0, 1, 2, 3}
    for i in range(10):
        seed = f"s{i}"
        state = ENGINE.setup(players=4, options=None, seed=seed)
        assert state.active == rng_for(seed, "first_player").randrange(4)
        assert ENGINE.to_act(state) == {state.active}
    assert ENGINE.setup(players=1, options=None, seed="solo").active == 0


# ----- the round (§4) --------------------------------------------------------------------------


def test_decision_6_active_player_chooses_the_die_and_the_last_is_automatic() -> None:
    state = position(3, active=2)
    assert ENGINE.to_act(state) == {2}
    assert ENGINE.legal_actions(state, 2) == [roll("red"), roll("yellow"), roll("blue")]
    assert ENGINE.legal_actions(state, 0) == []
    with pytest.raises(IllegalAction) as err:
        ENGINE.apply(state, 0, roll("red"))
    assert err.value.code == "not_your_turn"
    state, events = ENGINE.apply(state, 2, roll("yellow"))
    rolled = events[0]
    assert rolled == {
        "type": "die_rolled",
        "round": 1,
        "step": 1,
        "die": "yellow",
        "value": roll_value(state.seed, 1, 1),
        "by": 2,
        "auto": False,
    }
    for seat in (0, 1, 2):
        state, events = ENGINE.apply(state, seat, load("yellow", "fast"))
    assert ENGINE.to_act(state) == {2}
    assert ENGINE.legal_actions(state, 2) == [roll("red"), roll("blue")]
    with pytest.raises(IllegalAction) as err:
        ENGINE.apply(state, 2, roll("yellow"))
    assert err.value.code == "illegal_action"
    state, _ = ENGINE.apply(state, 2, roll("blue"))
    events = []
    for seat in (0, 1, 2):
        state, events = ENGINE.apply(state, seat, load("blue", "fast"))
    auto = [e for e in events if e["type"] == "die_rolled"]
    assert auto == [
        {
            "type": "die_rolled",
            "round": 1,
            "step": 3,
            "die": "red",
            "value": roll_value(state.seed, 1, 3),
            "by": None,
            "auto": True,
        }
    ]
    assert ENGINE.to_act(state) == {0, 1, 2}


def test_decision_5_no_die_is_rolled_until_everyone_has_committed() -> None:
    state = position(3, active=0)
    state, _ = ENGINE.apply(state, 0, roll("red"))
    assert ENGINE.to_act(state) == {0, 1, 2}  # the active player loads too
    state, events = ENGINE.apply(state, 0, load("red", "heavy"))
    assert ENGINE.to_act(state) == {1, 2}
    assert _kinds(events) == ["load_committed"]
    assert state.sheets[0] == make_sheet()  # not applied before all are in
    with pytest.raises(IllegalAction) as err:  # the commit is final
        ENGINE.apply(state, 0, load("red", "fast"))
    assert err.value.code == "not_your_turn"
    with pytest.raises(IllegalAction):
        ENGINE.apply(state, 0, roll("blue"))
    state, _ = ENGINE.apply(state, 2, load("red", "fast"))
    state, events = ENGINE.apply(state, 1, load("red", "fast"))
    assert _kinds(events) == ["load_committed", "loads_revealed"]
    revealed = events[1]
    value = roll_value(state.seed, 1, 1)
    assert revealed["loads"] == [
        {"seat": 0, "colour": "red", "train": "heavy", "cargo": value, "car": 1, "value": value},
        {"seat": 1, "colour": "red", "train": "fast", "cargo": value, "car": 1, "value": value},
        {"seat": 2, "colour": "red", "train": "fast", "cargo": value, "car": 1, "value": value},
    ]
    assert revealed["skipped"] == []
    assert ENGINE.to_act(state) == {0}


def test_4_4_a_load_writes_the_running_total() -> None:
    seed = seed_for((4, 5, 3), prefix="tot")
    state = position(1, seed=seed, sheets={0: make_sheet({"blue_heavy": (10,)})})
    state, _ = ENGINE.apply(state, 0, roll("blue"))
    state, events = ENGINE.apply(state, 0, load("blue", "heavy"))
    assert state.sheets[0][5] == (10, 14)
    assert events[-1]["loads"][0]["car"] == 2


def test_4_3_a_combination_with_a_die_not_loaded_is_allowed() -> None:
    # 11.2 shows it for a locked colour; here the earlier die was loaded elsewhere.
    seed = seed_for((3, 4), prefix="combo")
    state = position(1, seed=seed)
    state, _ = ENGINE.apply(state, 0, roll("red"))
    state, _ = ENGINE.apply(state, 0, load("red", "fast"))
    state, _ = ENGINE.apply(state, 0, roll("yellow"))
    state, _ = ENGINE.apply(state, 0, load("orange", "heavy"))
    assert state.sheets[0][2 * COLOUR_INDEX["orange"] + 1] == (7,)


def test_4_5_reaching_a_destination_locks_only_that_player() -> None:
    seed = seed_for((2,), prefix="lock")
    five = cargo_train(1, 1, 1, 1, 1)
    state = position(2, seed=seed, sheets={0: make_sheet({"red_fast": five})})
    state, _ = ENGINE.apply(state, 0, roll("red"))
    state, _ = ENGINE.apply(state, 0, load("red", "fast"))
    state, events = ENGINE.apply(state, 1, load("red", "heavy"))
    arrivals = [e for e in events if e["type"] == "destination_reached"]
    assert arrivals == [
        {"type": "destination_reached", "seat": 0, "colour": "red", "city": "Miyajima"}
    ]
    assert state.sheets[0][0] == (1, 2, 3, 4, 5, 7)
    assert ENGINE.view(state, None)["sheets"][0]["reached"] == ["red"]
    assert ENGINE.view(state, None)["sheets"][1]["reached"] == []
    # later rounds: seat 0 may load neither red train, seat 1 still may
    later = position(2, seed=seed, sheets={0: state.sheets[0]})
    later, _ = ENGINE.apply(later, 0, roll("red"))
    assert ENGINE.to_act(later) == {1}
    assert ENGINE.legal_actions(later, 1) == [load("red", "fast"), load("red", "heavy")]


def test_4_6_the_next_seat_becomes_active_and_solo_stays_active() -> None:
    for players, active, following in ((3, 2, 0), (3, 0, 1), (1, 0, 0)):
        state = position(players, active=active)
        while state.round_no == 1:
            seat = min(ENGINE.to_act(state))
            state, events = ENGINE.apply(state, seat, ENGINE.legal_actions(state, seat)[0])
        assert (state.round_no, state.active) == (2, following)
        assert events[-1] == {"type": "round_started", "round": 2, "active": following}
        assert ENGINE.to_act(state) == {following}


def test_4_3_three_loads_of_a_round_go_to_three_colours() -> None:
    state = position(1, seed="three")
    colours = []
    while state.round_no == 1:
        action = ENGINE.legal_actions(state, 0)[-1]
        if action["type"] == "load":
            colours.append(action["colour"])
        state, _ = ENGINE.apply(state, 0, action)
    assert len(colours) == 3 and len(set(colours)) == 3


# ----- end of the game (§5, Decision 2) ---------------------------------------------------------


def test_5_trigger_mid_round_finishes_the_round() -> None:
    seed = seed_for((1,), prefix="mid")
    sheets = {0: make_sheet({"red_fast": cargo_train(1, 1, 1, 1, 1), "blue_heavy": full()})}
    state = position(1, seed=seed, sheets=sheets)  # solo: T = 2, Paris already reached
    state, _ = ENGINE.apply(state, 0, roll("red"))
    state, events = ENGINE.apply(state, 0, load("red", "fast"))
    assert "last_round" in _kinds(events)
    assert state.last_round and ENGINE.result(state) is None
    assert ENGINE.view(state, 0)["last_round"] is True
    state, _ = ENGINE.apply(state, 0, roll("yellow"))
    state, events = ENGINE.apply(state, 0, load("yellow", "fast"))
    assert ENGINE.result(state) is None  # third die still to load
    state, events = ENGINE.apply(state, 0, ENGINE.legal_actions(state, 0)[0])
    assert _kinds(events)[-2:] == ["round_ended", "game_over"]
    assert ENGINE.result(state) is not None
    assert ENGINE.to_act(state) == frozenset()
    assert ENGINE.legal_actions(state, 0) == []


def test_decision_2_a_city_reached_by_two_players_counts_once() -> None:
    sheets = {0: make_sheet({"blue_fast": full()}), 1: make_sheet({"blue_heavy": full()})}
    state = position(2, sheets=sheets)  # T = 3
    view = ENGINE.view(state, None)
    assert view["destinations"]["count"] == 1
    sheets[1] = make_sheet({"blue_heavy": full(), "red_fast": full()})
    state = position(2, sheets=sheets)
    assert ENGINE.view(state, None)["destinations"]["count"] == 2


# ----- scoring (§6, Decisions 1, 3, 7) -----------------------------------------------------------


def test_6_adhering_colour_scores_sum_and_distance_points() -> None:
    sheet = make_sheet({"blue_fast": train_of(5, 17), "blue_heavy": train_of(4, 20)})
    s = colour_score(sheet, TABLES, COLOUR_INDEX["blue"])
    assert s.adheres and (s.fast_score, s.heavy_score) == (17, 16)


def test_6_heavier_must_be_strict() -> None:
    sheet = make_sheet({"red_fast": train_of(4, 15), "red_heavy": train_of(3, 15)})
    s = colour_score(sheet, TABLES, COLOUR_INDEX["red"])
    assert s.closer and not s.heavier and s.total == 4 + 3


def test_6_1_two_heavy_purple_cars_are_closer_than_three_fast_ones() -> None:
    sheet = make_sheet({"purple_fast": train_of(3, 10), "purple_heavy": train_of(2, 20)})
    s = colour_score(sheet, TABLES, COLOUR_INDEX["purple"])
    assert (s.fast_distance, s.heavy_distance) == (9, 8) and not s.closer


@pytest.mark.parametrize(("fast", "heavy"), [(2, 0), (4, 3), (6, 6)])
def test_6_1_secondary_distance_ties(fast: int, heavy: int) -> None:
    for colour in ("orange", "green", "purple"):
        c = COLOUR_INDEX[colour]
        assert TABLES[2 * c][fast] == TABLES[2 * c + 1][heavy]


def test_decision_7_empty_trains_and_one_secondary_fast_car() -> None:
    empty = colour_score(make_sheet(), TABLES, COLOUR_INDEX["green"])
    assert not empty.closer and not empty.heavier and empty.total == 0
    one = colour_score(make_sheet({"orange_fast": (3,)}), TABLES, COLOUR_INDEX["orange"])
    assert (one.fast_distance, one.heavy_distance) == (15, 12) and not one.closer
    assert one.total == 1


def test_decision_3_final_ties_are_shared_wins() -> None:
    same = make_sheet({"red_fast": (2,)})
    state = position(3, sheets={0: same, 1: same, 2: make_sheet()}, over=True)
    outcome = ENGINE.result(state)
    assert outcome is not None
    assert outcome.scores == (1, 1, 0)
    assert outcome.ranks == (1, 1, 3)
    assert outcome.winners == (0, 1)


def test_decision_1_distance_tables_option_changes_closer() -> None:
    tables = default_tables_json()
    tables["purple"]["heavy"] = [18, 15, 12, 9, 6, 3, 0]  # secondary drawn like a primary
    sheet = make_sheet({"purple_fast": train_of(3, 10), "purple_heavy": train_of(2, 20)})
    state = position(1, options={"distance_tables": tables}, sheets={0: sheet}, over=True)
    outcome = ENGINE.result(state)
    assert outcome is not None
    purple = outcome.detail["players"][0]["colours"]["purple"]
    assert purple["distance"] == {"fast": 9, "heavy": 12}
    assert purple["adheres"] and purple["total"] == 10 + 4
    assert outcome.detail["distance_tables"]["purple"]["heavy"] == tables["purple"]["heavy"]


def test_8_options_defaults_and_validation() -> None:
    assert ENGINE.validate_options(None, 1) == {"show_solo_challenges": True}
    described = {o["name"]: o for o in ENGINE.describe()["options"]}
    assert described["distance_tables"]["default"] == default_tables_json()
    assert described["show_solo_challenges"]["default"] is True
    good = default_tables_json()
    assert ENGINE.validate_options({"distance_tables": good}, 2)["distance_tables"] == good
    bad_values = []
    missing = default_tables_json()
    del missing["red"]
    bad_values.append(missing)
    short = default_tables_json()
    short["red"]["fast"] = [18, 15, 12, 9, 6, 0]
    bad_values.append(short)
    rising = default_tables_json()
    rising["green"]["heavy"] = [12, 10, 8, 9, 4, 2, 0]
    bad_values.append(rising)
    not_zero = default_tables_json()
    not_zero["blue"]["fast"] = [19, 16, 13, 10, 7, 4, 1]
    bad_values.append(not_zero)
    booleans = default_tables_json()
    booleans["blue"]["fast"] = [18, 15, 12, 9, 6, True, 0]
    bad_values.append(booleans)
    no_train = default_tables_json()
    del no_train["yellow"]["heavy"]
    bad_values.append(no_train)
    bad_values.extend(["provisional", None, [1, 2]])
    for bad in bad_values:
        with pytest.raises(InvalidOptions) as err:
            ENGINE.setup(players=2, options={"distance_tables": bad}, seed="t")
        assert err.value.option == "distance_tables"
    with pytest.raises(InvalidOptions):
        ENGINE.setup(players=1, options={"show_solo_challenges": "yes"}, seed="t")


# ----- solo (§7, Decisions 4 and 10) ------------------------------------------------------------


def test_decision_4_score_150_is_gandy_dancer_and_band_edges() -> None:
    assert [solo_rank(s) for s in (0, 150, 180, 181, 211, 231, 250, 251, 400)] == [
        "Gandy Dancer",
        "Gandy Dancer",
        "Boilerman",
        "Engineer",
        "Inspector",
        "Conductor",
        "Conductor",
        "Tycoon",
        "Tycoon",
    ]


def test_decision_10_challenge_wording() -> None:
    red, yellow, blue, orange, green, purple = range(6)
    # 1: strict; yellow tied with red fails, purple tied with red fails, score below 200 fails
    assert not challenges_achieved((60, 60, 20, 25, 20, 50), ())[0]
    assert not challenges_achieved((50, 60, 20, 25, 20, 50), ())[0]
    assert not challenges_achieved((10, 60, 10, 10, 10, 50), ())[0]
    # 2: at least four destinations and at least 230
    four = (red, yellow, blue, orange)
    assert challenges_achieved((40, 40, 40, 40, 40, 30), four)[1]
    assert not challenges_achieved((40, 40, 40, 40, 40, 29), four)[1]
    assert not challenges_achieved((40, 40, 40, 40, 40, 30), four[:3])[1]
    # 3 and 4: the three named cities and at least 230
    assert challenges_achieved((40, 40, 40, 40, 40, 30), (red, orange, yellow))[2]
    assert not challenges_achieved((40, 40, 40, 40, 40, 30), (red, orange))[2]
    assert challenges_achieved((40, 40, 40, 40, 40, 30), (green, blue, purple))[3]
    assert not challenges_achieved((40, 40, 40, 40, 40, 30), (green, blue, red))[3]
    # 5: more than 260
    assert not challenges_achieved((60, 40, 40, 40, 40, 40), ())[4]
    assert challenges_achieved((61, 40, 40, 40, 40, 40), ())[4]


def test_7_solo_detail_reports_rank_and_challenges() -> None:
    sheet = make_sheet({"red_fast": full(), "yellow_heavy": full(), "red_heavy": train_of(5, 8)})
    state = position(1, sheets={0: sheet}, over=True)
    outcome = ENGINE.result(state)
    assert outcome is not None
    solo = outcome.detail["solo"]
    assert solo["rank"] == "Gandy Dancer"
    assert [c["number"] for c in solo["challenges"]] == [1, 2, 3, 4, 5]
    assert not any(c["achieved"] for c in solo["challenges"])
    assert outcome.detail["players"][0]["reached"] == ["Miyajima", "London"]
    hidden = position(1, options={"show_solo_challenges": False}, sheets={0: sheet}, over=True)
    outcome = ENGINE.result(hidden)
    assert outcome is not None and "challenges" not in outcome.detail["solo"]
    multi = position(2, over=True)
    outcome = ENGINE.result(multi)
    assert outcome is not None and "solo" not in outcome.detail


def test_decision_8_loading_is_compulsory() -> None:
    state = position(2, active=0)
    state, _ = ENGINE.apply(state, 0, roll("red"))
    assert ENGINE.to_act(state) == {0, 1}
    state, _ = ENGINE.apply(state, 0, load("red", "fast"))
    # nobody can roll on while seat 1 has a legal load; there is no pass action
    assert ENGINE.to_act(state) == {1}
    assert all(a["type"] == "load" for a in ENGINE.legal_actions(state, 1))
    with pytest.raises(IllegalAction) as err:
        ENGINE.apply(state, 1, {"type": "pass"})
    assert err.value.code == "unknown_action_type"


def test_illegal_loads_are_refused() -> None:
    seed = seed_for((4,), prefix="ill")
    state = position(1, seed=seed, sheets={0: make_sheet({"red_heavy": full()})})
    state, _ = ENGINE.apply(state, 0, roll("blue"))
    for action in (
        load("red", "fast"),  # not a source of the die
        load("purple", "fast"),  # no earlier die
        load("blue", "middle"),
        {"type": "load", "colour": "blue", "train": "fast", "cargo": 4},
    ):
        with pytest.raises(IllegalAction) as err:
            ENGINE.apply(state, 0, action)
        assert err.value.code == "illegal_action"
