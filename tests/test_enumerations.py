"""One source per enumeration and per limit, and every copy a framework needs pinned to it.

The sources: the Literal types of games/representations.py (statuses, timeout policies, game
slugs: tests/api/test_schema_types.py pins the registry to those) and the bot kinds of
games/engines/bots.py, whose values the API's choices take with ``get_args``; the limits are
constants (games/models.py, games/engines/registry.py, accounts/preferences.py) that the site's
forms and the API's serializers both read, so the site and the API offer the same ranges; the
editable preferences are accounts.preferences.EDITABLE, which both forms declare.
"""

from __future__ import annotations

from datetime import timedelta
from typing import Any, get_args

from accounts.forms import PreferencesForm
from accounts.preferences import EDITABLE, MAX_HOURS_BEFORE, MAX_LADDER_RUNGS
from api.serializers import GameCreateSerializer
from api.views.preferences import PreferencesChangeSerializer
from games import representations as rep
from games.challenge_services import DECLINE_REASONS
from games.engines.bots import BOTS, DEFAULT_BOT_KIND, BotKind
from games.engines.registry import MAX_PLAYERS, all_engines
from games.models import (
    DEFAULT_TIME_PER_MOVE,
    MAX_TIME_PER_MOVE,
    MIN_TIME_PER_MOVE,
    SITE_DAYS_PER_MOVE,
    Challenge,
    GameStatus,
    SeekStatus,
    TimeoutPolicy,
)
from games.seek_messages import SeekStatusName
from games.web.challenges import DECLINE_WORDS
from games.web.forms import DAY_CHOICES, GameCreateForm
from games.web.game_texts import BOT_TEXTS


def test_the_models_choices_are_the_literals() -> None:
    assert GameStatus.values == list(get_args(rep.GameStatusName))
    assert TimeoutPolicy.values == list(get_args(rep.TimeoutPolicyName))
    assert SeekStatus.values == list(get_args(SeekStatusName))
    assert Challenge.Status.values == list(get_args(rep.ChallengeStatusName))


def test_the_decline_reasons_are_the_literals_on_the_api_and_the_site() -> None:
    reasons = list(get_args(rep.DeclineReasonName))
    assert list(DECLINE_REASONS) == reasons
    assert list(DECLINE_WORDS) == reasons


def test_every_bot_kind_has_a_bot_and_a_label_on_the_site() -> None:
    kinds = list(get_args(BotKind))
    assert list(BOTS) == kinds
    assert set(BOT_TEXTS) == set(kinds)
    assert next(iter(BOT_TEXTS)) == DEFAULT_BOT_KIND  # the site offers the default first
    assert rep.bot_kind(DEFAULT_BOT_KIND) == DEFAULT_BOT_KIND


def test_the_api_takes_the_bot_kinds_and_timeout_policies_of_the_literals() -> None:
    fields: dict[str, Any] = GameCreateSerializer().fields
    assert list(fields["bots"].child.choices) == list(get_args(BotKind))
    assert list(fields["timeout_policy"].choices) == list(get_args(rep.TimeoutPolicyName))
    assert fields["timeout_policy"].default == TimeoutPolicy.BOT


def test_the_site_offers_the_reminder_lead_the_api_allows() -> None:
    site = PreferencesForm().fields["remind_hours_before"]
    api = PreferencesChangeSerializer().fields["remind_hours_before"]
    assert (site.min_value, site.max_value) == (1, MAX_HOURS_BEFORE) == (1, 720)
    assert (api.child.min_value, api.child.max_value) == (1, MAX_HOURS_BEFORE)
    assert api.max_length == MAX_LADDER_RUNGS


def test_the_site_and_the_api_take_every_editable_preference() -> None:
    assert list(PreferencesForm.base_fields) == list(EDITABLE)
    assert list(PreferencesChangeSerializer().fields) == list(EDITABLE)


def test_times_per_move_and_players_come_from_one_place() -> None:
    fields: dict[str, Any] = GameCreateSerializer().fields
    time_per_move = fields["time_per_move"]
    seconds = [t.total_seconds() for t in (MIN_TIME_PER_MOVE, MAX_TIME_PER_MOVE)]
    assert [time_per_move.min_value, time_per_move.max_value] == seconds
    assert time_per_move.default == DEFAULT_TIME_PER_MOVE.total_seconds()
    assert [days for days, _ in DAY_CHOICES] == list(SITE_DAYS_PER_MOVE)
    assert all(
        MIN_TIME_PER_MOVE <= timedelta(days=days) <= MAX_TIME_PER_MOVE
        for days in SITE_DAYS_PER_MOVE
    )
    assert DEFAULT_TIME_PER_MOVE.days in SITE_DAYS_PER_MOVE
    assert GameCreateForm.base_fields["days_per_move"].initial == DEFAULT_TIME_PER_MOVE.days
    assert fields["seats"].max_value == MAX_PLAYERS == max(e.max_players for e in all_engines())
    assert fields["invite"].max_length == fields["bots"].max_length == MAX_PLAYERS - 1
