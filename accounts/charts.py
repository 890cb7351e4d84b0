"""A small server-drawn SVG chart of a player's recent results (no JavaScript needed)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from django.utils.html import format_html, format_html_join
from django.utils.safestring import SafeString

WIDTH, HEIGHT, PAD = 320, 120, 14


def results_chart_svg(recent: Sequence[dict[str, Any]]) -> SafeString:
    """Finished games oldest to newest: a bar per game, up for a win, down for a loss.

    Bar height is the rank relative to the last place, so games of any size compare.
    """
    games = [g for g in reversed(recent) if g["status"] == "finished" and g["rank"]]
    if not games:
        return format_html('<p class="muted">{}</p>', "No finished games yet.")
    step = (WIDTH - 2 * PAD) / len(games)
    middle = HEIGHT / 2
    bars = []
    for i, game in enumerate(games):
        won = bool(game["won"])
        size = (middle - PAD) * (1.0 if won else min(1.0, 0.35 + 0.2 * (game["rank"] - 1)))
        y = middle - size if won else middle
        bars.append(
            (
                f"{PAD + i * step + step * 0.15:.1f}",
                f"{y:.1f}",
                f"{step * 0.7:.1f}",
                f"{size:.1f}",
                "win" if won else "loss",
                f"Game {game['game']} ({game['game_type']}): rank {game['rank']}"
                f"{', won' if won else ''}",
            )
        )
    wins = sum(1 for g in games if g["won"])
    return format_html(
        '<svg class="results-chart" viewBox="0 0 {} {}" role="img" aria-label="{}">'
        '<line x1="{}" y1="{}" x2="{}" y2="{}" class="axis"/>{}</svg>',
        WIDTH,
        HEIGHT,
        f"Results of the last {len(games)} finished games: {wins} won",
        PAD,
        middle,
        WIDTH - PAD,
        middle,
        format_html_join(
            "",
            '<rect x="{}" y="{}" width="{}" height="{}" class="{}"><title>{}</title></rect>',
            bars,
        ),
    )
