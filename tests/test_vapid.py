"""VAPID keys from the environment: all three or none; a wrong or half-set key stops start-up
with one sentence; ``manage.py vapid_keys`` prints a pair the site accepts."""

from __future__ import annotations

import pytest

from config.env import EnvError
from config.vapid import NAMES, vapid_from_env
from games.push_keys import Vapid, vapid_keys_new
from tests.test_settings import manage


@pytest.fixture
def env(monkeypatch: pytest.MonkeyPatch) -> pytest.MonkeyPatch:
    for name in NAMES:
        monkeypatch.delenv(name, raising=False)
    return monkeypatch


def set_keys(env: pytest.MonkeyPatch, public: str, private: str, subject: str) -> None:
    for name, value in zip(NAMES, (public, private, subject), strict=True):
        env.setenv(name, value)


def test_none_set_means_push_is_off(env: pytest.MonkeyPatch) -> None:
    assert vapid_from_env() == Vapid("", "", "")


def test_a_pair_and_a_subject_turn_push_on(env: pytest.MonkeyPatch) -> None:
    keys = vapid_keys_new()
    set_keys(env, keys.public_key, keys.private_key, "mailto:ops@example.com")
    assert vapid_from_env() == Vapid(keys.public_key, keys.private_key, "mailto:ops@example.com")


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ({"VAPID_SUBJECT": ""}, "VAPID_SUBJECT is not set"),
        ({"VAPID_PRIVATE_KEY": "", "VAPID_SUBJECT": ""}, "VAPID_PRIVATE_KEY, VAPID_SUBJECT"),
        ({"VAPID_SUBJECT": "ops@example.com"}, "must start with mailto: or https://"),
        ({"VAPID_PRIVATE_KEY": "not*base64"}, "VAPID_PRIVATE_KEY must be 32 bytes"),
        ({"VAPID_PRIVATE_KEY": "c2hvcnQ"}, "VAPID_PRIVATE_KEY must be 32 bytes"),
        ({"VAPID_PUBLIC_KEY": vapid_keys_new().public_key}, "is not the public key of"),
    ],
)
def test_a_wrong_or_half_set_key_is_one_clear_error(
    env: pytest.MonkeyPatch, change: dict[str, str], words: str
) -> None:
    keys = vapid_keys_new()
    set_keys(env, keys.public_key, keys.private_key, "mailto:ops@example.com")
    for name, value in change.items():
        env.setenv(name, value)
    with pytest.raises(EnvError) as error:
        vapid_from_env()
    assert words in str(error.value)


def test_the_printed_keys_start_the_site_and_a_half_set_one_stops_it() -> None:
    printed = manage("vapid_keys", DEBUG="true")
    assert printed.returncode == 0, printed.stderr
    lines = dict(line.split("=", 1) for line in printed.stdout.split())
    assert set(lines) == set(NAMES)
    lines["VAPID_SUBJECT"] = "https://play.example.com"
    code = "from django.conf import settings as s; print(s.VAPID_PUBLIC_KEY)"
    started = manage("shell", "-c", code, DEBUG="true", **lines)
    assert started.stdout.split()[-1] == lines["VAPID_PUBLIC_KEY"], started.stderr
    half = manage("check", DEBUG="true", VAPID_PUBLIC_KEY=lines["VAPID_PUBLIC_KEY"])
    assert half.returncode != 0 and "Traceback" not in half.stderr
    assert half.stderr.strip().startswith("Configuration error: Web Push needs")
