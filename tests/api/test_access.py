"""Who may do what on every endpoint of api/urls.py (design §5).

Anonymous callers may read public things and sign up or sign in, and get 401 for everything
else; a signed-in player who has no seat in a game (or a seat in another game only) gets 403
for that game's player-only endpoints; a private game does not exist (404) for anyone who is
neither seated nor invited; revoked tokens stop working at once.
"""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from django.urls import URLPattern
from rest_framework.test import APIClient

from accounts.models import ApiToken
from api import urls as api_urls
from games.challenge_services import challenge_create
from games.engines.registry import get_engine
from games.models import Challenge, Game, Seek, SeekStatus, WebhookEndpoint
from games.seek_services import seek_create
from games.webhook_services import webhook_create
from tests.api.errors import assert_api_error
from tests.api.play import game_body
from tests.factories import client_for, game_started

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("cheap_passwords")]


# (method, path template) -> what an anonymous caller gets. {game} is a public active game
# of alice and bob, {token} one of alice's token ids, {user} alice's username.
ANONYMOUS_401 = [
    ("delete", "/api/v1/auth/token/"),
    ("post", "/api/v1/auth/token/rotate/"),
    ("get", "/api/v1/me/"),
    ("delete", "/api/v1/me/"),
    ("get", "/api/v1/me/export/"),
    ("get", "/api/v1/me/history/export/"),
    ("get", "/api/v1/me/turns/"),
    ("get", "/api/v1/me/invitations/"),
    ("get", "/api/v1/me/tokens/"),
    ("post", "/api/v1/me/tokens/"),
    ("delete", "/api/v1/me/tokens/{token}/"),
    ("get", "/api/v1/me/preferences/"),
    ("patch", "/api/v1/me/preferences/"),
    ("get", "/api/v1/me/vacation/"),
    ("post", "/api/v1/me/vacation/"),
    ("delete", "/api/v1/me/vacation/"),
    ("post", "/api/v1/me/calendar/"),
    ("delete", "/api/v1/me/calendar/"),
    ("get", "/api/v1/me/webhooks/"),
    ("post", "/api/v1/me/webhooks/"),
    ("get", "/api/v1/me/webhooks/{webhook}/"),
    ("patch", "/api/v1/me/webhooks/{webhook}/"),
    ("delete", "/api/v1/me/webhooks/{webhook}/"),
    ("post", "/api/v1/me/webhooks/{webhook}/rotate-secret/"),
    ("post", "/api/v1/me/webhooks/{webhook}/test/"),
    ("get", "/api/v1/me/webhooks/{webhook}/deliveries/"),
    ("post", "/api/v1/me/webhooks/{webhook}/deliveries/{delivery}/redeliver/"),
    ("get", "/api/v1/seeks/"),
    ("post", "/api/v1/seeks/"),
    ("get", "/api/v1/seeks/{seek}/"),
    ("delete", "/api/v1/seeks/{seek}/"),
    ("post", "/api/v1/games/"),
    ("post", "/api/v1/games/{game}/join/"),
    ("post", "/api/v1/games/{game}/leave/"),
    ("post", "/api/v1/games/{game}/start/"),
    ("post", "/api/v1/games/{game}/resign/"),
    ("post", "/api/v1/games/{game}/rematch/"),
    ("post", "/api/v1/games/{game}/decline/"),
    ("post", "/api/v1/games/{game}/accept/"),
    ("get", "/api/v1/games/{game}/legal-moves/"),
    ("post", "/api/v1/games/{game}/moves/"),
    ("post", "/api/v1/me/upgrade-to-bot/"),
    ("get", "/api/v1/challenges/"),
    ("post", "/api/v1/challenges/"),
    ("get", "/api/v1/challenges/{challenge}/"),
    ("post", "/api/v1/challenges/{challenge}/accept/"),
    ("post", "/api/v1/challenges/{challenge}/decline/"),
    ("post", "/api/v1/challenges/{challenge}/cancel/"),
    ("get", "/api/v1/me/stream/"),
    ("get", "/api/v1/games/{game}/stream/"),
]
#: The creating POSTs, sent with a valid body (a refusal for want of one would not tell).
CREATING = {"/api/v1/games/", "/api/v1/seeks/"}
ANONYMOUS_200 = [
    ("get", "/api/v1/users/{user}/"),
    ("get", "/api/v1/users/{user}/ratings/"),
    ("get", "/api/v1/users/{user}/history/"),
    ("get", "/api/v1/users/{user}/head-to-head/?opponent=bob"),
    ("get", "/api/v1/leaderboards/{game_type}/"),
    ("get", "/api/v1/game-types/"),
    ("get", "/api/v1/games/"),
    ("get", "/api/v1/games/{game}/"),
    ("get", "/api/v1/games/{game}/moves/"),
    ("get", "/api/v1/games/{game}/record/"),
    ("get", "/api/v1/schema/"),
    ("get", "/api/v1/asyncapi/"),
    ("get", "/api/v1/docs/"),
]
# Sign-up and sign-in are open to anonymous callers: an empty body is a 400, not a 401.
ANONYMOUS_400 = [
    ("post", "/api/v1/accounts/"),
    ("post", "/api/v1/auth/token/"),
]

