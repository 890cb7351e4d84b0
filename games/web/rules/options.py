"""Every option of a game, as its engine describes it, with the page's plain words."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from games.engines.base import AnyEngine, OptionDescription
from games.web.rules.content import GameRules


@dataclass(frozen=True, slots=True)
class OptionRow:
    name: str
    title: str
    words: str
    default: str
    values: str
    #: for a table option: (label, numbers) rows of its default
    table: tuple[tuple[str, str], ...] = ()


def _shown(value: Any) -> str:
    if isinstance(value, bool):
        return "on" if value else "off"
    return str(value)


def _choices(choices: list[str]) -> str:
    """``rounds:N (N = 2 to 10)`` for a run of numbered choices; the others as they are."""
    groups: dict[str, list[str]] = {}
    for choice in choices:
        numbered = re.fullmatch(r"\w+:\d+", choice)
        groups.setdefault(choice.split(":")[0] + ":" if numbered else choice, []).append(choice)
    out: list[str] = []
    for prefix, items in groups.items():
        if len(items) > 2:
            low, high = items[0].split(":")[1], items[-1].split(":")[1]
            out.append(f"{prefix}N (N = {low} to {high})")
        else:
            out.extend(items)
    return ", ".join(out)


def _values(spec: OptionDescription) -> str:
    kind = spec["kind"]
    if kind == "bool":
        return "on or off"
    if kind == "int":
        return f"a whole number from {spec['minimum']} to {spec['maximum']}"
    if kind == "choice":
        return _choices(list(spec["choices"]))
    return "a table of whole numbers"


def _table(default: dict[str, Any]) -> tuple[tuple[str, str], ...]:
    return tuple(
        (f"{colour} {train}", ", ".join(str(n) for n in numbers))
        for colour, trains in default.items()
        for train, numbers in trains.items()
    )


def option_rows(engine: AnyEngine, rules: GameRules) -> list[OptionRow]:
    rows = []
    for spec in engine.describe()["options"]:
        title, words = rules.options.get(spec["name"], ("", spec["description"]))
        default = spec["default"]
        is_table = spec["kind"] == "table"
        rows.append(
            OptionRow(
                name=spec["name"],
                title=title,
                words=words,
                default="the table below" if is_table else _shown(default),
                values=rules.values.get(spec["name"]) or _values(spec),
                table=_table(default) if is_table and isinstance(default, dict) else (),
            )
        )
    return rows
