"""Where a webhook may be sent, so the feature is no SSRF hole (design §7.1, docs/webhooks.md).

Two checks. When an endpoint is registered, its URL: https, a host, no credentials or fragment,
and a literal IP address only if it is public. At every delivery, the host is resolved once and
every address it resolves to must be public; the request then connects to the address checked
(games.webhook_http), so a name that resolves elsewhere a moment later (DNS rebinding) cannot
slip through. ``WEBHOOK_ALLOW_PRIVATE_ADDRESSES`` (development and tests only) lifts both, and
allows plain http.
"""

from __future__ import annotations

import ipaddress
import socket
from collections.abc import Callable
from typing import Any
from urllib.parse import SplitResult, urlsplit

from django.conf import settings

from games.models import WEBHOOK_URL_MAX_LENGTH

IpAddress = ipaddress.IPv4Address | ipaddress.IPv6Address
#: ``socket.getaddrinfo``'s shape: the resolver is the edge of the world tests stand in for.
Resolver = Callable[..., list[tuple[Any, ...]]]
#: NAT64's well-known prefix (RFC 6052): the IPv4 address it embeds is where it goes.
_NAT64 = ipaddress.IPv6Network("64:ff9b::/96")


class AddressRefused(Exception):
    """A webhook URL or address the site will not send to; the message says why, for people."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


def private_allowed() -> bool:
    return bool(settings.WEBHOOK_ALLOW_PRIVATE_ADDRESSES)


def address_is_public(address: IpAddress) -> bool:
    """Globally reachable unicast: not private, loopback, link-local, shared, reserved,
    multicast or unspecified, also when written inside an IPv6 address (mapped, 6to4, NAT64)."""
    if address.is_multicast or not address.is_global:
        return False
    if isinstance(address, ipaddress.IPv6Address):
        if address.teredo is not None:
            return False  # a tunnel to wherever its embedded addresses say
        inner = address.ipv4_mapped or address.sixtofour
        if inner is None and address in _NAT64:
            inner = ipaddress.IPv4Address(int(address) & 0xFFFFFFFF)
        if inner is not None:
            return address_is_public(inner)
    return True


def _literal(host: str) -> IpAddress | None:
    try:
        return ipaddress.ip_address(host)
    except ValueError:
        return None


def url_check(url: str) -> str:
    """The URL an endpoint may be registered with (stripped), or AddressRefused saying why."""
    url = url.strip()
    if len(url) > WEBHOOK_URL_MAX_LENGTH:
        raise AddressRefused(f"The URL is longer than {WEBHOOK_URL_MAX_LENGTH} characters.")
    if not url.isprintable() or not url.isascii():
        raise AddressRefused("Write the URL in ASCII (punycode for an international name).")
    try:
        parts = urlsplit(url)
        port = parts.port
    except ValueError:
        raise AddressRefused("That is not a URL.") from None
    schemes = ("https", "http") if private_allowed() else ("https",)
    if parts.scheme not in schemes or not parts.hostname:
        raise AddressRefused("The URL must be an https:// address with a host name.")
    if parts.username is not None or parts.password is not None:
        raise AddressRefused("The URL may not carry a user name or password.")
    if parts.fragment:
        raise AddressRefused("The URL may not have a #fragment.")
    if port == 0:
        raise AddressRefused("The URL's port must be 1 to 65535.")
    literal = _literal(parts.hostname)
    refused = literal is not None and not address_is_public(literal)
    if (refused or parts.hostname == "localhost") and not private_allowed():
        raise AddressRefused("The URL must point at a public address, not a private one.")
    return url


def url_parts(url: str) -> tuple[SplitResult, int]:
    """A registered URL's parts and its port (the scheme's default if none is written)."""
    parts = urlsplit(url)
    return parts, parts.port or (443 if parts.scheme == "https" else 80)


def address_resolve(host: str, port: int, *, resolve: Resolver = socket.getaddrinfo) -> str:
    """Resolve ``host`` once; the address to connect to, if every address it has is allowed.

    All of them, not just the first: a name with one public and one private address could
    otherwise be sent to the private one by whichever the connection tries."""
    try:
        answers = resolve(host, port, type=socket.SOCK_STREAM)
    except (OSError, UnicodeError) as error:
        raise AddressRefused(f"The host name did not resolve ({error}).") from None
    # An IPv6 answer may carry a zone ("fe80::1%eth0"): the address is what comes before it.
    addresses = [ipaddress.ip_address(str(info[4][0]).split("%")[0]) for info in answers]
    if not addresses:
        raise AddressRefused("The host name has no address.")
    if not private_allowed():
        refused = [str(a) for a in addresses if not address_is_public(a)]
        if refused:
            raise AddressRefused(f"The host resolves to a non-public address ({refused[0]}).")
    return str(addresses[0])
