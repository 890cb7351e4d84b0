"""A tiny hidden-information card game used ONLY to prove the conformance suite works.

It is never registered in ``games.engines.registry``. The correct :data:`TOY` engine must pass
every conformance check; each ``Broken*`` subclass below breaks exactly one property and the
suite's self-test (``test_conformance_selftest.py``) asserts the matching check catches it.

Rules of "Toy High Card" (2-4 players):

* Twelve unique cards ``tk01`` .. ``tk12`` (value = the number). Each seat is dealt ``hand_size``
  cards from a seeded shuffle; the rest is a face-down pile.
* If ``bids`` is on, the game opens with a simultaneous, secret step: every seat bids 0 or 1
  (``{"type": "bid", "value": 0|1}``); bids are revealed once all are in.
* Then seats take turns (seat 0 first; seats with an empty hand are skipped): play a card from
  hand to one's own table row (``{"type": "play", "card": id}``), discard one face down
  (``{"type": "discard", "card": id}``; others see only that a card was discarded) or, while the
  pile is not empty and the hand holds at most ``hand_size`` cards, draw the top card
  (``{"type": "draw"}``).
* The game ends when every hand is empty. Score: sum of one's table cards (``scoring="high"``)
  or minus that sum (``"low"``); a bid of 1 adds 10 to a seat whose score is strictly the best
  and subtracts 10 otherwise.

Events: ``{"type": "bid_placed", "seat"}``, ``{"type": "bids_revealed", "bids"}``,
``{"type": "played", "seat", "card"}``, ``{"type": "drew"|"discarded", "seat", "card",
"visible_to", "redacted"}``, ``{"type": "game_over", "scores"}``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any, Literal

from games.engines.base import (
    AnyEngine,
    Engine,
    Event,
    Options,
    OptionSpec,
    Outcome,
    ranks_from_scores,
)
from games.engines.rng import shuffled

#: The toy declares no shapes: its actions and views are plain JSON objects.
Action = dict[str, Any]
View = dict[str, Any]

DECK: tuple[str, ...] = tuple(f"tk{n:02d}" for n in range(1, 13))


def value(card: str) -> int:
    return int(card[2:])


@dataclass(frozen=True, slots=True)
class ToyState:
    seed: str
    players: int
    hand_size: int
    scoring: Literal["high", "low"]
    phase: Literal["bid", "play", "over"]
    bids: tuple[int | None, ...]
    hands: tuple[tuple[str, ...], ...]
    pile: tuple[str, ...]
    table: tuple[tuple[str, ...], ...]
    discard: tuple[tuple[str, ...], ...]
    turn: int
    moves: int


class ToyEngine(Engine[ToyState, Action, View]):
    slug = "toy"
    name = "Toy High Card"
    min_players = 2
    max_players = 4
    version = 1
    state_type = ToyState
    action_types = frozenset({"bid", "play", "discard", "draw"})
    option_specs = (
        OptionSpec("hand_size", "int", 3, "Cards dealt to each seat.", minimum=1, maximum=3),
        OptionSpec("scoring", "choice", "high", "High or low sum wins.", choices=("high", "low")),
        OptionSpec("bids", "bool", True, "Open with a secret simultaneous bid."),
    )

    # ----- setup and flow --------------------------------------------------------------------

    def _deal(self, seed: str) -> list[str]:
        return shuffled(DECK, seed, "deal")

    def _setup(self, players: int, options: Options, seed: str) -> ToyState:
        deck = self._deal(seed)
        size = int(options["hand_size"])
        hands = tuple(
            tuple(sorted(deck[i * size : (i + 1) * size], key=value)) for i in range(players)
        )
        return ToyState(
            seed=seed,
            players=players,
            hand_size=size,
            scoring=options["scoring"],
            phase="bid" if options["bids"] else "play",
            bids=(None,) * players,
            hands=hands,
            pile=tuple(deck[players * size :]),
            table=((),) * players,
            discard=((),) * players,
            turn=0,
            moves=0,
        )

    def to_act(self, state: ToyState) -> frozenset[int]:
        if state.phase == "bid":
            return frozenset(s for s, b in enumerate(state.bids) if b is None)
        if state.phase == "play":
            return frozenset({state.turn})
        return frozenset()

    def _legal_actions(self, state: ToyState, seat: int) -> list[Action]:
        if state.phase == "bid":
            return [{"type": "bid", "value": 0}, {"type": "bid", "value": 1}]
        out: list[Action] = [{"type": "play", "card": c} for c in state.hands[seat]]
        out += [{"type": "discard", "card": c} for c in state.hands[seat]]
        if state.pile and len(state.hands[seat]) <= state.hand_size:
            out.append({"type": "draw"})
        return out

    def _apply(self, state: ToyState, seat: int, action: Action) -> tuple[ToyState, list[Event]]:
        state = replace(state, moves=state.moves + 1)
        if action["type"] == "bid":
            bids = list(state.bids)
            bids[seat] = int(action["value"])
            state = replace(state, bids=tuple(bids))
            events: list[Event] = [{"type": "bid_placed", "seat": seat}]
            if all(b is not None for b in bids):
                state = replace(state, phase="play")
                events.append({"type": "bids_revealed", "bids": bids})
            return state, events
        hands = list(state.hands)
        if action["type"] == "play":
            card = action["card"]
            hands[seat] = tuple(c for c in hands[seat] if c != card)
            table = list(state.table)
            table[seat] = (*table[seat], card)
            state = replace(state, hands=tuple(hands), table=tuple(table))
            events = [{"type": "played", "seat": seat, "card": card}]
        elif action["type"] == "discard":
            card = action["card"]
            hands[seat] = tuple(c for c in hands[seat] if c != card)
            discard = list(state.discard)
            discard[seat] = (*discard[seat], card)
            state = replace(state, hands=tuple(hands), discard=tuple(discard))
            events = [
                {
                    "type": "discarded",
                    "seat": seat,
                    "card": card,
                    "visible_to": [seat],
                    "redacted": {"type": "discarded", "seat": seat},
                }
            ]
        else:
            card = state.pile[0]
            hands[seat] = tuple(sorted((*hands[seat], card), key=value))
            state = replace(state, hands=tuple(hands), pile=state.pile[1:])
            events = [
                {
                    "type": "drew",
                    "seat": seat,
                    "card": card,
                    "visible_to": [seat],
                    "redacted": {"type": "drew", "seat": seat},
                }
            ]
        return self._advance(state, events)

    def _advance(self, state: ToyState, events: list[Event]) -> tuple[ToyState, list[Event]]:
        for step in range(1, state.players + 1):
            nxt = (state.turn + step) % state.players
            if state.hands[nxt]:
                return replace(state, turn=nxt), events
        state = replace(state, phase="over")
        events.append({"type": "game_over", "scores": list(self.scores(state))})
        return state, events

    # ----- scoring ---------------------------------------------------------------------------

    def raw_scores(self, state: ToyState) -> list[int]:
        sign = 1 if state.scoring == "high" else -1
        return [sign * sum(value(c) for c in row) for row in state.table]

    def scores(self, state: ToyState) -> tuple[int, ...]:
        raw = self.raw_scores(state)
        out = []
        for seat, score in enumerate(raw):
            best = all(score > other for s, other in enumerate(raw) if s != seat)
            bonus = 0 if not state.bids[seat] else (10 if best else -10)
            out.append(score + bonus)
        return tuple(out)

    def result(self, state: ToyState) -> Outcome | None:
        if state.phase != "over":
            return None
        scores = self.scores(state)
        return Outcome(scores, ranks_from_scores(scores), {"raw": self.raw_scores(state)})

    def num_players(self, state: ToyState) -> int:
        return state.players

    # ----- views -----------------------------------------------------------------------------

    def view(self, state: ToyState, seat: int | None) -> View:
        over = state.phase == "over"
        revealed = over or state.phase == "play"
        out: View = {
            "phase": state.phase,
            "players": state.players,
            "to_act": sorted(self.to_act(state)),
            "turn": state.turn,
            "table": [list(row) for row in state.table],
            "hand_counts": [len(h) for h in state.hands],
            "pile_count": len(state.pile),
            "discard_counts": [len(d) for d in state.discard],
            "scoring": state.scoring,
            "bids_placed": [b is not None for b in state.bids],
            "bids": list(state.bids) if revealed else None,
            "scores": self.raw_scores(state),
            "you": None,
        }
        if seat is not None:
            out["you"] = {
                "seat": seat,
                "hand": list(state.hands[seat]),
                "discarded": list(state.discard[seat]),
                "bid": state.bids[seat],
            }
        if over:
            out["hands"] = [list(h) for h in state.hands]
            out["pile"] = list(state.pile)
            out["discards"] = [list(d) for d in state.discard]
            out["seed"] = state.seed
            result = self.result(state)
            out["result"] = result.to_json() if result else None
        return out

    def action_view(self, action: Action, actor: int, seat: int | None) -> Action:
        if action["type"] in ("bid", "discard") and seat != actor:
            return {"type": action["type"]}
        return action

    # ----- conformance hooks -----------------------------------------------------------------

    def zones(self, state: ToyState) -> dict[str, list[str]]:
        out = {f"hand:{s}": list(h) for s, h in enumerate(state.hands)}
        out.update({f"table:{s}": list(t) for s, t in enumerate(state.table)})
        out.update({f"discard:{s}": list(d) for s, d in enumerate(state.discard)})
        out["pile"] = list(state.pile)
        return out

    def components(self, state: ToyState) -> list[str]:
        return list(DECK)

    def hidden_from(self, state: ToyState, seat: int | None) -> set[str]:
        if state.phase == "over":
            return set()
        hidden = {state.seed, *state.pile}
        for s, hand in enumerate(state.hands):
            if s != seat:
                hidden.update(hand)
                hidden.update(state.discard[s])
        return hidden

    def max_actions(self, players: int, options: Options) -> int:
        """Each card is drawn at most once and leaves a hand at most once, plus one bid per seat."""
        return 2 * len(DECK) + players

    # ----- bot -------------------------------------------------------------------------------

    def greedy_action(
        self, view: View, seat: int, actions: Sequence[Action], rng: random.Random
    ) -> Action:
        """Bid 1 with a strong hand; play the best card for the scoring; discard the worst."""
        hand = [value(c) for c in view["you"]["hand"]]
        if actions[0]["type"] == "bid":
            strong = sum(hand) >= 7 * len(hand)
            return {"type": "bid", "value": 1 if strong else 0}
        plays = [a for a in actions if a["type"] == "play"]
        if not plays:
            return actions[0]
        sign = 1 if view["scoring"] == "high" else -1
        best = max(plays, key=lambda a: sign * value(a["card"]))
        if sign * value(best["card"]) > 0:
            return best
        worst = min(plays, key=lambda a: sign * value(a["card"]))
        return {"type": "discard", "card": worst["card"]}


TOY = ToyEngine()


# ----- deliberately broken variants (one fault each) --------------------------------------------


class BrokenLeakyView(ToyEngine):
    """The view shows every hand to everyone."""

    slug = "toy-leaky-view"

    def view(self, state: ToyState, seat: int | None) -> View:
        out = super().view(state, seat)
        out["hands_debug"] = [list(h) for h in state.hands]
        return out


class BrokenPendingBids(ToyEngine):
    """The view shows bids already placed before every seat has bid."""

    slug = "toy-pending-bids"

    def view(self, state: ToyState, seat: int | None) -> View:
        return {**super().view(state, seat), "bids_so_far": list(state.bids)}


class BrokenBidLog(ToyEngine):
    """The move log shows a secret bid to every seat."""

    slug = "toy-bid-log"

    def action_view(self, action: Action, actor: int, seat: int | None) -> Action:
        return action if action["type"] == "bid" else super().action_view(action, actor, seat)


class BrokenSpectatorHidden(ToyEngine):
    """Spectators are declared to see the hands (hidden_from(None) is just the seed)."""

    slug = "toy-spectator-hidden"

    def hidden_from(self, state: ToyState, seat: int | None) -> set[str]:
        if seat is None and state.phase != "over":
            return {state.seed}
        return super().hidden_from(state, seat)


class BrokenSeedInView(ToyEngine):
    """The view carries the seed while the game runs."""

    slug = "toy-seed-in-view"

    def view(self, state: ToyState, seat: int | None) -> View:
        return {**super().view(state, seat), "seed": state.seed}


class BrokenLeakyEvent(ToyEngine):
    """The draw event is public: everyone learns the drawn card."""

    slug = "toy-leaky-event"

    def _apply(self, state: ToyState, seat: int, action: Action) -> tuple[ToyState, list[Event]]:
        new, events = super()._apply(state, seat, action)
        return new, [
            {k: v for k, v in e.items() if k not in ("visible_to", "redacted")} for e in events
        ]


class BrokenLeakyActionView(ToyEngine):
    """The move log shows the card of a face-down discard to everyone."""

    slug = "toy-leaky-action-view"

    def action_view(self, action: Action, actor: int, seat: int | None) -> Action:
        return action


class BrokenMutatingApply(ToyEngine):
    """``apply`` writes the move counter into its input state."""

    slug = "toy-mutating-apply"

    def _apply(self, state: ToyState, seat: int, action: Action) -> tuple[ToyState, list[Event]]:
        object.__setattr__(state, "moves", state.moves + 1)
        return super()._apply(state, seat, action)


class BrokenGlobalRandomSetup(ToyEngine):
    """The deal uses global randomness instead of the seed."""

    slug = "toy-global-random"

    def _deal(self, seed: str) -> list[str]:
        deck = list(DECK)
        random.shuffle(deck)
        return deck


class BrokenRoundTrip(ToyEngine):
    """A state field holds a list although it is declared as a tuple (JSON round trip differs)."""

    slug = "toy-round-trip"

    def _setup(self, players: int, options: Options, seed: str) -> ToyState:
        state = super()._setup(players, options, seed)
        return replace(state, pile=list(state.pile))  # type: ignore[arg-type]


class BrokenConservation(ToyEngine):
    """The zones forget the pile."""

    slug = "toy-conservation"

    def zones(self, state: ToyState) -> dict[str, list[str]]:
        out = super().zones(state)
        del out["pile"]
        return out


class BrokenDuplicateLegal(ToyEngine):
    """The draw action is listed twice."""

    slug = "toy-duplicate-legal"

    def _legal_actions(self, state: ToyState, seat: int) -> list[Action]:
        out = super()._legal_actions(state, seat)
        return out + [a for a in out if a["type"] == "draw"]


class BrokenSharedLegal(ToyEngine):
    """Legal actions are memoised and the same list is handed to every caller."""

    slug = "toy-shared-legal"

    def __init__(self) -> None:
        self._memo: dict[tuple[Any, ...], list[Action]] = {}

    def _legal_actions(self, state: ToyState, seat: int) -> list[Action]:
        key = (state.hands, state.pile, state.phase, state.bids, seat)
        if key not in self._memo:
            self._memo[key] = super()._legal_actions(state, seat)
        return self._memo[key]


class BrokenUnstableLegal(ToyEngine):
    """The legal list comes in a random order."""

    slug = "toy-unstable-legal"

    def _legal_actions(self, state: ToyState, seat: int) -> list[Action]:
        out = super()._legal_actions(state, seat)
        random.shuffle(out)
        return out


class BrokenStuckSeat(ToyEngine):
    """A seat with an empty hand is still asked to act (and has nothing to do)."""

    slug = "toy-stuck-seat"

    def _advance(self, state: ToyState, events: list[Event]) -> tuple[ToyState, list[Event]]:
        if state.pile == () and any(not h for h in state.hands) and any(state.hands):
            return replace(state, turn=next(s for s, h in enumerate(state.hands) if not h)), events
        return super()._advance(state, events)


class BrokenMaxActions(ToyEngine):
    """The documented termination bound is too small."""

    slug = "toy-max-actions"

    def max_actions(self, players: int, options: Options) -> int:
        return 3


class BrokenCrashOnGarbage(ToyEngine):
    """Explaining an illegal play crashes on a malformed card id (no IllegalAction)."""

    slug = "toy-crash-on-garbage"

    def _explain_illegal(self, state: ToyState, seat: int, action: Action) -> str:
        return f"card {value(action['card'])} is not in your hand"


class BrokenFinalView(ToyEngine):
    """The final view still hides the other hands and the pile."""

    slug = "toy-final-view"

    def view(self, state: ToyState, seat: int | None) -> View:
        out = super().view(state, seat)
        out.pop("hands", None)
        out.pop("pile", None)
        return out


class BrokenToActAfterEnd(ToyEngine):
    """``to_act`` still names seat 0 after the game is over."""

    slug = "toy-to-act-after-end"

    def to_act(self, state: ToyState) -> frozenset[int]:
        return super().to_act(state) or frozenset({0})


class BrokenOptionDefault(ToyEngine):
    """An option's default lies outside its own bounds."""

    slug = "toy-option-default"
    option_specs = (
        OptionSpec("hand_size", "int", 3, "Cards dealt to each seat.", minimum=1, maximum=2),
        *ToyEngine.option_specs[1:],
    )


