"""A bot account plays a whole game against a person on the site (docs/bots.md).

The bot is a client of the REST API only, in a thread of this test: it signs up, takes a
token, makes its account a bot account, waits for a challenge, accepts it and plays every
decision it faces with one of the actions legal-moves lists (in a simultaneous step, after
the person), until the game is over. alice,
in Chromium at 360x740 with touch, finds the bot's profile (tagged BOT), challenges it with
the site's form, goes to the game once it is accepted and plays by tapping to the end.
"""

from __future__ import annotations

import json
import random
import threading
import urllib.error
import urllib.request
import uuid
from typing import Any

import pytest
from playwright.sync_api import Error as PlaywrightError

from accounts.models import Preferences
from games.models import Challenge, Game, GameStatus, Move
from tests.e2e.browser.phone import tap, tap_a_legal_move, wait_live, wait_version
from tests.factories import persona

MAX_MOVES = 400
#: How long the bot waits between two looks (a client's own pace; the test waits on state).
BOT_POLL = 0.1


class ApiBot:
    """A bot program: HTTP requests to the API and nothing else (no database, no site page)."""

    def __init__(self, site_url: str, username: str) -> None:
        self.site_url = site_url
        self.username = username
        self.token = ""
        self.ready = threading.Event()
        self.stop = threading.Event()
        self.game_id: int | None = None
        self.moves = 0
        self.error: BaseException | None = None

    def call(self, method: str, path: str, body: Any = None) -> tuple[int, Any]:
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(self.site_url + path, data=data, method=method)
        request.add_header("Content-Type", "application/json")
        if self.token:
            request.add_header("Authorization", f"Token {self.token}")
        if method == "POST" and path.endswith("/moves/"):
            request.add_header("Idempotency-Key", uuid.uuid4().hex)
        try:
            with urllib.request.urlopen(request, timeout=10) as answer:
                text = answer.read()
                return answer.status, json.loads(text) if text else None
        except urllib.error.HTTPError as refused:
            return refused.code, json.loads(refused.read() or b"null")

    def setup(self) -> None:
        password = "bot-long-passphrase-42"
        account = {"username": self.username, "password": password, "email": "bot@example.com"}
        status, _ = self.call("POST", "/api/v1/accounts/", account)
        assert status == 201, status
        status, issued = self.call(
            "POST", "/api/v1/auth/token/", {"username": self.username, "password": password}
        )
        assert status in (200, 201), (status, issued)
        self.token = issued["token"]
        confirm = {"confirm": "I understand this is irreversible"}
        status, me = self.call("POST", "/api/v1/me/upgrade-to-bot/", confirm)
        assert status == 200 and me["bot"] is True, (status, me)

    def accept_a_challenge(self) -> int:
        while not self.stop.is_set():
            _, page = self.call("GET", "/api/v1/challenges/?direction=incoming&status=pending")
            for challenge in page["challenges"]:
                status, accepted = self.call(
                    "POST", f"/api/v1/challenges/{challenge['id']}/accept/"
                )
                assert status == 200, (status, accepted)
                assert accepted["game"] is not None, accepted
                return int(accepted["game"])
            self.stop.wait(BOT_POLL)
        raise RuntimeError("stopped before a challenge came")

    def play(self, game_id: int, rng: random.Random) -> None:
        while not self.stop.is_set():
            status, game = self.call("GET", f"/api/v1/games/{game_id}/")
            assert status == 200, (status, game)
            if game["status"] != "active":
                return
            if game["my_seat"] in game["to_act"] and len(game["to_act"]) > 1:
                # A simultaneous step (Fast Train's loads): this bot lets the people decide
                # first, so nobody's board changes under their finger.
                self.stop.wait(BOT_POLL)
                continue
            _, legal = self.call("GET", f"/api/v1/games/{game_id}/legal-moves/")
            if not legal["actions"]:
                self.stop.wait(BOT_POLL)
                continue
            move = {"action": rng.choice(legal["actions"]), "expected_version": legal["version"]}
            status, answer = self.call("POST", f"/api/v1/games/{game_id}/moves/", move)
            if status == 201:
                self.moves += 1
            else:  # the game moved on meanwhile: look again
                assert status == 409, (status, answer)

    def run(self) -> None:
        try:
            self.setup()
            self.ready.set()
            self.game_id = self.accept_a_challenge()
            self.play(self.game_id, random.Random(self.username))
        except BaseException as error:
            self.error = error
            self.ready.set()


@pytest.mark.slow
def test_a_bot_account_accepts_alices_challenge_and_plays_her_to_the_end(
    phone: Any, site_url: str
) -> None:
    alice = persona("alice")
    # One tap sends a move (her choice in the settings): the whole-game test covers confirming.
    Preferences.objects.create(user=alice, confirm_moves=False)
    bot = ApiBot(site_url, "hachibot")
    thread = threading.Thread(target=bot.run, name="api-bot", daemon=True)
    thread.start()
    try:
        assert bot.ready.wait(30) and bot.error is None, bot.error
        page = phone(alice)

        # alice finds the bot's profile, tagged BOT, and challenges it with the site's form.
        page.goto("/u/hachibot/")
        assert page.locator("h1 .bot-tag").inner_text() == "BOT"
        tap(page, page.locator("a:has-text('Challenge hachibot')"))
        page.wait_for_url("**/challenges/new/?to=hachibot")
        page.select_option("select[name=game_type]", "fast-train")
        page.select_option("select[name=days_per_move]", "1")
        tap(page, page.locator("#challenge-form button[type=submit]"))
        page.wait_for_url("**/challenges/*/")
        challenge_id = int(page.url.rstrip("/").rsplit("/", 1)[1])

        # The bot accepts through the API; alice goes to the game from the challenge's page.
        go = page.locator("#challenge a:has-text('Go to the game')")
        go.wait_for()  # the page shows the game without a reload once the bot has accepted
        challenge = Challenge.objects.get(pk=challenge_id)
        tap(page, go)
        page.wait_for_url(f"**/games/{challenge.game_id}/")
        wait_live(page)
        assert page.locator("#game .bot-tag").count() >= 1

        rng = random.Random("alice")
        moves = retries = 0
        page.set_default_timeout(8_000)  # a tap on a board being replaced fails fast
        game_id = challenge.game_id
        while (game := Game.objects.get(pk=game_id)).status != GameStatus.FINISHED:
            assert moves < MAX_MOVES, "the game did not finish"
            assert bot.error is None, bot.error
            wait_version(page, game.version)
            if page.locator("#game button[name=action]").count():
                try:
                    tap_a_legal_move(page, rng)
                except PlaywrightError:
                    # A live update replaced the board as the finger came down (the page's
                    # own answer and the socket's push of one version): look again, tap again.
                    retries += 1
                    assert retries < MAX_MOVES // 4, "the board never held still"
                    continue
                wait_version(page, game.version + 1)
                moves += 1
            else:  # the bot's turn: its move arrives on alice's page, pushed live
                wait_version(page, game.version + 1)
        thread.join(30)
        assert not thread.is_alive() and bot.error is None, bot.error
        by_seat = Move.objects.filter(game_id=game_id, by_bot=False).values_list("seat", flat=True)
        assert set(by_seat) == {0, 1} and bot.moves > 0  # alice (seat 0) and the bot both moved
        page.reload()
        assert page.locator("text=Final result").count() == 1
    finally:
        bot.stop.set()
        thread.join(10)
