"""Loaded with ``-p tests.env_plugin`` before Django settings are imported.

Gives every test process (each xdist worker too) its own Redis key prefix, so queues, channel
groups and cache keys of parallel runs never mix, and local-development settings defaults.
"""

import os

_worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
os.environ["REDIS_KEY_PREFIX"] = f"test-{_worker}-{os.getpid()}"
os.environ.setdefault("DEBUG", "true")
os.environ.setdefault("LOG_JSON", "false")
