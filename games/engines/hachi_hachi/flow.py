"""State transitions of a round: deal, the three steps of a turn, and the end of the round."""

from __future__ import annotations

from typing import Any

from games.engines.base import Event, ranks_from_scores
from games.engines.hachi_hachi import dekiyaku as dk
from games.engines.hachi_hachi.cards import FIELD_KIND, MONTH
from games.engines.hachi_hachi.deal import deal_cards, is_misdeal, multiplier, own_multiplier
from games.engines.hachi_hachi.rules import capture, same_month
from games.engines.hachi_hachi.settlement import result_json, settle
from games.engines.hachi_hachi.state import HachiHachiState as S
from games.engines.hachi_hachi.state import evolve as replace
from games.engines.hachi_hachi.state import next_turn
from games.engines.hachi_hachi.teyaku import detect, public


def _set(values: tuple[Any, ...], seat: int, value: Any) -> tuple[Any, ...]:
    return (*values[:seat], value, *values[seat + 1 :])


def start_round(s: S, events: list[Event]) -> S:
    """Deal round ``s.round_no`` for ``s.dealer``, redealing void deals (§4, §5, §6)."""
    n, attempt = s.players, s.deal_attempt
    while True:
        hands, field, deck = deal_cards(s.seed, s.round_no, attempt, n, s.dealer)
        if not is_misdeal(field):
            break
        counts = [MONTH[c] for c in field]
        month = next(m for m in counts if counts.count(m) == 4)
        events.append({"type": "misdeal", "round": s.round_no, "attempt": attempt, "month": month})
        attempt += 1
    m, carry = multiplier(field, s.carry, s.field_carry)
    teyaku = tuple(detect(h) for h in hands)
    events.append(
        {
            "type": "round_started",
            "round": s.round_no,
            "dealer": s.dealer,
            "field": list(field),
            "field_kind": FIELD_KIND[own_multiplier(field)],
            "multiplier": m,
            "carry": list(carry),
            "teyaku": [{"seat": seat, **public(t)} for seat, t in enumerate(teyaku) if t.value],
        }
    )
    for seat, hand in enumerate(hands):
        events.append(
            {
                "type": "hand_dealt",
                "seat": seat,
                "cards": list(hand),
                "visible_to": [seat],
                "redacted": {"type": "hand_dealt", "seat": seat, "count": len(hand)},
            }
        )
    return replace(
        s,
        deal_attempt=attempt,
        hands=hands,
        field=field,
        deck=deck,
        piles=((),) * n,
        teyaku=teyaku,
        multiplier=m,
        field_kind=FIELD_KIND[own_multiplier(field)],
        carry=carry,
        phase="play",
        current=s.dealer,
        pending=None,
        d_ack=(0,) * n,
        sage=(False,) * n,
        fed=(None,) * n,
        turn_start_pile=0,
        turn_captures=(),
    )


def play_card(s: S, seat: int, card: str, target: str | None, events: list[Event]) -> S:
    """Step A (§7.2), then step B (§7.3) and, unless a choice is pending, step C.

    The new state is built with a single ``replace`` (speed: this is the hot path).
    """
    hand = s.hands[seat]
    field, group = capture(s.field, card, target)
    events.append({"type": "card_played", "seat": seat, "card": card, "captured": list(group)})
    hands = _set(s.hands, seat, tuple(c for c in hand if c != card))
    pile = s.piles[seat] + group
    captures: tuple[tuple[str, ...], ...] = (group,) if group else ()
    fed = _set(s.fed, seat, card if not group and len(hand) >= 2 else None)
    deck = s.deck
    if deck:
        turned, deck = deck[0], deck[1:]
        matches = same_month(field, turned)
        if len(matches) == 2:
            events.append(
                {
                    "type": "card_turned",
                    "seat": seat,
                    "card": turned,
                    "captured": [],
                    "choice": matches,
                }
            )
            return replace(
                s,
                hands=hands,
                field=field,
                deck=deck,
                piles=_set(s.piles, seat, pile),
                fed=fed,
                turn_start_pile=len(s.piles[seat]),
                turn_captures=captures,
                phase="choose",
                pending=turned,
            )
        field, taken = capture(field, turned, None)
        events.append(
            {"type": "card_turned", "seat": seat, "card": turned, "captured": list(taken)}
        )
        if taken:
            pile += taken
            captures = (*captures, taken)
    piles = _set(s.piles, seat, pile)
    if any(hands) and all(dk.DEKIYAKU_CARDS.isdisjoint(g) for g in captures):
        # Fast path of step C: no light or poem ribbon captured, so D cannot rise.
        start = len(s.piles[seat])
        nxt = (seat + 1) % s.players
        return next_turn(s, hands, field, deck, piles, fed, start, captures, None, "play", nxt)
    return _end_of_turn(
        s,
        seat,
        events,
        hands=hands,
        field=field,
        deck=deck,
        piles=piles,
        fed=fed,
        turn_start_pile=len(s.piles[seat]),
        turn_captures=captures,
        pending=None,
    )


