"""The whole OAuth2 flow in Chromium on a 360x740 phone (docs/oauth.md): alice registers an app
by taps, bob authorises it on the consent screen (each scope in plain words), the app exchanges
the code with its PKCE verifier and calls the API with the token (a move without `games:play` is
403 `insufficient_scope`), then bob revokes the app and its token stops working. axe-core finds
no serious or critical violation on the pages, and the Content-Security-Policy blocks nothing
(the consent form's redirect to the app's loopback receiver included)."""

from __future__ import annotations

import base64
import hashlib
import secrets
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qs, urlencode, urlsplit

from oauth2_provider.models import AccessToken

from tests.e2e.browser.phone import (
    assert_accessible,
    assert_no_csp_violations,
    assert_no_horizontal_overflow,
    tap,
)
from tests.factories import game_started, persona


class _AppReceiver(BaseHTTPRequestHandler):
    """The app's loopback receiver (a native app, RFC 8252): it notes each URL it is sent to."""

    arrived: list[str] = []

    def do_GET(self) -> None:
        type(self).arrived.append(self.path)
        body = b"<!doctype html><title>Scoreboard</title><p>Signed in.</p>"
        self.send_response(200)
        self.send_header("Content-Type", "text/html")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format: str, *args: Any) -> None:
        pass


@contextmanager
def _app_receiver() -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), _AppReceiver)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/callback"
    finally:
        server.shutdown()
        server.server_close()


def _check(page: Any) -> None:
    assert_no_horizontal_overflow(page)
    assert_accessible(page)
    assert_no_csp_violations(page)


def test_register_authorise_exchange_call_and_revoke(phone: Any, site_url: str) -> None:
    with _app_receiver() as redirect:
        _flow(phone, site_url, redirect)


def _flow(phone: Any, site_url: str, redirect: str) -> None:
    alice = persona("alice", password=False)
    bob = persona("bob", password=False)
    game = game_started("hachi", [alice, bob])

    # alice registers a public app (a phone app: no secret, PKCE alone).
    owner = phone(alice)
    owner.goto("/settings/")
    tap(owner, owner.locator("main a[href='/settings/apps/']"))
    owner.wait_for_selector("h1:has-text('Your apps')")
    _check(owner)
    owner.fill("input[name=name]", "Scoreboard")
    owner.fill("textarea[name=redirect_uris]", redirect)
    tap(owner, owner.locator("input[name=client_type][value=public]"))
    tap(owner, owner.locator("#app-form button[type=submit]"))
    owner.wait_for_selector("#new-app")
    client_id = owner.inner_text("#new-client-id").strip()
    _check(owner)

    # bob is sent to the consent screen by the app, and allows it.
    verifier = secrets.token_urlsafe(48)
    challenge = (
        base64.urlsafe_b64encode(hashlib.sha256(verifier.encode()).digest()).rstrip(b"=").decode()
    )
    query = {
        "response_type": "code",
        "client_id": client_id,
        "redirect_uri": redirect,
        "scope": "games:read",
        "state": "s-42",
        "code_challenge": challenge,
        "code_challenge_method": "S256",
    }
    player = phone(bob)
    player.goto("/o/authorize/?" + urlencode(query))
    player.wait_for_selector("h1:has-text('Let Scoreboard use your account?')")
    assert "follow them live" in player.inner_text(".scope-list")  # games:read, in words
    _check(player)
    tap(player, player.locator("#authorizationForm button[name=allow]"))
    player.wait_for_url(redirect + "?**")
    callbacks = [path for path in _AppReceiver.arrived if path.startswith("/callback?")]
    returned = parse_qs(urlsplit(callbacks[-1]).query)
    assert returned["state"] == ["s-42"]

    # The app exchanges the code with its verifier and calls the API with the token.
    api = player.context.request
    exchanged = api.post(
        f"{site_url}/o/token/",
        form={
            "grant_type": "authorization_code",
            "code": returned["code"][0],
            "redirect_uri": redirect,
            "client_id": client_id,
            "code_verifier": verifier,
        },
    )
    assert exchanged.status == 200, exchanged.text()
    token = exchanged.json()["access_token"]
    bearer = {"Authorization": f"Bearer {token}"}
    turns = api.get(f"{site_url}/api/v1/me/turns/", headers=bearer)
    assert turns.status == 200
    move = api.post(
        f"{site_url}/api/v1/games/{game.pk}/moves/",
        headers=bearer,
        data={"action": {"type": "pass"}, "expected_version": game.version},
    )
    assert move.status == 403 and move.json()["error"]["code"] == "insufficient_scope"

    # bob revokes the app: one tap asks, the second revokes.
    player.goto("/settings/authorised-apps/")
    player.wait_for_selector(".authorised-list li:has-text('Scoreboard')")
    _check(player)
    tap(player, player.locator(".authorised-list a:has-text('Revoke')"))
    player.wait_for_selector("h1:has-text('Revoke Scoreboard')")
    assert AccessToken.objects.filter(user=bob).exists()
    _check(player)
    tap(player, player.locator("button:has-text('Yes, revoke access')"))
    player.wait_for_selector("text=No app may use your account.")
    assert not AccessToken.objects.filter(user=bob).exists()
    gone = api.get(f"{site_url}/api/v1/me/turns/", headers=bearer)
    assert gone.status == 401
