"""The error responses' schemas: the one shape (design section 5), with ``code`` an enum.

``Error`` is the shape; ``Error<status>`` (``Error409``...) is the same shape whose ``code``
lists exactly the codes the API answers with at that status (api.errors.codes_by_status), and
each operation's error response of that status refers to it. ``details`` is one object: for
``invalid``, each field (a nested one by its dotted path) with the list of its messages; the
other codes add the keys documented in ``ErrorDetails``.
"""

from __future__ import annotations

from typing import Any

from api.errors import codes_by_status

#: The keys of ``details`` beyond field messages, with the codes that send them.
DETAIL_KEYS: dict[str, dict[str, Any]] = {
    "version": {
        "type": "integer",
        "description": "`stale_version`: the game's version now (fetch the game again).",
    },
    "remaining_days": {
        "type": "number",
        "description": "`vacation_allowance`: the vacation days left this year.",
    },
    "request_id": {
        "type": "string",
        "description": "`server_error`: the request's id (also the `X-Request-ID` header), "
        "for a report.",
    },
}


def _ref(name: str) -> dict[str, str]:
    return {"$ref": f"#/components/schemas/{name}"}


def _error(code: dict[str, Any], title: str, description: str) -> dict[str, Any]:
    return {
        "type": "object",
        "title": title,
        "description": description,
        "required": ["error"],
        "properties": {
            "error": {
                "type": "object",
                "required": ["code", "message", "details"],
                "properties": {
                    "code": code,
                    "message": {
                        "type": "string",
                        "description": "A sentence for people; do not parse it.",
                    },
                    "details": _ref("ErrorDetails"),
                },
            }
        },
    }


def error_component_name(status: int) -> str:
    return f"Error{status}"


def error_components() -> dict[str, dict[str, Any]]:
    by_status = codes_by_status()
    listing = "; ".join(f"{status}: {', '.join(codes)}" for status, codes in by_status.items())
    out: dict[str, dict[str, Any]] = {
        "ErrorDetails": {
            "type": "object",
            "title": "ErrorDetails",
            "description": "An object, often empty. For `invalid`: each field (a nested one by "
            "its dotted path, `bots.1`; `non_field_errors` for the request as a whole) with "
            "the list of its messages. Other codes add the keys below.",
            "properties": DETAIL_KEYS,
            "additionalProperties": {"type": "array", "items": {"type": "string"}},
        },
        "Error": _error(
            {
                "type": "string",
                "description": "Stable and machine-readable: branch on it (new codes may be "
                f"added). By HTTP status: {listing}.",
            },
            "Error",
            "The one error shape of the API, whatever the status.",
        ),
    }
    for status, codes in by_status.items():
        name = error_component_name(status)
        code = {"type": "string", "enum": codes, "description": "Branch on it."}
        out[name] = _error(code, name, f"An error answered with status {status}.")
    return out
