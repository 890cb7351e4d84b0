"""A request id on every request: in the response (``X-Request-ID``), in every log line the
request causes, and in the API's server-error body, so a report ("it failed, id ...") leads
to its log lines.

An incoming ``X-Request-ID`` is kept when it is a short safe token (a proxy in front may have
chosen it); otherwise a new one is made. Anything else in the header is never echoed.
"""

from __future__ import annotations

import logging
import re
import uuid
from collections.abc import Callable
from contextvars import ContextVar

from django.core.signals import request_finished
from django.dispatch import receiver
from django.http import HttpRequest, HttpResponse

HEADER = "X-Request-ID"
_SAFE = re.compile(r"[A-Za-z0-9._-]{8,64}")

current_request_id: ContextVar[str] = ContextVar("request_id", default="-")


def request_id_for(request: HttpRequest) -> str:
    sent = request.headers.get(HEADER, "")
    return sent if _SAFE.fullmatch(sent) else uuid.uuid4().hex


class RequestIdMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        request_id = request_id_for(request)
        # The site's own request attribute (the log filter reads it); HttpRequest declares none.
        request.request_id = request_id  # type: ignore[attr-defined]
        # Left set until the request is finished: Django logs a 4xx/5xx ("Not Found: ...")
        # after the middleware has returned.
        current_request_id.set(request_id)
        response = self.get_response(request)
        response[HEADER] = request_id
        return response


@receiver(request_finished)
def _request_done(**_kwargs: object) -> None:
    current_request_id.set("-")


class RequestIdFilter(logging.Filter):
    """Stamps each log record with the id of the request it was written for ("-": none)."""

    def filter(self, record: logging.LogRecord) -> bool:
        record.request_id = current_request_id.get()
        return True
