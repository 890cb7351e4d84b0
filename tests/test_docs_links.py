"""The repository stands on its own: every relative link of README.md and docs/ reaches a file
(and heading) inside it, and no code, template or document points outside it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DOCUMENTS = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]
LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)\)")
FENCE = re.compile(r"^```.*?^```", re.S | re.M)


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


OUTSIDE = re.compile(r"\.\./shared|/work/|shared[/]rules|design\.md")
# Tests may read the shared rules where CI provides them; everything else must not point there.
SCANNED = [
    "README.md",
    "docs",
    "config",
    "accounts",
    "games",
    "api",
    "templates",
    "static",
    "bench",
]


def test_no_code_template_or_document_points_outside_the_repository() -> None:
    found = []
    for top in SCANNED:
        base = ROOT / top
        files = [base] if base.is_file() else base.rglob("*")
        for path in files:
            if path.suffix not in {".py", ".md", ".html", ".js", ".css", ".txt"}:
                continue
            if "vendor" in path.parts:
                continue
            for number, line in enumerate(path.read_text().splitlines(), 1):
                if OUTSIDE.search(line):
                    found.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
    assert found == []
