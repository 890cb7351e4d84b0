"""The capture relation, the deal and the steps of a turn (rules §3.2, §4, §5, §6, §8)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from games.engines.hachi import scoring
from games.engines.hachi.shapes import HachiAction, Phase
from games.engines.hachi.state import FIELD_SIZE, HAND_SIZE, TURNS_PER_ROUND, HachiState
from games.engines.hanafuda import CARDS, DECK
from games.engines.rng import rng_for, shuffled

Event = dict[str, Any]

MONTH: dict[str, int] = {c.id: c.month for c in CARDS}
INDEX: dict[str, int] = {c.id: c.index for c in CARDS}
#: Partners of every card: cards whose months satisfy (m1 + m2) mod 5 == 3 (rules §4).
PARTNERS: dict[str, frozenset[str]] = {
    a.id: frozenset(b.id for b in CARDS if b.id != a.id and (a.month + b.month) % 5 == 3)
    for a in CARDS
}


def partners_on(card: str, field: tuple[str, ...]) -> list[str]:
    """Partners of ``card`` among ``field``, in ``field`` order (kept sorted by deck index)."""
    mine = PARTNERS[card]
    return [t for t in field if t in mine]


def sort_ids(cards: list[str] | tuple[str, ...]) -> tuple[str, ...]:
    return tuple(sorted(cards, key=INDEX.__getitem__))


def first_dealer(seed: str) -> int:
    """Uniformly random first dealer (rules §3.1, Decision 10)."""
    return rng_for(seed, "first_dealer").randrange(2)


def deal(
    seed: str, round_no: int
) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """The seeded shuffle of round ``round_no``: (field, hand of seat 0, hand of seat 1, draw).

    Shuffled order positions 0-5 are the field, 6-12 seat 0's hand, 13-19 seat 1's hand and
    20-47 the draw pile, top card first.
    """
    order = shuffled(DECK, seed, "deal", round_no)
    f, h = FIELD_SIZE, HAND_SIZE
    return (
        sort_ids(order[:f]),
        sort_ids(order[f : f + h]),
        sort_ids(order[f + h : f + 2 * h]),
        tuple(order[f + 2 * h :]),
    )


def start_round(state: HachiState, round_no: int, dealer: int) -> tuple[HachiState, list[Event]]:
    """Deal round ``round_no``; the dealer takes the first turn."""
    field, hand0, hand1, draw = deal(state.seed, round_no)
    new = replace(
        state,
        round_no=round_no,
        dealer=dealer,
        turn=dealer,
        phase="play",
        turns_done=0,
        hands=(hand0, hand1),
        field=field,
        draw=draw,
        piles=((), ()),
        turned=None,
    )
    events: list[Event] = [
        {"type": "round_started", "round": round_no, "dealer": dealer, "field": list(field)}
    ]
    for seat, hand in enumerate((hand0, hand1)):
        events.append(
            {
                "type": "hand_dealt",
                "seat": seat,
                "cards": list(hand),
                "visible_to": [seat],
                "redacted": {"type": "hand_dealt", "seat": seat, "count": len(hand)},
            }
        )
    return new, events


def play_actions(hand: tuple[str, ...], field: tuple[str, ...]) -> list[HachiAction]:
    """Step A (rules §5.1): ``play_card`` with each partner, or with ``None`` if it has none."""
    out: list[HachiAction] = []
    for c in hand:
        targets = partners_on(c, field)
        if targets:
            out.extend({"type": "play_card", "card": c, "target": t} for t in targets)
        else:
            out.append({"type": "play_card", "card": c, "target": None})
    return out


def deck_actions(turned: str, field: tuple[str, ...]) -> list[HachiAction]:
    """Step B choice (rules §5.2): one ``choose_deck_capture`` per available partner."""
    return [{"type": "choose_deck_capture", "target": t} for t in partners_on(turned, field)]


Hands = tuple[tuple[str, ...], tuple[str, ...]]


def _add(pair: Hands, seat: int, *cards: str) -> Hands:
    """``pair`` with ``cards`` appended to seat ``seat``'s tuple."""
    if seat == 0:
        return (pair[0] + cards, pair[1])
    return (pair[0], pair[1] + cards)


def _in_round(
    s: HachiState,
    hands: Hands,
    field: tuple[str, ...],
    piles: Hands,
    draw: tuple[str, ...],
    turned: str | None,
    phase: Phase,
    turns_done: int,
    turn: int,
) -> HachiState:
    """The state after a step inside a round (a hand-written ``replace``: the hot path)."""
    return HachiState(
        seed=s.seed,
        match_mode=s.match_mode,
        streak_cap=s.streak_cap,
        rounds=s.rounds,
        round_no=s.round_no,
        dealer=s.dealer,
        turn=turn,
        phase=phase,
        turns_done=turns_done,
        hands=hands,
        field=field,
        draw=draw,
        piles=piles,
        turned=turned,
        history=s.history,
        runs=s.runs,
        cumulative=s.cumulative,
        match_winner=s.match_winner,
        decided_by=s.decided_by,
        points_target=s.points_target,
        victories=s.victories,
    )


