"""The soak's population: people with tokens and varied preferences, games of all five types.

Created in-process through the services (setting up is not what the soak measures), at the
simulated clock's start, before the web processes and the worker start.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import time, timedelta
from typing import get_args

from django.contrib.auth import get_user_model

from accounts.models import Preferences
from accounts.services import token_create
from games import services
from games.engines.bots import BotKind
from games.models import TimeoutPolicy

SEATS = {"hachi": 2, "hachi-hachi": 3, "hachi-train": 3, "take-the-train": 4, "fast-train": 2}
TIMES_PER_MOVE = [timedelta(hours=1), timedelta(hours=6), timedelta(days=1), timedelta(days=3)]
POLICIES = list(TimeoutPolicy.values)
BOT_KINDS = sorted(get_args(BotKind))
ZONES = ["UTC", "Europe/Paris", "America/New_York", "Asia/Tokyo", "Australia/Sydney"]


@dataclass(frozen=True)
class Person:
    user_id: int
    username: str
    token: str

    @property
    def address(self) -> str:
        """Where this person's requests come from, as the site's proxy would say (the soak's
        processes trust one proxy: TRUSTED_PROXY_COUNT=1), so each counts against their own
        address's limits rather than all 200 against one."""
        return f"10.{(self.user_id >> 16) & 255}.{(self.user_id >> 8) & 255}.{self.user_id & 255}"


@dataclass(frozen=True)
class World:
    people: dict[int, Person]
    game_ids: list[int]


def _preferences(user_id: int, number: int, rng: random.Random) -> Preferences:
    """Every fourth person wants turn-start reminders, every fifth has quiet hours, every
    sixth a daily digest; all get the 24 h email and live reminders."""
    quiet = number % 5 == 0
    return Preferences(
        user_id=user_id,
        remind_on_turn_start=number % 4 == 0,
        timezone=rng.choice(ZONES),
        quiet_start=time(22, 0) if quiet else None,
        quiet_end=time(7, 0) if quiet else None,
        daily_digest=number % 6 == 1,
        digest_hour=rng.choice([7, 8, 19]),
    )


def world_create(*, games: int, rng: random.Random) -> World:
    User = get_user_model()
    count = max(6, games * 2 // 3)
    users = [User(username=f"soak{i}", email=f"soak{i}@example.com") for i in range(count)]
    for user in users:
        user.set_unusable_password()
    users = User.objects.bulk_create(users)
    Preferences.objects.bulk_create(_preferences(u.pk, i, rng) for i, u in enumerate(users))
    people = {u.pk: Person(u.pk, u.username, token_create(user=u)[1]) for u in users}
    game_types = list(SEATS)
    game_ids = []
    for number in range(games):
        game_type = game_types[number % len(game_types)]
        seats = SEATS[game_type]
        bots = tuple(rng.choice(BOT_KINDS) for _ in range(rng.choice([0, 0, 1])))
        players = rng.sample(users, seats - len(bots))
        game = services.game_create(
            creator=players[0],
            game_type=game_type,
            seats=seats,
            time_per_move=rng.choice(TIMES_PER_MOVE),
            timeout_policy=rng.choice(POLICIES),
            bots=bots,
        )
        for user in players[1:]:
            services.seat_join(game_id=game.pk, user=user)
        game_ids.append(game.pk)
    return World(people=people, game_ids=game_ids)
