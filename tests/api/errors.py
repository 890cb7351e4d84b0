"""The API's one error shape, asserted in one place (README "Public API": errors are always
``{"error": {"code", "message", "details"}}``)."""

from __future__ import annotations

from typing import Any


def assert_api_error(response: Any, status: int, code: str | None = None) -> dict[str, Any]:
    """``response`` is the API's error ``status`` with ``code`` (None: any code): JSON of
    exactly the documented shape, a sentence for people, details for programs. Returns the
    error (``code``, ``message``, ``details``)."""
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
    return error
