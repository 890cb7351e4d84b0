"""One webhook POST, with urllib3 (design §7.1, docs/webhooks.md).

The host is resolved once and checked (games.webhook_addresses); the connection goes to that
very address, with the URL's host name in ``Host`` and, over https, in SNI and the certificate
check. A timeout bounds the connection and each read, redirects are never followed (a 3xx is a
failed attempt: a redirect could lead anywhere), urllib3 retries nothing itself (the outbox
does) and reads no proxy from the environment. Only the status and at most 1 KB of the answer
are read.
"""

from __future__ import annotations

import socket
import time
from dataclasses import dataclass

import urllib3
from urllib3.exceptions import HTTPError, NewConnectionError, SSLError, TimeoutError

from games.webhook_addresses import AddressRefused, Resolver, address_resolve, url_parts

#: What is read of an answer at most: a receiver's body is not kept.
ANSWER_READ_BYTES = 1024


@dataclass(frozen=True)
class Attempt:
    """How one POST went: the status (None: no answer), its duration and, unless a 2xx, why
    it failed, in words for the endpoint's owner."""

    status: int | None
    duration_ms: int
    error: str

    @property
    def delivered(self) -> bool:
        return self.status is not None and 200 <= self.status < 300


def _elapsed_ms(started: float) -> int:
    return round((time.monotonic() - started) * 1000)


def _refusal(status: int) -> str:
    if 300 <= status < 400:
        return f"Answered {status}: redirects are not followed."
    return f"Answered {status}."


def webhook_post(
    *,
    url: str,
    body: bytes,
    headers: dict[str, str],
    timeout: float,
    resolve: Resolver = socket.getaddrinfo,
) -> Attempt:
    """POST ``body`` to ``url`` at the address its host resolves to now, if it is allowed."""
    started = time.monotonic()
    parts, port = url_parts(url)
    assert parts.hostname is not None  # url_check made sure when the endpoint was registered
    try:
        address = address_resolve(parts.hostname, port, resolve=resolve)
    except AddressRefused as refused:
        return Attempt(None, _elapsed_ms(started), refused.message)
    limits = urllib3.Timeout(connect=timeout, read=timeout)
    pool: urllib3.HTTPConnectionPool
    if parts.scheme == "https":
        pool = urllib3.HTTPSConnectionPool(
            address,
            port,
            timeout=limits,
            retries=False,
            server_hostname=parts.hostname,
            assert_hostname=parts.hostname,
            cert_reqs="CERT_REQUIRED",
        )
    else:  # only with WEBHOOK_ALLOW_PRIVATE_ADDRESSES (url_check)
        pool = urllib3.HTTPConnectionPool(address, port, timeout=limits, retries=False)
    target = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
    try:
        response = pool.urlopen(
            "POST",
            target,
            body=body,
            # The URL's own host (url_check refused user names): the pool's host is the address.
            headers={**headers, "Host": parts.netloc},
            redirect=False,
            retries=False,
            preload_content=False,
            assert_same_host=False,
        )
        response.read(ANSWER_READ_BYTES, decode_content=False)
        response.release_conn()
    # NewConnectionError first: urllib3 makes it a subclass of its timeouts (for history).
    except NewConnectionError:
        return Attempt(None, _elapsed_ms(started), f"Could not connect to {address} port {port}.")
    except TimeoutError:
        return Attempt(None, _elapsed_ms(started), f"No answer within {timeout:g} s.")
    except SSLError as error:
        return Attempt(None, _elapsed_ms(started), f"TLS failed: {error}"[:200])
    except HTTPError as error:
        return Attempt(None, _elapsed_ms(started), f"The connection failed: {error}"[:200])
    finally:
        pool.close()
    status = response.status
    return Attempt(status, _elapsed_ms(started), "" if 200 <= status < 300 else _refusal(status))
