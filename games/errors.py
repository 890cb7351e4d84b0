"""The closed set of domain errors, of games and accounts alike, and the one shape the API
answers every error in (``ErrorAnswer``). Each error carries its HTTP status and its ``code``;
``api.errors`` maps them once. The codes are the API's contract: a renamed class keeps its code
(tests/api/test_schema_errors.py pins them).

Messages are written for players and never contain hidden information (no cards, no seed).
"""

from __future__ import annotations

from typing import Annotated, TypedDict

from games.json_types import component

#: ``invalid``'s details: each field (a nested one by its dotted path, ``bots.1``;
#: ``non_field_errors`` for the request as a whole) with the list of its messages.
FieldMessages = dict[str, list[str]]


class ErrorDetails(TypedDict, total=False):
    """An object, often empty. For ``invalid``: each field (a nested one by its dotted path,
    ``bots.1``; ``non_field_errors`` for the request as a whole) with the list of its
    messages. Other codes add the keys below."""

    version: int
    """``stale_version``: the game's version now (fetch the game again)."""
    remaining_days: float
    """``vacation_allowance``: the vacation days left this year."""
    request_id: str
    """``server_error``: the request's id (also the ``X-Request-ID`` header), for a report."""
    scope: str
    """``insufficient_scope``: the scope the operation needs, which the token lacks."""


#: What a refusal carries for programs: the keys above, or ``invalid``'s field messages (a
#: TypedDict cannot say "these keys, and any other with a list of messages"; the document's
#: ``ErrorDetails`` does, api/error_schema.py).
Details = ErrorDetails | FieldMessages


class ErrorBody(TypedDict):
    """What went wrong: a code for programs, a sentence for people, details for both."""

    code: str
    """Stable and machine-readable: branch on it (new codes may be added)."""
    message: str
    """A sentence for people; do not parse it."""
    details: Annotated[Details, component("ErrorDetails")]


class ErrorAnswer(TypedDict):
    """The one error shape of the API, whatever the status."""

    error: ErrorBody


def error_answer(code: str, message: str, details: Details | None = None) -> ErrorAnswer:
    """The body of every API error, built here only: by the API's exception handler and by
    the site's answers to what Django refuses before the API sees it (config/views.py)."""
    return {"error": {"code": code, "message": message, "details": details or {}}}


class DomainError(Exception):
    """A request the domain refuses; the subclasses say why (the base is never raised)."""

    status = 400
    code = "bad_request"

    def __init__(
        self, message: str, *, code: str | None = None, details: Details | None = None
    ) -> None:
        super().__init__(message)
        self.message = message
        if code:
            self.code = code
        self.details: Details = details or {}

    def field_problems(self) -> FieldMessages:
        """The messages of each field the refusal names (``invalid``'s details; the other keys,
        such as ``version``, are for programs and left out)."""
        return {k: v for k, v in self.details.items() if isinstance(v, list)}


class InvalidRequest(DomainError):
    status = 400
    code = "invalid"


class Unauthorized(DomainError):
    status = 401
    code = "not_authenticated"


class Forbidden(DomainError):
    status = 403
    code = "forbidden"


class NotAPlayer(Forbidden):
    """The caller has no seat in the game the request needs one in."""

    code = "not_a_player"


class InsufficientScope(Forbidden):
    """The token lacks the scope the operation needs (docs/oauth.md): a token made with it, or
    the app authorised again with it, may."""

    code = "insufficient_scope"


class NotFound(DomainError):
    status = 404
    code = "not_found"


class Conflict(DomainError):
    """The request is well formed but what it asks clashes with the current state: a taken name,
    a full game, a vacation already on (409)."""

    status = 409
    code = "conflict"


class StaleVersion(Conflict):
    code = "stale_version"


class NotYourTurn(Conflict):
    code = "not_your_turn"


class GameNotActive(Conflict):
    code = "game_not_active"


class IllegalMove(DomainError):
    status = 422
    code = "illegal_action"


class IdempotencyMismatch(DomainError):
    status = 422
    code = "idempotency_key_reused"


class TooManyStreams(DomainError):
    """The account holds the most event streams it may open at once (api/streaming.py)."""

    status = 429
    code = "too_many_streams"


# Codes given at a raise site (``code=...``) instead of the class's own, and the codes of the
# engines' IllegalAction (games.services turns them into IllegalMove, or NotYourTurn). Clients
# branch on them, so the OpenAPI document lists them (api.errors.codes_by_status);
# tests/api/test_schema_errors.py fails when a raise site uses a code missing here.
SPECIFIC_CODES: dict[str, type[DomainError]] = {
    "invalid_credentials": Unauthorized,
    "no_token": InvalidRequest,
    "username_taken": Conflict,
    "email_taken": Conflict,
    "already_joined": Conflict,
    "game_full": Conflict,
    "not_enough_players": Conflict,
    "idempotency_key_in_use": Conflict,
    "on_vacation": Conflict,
    "vacation_allowance": Conflict,
    "not_on_vacation": Conflict,
    "webhook_limit": Conflict,
    "seek_exists": Conflict,
    "seek_matched": Conflict,
    "app_limit": Conflict,
    "challenge_not_pending": Conflict,
    "already_accepted": Conflict,
    "own_challenge": Conflict,
    "has_played": Conflict,
    "already_bot": Conflict,
    "not_open": GameNotActive,
    "already_started": GameNotActive,
    "resigned": GameNotActive,
    "game_over": IllegalMove,
    "malformed_action": IllegalMove,
    "unknown_action_type": IllegalMove,
}
