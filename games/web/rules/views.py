"""Views of the "How to play" pages (public: no sign-in needed to read the rules)."""

from __future__ import annotations

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render

from games.engines.registry import ENGINES, all_engines
from games.web.rules.content import GAMES
from games.web.rules.options import option_rows


def rules_index(request: HttpRequest) -> HttpResponse:
    games = [(engine, GAMES[engine.slug]) for engine in all_engines()]
    return render(request, "rules/index.html", {"games": games})


def rules_page(request: HttpRequest, slug: str) -> HttpResponse:
    engine, rules = ENGINES.get(slug), GAMES.get(slug)
    if engine is None or rules is None:
        raise Http404(f"No game called {slug!r}.")
    context = {
        "engine": engine,
        "rules": rules,
        "option_rows": option_rows(engine, rules),
        "others": [e for e in all_engines() if e.slug != slug],
    }
    return render(request, rules.template, context)
