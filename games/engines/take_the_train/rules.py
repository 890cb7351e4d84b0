"""Line geometry (§4), runs (§4.3) and the legal plays of a turn (§5, §6)."""

from __future__ import annotations

from collections.abc import Container
from typing import Any, Literal

from games.engines.take_the_train.cards import (
    CARD,
    COLOUR_OF,
    COLOURS,
    END_OF_LINES,
    FREE_RIDES,
    HIGH_NUMBER,
    LOW_NUMBER,
    NUMBER_OF,
    STATION,
    TRANSFERS,
)
from games.engines.take_the_train.shapes import Arm, Colour, TakeTheTrainAction, TransferCard
from games.engines.take_the_train.state import Branch, Line, TTState

COLOUR_INDEX: dict[str, int] = {c: i for i, c in enumerate(COLOURS)}
EMPTY_LINES: dict[Colour, Line] = {c: Line(c) for c in COLOURS}
STATION_SET: frozenset[str] = frozenset(STATION.values())
ExtendArm = Literal["low", "high", "branch"]


def _mask(numbers: tuple[int, ...]) -> int:
    out = 0
    for n in numbers:
        out |= 1 << n
    return out


LOW_MASK: tuple[int, ...] = tuple(_mask(LOW_NUMBER[:k]) for k in range(13))
HIGH_MASK: tuple[int, ...] = tuple(_mask(HIGH_NUMBER[:k]) for k in range(13))


def branch_number(branch: Branch, i: int) -> int:
    """Number at position ``i`` of a branch (position 0 is the Transfer's own card)."""
    return branch.start - i if branch.start <= 6 else branch.start + i


def placed_mask(line: Line | None, branch: Branch | None) -> int:
    """Bit ``n`` set when number ``n`` of the colour occupies a table position (§4.1)."""
    mask = 0
    if line is not None:
        mask = LOW_MASK[len(line.low)] | HIGH_MASK[len(line.high)]
    if branch is not None:
        for i in range(len(branch.cards)):
            mask |= 1 << branch_number(branch, i)
    return mask


def low_chain(line: Line, mask: int) -> list[int]:
    """The successive next numbers of the low arm (§4.2 ``next_low``, recomputed per card)."""
    out: list[int] = []
    if line.low_closed is not None:
        return out
    e = LOW_NUMBER[len(line.low) - 1] if line.low else 7
    while True:
        n = e - 1
        if n == 0:
            if line.high_closed is None:
                return out
            n = 12
        if mask >> n & 1:
            return out
        out.append(n)
        mask |= 1 << n
        e = n


def high_chain(line: Line, mask: int) -> list[int]:
    """The successive next numbers of the high arm (§4.2 ``next_high``)."""
    out: list[int] = []
    if line.high_closed is not None:
        return out
    e = HIGH_NUMBER[len(line.high) - 1] if line.high else 6
    while True:
        n = e + 1
        if n == 13:
            if line.low_closed is None:
                return out
            n = 1
        if mask >> n & 1:
            return out
        out.append(n)
        mask |= 1 << n
        e = n


def _next_low(line: Line, mask: int) -> int:
    """§4.2 ``next_low``; 0 for none."""
    if line.low_closed is not None:
        return 0
    n = (LOW_NUMBER[len(line.low) - 1] if line.low else 7) - 1
    if n == 0:
        if line.high_closed is None:
            return 0
        n = 12
    return 0 if mask >> n & 1 else n


def _next_high(line: Line, mask: int) -> int:
    """§4.2 ``next_high``; 0 for none."""
    if line.high_closed is not None:
        return 0
    n = (HIGH_NUMBER[len(line.high) - 1] if line.high else 6) + 1
    if n == 13:
        if line.low_closed is None:
            return 0
        n = 1
    return 0 if mask >> n & 1 else n


def branch_chain(branch: Branch, mask: int) -> list[int]:
    """A branch grows away from the Station position, never wraps, never closes (§6.1)."""
    out: list[int] = []
    step = -1 if branch.start <= 6 else 1
    n = branch_number(branch, len(branch.cards) - 1) + step
    while 1 <= n <= 12 and not mask >> n & 1:
        out.append(n)
        n += step
    return out


def first(chain: list[int]) -> int | None:
    return chain[0] if chain else None


