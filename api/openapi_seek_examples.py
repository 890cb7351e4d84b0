"""Examples of the quick-pairing queue's components (docs/seeks.md), for api/openapi_examples.py."""

from __future__ import annotations

from typing import Any

from games import representations as rep
from games import seek_messages as msg
from games.engines.registry import get_engine

AT = "2026-11-20T09:30:00+00:00"
EXPIRES = "2026-11-27T09:30:00+00:00"


def _seek(*, status: msg.SeekStatusName = "waiting", game: int | None = None) -> msg.Seek:
    return {
        "id": 12,
        "game_type": "hachi",
        "seats": 2,
        "rated": True,
        "time_per_move": 259200,
        "options": get_engine("hachi").validate_options(None, 2),
        "status": status,
        "waiting": 1 if status == "waiting" else 0,
        "created_at": AT,
        "expires_at": EXPIRES,
        "ended_at": None if status == "waiting" else AT,
        "game": game,
    }


def seek_examples(game: rep.Game) -> dict[str, dict[str, dict[str, Any]]]:
    """``game``: a started game of the examples, for the answer that starts one."""
    queue: msg.SeekQueue = {
        "game_type": "hachi-hachi",
        "seats": 3,
        "rated": True,
        "time_per_move": 259200,
        "options": get_engine("hachi-hachi").validate_options(None, 3),
        "waiting": 2,
    }
    matched: msg.SeekMatched = {
        "seek": {
            **_seek(status="matched", game=game["id"]),
            "game_type": game["game_type"],
            "seats": len(game["seats"]),
            "options": game["options"],
            "rated": game["rated"],
            "time_per_move": game["time_per_move"],
        },
        "game": game,
    }
    seeks: msg.Seeks = {
        "seeks": [_seek(), _seek(status="matched", game=42) | {"id": 11}],
        "queues": [
            queue,
            {
                **queue,
                "game_type": "hachi",
                "seats": 2,
                "options": _seek()["options"],
                "waiting": 1,
            },
        ],
    }
    return {
        "Seek": {"waiting": {"summary": "Waiting", "value": _seek()}},
        "Seeks": {"mine": {"summary": "A seek waiting, one matched", "value": seeks}},
        "SeekMatched": {"started": {"summary": "The table is full", "value": matched}},
        "SeekCreate": {
            "hachi": {
                "summary": "Two players, rated, three days a move",
                "value": {"game_type": "hachi", "seats": 2, "time_per_move": 259200},
            },
            "casual": {
                "summary": "Hachi-Hachi for three, casual",
                "value": {"game_type": "hachi-hachi", "seats": 3, "rated": False},
            },
        },
    }
