"""Tests of the shared engine core: base.py, serde.py, rng.py, bots.py, hanafuda.py, registry.py.

Engine behaviour is exercised through the test-only toy engine (``toy_engine.py``).
"""

from __future__ import annotations

import hashlib
import json
import random
from collections import Counter
from dataclasses import dataclass, replace
from typing import Any, Literal

import pytest

from games.engines import hanafuda, registry, serde
from games.engines.base import IllegalAction, InvalidOptions, OptionSpec, Outcome, ranks_from_scores
from games.engines.bots import BOTS, GreedyBot, RandomBot, bot_action
from games.engines.rng import new_seed, rng_for, seed_hash, shuffled
from tests.engines.random_play import played
from tests.engines.toy_engine import DECK, TOY, ToyState

# ----- OptionSpec -------------------------------------------------------------------------------


class TestOptionSpec:
    INT = OptionSpec("rounds", "int", 3, "Rounds.", minimum=1, maximum=12)
    CHOICE = OptionSpec("mode", "choice", "a", "Mode.", choices=("a", "b"))
    BOOL = OptionSpec("flag", "bool", False, "Flag.")

    def test_int_bounds_inclusive(self) -> None:
        assert self.INT.validate(1) == 1
        assert self.INT.validate(12) == 12
        for bad in (0, 13, "3", 2.0, True, None):
            with pytest.raises(InvalidOptions) as err:
                self.INT.validate(bad)
            assert err.value.option == "rounds"

    def test_choice(self) -> None:
        assert self.CHOICE.validate("b") == "b"
        for bad in ("c", "A", 1, None):
            with pytest.raises(InvalidOptions):
                self.CHOICE.validate(bad)

    def test_bool_is_strict(self) -> None:
        assert self.BOOL.validate(True) is True
        for bad in (1, 0, "true", None):
            with pytest.raises(InvalidOptions):
                self.BOOL.validate(bad)

    def test_describe(self) -> None:
        assert self.INT.describe() == {
            "name": "rounds",
            "kind": "int",
            "default": 3,
            "description": "Rounds.",
            "minimum": 1,
            "maximum": 12,
        }
        assert self.CHOICE.describe()["choices"] == ["a", "b"]
        assert "choices" not in self.BOOL.describe() and "minimum" not in self.BOOL.describe()


# ----- Outcome and ranking ----------------------------------------------------------------------


class TestOutcome:
    def test_competition_ranking(self) -> None:
        assert ranks_from_scores([10, 30, 30, 5]) == (3, 1, 1, 4)
        assert ranks_from_scores([10, 30, 30, 5], higher_is_better=False) == (2, 3, 3, 1)
        assert ranks_from_scores([7]) == (1,)

    def test_winners(self) -> None:
        assert Outcome((3, 5), (2, 1)).winners == (1,)
        assert Outcome((5, 5, 1), (1, 1, 3)).winners == (0, 1)
        assert Outcome((4, 4), (1, 1)).winners == ()  # a draw: nobody wins
        assert Outcome((4,), (1,)).winners == (0,)  # a solo game is won by its player

    def test_to_json(self) -> None:
        outcome = Outcome((3, 5), (2, 1), {"rounds": ({"r": 1},)})
        assert outcome.to_json() == {
            "scores": [3, 5],
            "ranks": [2, 1],
            "winners": [1],
            "detail": {"rounds": [{"r": 1}]},
        }
        json.dumps(outcome.to_json())


# ----- Engine: generic validation, views, replay ------------------------------------------------


def toy_state(players: int = 2, seed: str = "core-seed-q7", **options: Any) -> ToyState:
    return TOY.setup(players=players, options=options, seed=seed)


