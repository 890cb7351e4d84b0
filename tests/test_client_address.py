"""The one client-address function: X-Forwarded-For counts only behind trusted proxies; what
the limits count per address (an IPv6 /64); how limit rates are written."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from django.core.exceptions import ImproperlyConfigured
from django.test import RequestFactory, override_settings

from accounts.client_address import client_address
from accounts.limits import DEFAULT_RATES, Rate, address_of, parse_rate

FORGED = "198.51.100.66"
ROOT = Path(__file__).resolve().parent.parent


def _request(peer: str = "203.0.113.5", forwarded: str | None = None) -> object:
    extra = {"REMOTE_ADDR": peer}
    if forwarded is not None:
        extra["HTTP_X_FORWARDED_FOR"] = forwarded
    return RequestFactory().get("/", **extra)


@override_settings(TRUSTED_PROXY_COUNT=0)
def test_without_trusted_proxies_the_header_is_ignored() -> None:
    assert client_address(_request()) == "203.0.113.5"
    assert client_address(_request(forwarded=FORGED)) == "203.0.113.5"
    assert client_address(_request(forwarded=f"{FORGED}, 10.0.0.1")) == "203.0.113.5"


@pytest.mark.parametrize(
    ("proxies", "forwarded", "expected"),
    [
        (1, "192.0.2.10", "192.0.2.10"),  # the proxy appended the client it saw
        (1, f"{FORGED}, 192.0.2.10", "192.0.2.10"),  # the client's own entry is ignored
        (2, f"{FORGED}, 192.0.2.10, 10.0.0.2", "192.0.2.10"),  # second from the right
        (2, "192.0.2.10", "192.0.2.10"),  # came in through the inner proxy only
        # Fewer entries than proxies: the outer ones were skipped, so the leftmost entry may
        # be the client's own; the rightmost is what our nearest proxy saw.
        (3, f"{FORGED}, 192.0.2.10", "192.0.2.10"),
        (3, f"{FORGED}, 192.0.2.10, ", "192.0.2.10"),
        (1, " 2001:db8::1 ", "2001:db8::1"),
        (1, "", "10.0.0.1"),  # no header: the proxy itself
        (1, "not-an-address", "10.0.0.1"),  # garbage: counted as the proxy (stricter)
    ],
)
def test_behind_trusted_proxies_the_nth_entry_from_the_right(
    proxies: int, forwarded: str, expected: str
) -> None:
    with override_settings(TRUSTED_PROXY_COUNT=proxies):
        assert client_address(_request(peer="10.0.0.1", forwarded=forwarded)) == expected


@pytest.mark.parametrize(
    ("peer", "counted"),
    [
        ("203.0.113.5", "203.0.113.5"),
        ("2001:db8:1:2:aaaa::1", "2001:db8:1:2::/64"),
        ("2001:db8:1:2:ffff::9", "2001:db8:1:2::/64"),  # the same /64: the same client
        ("::ffff:198.51.100.7", "198.51.100.7"),
    ],
)
def test_limits_count_an_ipv6_client_by_its_64(peer: str, counted: str) -> None:
    with override_settings(TRUSTED_PROXY_COUNT=0):
        assert address_of(_request(peer=peer)) == counted


@pytest.mark.parametrize(
    ("text", "rate"),
    [
        ("10/min", Rate(10, 60)),
        ("5/hour", Rate(5, 3600)),
        ("3/15m", Rate(3, 900)),
        ("10/15min", Rate(10, 900)),
        ("20/day", Rate(20, 86400)),
        ("1/s", Rate(1, 1)),
    ],
)
def test_rates(text: str, rate: Rate) -> None:
    assert parse_rate(text) == rate


@pytest.mark.parametrize("text", ["", "ten/min", "0/min", "5/fortnight", "5"])
def test_a_bad_rate_is_a_clear_setup_error(text: str) -> None:
    with pytest.raises(ImproperlyConfigured, match="10/min or 5/hour"):
        parse_rate(text)


def test_the_settings_defaults_are_the_limiter_defaults() -> None:
    """config/settings.py reads each rate from the environment with the limiter's defaults;
    with no TRUSTED_PROXY_COUNT, DRF's NUM_PROXIES is 0 too (never the header)."""
    show = (
        "import json; from django.conf import settings as s; print(json.dumps("
        "[s.AUTH_THROTTLE_RATES, s.TRUSTED_PROXY_COUNT, s.REST_FRAMEWORK['NUM_PROXIES']]))"
    )
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith("THROTTLE_") and k != "TRUSTED_PROXY_COUNT"
    }
    result = subprocess.run(
        [sys.executable, "manage.py", "shell", "-c", show],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout.strip().splitlines()[-1]) == [DEFAULT_RATES, 0, 0]


@pytest.mark.parametrize(
    ("variable", "value"), [("THROTTLE_LOGIN", "lots"), ("THROTTLE_EMAIL", "3/0min")]
)
def test_a_bad_rate_in_the_environment_stops_start_up(variable: str, value: str) -> None:
    env = {**os.environ, variable: value}
    result = subprocess.run(
        [sys.executable, "manage.py", "check"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode != 0
    assert variable in result.stderr and "Traceback" not in result.stderr