# What carol (no seat in the game) gets on the game-scoped endpoints of a public active game.
STRANGER = [
    ("get", "/api/v1/games/{game}/", 200, None),
    ("get", "/api/v1/games/{game}/moves/", 200, None),
    ("get", "/api/v1/games/{game}/record/", 200, None),
    ("get", "/api/v1/games/{game}/stream/", 200, None),  # the spectator's states (unread here)
    ("get", "/api/v1/games/{game}/legal-moves/", 403, "not_a_player"),
    ("post", "/api/v1/games/{game}/moves/", 403, "not_a_player"),
    ("post", "/api/v1/games/{game}/leave/", 403, "not_a_player"),
    ("post", "/api/v1/games/{game}/resign/", 403, "not_a_player"),
    ("post", "/api/v1/games/{game}/rematch/", 403, "not_a_player"),
    ("post", "/api/v1/games/{game}/start/", 403, "forbidden"),
    ("post", "/api/v1/games/{game}/join/", 409, "not_open"),
    ("post", "/api/v1/games/{game}/decline/", 404, "not_found"),
    ("post", "/api/v1/games/{game}/accept/", 404, "not_found"),
]
GAME_SCOPED = sorted({(m, p) for m, p, _s, _c in STRANGER})


def _route_to_template(route: str) -> str:
    return "/api/" + re.sub(r"<(?:\w+:)?(\w+)>", r"{\1}", route)


def _all_endpoints() -> set[tuple[str, str]]:
    """Every (method, path) served by api/urls.py, read from the URL patterns themselves."""
    found = set()
    for pattern in api_urls.urlpatterns:
        assert isinstance(pattern, URLPattern)
        view_class = pattern.callback.view_class  # type: ignore[attr-defined]
        template = _route_to_template(str(pattern.pattern))
        for method in ("get", "post", "put", "patch", "delete"):
            if hasattr(view_class, method):
                found.add((method, template))
    return found


def _canonical(template: str) -> str:
    return (
        template.split("?")[0]
        .replace("{game}", "{game_id}")
        .replace("{token}", "{token_id}")
        .replace("{user}", "{username}")
        .replace("{webhook}", "{webhook_id}")
        .replace("{delivery}", "{delivery_id}")
        .replace("{seek}", "{seek_id}")
        .replace("{challenge}", "{challenge_id}")
    )


def test_the_tables_cover_every_endpoint_and_method() -> None:
    tabled = {(m, _canonical(p)) for m, p in ANONYMOUS_401 + ANONYMOUS_200 + ANONYMOUS_400}
    assert tabled == _all_endpoints()
    game_scoped = {e for e in _all_endpoints() if "{game_id}" in e[1]}
    assert {(m, _canonical(p)) for m, p in GAME_SCOPED} == game_scoped


# ----- helpers ------------------------------------------------------------------------------


def _create(client: APIClient, **body: Any) -> dict[str, Any]:
    r = client.post("/api/v1/games/", {"game_type": "hachi", "seats": 2, **body}, format="json")
    assert r.status_code == 201, r.json()
    return r.json()


def _call(client: APIClient, method: str, path: str, body: Any = None) -> Any:
    if method in {"post", "put", "patch"}:
        return getattr(client, method)(path, body if body is not None else {}, format="json")
    return getattr(client, method)(path)


def _fill(template: str, **values: Any) -> str:
    return template.format(**values)


