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

SD_LISTEN_FDS_START = 3


def default_processes() -> int:
    configured = os.environ.get("WEB_PROCESSES")
    if configured:
        return int(configured)
    return min(8, 2 * (os.cpu_count() or 1))


def listening_socket(host: str, port: int) -> socket.socket:
    """A bound, listening, inheritable socket that other processes may bind to as well."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
    sock.bind((host.strip("[]"), port))
    sock.listen(1024)
    sock.setblocking(False)
    sock.set_inheritable(True)
    return sock


def child_command(fd: int, family: socket.AddressFamily, extra: Sequence[str]) -> list[str]:
    domain = "INET6" if family == socket.AF_INET6 else "INET"
    return [sys.executable, "-m", "config.web", "--child", str(fd), domain, *extra]


def run_child(fd: int, domain: str, extra: Sequence[str]) -> int:
    """Daphne on an inherited listening socket, handed over the way systemd does it.

    Twisted adopts the sockets that LISTEN_FDS, LISTEN_FDNAMES and LISTEN_PID name, from
    descriptor 3 on, and reads those variables when it is imported: so they are set, and the
    socket moved, before Daphne is imported.
    """
    if fd != SD_LISTEN_FDS_START:
        os.dup2(fd, SD_LISTEN_FDS_START)
        os.close(fd)
    os.environ.update(LISTEN_FDS="1", LISTEN_FDNAMES="web", LISTEN_PID=str(os.getpid()))
    from daphne.cli import CommandLineInterface

    endpoint = f"systemd:domain={domain}:name=web"
    # Last, so it wins over any verbosity in ``extra``: at 1 or more Daphne logs raw paths.
    quiet = ["--verbosity", "0"]
    CommandLineInterface().run(["-e", endpoint, *extra, *quiet, "config.asgi:application"])
    return 0


def serve(host: str, port: int, processes: int, extra: Sequence[str] = ()) -> int:
    sockets = [listening_socket(host, port) for _ in range(processes)]
    stop = StopSignal()
    children: dict[str, subprocess.Popen[bytes]] = {}
    try:
        for number, sock in enumerate(sockets):
            command = child_command(sock.fileno(), sock.family, extra)
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
    parser.add_argument("--child", nargs=2, metavar=("FD", "DOMAIN"), help=argparse.SUPPRESS)
    args, extra = parser.parse_known_args(argv)
    if any(arg.startswith("--access-log") for arg in extra):
        parser.error("Daphne's access log prints secrets in paths; the site logs each request")
    if args.child:
        return run_child(int(args.child[0]), args.child[1], extra)
    if args.processes < 1:
        parser.error("--processes must be at least 1")
    return serve(args.host, args.port, args.processes, extra)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
