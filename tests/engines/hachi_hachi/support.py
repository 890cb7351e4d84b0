"""Builders for Hachi-Hachi tests: exact positions and capture piles with given card points."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from games.engines.hachi_hachi import ENGINE
from games.engines.hachi_hachi import dekiyaku as dk
from games.engines.hachi_hachi.cards import CLASS, DECK, POINTS, chaff_or_willow_count
from games.engines.hachi_hachi.settlement import settle
from games.engines.hachi_hachi.state import HachiHachiState, RoundResult, Teyaku
from games.engines.hachi_hachi.teyaku import detect

NO_TEYAKU = Teyaku(None, 0, None, 0, (), ())


def cards(text: str) -> tuple[str, ...]:
    return tuple(text.split())


def points(pile: Sequence[str]) -> int:
    return sum(POINTS[c] for c in pile)


def teyaku_of(*hands: str) -> tuple[Teyaku, ...]:
    """Teyaku detected from dealt hands written as space-separated ids ("" = no teyaku)."""
    return tuple(detect(cards(h)) if h else NO_TEYAKU for h in hands)


def _pick(pool: list[str], need: int, rng: random.Random) -> list[str] | None:
    """Cards of ``pool`` worth exactly ``need`` points (random class counts, pool order)."""
    by_class: dict[str, list[str]] = {"light": [], "animal": [], "ribbon": [], "chaff": []}
    for c in pool:
        by_class[CLASS[c]].append(c)
    lights, animals, ribbons, chaff = (by_class[k] for k in ("light", "animal", "ribbon", "chaff"))
    options = [
        (nl, na, nr, need - 20 * nl - 10 * na - 5 * nr)
        for nl in range(len(lights) + 1)
        for na in range(len(animals) + 1)
        for nr in range(len(ribbons) + 1)
        if 0 <= need - 20 * nl - 10 * na - 5 * nr <= len(chaff)
    ]
    if not options:
        return None
    nl, na, nr, nc = rng.choice(options)
    return lights[:nl] + animals[:na] + ribbons[:nr] + chaff[:nc]


def build_piles(
    targets: Sequence[int],
    required: Sequence[str] = ("", "", ""),
    accept: Callable[[tuple[tuple[str, ...], ...]], bool] = lambda piles: True,
) -> tuple[tuple[str, ...], ...]:
    """Three capture piles sharing the 48 cards, with the given card points.

    ``required[i]`` lists cards pile ``i`` must hold. The piles never hold a dekiyaku and never
    reach Simple 16 unless ``accept`` is given to allow it; ``accept`` adds further conditions.
    """
    assert sum(targets) == 264
    fixed = [cards(r) for r in required]
    used = {c for r in fixed for c in r}
    rng = random.Random(0)
    for _ in range(5000):
        pool = [c for c in DECK if c not in used]
        rng.shuffle(pool)
        piles: list[tuple[str, ...]] = []
        for i in range(2):
            extra = _pick(pool, targets[i] - points(fixed[i]), rng)
            if extra is None:
                break
            piles.append(fixed[i] + tuple(extra))
            pool = [c for c in pool if c not in extra]
        else:
            piles.append(fixed[2] + tuple(pool))
            result = tuple(piles)
            if [points(p) for p in result] == list(targets) and accept(result):
                return result
    raise AssertionError("no such piles")


def plain(piles: tuple[tuple[str, ...], ...]) -> bool:
    """No dekiyaku and no Simple 16 in any pile (a plain card-counting round)."""
    return all(not dk.dekiyaku(p) and chaff_or_willow_count(p) < 16 for p in piles)


def position(
    *,
    hands: Sequence[str],
    field: str,
    piles: Sequence[str] | None = None,
    deck_top: str = "",
    current: int = 0,
    dealer: int = 0,
    multiplier: int = 1,
    teyaku: tuple[Teyaku, ...] | None = None,
    rounds: int = 1,
    **changes: Any,
) -> HachiHachiState:
    """An exact mid-round position. The draw pile is ``deck_top`` followed by every card not
    placed elsewhere (canonical order), so all 48 cards are conserved."""
    n = len(hands)
    hand_t = tuple(cards(h) for h in hands)
    pile_t = tuple(cards(p) for p in piles) if piles else ((),) * n
    field_t = cards(field)
    top = cards(deck_top)
    placed = {c for group in (*hand_t, *pile_t, field_t, top) for c in group}
    assert len(placed) == sum(len(g) for g in (*hand_t, *pile_t, field_t, top)), "duplicate card"
    base = ENGINE.setup(players=n, options={"rounds": 6}, seed="position")
    fields: dict[str, Any] = {
        "rounds": rounds,
        "round_no": 1,
        "dealer": dealer,
        "current": current,
        "multiplier": multiplier,
        "field_kind": {1: "small", 2: "large", 4: "grand"}[multiplier],
        "carry": (),
        "hands": hand_t,
        "field": field_t,
        "deck": top + tuple(c for c in DECK if c not in placed),
        "piles": pile_t,
        "teyaku": teyaku or (NO_TEYAKU,) * n,
        "phase": "play",
        "pending": None,
        "d_ack": (0,) * n,
        "sage": (False,) * n,
        "fed": (None,) * n,
        "turn_start_pile": 0,
        "turn_captures": (),
        "totals": (0,) * n,
        "history": (),
    }
    fields.update(changes)
    return replace(base, **fields)


def play(
    state: HachiHachiState, seat: int, card: str, target: str | None = None
) -> tuple[HachiHachiState, list[dict[str, Any]]]:
    return ENGINE.apply(state, seat, {"type": "play_card", "card": card, "target": target})


def act(
    state: HachiHachiState, seat: int, kind: str, **fields: Any
) -> tuple[HachiHachiState, list[dict[str, Any]]]:
    return ENGINE.apply(state, seat, {"type": kind, **fields})


def final_turn(
    piles: tuple[tuple[str, ...], ...],
    *,
    seat: int,
    multiplier: int = 1,
    teyaku: tuple[Teyaku, ...] | None = None,
    **changes: Any,
) -> HachiHachiState:
    """The last turn of a round whose final piles are ``piles``.

    ``seat`` holds his last card ``x``; the field holds ``y`` (same month as ``x``) and ``e``;
    the only card of the draw pile is ``d`` (same month as ``e``). Playing ``x`` captures ``y``,
    the turned ``d`` captures ``e``, every hand is empty and the round is exhausted with exactly
    ``piles``. ``seat`` is the last player of the round (the dealer is the next seat).
    """
    n = len(piles)
    mine = piles[seat]
    by_month: dict[str, list[str]] = {}
    for c in mine:
        by_month.setdefault(c[:2], []).append(c)
    pairs = [g[:2] for g in by_month.values() if len(g) >= 2][:2]
    assert len(pairs) == 2, "the pile needs two months with two cards"
    (x, y), (d, e) = pairs
    rest = tuple(c for c in mine if c not in (x, y, d, e))
    start = tuple(" ".join(rest if s == seat else piles[s]) for s in range(n))
    state = position(
        hands=tuple(x if s == seat else "" for s in range(n)),
        field=f"{y} {e}" if INDEX_OF[y] < INDEX_OF[e] else f"{e} {y}",
        piles=start,
        deck_top=d,
        current=seat,
        dealer=(seat + 1) % n,
        multiplier=multiplier,
        teyaku=teyaku,
        **changes,
    )
    assert len(state.deck) == (1 if n == 3 else len(state.deck))
    return state


INDEX_OF = {c: i for i, c in enumerate(DECK)}


def count_round(
    piles: tuple[tuple[str, ...], ...],
    teyaku: tuple[Teyaku, ...],
    m: int,
    dealer: int = 0,
    bonus: bool = False,
) -> RoundResult:
    """Settlement of an exhausted round where nobody is in Sage (case C, or 2-player count)."""
    return settle(
        round_no=1,
        dealer=dealer,
        m=m,
        field_kind="?",
        teyaku=teyaku,
        piles=piles,
        sage=(False,) * len(piles),
        ender=None,
        liability={},
        double_eights_bonus=bonus,
    )
