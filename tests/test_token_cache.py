"""The token cache (accounts/token_cache.py): a key's second use costs no query, every use still
checks expiry, each hit is a new pair of instances, an inactive user or an unknown key is never
kept, the entries are bounded in number and age, any change of a user's row or token drops
them, and the cache answers only while its Redis listener is connected.

Two servers refusing a revoked token within a second: tests/e2e/test_token_revocation.py.
"""

from __future__ import annotations

import contextlib
import subprocess
import threading
import time
from collections.abc import Callable, Iterator
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest
import redis
from django.conf import settings
from django.utils import timezone
from oauth2_provider.models import AccessToken

from accounts import token_cache
from accounts.models import ApiToken, User
from accounts.selectors import user_for_token
from accounts.services import token_create, token_hash
from accounts.token_cache import Doorbell, TokenCache
from api.authentication import HashedTokenAuthentication
from config.launcher import free_port
from tests.api.oauth_tokens import app_key
from tests.factories import client_with_key, persona

pytestmark = pytest.mark.usefixtures("cheap_passwords")
WAIT = 10.0


def _until(condition: Callable[[], bool], what: str, *, within: float = WAIT) -> None:
    deadline = time.monotonic() + within
    while not condition():
        assert time.monotonic() < deadline, f"not within {within} s: {what}"
        time.sleep(0.01)


