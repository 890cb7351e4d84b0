"""Hidden information is sacred in webhooks too: a delivery's body carries ids, kinds and links,
never a view of a hand. Every game type is played with each player's endpoint taking every
kind (an invitation, a challenge, the start, turns, deadline warnings, the end); every body
recorded must be exactly the declared shape and hold none of the strings any seat or a
spectator may not see at any step (hands, draw piles, the seed), by the check of the API's own
hidden-information test."""

from __future__ import annotations

import json
import random
from datetime import timedelta

import pytest

from games import challenge_services, services
from games.engines.registry import get_engine
from games.models import Game, GameStatus, Seat, WebhookDelivery
from games.reminders import reminders_decide
from games.webhook_messages import WEBHOOK_KINDS
from tests.api.test_hidden_information import leaks
from tests.factories import SHORT_OPTIONS, persona
from tests.webhooks.support import endpoint_for

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("cheap_passwords")]
PLAYERS = {"hachi": 2, "hachi-hachi": 3, "hachi-train": 3, "take-the-train": 3, "fast-train": 2}
MOVES = 12  # a few of each seat's turns; no game of these options ends this soon


def _hidden_now(game: Game) -> set[str]:
    engine = get_engine(game.game_type)
    state = engine.state_from_json(game.started_state())
    seats: list[int | None] = [*range(game.num_seats), None]
    return {text for seat in seats for text in engine.hidden_from(state, seat)}


@pytest.mark.parametrize("game_type", list(PLAYERS))
def test_no_webhook_body_shows_anything_hidden(game_type: str) -> None:
    names = ["alice", "bob", "carol"][: PLAYERS[game_type]]
    users = [persona(name, password=False) for name in names]
    for user in users:
        endpoint_for(user, f"https://bots.example/{user.username}")
    game = services.game_create(
        creator=users[0],
        game_type=game_type,
        seats=len(users),
        options=SHORT_OPTIONS[game_type],
        invite=names[1:],
    )
    for user in users[1:]:
        services.seat_join(game_id=game.pk, user=user)
    # A challenge about the same game type, declined: a challenge carries no game state.
    challenge = challenge_services.challenge_create(
        challenger=users[0], to=names[1:], game_type=game_type, seats=len(users)
    )
    challenge_services.challenge_decline(challenge_id=challenge.pk, user=users[1])
    engine, rng = get_engine(game_type), random.Random(game_type)
    hidden: set[str] = set()
    for _step in range(MOVES):
        game = Game.objects.get(pk=game.pk)
        hidden |= _hidden_now(game)
        state = engine.state_from_json(game.started_state())
        seat = rng.choice(sorted(engine.to_act(state)))
        services.move_submit(
            game_id=game.pk,
            user=users[seat],
            action=rng.choice(engine.legal_actions(state, seat)),
            expected_version=game.version,
        )
    game = Game.objects.get(pk=game.pk)
    assert game.status == GameStatus.ACTIVE
    hidden |= _hidden_now(game)
    # A rung before a deadline: the deadline warning of every seat to act.
    waiting = Seat.objects.filter(game=game, is_to_act=True).exclude(user=None)
    soon = min(s.deadline_at for s in waiting if s.deadline_at) - timedelta(hours=23)
    reminders_decide(now=soon, seat_ids=[s.pk for s in waiting])
    for user in users[1:]:  # the last one standing wins: the game ends
        services.game_resign(game_id=game.pk, user=user)

    assert hidden, "the check has something to look for"
    bodies = [json.loads(row.body) for row in WebhookDelivery.objects.order_by("pk")]
    assert {body["type"] for body in bodies} == set(WEBHOOK_KINDS), game_type
    for body in bodies:
        assert not leaks(body, hidden, game.seed), (game_type, body)
        if body["type"] == "challenge":
            assert set(body) == {"id", "type", "created_at", "user", "game", "challenge"}, body
            assert body["game"] is None
            assert body["challenge"]["id"] == challenge.pk
            continue
        assert set(body) == {"id", "type", "created_at", "user", "game"}, body
        assert body["game"] == {
            "id": game.pk,
            "url": f"http://localhost:8000/games/{game.pk}/",
            "api_url": f"http://localhost:8000/api/v1/games/{game.pk}/",
        }
        assert body["user"] in names
        assert not leaks(body, hidden, game.seed), (game_type, body)