def play_card(
    state: HachiState, seat: int, card: str, target: str | None
) -> tuple[HachiState, list[Event]]:
    """Step A, then the automatic part of step B (and the end of the turn when no choice).

    The step-A pair goes to the pile at once (rules §5.3 note): claimed cards are never
    available to the turned card, while a hand card laid on the field is.
    """
    mine = tuple(c for c in state.hands[seat] if c != card)
    hands: Hands = (mine, state.hands[1]) if seat == 0 else (state.hands[0], mine)
    piles = state.piles
    if target is None:
        field = sort_ids((*state.field, card))
    else:
        field = tuple(c for c in state.field if c != target)
        piles = _add(piles, seat, card, target)
    turned, draw = state.draw[0], state.draw[1:]
    events: list[Event] = [
        {"type": "card_played", "seat": seat, "card": card, "target": target},
        {"type": "card_turned", "seat": seat, "card": turned},
    ]
    targets = partners_on(turned, field)
    if not targets:
        events.append({"type": "deck_to_field", "seat": seat, "card": turned})
        return _close_turn(state, hands, sort_ids((*field, turned)), piles, draw, events)
    if len(targets) == 1:
        return _deck_capture(
            state, seat, turned, targets[0], hands, field, piles, draw, events, auto=True
        )
    events.append({"type": "deck_choice", "seat": seat, "card": turned, "options": targets})
    new = _in_round(
        state, hands, field, piles, draw, turned, "deck_choice", state.turns_done, state.turn
    )
    return new, events


def choose_deck_capture(
    state: HachiState, seat: int, target: str
) -> tuple[HachiState, list[Event]]:
    """The decision of step B: the pending turned card captures ``target``."""
    assert state.turned is not None
    return _deck_capture(
        state,
        seat,
        state.turned,
        target,
        state.hands,
        state.field,
        state.piles,
        state.draw,
        [],
        auto=False,
    )


def _deck_capture(
    state: HachiState,
    seat: int,
    turned: str,
    target: str,
    hands: Hands,
    field: tuple[str, ...],
    piles: Hands,
    draw: tuple[str, ...],
    events: list[Event],
    *,
    auto: bool,
) -> tuple[HachiState, list[Event]]:
    """The turned card captures ``target`` (step B) and the turn ends (step C)."""
    events.append(
        {"type": "deck_capture", "seat": seat, "card": turned, "target": target, "auto": auto}
    )
    field = tuple(c for c in field if c != target)
    return _close_turn(state, hands, field, _add(piles, seat, turned, target), draw, events)


def _close_turn(
    state: HachiState,
    hands: Hands,
    field: tuple[str, ...],
    piles: Hands,
    draw: tuple[str, ...],
    events: list[Event],
) -> tuple[HachiState, list[Event]]:
    """Step C: the turn passes; after the 14th turn the round is scored (rules §6, §7)."""
    turns_done = state.turns_done + 1
    new = _in_round(state, hands, field, piles, draw, None, "play", turns_done, 1 - state.turn)
    if turns_done < TURNS_PER_ROUND:
        return new, events
    return end_round(new, events)


def end_round(state: HachiState, events: list[Event]) -> tuple[HachiState, list[Event]]:
    """Score the round, update the match, and deal the next round unless the match is over."""
    res = scoring.score_round(state)
    cumulative = (state.cumulative[0] + res.scores[0], state.cumulative[1] + res.scores[1])
    history = (*state.history, res)
    state = replace(state, history=history, runs=res.runs, cumulative=cumulative)
    events.append(
        {
            "type": "round_ended",
            "round": res.round_no,
            "scores": list(res.scores),
            "card_points": list(res.card_points),
            "yaku": [list(res.yaku[0]), list(res.yaku[1])],
            "winner": res.winner,
            "margin": res.margin,
            "qualifying": res.qualifying,
            "runs": list(res.runs),
            "cumulative": list(cumulative),
        }
    )
    over, winner, decided_by = scoring.match_end(state)
    if over:
        events.append(
            {
                "type": "match_ended",
                "winner": winner,
                "decided_by": decided_by,
                "cumulative": list(cumulative),
            }
        )
        return replace(state, phase="over", match_winner=winner, decided_by=decided_by), events
    state, deal_events = start_round(
        state, state.round_no + 1, scoring.next_dealer(state.dealer, res.winner)
    )
    return state, events + deal_events
