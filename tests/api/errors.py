"""The API's one error shape, asserted in one place (README "Public API": errors are always
``{"error": {"code", "message", "details"}}``), and against the OpenAPI document: an error a
test provokes has a status its operation documents, and a code in that status's enum."""

from __future__ import annotations

import functools
import re
from typing import Any

from drf_spectacular.generators import SchemaGenerator

#: Codes Django answers with for any address before the API is asked (config/views.py): no
#: operation lists them.
BEFORE_ANY_OPERATION = {"bad_host", "bad_request"}


@functools.cache
def _document() -> dict[str, Any]:
    schema: dict[str, Any] = SchemaGenerator().get_schema(request=None, public=True)
    return schema


def documented_codes(method: str, template: str, status: int) -> list[str] | None:
    """The codes the document lists for an operation's error status (None: no such operation
    or status)."""
    document = _document()
    operation = document["paths"].get(template, {}).get(method.lower())
    response = (operation or {}).get("responses", {}).get(str(status))
    if response is None:
        return None
    name = response["content"]["application/json"]["schema"]["$ref"].rsplit("/", 1)[-1]
    codes: list[str] = document["components"]["schemas"][name]["properties"]["error"]["properties"][
        "code"
    ]["enum"]
    return codes


def _operation(response: Any) -> tuple[str, str] | None:
    """(method, path template) of the operation a test client's response answered, if any."""
    request, match = getattr(response, "request", None), getattr(response, "resolver_match", None)
    if not isinstance(request, dict) or match is None:
        return None  # not Django's test client (a real server's answer)
    template = "/" + re.sub(r"<(?:\w+:)?(\w+)>", r"{\1}", match.route)
    operation = _document()["paths"].get(template, {}).get(request["REQUEST_METHOD"].lower())
    return (request["REQUEST_METHOD"], template) if operation is not None else None


def assert_api_error(response: Any, status: int, code: str | None = None) -> dict[str, Any]:
    """``response`` is the API's error ``status`` with ``code`` (None: any code): JSON of
    exactly the documented shape, a sentence for people, details for programs; for an
    operation of the document, a status it documents and a code of that status's enum. Returns
    the error (``code``, ``message``, ``details``)."""
    assert response.status_code == status, (response.status_code, response.content[:500])
    assert response["Content-Type"].startswith("application/json"), response["Content-Type"]
    body = response.json()
    assert set(body) == {"error"}, body
    error: dict[str, Any] = body["error"]
    assert set(error) == {"code", "message", "details"}, error
    if code is not None:
        assert error["code"] == code, error
    assert isinstance(error["message"], str) and error["message"].endswith((".", "?")), error
    assert isinstance(error["details"], dict), error
    operation = _operation(response)
    if operation is not None and error["code"] not in BEFORE_ANY_OPERATION:
        documented = documented_codes(*operation, status)
        assert documented is not None, (*operation, status, "a status the document omits")
        assert error["code"] in documented, (*operation, status, error["code"], documented)
    return error
