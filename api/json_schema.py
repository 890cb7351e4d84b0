"""JSON Schema from what the code already declares, for the AsyncAPI document (api/asyncapi.py):
TypedDicts of the socket messages (games/socket_messages.py), and the OpenAPI components of the
REST payloads, closed over their references and written as plain JSON Schema."""

from __future__ import annotations

import functools
from collections.abc import Iterable, Iterator
from typing import (
    Annotated,
    Any,
    Literal,
    NotRequired,
    Required,
    get_args,
    get_origin,
    get_type_hints,
)

from drf_spectacular.generators import SchemaGenerator

from games.socket_messages import Field

COMPONENTS = "#/components/schemas/"
_JSON_TYPES: dict[type, str] = {bool: "boolean", int: "integer", str: "string", float: "number"}

# ----- TypedDicts ---------------------------------------------------------------------------


def typed_dict_schema(message: Any) -> dict[str, Any]:
    """The JSON Schema of a TypedDict: its docstring, its fields in order, its required keys."""
    hints = get_type_hints(message, include_extras=True)
    properties = {name: _hint_schema(hint) for name, hint in hints.items()}
    return {
        "type": "object",
        "description": " ".join((message.__doc__ or "").split()),
        "properties": properties,
        "required": [name for name, hint in hints.items() if _required(hint, message.__total__)],
    }


def _required(hint: Any, total: bool) -> bool:
    # From the hints, not __required_keys__: with postponed annotations (``from __future__
    # import annotations``) the class cannot see a NotRequired when it is created.
    origin = get_origin(hint)
    return origin is Required or (total and origin is not NotRequired)


def _hint_schema(hint: Any) -> dict[str, Any]:
    origin, args = get_origin(hint), get_args(hint)
    if origin in (NotRequired, Required):
        return _hint_schema(args[0])
    if origin is Annotated:
        # A value that is a REST component is described by the component alone (_with_field).
        named = any(isinstance(m, Field) and m.component for m in hint.__metadata__)
        schema = {} if named else _hint_schema(args[0])
        for meta in hint.__metadata__:
            if isinstance(meta, Field):
                schema = _with_field(schema, meta)
        return schema
    if origin is Literal:
        kinds = {_JSON_TYPES[type(value)] for value in args}
        assert len(kinds) == 1, f"a Literal of one JSON type only: {hint}"
        values = {"const": args[0]} if len(args) == 1 else {"enum": list(args)}
        return {"type": kinds.pop(), **values}
    if origin is dict or hint is dict:
        return {"type": "object"}
    if hint in _JSON_TYPES:
        return {"type": _JSON_TYPES[hint]}
    raise TypeError(f"No JSON Schema for {hint!r}: declare it in games/socket_messages.py")


def _with_field(schema: dict[str, Any], field: Field) -> dict[str, Any]:
    if field.component:  # exactly the REST component: no keyword of our own beside it
        return {"$ref": COMPONENTS + field.component, "description": field.description}
    extra: dict[str, Any] = {"description": field.description}
    if field.enum:
        extra["enum"] = list(field.enum)
    if field.minimum is not None:
        extra["minimum"] = field.minimum
    return {**schema, **extra}


def component_refs(schema: Any) -> Iterator[str]:
    """The names of the components ``schema`` refers to, anywhere inside it."""
    if isinstance(schema, dict):
        ref = schema.get("$ref")
        if isinstance(ref, str) and ref.startswith(COMPONENTS):
            yield ref.removeprefix(COMPONENTS)
        for value in schema.values():
            yield from component_refs(value)
    elif isinstance(schema, list):
        for value in schema:
            yield from component_refs(value)


# ----- OpenAPI components -------------------------------------------------------------------


@functools.cache
def openapi_components() -> dict[str, Any]:
    """The schemas of the generated OpenAPI document (built once per process)."""
    # drf-spectacular leaves its generator unannotated.
    generator = SchemaGenerator()  # type: ignore[no-untyped-call]
    document = generator.get_schema(request=None, public=True)  # type: ignore[no-untyped-call]
    return dict(document["components"]["schemas"])


def components_closure(names: Iterable[str]) -> dict[str, Any]:
    """The OpenAPI components ``names`` and every component they refer to, as JSON Schema."""
    components = openapi_components()
    found: dict[str, Any] = {}
    todo = list(names)
    while todo:
        name = todo.pop()
        if name not in found:
            found[name] = components[name]
            todo.extend(component_refs(found[name]))
    return {name: openapi_to_json_schema(found[name]) for name in sorted(found)}


_ONE_SCHEMA = (
    "items",
    "additionalProperties",
    "not",
    "contains",
    "propertyNames",
    "if",
    "then",
    "else",
)
_SCHEMA_LISTS = ("allOf", "oneOf", "anyOf", "prefixItems")
_SCHEMA_MAPS = ("properties", "patternProperties", "$defs")


def openapi_to_json_schema(schema: Any) -> Any:
    """An OpenAPI 3.0 schema as JSON Schema (a 3.1 schema, already JSON Schema, is unchanged):
    ``nullable`` becomes a ``null`` type or alternative, and a discriminator object becomes the
    property name AsyncAPI's schema keyword takes. Only schema positions are rewritten; values
    (enums, defaults, examples) are copied as they are."""
    if not isinstance(schema, dict):
        return schema
    out: dict[str, Any] = {}
    for key, value in schema.items():
        if key in _ONE_SCHEMA:
            out[key] = openapi_to_json_schema(value)
        elif key in _SCHEMA_LISTS and isinstance(value, list):
            out[key] = [openapi_to_json_schema(item) for item in value]
        elif key in _SCHEMA_MAPS and isinstance(value, dict):
            out[key] = {name: openapi_to_json_schema(item) for name, item in value.items()}
        elif key == "discriminator" and isinstance(value, dict):
            out[key] = value["propertyName"]
        else:
            out[key] = value
    if not out.pop("nullable", False):
        return out
    if isinstance(out.get("type"), str):
        out["type"] = [out["type"], "null"]
        if "enum" in out and None not in out["enum"]:
            out["enum"] = [*out["enum"], None]
        return out
    return {"anyOf": [out, {"type": "null"}]}
