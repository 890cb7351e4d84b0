"""Template helpers for the live parts of the site (settings: notifications on this device)."""

from __future__ import annotations

from django import template
from django.conf import settings

register = template.Library()


@register.simple_tag
def vapid_public_key() -> str:
    """The key browsers subscribe with (PushManager.subscribe); empty when push is off."""
    return str(settings.VAPID_PUBLIC_KEY)