def _a_legal_move(client: APIClient, game_id: int) -> dict[str, Any]:
    legal = client.get(f"/api/v1/games/{game_id}/legal-moves/").json()
    return {"action": legal["actions"][0], "expected_version": legal["version"]}


def _mover(game: dict[str, Any], by_seat: dict[int, APIClient]) -> APIClient:
    return by_seat[game["to_act"][0]]


# ----- anonymous ----------------------------------------------------------------------------


@pytest.fixture
def public_game(api_alice: APIClient, api_bob: APIClient, alice: Any, bob: Any) -> dict[str, Any]:
    return game_body(api_bob, game_started("hachi", [alice, bob]))


@pytest.mark.parametrize(("method", "template"), ANONYMOUS_401)
def test_anonymous_gets_401_on_every_private_endpoint(
    anonymous: APIClient, public_game: dict[str, Any], alice: Any, method: str, template: str
) -> None:
    token = ApiToken.objects.filter(user=alice).first()
    assert token is not None
    hook, secret = webhook_create(user=alice, url="https://bots.example/", kinds=["your_turn"])
    seek = seek_create(user=alice, game_type="hachi").seek
    # An open challenge: anyone signed in may see and accept it, nobody signed out.
    challenge = challenge_create(challenger=alice, to=[], game_type="hachi")
    path = _fill(
        template,
        game=public_game["id"],
        token=token.pk,
        user="alice",
        webhook=hook.pk,
        delivery="0b5f7c1e-2f4a-4c55-9a57-2d1b8a1f0c9e",
        seek=seek.pk,
        challenge=challenge.pk,
    )
    body = {"game_type": "hachi", "seats": 2} if template in CREATING else None
    assert_api_error(_call(anonymous, method, path, body), 401)
    assert WebhookEndpoint.objects.filter(pk=hook.pk, secret=secret).exists()  # untouched
    assert Seek.objects.get().status == SeekStatus.WAITING
    # Nothing changed: the game, its seats and alice's token are as they were.
    game = Game.objects.get(pk=public_game["id"])
    assert (game.status, game.version, game.num_seats) == ("active", 0, 2)
    assert Game.objects.count() == 1
    assert ApiToken.objects.filter(pk=token.pk).exists()
    assert Challenge.objects.get(pk=challenge.pk).status == "pending"
    assert not alice.__class__.objects.get(pk=alice.pk).is_bot_account


@pytest.mark.parametrize(("method", "template"), ANONYMOUS_200)
def test_anonymous_reads_public_things(
    anonymous: APIClient, public_game: dict[str, Any], method: str, template: str
) -> None:
    path = _fill(template, game=public_game["id"], user="alice", game_type="hachi")
    r = _call(anonymous, method, path)
    assert r.status_code == 200, r.content


@pytest.mark.parametrize(("method", "template"), ANONYMOUS_400)
def test_sign_up_and_sign_in_are_open_to_anonymous_callers(
    method: str, template: str, db: Any
) -> None:
    client = APIClient(REMOTE_ADDR="10.1.0.1")
    assert_api_error(_call(client, method, template, {}), 400, "invalid")


def test_anonymous_list_filters_on_own_games_need_sign_in(
    anonymous: APIClient, public_game: dict[str, Any]
) -> None:
    assert_api_error(anonymous.get("/api/v1/games/?mine=true"), 401)
    assert_api_error(anonymous.get("/api/v1/games/?my_turn=true"), 401)


def test_anonymous_spectator_view_of_a_public_game_hides_every_hand(
    anonymous: APIClient, api_alice: APIClient, api_bob: APIClient, public_game: dict[str, Any]
) -> None:
    game_id = public_game["id"]
    mover = _mover(public_game, {0: api_alice, 1: api_bob})
    assert (
        mover.post(
            f"/api/v1/games/{game_id}/moves/", _a_legal_move(mover, game_id), format="json"
        ).status_code
        == 201
    )

    r = anonymous.get(f"/api/v1/games/{game_id}/")
    assert r.status_code == 200
    seen = r.json()
    assert seen["my_seat"] is None
    assert seen["version"] == 1
    assert seen["seed"] is None
    assert [s["username"] for s in seen["seats"]] == ["alice", "bob"]
    assert isinstance(seen["view"], dict)
    moves = anonymous.get(f"/api/v1/games/{game_id}/moves/")
    assert moves.status_code == 200
    assert [m["seq"] for m in moves.json()["moves"]] == [1]

    game = Game.objects.get(pk=game_id)
    engine = get_engine(game.game_type)
    state = engine.state_from_json(game.state)
    hidden = engine.hidden_from(state, None)
    assert game.seed in hidden
    text = json.dumps(seen) + json.dumps(moves.json())
    assert game.seed not in text
    leaked = sorted(t for t in hidden if f'"{t}"' in text)
    assert leaked == []


