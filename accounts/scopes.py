"""The scopes of the API: what a personal token or an OAuth app's access token may do.

Each API operation declares the one scope it needs (``required_scope`` on its view, by method;
api/permissions.py enforces it and api/schema.py publishes it). A signed-in site session has
every scope; a personal token has the scopes chosen when it was made (all by default); an app's
access token has the scopes its user consented to.
"""

from __future__ import annotations

from collections.abc import Iterable

GAMES_READ = "games:read"
GAMES_PLAY = "games:play"
ACCOUNT_READ = "account:read"
ACCOUNT_WRITE = "account:write"
WEBHOOKS = "webhooks"

#: Every scope, with what it lets a holder do in plain words (the consent screen, the token
#: page, the OpenAPI document's oauth2 scheme and docs/oauth.md say the same).
SCOPES: dict[str, str] = {
    GAMES_READ: "See your games, your turns and invitations, and follow them live",
    GAMES_PLAY: "Create, join and leave games, and make moves in your name",
    ACCOUNT_READ: "See your account: email address, settings, tokens and exported data",
    ACCOUNT_WRITE: "Change your settings, vacations and tokens, or delete your account",
    WEBHOOKS: "Add, change and remove the webhooks that tell a server about your games",
}
ALL: frozenset[str] = frozenset(SCOPES)


def scopes_parse(text: str) -> frozenset[str]:
    """The known scopes of a space-separated list (as OAuth and the token rows store them)."""
    return frozenset(word for word in text.split() if word in SCOPES)


def scopes_text(scopes: Iterable[str]) -> str:
    """Scopes as stored: space-separated, in the order of SCOPES."""
    chosen = set(scopes)
    return " ".join(name for name in SCOPES if name in chosen)
