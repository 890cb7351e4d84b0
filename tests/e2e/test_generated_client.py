"""The Python client of ``clients/python/`` is what openapi-python-client makes of the document
the site serves, and bots on a freshly generated copy (``clients/python/bot.py``) play every game
type to the end on a real Daphne, each with its own token sent as ``Authorization: Bearer``.

Every answer the generated client receives is checked where httpx hands it over (an event hook):
its status is one the document declares for the operation, its JSON is valid (Draft 2020-12)
against the schema declared for that status, and the generated model of that schema parses it
and writes it back unchanged, each game's view and options as that game's own class.
"""

from __future__ import annotations

import contextlib
import importlib
import importlib.util
import json
import random
import re
import sys
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import attrs
import httpx
import pytest
from django.test import Client as DjangoClient
from jsonschema import Draft202012Validator
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

from api.openapi_types import game_prefix
from games.engines.registry import ENGINES
from tests.servers import ROOT, daphne_on_test_database

CLIENTS = ROOT / "clients" / "python"
SCHEMA_URL = "/api/v1/schema/?format=json"
PACKAGE = "hachi_station_client"
#: Every game at a usual table size, with options that keep it short (each engine's specs).
TABLES: list[tuple[str, int, dict[str, Any]]] = [
    ("hachi", 2, {"match_mode": "fixed", "rounds": 1}),
    ("hachi-hachi", 3, {"rounds": 6}),
    ("hachi-train", 3, {"rounds": 1}),
    ("take-the-train", 3, {"match": "single"}),
    ("fast-train", 2, {}),
]
BOTS = ["bot-one", "bot-two", "bot-three"]
PASSWORD = "generated-client-pw-1"
#: Bots playing bots as fast as the server answers would meet every per-minute limit.
LIMITS = (
    "MOVE WRITE READ MOVE_ADDRESS WRITE_ADDRESS READ_ADDRESS SIGNUP LOGIN LOGIN_ACCOUNT "
    "GAME_CREATE GAME_CREATE_ADDRESS INVITE"
)
LIFTED = {f"THROTTLE_{kind}": "1000000/min" for kind in LIMITS.split()}


