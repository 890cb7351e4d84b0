"""The AsyncAPI document of the live sockets (``/api/v1/asyncapi/``): valid against the
official AsyncAPI 3.0.0 JSON Schema, linked from the API docs, its ``game`` exactly the REST
``Game`` component of the OpenAPI document, its close codes and event kinds read from the one
place each is declared, and every example valid against its message's schema.

Real sockets' messages are checked against it in tests/realtime/test_socket_protocol.py."""

from __future__ import annotations

import json
from typing import Any

import pytest
import yaml
from rest_framework.test import APIClient

from api.asyncapi import asyncapi_document
from api.json_schema import component_refs, openapi_to_json_schema
from games.socket_messages import USER_EVENT_KINDS
from games.ws_close import CloseCode
from tests.asyncapi_check import (
    local_refs,
    official_validator,
    payload_validator,
    pointer,
)

pytestmark = pytest.mark.django_db

URL = "/api/v1/asyncapi/"


def _document(client: APIClient, **extra: Any) -> dict[str, Any]:
    response = client.get(URL, **extra)
    assert response.status_code == 200, response.content
    assert response["Content-Type"].startswith("application/json")
    return dict(json.loads(response.content))


def test_the_document_is_valid_asyncapi_3(anonymous: APIClient) -> None:
    document = _document(anonymous)
    assert document["asyncapi"] == "3.0.0"
    errors = [
        f"{list(e.absolute_path)}: {e.message[:200]}"
        for e in official_validator().iter_errors(document)
    ]
    assert errors == []
    # The JSON Schema checks a reference's form only: each must also lead somewhere.
    refs = local_refs(document)
    assert len(refs) > 20
    for ref in refs:
        assert pointer(document, ref) is not None, ref


def test_the_official_schema_does_catch_a_broken_document(anonymous: APIClient) -> None:
    document = _document(anonymous)
    document["operations"]["receiveHello"]["action"] = "listen"
    del document["servers"]["site"]["protocol"]
    assert len(list(official_validator().iter_errors(document))) == 2


def test_yaml_on_request_and_the_server_is_this_site(anonymous: APIClient) -> None:
    as_yaml = anonymous.get(URL + "?format=yaml")
    assert as_yaml.status_code == 200
    assert as_yaml["Content-Type"].startswith("application/yaml")
    assert yaml.safe_load(as_yaml.content) == _document(anonymous)
    site = _document(anonymous)["servers"]["site"]
    assert (site["host"], site["protocol"]) == ("testserver", "ws")
    secure = _document(anonymous, secure=True)["servers"]["site"]
    assert (secure["host"], secure["protocol"]) == ("testserver", "wss")


def test_the_api_docs_page_links_it(anonymous: APIClient) -> None:
    page = anonymous.get("/api/v1/docs/").content.decode()
    assert f'href="{URL}"' in page


def test_the_channels_the_messages_and_the_security(anonymous: APIClient) -> None:
    document = _document(anonymous)
    channels = document["channels"]
    assert {c["address"] for c in channels.values()} == {
        "/ws/games/{id}/",
        "/ws/me/",
        "/api/v1/me/stream/",
        "/api/v1/games/{id}/stream/",
    }
    assert channels["meStream"]["servers"] == [{"$ref": "#/servers/http"}]
    assert set(channels["game"]["parameters"]) == {"id"}
    query = channels["game"]["bindings"]["ws"]["query"]["properties"]
    assert {"token", "format"} <= set(query)
    assert set(channels["me"]["bindings"]["ws"]["query"]["properties"]) == {"token"}
    messages = document["components"]["messages"]
    types = {m["name"] for m in messages.values()}
    assert types == {
        "game.state",
        "up_to_date",
        "error",
        "hello",
        "user.event",
        "game.changed",
        "keepalive",  # the streams' (both kinds)
        "resync",
        "end",
    }
    schemes = document["components"]["securitySchemes"]
    assert {(s["type"], s.get("in")) for s in schemes.values()} == {
        ("httpApiKey", "query"),
        ("http", None),
        ("httpApiKey", "cookie"),
    }
    for operation in document["operations"].values():
        channel = operation["channel"]["$ref"].rsplit("/", 1)[-1]
        for ref in operation["messages"]:  # an operation's messages are its channel's
            assert ref["$ref"].startswith(f"#/channels/{channel}/messages/")


