"""Recompute every rating from the game records (design §10): the same numbers as the live
updates, since both apply the finished rated games of a type in the same order."""

from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand, CommandError

from games.engines.registry import ENGINES
from games.rating_services import ratings_rebuild


class Command(BaseCommand):
    help = "Recompute every player's rating of each game type (or the types named) from the games."

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("game_types", nargs="*", help=f"only these: {', '.join(ENGINES)}")

    def handle(self, *args: Any, **options: Any) -> None:
        unknown = [t for t in options["game_types"] if t not in ENGINES]
        if unknown:
            raise CommandError(f"Unknown game type: {', '.join(unknown)}.")
        counts = ratings_rebuild(game_types=options["game_types"] or None)
        for game_type, games in counts.items():
            self.stdout.write(f"{game_type}: {games} rated games applied")
