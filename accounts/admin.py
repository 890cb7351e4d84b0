from collections.abc import Sequence
from typing import Any

from django.contrib import admin
from django.contrib.auth.admin import UserAdmin
from django.contrib.auth.forms import UserChangeForm
from django.db.models import QuerySet
from django.forms import ValidationError
from django.http import HttpRequest

from accounts.lifecycle import account_delete
from accounts.models import ApiToken, User
from accounts.services import email_taken


class HachiUserChangeForm(UserChangeForm):
    """The username rule comes with the model field (a new name only); addresses are unique."""

    def clean_email(self) -> str:
        email = str(self.cleaned_data.get("email") or "")
        if email and email_taken(email, other_than=self.instance):
            raise ValidationError("That email address belongs to another account.")
        return email


@admin.register(User)
class HachiUserAdmin(UserAdmin):
    form = HachiUserChangeForm
    readonly_fields = ("verified_email",)
    list_display = ("username", "email", "verified_email", "is_staff")

    def get_deleted_objects(
        self, objs: Sequence[User] | QuerySet[User], request: HttpRequest
    ) -> tuple[list[str], dict[str, int], set[str], list[str]]:
        # Nothing protected blocks it: the account's own data goes, the row stays.
        shown = [f"{user}: becomes a deleted player; their games stay" for user in objs]
        return shown, {"users": len(shown)}, set(), []

    def delete_model(self, request: HttpRequest, obj: User) -> None:
        # A player's moves and seats point at the row: it becomes a "deleted player" instead.
        account_delete(user=obj)

    def delete_queryset(self, request: HttpRequest, queryset: QuerySet[User]) -> None:
        for user in queryset:
            account_delete(user=user)

    def get_fieldsets(self, request: HttpRequest, obj: User | None = None) -> Any:
        fieldsets = super().get_fieldsets(request, obj)
        if obj is None:
            return fieldsets
        return [*fieldsets, ("Email verification", {"fields": ("verified_email",)})]


@admin.register(ApiToken)
class ApiTokenAdmin(admin.ModelAdmin):
    """Tokens can be looked at and revoked (deleted), never made or read: only hashes exist."""

    list_display = ("name", "prefix", "user", "scope", "expires_at", "created_at", "last_used_at")
    search_fields = ("user__username", "name", "prefix")
    readonly_fields = (
        "user",
        "name",
        "prefix",
        "key_hash",
        "scope",
        "expires_at",
        "created_at",
        "last_used_at",
    )

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False