class TestEngineApply:
    def test_order_of_generic_checks(self) -> None:
        state = toy_state()  # bidding: both seats to act
        with pytest.raises(IllegalAction) as err:
            TOY.apply(state, 0, "bid")
        assert err.value.code == "malformed_action"
        with pytest.raises(IllegalAction) as err:
            TOY.apply(state, 0, {"type": 7})
        assert err.value.code == "malformed_action"
        with pytest.raises(IllegalAction) as err:
            TOY.apply(state, 5, {"type": "nope"})
        assert err.value.code == "unknown_action_type"  # the type is checked before the seat
        with pytest.raises(IllegalAction) as err:
            TOY.apply(state, 5, {"type": "bid", "value": 0})
        assert err.value.code == "not_your_turn"
        with pytest.raises(IllegalAction) as err:
            TOY.apply(state, 0, {"type": "play", "card": state.hands[0][0]})
        assert err.value.code == "illegal_action"

    def test_json_types_are_told_apart(self) -> None:
        state = toy_state()
        assert {"type": "bid", "value": 1} in TOY.legal_actions(state, 0)
        for lookalike in (True, 1.0, "1"):
            with pytest.raises(IllegalAction) as err:
                TOY.apply(state, 0, {"type": "bid", "value": lookalike})
            assert err.value.code == "illegal_action"
        TOY.apply(state, 0, {"type": "bid", "value": 1})

    def test_game_over(self) -> None:
        state = replace(toy_state(bids=False), phase="over")
        assert TOY.legal_actions(state, 0) == []
        with pytest.raises(IllegalAction) as err:
            TOY.apply(state, 0, {"type": "draw"})
        assert err.value.code == "game_over"

    def test_legal_actions_empty_for_seats_not_to_act(self) -> None:
        state = toy_state(bids=False)
        assert TOY.to_act(state) == frozenset({0})
        assert TOY.legal_actions(state, 1) == []

    def test_apply_does_not_touch_its_input(self) -> None:
        state = toy_state(bids=False)
        before = serde.to_json(state)
        new, events = TOY.apply(state, 0, {"type": "draw"})
        assert serde.to_json(state) == before
        assert new != state and new.moves == 1
        assert events[0]["type"] == "drew"

    def test_replay_rebuilds_the_state(self) -> None:
        state, moves, _events = played(TOY, toy_state(3, bids=False), random.Random(4))
        again = TOY.replay(players=3, options={"bids": False}, seed="core-seed-q7", moves=moves)
        assert again == state

    def test_options_and_players(self) -> None:
        assert TOY.validate_options(None, 2) == {"hand_size": 3, "scoring": "high", "bids": True}
        with pytest.raises(InvalidOptions) as err:
            TOY.validate_options({"colour": "red"}, 2)
        assert err.value.option == "colour"
        for players in (1, 5):
            with pytest.raises(InvalidOptions) as err:
                TOY.setup(players=players, options=None, seed="s")
            assert err.value.option == "players"

    def test_describe(self) -> None:
        described = TOY.describe()
        assert described["slug"] == "toy" and described["min_players"] == 2
        assert [o["name"] for o in described["options"]] == ["hand_size", "scoring", "bids"]


class TestEventView:
    EVENT = {"type": "drew", "card": "tk01", "visible_to": [1], "redacted": {"type": "drew"}}

    def test_seat_in_visible_to_sees_it_without_the_markers(self) -> None:
        assert TOY.event_view(self.EVENT, 1) == {"type": "drew", "card": "tk01"}

    def test_others_and_spectators_see_the_redacted_part(self) -> None:
        assert TOY.event_view(self.EVENT, 0) == {"type": "drew"}
        assert TOY.event_view(self.EVENT, None) == {"type": "drew"}

    def test_no_redacted_part_means_nothing(self) -> None:
        event = {"type": "peek", "visible_to": [0]}
        assert TOY.event_view(event, 1) is None

    def test_public_events_pass_through(self) -> None:
        event = {"type": "played", "card": "tk02"}
        assert TOY.event_view(event, None) is event


# ----- serde ------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Inner:
    name: str
    cards: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Everything:
    n: int
    s: str
    b: bool
    nothing: None
    many: tuple[int, ...]
    pair: tuple[str, int]
    tags: frozenset[str]
    table: dict[str, tuple[int, ...]]
    maybe: int | None
    maybe_inner: Inner | None
    phase: Literal["a", "b"]
    inner: Inner
    inners: tuple[Inner, ...]
    free: Any


EVERYTHING = Everything(
    n=3,
    s="x",
    b=True,
    nothing=None,
    many=(1, 2, 3),
    pair=("a", 1),
    tags=frozenset({"z", "a"}),
    table={"k": (1, 2)},
    maybe=None,
    maybe_inner=Inner("m", ("c",)),
    phase="b",
    inner=Inner("i", ()),
    inners=(Inner("p", ("q", "r")),),
    free={"any": [1, {"x": None}]},
)


