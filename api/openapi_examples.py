"""Examples for the OpenAPI document, made by playing each game a few steps.

Every game's examples (its view, its legal actions, a move) come from a real engine run, so
they cannot drift from what the engines do; the rest are typed as the representations they
show, so mypy holds them to the declarations, and a test validates each against the document.
``examples_hook`` (a drf-spectacular postprocessing hook) puts them on every operation whose
request or success response is one of these components.
"""

from __future__ import annotations

import functools
import hashlib
from dataclasses import dataclass
from typing import Any

from accounts import representations as acc
from accounts.services import BOT_CONFIRMATION
from api.openapi_history_examples import history_examples
from api.openapi_seek_examples import seek_examples
from games import representations as rep
from games import socket_messages as sm
from games import webhook_messages as hooks
from games.engines.base import AnyEngine, Event
from games.engines.registry import all_engines
from games.selectors import game_types

AT = "2026-11-20T09:30:00+00:00"
LATER = "2026-11-23T09:30:00+00:00"
STEPS_IN = 4
#: The usual table of each game (the others: its smallest table of two or more).
PLAYERS = {"hachi-hachi": 3, "hachi-train": 3, "take-the-train": 3}
NAMES = ["alice", "bob", "carol", "dave"]
#: The event streams' media type (api/streaming.py): their lines' examples go there.
STREAM_MEDIA = "application/x-ndjson"


@dataclass(frozen=True)
class Sample:
    """A few steps of one game: who is to act, what they see and may do."""

    engine: AnyEngine
    players: int
    seat: int
    version: int
    view: Any
    actions: list[Any]
    to_act: list[int]
    log: list[tuple[int, Any, list[Event]]]
    seed: str


def _sample(engine: AnyEngine) -> Sample:
    players = PLAYERS.get(engine.slug, max(2, engine.min_players))
    seed = f"example-{engine.slug}"
    state = engine.setup(players=players, options={}, seed=seed)
    log: list[tuple[int, Any, list[Event]]] = []
    for _step in range(STEPS_IN):
        seat = min(engine.to_act(state))
        action = engine.legal_actions(state, seat)[0]
        state, events = engine.apply(state, seat, action)
        log.append((seat, action, events))
    seat = min(engine.to_act(state))
    return Sample(
        engine=engine,
        players=players,
        seat=seat,
        version=len(log),
        view=engine.view(state, seat),
        actions=engine.legal_actions(state, seat),
        to_act=sorted(engine.to_act(state)),
        log=log,
        seed=seed,
    )


def _seats(sample: Sample) -> list[rep.Seat]:
    return [
        {
            "index": i,
            "username": NAMES[i],
            "bot": False,
            "is_bot": False,
            "bot_kind": None,
            "resigned": False,
            "rating_change": None,
        }
        for i in range(sample.players)
    ]


def _game(sample: Sample, *, with_view: bool = True) -> rep.Game:
    engine = sample.engine
    return {
        "id": 42,
        "game_type": rep.game_slug(engine.slug),
        "engine_version": engine.version,
        "status": "active",
        "version": sample.version,
        "options": engine.validate_options({}, sample.players),
        "is_public": True,
        "time_per_move": 3 * 86400,
        "timeout_policy": "bot",
        "rated": True,
        "seats": _seats(sample),
        "my_seat": sample.seat,
        "invited": False,
        "to_act": sample.to_act,
        "deadlines": [{"seat": seat, "deadline_at": LATER} for seat in sample.to_act],
        "view": sample.view if with_view else None,
        "result": None,
        "seed_hash": hashlib.sha256(sample.seed.encode()).hexdigest(),
        "seed": None,
        "created_by": NAMES[0],
        "created_at": AT,
        "started_at": AT,
        "finished_at": None,
        "rematch_of": None,
    }


def _summary(sample: Sample) -> rep.GameSummary:
    game = _game(sample)
    return {
        "id": game["id"],
        "game_type": game["game_type"],
        "status": game["status"],
        "rated": game["rated"],
        "version": game["version"],
        "seats": [
            {"index": s["index"], "username": s["username"], "bot": False, "is_bot": s["is_bot"]}
            for s in game["seats"]
        ],
        "my_seat": game["my_seat"],
        "invited": False,
        "to_act": game["to_act"],
        "deadlines": game["deadlines"],
        "view": None,
        "result": None,
        "seed_hash": game["seed_hash"],
        "seed": None,
    }


