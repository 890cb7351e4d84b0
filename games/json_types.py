"""Small building blocks of the declared JSON representations (games/representations.py).

They carry JSON Schema hints for the API's document (api/openapi_types.py generates it with
pydantic) and cost nothing at run time: the values are plain strings, numbers and dicts.
"""

from __future__ import annotations

from typing import Annotated

from pydantic import WithJsonSchema

#: A moment as ISO 8601 text with its offset (``2026-11-26T09:00:00+00:00``).
DateTime = Annotated[str, WithJsonSchema({"type": "string", "format": "date-time"})]
#: An absolute URL.
Url = Annotated[str, WithJsonSchema({"type": "string", "format": "uri"})]


#: The key that marks a reference to a generated component (see ``component``).
COMPONENT_KEY = "x-component"


def component(name: str, *, nullable: bool = False) -> WithJsonSchema:
    """The schema of a value is the named component (generated in api/openapi_types.py: the
    games' unions of actions, views and options, which the engines declare). Marked, not a
    ``$ref`` yet: pydantic resolves every ``$ref`` among its own definitions, which these
    components are not; the document's generation turns the mark into the ``$ref``."""
    ref = {COMPONENT_KEY: name}
    return WithJsonSchema({"anyOf": [ref, {"type": "null"}]} if nullable else ref)
