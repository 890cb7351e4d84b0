"""The closed set of domain errors. Each carries its HTTP status; ``api.errors`` maps them once.

Messages are written for players and never contain hidden information (no cards, no seed).
"""

from __future__ import annotations

from typing import Any


class GameError(Exception):
    status = 400
    code = "bad_request"

    def __init__(self, message: str, *, code: str | None = None, details: Any = None) -> None:
        super().__init__(message)
        self.message = message
        if code:
            self.code = code
        self.details = details or {}


class InvalidRequest(GameError):
    status = 400
    code = "invalid"


class Unauthorized(GameError):
    status = 401
    code = "not_authenticated"


class NotMember(GameError):
    status = 403
    code = "not_a_player"


class Forbidden(GameError):
    status = 403
    code = "forbidden"


class GameNotFound(GameError):
    status = 404
    code = "not_found"


class Conflict(GameError):
    """The request is fine but the game is not in a state that allows it (409)."""

    status = 409
    code = "conflict"


class StaleVersion(Conflict):
    code = "stale_version"


class NotYourTurn(Conflict):
    code = "not_your_turn"


class GameNotActive(Conflict):
    code = "game_not_active"


class IllegalMove(GameError):
    status = 422
    code = "illegal_action"


class IdempotencyMismatch(GameError):
    status = 422
    code = "idempotency_key_reused"


# Codes given at a raise site (``code=...``) instead of the class's own, and the codes of the
# engines' IllegalAction (games.services turns them into IllegalMove, or NotYourTurn). Clients
# branch on them, so the OpenAPI document lists them (api.errors.codes_by_status);
# tests/api/test_schema_errors.py fails when a raise site uses a code missing here.
SPECIFIC_CODES: dict[str, type[GameError]] = {
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
