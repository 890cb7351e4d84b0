"""py-spy flame graphs of a running benchmark server (``--profile DIR`` of bench/api.py)."""

from __future__ import annotations

import contextlib
import re
import shutil
import subprocess
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

from bench.support import children_of


def daphne_pids(port: int) -> list[int]:
    """The Daphne processes that ``config.web --port <port>`` started."""
    servers = []
    for entry in Path("/proc").iterdir():
        with contextlib.suppress(OSError):
            words = (entry / "cmdline").read_bytes().split(b"\x00")
            if b"config.web" in words and str(port).encode() in words:
                servers.append(int(entry.name))
    return [child for server in servers for child in children_of(server)]


class Profiler:
    """Records ``py-spy`` SVGs of the first Daphne process while a phase runs, and prints the
    phase's hottest frames; does nothing without a folder."""

    def __init__(self, port: int, folder: Path | None) -> None:
        self.port, self.folder = port, folder

    @contextlib.contextmanager
    def record(self, name: str, seconds: float) -> Iterator[None]:
        if self.folder is None:
            yield
            return
        spy = shutil.which("py-spy") or str(Path(__file__).parents[1] / ".venv/bin/py-spy")
        self.folder.mkdir(parents=True, exist_ok=True)
        pid = daphne_pids(self.port)[0]
        out = self.folder / f"{name}.svg"
        raw = self.folder / f"{name}.stacks"
        recorders = [
            subprocess.Popen(
                [
                    spy,
                    "record",
                    "-p",
                    str(pid),
                    "-o",
                    str(path),
                    "-d",
                    str(int(seconds)),
                    "-r",
                    "250",
                    "--nonblocking",
                    "-f",
                    form,
                ],
                stdout=subprocess.DEVNULL,
            )
            for path, form in ((out, "flamegraph"), (raw, "raw"))
        ]
        try:
            yield
        finally:
            for recorder in recorders:
                recorder.wait(timeout=seconds + 60)
            if out.exists():
                out.write_text(titled(out.read_text(), f"{name}: py-spy, {int(seconds)} s"))
            if raw.exists():
                print(f"{name}: the ten hottest frames by own time")
                for share, frame in hottest(raw.read_text()):
                    print(f"  {share:6.1%}  {frame}")
                raw.unlink()


def hottest(stacks: str, count: int = 10) -> list[tuple[float, str]]:
    """The frames most often on top of the sampled stacks (py-spy's raw format: one
    ``frame;frame;... samples`` line per stack), with their share of all samples."""
    own: Counter[str] = Counter()
    for line in stacks.splitlines():
        stack, _, samples = line.rpartition(" ")
        if stack:
            own[stack.rsplit(";", 1)[-1]] += int(samples)
    total = sum(own.values()) or 1
    return [(n / total, frame) for frame, n in own.most_common(count)]


def titled(svg: str, title: str) -> str:
    """The flame graph's heading says what was measured, not the command with this machine's
    paths and process id."""
    return re.sub(r'(<text id="title"[^>]*>)[^<]*(</text>)', rf"\g<1>{title}\g<2>", svg)
