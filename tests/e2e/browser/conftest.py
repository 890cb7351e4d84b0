"""Real-browser fixtures: Daphne serving the test database, Debian's Chromium via Playwright.

The site runs as a real ASGI server (HTTP + WebSockets) in a subprocess that uses the same
test database and Redis as the test process, so pages, htmx requests and live socket pushes are
all real. Chromium is Debian's (`/usr/bin/chromium`); Playwright never downloads a browser.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from django.conf import settings
from django.db import connection

from tests.e2e.browser.phone import CHECKS_JS, PHONE
from tests.factories import signed_in
from tests.servers import daphne_on_test_database

ROOT = Path(__file__).resolve().parents[3]
CHROMIUM = "/usr/bin/chromium"


@pytest.fixture(scope="session")
def site_url(django_db_setup: Any, tmp_path_factory: Any) -> Iterator[str]:
    """A Daphne process serving the site on the test database."""
    with daphne_on_test_database(tmp_path_factory.mktemp("daphne") / "daphne.log") as port:
        yield f"http://127.0.0.1:{port}"


@pytest.fixture
def browser(monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    """Per test, not per session: Playwright's sync API keeps an event loop running in this
    thread while it is open, which would break every later async test in the process."""
    from playwright.sync_api import sync_playwright

    assert Path(CHROMIUM).exists(), "Install Debian's chromium (apt-get install chromium)"
    # The ORM calls the test makes between page actions are ordinary synchronous code.
    monkeypatch.setenv("DJANGO_ALLOW_ASYNC_UNSAFE", "true")
    with sync_playwright() as playwright:
        instance = playwright.chromium.launch(
            executable_path=CHROMIUM,
            args=["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
        )
        yield instance
        instance.close()


@pytest.fixture
def phone(browser: Any, site_url: str, transactional_db: Any) -> Iterator[Any]:
    """A factory of fresh phone-sized browser contexts (one per person)."""
    contexts: list[Any] = []

    def open_page(user: Any = None, *, javascript: bool = True) -> Any:
        """A new phone; ``user`` signed in already (a session made as signing in would)."""
        context = browser.new_context(**PHONE, base_url=site_url, java_script_enabled=javascript)
        context.add_init_script(path=str(CHECKS_JS))
        if user is not None:
            client = signed_in(user)
            session = client.cookies[settings.SESSION_COOKIE_NAME].value
            context.add_cookies(
                [{"name": settings.SESSION_COOKIE_NAME, "value": session, "url": site_url}]
            )
        contexts.append(context)
        page = context.new_page()
        page.set_default_timeout(20_000)
        return page

    yield open_page
    for context in contexts:
        context.close()
    _site_quiet()


def _site_quiet(timeout: float = 15.0) -> None:
    """Wait until the site's connections to the test database are out of every query and
    transaction: the last requests and closing sockets of the test finish before its flush
    (a TRUNCATE of every table) takes its locks, which would otherwise deadlock with them."""
    if connection.vendor != "postgresql":
        return
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        with connection.cursor() as cursor:
            cursor.execute(
                "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() "
                "AND pid <> pg_backend_pid() AND state IN ('active', 'idle in transaction')"
            )
            (busy,) = cursor.fetchone()
        if not busy:
            return
        time.sleep(0.05)  # the next look at the server's connections
