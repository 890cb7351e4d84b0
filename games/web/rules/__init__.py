"""The "How to play" pages: ``/rules/`` lists the games, ``/rules/<slug>/`` explains one.

Prose and worked examples live in one template per game (``templates/rules/<slug>.html``, the
slug's hyphens as underscores); ``content`` holds the per-game data, ``options`` reads each
game's options from its engine.
"""