def runs(colour: Colour, chain: list[int], hand: set[str], frs: list[str]) -> list[list[str]]:
    """Every run along ``chain``: each position holds the real card (if held) or a Free Ride.

    Free Rides are used in ascending id order (FR1 before FR2), so equivalent runs are listed
    once. Order: depth first, real card before Free Ride at each position.
    """
    if not chain:
        return []
    cards = CARD[colour]
    if not frs:  # the common case: the one run of held real cards, and its prefixes
        out: list[list[str]] = []
        prefix: list[str] = []
        for n in chain:
            real = cards[n]
            if real not in hand:
                break
            prefix.append(real)
            out.append(prefix[:])
        return out
    out = []
    size = len(chain)
    nfr = len(frs)
    stack: list[str] = []

    def dfs(i: int, used: int) -> None:
        if i == size:
            return
        real = cards[chain[i]]
        if real in hand:
            stack.append(real)
            out.append(stack[:])
            dfs(i + 1, used)
            stack.pop()
        if used < nfr:
            stack.append(frs[used])
            out.append(stack[:])
            dfs(i + 1, used + 1)
            stack.pop()

    dfs(0, 0)
    return out


def _scan(colour: Colour, cards: tuple[str, ...], numbers: Any, out: list[tuple[str, str]]) -> None:
    if "FR1" in cards or "FR2" in cards:
        for i, card in enumerate(cards):
            if card in FREE_RIDES:
                out.append((card, CARD[colour][numbers(i)]))


def free_rides_on_table(state: TTState, colours: Container[str] = COLOURS) -> list[tuple[str, str]]:
    """(free ride id, real card it stands for) for every Free Ride on the table (on the lines
    and branches of ``colours`` only), colour by colour: low arm, high arm, branch."""
    out: list[tuple[str, str]] = []
    for ci, colour in enumerate(COLOURS):
        if colour not in colours:
            continue
        line = state.lines[ci]
        if line is not None:
            _scan(colour, line.low, LOW_NUMBER.__getitem__, out)
            _scan(colour, line.high, HIGH_NUMBER.__getitem__, out)
        branch = state.branches[ci]
        if branch is not None:
            _scan(colour, branch.cards, lambda i, b=branch: branch_number(b, i), out)
    return out


def transfer_bases(state: TTState) -> list[str]:
    """Real numbered cards on the table with no Transfer beside them (line order, then branches).

    The own card of a branch (its first card) already has the Transfer beside it.
    """
    branches = [b for b in state.branches if b is not None]
    used = {b.base for b in branches}
    return [c for c in _placed_cards(state, branches) if c in COLOUR_OF and c not in used]


def _placed_cards(state: TTState, branches: list[Branch]) -> list[str]:
    """The cards of every line (low arm, then high arm), then of the branches past their own."""
    on_lines = [card for line in state.lines if line is not None for card in line.low + line.high]
    return on_lines + [card for branch in branches for card in branch.cards[1:]]


def station_actions(state: TTState, hand: set[str], frs: list[str]) -> list[TakeTheTrainAction]:
    """P2: every held Station alone, then with each run on its low arm, then its high arm."""
    out: list[TakeTheTrainAction] = []
    for ci, colour in enumerate(COLOURS):
        station = STATION[colour]
        if station not in hand or state.lines[ci] is not None:
            continue
        out.append({"type": "open_line", "station": station, "arm": None, "cards": []})
        empty = EMPTY_LINES[colour]
        mask = placed_mask(None, state.branches[ci])
        arms: tuple[tuple[Arm, list[int]], ...] = (
            ("low", low_chain(empty, mask)),
            ("high", high_chain(empty, mask)),
        )
        for arm, chain in arms:
            for run in runs(colour, chain, hand, frs):
                out.append({"type": "open_line", "station": station, "arm": arm, "cards": run})
    return out


