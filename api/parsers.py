"""JSON bodies only, and small: a move is a few hundred bytes."""

from __future__ import annotations

import json
from typing import Any

from django.conf import settings
from rest_framework import exceptions, status
from rest_framework.parsers import JSONParser

from games.json_input import json_problem


class PayloadTooLarge(exceptions.APIException):
    status_code = status.HTTP_413_REQUEST_ENTITY_TOO_LARGE
    default_detail = "The request body is too large."
    default_code = "payload_too_large"


class LimitedJSONParser(JSONParser):
    def parse(self, stream: Any, media_type: Any = None, parser_context: Any = None) -> Any:
        limit = settings.API_MAX_BODY_BYTES
        raw = stream.read(limit + 1) if stream is not None else b""
        if len(raw) > limit:
            raise PayloadTooLarge(f"The request body is larger than {limit} bytes.")
        try:
            data = json.loads(raw.decode("utf-8"))
        except (ValueError, UnicodeDecodeError) as error:
            raise exceptions.ParseError(f"The body is not valid JSON: {error}.") from None
        except RecursionError:
            # A few KB of "[[[[..." exhaust the parser's stack: bad input, not a server error.
            raise exceptions.ParseError("The body is nested too deeply to be read.") from None
        problem = json_problem(data)
        if problem:
            raise exceptions.ParseError(problem)
        return data