def _load(name: str, path: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None, path
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


regenerate = _load("hachi_station_regenerate", CLIENTS / "regenerate.py")


@pytest.mark.django_db
def test_the_committed_client_is_what_the_generator_makes_of_the_served_document(
    tmp_path: Path,
) -> None:
    served = DjangoClient().get(SCHEMA_URL)
    assert served.status_code == 200, served.content[:300]
    document = tmp_path / "openapi.json"
    document.write_bytes(served.content)
    fresh = regenerate.generate(document, tmp_path / "client")
    drift = regenerate.differences(regenerate.PROJECT, fresh)
    assert drift == [], (
        "clients/python/hachi-station-client/ is not what openapi-python-client makes of the "
        f"schema now; regenerate it with: {regenerate.COMMAND}\n" + "\n".join(drift[:40])
    )


def test_the_readme_shows_the_bot_as_it_is() -> None:
    readme = (CLIENTS / "README.md").read_text()
    # The first block is the bot, word for word (the next reads an event stream).
    shown = re.findall(r"^```python\n(.*?)^```", readme, re.S | re.M)[0]
    assert shown in (CLIENTS / "bot.py").read_text()
    prose = re.sub(r"^```.*?^```", "", readme, flags=re.S | re.M)
    for link in re.findall(r"\]\(([^)#]+)", prose):  # links stay inside the repository
        assert (CLIENTS / link).resolve().is_relative_to(ROOT), link
        assert (CLIENTS / link).exists(), link


@contextlib.contextmanager
def imported(project: Path) -> Iterator[tuple[ModuleType, ModuleType]]:
    """The generated package in ``project`` and ``clients/python/bot.py`` importing it."""
    sys.path.insert(0, str(project))
    try:
        package = importlib.import_module(PACKAGE)
        assert Path(package.__file__ or "").is_relative_to(project), package.__file__
        yield package, _load("hachi_station_bot", CLIENTS / "bot.py")
    finally:
        sys.path.remove(str(project))
        for name in [n for n in sys.modules if n == PACKAGE or n.startswith(f"{PACKAGE}.")]:
            del sys.modules[name]
        sys.modules.pop("hachi_station_bot", None)


def _bare(schema: Any) -> Any:
    """A schema without its words (descriptions, titles): what a value must look like."""
    if isinstance(schema, dict):
        return {k: _bare(v) for k, v in schema.items() if k not in {"description", "title"}}
    if isinstance(schema, list):
        return [_bare(v) for v in schema]
    return schema


class Checker:
    """httpx event hooks that check every request and answer against the OpenAPI document."""

    def __init__(self, document: dict[str, Any], package: ModuleType) -> None:
        self.document, self.models = document, importlib.import_module(f"{PACKAGE}.models")
        self.schemas: dict[str, Any] = document["components"]["schemas"]
        resource = Resource.from_contents(document, default_specification=DRAFT202012)
        self.registry = Registry().with_resource("urn:openapi", resource)
        self.routes = [
            (re.compile("^" + re.sub(r"\{[^/}]+\}", "[^/]+", path) + "$"), path)
            for path in document["paths"]
        ]
        self.validators: dict[str, Draft202012Validator] = {}
        self.checked: Counter[tuple[str, str, int]] = Counter()
        self.game_types: dict[int, str] = {}
        self.tokens: set[str] = set()
        self.gzipped = 0

    def hooks(self) -> dict[str, Any]:
        return {"event_hooks": {"request": [self.on_request], "response": [self.on_response]}}

    def operation(self, request: httpx.Request) -> tuple[str, dict[str, Any]]:
        matched = [path for route, path in self.routes if route.match(request.url.path)]
        assert len(matched) == 1, (request.url.path, matched)
        operations = self.document["paths"][matched[0]]
        assert request.method.lower() in operations, (request.method, matched[0])
        return matched[0], operations[request.method.lower()]

    def on_request(self, request: httpx.Request) -> None:
        path, operation = self.operation(request)
        authorization = request.headers.get("Authorization")
        if {} not in operation.get("security", [{}]):  # credentials needed: always Bearer
            assert authorization is not None, (request.method, path)
        if authorization is not None:
            scheme, _, token = authorization.partition(" ")
            assert scheme == "Bearer" and token, authorization
            self.tokens.add(token)

    def validator(self, pointer: str) -> Draft202012Validator:
        if pointer not in self.validators:
            schema = {"$ref": f"urn:openapi#{pointer}"}
            self.validators[pointer] = Draft202012Validator(schema, registry=self.registry)
        return self.validators[pointer]

    def on_response(self, response: httpx.Response) -> None:
        response.read()
        request = response.request
        path, operation = self.operation(request)
        what = f"{request.method} {request.url.path} -> {response.status_code}"
        status = str(response.status_code)
        assert status in operation["responses"], f"{what}: a status the document does not declare"
        self.checked[(request.method, path, response.status_code)] += 1
        if response.headers.get("Content-Encoding") == "gzip":
            self.gzipped += 1
        media = operation["responses"][status].get("content", {}).get("application/json")
        if media is None:
            assert response.content == b"", what
            return
        body = response.json()
        escaped = path.replace("~", "~0").replace("/", "~1")
        pointer = f"/paths/{escaped}/{request.method.lower()}/responses/{status}"
        validator = self.validator(f"{pointer}/content/application~1json/schema")
        problems = [error.message for error in validator.iter_errors(body)]
        assert problems == [], (what, problems[:3])
        # The generated model of the declared schema reads it, and writes back the same JSON.
        model = getattr(self.models, media["schema"]["$ref"].rsplit("/", 1)[-1])
        parsed = model.from_dict(body)
        assert parsed.to_dict() == body, what
        self.check_unions(parsed, request.url.path, what)

    def check_unions(self, parsed: Any, url_path: str, what: str) -> None:
        """Each game's parts parsed as that game's own classes (not the first that fits)."""
        for game in _instances(parsed, self.models.Game):
            prefix = game_prefix(game.game_type)
            self.game_types[game.id] = game.game_type
            assert type(game.options).__name__ == f"{prefix}Options", what
            if game.view is not None:
                assert type(game.view).__name__ == f"{prefix}View", what
        if isinstance(parsed, self.models.LegalMoves):
            game_id = int(url_path.rstrip("/").split("/")[-2])
            union = self.schemas[f"{game_prefix(self.game_types[game_id])}Action"]["oneOf"]
            own = [_bare(self.schemas[ref["$ref"].rsplit("/", 1)[-1]]) for ref in union]
            for action in parsed.actions:
                # Actions carry no game: where two games' actions have the very same shape
                # (Hachi's and Hachi-Hachi's play_card), the first class of that shape reads it.
                assert _bare(self.schemas[type(action).__name__]) in own, (what, action)


def _instances(value: Any, kind: type) -> Iterator[Any]:
    """Every instance of ``kind`` in a parsed answer (attrs models and lists, at any depth)."""
    if isinstance(value, kind):
        yield value
    if attrs.has(type(value)):
        for attribute in attrs.fields(type(value)):
            yield from _instances(getattr(value, attribute.name), kind)
    elif isinstance(value, list):
        for item in value:
            yield from _instances(item, kind)


@pytest.fixture
def site(transactional_db: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """A real Daphne on the test database, its limits lifted; yields its URL."""
    for name, rate in LIFTED.items():
        monkeypatch.setenv(name, rate)
    with daphne_on_test_database(tmp_path / "daphne.log") as port:
        yield f"http://127.0.0.1:{port}"


@pytest.mark.slow
def test_bots_on_the_freshly_generated_client_play_every_game_to_the_end(
    site: str, tmp_path: Path
) -> None:
    schema = httpx.get(site + SCHEMA_URL, timeout=60)
    assert schema.status_code == 200
    (tmp_path / "openapi.json").write_bytes(schema.content)
    project = regenerate.generate(tmp_path / "openapi.json", tmp_path / "client")
    with imported(project) as (package, bot):
        checker = Checker(json.loads(schema.content), package)
        games = _play_every_game(site, package, bot, checker)
        _poll(bot.sign_in(site, BOTS[0], PASSWORD, **_settings(checker)), games, checker)
        _delete_an_account(site, package, bot, checker)


def _settings(checker: Checker) -> dict[str, Any]:
    return {"httpx_args": checker.hooks(), "timeout": httpx.Timeout(60.0)}


def _play_every_game(
    site: str, package: ModuleType, bot: ModuleType, checker: Checker
) -> dict[str, int]:
    """The bots play every game type to the end; returns the games' ids by type."""
    from hachi_station_client import api, models  # the fresh copy: `imported` put it first
    from hachi_station_client.api.accounts import accounts_create
    from hachi_station_client.api.games import (
        games_accept_create,
        games_create,
        games_moves_retrieve,
        games_retrieve,
    )
    from hachi_station_client.api.me import me_invitations_retrieve

    assert api.__file__ is not None and Path(api.__file__).is_relative_to(package.__path__[0])
    settings = _settings(checker)
    anonymous = package.Client(site, raise_on_unexpected_status=True, **settings)
    for name in BOTS:
        body = models.SignUp(username=name, password=PASSWORD, email=f"{name}@example.com")
        assert isinstance(accounts_create.sync(client=anonymous, body=body), models.Me)
    # Each bot signs in for its own token (bot.py), which every later request sends as Bearer.
    bots = {name: bot.sign_in(site, name, PASSWORD, **settings) for name in BOTS}
    assert len({client.token for client in bots.values()}) == len(BOTS)

    games: dict[str, int] = {}
    for game_type, seats, options in TABLES:
        typed_options = getattr(models, f"{game_prefix(game_type)}Options")(**options)
        request = models.GameCreate(
            game_type=game_type, seats=seats, options=typed_options, invite=BOTS[1:seats]
        )
        game = games_create.sync(client=bots[BOTS[0]], body=request)
        assert isinstance(game, models.Game) and game.status == "open", game
        games[game_type] = game.id
    for name in BOTS[1:]:
        invitations = me_invitations_retrieve.sync(client=bots[name])
        assert isinstance(invitations, models.Invitations)
        for invitation in invitations.invitations:
            accepted = games_accept_create.sync(invitation.game.id, client=bots[name])
            assert isinstance(accepted, models.Game), accepted
    assert set(checker.game_types) == set(games.values())

    # The bots take turns at bot.play (every game waiting for it, until none is) until a round
    # in which no bot had a turn: then every game must be over.
    rng = random.Random("generated-client")
    moves = Counter[str]()
    for _ in range(500):
        made = {name: bot.play(client, rng) for name, client in bots.items()}
        moves.update(made)
        if not any(made.values()):
            break
    versions = 0
    for game_type, seats, _options in TABLES:
        game = games_retrieve.sync(games[game_type], client=bots[BOTS[0]])
        assert isinstance(game, models.Game)
        assert game.status == "finished", (game_type, game.status, game.to_act)
        assert game.result is not None
        versions += game.version
        log = games_moves_retrieve.sync(games[game_type], client=bots[BOTS[0]], limit=100)
        seen = []
        while isinstance(log, models.MoveLog) and log.moves:
            seen += log.moves
            if not log.has_more:
                break
            log = games_moves_retrieve.sync(
                games[game_type], client=bots[BOTS[0]], since=log.moves[-1].seq, limit=100
            )
        assert [move.seq for move in seen] == list(range(1, game.version + 1)), game_type
        assert {move.seat for move in seen} == set(range(seats)), game_type  # every seat played
        assert not any(move.by_bot for move in seen), game_type  # none of it the site's bots
    assert sum(moves.values()) == versions  # every move the bots made, and no other
    assert set(ENGINES) == {game_type for game_type, _s, _o in TABLES}
    assert len(checker.tokens) == len(BOTS)
    operations = {(method, path) for method, path, _status in checker.checked}
    for expected in [
        ("POST", "/api/v1/accounts/"),
        ("POST", "/api/v1/auth/token/"),
        ("POST", "/api/v1/games/"),
        ("GET", "/api/v1/me/invitations/"),
        ("POST", "/api/v1/games/{game_id}/accept/"),
        ("GET", "/api/v1/me/turns/"),
        ("GET", "/api/v1/games/{game_id}/legal-moves/"),
        ("POST", "/api/v1/games/{game_id}/moves/"),
        ("GET", "/api/v1/games/{game_id}/"),
        ("GET", "/api/v1/games/{game_id}/moves/"),
    ]:
        assert expected in operations, expected
    return games


def _poll(client: Any, games: dict[str, int], checker: Checker) -> None:
    """Polling as the document says: send back the ETag, get 304 and no body until a change.
    httpx asks for gzip, so the tags are weak; the 304 carries the tag a 200 would."""
    from hachi_station_client.api.games import games_moves_retrieve, games_retrieve
    from hachi_station_client.api.me import me_turns_retrieve

    reads: list[tuple[Any, tuple[int, ...]]] = [
        (games_retrieve.sync_detailed, (games["hachi"],)),
        (games_moves_retrieve.sync_detailed, (games["fast-train"],)),
        (me_turns_retrieve.sync_detailed, ()),
    ]
    for read, path_args in reads:
        first = read(*path_args, client=client)
        assert first.status_code == 200 and first.parsed is not None
        tag = first.headers["ETag"]
        gzipped = first.headers.get("Content-Encoding") == "gzip"  # httpx asks for it
        assert tag.startswith('W/"') == gzipped, tag
        again = read(*path_args, client=client, if_none_match=tag)
        assert (again.status_code, again.content, again.parsed) == (304, b"", None)
        assert again.headers["ETag"] == tag
        # Compared weakly: the other form of the tag names the same answer.
        other = tag.removeprefix("W/") if gzipped else f"W/{tag}"
        assert read(*path_args, client=client, if_none_match=other).status_code == 304
    assert checker.gzipped, "no answer was gzipped"
    assert {(m, p) for m, p, status in checker.checked if status == 304} == {
        ("GET", "/api/v1/games/{game_id}/"),
        ("GET", "/api/v1/games/{game_id}/moves/"),
        ("GET", "/api/v1/me/turns/"),
    }


def _delete_an_account(site: str, package: ModuleType, bot: ModuleType, checker: Checker) -> None:
    """``DELETE /api/v1/me/`` takes the password in its body: the generated client sends it."""
    from hachi_station_client import models
    from hachi_station_client.api.accounts import accounts_create
    from hachi_station_client.api.me import me_destroy, me_retrieve

    settings = _settings(checker)
    anonymous = package.Client(site, raise_on_unexpected_status=True, **settings)
    body = models.SignUp(username="leaving", password=PASSWORD, email="leaving@example.com")
    assert isinstance(accounts_create.sync(client=anonymous, body=body), models.Me)
    client = bot.sign_in(site, "leaving", PASSWORD, **settings)
    wrong = me_destroy.sync(client=client, body=models.AccountDelete(password="not-it"))
    assert isinstance(wrong, models.MeDestroyError400), wrong
    assert wrong.error.code == "invalid" and "password" in wrong.error.details
    gone = me_destroy.sync_detailed(client=client, body=models.AccountDelete(password=PASSWORD))
    assert gone.status_code == 204, gone
    assert isinstance(me_retrieve.sync(client=client), models.MeRetrieveError401)
    assert ("DELETE", "/api/v1/me/", 204) in checker.checked
