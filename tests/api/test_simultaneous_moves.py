"""Simultaneous steps: a move is stale only if this seat's own decision changed since.

In Fast Train every seat loads the same die at once. Another seat's load does not change what
this seat may load, so a load chosen at the version the client saw is accepted even though the
game's version moved on; a new die, or the seat's own earlier load, still makes it stale.
"""

from __future__ import annotations

from functools import partial
from typing import Any

import pytest

from games.models import Seat
from tests.api.errors import assert_api_error
from tests.factories import client_for, game_started
from tests.threads import run_together

pytestmark = pytest.mark.django_db(transaction=True)

PAIRS = 200  # simultaneous pairs of loads in the threaded test


def _fast_train(alice: Any, bob: Any) -> tuple[int, dict[int, Any]]:
    """A Fast Train game of alice and bob, and their clients by seat."""
    return game_started("fast-train", [alice, bob]).pk, {0: client_for(alice), 1: client_for(bob)}


def _post(client: Any, game_id: int, action: dict[str, Any], version: int) -> Any:
    return client.post(
        f"/api/v1/games/{game_id}/moves/",
        {"action": action, "expected_version": version},
        format="json",
    )


def _offers(game_id: int, clients: dict[int, Any]) -> dict[int, dict[str, Any]]:
    return {s: c.get(f"/api/v1/games/{game_id}/legal-moves/").json() for s, c in clients.items()}


def _to_both_loading(game_id: int, clients: dict[int, Any]) -> dict[int, dict[str, Any]] | None:
    """Play (roll, or a lone seat's load) until both seats must load the same die; None if
    the game ended first."""
    for _ in range(50):
        game = clients[0].get(f"/api/v1/games/{game_id}/").json()
        if game["status"] != "active":
            return None
        if sorted(game["to_act"]) == [0, 1]:
            offers = _offers(game_id, clients)
            if all(o["actions"] and o["actions"][0]["type"] == "load" for o in offers.values()):
                return offers
        seat = game["to_act"][0]
        offer = clients[seat].get(f"/api/v1/games/{game_id}/legal-moves/").json()
        assert (
            _post(clients[seat], game_id, offer["actions"][0], offer["version"]).status_code == 201
        )
    raise AssertionError("no step where both seats load")


def _both_loading(game_id: int, clients: dict[int, Any]) -> dict[int, dict[str, Any]]:
    offers = _to_both_loading(game_id, clients)
    assert offers is not None, "the game ended before both seats loaded a die"
    return offers


def test_the_second_load_of_a_die_from_the_version_both_saw_is_accepted(alice, bob):
    game_id, clients = _fast_train(alice, bob)
    offers = _both_loading(game_id, clients)
    seen = offers[0]["version"]

    first = _post(clients[0], game_id, offers[0]["actions"][0], seen)
    second = _post(clients[1], game_id, offers[1]["actions"][-1], seen)

    assert first.status_code == 201, first.json()
    assert second.status_code == 201, second.json()
    assert second.json()["version"] == seen + 2


def test_a_load_chosen_before_a_new_die_was_rolled_is_still_stale(alice, bob):
    game_id, clients = _fast_train(alice, bob)
    offers = _both_loading(game_id, clients)
    seen = offers[0]["version"]
    for seat in (0, 1):
        assert (
            _post(clients[seat], game_id, offers[seat]["actions"][0], seen + seat).status_code
            == 201
        )
    offers_now = _both_loading(game_id, clients)  # the active player rolled the next die
    assert offers_now[1]["version"] > seen + 2

    late = _post(clients[1], game_id, offers_now[1]["actions"][0], seen)

    error = assert_api_error(late, 409, "stale_version")
    assert error["details"]["version"] == offers_now[1]["version"]


def test_a_seat_that_has_loaded_cannot_load_again_from_the_old_version(alice, bob):
    game_id, clients = _fast_train(alice, bob)
    offers = _both_loading(game_id, clients)
    seen = offers[0]["version"]
    assert _post(clients[0], game_id, offers[0]["actions"][0], seen).status_code == 201

    again = _post(clients[0], game_id, offers[0]["actions"][-1], seen)

    assert_api_error(again, 409, "stale_version")
    assert Seat.objects.get(game_id=game_id, index=0).is_to_act is False


def test_a_version_ahead_of_the_game_is_refused(alice, bob):
    game_id, clients = _fast_train(alice, bob)
    offers = _both_loading(game_id, clients)

    ahead = _post(clients[0], game_id, offers[0]["actions"][0], offers[0]["version"] + 1)

    assert_api_error(ahead, 409, "stale_version")


def _load(
    answers: dict[int, Any], seat: int, client: Any, game_id: int, action: Any, version: int
) -> None:
    answers[seat] = _post(client, game_id, action, version)


@pytest.mark.slow
def test_two_seats_posting_from_one_version_at_the_same_moment_are_never_refused(
    alice, bob, settings
):
    """200 times: both seats read the same version, then post their loads at once."""
    # Hundreds of moves a minute per account, far past a player's pace: lift the limits.
    settings.AUTH_THROTTLE_RATES = {
        **settings.AUTH_THROTTLE_RATES,
        **{kind: "1000000/min" for kind in ("move", "write", "read")},
    }
    game_id, clients = _fast_train(alice, bob)
    refused: list[Any] = []
    pairs = 0
    while pairs < PAIRS:
        offers = _to_both_loading(game_id, clients)
        if offers is None:
            game_id, clients = _fast_train(alice, bob)
            continue
        seen = offers[0]["version"]
        assert offers[1]["version"] == seen
        answers: dict[int, Any] = {}

        run_together(
            [
                partial(_load, answers, s, clients[s], game_id, offers[s]["actions"][0], seen)
                for s in (0, 1)
            ]
        )
        refused += [a.json() for a in answers.values() if a.status_code != 201]
        pairs += 1

    assert refused == []
