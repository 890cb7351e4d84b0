"""Structured (JSON lines) logging for web, worker and beat processes."""

from __future__ import annotations

import json
import logging
import re
from datetime import UTC, datetime
from typing import Any

# Attributes every LogRecord has; anything else was passed with ``extra=`` and is emitted.
_STANDARD = set(vars(logging.LogRecord("", 0, "", 0, "", (), None))) | {"message", "asctime"}


# Secrets that travel in URLs (a calendar feed's key) never reach a log line.
_SECRET_IN_URL = re.compile(r"(/calendar/)[^/\s'\"]+(\.ics)")


def redact(line: str) -> str:
    return _SECRET_IN_URL.sub(r"\1<secret>\2", line)


class TextFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        return redact(super().format(record))


class JsonFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        return redact(self._json(record))

    def _json(self, record: logging.LogRecord) -> str:
        entry: dict[str, Any] = {
            "ts": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname,
            "logger": record.name,
            "msg": record.getMessage(),
        }
        entry.update({k: v for k, v in vars(record).items() if k not in _STANDARD})
        if record.exc_info:
            entry["exc"] = self.formatException(record.exc_info)
        return json.dumps(entry, default=str)


def logging_config(*, level: str, json_lines: bool) -> dict[str, Any]:
    formatter = (
        {"()": "config.log.JsonFormatter"}
        if json_lines
        else {
            "()": "config.log.TextFormatter",
            "format": "%(asctime)s %(levelname)s %(name)s [%(request_id)s]: %(message)s",
        }
    )
    return {
        "version": 1,
        "disable_existing_loggers": False,
        "formatters": {"default": formatter},
        "filters": {"request_id": {"()": "config.request_id.RequestIdFilter"}},
        "handlers": {
            "console": {
                "class": "logging.StreamHandler",
                "formatter": "default",
                "filters": ["request_id"],
            }
        },
        "root": {"handlers": ["console"], "level": level},
        "loggers": {
            # Django's own console handler (DEBUG only) prints unformatted, so unredacted,
            # lines: its records reach the console through the root handler instead.
            "django": {"level": "INFO", "handlers": []},
            "django.db.backends": {"level": "WARNING"},
            "daphne": {"level": "INFO" if level == "DEBUG" else "WARNING"},
        },
    }
