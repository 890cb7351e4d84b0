"""The closed set of domain errors, of games and accounts alike. Each carries its HTTP status
and its ``code``; ``api.errors`` maps them once. The codes are the API's contract: a renamed
class keeps its code (tests/api/test_schema_errors.py pins them).

Messages are written for players and never contain hidden information (no cards, no seed).
"""

from __future__ import annotations

from typing import Any


class DomainError(Exception):
    """A request the domain refuses; the subclasses say why (the base is never raised)."""

    status = 400
    code = "bad_request"

    def __init__(self, message: str, *, code: str | None = None, details: Any = None) -> None:
        super().__init__(message)
        self.message = message
        if code:
            self.code = code
        self.details = details or {}


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
    "not_open": GameNotActive,
    "already_started": GameNotActive,
    "resigned": GameNotActive,
    "game_over": IllegalMove,
    "malformed_action": IllegalMove,
    "unknown_action_type": IllegalMove,
}
