"""A small server-drawn SVG chart of a player's results per game (no JavaScript needed).

One horizontal bar per game: its length is the number of finished games, split into won and
not won. The chart has a title, a legend, labelled axes and an ``aria-describedby`` pointing
at the table of the same numbers (the page's text alternative).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from django.utils.html import format_html, format_html_join
from django.utils.safestring import SafeString

WIDTH = 320
LEFT, RIGHT = 30, 14
TOP = 58  # below the title and the legend
ROW = 36  # a game's name above its bar
BAR = 14


def _ticks(top: int) -> list[int]:
    """Whole numbers from 0 to at least ``top``, at most six of them."""
    step = max(1, math.ceil(top / 5))
    return list(range(0, step * math.ceil(max(top, 1) / step) + 1, step))


def results_chart_svg(rows: Sequence[dict[str, Any]], *, described_by: str) -> SafeString:
    """``rows``: per game ``name``, ``played`` and ``won`` (finished games only)."""
    rows = [r for r in rows if r["played"]]
    if not rows:
        return format_html('<p class="muted">{}</p>', "No finished games yet.")
    ticks = _ticks(max(r["played"] for r in rows))
    plot = WIDTH - LEFT - RIGHT
    scale = plot / ticks[-1]
    axis_y = TOP + ROW * len(rows) + 4
    height = axis_y + 44
    parts: list[SafeString] = []
    for tick in ticks:
        x = LEFT + tick * scale
        parts.append(
            format_html(
                '<line class="grid" x1="{x}" y1="{top}" x2="{x}" y2="{bottom}"/>'
                '<text x="{x}" y="{label}" font-size="11" text-anchor="middle">{tick}</text>',
                x=f"{x:.1f}",
                top=TOP - 4,
                bottom=axis_y,
                label=axis_y + 15,
                tick=tick,
            )
        )
    for i, row in enumerate(rows):
        y = TOP + i * ROW
        won, other = row["won"] * scale, (row["played"] - row["won"]) * scale
        parts.append(
            format_html(
                '<text x="{left}" y="{name_y}" font-size="12">{name}</text>'
                '<rect class="won" x="{axis}" y="{bar_y}" width="{won}" height="{bar}"/>'
                '<rect class="other" x="{other_x}" y="{bar_y}" width="{other}" height="{bar}"/>',
                left=LEFT + 4,
                axis=LEFT,
                name_y=y + 12,
                name=row["name"],
                bar_y=y + 17,
                bar=BAR,
                won=f"{won:.1f}",
                other_x=f"{LEFT + won:.1f}",
                other=f"{other:.1f}",
            )
        )
    summary = "; ".join(f"{r['name']}: {r['played']} played, {r['won']} won" for r in rows)
    return format_html(
        '<svg class="results-chart" viewBox="0 0 {w} {h}" role="img" '
        'aria-labelledby="results-chart-title" aria-describedby="{described_by}">'
        '<title id="results-chart-title">Finished games per game, won and not won. {summary}.'
        "</title>"
        '<text x="{left}" y="18" font-size="14" font-weight="700">Finished games per game</text>'
        '<rect class="won" x="{left}" y="29" width="12" height="12"/>'
        '<text x="{won_label}" y="39" font-size="12">Won</text>'
        '<rect class="other" x="{other_key}" y="29" width="12" height="12"/>'
        '<text x="{other_label}" y="39" font-size="12">Not won</text>'
        "{parts}"
        '<line class="axis" x1="{left_axis}" y1="{axis_y}" x2="{right}" y2="{axis_y}"/>'
        '<line class="axis" x1="{left_axis}" y1="{top}" x2="{left_axis}" y2="{axis_y}"/>'
        '<text x="{middle}" y="{x_title}" font-size="12" text-anchor="middle">'
        "Finished games (number)</text>"
        '<text transform="rotate(-90)" x="{y_title_x}" y="16" font-size="12" '
        'text-anchor="middle">Game</text>'
        "</svg>",
        w=WIDTH,
        h=height,
        described_by=described_by,
        summary=summary,
        left=LEFT + 4,
        won_label=LEFT + 20,
        other_key=LEFT + 70,
        other_label=LEFT + 86,
        parts=format_html_join("", "{}", ((part,) for part in parts)),
        left_axis=LEFT,
        right=WIDTH - RIGHT,
        axis_y=axis_y,
        top=TOP - 4,
        middle=LEFT + plot / 2,
        x_title=axis_y + 34,
        y_title_x=-(TOP + ROW * len(rows) / 2),
    )