@dataclass(frozen=True, slots=True)
class Added:
    n: int
    extra: int = 7


class TestSerde:
    def test_round_trip_through_json_text(self) -> None:
        data = serde.to_json(EVERYTHING)
        back = serde.from_json(Everything, json.loads(json.dumps(data)))
        assert back == EVERYTHING
        assert isinstance(back.many, tuple) and isinstance(back.tags, frozenset)
        assert isinstance(back.inners[0], Inner) and isinstance(back.inners[0].cards, tuple)
        assert isinstance(back.table["k"], tuple)

    def test_plain_json_shapes(self) -> None:
        data = serde.to_json(EVERYTHING)
        assert data["tags"] == ["a", "z"]  # frozensets sort, so the JSON is canonical
        assert data["pair"] == ["a", 1]
        assert data["inner"] == {"name": "i", "cards": []}
        assert data["maybe"] is None

    @pytest.mark.parametrize("slug", ["hachi", "hachi-hachi", "hachi-train"])
    def test_old_snapshots_with_the_removed_announced_key_still_load(self, slug: str) -> None:
        """Stored states of these engines carry an obsolete ``announced`` key (a field removed
        without changing the rules): decoding reads the fields it knows and ignores other keys."""
        engine = registry.get_engine(slug)
        state = engine.setup(players=3 if slug != "hachi" else 2, options=None, seed="old")
        old = {**engine.state_to_json(state), "announced": ["08C1"]}
        assert engine.state_from_json(json.loads(json.dumps(old))) == state

    def test_a_missing_field_with_a_default_takes_it_one_without_is_an_error(self) -> None:
        """Snapshots stored before a field with a default was added still load (Hachi's
        ``points_target`` and ``victories``); a field without a default must be there."""
        data = serde.to_json(Added(n=1, extra=9))
        del data["extra"]
        assert serde.from_json(Added, data) == Added(n=1, extra=7)
        with pytest.raises(KeyError):
            serde.from_json(Added, {"extra": 9})

    def test_toy_state_round_trip(self) -> None:
        state = toy_state(4)
        assert TOY.state_from_json(json.loads(json.dumps(TOY.state_to_json(state)))) == state


# ----- rng --------------------------------------------------------------------------------------


class TestRng:
    def test_seed_hash_is_sha256_hex(self) -> None:
        assert seed_hash("abc") == hashlib.sha256(b"abc").hexdigest()

    def test_new_seed_is_128_bit_hex_and_fresh(self) -> None:
        seed = new_seed()
        assert len(seed) == 32 and int(seed, 16) >= 0
        assert new_seed() != seed

    def test_same_seed_and_label_same_numbers(self) -> None:
        a = [rng_for("s1", "deal", 1).random() for _ in range(3)]
        b = [rng_for("s1", "deal", 1).random() for _ in range(3)]
        assert a == b

    def test_label_and_seed_change_the_numbers(self) -> None:
        base = rng_for("s1", "deal", 1).random()
        assert rng_for("s1", "deal", 2).random() != base
        assert rng_for("s2", "deal", 1).random() != base
        assert rng_for("s1", "roll", 1).random() != base

    def test_label_parts_are_separated(self) -> None:
        assert rng_for("s", "ab", "c").random() != rng_for("s", "a", "bc").random()

    def test_shuffled_is_a_new_permutation(self) -> None:
        items = tuple(range(20))
        out = shuffled(items, "seed", "x")
        assert sorted(out) == list(items) and out != list(items)
        assert out == shuffled(list(items), "seed", "x")
        original = list(items)
        shuffled(original, "seed", "x")
        assert original == list(items)


# ----- bots -------------------------------------------------------------------------------------


