"""Settings come from the environment; mistakes stop start-up with one clear sentence."""

from __future__ import annotations

import os
import secrets
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def manage(*args: str, **env: str) -> subprocess.CompletedProcess[str]:
    clean = {k: v for k, v in os.environ.items() if k not in {"DEBUG", "SECRET_KEY"}}
    clean.update(env)
    return subprocess.run(
        [sys.executable, "manage.py", *args],
        cwd=ROOT,
        env=clean,
        capture_output=True,
        text=True,
        timeout=120,
    )


def production_env() -> dict[str, str]:
    return {
        "DEBUG": "false",
        "SECRET_KEY": secrets.token_urlsafe(64),
        "ALLOWED_HOSTS": "play.example.com",
    }


@pytest.mark.parametrize(
    ("env", "variable"),
    [
        ({"DEBUG": "maybe"}, "DEBUG"),
        ({"DEBUG": "false"}, "SECRET_KEY"),
        ({"DEBUG": "true", "DATABASE_URL": "mysql://db/x"}, "DATABASE_URL"),
        ({"DEBUG": "true", "REDIS_URL": "localhost:6379"}, "REDIS_URL"),
        ({"DEBUG": "false", "SECRET_KEY": "k" * 60, "EMAIL_PORT": "x"}, "EMAIL_PORT"),
        ({"DEBUG": "true", "LOG_LEVEL": "LOUD"}, "LOG_LEVEL"),
    ],
)
def test_bad_environment_stops_with_one_sentence(env: dict[str, str], variable: str) -> None:
    result = manage("check", **env)
    assert result.returncode != 0
    assert "Traceback" not in result.stderr
    lines = [line for line in result.stderr.splitlines() if line.strip()]
    assert len(lines) == 1, result.stderr
    assert variable in lines[0]
    assert lines[0].startswith("Configuration error:")


def test_production_settings_pass_the_deploy_check() -> None:
    result = manage("check", "--deploy", "--fail-level", "WARNING", **production_env())
    assert result.returncode == 0, result.stdout + result.stderr
    assert "WARNING" not in result.stdout + result.stderr
    assert "no issues" in result.stdout


def test_production_defaults_are_safe() -> None:
    code = (
        "from django.conf import settings as s;"
        "print(s.DEBUG, s.SESSION_COOKIE_SECURE, s.CSRF_COOKIE_SECURE, s.SECURE_SSL_REDIRECT,"
        " s.PASSWORD_HASHERS[0].rsplit('.', 1)[1], s.SECURE_HSTS_SECONDS > 0)"
    )
    result = manage("shell", "-c", code, **production_env())
    assert result.stdout.strip().splitlines()[-1].split() == [
        "False",
        "True",
        "True",
        "True",
        "Argon2PasswordHasher",
        "True",
    ]


def test_no_missing_migrations() -> None:
    result = manage("makemigrations", "--check", "--dry-run", DEBUG="true")
    assert result.returncode == 0, result.stdout + result.stderr
