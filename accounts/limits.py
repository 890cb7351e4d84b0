"""A small back-off limiter in the cache (Redis), shared by the site and the API.

A limit ("10/min") allows that many attempts per key (a client address, an account, an email
address) in a window that starts with the first one. Using the allowance up closes the key for
a while: the window's length the first time, twice that the next time within a day, and so on,
never longer than ``THROTTLE_MAX_WAIT``. Nothing is ever locked for good, and a closed key
only makes its own requests wait.
"""

from __future__ import annotations

import hashlib
import ipaddress
import logging
import math
import time
from collections.abc import Iterable
from dataclasses import dataclass

from django.conf import settings
from django.core.cache import cache
from django.core.exceptions import ImproperlyConfigured
from django.http import HttpRequest
from redis.exceptions import RedisError

from config.client_address import client_address
from config.env import RATE

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


def wait_for(checks: Iterable[Check]) -> int:
    """Whole seconds until every one of ``checks`` may try again (0: now).

    With the cache (Redis) unreachable the limits are open, and say so in the log: signing
    in must keep working while Redis restarts, and a few unlimited tries are the price.
    """
    keys = [_key(scope, ident, "until") for scope, ident in checks]
    try:
        stored = cache.get_many(keys)
    except CACHE_DOWN as error:
        logger.warning("limits open: the cache is unreachable (%s)", type(error).__name__)
        return 0
    until = max((float(v) for v in stored.values()), default=0.0)
    return max(0, math.ceil(until - _now()))


def count(checks: Iterable[Check]) -> None:
    """One more attempt for each check (nothing while the cache is unreachable)."""
    try:
        _count(list(checks))
    except CACHE_DOWN as error:
        logger.warning("an attempt went uncounted: the cache is unreachable (%s)", error)


def _count(checks: list[Check]) -> None:
    """The one that uses an allowance up starts its wait."""
    for scope, ident in checks:
        rate = rate_of(scope)
        hits_key = _key(scope, ident, "hits")
        cache.add(hits_key, 0, timeout=rate.seconds)
        try:
            hits = cache.incr(hits_key)
        except ValueError:  # the window ended between the two calls
            cache.set(hits_key, hits := 1, timeout=rate.seconds)
        if hits >= rate.count:
            _back_off(scope, ident, rate)
            cache.delete(hits_key)


def _back_off(scope: str, ident: str, rate: Rate) -> None:
    strikes_key = _key(scope, ident, "strikes")
    cache.add(strikes_key, 0, timeout=STRIKE_MEMORY)
    try:
        strikes = cache.incr(strikes_key)
    except ValueError:
        strikes = 1
    longest = max(int(settings.THROTTLE_MAX_WAIT), rate.seconds)
    wait = min(rate.seconds * 2 ** min(strikes - 1, 30), longest)
    cache.set(_key(scope, ident, "until"), _now() + wait, timeout=wait + 1)


def attempt(checks: list[Check]) -> int:
    """Count an attempt unless one of ``checks`` is closed; returns the wait (0: counted)."""
    wait = wait_for(checks)
    if not wait:
        count(checks)
    return wait
