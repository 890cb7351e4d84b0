"""The chaos soak's report: what it did and what its checks found (bench/soak.py fills it,
bench/soak_checks.py adds the checks' findings; printed and written as JSON at the end)."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Report:
    """What the soak did and what its checks found (printed and written as JSON at the end)."""

    plan: dict[str, float]  # games, days, minutes, kills each, speed
    real_seconds: float = 0.0
    kills: dict[str, int] = field(default_factory=dict)
    traffic: dict[str, int] = field(default_factory=dict)
    games: dict[str, int] = field(default_factory=dict)
    moves: dict[str, int] = field(default_factory=dict)
    timeouts: dict[str, int] = field(default_factory=dict)
    reminders: dict[str, int] = field(default_factory=dict)
    live_reminders: dict[str, int] = field(default_factory=dict)  # heard on sampled /ws/me/
    sweeps: dict[str, int] = field(default_factory=dict)
    log_errors: dict[str, int] = field(default_factory=dict)  # ERROR or worse lines per log
    failures: list[str] = field(default_factory=list)
