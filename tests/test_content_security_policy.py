"""A Content-Security-Policy on every response: the site's own scripts, styles and sockets
only, no framing; inline code only with the request's nonce (the API docs page). The browser
walk over every page (tests/e2e/browser/test_accessibility.py) checks nothing is blocked."""

from __future__ import annotations

import re
from typing import Any

import pytest
from django.test import Client

from tests.factories import game_started, signed_in

pytestmark = pytest.mark.django_db


def _policy(response: Any) -> dict[str, list[str]]:
    header = response["Content-Security-Policy"]
    return {d.split()[0]: d.split()[1:] for d in header.split("; ")}


@pytest.mark.parametrize("path", ["/", "/rules/", "/accounts/login/", "/api/v1/games/", "/x/"])
def test_every_response_has_the_policy(path: str) -> None:
    policy = _policy(Client().get(path))
    assert policy["default-src"] == ["'self'"]
    assert policy["script-src"][0] == "'self'" and "'unsafe-inline'" not in policy["script-src"]
    assert policy["frame-ancestors"] == ["'none'"] and policy["object-src"] == ["'none'"]


def test_inline_code_on_the_docs_page_carries_this_requests_nonce() -> None:
    response = Client().get("/api/v1/docs/")
    policy = _policy(response)
    nonce = re.search(r"'nonce-([^']+)'", " ".join(policy["script-src"])).group(1)
    html = response.content.decode()
    inline = re.findall(r"<(script|style)( [^>]*)?>", html)
    assert inline and all(f'nonce="{nonce}"' in attrs for _tag, attrs in inline)
    assert nonce != re.search(
        r"'nonce-([^']+)'", Client().get("/api/v1/docs/")["Content-Security-Policy"]
    ).group(1)


def test_no_page_has_inline_style_attributes(alice: Any, bob: Any) -> None:
    game = game_started("hachi", [alice, bob])
    client = signed_in(alice)
    for path in ("/", f"/games/{game.pk}/", "/settings/", "/u/alice/", "/rules/hachi/"):
        assert not re.search(r"<[^>]+\sstyle=", client.get(path).content.decode()), path