def _logged(sample: Sample) -> list[rep.LoggedMove]:
    engine = sample.engine
    return [
        {
            "seq": seq,
            "seat": seat,
            "action": engine.action_view(action, seat, sample.seat),
            "events": [e for e in (engine.event_view(e, sample.seat) for e in events) if e],
            "by_bot": False,
            "created_at": AT,
        }
        for seq, (seat, action, events) in enumerate(sample.log, start=1)
    ]


def _record(sample: Sample) -> rep.GameRecord:
    game = _game(sample)
    return {
        "format": "hachi-station-record/1",
        "game_id": game["id"],
        "game_type": game["game_type"],
        "engine_version": game["engine_version"],
        "options": game["options"],
        "players": [
            {"seat": seat["index"], "username": seat["username"], "bot": False, "bot_kind": None}
            for seat in game["seats"]
        ],
        "status": game["status"],
        "result": None,
        "seed_hash": game["seed_hash"],
        "seed": None,
        "complete": False,
        "created_at": AT,
        "started_at": AT,
        "finished_at": None,
        "moves": _logged(sample),
    }


def _export(sample: Sample) -> acc.AccountExport:
    game = _game(sample)
    players: list[str | None] = list(NAMES[: sample.players])
    return {
        "exported_at": LATER,
        "profile": {
            "id": 1,
            "username": "alice",
            "bot": False,
            "email": "alice@example.com",
            "email_verified": True,
            "date_joined": AT,
            "last_login": LATER,
        },
        "preferences": _preferences(),
        "tokens": [
            {"name": "my-bot", "prefix": "Xy3kQ9aB", "created_at": AT, "last_used_at": LATER}
        ],
        "vacations": [{"starts_at": AT, "ends_at": LATER}],
        "games": [
            {
                "id": game["id"],
                "game_type": game["game_type"],
                "status": game["status"],
                "options": game["options"],
                "created_at": AT,
                "finished_at": None,
                "my_seat": sample.seat,
                "players": players,
                "result": None,
                "moves": _logged(sample),
            }
        ],
    }


def _per_game(make: Any) -> dict[str, dict[str, Any]]:
    return {s.engine.slug: {"summary": s.engine.name, "value": make(s)} for s in samples()}


def _one(value: Any, summary: str = "Example") -> dict[str, dict[str, Any]]:
    return {"example": {"summary": summary, "value": value}}


@functools.cache
def samples() -> tuple[Sample, ...]:
    return tuple(_sample(engine) for engine in all_engines())


def _token_info() -> acc.TokenInfo:
    return {
        "id": 7,
        "name": "my-bot",
        "prefix": "Xy3kQ9aB",
        "created_at": AT,
        "last_used_at": AT,
        "scopes": ["games:read", "games:play"],
        "expires_at": None,
    }


def _preferences() -> acc.Preferences:
    return {
        "email_reminders": True,
        "live_reminders": True,
        "push_reminders": False,
        "confirm_moves": True,
        "remind_on_turn_start": False,
        "remind_hours_before": [24],
        "timezone": "Europe/Kyiv",
        "quiet_start": "22:00",
        "quiet_end": "07:30",
        "daily_digest": False,
        "digest_hour": 8,
        "calendar_feed": False,
    }


def _webhook() -> hooks.Webhook:
    return {
        "id": 3,
        "url": "https://bots.example/hachi/events",
        "kinds": ["game_finished", "your_turn"],
        "description": "my bot",
        "created_at": AT,
        "failing_since": None,
        "previous_secret_expires_at": None,
    }


def _webhook_delivery() -> hooks.WebhookDeliveryInfo:
    event_id = "0b5f7c1e-2f4a-4c55-9a57-2d1b8a1f0c9e"
    return {
        "id": event_id,
        "type": "your_turn",
        "status": "delivered",
        "attempts": 2,
        "created_at": AT,
        "last_attempt_at": AT,
        "next_attempt_at": None,
        "response_code": 204,
        "duration_ms": 87,
        "error": None,
        "body": {
            "id": event_id,
            "type": "your_turn",
            "created_at": AT,
            "user": "alice",
            "game": {
                "id": 42,
                "url": "https://play.example/games/42/",
                "api_url": "https://play.example/api/v1/games/42/",
            },
        },
    }


def _webhook_examples() -> dict[str, dict[str, dict[str, Any]]]:
    secret = "whsec_" + "Q" * 43
    created: hooks.WebhookCreated = {**_webhook(), "secret": secret}
    rotated: hooks.WebhookSecret = {"secret": secret, "previous_secret_expires_at": LATER}
    return {
        "Webhook": _one(_webhook()),
        "Webhooks": _one({"webhooks": [_webhook()]}),
        "WebhookCreated": _one(created),
        "WebhookSecret": _one(rotated),
        "WebhookDeliveryInfo": _one(_webhook_delivery()),
        "WebhookDeliveries": _one({"deliveries": [_webhook_delivery()]}),
        "WebhookCreate": _one(
            {
                "url": "https://bots.example/hachi/events",
                "kinds": ["your_turn", "game_finished"],
                "description": "my bot",
            }
        ),
        "PatchedWebhookChange": _one({"kinds": ["your_turn", "invitation", "deadline_warning"]}),
    }


