"""Reason phrases for every status Django answers with, on the status line Daphne writes.

ASGI carries no reason phrase, and Daphne's server (Twisted) writes its own from a table that
lacks some codes this site sends (422, 429...): the status line said "429 Unknown Status".
HTTP clients ignore the phrase, but people reading logs and curl output do not.
"""

from __future__ import annotations

from http import HTTPStatus


def reason_phrases_complete() -> None:
    """Add the standard phrase of every status Twisted does not know (a no-op without it)."""
    try:
        from twisted.web import http
    except ImportError:  # served by another ASGI server
        return
    for status in HTTPStatus:
        http.RESPONSES.setdefault(status.value, status.phrase.encode("ascii"))
