"""The site's settings with the floor benchmark's URLs in front (bench/floor/run.py only)."""

from config.settings import *  # noqa: F403

ROOT_URLCONF = "bench.floor.urls"
