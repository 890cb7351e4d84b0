"""Regenerate the Python client in ``hachi-station-client/`` from the site's OpenAPI document.

    .venv/bin/python clients/python/regenerate.py          # from this checkout's schema
    .venv/bin/python clients/python/regenerate.py --check  # exit 1 if the committed one drifted
    .venv/bin/python clients/python/regenerate.py --schema URL_OR_FILE  # another document

Offline: the document comes from ``manage.py spectacular`` (or the file or URL given), and
openapi-python-client runs with ``openapi-python-client.yaml`` beside this file and the ruff of
this virtualenv. The directory is the generator's output, byte for byte: never edit it by hand.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import urllib.request
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
CONFIG = HERE / "openapi-python-client.yaml"
#: The generator's templates that this project overrides (the rest are its own).
TEMPLATES = HERE / "templates"
PROJECT = HERE / "hachi-station-client"
PACKAGE = "hachi_station_client"
COMMAND = ".venv/bin/python clients/python/regenerate.py"
#: What a run leaves beside the generated files (ruff's cache, bytecode): never compared.
IGNORED = {".ruff_cache", "__pycache__", ".mypy_cache", ".pytest_cache"}


def schema_from_checkout(destination: Path) -> Path:
    """Write this checkout's OpenAPI document (as served at /api/v1/schema/) to ``destination``."""
    env = {**os.environ, "DEBUG": os.environ.get("DEBUG", "true")}
    command = [sys.executable, "manage.py", "spectacular", "--format", "openapi-json"]
    subprocess.run(
        [*command, "--file", str(destination)],
        cwd=ROOT,
        env=env,
        check=True,
    )
    return destination


def schema_from(source: str, destination: Path) -> Path:
    """The document at ``source`` (a URL or a file), written to ``destination``."""
    if source.startswith(("http://", "https://")):
        with urllib.request.urlopen(source, timeout=60) as answer:
            destination.write_bytes(answer.read())
    else:
        shutil.copyfile(source, destination)
    return destination


#: The event streams' media type: an endless body is no request-and-answer call, so the client
#: leaves those operations out (its README shows how to read a stream with httpx).
STREAMED = "application/x-ndjson"


def without_streams(schema: Path) -> None:
    """Drop from the document (in place) the operations whose success is a stream."""
    document = json.loads(schema.read_text())
    for path, operations in list(document["paths"].items()):
        for method, operation in list(operations.items()):
            answers = operation.get("responses", {}).get("200", {}).get("content", {})
            if STREAMED in answers:
                del operations[method]
        if not any(key in operations for key in ("get", "post", "put", "patch", "delete")):
            del document["paths"][path]
    schema.write_text(json.dumps(document, indent=2))


def generate(schema: Path, output: Path) -> Path:
    """Generate the client project from ``schema`` into ``output`` (which must not exist).

    Any warning of the generator (a construct it skipped) fails, so nothing is left out silently.
    """
    without_streams(schema)  # the endless operations are no calls (the README reads them)
    bin_dir = str(Path(sys.executable).parent)
    env = {**os.environ, "PATH": bin_dir + os.pathsep + os.environ.get("PATH", "")}
    command = [sys.executable, "-m", "openapi_python_client", "generate", "--path", str(schema)]
    command += ["--config", str(CONFIG), "--custom-template-path", str(TEMPLATES)]
    command += ["--meta", "uv", "--fail-on-warning"]
    command += ["--output-path", str(output)]
    result = subprocess.run(command, env=env, capture_output=True, text=True, check=False)
    if result.returncode != 0 or not (output / PACKAGE).is_dir():
        raise RuntimeError(f"openapi-python-client failed:\n{result.stdout}\n{result.stderr}")
    for leftover in IGNORED:
        shutil.rmtree(output / leftover, ignore_errors=True)
    return output


def _files(project: Path) -> dict[str, bytes]:
    """Every file of a generated project by its relative path (what a run leaves aside)."""
    return {
        str(path.relative_to(project)): path.read_bytes()
        for path in sorted(project.rglob("*"))
        if path.is_file() and not IGNORED.intersection(path.relative_to(project).parts)
    }


def differences(expected: Path, actual: Path) -> list[str]:
    """The files that differ between two generated projects, or are only in one of them."""
    left, right = _files(expected), _files(actual)
    found = [f"{name}: only in {expected}" for name in sorted(left.keys() - right.keys())]
    found += [f"{name}: only in {actual}" for name in sorted(right.keys() - left.keys())]
    found += [f"{name}: differs" for name in sorted(left.keys() & right.keys())
              if left[name] != right[name]]  # fmt: skip
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--schema", help="a URL or file of the OpenAPI document (JSON or YAML)")
    parser.add_argument("--check", action="store_true", help="only compare, change nothing")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as work:
        document = Path(work) / "openapi.json"
        if args.schema:
            schema_from(args.schema, document)
        else:
            schema_from_checkout(document)
        fresh = generate(document, Path(work) / "client")
        if args.check:
            drift = differences(PROJECT, fresh) if PROJECT.exists() else [f"no {PROJECT}"]
            for line in drift:
                print(line)
            print("the client is up to date" if not drift else f"regenerate with: {COMMAND}")
            return 1 if drift else 0
        shutil.rmtree(PROJECT, ignore_errors=True)
        shutil.copytree(fresh, PROJECT)
    print(f"generated {PROJECT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
