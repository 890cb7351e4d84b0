"""Sign-in by username ignoring case, for the site, the admin and the API's token login."""

from __future__ import annotations

from typing import Any

from django.contrib.auth.backends import ModelBackend
from django.db.models import Value
from django.db.models.functions import Lower
from django.http import HttpRequest

from accounts.models import User


class CaseInsensitiveModelBackend(ModelBackend):
    """Django's ModelBackend, finding the user by ``Lower(username)`` (the unique index)."""

    def authenticate(
        self,
        request: HttpRequest | None,
        username: str | None = None,
        password: str | None = None,
        **kwargs: Any,
    ) -> User | None:
        if username is None:
            username = kwargs.get(User.USERNAME_FIELD)
        if username is None or password is None:
            return None
        user = (
            User._default_manager.alias(lowered=Lower("username"))
            .filter(lowered=Lower(Value(username)))
            .first()
        )
        if user is None:
            # Hash anyway, so a missing account takes as long to refuse as a wrong password.
            User().set_password(password)
            return None
        if user.check_password(password) and self.user_can_authenticate(user):
            return user
        return None
