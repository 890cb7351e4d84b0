"""The PostgreSQL connection budget: how many connections each process's pool may hold.

Every web process and every Celery worker process keeps its own pool, so the pools together
must stay under what the server accepts (``max_connections``, less what the operator keeps
for psql, migrations and backups). Past that budget the way on is PgBouncer in transaction
mode in front of PostgreSQL (docs/deploy.md), not bigger pools.
"""

from __future__ import annotations

from dataclasses import dataclass

from config.env import EnvError, env_int
from config.web import default_processes

#: Celery beat holds no pool, but a process that opens one connection counts as one.
BEAT_PROCESSES = 1


@dataclass(frozen=True)
class ConnectionBudget:
    max_connections: int
    """DB_MAX_CONNECTIONS: what the PostgreSQL server accepts from the whole site."""
    reserved: int
    """DB_RESERVED_CONNECTIONS: kept free for psql, migrations and backups."""
    processes: int
    """DB_PROCESSES: every process with a pool, on every node (web, worker children, beat)."""

    def pool_size(self) -> int:
        share = (self.max_connections - self.reserved) // self.processes
        if share < 1:
            raise EnvError(
                f"DB_MAX_CONNECTIONS={self.max_connections} (less {self.reserved} reserved) "
                f"cannot give {self.processes} processes one connection each: raise it, run "
                "fewer processes, or put PgBouncer in transaction mode in front (docs/deploy.md)."
            )
        return share


def processes_on_this_node() -> int:
    """The processes `make run` starts here: web processes, worker children and beat."""
    worker_children = env_int("WORKER_CONCURRENCY", 2, minimum=1)
    return default_processes() + worker_children + BEAT_PROCESSES
