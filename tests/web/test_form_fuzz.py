"""Every page and form of the site under hostile input: each URL of the site's URLconf (not
the API's, fuzzed by schemathesis in tests/api/test_schema.py, nor the admin's pages) is
fetched with hostile query strings and, for the forms found on it, posted with hostile values
in every field, signed in and out. Nothing may answer 5xx. The forms that end a session or an
account (and the admin's sign-in) have a test of their own: each refusal says why in words."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any
from urllib.parse import quote

import pytest
from django.test import Client, override_settings
from django.urls import URLPattern, URLResolver, get_resolver

from accounts.limits import DEFAULT_RATES
from accounts.models import User
from tests.factories import game_started, moves_played, signed_in

pytestmark = pytest.mark.django_db

HOSTILE = [
    "\x00",
    "\u202e<script>x</script>\u200b" + "x" * 3000,
    "[" * 3000 + "]" * 3000,
    "-1",
    "99999999999999999999999",
    "",
]
#: A lone surrogate cannot be sent as text: its CESU bytes, percent-encoded, stand for it.
RAW_SURROGATE = "%ED%A0%80"
#: The API has its own fuzz; the ending forms (ENDING_FORMS) their own test below.
SKIP_PREFIXES = ("api/", "admin/", "accounts/logout", "settings/delete/")


def _routes(patterns: list[Any], prefix: str = "") -> Iterator[str]:
    for pattern in patterns:
        route = prefix + str(pattern.pattern)
        if isinstance(pattern, URLResolver):
            yield from _routes(pattern.url_patterns, route)
        elif isinstance(pattern, URLPattern):
            yield route


def _concrete(route: str, game_id: int) -> list[str]:
    """The route with its parameters filled: a real game, a real name, and hostile ones."""
    route = route.lstrip("^").rstrip("$")
    if route.startswith(SKIP_PREFIXES) or "(?P" in route or route == "healthz":
        return []  # (the full health check waits on a Celery worker: tests/test_healthz.py)
    filled = []
    for value in ("real", "hostile"):

        def fill(match: re.Match[str], value: str = value) -> str:
            kind = match.group(1) or "str"
            if kind == "int":
                return str(game_id) if value == "real" else "99999999999999999999"
            if value == "real":
                return {"username": "alice"}.get(match.group(2), "hachi")
            return quote("\u202e<b>x</b>", safe="")

        filled.append("/" + re.sub(r"<(?:(\w+):)?(\w+)>", fill, route))
    return sorted(set(filled))


def _forms(html: str, url: str) -> dict[str, set[str]]:
    """The forms of a page: their action (this page when none) and the names of their fields."""
    found: dict[str, set[str]] = {}
    for attrs, body in re.findall(r"<form([^>]*)>(.*?)</form>", html, flags=re.DOTALL):
        action = re.search(r'action="([^"]*)"', attrs)
        target = action.group(1) if action and action.group(1) else url
        names = re.findall(r"<(?:input|select|textarea|button)[^>]*\sname=\"([^\"]+)\"", body)
        found.setdefault(target.split("?")[0], set()).update(names)
    return found


#: Every limit lifted: a refusal before the view would leave the view unfuzzed.
LIFTED = {scope: "100000/min" for scope in DEFAULT_RATES}


@override_settings(AUTH_THROTTLE_RATES=LIFTED)
def test_every_site_url_and_form_survives_hostile_input(alice: Any, bob: Any) -> None:
    game = moves_played(game_started("hachi", [alice, bob]), [alice, bob], moves=2)
    routes = sorted(
        {u for r in _routes(get_resolver().url_patterns) for u in _concrete(r, game.pk)}
    )
    assert len(routes) > 25, routes
    signed_in = Client()
    signed_in.force_login(alice)
    failures: list[str] = []
    forms: dict[str, set[str]] = {}
    for client in (Client(), signed_in):
        for url in routes:
            page = client.get(url)
            if page.status_code >= 500:
                failures.append(f"GET {url}: {page.status_code}")
            if page.status_code == 200 and "html" in page.get("Content-Type", ""):
                for action, names in _forms(page.content.decode(errors="replace"), url).items():
                    forms.setdefault(action, set()).update(names)
    assert len(forms) > 10, forms
    # Fields a page draws outside its form element (the board's choices) or after a choice.
    forms.setdefault(f"/games/{game.pk}/move/", set()).add("action")
    forms.setdefault("/games/new/", set()).update(
        {"game_type", "seats", "days_per_move", "is_public", "bots", "bot_kind", "invite"}
    )
    for client in (Client(), signed_in):
        for url in routes:
            fields = (forms.get(url, set()) - {"csrfmiddlewaretoken"}) or {"q"}
            for value in HOSTILE:
                query = client.get(url, {f: value for f in fields})
                if query.status_code >= 500:
                    failures.append(f"GET {url} {value[:20]!r}: {query.status_code}")
                posted = client.post(url, {f: value for f in fields})
                if posted.status_code >= 500:
                    failures.append(f"POST {url} {value[:20]!r}: {posted.status_code}")
                if client is signed_in and not signed_in.session.get("_auth_user_id"):
                    signed_in.force_login(alice)  # a posted form may have signed her out
            raw = "&".join(f"{f}={RAW_SURROGATE}" for f in fields)
            posted = client.generic(
                "POST", url, raw, content_type="application/x-www-form-urlencoded"
            )
            if posted.status_code >= 500:
                failures.append(f"POST {url} lone surrogate: {posted.status_code}")
    assert failures == [], "\n".join(failures)


#: Left out above: they sign the browser out, delete the account or are the admin's. Their
#: fields, as their pages draw them (the sign-out is a button posted from the site bar).
ENDING_FORMS = {
    "/admin/login/": {"username", "password", "next"},
    "/settings/delete/": {"password"},
    "/accounts/logout/": {"next"},
}


def _plain_words(response: Any) -> bool:
    """A refusal a person can read: an HTML page with a sentence, never an empty body."""
    text = re.sub(r"<[^>]+>|\s+", " ", response.content.decode(errors="replace"))
    html = response.get("Content-Type", "").startswith("text/html")
    return html and bool(re.search(r"\b\w+ \w+ \w+[^.]*\.", text)) and "Traceback" not in text


@override_settings(
    AUTH_THROTTLE_RATES=LIFTED,
    PASSWORD_HASHERS=["django.contrib.auth.hashers.MD5PasswordHasher"],
)
def test_the_sign_out_the_account_deletion_and_the_admin_sign_in_survive_hostile_input(
    alice: Any,
) -> None:
    failures: list[str] = []

    def judge(what: str, response: Any) -> None:
        if response.status_code >= 500:
            failures.append(f"{what}: {response.status_code}")
        elif response.status_code >= 400 and not _plain_words(response):
            failures.append(f"{what}: {response.status_code} without words")

    for who in ("anonymous", "alice"):
        for url, fields in ENDING_FORMS.items():
            client = signed_in(alice) if who == "alice" else Client()
            judge(f"{who} GET {url}", client.get(url))
            for value in HOSTILE:
                judge(
                    f"{who} GET {url} {value[:20]!r}", client.get(url, dict.fromkeys(fields, value))
                )
                posted = client.post(url, dict.fromkeys(fields, value))
                judge(f"{who} POST {url} {value[:20]!r}", posted)
                if who == "alice":
                    client.force_login(alice)  # the sign-out did sign her out
            raw = "&".join(f"{f}={RAW_SURROGATE}" for f in fields)
            surrogate = client.generic("POST", url, raw, "application/x-www-form-urlencoded")
            judge(f"{who} POST {url} lone surrogate", surrogate)
    assert failures == [], "\n".join(failures)
    # No hostile value was her password: the account is whole.
    assert User.objects.get(pk=alice.pk).is_active
