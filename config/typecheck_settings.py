"""The settings mypy's django-stubs plugin loads (``[tool.django-stubs]`` in pyproject.toml).

The plugin imports the settings to learn the apps and models. With DEBUG off they refuse to load
without a SECRET_KEY, so a developer or CI running ``mypy`` would otherwise have to export one:
this gives the type checker a placeholder, and only when none is set. The plugin restores the
environment afterwards; nothing that serves requests imports this module.
"""

import os

os.environ.setdefault("SECRET_KEY", "type-checking-only-not-a-secret-" + "x" * 32)

from config.settings import *  # noqa: F403
