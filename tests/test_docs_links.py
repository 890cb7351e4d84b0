"""The repository stands on its own: every relative link of README.md and docs/ reaches a file
(and heading) inside it, every section pointer (a section sign and a heading number, after the
name of a document or in a module that names one) reaches a numbered heading of that document,
and no file outside tests points outside the repository. How pointers are written:
docs/README.md, "Section pointers".

This file writes the section sign as ``S`` (a ``\\N{SECTION SIGN}`` escape), so its examples of
broken pointers are not pointers in the tree.
"""

from __future__ import annotations

import functools
import os
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DOCUMENTS = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]
LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)\)")
FENCE = re.compile(r"^```.*?^```", re.S | re.M)
S = "\N{SECTION SIGN}"


def _links(document: Path) -> list[str]:
    return LINK.findall(FENCE.sub("", document.read_text()))


def _anchor(heading: str) -> str:
    """GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens."""
    text = re.sub(r"[^\w\- ]", "", heading.strip().lower())
    return text.replace(" ", "-")


def _anchors(document: Path) -> set[str]:
    text = FENCE.sub("", document.read_text())
    return {_anchor(h) for h in re.findall(r"^#+ (.+)$", text, re.M)}


def test_there_are_documents_with_links() -> None:
    assert (ROOT / "docs" / "architecture.md") in DOCUMENTS
    assert sum(len(_links(d)) for d in DOCUMENTS) > 20


