"""Opaque cursors: where a page of a list starts, as the keys of the last item shown
(games/keyset.py) in base64url JSON that names its list, so another list's cursor is refused.
The API's lists and the site's history pages hand them out and read them back.
"""

from __future__ import annotations

import base64
import binascii
import json
from collections.abc import Sequence
from datetime import datetime
from typing import Any

from games import errors
from games.keyset import Key


def cursor_encode(values: Sequence[Any], *, name: str, backwards: bool = False) -> str:
    """The opaque cursor of the page after (or, ``backwards``, before) the item with these
    keys: base64url JSON naming its list, so another list's cursor is refused."""
    keys = [v.isoformat() if isinstance(v, datetime) else v for v in values]
    body: dict[str, Any] = {"l": name, "k": keys}
    if backwards:
        body["b"] = 1
    raw = json.dumps(body, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def _key_value(key: Key, value: Any) -> Any:
    """The cursor's value for ``key`` as the query needs it; ValueError when it is not one."""
    if value is None and key.nullable:
        return None
    is_int = isinstance(value, int) and not isinstance(value, bool)
    if key.kind == "int" and is_int and abs(value) < 2**63:  # what a database integer holds
        return value
    if key.kind == "datetime" and isinstance(value, str):
        moment = datetime.fromisoformat(value)
        if moment.tzinfo is not None:
            return moment
    raise ValueError(key.field)


def cursor_decode(raw: str, *, name: str, keys: Sequence[Key]) -> tuple[tuple[Any, ...], bool]:
    """The keys and direction a cursor of the list ``name`` holds, or a 400."""
    try:
        body = json.loads(base64.urlsafe_b64decode(raw + "=" * (-len(raw) % 4)))
        if not isinstance(body, dict) or body.get("l") != name or body.get("b", 0) not in (0, 1):
            raise ValueError("not this list's")
        found = body.get("k")
        if not isinstance(found, list) or len(found) != len(keys):
            raise ValueError("not this list's keys")
        values = tuple(_key_value(key, value) for key, value in zip(keys, found, strict=True))
    except (binascii.Error, ValueError, UnicodeDecodeError):  # JSONDecodeError is a ValueError
        message = "'cursor' is not a cursor of this list: follow the `next` link as given."
        raise errors.InvalidRequest(message, details={"cursor": [message]}) from None
    return values, bool(body.get("b"))
