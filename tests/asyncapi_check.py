"""Checking against the AsyncAPI document (api/asyncapi.py): the document against the official
AsyncAPI 3.0.0 JSON Schema (vendored, tests/vendor/asyncapi/), and a socket's messages against
the payload schemas of their channel's messages, with the document's ``$ref``s (into the
embedded OpenAPI components) resolved inside the document itself."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

from jsonschema import Draft7Validator
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT7

OFFICIAL_SCHEMA = Path(__file__).parent / "vendor" / "asyncapi" / "asyncapi-3.0.0.schema.json"
#: The base URI the document is registered under, so "#/components/..." resolves inside it.
DOCUMENT_URI = "urn:hachi-station:asyncapi"


@cache
def official_validator() -> Draft7Validator:
    """The AsyncAPI 3.0.0 JSON Schema (draft-07; every definition bundled under its $id)."""
    return Draft7Validator(json.loads(OFFICIAL_SCHEMA.read_text()))


def local_refs(node: Any) -> list[str]:
    """Every ``$ref`` inside the document that points into it."""
    if isinstance(node, dict):
        refs = [node["$ref"]] if str(node.get("$ref", "")).startswith("#/") else []
        return refs + [r for value in node.values() for r in local_refs(value)]
    if isinstance(node, list):
        return [r for value in node for r in local_refs(value)]
    return []


def pointer(document: dict[str, Any], ref: str) -> Any:
    node: Any = document
    for part in ref.removeprefix("#/").split("/"):
        node = node[part.replace("~1", "/").replace("~0", "~")]
    return node


def payload_validator(document: dict[str, Any], message: str) -> Draft7Validator:
    """A validator of the payload of ``components.messages[message]``."""
    resource = Resource.from_contents(document, default_specification=DRAFT7)
    registry: Registry[Any] = Registry().with_resource(DOCUMENT_URI, resource)
    ref = f"{DOCUMENT_URI}#/components/messages/{message}/payload"
    return Draft7Validator({"$ref": ref}, registry=registry)


def channel_message(document: dict[str, Any], channel: str, payload: dict[str, Any]) -> str:
    """The message component of ``channel`` whose ``type`` is the payload's (AssertionError if
    the channel has none: the socket sent something its channel does not document)."""
    for ref in document["channels"][channel]["messages"].values():
        name = str(ref["$ref"]).rsplit("/", 1)[-1]
        schema = pointer(document, document["components"]["messages"][name]["payload"]["$ref"])
        if schema["properties"]["type"]["const"] == payload.get("type"):
            return name
    raise AssertionError(f"{channel}: no message of type {payload.get('type')!r}: {payload}")


def assert_documented(document: dict[str, Any], channel: str, payload: dict[str, Any]) -> str:
    """``payload`` is one of ``channel``'s messages, valid against its schema, with no field
    the message does not list. Returns the message component's name."""
    name = channel_message(document, channel, payload)
    errors = [e.message for e in payload_validator(document, name).iter_errors(payload)]
    assert errors == [], f"{name}: {errors} in {json.dumps(payload)[:2000]}"
    schema = pointer(document, document["components"]["messages"][name]["payload"]["$ref"])
    assert set(payload) <= set(schema["properties"]), f"{name}: undocumented fields in {payload}"
    return name