@pytest.mark.parametrize("document", DOCUMENTS, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_relative_link_resolves_inside_the_repository(document: Path) -> None:
    broken = []
    for target in _links(document):
        if re.match(r"[a-z][a-z0-9+.-]*:", target):  # https:, mailto: ...
            continue
        path_part, _, anchor = target.partition("#")
        resolved = (document.parent / path_part).resolve() if path_part else document
        if not resolved.is_relative_to(ROOT) or not resolved.exists():
            broken.append(f"{target}: no such file in the repository")
            continue
        if anchor and resolved.suffix == ".md" and anchor not in _anchors(resolved):
            broken.append(f"{target}: no heading '{anchor}'")
    assert broken == [], f"{document.relative_to(ROOT)}: {broken}"


def test_anchor_rule_matches_githubs() -> None:
    assert _anchor("5. Public API (`api/`), under `/api/v1/`") == "5-public-api-api-under-apiv1"
    assert _anchor("12.3 A full turn with a claimed card (constructed)") == (
        "123-a-full-turn-with-a-claimed-card-constructed"
    )


# ----- section pointers -------------------------------------------------------------------------

ARCHITECTURE = ROOT / "docs" / "architecture.md"
RULES_README = ROOT / "docs" / "games" / "README.md"
GAME_FILES = sorted(p.stem for p in (ROOT / "docs" / "games").glob("*.md") if p.stem != "README")
#: A document named in a line; the last one before a pointer is the document it points into.
NAME = re.compile(
    r"(?P<design>\bdesign\b(?!\.md)|\barchitecture\b(?:\.md)?)"
    r"|(?P<readme>\brules README\b|(?:docs/)?games/README\.md)"
    r"|(?P<rules>\brules\b)"  # the module's game file, as a pointer with no name
    r"|(?:\bdocs/games/|(?<![\w/.-]))(?P<game>" + "|".join(GAME_FILES) + r")\.md"
    r"|(?P<other>[\w./-]+\.md)"
)
#: The section sign, then a heading number; "N" stands for any number in prose about pointers.
POINTER = re.compile(S + r"[ \t]*(?:(?P<number>\d+(?:\.\d+)*)|(?P<placeholder>N\b))?")
#: Where pointers are looked for: everything but what others wrote or the machine made.
POINTER_SKIPPED = {"clients", "vendor", "node_modules", "var", "__pycache__"}
POINTER_SUFFIXES = {".py", ".md", ".html", ".js"}


def _named(match: re.Match[str]) -> Path:
    if match["design"]:
        return ARCHITECTURE
    if match["readme"]:
        return RULES_README
    if match["game"]:
        return ROOT / "docs" / "games" / f"{match['game']}.md"
    name = match["other"]
    for base in (ROOT, ROOT / "docs", ROOT / "docs" / "games"):
        if (base / name).is_file():
            return base / name
    return ROOT / name  # does not exist: reported as such


def _first_game_file(text: str) -> Path | None:
    for match in NAME.finditer(text):
        if match["game"]:
            return _named(match)
    return None


def default_document(path: Path) -> Path | None:
    """The document a pointer that names none means: a document's own, an engine package's
    game file (named in its __init__.py), else the first game file the module names."""
    relative = path.relative_to(ROOT)
    if relative.parts[0] == "docs":
        return path
    if relative.parts[:2] == ("games", "engines") and len(relative.parts) > 3:
        package = ROOT.joinpath(*relative.parts[:3]) / "__init__.py"
        if package.is_file():
            return _first_game_file(package.read_text())
    return _first_game_file(path.read_text()) if path.is_file() else None


@functools.cache
def numbered_headings(document: Path) -> frozenset[str]:
    """The numbers of the document's numbered headings ("7", "7.1", "12.3")."""
    text = FENCE.sub("", document.read_text())
    return frozenset(re.findall(r"^#{1,6} (\d+(?:\.\d+)*)\.?\s", text, re.M))


def pointer_problems(text: str, path: Path) -> list[str]:
    """Each pointer of ``text`` (the contents of ``path``) that does not reach a numbered
    heading of the document it names, as "line: why"."""
    problems = []
    default: list[Path | None] = []  # worked out once, when a pointer first needs it
    for number, line in enumerate(text.splitlines(), 1):
        for pointer in POINTER.finditer(line):
            if pointer["placeholder"]:
                continue
            if pointer["number"] is None:
                problems.append(f"{number}: a section sign without a heading number: {line}")
                continue
            names = list(NAME.finditer(line, 0, pointer.start()))
            if names and not names[-1]["rules"]:
                document: Path | None = _named(names[-1])
            else:
                if not default:
                    default.append(default_document(path))
                document = default[0]
            if document is None:
                problems.append(f"{number}: names no document (nor does the module): {line}")
            elif not document.is_file():
                problems.append(f"{number}: no document {document.relative_to(ROOT)}: {line}")
            elif pointer["number"] not in numbered_headings(document):
                where = document.relative_to(ROOT)
                problems.append(f"{number}: {where} has no heading {pointer['number']}: {line}")
    return problems


def _walk(skipped: set[str], hidden_kept: frozenset[str] = frozenset()) -> Iterator[Path]:
    """Every file below ROOT, not descending into ``skipped`` or hidden directories; a ``.git``
    file (a git worktree's pointer to its repository, a path of the machine) is not ours."""
    for top, dirs, files in os.walk(ROOT):
        dirs[:] = sorted(
            d for d in dirs if d not in skipped and (not d.startswith(".") or d in hidden_kept)
        )
        yield from (Path(top) / name for name in sorted(files) if name != ".git")


def pointer_files() -> Iterator[Path]:
    for path in _walk(POINTER_SKIPPED):
        if path.suffix in POINTER_SUFFIXES and S in path.read_text():
            yield path


def test_every_section_pointer_reaches_a_numbered_heading_of_its_document() -> None:
    files = list(pointer_files())
    count = sum(len(POINTER.findall(f.read_text())) for f in files)
    assert count > 300, f"only {count} pointers found: is the scan looking in the right place?"
    broken = [
        f"{path.relative_to(ROOT)}:{problem}"
        for path in files
        for problem in pointer_problems(path.read_text(), path)
    ]
    assert broken == [], "\n".join(broken)


def test_a_broken_pointer_is_caught() -> None:
    code = ROOT / "games" / "no_such_module.py"  # names no game file
    engine = ROOT / "games" / "engines" / "hachi" / "rules.py"  # its package names hachi.md
    doc = ROOT / "docs" / "games" / "hachi-train.md"

    def ok(text: str, path: Path = code) -> bool:
        return pointer_problems(text, path) == []

    # Good pointers.
    assert ok(f"the outbox (design {S}7.1)")
    assert ok(f"(design {S}3, {S}5) and rules README {S}6 and docs/games/README.md {S}6")
    assert ok(f"hachi-train.md {S}5.2 point 2, docs/games/fast-train.md {S}6.1")
    assert ok(f"captures (rules {S}4), stand-ins ({S}7.2)", engine)
    assert ok(f"see {S}11.3 below", doc)
    assert ok(f'"rules {S}N" comments and a bare "{S}N"')
    # Broken ones: a heading that does not exist, here or in the document named.
    assert not ok(f"design {S}99")
    assert not ok(f"design {S}3, {S}12")
    assert not ok(f"design {S}3 and rules {S}4")
    assert not ok(f"hachi-train.md {S}5.2.2")
    assert not ok(f"rules README {S}14")
    assert not ok(f"rules {S}13", engine)
    assert not ok(f"see {S}12", doc)
    # A pointer to a document that does not exist, or to none at all.
    assert not ok(f"shared/rules/hachi.md {S}4")
    assert not ok(f"rules {S}4")
    assert not ok(f'the option tables ({S} "Options")')
    assert pointer_problems(f"x\ndesign {S}99", code)[0].startswith("2: docs/architecture.md")


# ----- nothing points outside the repository ----------------------------------------------------

OUTSIDE = re.compile(
    r"\.\./shared|shared/(?:rules|seeds)|\bdesign\.md"
    r"|(?<![\w.:/~-])/(?:work|home|Users|root|mnt)/"
)
#: Generated or fetched files, the tests (which may name such paths on purpose) and the machine's.
OUTSIDE_SKIPPED = {"tests", "vendor", "node_modules", "var", "__pycache__"}


def outside_references(text: str) -> list[str]:
    return [line.strip() for line in text.splitlines() if OUTSIDE.search(line)]


def test_the_outside_pattern() -> None:
    assert outside_references("see /work/main/games/sweep.py")
    assert outside_references("rules: ../shared/rules/hachi.md")
    assert outside_references("a seed from shared/seeds/x.json")
    assert outside_references("as design.md says")
    assert outside_references('open("/home/alice/notes")')
    assert not outside_references("https://example.com/work/x and /usr/bin/chromium")
    assert not outside_references(f"docs/architecture.md (design {S}7) and /var/ in .gitignore")


def test_no_file_outside_tests_points_outside_the_repository() -> None:
    found = []
    for path in _walk(OUTSIDE_SKIPPED, hidden_kept=frozenset({".ci"})):
        if path.stat().st_size > 2_000_000:
            continue
        try:
            text = path.read_text()
        except UnicodeDecodeError:
            continue  # images, fonts
        found += [f"{path.relative_to(ROOT)}: {line}" for line in outside_references(text)]
    assert found == [], "\n".join(found)
