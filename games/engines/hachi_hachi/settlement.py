"""End-of-round settlement (§9): teyaku part plus exactly one of case E, X or C.

Every amount already includes the round multiplier M, and every part is zero-sum.
"""

from __future__ import annotations

from games.engines.hachi_hachi import dekiyaku as dk
from games.engines.hachi_hachi.cards import PAR, card_points, chaff_or_willow_count
from games.engines.hachi_hachi.shapes import Ending, FieldKind, HachiHachiRoundResult
from games.engines.hachi_hachi.state import Part, RoundResult, Teyaku
from games.engines.hachi_hachi.teyaku import diving, escape


def each_pays(players: int, beneficiary: int, amount: int) -> tuple[int, ...]:
    """Every other player pays ``beneficiary`` ``amount``."""
    return tuple(amount * (players - 1) if s == beneficiary else -amount for s in range(players))


def pays(players: int, payer: int, payee: int, amount: int) -> tuple[int, ...]:
    return tuple(amount if s == payee else -amount if s == payer else 0 for s in range(players))


def teyaku_parts(teyaku: tuple[Teyaku, ...], m: int) -> list[Part]:
    """§6.5: each other player pays the holder teyaku_value x M."""
    n = len(teyaku)
    return [
        Part("teyaku", s, each_pays(n, s, t.value * m)) for s, t in enumerate(teyaku) if t.value
    ]


def next_dealer_by_points(points: tuple[int, ...], dealer: int) -> int:
    """Most card points; a tie goes to the tied player first in turn order from the dealer."""
    n = len(points)
    best = max(points)
    return next(s for s in ((dealer + j) % n for j in range(n)) if points[s] == best)


def end_parts(
    *,
    players: int,
    m: int,
    ender: int,
    pile: tuple[str, ...],
    sage: tuple[bool, ...],
    liability: dict[str, int],
) -> list[Part]:
    """Case E (§9.2, §9.5, §12): the ender collects his dekiyaku total."""
    d = dk.total(pile)
    if players == 2:
        return [Part("dekiyaku", ender, each_pays(2, ender, d * m))]
    opponents = [s for s in range(players) if s != ender]
    in_sage = [s for s in opponents if sage[s]]
    if len(in_sage) == 1:
        return [Part("dekiyaku", ender, pays(players, in_sage[0], ender, 2 * d * m))]
    if in_sage:
        return [Part("dekiyaku", ender, each_pays(players, ender, d * m))]
    covered = {name: seat for name, seat in liability.items() if name in dk.dekiyaku(pile)}
    base = d - sum(dk.VALUES[name] for name in covered)
    parts = [Part("dekiyaku", ender, each_pays(players, ender, base * m))] if base else []
    for name, seat in covered.items():
        parts.append(Part("liability", ender, pays(players, seat, ender, 2 * dk.VALUES[name] * m)))
    return parts


def sage_parts(
    *, players: int, m: int, piles: tuple[tuple[str, ...], ...], sage: tuple[bool, ...]
) -> list[Part]:
    """Case X (§9.3): each player in Sage pays each other player half his total x M."""
    return [
        Part(
            "sage_penalty", s, tuple(-v for v in each_pays(players, s, dk.total(piles[s]) * m // 2))
        )
        for s in range(players)
        if sage[s]
    ]


def count_parts(
    *,
    m: int,
    dealer: int,
    teyaku: tuple[Teyaku, ...],
    piles: tuple[tuple[str, ...], ...],
    double_eights_bonus: bool,
) -> tuple[Ending, list[Part], int]:
    """Case C (§9.4, §12): (ending, parts, next dealer) of an exhausted round without dekiyaku."""
    n = len(piles)
    points = tuple(card_points(p) for p in piles)
    if n == 2:
        parts = teyaku_parts(teyaku, m)
        high = 0 if points[0] >= points[1] else 1
        diff = points[high] - points[1 - high]
        if diff:
            parts.append(Part("card_points", high, pays(2, 1 - high, high, diff * m)))
        return "card_count", parts, next_dealer_by_points(points, dealer)
    if all(p == PAR for p in points):
        return "all_eights", [Part("all_eights", dealer, each_pays(n, dealer, 120 * m))], dealer
    for s, p in enumerate(points):
        if p >= 168:
            value = 120 + (12 * (p - 168) if double_eights_bonus else 0)
            return "double_eights", [Part("double_eights", s, each_pays(n, s, value * m))], s
    for s, pile in enumerate(piles):
        c = chaff_or_willow_count(pile)
        if c >= 16:
            value = 144 + 24 * (c - 16)
            return "simple_16", [Part("simple_16", s, each_pays(n, s, value * m))], s
    parts = teyaku_parts(teyaku, m)
    parts.append(Part("card_points", None, tuple((p - PAR) * m for p in points)))
    for s in range(n):
        if diving(teyaku[s], piles[s]):
            parts.append(Part("diving", s, each_pays(n, s, 12 * m)))
    for s in range(n):
        if escape(teyaku[s], points[s]):
            parts.append(Part("escape", s, each_pays(n, s, 12 * m)))
    return "card_count", parts, next_dealer_by_points(points, dealer)


def settle(
    *,
    round_no: int,
    dealer: int,
    m: int,
    field_kind: FieldKind,
    teyaku: tuple[Teyaku, ...],
    piles: tuple[tuple[str, ...], ...],
    sage: tuple[bool, ...],
    ender: int | None,
    liability: dict[str, int],
    double_eights_bonus: bool,
) -> RoundResult:
    """The whole settlement of a round (§9.1) as a RoundResult."""
    n = len(piles)
    points = tuple(card_points(p) for p in piles)
    ending: Ending
    if ender is not None:
        ending = "end"
        parts = teyaku_parts(teyaku, m) + end_parts(
            players=n, m=m, ender=ender, pile=piles[ender], sage=sage, liability=liability
        )
        next_dealer = ender
    elif any(sage):
        ending = "sage_exhausted"
        parts = teyaku_parts(teyaku, m) + sage_parts(players=n, m=m, piles=piles, sage=sage)
        next_dealer = next_dealer_by_points(points, dealer)
    else:
        ending, parts, next_dealer = count_parts(
            m=m, dealer=dealer, teyaku=teyaku, piles=piles, double_eights_bonus=double_eights_bonus
        )
    deltas = tuple(sum(p.deltas[s] for p in parts) for s in range(n))
    return RoundResult(
        round=round_no,
        dealer=dealer,
        multiplier=m,
        field_kind=field_kind,
        ending=ending,
        ender=ender,
        card_points=points,
        dekiyaku=tuple(dk.dekiyaku(p) for p in piles),
        parts=tuple(parts),
        deltas=deltas,
        next_dealer=next_dealer,
    )


def result_json(result: RoundResult) -> HachiHachiRoundResult:
    """JSON form of a round result (same as ``serde.to_json``, written out for speed)."""
    return {
        "round": result.round,
        "dealer": result.dealer,
        "multiplier": result.multiplier,
        "field_kind": result.field_kind,
        "ending": result.ending,
        "ender": result.ender,
        "card_points": list(result.card_points),
        "dekiyaku": [list(names) for names in result.dekiyaku],
        "parts": [{"kind": p.kind, "seat": p.seat, "deltas": list(p.deltas)} for p in result.parts],
        "deltas": list(result.deltas),
        "next_dealer": result.next_dealer,
    }
