"""Seeded randomness: every shuffle, deal and roll derives from the game's seed.

The seed is secret until the game ends; `seed_hash` is published when the game is created.
A generator is keyed by the seed plus a *label path* naming the chance event (for example
``("deal", 3)`` for the deal of round 3), so each event's outcome depends only on the seed and
where in the game it happens, never on global state or on how many numbers were drawn before.
"""

from __future__ import annotations

import hashlib
import random
import secrets


def new_seed() -> str:
    """A fresh unpredictable seed (128 bits, hex)."""
    return secrets.token_hex(16)


def seed_hash(seed: str) -> str:
    """The commitment published before play: ``sha256(seed)`` as hex."""
    return hashlib.sha256(seed.encode()).hexdigest()


def rng_for(seed: str, *label: str | int) -> random.Random:
    """A generator for one chance event, fully determined by ``seed`` and ``label``."""
    material = "\x1f".join([seed, *(str(part) for part in label)]).encode()
    return random.Random(int.from_bytes(hashlib.sha256(material).digest(), "big"))


def shuffled[T](items: list[T] | tuple[T, ...], seed: str, *label: str | int) -> list[T]:
    """A new list with ``items`` in the order the seeded generator gives for ``label``."""
    out = list(items)
    rng_for(seed, *label).shuffle(out)
    return out
