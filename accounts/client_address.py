"""The client's address as this deployment sees it: the one answer every limit keys on.

``X-Forwarded-For`` is anyone's to write, so it counts only when the site runs behind
``TRUSTED_PROXY_COUNT`` proxies of its own: each appends the address it received the request
from, so the Nth entry from the right was written by the outermost trusted proxy. With no
trusted proxy (the default) the header is ignored and the socket's peer is the client.
"""

from __future__ import annotations

import ipaddress

from django.conf import settings
from django.http import HttpRequest


def client_address(request: HttpRequest) -> str:
    """The client's IP address (the socket peer unless trusted proxies forwarded it)."""
    peer = str(request.META.get("REMOTE_ADDR") or "")
    proxies = int(settings.TRUSTED_PROXY_COUNT)
    if proxies <= 0:
        return peer
    forwarded = [
        part.strip()
        for part in str(request.META.get("HTTP_X_FORWARDED_FOR", "")).split(",")
        if part.strip()
    ]
    if not forwarded:
        return peer
    # Fewer entries than proxies: the request skipped the outer ones, so its leftmost entry
    # may be the client's own; the rightmost is what our nearest proxy saw.
    chosen = forwarded[-proxies] if len(forwarded) >= proxies else forwarded[-1]
    try:
        return str(ipaddress.ip_address(chosen))
    except ValueError:  # not an address: count it as the proxy's own (stricter, never looser)
        return peer
