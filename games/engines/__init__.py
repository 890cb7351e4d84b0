"""Pure rule engines: no Django, DRF, Channels, Celery or Redis may be imported here."""