class TestBots:
    def test_registry_of_bots(self) -> None:
        assert set(BOTS) == {"random", "greedy"}

    def test_random_bot_picks_a_listed_action(self) -> None:
        actions = [{"type": "a"}, {"type": "b"}, {"type": "c"}]
        picks = {
            RandomBot().choose(TOY, {}, 0, actions, random.Random(i))["type"] for i in range(30)
        }
        assert picks == {"a", "b", "c"}

    def test_greedy_bot_asks_the_engine_with_the_view(self) -> None:
        state = toy_state(bids=False)
        view = TOY.view(state, 0)
        actions = TOY.legal_actions(state, 0)
        choice = GreedyBot().choose(TOY, view, 0, actions, random.Random(0))
        best = max(state.hands[0], key=lambda c: int(c[2:]))
        assert choice == {"type": "play", "card": best}

    def test_bot_action_uses_the_seat_view(self) -> None:
        state = toy_state(bids=False)
        action = bot_action(engine=TOY, state=state, seat=0, kind="greedy", rng=random.Random(1))
        assert action in TOY.legal_actions(state, 0)

    def test_bot_action_refuses_a_seat_with_nothing_to_decide(self) -> None:
        state = toy_state(bids=False)
        with pytest.raises(ValueError):
            bot_action(engine=TOY, state=state, seat=1, kind="random", rng=random.Random(1))


# ----- hanafuda deck (rules: hanafuda-deck.md) --------------------------------------------------


class TestHanafuda:
    def test_48_unique_cards_four_per_month(self) -> None:
        assert len(hanafuda.DECK) == 48 == len(set(hanafuda.DECK))
        months = Counter(card.month for card in hanafuda.CARDS)
        assert months == {m: 4 for m in range(1, 13)}

    def test_class_counts(self) -> None:
        classes = Counter(card.card_class for card in hanafuda.CARDS)
        assert classes == {"light": 5, "animal": 9, "ribbon": 10, "chaff": 24}
        kinds = Counter(card.ribbon_kind for card in hanafuda.CARDS if card.ribbon_kind)
        assert kinds == {"poetry": 3, "red": 4, "blue": 3}

    def test_index_is_month_and_slot(self) -> None:
        for card in hanafuda.CARDS:
            assert card.index // 4 + 1 == card.month
            assert card.id.startswith(f"{card.month:02d}")
        expected = {"01L": 0, "02A": 4, "08L": 28, "08A": 29, "11A": 41, "11C1": 43, "12C3": 47}
        assert {c: hanafuda.card(c).index for c in expected} == expected

    def test_values_from_the_table(self) -> None:
        assert hanafuda.card("01L").hachi_hachi_points == 20
        assert hanafuda.card("08A").hachi_hachi_points == 10
        assert hanafuda.card("06R").hachi_hachi_points == 5
        assert hanafuda.card("12C3").hachi_hachi_points == 1
        assert hanafuda.card("01R").hachi_points == 1
        assert hanafuda.card("01C1").hachi_points == 10
        assert hanafuda.card("11L").hachi_points == 10

    def test_months_without_ribbon_and_willow(self) -> None:
        assert not any(hanafuda.card(c).card_class == "ribbon" for c in ("08L", "08A", "12L"))
        willow = [c.card_class for c in hanafuda.CARDS if c.month == 11]
        assert willow == ["light", "animal", "ribbon", "chaff"]
        assert hanafuda.card("11C1").name == "Lightning"
        assert hanafuda.PLANTS[11] == "Willow" and hanafuda.PLANTS[12] == "Paulownia"

    def test_deck_order_and_a_card(self) -> None:
        in_deck_order = sorted(["12C3", "01L", "08A"], key=lambda c: hanafuda.card(c).index)
        assert in_deck_order == ["01L", "08A", "12C3"]
        assert hanafuda.month_of("09R") == 9
        curtain = hanafuda.card("03L")
        assert (curtain.month, curtain.plant, curtain.name) == (3, "Cherry blossom", "Curtain")
        assert (curtain.card_class, curtain.ribbon_kind) == ("light", None)


# ----- registry ---------------------------------------------------------------------------------


class TestRegistry:
    def test_slugs_are_unique_and_resolve(self) -> None:
        engines = registry.all_engines()
        assert len({e.slug for e in engines}) == len(engines)
        for engine in engines:
            assert registry.get_engine(engine.slug) is engine

    def test_unknown_slug(self) -> None:
        with pytest.raises(registry.UnknownGameType):
            registry.get_engine("no-such-game")

    def test_toy_deck_is_conserved(self) -> None:
        state = toy_state(3)
        assert sorted(c for cards in TOY.zones(state).values() for c in cards) == sorted(DECK)
