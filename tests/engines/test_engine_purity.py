"""The engines are pure Python: nothing under games/engines may import the web stack.

Imports are read with ``ast`` (so a forbidden name in a string or a comment does not count), in
every form: ``import x``, ``import x.y as z``, ``from x import y``, ``from x.y import z``, and
imports nested inside functions or ``if TYPE_CHECKING`` blocks.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ENGINES_DIR = Path(__file__).resolve().parents[2] / "games" / "engines"
FORBIDDEN = frozenset(
    {"django", "rest_framework", "channels", "celery", "redis", "kombu", "daphne"}
)


def forbidden_imports(source: str, filename: str = "<source>") -> list[str]:
    """``module (line n)`` for every import of a forbidden top-level package in ``source``."""
    found = []
    for node in ast.walk(ast.parse(source, filename=filename)):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names = [node.module]
        else:
            continue
        found += [f"{n} (line {node.lineno})" for n in names if n.split(".")[0] in FORBIDDEN]
    return found


def engine_modules() -> list[Path]:
    return sorted(ENGINES_DIR.rglob("*.py"))


def test_the_engine_package_is_found() -> None:
    names = {path.name for path in engine_modules()}
    assert {"base.py", "registry.py", "serde.py", "rng.py", "bots.py"} <= names


@pytest.mark.parametrize(
    "path", engine_modules(), ids=lambda p: str(p.relative_to(ENGINES_DIR.parent.parent))
)
def test_engine_module_imports_no_web_stack(path: Path) -> None:
    bad = forbidden_imports(path.read_text(encoding="utf-8"), str(path))
    assert not bad, f"{path} imports {bad}; engines must stay pure (design §3)"


class TestTheChecker:
    def test_plain_and_dotted_imports(self) -> None:
        assert forbidden_imports("import django") == ["django (line 1)"]
        assert forbidden_imports("import os, channels.layers as cl") == ["channels.layers (line 1)"]

    def test_from_imports(self) -> None:
        assert forbidden_imports("from rest_framework import serializers") == [
            "rest_framework (line 1)"
        ]
        assert forbidden_imports("from celery.app import task") == ["celery.app (line 1)"]
        assert forbidden_imports("\nfrom kombu import Queue") == ["kombu (line 2)"]

    def test_nested_imports(self) -> None:
        source = "def f():\n    import redis\n\nif False:\n    from daphne import server\n"
        assert forbidden_imports(source) == ["redis (line 2)", "daphne (line 5)"]

    def test_strings_comments_and_lookalikes_do_not_count(self) -> None:
        source = (
            '"""Never import django here."""\n'
            "# import celery\n"
            "x = 'from redis import Redis'\n"
            "import djangoish\n"
            "from games.engines import channels_table\n"
            "from . import redis_free\n"
        )
        assert forbidden_imports(source) == []
