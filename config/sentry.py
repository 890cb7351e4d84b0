"""Optional error reporting to Sentry: on only when ``SENTRY_DSN`` is set.

No personal data is sent (``send_default_pii`` off): a game's hidden state never leaves in a
report's request body or local variables.
"""

from __future__ import annotations

import sentry_sdk
from sentry_sdk.integrations.celery import CeleryIntegration
from sentry_sdk.integrations.django import DjangoIntegration


def sentry_init(*, dsn: str, environment: str, release: str) -> bool:
    """Start reporting when ``dsn`` is set; True if it is now on."""
    if not dsn:
        return False
    sentry_sdk.init(
        dsn=dsn,
        environment=environment,
        release=release or None,
        integrations=[DjangoIntegration(), CeleryIntegration()],
        send_default_pii=False,
        include_local_variables=False,
        max_request_body_size="never",
        traces_sample_rate=0.0,
    )
    return True
