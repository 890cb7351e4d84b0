"""Golden playthroughs: one fixed, readable game per registered engine, diffed on every run.

Each file ``tests/engines/golden/<slug>.txt`` records a game from a fixed seed and player count,
played by the random bot with a fixed generator: for each of the first 60 steps the seats to
act, each acting seat's view (in full the first time, then the top-level keys that changed), its
legal actions, the chosen action and the events; then the number of remaining steps, the result
and a hash of the final state (which pins the whole game).

A difference means the engine's behaviour changed. If the change is intended (and the engine's
``version`` was bumped where needed), regenerate from the repository root and review the diff:

    .venv/bin/python -m tests.engines.test_golden --write            # every registered engine
    .venv/bin/python -m tests.engines.test_golden --write hachi      # only some slugs
"""

from __future__ import annotations

import argparse
import difflib
import hashlib
import json
import random
import sys
from pathlib import Path
from typing import Any

import pytest

from games.engines import registry
from games.engines.base import AnyEngine

GOLDEN_DIR = Path(__file__).resolve().parent / "golden"
MAX_SHOWN_STEPS = 60
WIDTH = 96
#: A typical table per game; an engine not listed uses its minimum (at least 2 if allowed).
TYPICAL_PLAYERS = {"hachi-hachi": 3, "hachi": 2, "hachi-train": 3, "take-the-train": 3}
REGENERATE = ".venv/bin/python -m tests.engines.test_golden --write"


def golden_players(engine: AnyEngine) -> int:
    wanted = TYPICAL_PLAYERS.get(engine.slug, max(2, engine.min_players))
    return min(max(wanted, engine.min_players), engine.max_players)


def pretty(value: Any, indent: int = 0) -> str:
    """Sorted-key JSON, one key per line, with anything short kept on one line."""
    compact = json.dumps(value, sort_keys=True, ensure_ascii=False)
    if len(compact) + indent <= WIDTH or not isinstance(value, (dict, list)) or not value:
        return compact
    pad, inner = " " * indent, " " * (indent + 2)
    if isinstance(value, dict):
        items = [
            f"{inner}{json.dumps(k)}: {pretty(v, indent + 2)}" for k, v in sorted(value.items())
        ]
        return "{\n" + ",\n".join(items) + "\n" + pad + "}"
    items = [inner + pretty(v, indent + 2) for v in value]
    return "[\n" + ",\n".join(items) + "\n" + pad + "]"


def render(engine: AnyEngine) -> str:
    players = golden_players(engine)
    seed = f"golden-{engine.slug}"
    rng = random.Random(f"golden-bot-{engine.slug}")
    state = engine.setup(players=players, options=None, seed=seed)
    options = engine.validate_options(None, players)
    out = [
        f"# Golden playthrough of {engine.slug} (engine version {engine.version})",
        f"# players={players} seed={seed!r} options={json.dumps(options, sort_keys=True)}",
        "# bot: random legal action, random.Random('golden-bot-<slug>'); the acting seat is",
        "# the lowest in to_act, or a random one of several. A seat's view is shown in full the",
        "# first time, then only its top-level keys that changed. Regenerate, review the diff:",
        f"#   {REGENERATE} {engine.slug}",
        "",
    ]
    step = 0
    shown_views: dict[int, dict[str, Any]] = {}
    while engine.result(state) is None:
        to_act = sorted(engine.to_act(state))
        seat = to_act[0] if len(to_act) == 1 else rng.choice(to_act)
        actions = engine.legal_actions(state, seat)
        action = rng.choice(actions)
        new, events = engine.apply(state, seat, action)
        if step < MAX_SHOWN_STEPS:
            out.append(f"## step {step}: to_act {to_act}")
            for acting in to_act:
                view = engine.view(state, acting)
                previous = shown_views.get(acting)
                if previous is None:
                    out.append(f"view of seat {acting}:")
                    out.append(pretty(view))
                else:
                    changed = {k: v for k, v in view.items() if previous.get(k, ...) != v}
                    gone = sorted(set(previous) - set(view))
                    out.append(f"view of seat {acting}, keys changed since its last view shown:")
                    out.append(pretty(changed))
                    if gone:
                        out.append(f"keys gone: {gone}")
                shown_views[acting] = view
                out.append(f"legal actions of seat {acting}:")
                out.extend(
                    "  " + json.dumps(a, sort_keys=True)
                    for a in engine.legal_actions(state, acting)
                )
            out.append(f"chosen: seat {seat} plays {json.dumps(action, sort_keys=True)}")
            out.append("events:")
            out.extend("  " + json.dumps(e, sort_keys=True) for e in events)
            out.append("")
        state = new
        step += 1
    outcome = engine.result(state)
    assert outcome is not None
    final = json.dumps(engine.state_to_json(state), sort_keys=True, separators=(",", ":"))
    out += [
        f"## {max(0, step - MAX_SHOWN_STEPS)} more steps not shown; {step} steps in all",
        "result:",
        pretty(outcome.to_json()),
        f"final state sha256: {hashlib.sha256(final.encode()).hexdigest()}",
        "",
    ]
    return "\n".join(out)


def golden_path(engine: AnyEngine) -> Path:
    return GOLDEN_DIR / f"{engine.slug}.txt"


ENGINE_CASES = [pytest.param(engine, id=engine.slug) for engine in registry.all_engines()]


@pytest.mark.parametrize("engine", ENGINE_CASES)
def test_golden_playthrough(engine: AnyEngine) -> None:
    path = golden_path(engine)
    assert path.exists(), (
        f"No golden playthrough for {engine.slug!r}; generate it with "
        f"`{REGENERATE} {engine.slug}`, review it and commit {path.name}."
    )
    expected = path.read_text(encoding="utf-8")
    actual = render(engine)
    if actual != expected:
        diff = difflib.unified_diff(
            expected.splitlines(), actual.splitlines(), "golden", "now", lineterm="", n=2
        )
        shown = "\n".join(list(diff)[:120])
        pytest.fail(
            f"{engine.slug} no longer plays its golden game. If the change is intended, "
            f"run `{REGENERATE} {engine.slug}` and review the diff.\n{shown}"
        )


def test_rendering_is_deterministic() -> None:
    """Two renders of the test-only toy engine are identical (no hidden global state)."""
    from tests.engines.toy_engine import TOY

    first, second = render(TOY), render(TOY)
    assert first == second
    assert "## step 0: to_act [0, 1]" in first and "final state sha256: " in first


def test_every_golden_file_belongs_to_a_registered_engine() -> None:
    slugs = {engine.slug for engine in registry.all_engines()}
    stale = sorted(p.name for p in GOLDEN_DIR.glob("*.txt") if p.stem not in slugs)
    assert not stale, f"golden files without a registered engine: {stale}"


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description="Write the golden playthroughs.")
    parser.add_argument("--write", action="store_true", help="(re)write the golden files")
    parser.add_argument("slugs", nargs="*", help="only these engines (default: all registered)")
    args = parser.parse_args(argv)
    engines = [registry.get_engine(s) for s in args.slugs] or registry.all_engines()
    for engine in engines:
        text = render(engine)
        path = golden_path(engine)
        if args.write:
            GOLDEN_DIR.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
            print(f"wrote {path} ({len(text.splitlines())} lines)")
        else:
            same = path.exists() and path.read_text(encoding="utf-8") == text
            print(f"{engine.slug}: {'up to date' if same else 'DIFFERS or missing'}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
