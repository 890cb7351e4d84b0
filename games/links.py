"""Links to the site's pages for what leaves the site: reminder emails and pushes, the calendar
feed, webhooks. The paths are those of games/web/urls.py (a test holds them together); this module
imports no view, so whatever sends a link can import it from any layer."""

from __future__ import annotations

from django.conf import settings


def site_url() -> str:
    """The site's public address (``SITE_URL``) with no slash at the end."""
    return str(settings.SITE_URL).rstrip("/")


def game_path(game_id: int) -> str:
    """The game's page, from the site's root (``game`` in games/web/urls.py)."""
    return f"/games/{game_id}/"


def game_url(game_id: int) -> str:
    """The game's page as a whole URL (``SITE_URL``), for an email or a calendar."""
    return f"{site_url()}{game_path(game_id)}"


def game_api_url(game_id: int) -> str:
    """The game in the API (``api:game`` in api/urls.py) as a whole URL, for a webhook."""
    return f"{site_url()}/api/v1/games/{game_id}/"


def challenge_path(challenge_id: int) -> str:
    """The challenge's page (``challenge`` in games/web/urls.py): an open challenge's link."""
    return f"/challenges/{challenge_id}/"


def challenge_url(challenge_id: int) -> str:
    """The challenge's page as a whole URL (``SITE_URL``)."""
    return f"{site_url()}{challenge_path(challenge_id)}"


def challenge_api_url(challenge_id: int) -> str:
    """The challenge in the API (``api:challenge`` in api/urls.py) as a whole URL."""
    return f"{site_url()}/api/v1/challenges/{challenge_id}/"
