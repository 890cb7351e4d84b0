"""Round life cycle: fares, deal (§3), start-up search (§5), end payments, match (§7, §8)."""

from __future__ import annotations

from typing import Any

from games.engines.rng import rng_for, shuffled
from games.engines.take_the_train.cards import (
    COST,
    SPECIALTY,
    STATION_COLOUR,
    cards_per_player,
    deck,
    sort_hand,
)
from games.engines.take_the_train.state import RoundResult, TTState

Event = dict[str, Any]
MATCH_CHOICES: tuple[str, ...] = (
    "single",
    "rounds",
    *(f"rounds:{n}" for n in range(2, 11)),
    "target:100",
    "target:250",
)


def match_target(match: str) -> int | None:
    return int(match.split(":")[1]) if match.startswith("target:") else None


def round_limit(match: str, players: int) -> int:
    """The last round a match may reach.

    ``single`` 1; ``rounds`` the number of players; ``rounds:N`` N. A target match ends when a
    cumulative score reaches the target; as a safety bound it also stops after
    ``players * target`` rounds (every round but an all-zero one adds at least 1 to some
    cumulative score, so the target is in practice reached long before).
    """
    if match == "single":
        return 1
    if match == "rounds":
        return players
    if match.startswith("rounds:"):
        return int(match.split(":")[1])
    target = match_target(match)
    assert target is not None
    return players * target


def first_dealer(players: int, seed: str) -> int:
    return rng_for(seed, "dealer").randrange(players)


def start_round(
    *,
    players: int,
    transfer: bool,
    match: str,
    seed: str,
    round_no: int,
    dealer: int,
    cumulative: tuple[int, ...],
    results: tuple[RoundResult, ...],
) -> tuple[TTState, list[Event]]:
    """Share the fares, deal, and run the start-up search up to the first Station decision."""
    cards = shuffled(deck(transfer), seed, "deal", round_no)
    each = cards_per_player(players)
    dealt: list[list[str]] = [[] for _ in range(players)]
    for j in range(each * players):
        dealt[(dealer + 1 + j) % players].append(cards[j])
    pile = cards[each * players :]
    fares = 100 // players
    events: list[Event] = [
        {
            "type": "round_started",
            "round": round_no,
            "dealer": dealer,
            "fares": [fares] * players,
            "pot": 100 % players,
            "hand_counts": [each] * players,
            "draw_pile": len(pile),
        }
    ]
    for seat in range(players):
        dealt[seat] = list(sort_hand(dealt[seat]))
        events.append(
            {
                "type": "dealt",
                "seat": seat,
                "cards": list(dealt[seat]),
                "visible_to": [seat],
                "redacted": {"type": "dealt", "seat": seat, "count": each},
            }
        )
    current = -1
    for i in range(1, players + 1):
        seat = (dealer + i) % players
        if any(card in STATION_COLOUR for card in dealt[seat]):
            current = seat
            break
        events.append({"type": "opening_pass", "seat": seat})
    draws = [0] * players
    i = 1
    while current < 0:  # the four Stations are in the pile, so this loop ends
        seat = (dealer + i) % players
        card = pile.pop(0)
        dealt[seat] = list(sort_hand([*dealt[seat], card]))
        draws[seat] += 1
        events.append(
            {
                "type": "opening_draw",
                "seat": seat,
                "card": card,
                "visible_to": [seat],
                "redacted": {"type": "opening_draw", "seat": seat},
            }
        )
        if card in STATION_COLOUR:
            current = seat
        i += 1
    state = TTState(
        players=players,
        transfer=transfer,
        match=match,
        seed=seed,
        round_no=round_no,
        dealer=dealer,
        phase="opening",
        current=current,
        hands=tuple(tuple(h) for h in dealt),
        pile=tuple(pile),
        fares=(fares,) * players,
        pot=100 % players,
        lines=(None,) * 4,
        branches=(None,) * 4,
        opening_draws=tuple(draws),
        cumulative=cumulative,
        results=results,
    )
    return state, events


def end_round(state: TTState, ended_by: str, seat: int) -> tuple[TTState, list[Event]]:
    """End payments (§7), round winners, cumulative scores and the match end (§8)."""
    n = state.players
    fares = list(state.fares)
    payments = [0] * n
    for s in range(n):
        if ended_by == "out" and s == seat:
            continue
        payments[s] = min(fares[s], sum(COST[c] for c in state.hands[s]))
        fares[s] -= payments[s]
    pot = state.pot + sum(payments)
    best = max(fares)
    winners = tuple(s for s in range(n) if fares[s] == best)
    scored = tuple(fares[s] if s in winners else 0 for s in range(n))
    cumulative = tuple(a + b for a, b in zip(state.cumulative, scored, strict=True))
    result = RoundResult(
        round_no=state.round_no,
        dealer=state.dealer,
        ended_by="out" if ended_by == "out" else "fares",
        seat=seat,
        cards_left=tuple(len(h) for h in state.hands),
        specialty_left=tuple(sum(1 for c in h if c in SPECIALTY) for h in state.hands),
        payments=tuple(payments),
        fares=tuple(fares),
        pot=pot,
        winners=winners,
        scored=scored,
    )
    target = match_target(state.match)
    over = state.round_no >= round_limit(state.match, n) or (
        target is not None and max(cumulative) >= target
    )
    new = TTState(
        players=n,
        transfer=state.transfer,
        match=state.match,
        seed=state.seed,
        round_no=state.round_no,
        dealer=state.dealer,
        phase="over" if over else "round_over",
        current=(state.dealer + 1) % n,
        hands=state.hands,
        pile=state.pile,
        fares=tuple(fares),
        pot=pot,
        lines=state.lines,
        branches=state.branches,
        opening_draws=state.opening_draws,
        cumulative=cumulative,
        results=(*state.results, result),
    )
    event: Event = {
        "type": "round_ended",
        "round": state.round_no,
        "ended_by": result.ended_by,
        "seat": seat,
        "hands": [list(h) for h in state.hands],
        "payments": payments,
        "fares": fares,
        "pot": pot,
        "winners": list(winners),
        "cumulative": list(cumulative),
    }
    events: list[Event] = [event]
    if over:
        events.append({"type": "game_over"})
    return new, events


def next_round(state: TTState) -> tuple[TTState, list[Event]]:
    """The ``deal`` action between rounds: the deal passes to the next seat (§8)."""
    return start_round(
        players=state.players,
        transfer=state.transfer,
        match=state.match,
        seed=state.seed,
        round_no=state.round_no + 1,
        dealer=(state.dealer + 1) % state.players,
        cumulative=state.cumulative,
        results=state.results,
    )