def test_the_game_is_exactly_the_rest_component(anonymous: APIClient) -> None:
    """Taken from the generated OpenAPI document, with all it refers to, never by hand."""
    document = _document(anonymous)
    openapi = anonymous.get("/api/v1/schema/", HTTP_ACCEPT="application/vnd.oai.openapi+json")
    rest = json.loads(openapi.content)["components"]["schemas"]
    schemas = document["components"]["schemas"]
    game_field = schemas["GameStateMessage"]["properties"]["game"]
    assert game_field["$ref"] == "#/components/schemas/Game"
    todo, seen = ["Game"], set()
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        assert schemas[name] == openapi_to_json_schema(rest[name]), name
        todo.extend(component_refs(rest[name]))
    assert "nullable" not in json.dumps(schemas)  # plain JSON Schema, whatever OpenAPI version


def test_the_close_codes_come_from_the_one_table(anonymous: APIClient) -> None:
    document = _document(anonymous)
    every = {
        str(int(code)): {
            "name": code.meaning.name,
            "meaning": code.meaning.meaning,
            "reconnect": code.meaning.reconnect,
        }
        for code in CloseCode
    }
    assert document["x-close-codes"] == every
    assert set(every) == {"1013", "4401", "4403", "4404", "4406", "4429"}
    game, me = document["channels"]["game"], document["channels"]["me"]
    assert game["x-close-codes"] == every
    assert me["x-close-codes"] == {k: v for k, v in every.items() if k != "4404"}
    for channel in (game, me):
        for code, entry in channel["x-close-codes"].items():
            assert f"| {code} | `{entry['name']}` | {entry['meaning']} |" in channel["description"]


def test_user_event_kinds_are_the_ones_notify_sends(anonymous: APIClient) -> None:
    schemas = _document(anonymous)["components"]["schemas"]
    kind = schemas["UserEventMessage"]["properties"]["kind"]
    assert kind["enum"] == sorted(USER_EVENT_KINDS)
    # game: every kind but challenge (which carries challenge instead); id: reminders
    assert schemas["UserEventMessage"]["required"] == ["type", "kind"]


def test_every_example_is_valid_and_a_wrong_payload_is_not(anonymous: APIClient) -> None:
    document = _document(anonymous)
    for name, message in document["components"]["messages"].items():
        validator = payload_validator(document, name)
        assert message["examples"], name
        for example in message["examples"]:
            errors = [e.message for e in validator.iter_errors(example["payload"])]
            assert errors == [], (name, example["name"], errors)
    state = document["components"]["messages"]["gameState"]["examples"][0]["payload"]
    broken = {**state, "game": {**state["game"], "my_seat": "zero"}}
    assert not payload_validator(document, "gameState").is_valid(broken)
    assert not payload_validator(document, "userEvent").is_valid(
        {"type": "user.event", "kind": "gossip", "game": 1}
    )


def test_built_once_per_process() -> None:
    first = asyncapi_document(host="a.example", secure=True)
    second = asyncapi_document(host="b.example", secure=False)
    assert first["components"] is second["components"]
    assert (first["servers"]["site"]["host"], second["servers"]["site"]["host"]) == (
        "a.example",
        "b.example",
    )


def test_openapi_3_0_nullable_and_discriminators_become_json_schema() -> None:
    schema = {
        "type": "object",
        "discriminator": {"propertyName": "kind", "mapping": {"a": "#/components/schemas/A"}},
        "properties": {
            "seat": {"type": "integer", "nullable": True},
            "status": {"allOf": [{"$ref": "#/components/schemas/S"}], "nullable": True},
            "mode": {"type": "string", "enum": ["a", "b"], "nullable": True},
            "nullable": {"type": "boolean", "default": False},  # a field named like a keyword
            "plain": {"type": "string", "enum": ["nullable"], "example": {"nullable": True}},
        },
    }
    assert openapi_to_json_schema(schema) == {
        "type": "object",
        "discriminator": "kind",
        "properties": {
            "seat": {"type": ["integer", "null"]},
            "status": {
                "anyOf": [{"allOf": [{"$ref": "#/components/schemas/S"}]}, {"type": "null"}]
            },
            "mode": {"type": ["string", "null"], "enum": ["a", "b", None]},
            "nullable": {"type": "boolean", "default": False},
            "plain": {"type": "string", "enum": ["nullable"], "example": {"nullable": True}},
        },
    }
    already_3_1 = {"type": ["integer", "null"], "oneOf": [{"type": "integer"}, {"type": "null"}]}
    assert openapi_to_json_schema(already_3_1) == already_3_1