@functools.cache
def examples() -> dict[str, dict[str, dict[str, Any]]]:
    """Component name -> named examples (``{name: {"summary", "value"}}``)."""
    first = samples()[0]
    me: acc.Me = {
        "id": 1,
        "username": "alice",
        "bot": False,
        "email": "alice@example.com",
        "date_joined": AT,
    }
    issued: acc.TokenIssued = {
        "token": "Xy3kQ9aB" + "0" * 32,
        "id": 7,
        "name": "my-bot",
        "replaced": 1,
        "scopes": ["games:read", "games:play", "account:read", "account:write", "webhooks"],
        "expires_at": None,
    }
    turn: rep.Turn = {
        "game": 42,
        "game_type": "hachi",
        "seat": 1,
        "version": 4,
        "deadline_at": LATER,
    }
    vacation: acc.VacationStatus = {
        "on_vacation": True,
        "until": LATER,
        "allowance_days": 30,
        "used_days": 3.0,
        "remaining_days": 27.0,
    }
    stats: rep.GameStats = {
        "game_type": "hachi",
        "played": 12,
        "won": 7,
        "average_score": 41.5,
        "average_rank": 1.42,
    }
    recent: rep.RecentGame = {
        "game": 42,
        "game_type": "hachi",
        "status": "finished",
        "seat": 0,
        "rank": 1,
        "score": 57,
        "won": True,
        "finished_at": LATER,
    }
    return {
        "Game": _per_game(_game),
        "LegalMoves": _per_game(lambda s: {"version": s.version, "actions": s.actions}),
        "Move": _per_game(lambda s: {"action": s.actions[0], "expected_version": s.version}),
        "GameCreate": _per_game(
            lambda s: {
                "game_type": s.engine.slug,
                "seats": s.players,
                "options": {},
                "time_per_move": 259200,
                "invite": NAMES[1 : s.players],
            }
        ),
        "MoveLog": _per_game(
            lambda s: {"version": s.version, "moves": _logged(s), "has_more": False, "next": None}
        ),
        "GameRecord": _per_game(_record),
        "AccountExport": _one(_export(first)),
        "PatchedPreferencesChange": _one(
            {"remind_hours_before": [24, 2], "quiet_start": "22:00", "quiet_end": "07:30"}
        ),
        "Vacation": _one({"days": 7}),
        "GamePage": {
            "summaries": {
                "summary": "Summaries (no expand)",
                "value": {
                    "count": 5,
                    "next": None,
                    "previous": None,
                    "results": [_summary(s) for s in samples()],
                },
            },
            "views": {
                "summary": "Whole games with views (?expand=view)",
                "value": {"count": 1, "next": None, "previous": None, "results": [_game(first)]},
            },
        },
        "Invitations": _one(
            {
                "invitations": [{"game": _game(first), "invited_by": "alice", "invited_at": AT}],
                "next": None,
            }
        ),
        "GameTypes": _one(game_types()),
        "Turns": _one({"turns": [turn], "next": None}),
        "Me": _one(me),
        "TokenIssued": _one(issued),
        "Tokens": _one({"tokens": [_token_info()], "next": None}),
        "Preferences": _one(_preferences()),
        "VacationStatus": _one(vacation),
        "CalendarUrl": _one({"url": "https://play.example/calendar/Q2hhbmdlTWU.ics"}),
        **history_examples(stats=stats, recent=recent),
        "SignUp": _one(
            {"username": "alice", "password": "correct-horse-battery", "email": "a@example.com"}
        ),
        "TokenRequest": _one(
            {"username": "alice", "password": "correct-horse-battery", "name": "my-bot"}
        ),
        "AccountDelete": _one({"password": "correct-horse-battery"}),
        "TokenCreate": _one(
            {"name": "watcher", "scopes": ["games:read"], "expires_at": "2027-01-01T00:00:00Z"}
        ),
        **_webhook_examples(),
        **seek_examples(_game(first)),
        **_challenge_examples(),
        **_stream_examples(first),
    }


