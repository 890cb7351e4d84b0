"""The error responses' schemas, generated from the one declared shape (games.errors).

``Error`` is the shape (``ErrorAnswer``: its ``error`` an ``ErrorBody``, whose ``details`` is an
``ErrorDetails``), its ``code`` described with every code the API answers with, by status. Each
error response of an operation refers to a component of its own, ``<Operation>Error<status>``
(``GamesMovesCreateError409``): the same shape, with ``code`` an enum of exactly the codes that
operation answers with at that status (api/schema.py reads them from the view's declarations).
"""

from __future__ import annotations

import copy
import functools
import re
from collections.abc import Mapping, Sequence
from typing import Any

from pydantic import TypeAdapter

from api.errors import codes_by_status
from games.errors import ErrorAnswer, ErrorDetails, FieldMessages

#: The declared error shapes, by component name (api/openapi_types.py generates them).
SHAPES: dict[str, Any] = {"Error": ErrorAnswer, "ErrorDetails": ErrorDetails}


@functools.cache
def _field_messages() -> dict[str, Any]:
    # The schema of one field's messages: what any other key of ErrorDetails holds.
    messages: dict[str, Any] = TypeAdapter(FieldMessages).json_schema()["additionalProperties"]
    return messages


def error_components(generated: Mapping[str, dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """What JSON Schema says and a TypedDict cannot, added to the generated components:
    ``ErrorDetails`` takes any other key with a field's messages, and the generic ``code``
    lists every code by status."""
    by_status = codes_by_status()
    listing = "; ".join(f"{status}: {', '.join(codes)}" for status, codes in by_status.items())
    body = copy.deepcopy(generated["ErrorBody"])
    code = body["properties"]["code"]
    code["description"] = f"{code['description']} By HTTP status: {listing}."
    details = {**generated["ErrorDetails"], "additionalProperties": _field_messages()}
    return {"ErrorBody": body, "ErrorDetails": details}


def operation_error_name(operation_id: str, status: int) -> str:
    """``games_moves_create``, 409 -> ``GamesMovesCreateError409``."""
    words = re.split(r"[_\W]+", operation_id)
    return "".join(word[:1].upper() + word[1:] for word in words) + f"Error{status}"


def operation_error_schema(
    body: Mapping[str, Any], *, name: str, codes: Sequence[str], description: str
) -> dict[str, Any]:
    """The one error shape (``body``: the generated ``ErrorBody``) with ``code`` an enum of
    ``codes``: the component of one operation's error status."""
    inner = {k: copy.deepcopy(v) for k, v in body.items() if k != "title"}
    inner["properties"]["code"] = {
        "type": "string",
        "enum": sorted(codes),
        "description": "Stable and machine-readable: branch on it. Exactly the codes this "
        "operation answers with at this status.",
    }
    return {
        "type": "object",
        "title": name,
        "description": description,
        "required": ["error"],
        "properties": {"error": inner},
    }
