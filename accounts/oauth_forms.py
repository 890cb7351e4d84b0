"""The site's form for registering an OAuth app (docs/oauth.md)."""

from __future__ import annotations

from urllib.parse import urlsplit

from django import forms
from django.core.exceptions import ValidationError

from accounts.oauth_services import CONFIDENTIAL, PUBLIC

#: Native apps receive the code on the machine itself (RFC 8252 section 7.3): plain http there.
LOOPBACK_HOSTS = {"127.0.0.1", "::1", "localhost"}
MAX_REDIRECT_URIS = 5
APP_NAME_MAX_LENGTH = 100


def redirect_uri_problem(uri: str) -> str | None:
    """Why ``uri`` cannot receive codes, in words; None when it can."""
    try:
        parts = urlsplit(uri)
        host = parts.hostname or ""
    except ValueError:
        return f"{uri} is not a web address."
    if parts.fragment or "#" in uri:
        return f"{uri}: a redirect address has no #fragment."
    if parts.scheme == "https" and host:
        return None
    if parts.scheme == "http" and host in LOOPBACK_HOSTS:
        return None
    return f"{uri}: use https, or http only on this machine (127.0.0.1, [::1], localhost)."


class AppForm(forms.Form):
    name = forms.CharField(
        max_length=APP_NAME_MAX_LENGTH,
        help_text="People see this name when your app asks for access.",
    )
    redirect_uris = forms.CharField(
        label="Redirect addresses",
        widget=forms.Textarea(attrs={"rows": 3}),
        help_text=f"Where codes are sent back to, one per line (at most {MAX_REDIRECT_URIS}).",
    )
    client_type = forms.ChoiceField(
        label="Kind of app",
        choices=[
            (CONFIDENTIAL, "Confidential: runs on a server that keeps a secret"),
            (PUBLIC, "Public: a phone, desktop or browser app that cannot keep a secret"),
        ],
        initial=CONFIDENTIAL,
        widget=forms.RadioSelect,
    )

    def clean_redirect_uris(self) -> list[str]:
        text: str = self.cleaned_data["redirect_uris"]
        uris = list(dict.fromkeys(line.strip() for line in text.splitlines() if line.strip()))
        if not uris:
            raise ValidationError("Give at least one redirect address.")
        if len(uris) > MAX_REDIRECT_URIS:
            raise ValidationError(f"At most {MAX_REDIRECT_URIS} redirect addresses.")
        problems = [p for p in map(redirect_uri_problem, uris) if p]
        if problems:
            raise ValidationError(problems)
        return uris