class BrokenEventShape(ToyEngine):
    """An event without a ``type``."""

    slug = "toy-event-shape"

    def _apply(self, state: ToyState, seat: int, action: Action) -> tuple[ToyState, list[Event]]:
        new, events = super()._apply(state, seat, action)
        return new, [*events, {"what": "no type"}]


BROKEN: dict[str, tuple[AnyEngine, str]] = {
    # engine variant -> the conformance property tag that must catch it
    "leaky-view": (BrokenLeakyView(), "hidden-info"),
    "seed-in-view": (BrokenSeedInView(), "hidden-info"),
    "leaky-event": (BrokenLeakyEvent(), "hidden-info"),
    "leaky-action-view": (BrokenLeakyActionView(), "hidden-info"),
    "pending-bids": (BrokenPendingBids(), "hidden-info"),
    "bid-log": (BrokenBidLog(), "hidden-info"),
    "spectator-hidden": (BrokenSpectatorHidden(), "hidden-info"),
    "mutating-apply": (BrokenMutatingApply(), "immutability"),
    "global-random": (BrokenGlobalRandomSetup(), "replay"),
    "round-trip": (BrokenRoundTrip(), "json-round-trip"),
    "conservation": (BrokenConservation(), "conservation"),
    "duplicate-legal": (BrokenDuplicateLegal(), "legal-actions"),
    "unstable-legal": (BrokenUnstableLegal(), "legal-actions"),
    "shared-legal": (BrokenSharedLegal(), "legal-actions"),
    "stuck-seat": (BrokenStuckSeat(), "to-act"),
    "max-actions": (BrokenMaxActions(), "termination"),
    "crash-on-garbage": (BrokenCrashOnGarbage(), "illegal-actions"),
    "final-view": (BrokenFinalView(), "final-view"),
    "to-act-after-end": (BrokenToActAfterEnd(), "to-act"),
    "option-default": (BrokenOptionDefault(), "options"),
    "event-shape": (BrokenEventShape(), "events"),
}

__all__ = ["BROKEN", "DECK", "TOY", "ToyEngine", "ToyState"]