def legal_actions(state: TTState, seat: int) -> list[TakeTheTrainAction]:
    """The complete ordered list of plays for the seat to act (phase opening or play): runs
    (P1), Stations (P2), End of Line (P3), swaps (P4), Transfers (§6), else Take the Train."""
    hand = set(state.hands[seat])
    frs = [c for c in FREE_RIDES if c in hand]
    if state.phase == "opening":
        return station_actions(state, hand, frs)
    out = extend_actions(state, hand, frs)
    if hand & STATION_SET:
        out.extend(station_actions(state, hand, frs))
    out.extend(end_of_line_actions(state, hand))
    out.extend(swap_actions(state, hand))
    out.extend(transfer_actions(state, hand))
    return out or [{"type": "take_the_train"}]


def extend_actions(state: TTState, hand: set[str], frs: list[str]) -> list[TakeTheTrainAction]:
    """P1: every run on each colour's low arm, high arm, then branch, colour by colour."""
    held = {card[0] for card in hand}  # colour letters (B G M O) of held numbered cards, and more
    out: list[TakeTheTrainAction] = []
    for ci, colour in enumerate(COLOURS):
        line, branch = state.lines[ci], state.branches[ci]
        if (line is None and branch is None) or (colour not in held and not frs):
            continue
        mask = placed_mask(line, branch)
        if line is not None:
            out.extend(_line_extends(colour, line, mask, hand, frs))
        if branch is not None:
            out.extend(_extends(colour, "branch", branch_chain(branch, mask), hand, frs))
    return out


def _line_extends(
    colour: Colour, line: Line, mask: int, hand: set[str], frs: list[str]
) -> list[TakeTheTrainAction]:
    # Peek at each end's next number before building its chain (the common case is a blocked
    # end).
    out: list[TakeTheTrainAction] = []
    if _can_take(colour, _next_low(line, mask), hand, frs):
        out.extend(_extends(colour, "low", low_chain(line, mask), hand, frs))
    if _can_take(colour, _next_high(line, mask), hand, frs):
        out.extend(_extends(colour, "high", high_chain(line, mask), hand, frs))
    return out


def _can_take(colour: Colour, number: int, hand: set[str], frs: list[str]) -> bool:
    """An end whose next number is ``number`` (0: none) takes a held real card or a Free Ride."""
    return number != 0 and (bool(frs) or CARD[colour][number] in hand)


def _extends(
    colour: Colour, arm: ExtendArm, chain: list[int], hand: set[str], frs: list[str]
) -> list[TakeTheTrainAction]:
    return [
        {"type": "extend", "line": colour, "arm": arm, "cards": run}
        for run in runs(colour, chain, hand, frs)
    ]


def end_of_line_actions(state: TTState, hand: set[str]) -> list[TakeTheTrainAction]:
    """P3: the first held End of Line on each open end, line by line, low arm first."""
    card = next((c for c in END_OF_LINES if c in hand), None)
    if card is None:
        return []
    out: list[TakeTheTrainAction] = []
    for line in state.lines:
        if line is None:
            continue
        if line.low_closed is None:
            out.append({"type": "end_of_line", "card": card, "line": line.colour, "arm": "low"})
        if line.high_closed is None:
            out.append({"type": "end_of_line", "card": card, "line": line.colour, "arm": "high"})
    return out


def swap_actions(state: TTState, hand: set[str]) -> list[TakeTheTrainAction]:
    """P4: each held real card whose Free Ride stands on the table, in table order."""
    held = {card[0] for card in hand}  # only the colours of held cards can have a swap
    return [
        {"type": "swap_free_ride", "card": real}
        for _, real in free_rides_on_table(state, held)
        if real in hand
    ]


def transfer_actions(state: TTState, hand: set[str]) -> list[TakeTheTrainAction]:
    """§6: the first held Transfer beside each free base, with each held own card."""
    transfer = next((c for c in TRANSFERS if c in hand), None)
    return [] if transfer is None else _transfer_actions(state, hand, transfer)


def _transfer_actions(
    state: TTState, hand: set[str], transfer: TransferCard
) -> list[TakeTheTrainAction]:
    free = [
        c for ci, c in enumerate(COLOURS) if state.lines[ci] is None and state.branches[ci] is None
    ]
    out: list[TakeTheTrainAction] = []
    for base in transfer_bases(state):
        n = NUMBER_OF[base]
        base_colour = COLOUR_OF[base]
        for colour in free:
            own = CARD[colour][n]
            if colour != base_colour and own in hand:
                out.append({"type": "transfer", "transfer": transfer, "base": base, "card": own})
    return out
