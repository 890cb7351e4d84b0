"""Doorbell benchmark (not a test): the CPU one move's ``game.changed`` doorbell costs its process.

    REDIS_URL=redis://127.0.0.1:6379/0 .venv/bin/python -m bench.doorbells [--rings 80]

In this process, as the move pipeline rings it after a commit (games/notify.py): to a game's
group and both players' groups, with their log entries, each ring waited for (flushed) before
the next. Twice: with nobody in the groups, and with two channels in each (a game page and a
second tab). Prints the process's CPU time and the wall time per doorbell.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

GAME, PLAYERS = 7, (70, 71)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    # Below the channel layer's capacity (100 waiting messages a channel), which these channels,
    # never read, would otherwise reach.
    parser.add_argument("--rings", type=int, default=80)
    args = parser.parse_args()
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    os.environ.setdefault("SECRET_KEY", "bench-" + "k" * 60)
    os.environ.setdefault("REDIS_KEY_PREFIX", "bench-doorbells")
    import django

    django.setup()
    from asgiref.sync import async_to_sync
    from channels.layers import get_channel_layer

    from games import notify

    layer = get_channel_layer()
    groups = [notify.game_group(GAME), *(notify.user_group(user) for user in PLAYERS)]
    for listeners in (0, 2):
        joined = [(g, async_to_sync(layer.new_channel)()) for g in groups for _ in range(listeners)]
        for group, channel in joined:
            async_to_sync(layer.group_add)(group, channel)
        for version in range(10):  # Redis learns the scripts, the pools fill
            notify._ring(GAME, version, PLAYERS)
        notify.doorbells_flush()
        cpu, wall = time.process_time(), time.perf_counter()
        for version in range(args.rings):
            notify._ring(GAME, version, PLAYERS)
            notify.doorbells_flush()
        cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
        print(
            f"{listeners} channels per group: {1000 * cpu / args.rings:.2f} ms CPU, "
            f"{1000 * wall / args.rings:.2f} ms wall per doorbell"
        )
        for group, channel in joined:
            async_to_sync(layer.group_discard)(group, channel)


if __name__ == "__main__":
    main()
