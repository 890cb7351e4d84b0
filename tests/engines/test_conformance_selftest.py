"""The conformance suite checks itself: a correct toy engine passes every check, and each
deliberately broken toy variant is caught by the check named for its fault.

The toy engines live only in ``toy_engine.py``; they are never registered in the real registry.
"""

from __future__ import annotations

import pytest

import tests.engines.test_conformance as suite
from games.engines.base import AnyEngine
from games.engines.bots import BOTS
from tests.engines.conformance_play import play_checked, run_engine_suite, seeds_for
from tests.engines.conformance_support import (
    ConformanceFailure,
    check_setup_determinism,
    leaked_tokens,
)
from tests.engines.toy_engine import BROKEN, TOY, BrokenGlobalRandomSetup


def test_toy_engine_passes_the_whole_suite() -> None:
    games = run_engine_suite(TOY, seeds=6)
    assert all(game.outcome is not None for game in games)
    # Games really were played: every one has moves, and bids were placed in each.
    assert all(len(game.moves) >= game.players for game in games)


@pytest.mark.parametrize("name", sorted(BROKEN))
def test_each_broken_toy_is_caught_by_its_check(name: str) -> None:
    engine, prop = BROKEN[name]
    with pytest.raises(ConformanceFailure) as failure:
        run_engine_suite(engine, seeds=8)
    assert failure.value.prop == prop, str(failure.value)
    assert engine.slug in str(failure.value)  # the message says how to reproduce


def test_global_randomness_is_caught_by_the_setup_check() -> None:
    engine = BrokenGlobalRandomSetup()
    with pytest.raises(ConformanceFailure) as failure:
        check_setup_determinism(engine, 2, None, seeds_for(engine, 2, 6))
    assert failure.value.prop == "determinism"


def test_the_real_suite_functions_pass_on_the_toy() -> None:
    """The parametrised tests of test_conformance.py, called directly on the toy engine."""
    engine: AnyEngine = TOY
    suite.test_options_validation(engine)
    suite.test_player_count_bounds(engine)
    suite.test_greedy_bot_decides_from_the_view_alone(engine)
    suite.test_all_options_changed_at_once(engine)
    for players in (2, 4):
        suite.test_illegal_actions_are_rejected_cleanly(engine, players)
    suite.test_any_seed_and_prefix_round_trips_and_replays(engine=engine)
    for players in range(engine.min_players, engine.max_players + 1):
        suite.test_random_games_conform(engine, players)
        suite.test_setup_is_a_function_of_the_seed(engine, players)
        for kind in sorted(BOTS):
            suite.test_bots_play_legal_games_to_the_end(engine, players, kind)
    for name, value in suite.option_values(engine):
        suite.test_option_values_play_to_the_end(engine, name, value)


def test_the_real_suite_functions_fail_on_a_broken_toy() -> None:
    engine, _prop = BROKEN["leaky-view"]
    with pytest.raises(ConformanceFailure):
        suite.test_random_games_conform(engine, 2)


def test_toy_is_not_registered() -> None:
    assert all(not engine.slug.startswith("toy") for engine in suite.ENGINES)


def test_greedy_toy_beats_random_toy() -> None:
    """Sanity of the driver's bot path: the toy's greedy bot outscores the random bot."""
    greedy_total = random_total = 0
    for i in range(20):
        for kind in ("greedy", "random"):
            game = play_checked(TOY, 2, {"bids": False}, f"duel-{i}-q7", policy=kind)
            assert game.outcome is not None
            total = sum(game.outcome.scores)
            if kind == "greedy":
                greedy_total += total
            else:
                random_total += total
    assert greedy_total > random_total


class TestLeakedTokens:
    def test_whole_json_string(self) -> None:
        assert leaked_tokens('{"hand": ["01L", "02A"]}', {"01L"}) == ["01L"]

    def test_word_inside_a_sentence(self) -> None:
        assert leaked_tokens('{"msg": "seat 1 played 01L."}', {"01L"}) == ["01L"]

    def test_not_part_of_a_longer_word(self) -> None:
        assert leaked_tokens('{"msg": "x101L", "n": 101}', {"01L"}) == []

    def test_digit_tokens_only_as_whole_strings(self) -> None:
        assert leaked_tokens('{"count": 17}', {"17"}) == []
        assert leaked_tokens('{"card": "17"}', {"17"}) == ["17"]

    def test_tokens_with_punctuation(self) -> None:
        assert leaked_tokens('{"m": "drew tt:r5 now"}', {"tt:r5"}) == ["tt:r5"]
        assert leaked_tokens('{"m": "tt:r55"}', {"tt:r5"}) == []

    def test_dict_keys_count(self) -> None:
        assert leaked_tokens('{"01L": 3}', {"01L"}) == ["01L"]
