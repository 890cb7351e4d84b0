"""Several Daphne processes on one address: ``python -m config.web [--processes N]``.

One Daphne process runs Python on one core at a time, so a single process leaves the other
cores idle while requests queue. This starts N Daphne processes on the same host and port: each
gets its own listening socket bound with ``SO_REUSEPORT``, and the kernel spreads new
connections across them. The default is two per core (at most 8): a process also waits on the
database, and long-lived keep-alive connections (API clients, a proxy's upstream pool) seldom
split evenly, so with one per core a core can sit half idle while the other is swamped.
HTTP and WebSockets work unchanged, since every process serves both and live updates travel
through the Redis channel layer.

SIGINT or SIGTERM stops them all; if one dies, the others are stopped and the exit code is 1,
so a supervisor (systemd, the `make run` launcher) sees the failure.

Daphne's own access log is off (verbosity 0, no ``--access-log``): it prints raw paths, and a
calendar feed's path is its secret. The site writes every access line itself, redacted
(config/access_log.py).
"""

from __future__ import annotations

import argparse
import os
import socket
import subprocess
import sys
from collections.abc import Sequence

from config.processes import StopSignal, stop_all, watch


def default_processes() -> int:
    configured = os.environ.get("WEB_PROCESSES")
    if configured:
        return int(configured)
    return min(8, 2 * (os.cpu_count() or 1))


def listening_socket(host: str, port: int) -> socket.socket:
    """A bound, listening, inheritable IPv4 socket that other processes may bind to as well."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
    sock.bind((host, port))
    sock.listen(1024)
    sock.setblocking(False)
    sock.set_inheritable(True)
    return sock


def child_command(fd: int, extra: Sequence[str]) -> list[str]:
    """Daphne on an inherited listening socket through its own ``--fd`` option (Twisted's
    ``fd:`` endpoint: the reactor adopts the descriptor with its public ``adoptStreamPort``).
    Daphne's access log stays off: ``--verbosity 0`` comes last so it wins over ``extra``, since
    at 1 or more Daphne logs raw paths."""
    daphne = [sys.executable, "-m", "daphne", "--fd", str(fd), *extra, "--verbosity", "0"]
    return [*daphne, "config.asgi:application"]


def serve(host: str, port: int, processes: int, extra: Sequence[str] = ()) -> int:
    sockets = [listening_socket(host, port) for _ in range(processes)]
    stop = StopSignal()
    children: dict[str, subprocess.Popen[bytes]] = {}
    try:
        for number, sock in enumerate(sockets):
            command = child_command(sock.fileno(), extra)
            children[f"web-{number}"] = subprocess.Popen(command, pass_fds=[sock.fileno()])
        # The children hold their own copies; the parent must not accept on them.
        for sock in sockets:
            sock.close()
        if watch(children, stop):
            print("[web] a server process stopped; stopping the others", flush=True)
            return 1
        return 0
    finally:
        stop_all(list(children.values()))


def main(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--host", default=os.environ.get("HOST", "127.0.0.1"))
    parser.add_argument("--port", type=int, default=int(os.environ.get("PORT", "8000")))
    parser.add_argument(
        "--processes",
        type=int,
        default=default_processes(),
        help="Daphne processes (default: WEB_PROCESSES, else two per core, at most 8)",
    )
    args, extra = parser.parse_known_args(argv)
    if any(arg.startswith("--access-log") for arg in extra):
        parser.error("Daphne's access log prints secrets in paths; the site logs each request")
    if ":" in args.host:
        # Daphne's ``--fd`` adopts IPv4 sockets only; a TLS proxy in front listens on IPv6.
        parser.error("--host must be an IPv4 address (put the TLS proxy on IPv6)")
    if args.processes < 1:
        parser.error("--processes must be at least 1")
    return serve(args.host, args.port, args.processes, extra)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
