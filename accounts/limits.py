"""A small back-off limiter in the cache (Redis), shared by the site and the API.

A limit ("10/min") allows that many attempts per key (a client address, an account, an email
address) in a window that starts with the first one. Using the allowance up closes the key for
a while: the window's length the first time, twice that the next time within a day, and so on,
never longer than ``THROTTLE_MAX_WAIT``. Nothing is ever locked for good, and a closed key
only makes its own requests wait. All the checks of one request take one round trip to Redis
(a script), which also says where each stands (``Quota``: the API's RateLimit headers).
"""

from __future__ import annotations

import hashlib
import ipaddress
import logging
import math
import time
from collections.abc import Iterable
from dataclasses import dataclass
from typing import cast

from django.conf import settings
from django.core.cache import cache
from django.core.cache.backends.redis import RedisCache
from django.core.exceptions import ImproperlyConfigured
from django.http import HttpRequest
from redis import Redis
from redis.exceptions import NoScriptError, RedisError

from accounts.client_address import client_address
from accounts.rates import RATE

# The defaults of config/settings.py's AUTH_THROTTLE_RATES (a test overriding some keeps these).
DEFAULT_RATES = {
    "login": "10/min",
    "login_account": "10/15min",
    "signup": "5/min",
    "password_reset": "5/hour",
    "email": "3/hour",
    "game_create": "60/hour",
    "game_create_address": "200/hour",
    "invite": "60/hour",
    "anonymous_read": "300/min",
    "move": "120/min",
    "write": "300/min",
    "read": "1200/min",
    "move_address": "600/min",
    "write_address": "1500/min",
    "read_address": "6000/min",
}
logger = logging.getLogger(__name__)
#: What the Redis cache raises when Redis is down or too slow to answer in its socket timeout.
CACHE_DOWN = (RedisError, OSError)
STRIKE_MEMORY = 24 * 3600  # repeated back-offs within a day grow
_UNITS = {"s": 1, "m": 60, "h": 3600, "d": 86400}

#: One check: (scope, identity), e.g. ("login", "203.0.113.9").
Check = tuple[str, str]


@dataclass(frozen=True)
class Rate:
    count: int
    seconds: int


def _now() -> float:
    return time.time()


def parse_rate(text: str) -> Rate:
    """ "10/min", "5/hour", "3/15m", "20/day" -> a Rate; anything else is a setup error."""
    match = RATE.match(text)
    if not match:
        raise ImproperlyConfigured(f"A throttle rate looks like 10/min or 5/hour, not {text!r}.")
    periods = int(match.group(2) or 1)
    return Rate(int(match.group(1)), periods * _UNITS[match.group(3)[0]])


def rate_of(scope: str) -> Rate:
    return parse_rate(settings.AUTH_THROTTLE_RATES.get(scope) or DEFAULT_RATES[scope])


def address_of(request: HttpRequest) -> str:
    """The client address to count: an IPv6 client owns its whole /64, so that is the unit."""
    address = client_address(request)
    try:
        parsed = ipaddress.ip_address(address)
    except ValueError:
        return address
    if isinstance(parsed, ipaddress.IPv6Address):
        if parsed.ipv4_mapped is not None:  # ::ffff:198.51.100.7 is that IPv4 client
            return str(parsed.ipv4_mapped)
        return str(ipaddress.ip_network(f"{parsed}/64", strict=False))
    return str(parsed)


def _key(scope: str, ident: str, part: str) -> str:
    digest = hashlib.sha256(ident.encode()).hexdigest()[:32]
    return f"limit:{scope}:{digest}:{part}"


# One round trip for a whole request, whatever its checks: read their waits, count each (the
# one that uses an allowance up starts its wait, longer each time within a day), and say
# where each stands for the RateLimit headers. KEYS: per check its hits, until and strikes
# keys. ARGV: now, mode ("wait": only read; "count": count even while closed; "attempt":
# count unless closed), the strike memory, the longest wait, then per check its allowance
# and window. Answers: the wait in ms, then per check its remaining allowance and reset (s).
_SCRIPT = """
local now, mode = tonumber(ARGV[1]), ARGV[2]
local memory, longest = tonumber(ARGV[3]), tonumber(ARGV[4])
local checks = #KEYS / 3
local closed, wait = {}, 0
for i = 1, checks do
  closed[i] = (tonumber(redis.call('GET', KEYS[i * 3 - 1])) or 0) - now
  if closed[i] > wait then wait = closed[i] end
end
local out = {math.ceil(wait * 1000)}
local counting = mode == 'count' or (mode == 'attempt' and wait <= 0)
for i = 1, checks do
  local hits_key, allowance = KEYS[i * 3 - 2], tonumber(ARGV[3 + i * 2])
  local window = tonumber(ARGV[4 + i * 2])
  local hits = tonumber(redis.call('GET', hits_key)) or 0
  if counting then
    hits = redis.call('INCR', hits_key)
    if hits == 1 then redis.call('EXPIRE', hits_key, window) end
    if hits >= allowance then
      local strikes = redis.call('INCR', KEYS[i * 3])
      if strikes == 1 then redis.call('EXPIRE', KEYS[i * 3], memory) end
      local pause = math.min(window * 2 ^ math.min(strikes - 1, 30), math.max(longest, window))
      local reopens = string.format('%.17g', now + pause)  -- exact: a wait of 60 s says 60
      redis.call('SET', KEYS[i * 3 - 1], reopens, 'EX', math.ceil(pause) + 1)
      redis.call('DEL', hits_key)
      closed[i] = pause
    end
  end
  if closed[i] > 0 then
    table.insert(out, 0)
    table.insert(out, math.ceil(closed[i]))
  else
    local left = redis.call('TTL', hits_key)
    table.insert(out, math.max(allowance - hits, 0))
    table.insert(out, left > 0 and left or window)
  end
end
return out
"""
_SCRIPT_SHA = hashlib.sha1(_SCRIPT.encode()).hexdigest()  # how Redis names a script
_PARTS = ("hits", "until", "strikes")