class Clock:
    """A monotonic clock that moves only when told."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def _found(user: User, key: str) -> tuple[User, ApiToken]:
    return user, ApiToken.objects.get(key_hash=token_hash(key))


# ----- through user_for_token, on this process's cache --------------------------------------


@pytest.mark.django_db
def test_a_key_seen_before_costs_no_query(
    alice: User, token_cache_live: None, django_assert_num_queries: Any
) -> None:
    _token, key = token_create(user=alice)
    app = app_key(alice, ["games:read"])
    with django_assert_num_queries(1):
        assert user_for_token(key) is not None
    with django_assert_num_queries(2):  # not a personal token, then an app's
        assert user_for_token(app) is not None
    with django_assert_num_queries(0):
        user, token = user_for_token(key) or (None, None)
        app_user, app_token = user_for_token(app) or (None, None)
    assert user == alice and isinstance(token, ApiToken) and token.user == alice
    assert app_user == alice and isinstance(app_token, AccessToken)
    assert app_token.scope == "games:read" and app_token.user == alice


@pytest.mark.django_db
def test_each_use_gets_its_own_instances(alice: User, token_cache_live: None) -> None:
    _token, key = token_create(user=alice, scopes=["games:read"])
    app = app_key(alice, ["games:read"])
    user_for_token(key)  # now cached
    user_for_token(app)
    first = user_for_token(key)
    first_app = user_for_token(app)
    assert first is not None and first_app is not None
    first[0].username = "mallory"
    first[0].is_active = False
    first[1].scope = "account:write"
    assert isinstance(first_app[1], AccessToken)
    first_app[1].resource.append("https://elsewhere.example")  # a list: copied, not shared
    again = user_for_token(key)
    again_app = user_for_token(app)
    assert again is not None and again_app is not None
    assert again[0] is not first[0] and again[1] is not first[1]
    assert (again[0].username, again[0].is_active, again[1].scope) == ("alice", True, "games:read")
    assert isinstance(again_app[1], AccessToken) and again_app[1].resource == []
    assert again[1].user is again[0]  # the token's user is that same new instance


@pytest.mark.django_db
def test_an_app_token_in_clear_is_not_kept(alice: User, token_cache_live: None) -> None:
    app = app_key(alice, ["games:read"])
    user_for_token(app)
    found = user_for_token(app)
    assert found is not None and found[1].get_deferred_fields() == {"token"}
    assert app not in repr(token_cache._process_cache()[0]._entries)


@pytest.mark.django_db
def test_an_expired_token_is_refused_from_the_cache(
    alice: User, token_cache_live: None, monkeypatch: Any, django_assert_num_queries: Any
) -> None:
    now = timezone.now()
    _token, key = token_create(user=alice, expires_at=now + timedelta(hours=1))
    assert user_for_token(key) is not None
    monkeypatch.setattr(timezone, "now", lambda: now + timedelta(hours=2))
    with django_assert_num_queries(0):
        assert user_for_token(key) is None


@pytest.mark.django_db
def test_an_inactive_user_or_an_unknown_key_is_never_kept(
    alice: User, token_cache_live: None, django_assert_num_queries: Any
) -> None:
    _token, key = token_create(user=alice)
    User.objects.filter(pk=alice.pk).update(is_active=False)
    for _ in range(2):
        with django_assert_num_queries(1):  # looked up every time
            assert user_for_token(key) is None
    for _ in range(2):
        with django_assert_num_queries(2):  # not a personal token, nor an app's
            assert user_for_token("not-a-key-yet") is None
    # A miss is not remembered: a token made right after works at once.
    ApiToken.objects.create(user=persona("bob"), key_hash=token_hash("not-a-key-yet"))
    found = user_for_token("not-a-key-yet")
    assert found is not None and found[0].username == "bob"


@pytest.mark.django_db
def test_any_change_of_the_user_or_token_drops_it(alice: User, token_cache_live: None) -> None:
    token, key = token_create(user=alice, scopes=["games:read"])
    user_for_token(key)
    token.scope = "account:read"
    token.save(update_fields=["scope"])
    found = user_for_token(key)
    assert found is not None and found[1].scope == "account:read"
    alice.first_name = "Alice"
    alice.save(update_fields=["first_name"])
    found = user_for_token(key)
    assert found is not None and found[0].first_name == "Alice"
    alice.is_active = False
    alice.save(update_fields=["is_active"])
    assert user_for_token(key) is None


@pytest.mark.django_db
def test_a_vacation_shows_at_once_though_it_bypasses_signals(
    alice: User, token_cache_live: None
) -> None:
    """The vacation is written with an update() (no signal): it drops the cached row itself."""
    client = client_with_key(token_create(user=alice)[1])
    assert client.get("/api/v1/me/vacation/").json()["on_vacation"] is False
    assert client.post("/api/v1/me/vacation/", {"days": 3}, format="json").status_code == 201
    assert client.get("/api/v1/me/vacation/").json()["on_vacation"] is True
    assert client.delete("/api/v1/me/vacation/").status_code == 200
    assert client.get("/api/v1/me/vacation/").json()["on_vacation"] is False


@pytest.mark.django_db
def test_a_cached_token_is_stamped_once_a_minute(
    alice: User, token_cache_live: None, monkeypatch: Any, django_assert_num_queries: Any
) -> None:
    _token, key = token_create(user=alice)
    auth = HashedTokenAuthentication()
    with django_assert_num_queries(2):  # found, then its first use stamped
        auth.authenticate_credentials(key)
    with django_assert_num_queries(0):  # the cached copy was stamped too
        auth.authenticate_credentials(key)
    later = timezone.now() + timedelta(seconds=61)
    monkeypatch.setattr(timezone, "now", lambda: later)
    with django_assert_num_queries(1):
        auth.authenticate_credentials(key)
    with django_assert_num_queries(0):
        auth.authenticate_credentials(key)
    assert ApiToken.objects.get(key_hash=token_hash(key)).last_used_at == later


@pytest.mark.django_db
def test_off_with_token_cache_seconds_zero(
    alice: User, settings: Any, django_assert_num_queries: Any
) -> None:
    settings.TOKEN_CACHE_SECONDS = 0
    _token, key = token_create(user=alice)
    for _ in range(2):
        with django_assert_num_queries(1):
            assert user_for_token(key) is not None


# ----- the entries: bounded, aged, guarded against late stores ------------------------------


@pytest.mark.django_db
def test_the_least_recently_used_entry_goes_first(alice: User) -> None:
    cache = TokenCache(max_entries=2)
    keys = [token_create(user=alice, name=f"t{i}")[1] for i in range(3)]
    cache.put("a", _found(alice, keys[0]), generation=0)
    cache.put("b", _found(alice, keys[1]), generation=0)
    assert cache.get("a", seconds=30) is not None  # "b" is now the least recently used
    cache.put("c", _found(alice, keys[2]), generation=0)
    assert len(cache) == 2
    assert cache.get("b", seconds=30) is None
    assert cache.get("a", seconds=30) is not None and cache.get("c", seconds=30) is not None


@pytest.mark.django_db
def test_an_entry_lasts_the_seconds_it_is_given(alice: User) -> None:
    clock = Clock()
    cache = TokenCache(clock=clock)
    cache.put("a", _found(alice, token_create(user=alice)[1]), generation=0)
    clock.now += 29.9
    assert cache.get("a", seconds=30) is not None
    clock.now += 0.1
    assert cache.get("a", seconds=30) is None
    assert len(cache) == 0


@pytest.mark.django_db
def test_a_lookup_begun_before_a_drop_stores_nothing(alice: User) -> None:
    """A request that read the rows before a revocation was announced must not keep them."""
    cache = TokenCache()
    found = _found(alice, token_create(user=alice)[1])
    began = cache.generation
    cache.forget(alice.pk)
    cache.put("a", found, generation=began)
    assert len(cache) == 0
    cache.put("a", found, generation=cache.generation)
    assert len(cache) == 1


@pytest.mark.django_db
def test_threads_share_the_cache_safely(alice: User, bob: User) -> None:
    """Daphne runs sync views in threads: reads, stores, stamps and drops at once."""
    cache = TokenCache(max_entries=8)
    found = {user.pk: _found(user, token_create(user=user)[1]) for user in (alice, bob)}
    errors: list[BaseException] = []

    def work(n: int) -> None:
        try:
            for i in range(300):
                user_id = (alice.pk, bob.pk)[(n + i) % 2]
                key = f"{n}-{i % 12}"
                hit = cache.get(key, seconds=30)
                assert hit is None or hit[0].pk == hit[1].user_id
                if i % 50 == 0:
                    cache.forget(user_id)
                cache.put(key, found[user_id], generation=cache.generation)
                cache.touch(key, timezone.now())
        except BaseException as error:
            errors.append(error)

    threads = [threading.Thread(target=work, args=(n,)) for n in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=WAIT)
    assert not errors and not any(t.is_alive() for t in threads)
    assert len(cache) <= 8


# ----- the listener ----------------------------------------------------------------------------


def _listener_ids(name: str) -> list[int]:
    client = redis.Redis.from_url(settings.REDIS_URL)
    try:
        return [int(c["id"]) for c in client.client_list() if c.get("name") == name]
    finally:
        client.close()


@pytest.mark.django_db
def test_a_lost_connection_empties_the_cache_until_it_is_back(
    alice: User, token_cache_live: None, django_assert_num_queries: Any
) -> None:
    cache, doorbell = token_cache._process_cache()
    _token, key = token_create(user=alice)
    user_for_token(key)
    assert len(cache) == 1
    ids = _listener_ids(doorbell.name)
    assert len(ids) == 1
    killer = redis.Redis.from_url(settings.REDIS_URL)
    try:
        killer.client_kill_filter(_id=ids[0])
    finally:
        killer.close()
    _until(lambda: len(cache) == 0, "the cache emptied once the connection was lost")
    _until(doorbell.live, "the listener subscribed again")
    assert _listener_ids(doorbell.name) not in ([], ids)
    with django_assert_num_queries(1):
        assert user_for_token(key) is not None
    with django_assert_num_queries(0):
        assert user_for_token(key) is not None


@contextlib.contextmanager
def _private_redis(port: int, workdir: Path) -> Iterator[None]:
    args = ["redis-server", "--port", str(port), "--bind", "127.0.0.1", "--save", ""]
    server = subprocess.Popen(
        [*args, "--appendonly", "no", "--dir", str(workdir)], stdout=subprocess.DEVNULL
    )
    try:
        _until(lambda: _answers(port), "the private Redis answered")
        yield
    finally:
        server.terminate()
        server.wait(timeout=20)


def _answers(port: int) -> bool:
    client = redis.Redis(port=port, socket_connect_timeout=0.2)
    try:
        return bool(client.ping())
    except redis.RedisError:
        return False
    finally:
        client.close()


@pytest.mark.django_db
def test_while_redis_is_down_every_lookup_reads_the_database(
    alice: User, monkeypatch: Any, tmp_path: Path, django_assert_num_queries: Any
) -> None:
    port = free_port()
    cache = TokenCache()
    doorbell = Doorbell(cache, url=f"redis://127.0.0.1:{port}/0", channel="token-cache-test")
    monkeypatch.setattr(token_cache, "_state", (cache, doorbell))
    _token, key = token_create(user=alice)
    try:
        _off_while_redis_is_down(port, tmp_path, cache, doorbell, key, django_assert_num_queries)
    finally:
        doorbell.close()


def _off_while_redis_is_down(
    port: int, tmp_path: Path, cache: TokenCache, doorbell: Doorbell, key: str, queries: Any
) -> None:
    with _private_redis(port, tmp_path):
        _until(doorbell.live, "the listener subscribed")
        user_for_token(key)
        with queries(0):
            assert user_for_token(key) is not None
    _until(lambda: not doorbell.live() and len(cache) == 0, "the cache off once Redis stopped")
    for _ in range(2):
        with queries(1):  # every time: nothing is kept meanwhile
            assert user_for_token(key) is not None
    assert len(cache) == 0
    with _private_redis(port, tmp_path):
        _until(doorbell.live, "the listener subscribed again")
        user_for_token(key)
        with queries(0):
            assert user_for_token(key) is not None


@pytest.mark.django_db
def test_a_doorbell_drops_the_user_entries_in_other_processes(
    alice: User, bob: User, token_cache_live: None
) -> None:
    """What another process publishes reaches this one's listener (the same channel)."""
    cache = token_cache._process_cache()[0]
    user_for_token(token_create(user=alice)[1])
    user_for_token(token_create(user=bob)[1])
    assert len(cache) == 2
    publisher = redis.Redis.from_url(settings.REDIS_URL)
    try:
        publisher.publish(f"{settings.REDIS_KEY_PREFIX}:token-cache", str(alice.pk))
    finally:
        publisher.close()
    _until(lambda: len(cache) == 1, "alice's entry dropped")
    assert [e.user_id for e in cache._entries.values()] == [bob.pk]
