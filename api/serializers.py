"""Request bodies: strict types, so a string "3" is not a version and 1 is not true.

What the API answers is declared once as TypedDicts (games/representations.py,
accounts/representations.py) and documented from them (api/openapi_types.py); the JSON fields
of these requests (an action, options) are documented by the components the games declare.
"""

from __future__ import annotations

from datetime import timedelta
from typing import Any, get_args

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from accounts import usernames
from accounts.models import EMAIL_MAX_LENGTH, STORED_USERNAME_MAX_LENGTH, TOKEN_NAME_MAX_LENGTH
from accounts.scopes import SCOPES
from api.openapi_types import schema_ref
from games import representations as rep
from games.engines.bots import BotKind
from games.engines.registry import MAX_PLAYERS
from games.models import (
    DEFAULT_TIME_PER_MOVE,
    GAME_TYPE_MAX_LENGTH,
    MAX_TIME_PER_MOVE,
    MIN_TIME_PER_MOVE,
    SITE_DAYS_PER_MOVE,
    TIME_PER_MOVE_RANGE,
    TimeoutPolicy,
)

#: Longer passwords are refused unread (hashing a huge one costs the server).
PASSWORD_MAX_LENGTH = 256


class StrictIntegerField(serializers.IntegerField):
    def to_internal_value(self, data: Any) -> int:
        if isinstance(data, bool) or not isinstance(data, int):
            self.fail("invalid")
        return int(super().to_internal_value(data))


class StrictBooleanField(serializers.BooleanField):
    def to_internal_value(self, data: Any) -> bool:
        if not isinstance(data, bool):
            self.fail("invalid", input=data)
        return data


class StrictCharField(serializers.CharField):
    def to_internal_value(self, data: Any) -> str:
        if not isinstance(data, str):
            self.fail("invalid")
        return str(super().to_internal_value(data))


class SignUpSerializer(serializers.Serializer[Any]):
    username = StrictCharField(max_length=STORED_USERNAME_MAX_LENGTH, help_text=usernames.RULE)
    password = StrictCharField(max_length=PASSWORD_MAX_LENGTH, write_only=True)
    email = serializers.EmailField(
        max_length=EMAIL_MAX_LENGTH, help_text="Unique; a link to verify it is mailed at once."
    )

    def validate_username(self, value: str) -> str:
        problem = usernames.username_problem(value)
        if problem:
            raise serializers.ValidationError(problem)
        return value


class TokenRequestSerializer(serializers.Serializer[Any]):
    username = StrictCharField(max_length=STORED_USERNAME_MAX_LENGTH)
    password = StrictCharField(max_length=PASSWORD_MAX_LENGTH, write_only=True)
    name = StrictCharField(
        max_length=TOKEN_NAME_MAX_LENGTH,
        required=False,
        default="api",
        help_text="Name the token (e.g. your bot's name) to replace your earlier token of that "
        "name instead of adding one; unnamed sign-ins add a token named 'api'.",
    )


class TokenCreateSerializer(serializers.Serializer[Any]):
    name = StrictCharField(max_length=TOKEN_NAME_MAX_LENGTH, required=False, default="api")
    scopes = serializers.ListField(
        child=serializers.ChoiceField(choices=list(SCOPES)),
        required=False,
        allow_empty=False,
        max_length=len(SCOPES),
        help_text="What the token may do (docs/oauth.md). Left out: all scopes when signed in "
        "on the site, the scopes of the token making it otherwise; a token never makes a token "
        "with a scope it lacks.",
    )
    expires_at = serializers.DateTimeField(
        required=False,
        allow_null=True,
        default=None,
        help_text="When the token stops working (in the future); never when left out.",
    )


@extend_schema_field(schema_ref("GameAction"))
class ActionField(serializers.DictField):
    """An action: one of the game's, exactly as legal-moves lists it."""


@extend_schema_field({"type": "string", "enum": list(get_args(rep.GameSlug))})
class GameSlugField(StrictCharField):
    """A game type's slug (the service names an unknown one in its own words)."""


@extend_schema_field(schema_ref("GameOptions"))
class OptionsField(serializers.DictField):
    """A game's options: any left out take their defaults."""


class GameCreateSerializer(serializers.Serializer[Any]):
    game_type = GameSlugField(max_length=GAME_TYPE_MAX_LENGTH)
    seats = StrictIntegerField(min_value=1, max_value=MAX_PLAYERS)
    options = OptionsField(
        required=False,
        default=dict,
        help_text="The game's options (`GET /api/v1/game-types/`); any left out take their "
        "defaults.",
    )
    time_per_move = StrictIntegerField(
        min_value=int(MIN_TIME_PER_MOVE.total_seconds()),
        max_value=int(MAX_TIME_PER_MOVE.total_seconds()),
        required=False,
        default=int(DEFAULT_TIME_PER_MOVE.total_seconds()),
        help_text="Seconds per move ({} to {}; the site offers {} days).".format(
            *TIME_PER_MOVE_RANGE, ", ".join(map(str, SITE_DAYS_PER_MOVE))
        ),
    )
    is_public = StrictBooleanField(required=False, default=True)
    timeout_policy = serializers.ChoiceField(
        choices=get_args(rep.TimeoutPolicyName), required=False, default=TimeoutPolicy.BOT.value
    )
    invite = serializers.ListField(
        child=StrictCharField(max_length=STORED_USERNAME_MAX_LENGTH),
        required=False,
        default=list,
        max_length=MAX_PLAYERS - 1,
    )
    bots = serializers.ListField(
        child=serializers.ChoiceField(choices=get_args(BotKind)),
        required=False,
        default=list,
        max_length=MAX_PLAYERS - 1,
        help_text='Bot kinds for the last seats, e.g. ["greedy"].',
    )
    rated = StrictBooleanField(
        required=False,
        help_text="Whether the game counts for the players' ratings of its game type. Only a "
        "game of two or more seats and no bot can be rated; it then is unless you send false "
        "(casual). Left out with bots or a single seat: casual.",
    )

    def validated_time(self) -> timedelta:
        return timedelta(seconds=self.validated_data["time_per_move"])


class MoveSerializer(serializers.Serializer[Any]):
    action = ActionField(help_text="One of the actions listed by legal-moves, unchanged.")
    expected_version = StrictIntegerField(
        min_value=0,
        help_text="The `version` you chose the action at. Stale (409) only if your own decision "
        "changed since: in a simultaneous step the other seats' moves do not make it stale.",
    )
