"""VAPID keys for Web Push, from the environment (README "Configuration").

All three variables set: push reminders are on. None set: push is off (the settings page says
so). Anything in between, or keys that do not belong together, is a configuration error with
one sentence, like every other setting. ``python manage.py vapid_keys`` prints a fresh pair
(games/push_keys.py: the keys themselves).
"""

from __future__ import annotations

import binascii
import os

from config.env import EnvError
from games.push_keys import Vapid, b64url_decode, public_key_of

NAMES = ("VAPID_PUBLIC_KEY", "VAPID_PRIVATE_KEY", "VAPID_SUBJECT")


def vapid_from_env() -> Vapid:
    values = {name: os.environ.get(name, "").strip() for name in NAMES}
    public, private, subject = values.values()
    if not any(values.values()):
        return Vapid("", "", "")
    missing = [name for name, value in values.items() if not value]
    if missing:
        raise EnvError(
            f"Web Push needs {', '.join(NAMES)} together; {', '.join(missing)} is not set."
        )
    if not subject.startswith(("mailto:", "https://")):
        raise EnvError(
            "The environment variable VAPID_SUBJECT must start with mailto: or https://."
        )
    try:
        derived = public_key_of(private) if len(b64url_decode(private)) == 32 else None
    except (binascii.Error, ValueError):
        derived = None
    if derived is None:
        raise EnvError(
            "The environment variable VAPID_PRIVATE_KEY must be 32 bytes in base64url "
            "(python manage.py vapid_keys makes a pair)."
        )
    if derived != public.rstrip("="):
        raise EnvError("VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY.")
    return Vapid(derived, private, subject)
