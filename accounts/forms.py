"""The site's account forms; the rules themselves live in usernames.py and services.py."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from django import forms
from django.contrib.auth import password_validation
from django.contrib.auth.forms import PasswordResetForm

from accounts import usernames
from accounts.models import EMAIL_MAX_LENGTH, User
from accounts.preferences import MAX_HOURS_BEFORE
from accounts.timezones import zone_choices, zone_names


def password_min_length() -> int:
    """The shortest password the validators of the settings accept (the sign-up service runs
    them all); the form says so before a request reaches them."""
    validators = password_validation.get_default_password_validators()
    lengths = [v.min_length for v in validators if hasattr(v, "min_length")]
    return max(lengths, default=1)


class SignUpForm(forms.Form):
    username = forms.CharField(
        max_length=usernames.MAX_LENGTH,
        help_text=usernames.RULE,
        widget=forms.TextInput(attrs={"autocomplete": "username", "autocapitalize": "none"}),
    )
    email = forms.EmailField(
        max_length=EMAIL_MAX_LENGTH,
        help_text="We mail you a link to verify it; a forgotten password is reset through it.",
        widget=forms.EmailInput(attrs={"autocomplete": "email"}),
    )
    password = forms.CharField(
        widget=forms.PasswordInput(attrs={"autocomplete": "new-password"}),
        min_length=password_min_length(),
    )

    def clean_username(self) -> str:
        name = str(self.cleaned_data["username"])
        problem = usernames.username_problem(name)
        if problem:
            raise forms.ValidationError(problem)
        return name


class EmailChangeForm(forms.Form):
    email = forms.EmailField(
        max_length=EMAIL_MAX_LENGTH,
        label="New email address",
        widget=forms.EmailInput(attrs={"autocomplete": "email"}),
    )
    password = forms.CharField(
        label="Your current password",
        widget=forms.PasswordInput(attrs={"autocomplete": "current-password"}),
    )


class VerifiedPasswordResetForm(PasswordResetForm):
    """Mails only an account that verified this very address (at most one: they are unique)."""

    def get_users(self, email: str) -> Iterator[User]:
        return (u for u in super().get_users(email) if u.email_is_verified)


class _TimeInput(forms.TimeInput):
    input_type = "time"


class PreferencesForm(forms.Form):
    email_reminders = forms.BooleanField(required=False, label="Email reminders")
    live_reminders = forms.BooleanField(required=False, label="Live reminders on the site")
    push_reminders = forms.BooleanField(
        required=False, label="Push reminders to this phone or computer (when subscribed)"
    )
    confirm_moves = forms.BooleanField(
        required=False,
        label="Confirm moves: a tap selects, a second tap or Confirm sends",
    )
    remind_on_turn_start = forms.BooleanField(
        required=False, label="Tell me as soon as it is my turn"
    )
    remind_hours_before = forms.IntegerField(
        min_value=1,
        max_value=MAX_HOURS_BEFORE,
        label="Remind me this many hours before a deadline",
    )
    timezone = forms.ChoiceField(label="Time zone", choices=zone_choices)
    quiet_start = forms.TimeField(
        required=False, label="Quiet hours start", widget=_TimeInput(format="%H:%M")
    )
    quiet_end = forms.TimeField(
        required=False, label="Quiet hours end", widget=_TimeInput(format="%H:%M")
    )
    daily_digest = forms.BooleanField(
        required=False, label="One daily digest instead of single mails"
    )
    digest_hour = forms.IntegerField(min_value=0, max_value=23, label="Digest hour (local)")

    def __init__(self, *args: Any, current_zone: str = "UTC", **kwargs: Any) -> None:
        kwargs["label_suffix"] = ""
        super().__init__(*args, **kwargs)
        field = self.fields["timezone"]
        assert isinstance(field, forms.ChoiceField)
        if current_zone not in zone_names():  # a name saved before the picker: keep it shown
            field.choices = [(current_zone, current_zone), *zone_choices()]
