"""Replay every game's move log from its seed and compare with the stored snapshot.

Exit code 1 if any game differs (or cannot be replayed), 0 when all agree.
"""

from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand, CommandError

from games.selectors import game_audit


class Command(BaseCommand):
    help = "Replay every started game from its seed and move log; report snapshot mismatches."

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("game_ids", nargs="*", type=int, help="only these games")

    def handle(self, *args: Any, **options: Any) -> None:
        problems = 0
        checked = 0
        for game_id, problem in game_audit(game_ids=options["game_ids"] or None):
            checked += 1
            if problem:
                problems += 1
                self.stderr.write(f"game {game_id}: {problem}")
        self.stdout.write(f"audited {checked} games, {problems} with problems")
        if problems:
            raise CommandError(f"{problems} game(s) differ from their move log", returncode=1)
