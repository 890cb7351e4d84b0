#!/usr/bin/env python
"""Django's command-line utility."""

import os
import sys


def main() -> None:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    from django.core.management import execute_from_command_line

    from config.env import EnvError

    try:
        execute_from_command_line(sys.argv)
    except EnvError as error:
        sys.exit(f"Configuration error: {error}")


if __name__ == "__main__":
    main()
