"""Lint, format, type and dead-code checks are part of the suite, so CI enforces them."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent


def _run(command: list[str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(BIN / command[0]), *command[1:]], cwd=ROOT, capture_output=True, text=True, timeout=300
    )


@pytest.mark.parametrize(
    "command",
    [
        ["ruff", "check", "."],
        ["ruff", "format", "--check", "."],
        ["mypy"],
    ],
    ids=["ruff-check", "ruff-format", "mypy-strict"],
)
def test_tool_is_clean(command: list[str]) -> None:
    result = _run(command)
    assert result.returncode == 0, result.stdout + result.stderr


def test_no_dead_code() -> None:
    """vulture ([tool.vulture] in pyproject.toml) reports nothing at 80% confidence, and at 60%
    no function, method or property that nothing calls: vulture_whitelist.py names what the
    frameworks and the templates call (60% also lists settings, model fields and the keys of
    declared shapes, which only their readers use)."""
    strict = _run(["vulture"])
    assert strict.returncode == 0 and not strict.stdout, strict.stdout + strict.stderr
    loose = _run(["vulture", "--min-confidence", "60"])
    uncalled = re.findall(r".*unused (?:function|method|property) .*", loose.stdout)
    assert not uncalled, "\n".join(uncalled)
