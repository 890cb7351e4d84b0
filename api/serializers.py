"""Request bodies: strict types, so a string "3" is not a version and 1 is not true."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from rest_framework import serializers

from accounts import usernames
from accounts.models import EMAIL_MAX_LENGTH
from api.errors import codes_by_status


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
    username = StrictCharField(max_length=150, help_text=usernames.RULE)
    password = StrictCharField(max_length=256, write_only=True)
    email = serializers.EmailField(
        max_length=EMAIL_MAX_LENGTH, help_text="Unique; a link to verify it is mailed at once."
    )

    def validate_username(self, value: str) -> str:
        problem = usernames.username_problem(value)
        if problem:
            raise serializers.ValidationError(problem)
        return value


class TokenRequestSerializer(serializers.Serializer[Any]):
    username = StrictCharField(max_length=150)
    password = StrictCharField(max_length=256, write_only=True)
    name = StrictCharField(
        max_length=64,
        required=False,
        default="api",
        help_text="Name the token (e.g. your bot's name) to replace your earlier token of that "
        "name instead of adding one; unnamed sign-ins add a token named 'api'.",
    )


class GameCreateSerializer(serializers.Serializer[Any]):
    game_type = StrictCharField(max_length=32)
    seats = StrictIntegerField(min_value=1, max_value=8)
    options = serializers.DictField(required=False, default=dict)
    time_per_move = StrictIntegerField(
        min_value=3600,
        max_value=30 * 86400,
        required=False,
        default=3 * 86400,
        help_text="Seconds per move (1 hour to 30 days; the site offers 1, 2, 3, 5, 7, 14 days).",
    )
    is_public = StrictBooleanField(required=False, default=True)
    timeout_policy = serializers.ChoiceField(
        choices=["bot", "skip", "forfeit"], required=False, default="bot"
    )
    invite = serializers.ListField(
        child=StrictCharField(max_length=150), required=False, default=list, max_length=7
    )
    bots = serializers.ListField(
        child=serializers.ChoiceField(choices=["random", "greedy"]),
        required=False,
        default=list,
        max_length=7,
        help_text='Bot kinds for the last seats, e.g. ["greedy"].',
    )

    def validated_time(self) -> timedelta:
        return timedelta(seconds=self.validated_data["time_per_move"])


class MoveSerializer(serializers.Serializer[Any]):
    action = serializers.DictField(help_text="One of the actions listed by legal-moves.")
    expected_version = StrictIntegerField(
        min_value=0,
        help_text="The `version` you chose the action at. Stale (409) only if your own decision "
        "changed since: in a simultaneous step the other seats' moves do not make it stale.",
    )


class GameSerializer(serializers.Serializer[Any]):
    """Documentation of the game representation (rendered by games.selectors.game_payload)."""

    id = serializers.IntegerField()
    game_type = serializers.CharField()
    engine_version = serializers.IntegerField(
        help_text="The version of the game's rules engine it was created with (replay with it)."
    )
    status = serializers.ChoiceField(choices=["open", "active", "finished", "cancelled"])
    version = serializers.IntegerField()
    options = serializers.DictField()
    is_public = serializers.BooleanField()
    time_per_move = serializers.IntegerField()
    timeout_policy = serializers.CharField()
    seats = serializers.ListField(child=serializers.DictField())
    my_seat = serializers.IntegerField(allow_null=True)
    invited = serializers.BooleanField(
        help_text="You have a pending invitation to this open game: accept it with "
        "POST .../accept/ (or join/), decline it with POST .../decline/."
    )
    to_act = serializers.ListField(child=serializers.IntegerField())
    deadlines = serializers.ListField(child=serializers.DictField())
    view = serializers.DictField(allow_null=True)
    result = serializers.DictField(allow_null=True)
    seed_hash = serializers.CharField()
    seed = serializers.CharField(allow_null=True)
    created_by = serializers.CharField()
    created_at = serializers.DateTimeField()
    started_at = serializers.DateTimeField(allow_null=True)
    finished_at = serializers.DateTimeField(allow_null=True)
    rematch_of = serializers.IntegerField(allow_null=True)


class LegalMovesSerializer(serializers.Serializer[Any]):
    version = serializers.IntegerField()
    actions = serializers.ListField(child=serializers.DictField())


def _codes_help() -> str:
    by_status = "; ".join(
        f"{status}: {', '.join(codes)}" for status, codes in codes_by_status().items()
    )
    return (
        "Stable and machine-readable: branch on it (new codes may be added). "
        f"By HTTP status: {by_status}."
    )


class ErrorBodySerializer(serializers.Serializer[Any]):
    code = serializers.CharField(help_text=_codes_help())
    message = serializers.CharField(help_text="A sentence for people; do not parse it.")
    details = serializers.DictField(
        help_text="An object, often empty: for `invalid` the field names with their messages, "
        "for `stale_version` the game's current `version`."
    )


class ErrorSerializer(serializers.Serializer[Any]):
    """The one error shape of the API, whatever the status (design §5)."""

    error = ErrorBodySerializer()


# ----- response documentation (the views render plain dicts; these only describe them) -------


class UserSerializer(serializers.Serializer[Any]):
    id = serializers.IntegerField()
    username = serializers.CharField()
    email = serializers.EmailField()
    date_joined = serializers.DateTimeField()


class TokenIssuedSerializer(serializers.Serializer[Any]):
    token = serializers.CharField(help_text="The key: shown this once, never again.")
    id = serializers.IntegerField()
    name = serializers.CharField()
    replaced = serializers.IntegerField(
        help_text="How many of your tokens with this name the new one replaced (revoked): a "
        "sign-in that names its token keeps one token of that name."
    )


class TokenInfoSerializer(serializers.Serializer[Any]):
    id = serializers.IntegerField()
    name = serializers.CharField()
    prefix = serializers.CharField(help_text="The first 8 characters of the key.")
    created_at = serializers.DateTimeField()
    last_used_at = serializers.DateTimeField(allow_null=True)


class TurnSerializer(serializers.Serializer[Any]):
    game = serializers.IntegerField()
    game_type = serializers.CharField()
    seat = serializers.IntegerField()
    version = serializers.IntegerField()
    deadline_at = serializers.DateTimeField(allow_null=True)


class InvitationSerializer(serializers.Serializer[Any]):
    game = GameSerializer()
    invited_by = serializers.CharField(help_text="The username of the game's creator.")
    invited_at = serializers.DateTimeField()


NEXT_HELP = (
    "The absolute URL of the next page (same filters and `limit`, with a `cursor`), or null "
    "on the last page."
)


def next_field() -> serializers.URLField:
    return serializers.URLField(allow_null=True, help_text=NEXT_HELP)


class InvitationsSerializer(serializers.Serializer[Any]):
    invitations = InvitationSerializer(many=True)
    next = next_field()


class TurnsSerializer(serializers.Serializer[Any]):
    turns = TurnSerializer(many=True)
    next = next_field()


class TokensSerializer(serializers.Serializer[Any]):
    tokens = TokenInfoSerializer(many=True)
    next = next_field()


class GameTypeSerializer(serializers.Serializer[Any]):
    slug = serializers.CharField()
    name = serializers.CharField()
    min_players = serializers.IntegerField()
    max_players = serializers.IntegerField()
    version = serializers.IntegerField()
    options = serializers.ListField(
        child=serializers.DictField(), help_text="name, kind, default, description, ..."
    )


class GameTypesSerializer(serializers.Serializer[Any]):
    game_types = GameTypeSerializer(many=True)


class GamePageSerializer(serializers.Serializer[Any]):
    count = serializers.IntegerField(help_text="How many games the filters select, all pages.")
    next = next_field()
    previous = serializers.URLField(
        allow_null=True,
        help_text="The absolute URL of the page before, or null on the first page.",
    )
    results = GameSerializer(many=True)


class LoggedMoveSerializer(serializers.Serializer[Any]):
    seq = serializers.IntegerField()
    seat = serializers.IntegerField()
    action = serializers.JSONField(help_text="As the caller may see it (complete after the end).")
    events = serializers.ListField(child=serializers.JSONField())
    by_bot = serializers.BooleanField()
    created_at = serializers.DateTimeField()


class MoveLogSerializer(serializers.Serializer[Any]):
    version = serializers.IntegerField()
    moves = LoggedMoveSerializer(many=True)
    has_more = serializers.BooleanField(help_text="More moves follow: `next` is their page.")
    next = next_field()


class RecordPlayerSerializer(serializers.Serializer[Any]):
    seat = serializers.IntegerField()
    username = serializers.CharField(allow_null=True)
    bot_kind = serializers.CharField(allow_null=True)


class RecordSerializer(serializers.Serializer[Any]):
    """Documentation of a game record (rendered by games.selectors.game_record)."""

    format = serializers.CharField(help_text="`hachi-station-record/1`.")
    game_id = serializers.IntegerField()
    game_type = serializers.CharField()
    engine_version = serializers.IntegerField()
    options = serializers.DictField()
    players = RecordPlayerSerializer(many=True)
    status = serializers.CharField()
    result = serializers.DictField(allow_null=True)
    seed_hash = serializers.CharField()
    seed = serializers.CharField(
        allow_null=True, help_text="After the end: replaying `moves` from it gives the game."
    )
    complete = serializers.BooleanField(
        help_text="True once the game is over: every action and event, nothing redacted."
    )
    created_at = serializers.DateTimeField()
    started_at = serializers.DateTimeField(allow_null=True)
    finished_at = serializers.DateTimeField(allow_null=True)
    moves = LoggedMoveSerializer(many=True)


class GameStatsSerializer(serializers.Serializer[Any]):
    game_type = serializers.CharField()
    played = serializers.IntegerField()
    won = serializers.IntegerField()
    average_score = serializers.FloatField()
    average_rank = serializers.FloatField()


class RecentGameSerializer(serializers.Serializer[Any]):
    game = serializers.IntegerField()
    game_type = serializers.CharField()
    status = serializers.ChoiceField(choices=["open", "active", "finished", "cancelled"])
    seat = serializers.IntegerField()
    rank = serializers.IntegerField(allow_null=True)
    score = serializers.IntegerField(allow_null=True)
    won = serializers.BooleanField()
    finished_at = serializers.DateTimeField(allow_null=True)


class ProfileSerializer(serializers.Serializer[Any]):
    username = serializers.CharField()
    date_joined = serializers.DateTimeField()
    stats = GameStatsSerializer(many=True)
    recent_games = RecentGameSerializer(many=True)
