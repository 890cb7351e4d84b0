"""Print a fresh VAPID key pair as environment lines, for Web Push (README "Configuration")."""

from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand

from games.push_keys import vapid_keys_new


class Command(BaseCommand):
    help = "Print a new VAPID key pair for Web Push reminders (set VAPID_SUBJECT yourself)."

    def handle(self, *args: Any, **options: Any) -> None:
        keys = vapid_keys_new()
        self.stdout.write(f"VAPID_PUBLIC_KEY={keys.public_key}")
        self.stdout.write(f"VAPID_PRIVATE_KEY={keys.private_key}")
        self.stdout.write("VAPID_SUBJECT=mailto:you@example.com")