# ----- a signed-in player with no seat in the game ------------------------------------------


@pytest.fixture(params=["stranger", "member_elsewhere"])
def outsider(request: Any, carol: Any, api_carol: APIClient) -> APIClient:
    """carol: no game at all, or seated in a game of her own (which must not help her here)."""
    if request.param == "member_elsewhere":
        own = _create(api_carol, bots=["greedy"])
        assert own["status"] == "active" and own["my_seat"] == 0
    return api_carol


@pytest.mark.parametrize(("method", "template", "status", "code"), STRANGER)
def test_non_member_of_a_public_game(
    outsider: APIClient,
    api_alice: APIClient,
    api_bob: APIClient,
    public_game: dict[str, Any],
    method: str,
    template: str,
    status: int,
    code: str | None,
) -> None:
    game_id = public_game["id"]
    body = None
    if template.endswith("/moves/") and method == "post":
        # A move that is legal for the seat to act: it is still not carol's to make.
        body = _a_legal_move(_mover(public_game, {0: api_alice, 1: api_bob}), game_id)
    r = _call(outsider, method, _fill(template, game=game_id), body)
    if code is None:
        assert r.status_code == status, r.content
        if template.endswith("{game}/"):
            assert r.json()["my_seat"] is None
    else:
        assert_api_error(r, status, code)
    game = Game.objects.get(pk=game_id)
    assert (game.status, game.version) == ("active", 0)
    assert [s.user.username for s in game.seats.order_by("index")] == ["alice", "bob"]


def test_non_member_detail_is_the_spectator_view(
    api_carol: APIClient, anonymous: APIClient, public_game: dict[str, Any]
) -> None:
    path = f"/api/v1/games/{public_game['id']}/"
    mine, theirs = api_carol.get(path).json(), anonymous.get(path).json()
    assert mine["my_seat"] is None
    assert mine["view"] == theirs["view"]
    assert mine["view"] != public_game["view"]  # bob's own view shows his hand


# ----- private games ------------------------------------------------------------------------


@pytest.fixture
def private_game(api_alice: APIClient, bob: Any) -> dict[str, Any]:
    """alice's private Hachi-Hachi table for three, bob invited; carol is a stranger to it."""
    return _create(api_alice, game_type="hachi-hachi", seats=3, is_public=False, invite=["bob"])


@pytest.mark.parametrize(("method", "template"), GAME_SCOPED)
def test_private_game_does_not_exist_for_non_members(
    api_carol: APIClient, private_game: dict[str, Any], method: str, template: str
) -> None:
    body = None
    if template.endswith("/moves/") and method == "post":
        body = {"action": {"type": "play"}, "expected_version": 0}
    r = _call(api_carol, method, _fill(template, game=private_game["id"]), body)
    assert_api_error(r, 404, "not_found")
    game = Game.objects.get(pk=private_game["id"])
    assert game.status == "open"
    assert [s.user_id is not None for s in game.seats.order_by("index")] == [True, False, False]


def test_private_game_reads_are_404_for_anonymous_callers(
    anonymous: APIClient, private_game: dict[str, Any]
) -> None:
    for suffix in ("", "moves/"):
        assert_api_error(anonymous.get(f"/api/v1/games/{private_game['id']}/{suffix}"), 404)


def test_private_game_is_listed_only_for_members_and_invitees(
    anonymous: APIClient,
    api_alice: APIClient,
    api_bob: APIClient,
    api_carol: APIClient,
    private_game: dict[str, Any],
) -> None:
    public = _create(api_carol, game_type="fast-train", seats=2)

    def listed(client: APIClient) -> set[int]:
        r = client.get("/api/v1/games/?limit=100")
        assert r.status_code == 200
        return {g["id"] for g in r.json()["results"]}

    assert listed(anonymous) == {public["id"]}
    assert listed(api_carol) == {public["id"]}
    assert listed(api_alice) == {public["id"], private_game["id"]}
    assert listed(api_bob) == {public["id"], private_game["id"]}


