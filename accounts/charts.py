"""A player's rating history as a server-drawn SVG chart (no JavaScript needed).

One line per game type, rating over time: a title, a legend naming each line (a colour and a
dash pattern of its own, so the lines are told apart without colour too), a vertical axis of
ratings and a horizontal axis of dates (UTC), each with its title. The chart is an image with
a text alternative: its ``<title>`` and ``<desc>`` say in words what each line does, and
``aria-describedby`` points at the page's table of the same ratings.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta

from django.utils.html import format_html, format_html_join
from django.utils.safestring import SafeString

WIDTH = 360
LEFT, RIGHT = 46, 14
LEGEND_TOP = 30
LEGEND_ROW = 18
LEGEND_COLUMNS = 2
PLOT_HEIGHT = 150
#: Points are drawn as dots up to this many per line (beyond, the line alone reads better).
DOTS_UP_TO = 40
#: Nice steps of the rating axis.
STEPS = (5, 10, 20, 25, 50, 100, 200, 250, 500, 1000)


@dataclass(frozen=True)
class Series:
    """One game type's line: its name and its ratings after each game, oldest first."""

    name: str
    points: Sequence[tuple[datetime, int]]


def _rating_ticks(low: int, high: int) -> list[int]:
    """Four to six round ratings covering ``low`` to ``high``."""
    spread = max(high - low, 1)
    step = next((s for s in STEPS if spread / s <= 5), STEPS[-1])
    first = math.floor(low / step) * step
    last = math.ceil(high / step) * step
    if first == last:
        first, last = first - step, last + step
    return list(range(first, last + 1, step))


def _date_ticks(start: datetime, end: datetime) -> list[datetime]:
    if end - start < timedelta(days=1):
        return [start]
    return [start, start + (end - start) / 2, end]


def _summary(series: Sequence[Series]) -> str:
    """The chart in words: each line's first and last rating, its range and its dates."""
    parts = []
    for line in series:
        values = [value for _at, value in line.points]
        first, last = line.points[0], line.points[-1]
        games = f"{len(values)} rated game{'s' if len(values) != 1 else ''}"
        parts.append(
            f"{line.name}: {values[0]} after the first game ({first[0]:%Y-%m-%d}), {values[-1]} "
            f"after the last ({last[0]:%Y-%m-%d}), {games}, lowest {min(values)}, "
            f"highest {max(values)}"
        )
    return "; ".join(parts) + "."


def rating_chart_svg(series: Sequence[Series], *, described_by: str) -> SafeString:
    """The chart of every game type that has points, or a sentence when none has."""
    series = [line for line in series if line.points]
    if not series:
        return format_html('<p class="muted">{}</p>', "No rated games yet.")
    moments = [at for line in series for at, _value in line.points]
    values = [value for line in series for _at, value in line.points]
    start, end = min(moments), max(moments)
    if end - start < timedelta(days=1):  # one day's games: spread them over a day
        start, end = start - timedelta(hours=12), end + timedelta(hours=12)
    ticks = _rating_ticks(min(values), max(values))
    legend_rows = math.ceil(len(series) / LEGEND_COLUMNS)
    top = LEGEND_TOP + LEGEND_ROW * legend_rows + 8
    bottom = top + PLOT_HEIGHT
    plot = WIDTH - LEFT - RIGHT
    span = (end - start).total_seconds()

    def x(at: datetime) -> str:
        return f"{LEFT + (at - start).total_seconds() / span * plot:.1f}"

    def y(value: float) -> str:
        return f"{bottom - (value - ticks[0]) / (ticks[-1] - ticks[0]) * PLOT_HEIGHT:.1f}"

    parts: list[SafeString] = []
    for tick in ticks:
        parts.append(
            format_html(
                '<line class="grid" x1="{left}" y1="{y}" x2="{right}" y2="{y}"/>'
                '<text x="{label}" y="{text_y}" font-size="11" text-anchor="end">{tick}</text>',
                left=LEFT,
                right=WIDTH - RIGHT,
                y=y(tick),
                label=LEFT - 4,
                text_y=f"{float(y(tick)) + 4:.1f}",
                tick=tick,
            )
        )
    date_ticks = _date_ticks(min(moments), max(moments))
    for number, at in enumerate(date_ticks):
        anchor = "start" if number == 0 else "end" if number == len(date_ticks) - 1 else "middle"
        parts.append(
            format_html(
                '<line class="axis" x1="{x}" y1="{bottom}" x2="{x}" y2="{tick_end}"/>'
                '<text x="{x}" y="{label}" font-size="11" text-anchor="{anchor}">{day}</text>',
                x=x(at),
                bottom=bottom,
                tick_end=bottom + 4,
                label=bottom + 16,
                anchor=anchor if len(date_ticks) > 1 else "middle",
                day=f"{at:%Y-%m-%d}",
            )
        )
    for number, line in enumerate(series):
        css = f"series-{number % 5}"
        coordinates = " ".join(f"{x(at)},{y(value)}" for at, value in line.points)
        parts.append(format_html('<polyline class="series {}" points="{}"/>', css, coordinates))
        if len(line.points) <= DOTS_UP_TO:
            parts.append(
                format_html_join(
                    "",
                    '<circle class="dot {}" cx="{}" cy="{}" r="3"/>',
                    ((css, x(at), y(value)) for at, value in line.points),
                )
            )
        column, row = number % LEGEND_COLUMNS, number // LEGEND_COLUMNS
        key_x = LEFT + column * (plot // LEGEND_COLUMNS)
        key_y = LEGEND_TOP + row * LEGEND_ROW
        parts.append(
            format_html(
                '<line class="series {css}" x1="{x1}" y1="{y}" x2="{x2}" y2="{y}"/>'
                '<text x="{label}" y="{text_y}" font-size="12">{name}: {last}</text>',
                css=css,
                x1=key_x,
                x2=key_x + 22,
                y=key_y + 6,
                label=key_x + 28,
                text_y=key_y + 10,
                name=line.name,
                last=line.points[-1][1],
            )
        )
    summary = _summary(series)
    return format_html(
        '<svg class="rating-chart" viewBox="0 0 {w} {h}" role="img" '
        'aria-labelledby="rating-chart-title rating-chart-desc" aria-describedby="{described_by}">'
        '<title id="rating-chart-title">Rating after each rated game, per game</title>'
        '<desc id="rating-chart-desc">{summary}</desc>'
        '<text x="{left}" y="18" font-size="14" font-weight="700">Rating over time</text>'
        "{parts}"
        '<line class="axis" x1="{left}" y1="{bottom}" x2="{right}" y2="{bottom}"/>'
        '<line class="axis" x1="{left}" y1="{top}" x2="{left}" y2="{bottom}"/>'
        '<text x="{middle}" y="{x_title}" font-size="12" text-anchor="middle">'
        "Date the game finished (UTC)</text>"
        '<text transform="rotate(-90)" x="{y_title_x}" y="12" font-size="12" '
        'text-anchor="middle">Rating</text>'
        "</svg>",
        w=WIDTH,
        h=bottom + 44,
        described_by=described_by,
        summary=summary,
        left=LEFT,
        right=WIDTH - RIGHT,
        top=top,
        bottom=bottom,
        parts=format_html_join("", "{}", ((part,) for part in parts)),
        middle=LEFT + plot / 2,
        x_title=bottom + 36,
        y_title_x=-(top + PLOT_HEIGHT / 2),
    )
