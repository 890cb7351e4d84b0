"""Query parameters of the API's lists: a name a list does not take is a 400, not ignored.

A client that misspells a filter (``?stauts=open``) would otherwise get every game and never
know; DRF's ``format`` override is accepted everywhere.
"""

from __future__ import annotations

from collections.abc import Collection

from rest_framework.request import Request

from games import errors

ALWAYS = frozenset({"format"})


def query_params_check(request: Request, *, known: Collection[str]) -> None:
    unknown = sorted(set(request.query_params) - set(known) - ALWAYS)
    if unknown:
        takes = ", ".join(sorted(known)) or "no parameters"
        raise errors.InvalidRequest(
            f"Unknown query parameter '{unknown[0]}'; this list takes: {takes}.",
            details={name: ["Unknown query parameter."] for name in unknown},
        )