def test_private_game_is_visible_to_invitee_and_members(
    api_alice: APIClient, api_bob: APIClient, private_game: dict[str, Any]
) -> None:
    path = f"/api/v1/games/{private_game['id']}/"
    for client in (api_alice, api_bob):
        r = client.get(path)
        assert r.status_code == 200, r.content
        assert r.json()["is_public"] is False
    r = api_bob.post(f"{path}join/")
    assert r.status_code == 200, r.content
    assert r.json()["my_seat"] == 1
    assert api_bob.get(f"{path}moves/").status_code == 200
    legal = api_bob.get(f"{path}legal-moves/")
    assert legal.status_code == 200
    assert legal.json() == {"version": 0, "actions": []}  # not started yet: nothing to do


def test_private_game_stays_out_of_a_strangers_view_of_profiles(
    anonymous: APIClient,
    api_bob: APIClient,
    api_carol: APIClient,
    private_game: dict[str, Any],
) -> None:
    def recent(client: APIClient) -> list[int]:
        r = client.get("/api/v1/users/alice/")
        assert r.status_code == 200
        return [g["game"] for g in r.json()["recent_games"]]

    assert recent(anonymous) == []
    assert recent(api_carol) == []
    assert recent(api_bob) == [private_game["id"]]


# ----- tokens -------------------------------------------------------------------------------


def test_a_revoked_token_is_refused_everywhere(alice: Any) -> None:
    client = client_for(alice)
    assert client.get("/api/v1/me/").status_code == 200
    assert client.delete("/api/v1/auth/token/").status_code == 204
    assert_api_error(client.get("/api/v1/me/"), 401, "authentication_failed")
    # A bad token is refused even where anonymous callers are welcome.
    assert_api_error(client.get("/api/v1/game-types/"), 401, "authentication_failed")
    assert_api_error(
        client.post("/api/v1/games/", {"game_type": "hachi", "seats": 2}, format="json"), 401
    )
    assert Game.objects.count() == 0


def test_a_token_revoked_by_id_is_refused(alice: Any) -> None:
    keeper, doomed = client_for(alice), client_for(alice)
    ids = [t["id"] for t in keeper.get("/api/v1/me/tokens/").json()["tokens"]]
    assert len(ids) == 2
    doomed_id = max(ids)  # the second token made
    assert keeper.delete(f"/api/v1/me/tokens/{doomed_id}/").status_code == 204
    assert_api_error(doomed.get("/api/v1/me/"), 401, "authentication_failed")
    assert keeper.get("/api/v1/me/").status_code == 200


def test_tokens_of_another_user_cannot_be_revoked(alice: Any, bob: Any) -> None:
    api_alice, api_bob = client_for(alice), client_for(bob)
    bob_token = ApiToken.objects.get(user=bob)
    assert_api_error(api_alice.delete(f"/api/v1/me/tokens/{bob_token.pk}/"), 404)
    assert api_bob.get("/api/v1/me/").json()["username"] == "bob"


@pytest.mark.parametrize(
    "header",
    ["Token not-a-real-key", "Token ", "Bearer abc", "Token a b"],
    ids=["unknown-key", "empty-key", "other-scheme", "two-words"],
)
def test_malformed_or_unknown_credentials(header: str, db: Any) -> None:
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=header)
    r = client.get("/api/v1/me/")
    assert_api_error(r, 401)


def test_token_of_a_deactivated_user_is_refused(alice: Any) -> None:
    client = client_for(alice)
    alice.is_active = False
    alice.save(update_fields=["is_active"])
    assert_api_error(client.get("/api/v1/me/"), 401, "authentication_failed")


@pytest.mark.parametrize("method", ["get", "post", "put", "patch", "delete"])
def test_unknown_api_paths_answer_the_json_404(method: str, alice: Any) -> None:
    for client in (APIClient(enforce_csrf_checks=True), client_for(alice)):
        for path in ("/api/v1/nothing-here/", "/api/v1/games/not-a-number/join/"):
            assert_api_error(_call(client, method, path), 404, "not_found")


def test_wrong_method_is_405_in_the_error_shape(api_alice: APIClient) -> None:
    assert_api_error(api_alice.put("/api/v1/games/", {}, format="json"), 405, "method_not_allowed")
    assert_api_error(api_alice.get("/api/v1/games/1/join/"), 405, "method_not_allowed")
