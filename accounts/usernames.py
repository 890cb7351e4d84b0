"""The one username rule (site sign-up, API sign-up, the admin's forms) and the URL form of
any name, old ones included.

New names: 3 to 30 characters, ASCII letters, digits and ``_ - .``, starting with a letter or a
digit (ASCII only, so no two names look alike in different scripts), unique ignoring case.
Names made before the rule keep working as they are: the rule is checked when a name is chosen,
never when one signs in or is shown.
"""

from __future__ import annotations

import re

from django.core.exceptions import ValidationError
from django.urls import register_converter

MIN_LENGTH = 3
MAX_LENGTH = 30
RULE = (
    f"{MIN_LENGTH} to {MAX_LENGTH} characters: letters (a-z, A-Z), digits and _ - . "
    "starting with a letter or a digit."
)
_ALLOWED = re.compile(r"[A-Za-z0-9_.-]*")


def username_problem(name: str) -> str | None:
    """What is wrong with ``name`` as a new username, in plain words (None: nothing)."""
    if not MIN_LENGTH <= len(name) <= MAX_LENGTH:
        return f"A username has {MIN_LENGTH} to {MAX_LENGTH} characters (this one has {len(name)})."
    if not _ALLOWED.fullmatch(name):
        return "A username may only use letters (a-z, A-Z), digits and _ - . (no spaces)."
    if not name[0].isalnum():
        return "A username starts with a letter or a digit."
    return None


def validate_new_username(name: str) -> None:
    """The rule as a Django validator (model field, forms); see ``User.clean_fields`` for why
    a name chosen before the rule passes."""
    problem = username_problem(name)
    if problem:
        raise ValidationError(problem, code="username_rule")


class UsernameConverter:
    """``<username:name>`` in URLs: any existing name, ``/`` and all.

    Browsers resolve "." and ".." path segments away before sending, so a name with such a
    segment (or starting with "~") is written as "~" and its UTF-8 in hex, which no other name
    starts with.
    """

    regex = "(?s:.+)"

    def to_python(self, value: str) -> str:
        if not value.startswith("~"):
            return value
        return bytes.fromhex(value[1:]).decode()  # ValueError: no such URL, a 404

    def to_url(self, value: str) -> str:
        dots = any(part in (".", "..") for part in value.split("/"))
        return f"~{value.encode().hex()}" if dots or value.startswith("~") else value


register_converter(UsernameConverter, "username")  # once, on import (both URLconfs use it)
