"""How the whole-game browser test taps a move on boards that need more than one tap to build
it (one function per game, listed in ``test_play_in_browser.TAPS``)."""

from __future__ import annotations
