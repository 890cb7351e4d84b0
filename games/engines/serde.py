"""Lossless conversion between engine state dataclasses and JSON-compatible values.

Engine states are frozen dataclasses built from ``int``, ``str``, ``bool``, ``None``,
``tuple[X, ...]``, fixed tuples, ``frozenset[X]``, ``dict[str, X]`` / ``Mapping[str, X]``,
``X | None``, ``Literal`` and nested dataclasses. ``Any`` fields are copied as plain JSON.
The conversion is driven by the type hints, so engines never write (de)serialisers by hand.
Decoding reads only the dataclass's own fields and ignores other keys, so snapshots stored
before a field was removed still load; a field with a default may be missing (it takes its
default), so snapshots stored before such a field was added load too.
"""

from __future__ import annotations

import dataclasses
import functools
import types
import typing
from collections.abc import Mapping
from typing import Any

JSONValue = Any


def to_json(value: Any) -> JSONValue:
    """Convert a state (or any supported value) to plain JSON types."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: to_json(getattr(value, f.name)) for f in _fields(type(value))}
    if isinstance(value, (tuple, list)):
        return [to_json(v) for v in value]
    if isinstance(value, frozenset):
        return sorted(to_json(v) for v in value)
    if isinstance(value, Mapping):
        return {str(k): to_json(v) for k, v in value.items()}
    return value


def from_json[T](cls: type[T], data: JSONValue) -> T:
    """Rebuild a value of type ``cls`` from what :func:`to_json` produced."""
    return typing.cast(T, _decode(cls, data))


@functools.cache
def _fields(cls: type) -> tuple[dataclasses.Field[Any], ...]:
    return dataclasses.fields(cls)


@functools.cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def _decode(tp: Any, data: JSONValue) -> Any:
    if tp is Any:
        return data
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        hints = _hints(tp)
        return tp(
            **{
                f.name: _decode(hints[f.name], data[f.name])
                for f in _fields(tp)
                if f.name in data or f.default is dataclasses.MISSING
            }
        )
    origin = typing.get_origin(tp)
    args = typing.get_args(tp)
    if origin in (types.UnionType, typing.Union):
        if data is None and type(None) in args:
            return None
        non_none = [a for a in args if a is not type(None)]
        if len(non_none) == 1:
            return _decode(non_none[0], data)
        return data  # unions of primitives decode as themselves
    if origin is typing.Literal:
        return data
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_decode(args[0], v) for v in data)
        return tuple(_decode(a, v) for a, v in zip(args, data, strict=True))
    if origin is frozenset:
        return frozenset(_decode(args[0], v) for v in data)
    if origin is list:
        return [_decode(args[0], v) for v in data]
    if origin in (dict, Mapping, typing.Mapping) or (
        isinstance(origin, type) and issubclass(origin, Mapping)
    ):
        return {k: _decode(args[1], v) for k, v in data.items()}
    return data