@dataclass(frozen=True)
class Quota:
    """Where one limit stands after a request (the RateLimit headers say the tightest)."""

    limit: int
    remaining: int
    reset: int  # seconds until the allowance is whole again, or until the wait is over


@dataclass(frozen=True)
class Outcome:
    wait: int  # seconds until every check may try again; 0: allowed (and counted)
    quotas: tuple[Quota, ...] = ()


#: One Redis client per cache address and process (redis-py's pool is thread-safe).
_CLIENTS: dict[tuple[str, str], Redis] = {}


def _redis_client() -> Redis:
    """A client on the cache's Redis, with the cache's timeouts (Redis down costs a second at
    most), kept for the life of the process. Django's cache objects live one per request
    under ASGI, and each would open its own connection: a tenth of a GET's time, measured."""
    config = settings.CACHES["default"]
    if config["BACKEND"] != f"{RedisCache.__module__}.{RedisCache.__qualname__}":
        raise ImproperlyConfigured("The limits keep their counts in the Redis cache (CACHES).")
    # The cache's own options: socket timeouts, which redis-py's client takes as they are.
    options = cast("dict[str, float]", config.get("OPTIONS", {}))
    key = (str(config["LOCATION"]), repr(sorted(options.items())))
    client = _CLIENTS.get(key)
    if client is None:
        client = _CLIENTS.setdefault(key, Redis.from_url(str(config["LOCATION"]), **options))
    return client


def _run(checks: list[Check], mode: str) -> Outcome:
    if not checks:
        return Outcome(0)
    rates = [rate_of(scope) for scope, _ident in checks]
    keys = [cache.make_and_validate_key(_key(s, i, part)) for s, i in checks for part in _PARTS]
    args: list[str | int] = [repr(_now()), mode, STRIKE_MEMORY, int(settings.THROTTLE_MAX_WAIT)]
    for rate in rates:
        args += [rate.count, rate.seconds]
    client = _redis_client()
    try:
        raw = client.evalsha(_SCRIPT_SHA, len(keys), *keys, *args)
    except NoScriptError:  # a new or restarted Redis: EVAL also keeps it for the next time
        raw = client.eval(_SCRIPT, len(keys), *keys, *args)
    answer = [int(v) for v in raw]
    quotas = tuple(
        Quota(rate.count, answer[1 + 2 * i], answer[2 + 2 * i]) for i, rate in enumerate(rates)
    )
    return Outcome(math.ceil(answer[0] / 1000), quotas)


def attempt_outcome(checks: Iterable[Check]) -> Outcome:
    """Count an attempt unless one of ``checks`` is closed, in one round trip to Redis.

    With the cache (Redis) unreachable the limits are open, and say so in the log: signing
    in and playing must keep working while Redis restarts, and a few unlimited tries are the
    price.
    """
    try:
        return _run(list(checks), "attempt")
    except CACHE_DOWN as error:
        logger.warning("limits open: the cache is unreachable (%s)", type(error).__name__)
        return Outcome(0)


def wait_for(checks: Iterable[Check]) -> int:
    """Whole seconds until every one of ``checks`` may try again (0: now); counts nothing."""
    return wait_outcome(checks).wait


def wait_outcome(checks: Iterable[Check]) -> Outcome:
    try:
        return _run(list(checks), "wait")
    except CACHE_DOWN as error:
        logger.warning("limits open: the cache is unreachable (%s)", type(error).__name__)
        return Outcome(0)


def count(checks: Iterable[Check]) -> Outcome:
    """One more attempt for each check, closed or not (nothing while the cache is down)."""
    try:
        return _run(list(checks), "count")
    except CACHE_DOWN as error:
        logger.warning("an attempt went uncounted: the cache is unreachable (%s)", error)
        return Outcome(0)


def attempt(checks: list[Check]) -> int:
    """Count an attempt unless one of ``checks`` is closed; returns the wait (0: counted)."""
    return attempt_outcome(checks).wait


#: Where the limits a request met leave their standing, for the API's RateLimit headers.
QUOTAS_ATTRIBUTE = "rate_limit_quotas"


def quotas_note(request: HttpRequest, outcome: Outcome) -> None:
    found: tuple[Quota, ...] = getattr(request, QUOTAS_ATTRIBUTE, ())
    setattr(request, QUOTAS_ATTRIBUTE, (*found, *outcome.quotas))


def quota_tightest(request: HttpRequest) -> Quota | None:
    """The limit closest to refusing this client: the least left, then the longest reset."""
    quotas: tuple[Quota, ...] = getattr(request, QUOTAS_ATTRIBUTE, ())
    return min(quotas, key=lambda q: (q.remaining, -q.reset), default=None)