def _challenge_examples() -> dict[str, dict[str, dict[str, Any]]]:
    challenge: rep.Challenge = {
        "id": 12,
        "url": "https://play.example/challenges/12/",
        "status": "pending",
        "challenger": {"username": "alice", "bot": False, "accepted": True},
        "to": [{"username": "hachibot", "bot": True, "accepted": False}],
        "open": False,
        "game_type": "hachi",
        "seats": 2,
        "options": {},
        "time_per_move": 86400,
        "timeout_policy": "bot",
        "is_public": True,
        "rated": None,
        "decline_reason": None,
        "declined_by": None,
        "game": None,
        "created_at": AT,
        "expires_at": LATER,
    }
    accepted: rep.Challenge = {
        **challenge,
        "status": "accepted",
        "to": [{"username": "hachibot", "bot": True, "accepted": True}],
        "game": 42,
    }
    return {
        "Challenge": {
            "pending": {"summary": "Waiting for hachibot", "value": challenge},
            "accepted": {"summary": "Accepted: game 42 started", "value": accepted},
        },
        "Challenges": _one({"challenges": [challenge], "next": None}),
        "ChallengeCreate": {
            "named": {
                "summary": "Challenge a bot account to Hachi, a day per move",
                "value": {"to": ["hachibot"], "game_type": "hachi", "time_per_move": 86400},
            },
            "open": {
                "summary": "An open challenge: anyone signed in may accept",
                "value": {"game_type": "fast-train", "seats": 2},
            },
        },
        "ChallengeDecline": _one({"reason": "too_fast"}),
        "UpgradeToBot": _one({"confirm": BOT_CONFIRMATION}),
    }


def _stream_examples(first: Sample) -> dict[str, dict[str, dict[str, Any]]]:
    """One example of each line of the NDJSON event streams (api/streaming.py)."""
    event_id = "1795685400000-0"
    your_turn: sm.UserEventMessage = {
        "type": "user.event",
        "kind": "your_turn",
        "game": 42,
        "event_id": event_id,
    }
    changed: sm.GameChangedMessage = {
        "type": "game.changed",
        "game": 42,
        "version": 5,
        "event_id": "1795685400000-1",
    }
    keepalive: sm.StreamKeepalive = {"type": "keepalive", "since": "1795685400000-1"}
    resync: sm.StreamResync = {
        "type": "resync",
        "message": "Events after your since may have been dropped already: fetch "
        "/api/v1/me/turns/, /api/v1/me/invitations/ and your games afresh.",
        "since": "1795685460000-0",
    }
    end: sm.StreamEnd = {
        "type": "end",
        "code": "unauthorized",
        "message": "Your credentials ended: sign in again.",
    }
    state: sm.GameStateMessage = {"type": "game.state", "game": _game(first)}
    game_keepalive: sm.GameStreamKeepalive = {"type": "keepalive", "version": first.version}
    over: sm.StreamEnd = {
        "type": "end",
        "code": "game_over",
        "message": "The game is over: the line before was its last state.",
    }
    return {
        "MeStreamLine": {
            "user_event": {"summary": "Your turn (a user.event line)", "value": your_turn},
            "game_changed": {"summary": "A game of yours changed", "value": changed},
            "keepalive": {"summary": "Keep-alive, with where to resume", "value": keepalive},
            "resync": {"summary": "since was older than the log keeps", "value": resync},
            "end": {"summary": "The last line: your token was revoked", "value": end},
        },
        "GameStreamLine": {
            "state": {"summary": "The game as you see it (a game.state line)", "value": state},
            "keepalive": {"summary": "Keep-alive", "value": game_keepalive},
            "end": {"summary": "The game is over (after its last state)", "value": over},
        },
    }


def _component(schema: dict[str, Any]) -> str | None:
    ref = schema.get("$ref")
    return ref.rsplit("/", 1)[-1] if isinstance(ref, str) else None


def examples_hook(result: dict[str, Any], **_kwargs: Any) -> dict[str, Any]:
    """drf-spectacular postprocessing hook: examples on every request and success response
    whose schema is a component that has them (each defined once, under
    ``components/examples`` as ``<component>.<name>``, and referred to)."""
    known = examples()
    shared = result.setdefault("components", {}).setdefault("examples", {})
    for operations in result.get("paths", {}).values():
        for operation in operations.values():
            bodies = [operation.get("requestBody", {})]
            bodies += [r for code, r in operation.get("responses", {}).items() if code < "300"]
            for body in bodies:
                content = body.get("content", {})
                media = content.get("application/json") or content.get(STREAM_MEDIA)
                name = _component(media["schema"]) if media else None
                if media is None or name not in known:
                    continue
                media["examples"] = {}
                for key, example in known[name].items():
                    shared[f"{name}.{key}"] = example
                    media["examples"][key] = {"$ref": f"#/components/examples/{name}.{key}"}
    return result
