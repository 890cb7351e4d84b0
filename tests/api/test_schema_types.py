"""The document types the games' data: actions and views per game (told apart by `type` and
`game`), options per game, examples on every operation, and everything the engines produce
validates against what the document publishes."""

from __future__ import annotations

import random
from typing import Any, get_args

import pytest
from jsonschema import Draft202012Validator
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012
from rest_framework.test import APIClient

from api.openapi_types import action_component, game_prefix, options_component
from games import representations as rep
from games.engines.base import AnyEngine
from games.engines.registry import ENGINES, all_engines
from tests.api.test_schema import _document

pytestmark = pytest.mark.django_db
ENGINE_CASES = [pytest.param(engine, id=engine.slug) for engine in all_engines()]


@pytest.fixture
def document(anonymous: APIClient) -> dict[str, Any]:
    return _document(anonymous)


def _validator(document: dict[str, Any], name: str) -> Draft202012Validator:
    """A validator of component ``name`` that resolves the document's own references."""
    resource = Resource.from_contents(document, default_specification=DRAFT202012)
    registry = Registry().with_resource("urn:openapi", resource)
    schema = {"$ref": f"urn:openapi#/components/schemas/{name}"}
    return Draft202012Validator(schema, registry=registry)


def _check(validator: Draft202012Validator, value: Any, what: str) -> None:
    problems = [e.message for e in validator.iter_errors(value)]
    assert problems == [], (what, problems[:3], value)


def test_the_document_is_openapi_3_1_with_a_server_and_a_real_description(
    document: dict[str, Any],
) -> None:
    assert document["openapi"] == "3.1.0"
    assert document["servers"][0]["url"].startswith("http")
    description = document["info"]["description"]
    for topic in ("Bearer", "Idempotency-Key", "stale_version", "cursor", "If-None-Match",
                  "RateLimit", "/api/v1/asyncapi/", "GameAction", "GameView"):  # fmt: skip
        assert topic in description, topic


def test_the_slugs_of_the_representations_are_the_registry(document: dict[str, Any]) -> None:
    assert set(get_args(rep.GameSlug)) == set(ENGINES)
    game = document["components"]["schemas"]["Game"]
    assert set(game["properties"]["game_type"]["enum"]) == set(ENGINES)


def test_views_are_one_of_the_games_told_apart_by_game(document: dict[str, Any]) -> None:
    schemas = document["components"]["schemas"]
    union = schemas["GameView"]
    assert union["discriminator"]["propertyName"] == "game"
    assert set(union["discriminator"]["mapping"]) == set(ENGINES)
    for slug, ref in union["discriminator"]["mapping"].items():
        view = schemas[ref.rsplit("/", 1)[-1]]
        assert view["properties"]["game"]["const"] == slug
        assert "you" in view["properties"]  # the seat's own part (null for spectators)
    view_ref = schemas["Game"]["properties"]["view"]["anyOf"]
    assert {"$ref": "#/components/schemas/GameView"} in view_ref


@pytest.mark.parametrize("engine", ENGINE_CASES)
def test_each_game_has_its_actions_told_apart_by_type(
    document: dict[str, Any], engine: AnyEngine
) -> None:
    schemas = document["components"]["schemas"]
    actions = schemas[action_component(engine)]
    assert actions["discriminator"]["propertyName"] == "type"
    assert set(actions["discriminator"]["mapping"]) == set(engine.action_types)
    assert {"$ref": f"#/components/schemas/{action_component(engine)}"} in schemas["GameAction"][
        "anyOf"
    ]
    options = schemas[options_component(engine)]
    named = {spec.name for spec in engine.option_specs} | set(engine.structured_options)
    assert set(options["properties"]) == named
    for spec in engine.option_specs:
        assert options["properties"][spec.name]["default"] == spec.default
    every_class = [name for name in schemas if name.startswith(game_prefix(engine.slug))]
    assert len(every_class) > 3, every_class


def test_requests_take_a_typed_action_and_typed_options(document: dict[str, Any]) -> None:
    schemas = document["components"]["schemas"]
    action = {"$ref": "#/components/schemas/GameAction"}
    assert schemas["Move"]["properties"]["action"]["allOf"] == [action]
    create = schemas["GameCreate"]["properties"]
    assert create["options"]["allOf"] == [{"$ref": "#/components/schemas/GameOptions"}]
    slug_ref = (create["game_type"].get("allOf") or [create["game_type"]])[0]["$ref"]
    slugs = schemas[slug_ref.rsplit("/", 1)[-1]]
    assert set(slugs["enum"]) == set(ENGINES)
    legal = schemas["LegalMoves"]["properties"]["actions"]["items"]
    assert legal == {"$ref": "#/components/schemas/GameAction"}


@pytest.mark.parametrize("engine", ENGINE_CASES)
def test_what_each_engine_produces_validates_against_the_published_schema(
    document: dict[str, Any], engine: AnyEngine
) -> None:
    """Random games to the end: every legal action against the game's action union and the
    published GameAction, every seat's and a spectator's view against GameView."""
    own_actions = _validator(document, action_component(engine))
    any_action, any_view = _validator(document, "GameAction"), _validator(document, "GameView")
    for players in range(engine.min_players, min(engine.max_players, 4) + 1):
        rng = random.Random(f"published-{engine.slug}-{players}")
        state = engine.setup(players=players, options={}, seed=f"published-{players}")
        step = 0
        while True:
            for seat in [None, *range(players)]:
                if step % 5 == 0 or engine.result(state) is not None:
                    _check(any_view, engine.view(state, seat), f"view {seat} at {step}")
            if engine.result(state) is not None:
                break
            seat = rng.choice(sorted(engine.to_act(state)))
            legal = engine.legal_actions(state, seat)
            for action in legal if step % 5 == 0 else legal[:1]:
                _check(own_actions, action, f"action at {step}")
                _check(any_action, action, f"action at {step}")
            state, _events = engine.apply(state, seat, rng.choice(legal))
            step += 1


def test_every_operation_shows_examples_and_each_is_valid(document: dict[str, Any]) -> None:
    examples = document["components"]["examples"]
    shown = 0
    for path, operations in document["paths"].items():
        for method, operation in operations.items():
            bodies = [operation.get("requestBody", {})]
            bodies += [r for code, r in operation["responses"].items() if code < "300"]
            for body in bodies:
                media = body.get("content", {}).get("application/json")
                if media is None:
                    continue
                assert media.get("examples"), (method, path)
                name = media["schema"]["$ref"].rsplit("/", 1)[-1]
                validator = _validator(document, name)
                for example in media["examples"].values():
                    value = examples[example["$ref"].rsplit("/", 1)[-1]]["value"]
                    _check(validator, value, f"{method} {path}")
                    shown += 1
    assert shown > 60


def test_the_game_examples_are_real_positions_of_every_game(document: dict[str, Any]) -> None:
    examples = document["components"]["examples"]
    for engine in all_engines():
        game = examples[f"Game.{engine.slug}"]["value"]
        assert game["game_type"] == engine.slug
        assert game["view"]["game"] == engine.slug
        legal = examples[f"LegalMoves.{engine.slug}"]["value"]["actions"]
        assert legal and all(action["type"] in engine.action_types for action in legal)
        move = examples[f"Move.{engine.slug}"]["value"]
        assert move["action"] in legal
