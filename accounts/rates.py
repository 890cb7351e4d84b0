"""How a limit is written: attempts per period, e.g. "10/min", "5/hour", "10/15min".

The settings check a limit when they read it (config/env.py) and the limiter parses it
(accounts/limits.py); both read this one grammar, which imports nothing of Django.
"""

from __future__ import annotations

import re

RATE = re.compile(
    r"^\s*([1-9]\d*)\s*/\s*([1-9]\d*)?\s*(s|sec|second|m|min|minute|h|hour|d|day)s?\s*$"
)