def choose_capture(s: S, seat: int, target: str, events: list[Event]) -> S:
    """The separate decision for the turned card (§7.3), then step C."""
    assert s.pending is not None
    field, group = capture(s.field, s.pending, target)
    events.append({"type": "turned_card_captured", "seat": seat, "captured": list(group)})
    return _end_of_turn(
        s,
        seat,
        events,
        field=field,
        piles=_set(s.piles, seat, s.piles[seat] + group),
        turn_captures=(*s.turn_captures, group),
        pending=None,
    )


def _end_of_turn(s: S, seat: int, events: list[Event], **changes: Any) -> S:
    """Step C (§7.4): a rise of the dekiyaku total asks End or Sage (End if the hand is empty).

    ``changes`` are the turn's updates to ``s``, applied together with the next phase.
    """
    piles: tuple[tuple[str, ...], ...] = changes.get("piles", s.piles)
    hands: tuple[tuple[str, ...], ...] = changes.get("hands", s.hands)
    d_ack: tuple[int, ...] = changes.get("d_ack", s.d_ack)
    captured = changes.get("turn_captures", s.turn_captures)
    # D can only rise when a light or a poem ribbon was captured this turn (speed shortcut).
    rising = not all(dk.DEKIYAKU_CARDS.isdisjoint(group) for group in captured)
    total = dk.total(piles[seat]) if rising else d_ack[seat]
    if total > d_ack[seat]:
        events.append(
            {
                "type": "dekiyaku_formed",
                "seat": seat,
                "dekiyaku": list(dk.dekiyaku(piles[seat])),
                "total": total,
            }
        )
        if hands[seat]:
            return replace(s, **changes, phase="decide")
        events.append({"type": "round_ended_by", "seat": seat, "total": total, "automatic": True})
        return finish_round(replace(s, **changes), seat, events)
    if not any(hands):
        return finish_round(replace(s, **changes), None, events)
    return replace(s, **changes, phase="play", current=(seat + 1) % s.players)


def call_sage(s: S, seat: int, events: list[Event]) -> S:
    total = dk.total(s.piles[seat])
    events.append({"type": "sage", "seat": seat, "total": total})
    return _end_of_turn(
        s, seat, events, d_ack=_set(s.d_ack, seat, total), sage=_set(s.sage, seat, True)
    )


def call_end(s: S, seat: int, events: list[Event]) -> S:
    total = dk.total(s.piles[seat])
    events.append({"type": "round_ended_by", "seat": seat, "total": total, "automatic": False})
    return finish_round(s, seat, events)


def liability(s: S, ender: int) -> dict[str, int]:
    """§9.5 (3 players only, no opponent of the ender in Sage)."""
    if s.players != 3 or any(s.sage[o] for o in range(3) if o != ender):
        return {}
    pile = s.piles[ender]
    return dk.liable_seats(
        ender=ender,
        start_pile=pile[: s.turn_start_pile],
        end_pile=pile,
        captures=s.turn_captures,
        fed=s.fed,
    )


def finish_round(s: S, ender: int | None, events: list[Event]) -> S:
    """Settle (§9), then deal the next round or end the game (§10)."""
    result = settle(
        round_no=s.round_no,
        dealer=s.dealer,
        m=s.multiplier,
        field_kind=s.field_kind,
        teyaku=s.teyaku,
        piles=s.piles,
        sage=s.sage,
        ender=ender,
        liability=liability(s, ender) if ender is not None else {},
        double_eights_bonus=s.double_eights_bonus,
    )
    totals = tuple(t + d for t, d in zip(s.totals, result.deltas, strict=True))
    events.append({"type": "round_ended", **result_json(result), "totals": list(totals)})
    history = (*s.history, result)
    if s.round_no >= s.rounds:
        events.append(
            {"type": "game_ended", "scores": list(totals), "ranks": list(ranks_from_scores(totals))}
        )
        return replace(s, totals=totals, history=history, pending=None, phase="over")
    s = replace(
        s,
        totals=totals,
        history=history,
        round_no=s.round_no + 1,
        deal_attempt=0,
        dealer=result.next_dealer,
    )
    return start_round(s, events)
