"""What each seat may see (§13), and the conformance hooks (zones, components, hidden cards)."""

from __future__ import annotations

from games.engines.hachi_hachi import dekiyaku as dk
from games.engines.hachi_hachi.cards import DECK, card_points
from games.engines.hachi_hachi.rules import same_month
from games.engines.hachi_hachi.settlement import result_json
from games.engines.hachi_hachi.shapes import HachiHachiResult, HachiHachiView
from games.engines.hachi_hachi.state import HachiHachiState as S
from games.engines.hachi_hachi.teyaku import public


def shown_in_hand(s: S, seat: int) -> tuple[str, ...]:
    """Teyaku cards shown at the deal that are still in the holder's hand (§6.4, §13)."""
    shown = s.teyaku[seat].shown
    return tuple(c for c in s.hands[seat] if c in shown)


def view(s: S, seat: int | None, result: HachiHachiResult | None) -> HachiHachiView:
    n = s.players
    over = s.phase == "over"
    out: HachiHachiView = {
        "game": "hachi-hachi",
        "players": n,
        "phase": s.phase,
        "round": s.round_no,
        "rounds": s.rounds,
        "dealer": s.dealer,
        "current": None if over else s.current,
        "multiplier": s.multiplier,
        "field_kind": s.field_kind,
        "carry": list(s.carry),
        "field": list(s.field),
        "draw_pile": len(s.deck),
        "turned": s.pending,
        "choices": same_month(s.field, s.pending) if s.pending else [],
        "hand_counts": [len(h) for h in s.hands],
        "shown_in_hand": [list(shown_in_hand(s, p)) for p in range(n)],
        "piles": [list(p) for p in s.piles],
        "card_points": [card_points(p) for p in s.piles],
        "teyaku": [public(t) for t in s.teyaku],
        "dekiyaku": [
            {
                "names": list(dk.dekiyaku(s.piles[p])),
                "total": dk.total(s.piles[p]),
                "acknowledged": s.d_ack[p],
                "sage": s.sage[p],
            }
            for p in range(n)
        ],
        "totals": list(s.totals),
        "history": [result_json(r) for r in s.history],
        "you": None,
        "result": result,
    }
    if seat is not None and 0 <= seat < n:
        out["you"] = {"seat": seat, "hand": list(s.hands[seat])}
    if over:
        out["revealed"] = {"hands": [list(h) for h in s.hands], "draw_pile": list(s.deck)}
    return out


def hidden_from(s: S, seat: int | None) -> set[str]:
    """Other seats' unshown hand cards, the draw pile and the seed, while the game runs."""
    if s.phase == "over":
        return set()
    hidden = {s.seed, *s.deck}
    for p in range(s.players):
        if p != seat:
            shown = s.teyaku[p].shown
            hidden.update(c for c in s.hands[p] if c not in shown)
    return hidden


def zones(s: S) -> dict[str, list[str]]:
    out = {f"hand_{p}": list(h) for p, h in enumerate(s.hands)}
    out.update({f"pile_{p}": list(pile) for p, pile in enumerate(s.piles)})
    out["field"] = list(s.field)
    out["draw_pile"] = list(s.deck)
    if s.pending is not None:
        out["turned"] = [s.pending]
    return out


def components(s: S) -> list[str]:
    return list(DECK)
