from typing import Any

from django.contrib import admin
from django.contrib.auth.admin import UserAdmin
from django.contrib.auth.forms import UserChangeForm
from django.forms import ValidationError

from accounts.models import User
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

    def get_fieldsets(self, request: Any, obj: Any = None) -> Any:
        fieldsets = super().get_fieldsets(request, obj)
        if obj is None:
            return fieldsets
        return [*fieldsets, ("Email verification", {"fields": ("verified_email",)})]
