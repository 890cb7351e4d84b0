"""Links to the site's pages for what leaves the site: reminder emails and pushes, the calendar
feed. The paths are those of games/web/urls.py (a test holds them together); this module
imports no view, so whatever sends a link can import it from any layer."""

from __future__ import annotations

from django.conf import settings


def game_path(game_id: int) -> str:
    """The game's page, from the site's root (``game`` in games/web/urls.py)."""
    return f"/games/{game_id}/"


def game_url(game_id: int) -> str:
    """The game's page as a whole URL (``SITE_URL``), for an email or a calendar."""
    return f"{settings.SITE_URL.rstrip('/')}{game_path(game_id)}"
