"""Domain errors in a player's words, for the site (the API keeps its codes and messages).

The site never shows protocol words (versions, keys, "legal actions"): a player only needs to
know that nothing was played, why in a few words, and that the page now shows the game as it is.
"""

from __future__ import annotations

from games import errors

_BY_CODE = {
    "stale_version": "The game moved on while you were choosing, so nothing was played. "
    "Here it is now.",
    "idempotency_key_reused": "That page was out of date, so nothing was played. "
    "Here is the game now.",
    "idempotency_key_in_use": "That move is already being sent; wait a moment.",
    "not_your_turn": "It is not your turn at the moment, so nothing was played.",
    "game_not_active": "This game is not in play any more.",
    "game_over": "This game is over.",
    "resigned": "You resigned from this game, so you cannot move in it.",
    "illegal_action": "That move is not possible now, so nothing was played. Choose again.",
    "malformed_action": "That move could not be read, so nothing was played. Choose again.",
    "unknown_action_type": "That move could not be read, so nothing was played. Choose again.",
    "not_a_player": "You have no seat in this game.",
}


def player_message(error: errors.DomainError) -> str:
    """The sentence a player sees for ``error`` on the site."""
    if error.code in _BY_CODE:
        return _BY_CODE[error.code]
    if isinstance(error, errors.IllegalMove):
        return _BY_CODE["illegal_action"]
    return error.message
