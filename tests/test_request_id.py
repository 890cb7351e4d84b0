"""A request id on every response (``X-Request-ID``), in the log lines of that request and
in the server-error answers; a safe incoming id is kept, anything else replaced."""

from __future__ import annotations

import logging
from typing import Any

import pytest
from django.test import Client, RequestFactory

from config.request_id import RequestIdFilter
from config.views import server_error

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("path", ["/", "/api/v1/games/", "/nowhere/", "/api/v1/nowhere/"])
def test_every_response_has_a_fresh_id(path: str) -> None:
    first, second = Client().get(path), Client().get(path)
    assert len(first["X-Request-ID"]) == 32
    assert first["X-Request-ID"] != second["X-Request-ID"]


@pytest.mark.parametrize(
    ("sent", "kept"),
    [("proxy-1234.abc", True), ("<script>x</script>", False), ("short", False), ("a" * 65, False)],
)
def test_an_incoming_id_is_kept_only_when_safe(sent: str, kept: bool) -> None:
    answered = Client().get("/api/v1/games/", HTTP_X_REQUEST_ID=sent)["X-Request-ID"]
    assert (answered == sent) is kept


def test_log_lines_of_a_request_carry_its_id(caplog: Any) -> None:
    caplog.handler.addFilter(RequestIdFilter())
    with caplog.at_level(logging.WARNING, logger="django.request"):
        response = Client().get("/api/v1/nowhere/")
    ids = {getattr(r, "request_id", None) for r in caplog.records if r.name == "django.request"}
    assert ids == {response["X-Request-ID"]}
    # Outside a request the id is "-"; and the console handler of LOGGING has the filter.
    logging.getLogger("test").warning("no request here")
    assert caplog.records[-1].request_id == "-"
    console = next(h for h in logging.getLogger().handlers if h.get_name() == "console")
    assert any(isinstance(f, RequestIdFilter) for f in console.filters)


def test_server_errors_name_the_id() -> None:
    request = RequestFactory().get("/api/v1/games/")
    request.request_id = "abcdef0123456789"  # type: ignore[attr-defined]
    body = server_error(request).content.decode()
    assert '"request_id": "abcdef0123456789"' in body
    page = RequestFactory().get("/games/1/")
    page.request_id = "abcdef0123456789"  # type: ignore[attr-defined]
    assert "abcdef0123456789" in server_error(page).content.decode()
