"""JSON that arrives from outside (API bodies, the site's move form), checked before use."""

from __future__ import annotations

import json
from typing import Any


class UnusableJson(ValueError):
    """The text is not JSON this site can use; the message says why in plain words."""


MAX_DEPTH = 32  # far deeper than any action, option set or form this API takes


def json_problem(data: Any) -> str | None:
    """What makes parsed JSON unusable although it parsed, in plain words (None: nothing).

    JSON may escape a lone UTF-16 surrogate ("\\ud800"), which no UTF-8 text (our answers,
    the database) can hold; deep nesting is refused before any code walks it recursively.
    (A NUL is refused where it is read: by the serializers' text fields, by the engines'
    action checks, and on the site by config/middleware.py.)
    """
    stack: list[tuple[Any, int]] = [(data, 1)]
    while stack:
        value, depth = stack.pop()
        if depth > MAX_DEPTH:
            return f"The data is nested more than {MAX_DEPTH} levels deep."
        if isinstance(value, dict):
            stack.extend((key, depth) for key in value)
            stack.extend((item, depth + 1) for item in value.values())
        elif isinstance(value, list):
            stack.extend((item, depth + 1) for item in value)
        elif isinstance(value, str):
            try:
                value.encode("utf-8")
            except UnicodeEncodeError:
                return "Text holds a lone surrogate, which is not a character."
    return None


def json_load(text: str) -> Any:
    """``json.loads`` for outside text: every refusal is an ``UnusableJson`` (a ValueError),
    deep nesting and unstorable text included."""
    try:
        data = json.loads(text)
    except RecursionError:
        raise UnusableJson("The text is nested too deeply to be read.") from None
    except ValueError as error:
        raise UnusableJson(f"The text is not valid JSON: {error}.") from None
    problem = json_problem(data)
    if problem:
        raise UnusableJson(problem)
    return data
