"""The house is one-way: the import contracts (pyproject.toml, ``[tool.importlinter]``) hold on
the tree, every module of the site stands on a floor of the house, and each contract can fail:
a copy of the tree with one forbidden import added is reported, in whatever form the import
takes (at the top, inside a function, under ``TYPE_CHECKING``)."""

from __future__ import annotations

import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
LINT_IMPORTS = str(Path(sys.executable).parent / "lint-imports")
SETTINGS = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
LINTER = SETTINGS["tool"]["importlinter"]
CONTRACTS = {contract["id"]: contract for contract in LINTER["contracts"]}


def lint_imports(root: Path, *contracts: str) -> subprocess.CompletedProcess[str]:
    """Run import-linter on the tree at ``root`` (its pyproject.toml), limited to ``contracts``."""
    limits = [arg for contract in contracts for arg in ("--contract", contract)]
    return subprocess.run(
        [LINT_IMPORTS, "--no-cache", "--no-logo", *limits],
        cwd=root,
        env={"PATH": str(Path(sys.executable).parent), "PYTHONPATH": str(root)},
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_the_contracts_hold() -> None:
    result = lint_imports(ROOT)
    assert result.returncode == 0, result.stdout + result.stderr
    assert f"Contracts: {len(CONTRACTS)} kept, 0 broken." in result.stdout


def _floors() -> list[str]:
    names = []
    for layer in CONTRACTS["house"]["layers"]:
        for part in layer.replace("|", ":").split(":"):
            names.append(part.strip().strip("()"))
    return names


def test_every_module_stands_on_a_floor() -> None:
    """A new module is placed on a floor of the house when it is added, not left unchecked
    (the layers contract says nothing of a module it does not list)."""
    floors = _floors()
    roots = LINTER["root_packages"]
    unplaced = []
    for root in roots:
        for path in sorted((ROOT / root).rglob("*.py")):
            module = ".".join(path.relative_to(ROOT).with_suffix("").parts)
            module = module.removesuffix(".__init__")
            if module in roots:
                continue  # a package's face: what it hands on is checked where it is defined
            if not any(module == floor or module.startswith(f"{floor}.") for floor in floors):
                unplaced.append(module)
    assert not unplaced, f"on no floor of the 'house' contract in pyproject.toml: {unplaced}"


# (contract, file, what is added to it, what the report must name)
BREAKS = [
    pytest.param(
        "engines-pure",
        "games/engines/rng.py",
        "\n\ndef _now() -> object:\n    import django.utils.timezone\n\n"
        "    return django.utils.timezone.now()\n",
        "games.engines.rng -> django",
        id="engine-imports-django-in-a-function",
    ),
    pytest.param(
        "engines-pure",
        "games/engines/base.py",
        "\nfrom typing import TYPE_CHECKING\n\n"
        "if TYPE_CHECKING:\n    from games.models import Game\n",
        "games.engines.base -> games.models",
        id="engine-imports-a-model-for-typing",
    ),
    pytest.param(
        "engines-pure",
        "games/engines/serde.py",
        "\nimport pydantic\n",
        "games.engines.serde -> pydantic",
        id="engine-imports-pydantic",
    ),
    pytest.param(
        "engines-apart",
        "games/engines/hachi/scoring.py",
        "\nfrom games.engines.hachi_hachi import teyaku\n",
        "games.engines.hachi.scoring -> games.engines.hachi_hachi.teyaku",
        id="one-game-imports-another",
    ),
    pytest.param(
        "house",
        "games/notify.py",
        "\n\ndef _bots_move(game_id: int, version: int) -> None:\n"
        "    from games import tasks\n\n    tasks.bots_move.delay(game_id, version)\n",
        "games.notify is not allowed to import games.tasks",
        id="a-service-imports-the-tasks",
    ),
    pytest.param(
        "house",
        "accounts/models.py",
        "\nfrom accounts.selectors import preferences_of\n",
        "accounts.models is not allowed to import accounts.selectors",
        id="a-model-imports-a-selector",
    ),
    pytest.param(
        "house",
        "games/services.py",
        "\nfrom games.web import lobby\n",
        "games.services is not allowed to import games.web",
        id="a-service-imports-the-site",
    ),
    pytest.param(
        "wiring-on-top",
        "games/push.py",
        "\nfrom config.vapid import vapid_from_env\n",
        "games.push -> config.vapid",
        id="a-service-imports-the-wiring",
    ),
    pytest.param(
        "api-outside",
        "games/consumers.py",
        "\nfrom api.authentication import SCHEMES\n",
        "games.consumers -> api.authentication",
        id="the-sockets-import-the-api",
    ),
    pytest.param(
        "tasks-by-name",
        "api/views/games.py",
        "\nfrom games.tasks import bots_move\n",
        "api.views.games -> games.tasks",
        id="an-interface-imports-the-tasks",
    ),
    pytest.param(
        "no-circles",
        "games/selectors.py",
        "\n\ndef _write() -> None:\n    from games import services\n\n    del services\n",
        "No cycles are allowed in games.",
        id="two-siblings-import-each-other",
    ),
]


@pytest.mark.parametrize(("contract", "file", "added", "reported"), BREAKS)
def test_a_forbidden_import_is_reported(
    tmp_path: Path, contract: str, file: str, added: str, reported: str
) -> None:
    assert contract in CONTRACTS
    shutil.copy(ROOT / "pyproject.toml", tmp_path)
    for root in LINTER["root_packages"]:
        shutil.copytree(ROOT / root, tmp_path / root, ignore=shutil.ignore_patterns("__pycache__"))
    target = tmp_path / file
    target.write_text(target.read_text(encoding="utf-8") + added, encoding="utf-8")
    result = lint_imports(tmp_path, contract)
    assert result.returncode == 1, result.stdout + result.stderr
    assert "Contracts: 0 kept, 1 broken." in result.stdout
    assert reported in " ".join(result.stdout.split()), result.stdout
