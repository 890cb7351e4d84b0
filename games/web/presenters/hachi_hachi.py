"""Hachi-Hachi (3 players, or 2): board, End/Sage explained, settlements and log in words."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from games.web.presenters import register
from games.web.presenters.base import BoardInput, Presenter
from games.web.presenters.hanafuda_cards import (
    card_group,
    face,
    field_zone,
    hand_zone,
    listed,
    move,
    name_of,
    number,
    seat_order,
    seat_strip,
    signed,
    take,
    the,
    turned_zone,
    who,
)

FIELD_KINDS = {
    "small": "Small field (no light dealt face up)",
    "large": "Large field (Crane, Curtain or Moon dealt face up)",
    "grand": "Grand field (Rain Man or Phoenix dealt face up)",
}
ENDINGS = {
    "end": "ended by",
    "sage_exhausted": "cards ran out with a player in Sage",
    "card_count": "cards ran out: card points counted",
    "all_eights": "cards ran out: All 8's",
    "double_eights": "cards ran out: Double 8's",
    "simple_16": "cards ran out: Simple 16",
}
#: Settlement parts; the seat (beneficiary, or the payer of a Sage penalty) follows the text.
PARTS = {
    "teyaku": "Teyaku (dealt hand) of",
    "dekiyaku": "Dekiyaku, ended by",
    "liability": "Dekiyaku (liability: the feeder pays double), ended by",
    "sage_penalty": "Sage penalty (in Sage when the cards ran out), paid by",
    "card_points": "Card points (each pile minus 88)",
    "all_eights": "All 8's (every pile 88), dealer",
    "double_eights": "Double 8's (168 or more card points) for",
    "simple_16": "Simple 16 (16 or more chaff cards) for",
    "diving": "Diving (all four cards of a teyaku triple's month) for",
    "escape": "Escape (chaff teyaku, 89 or more card points) for",
}


def _same_month(field: list[str], card: str) -> list[str]:
    month = face(card)["month"]
    return [c for c in field if face(c)["month"] == month]


def _seat(inp: BoardInput, seat: int) -> dict[str, Any]:
    view = inp.view
    over = view.get("phase") == "over"
    teyaku, dekiyaku = view["teyaku"][seat], view["dekiyaku"][seat]
    facts = (
        f"total {number(view['totals'][seat])} · {view['hand_counts'][seat]} in hand"
        f" · {view['card_points'][seat]} card points"
    )
    if dekiyaku["sage"]:
        facts = "in Sage · " + facts
    lines = [f"Game total {number(view['totals'][seat])}"]
    if view["dealer"] == seat:
        lines[0] += " · dealer"
    if teyaku["name"]:
        lines.append(f"Teyaku: {_teyaku_text(teyaku)}, paid by each other player")
    if dekiyaku["names"]:
        sage = f" (Sage called at {dekiyaku['acknowledged']})" if dekiyaku["sage"] else ""
        lines.append(f"Dekiyaku: {', '.join(dekiyaku['names'])} = {dekiyaku['total']}{sage}")
    piles = view["piles"][seat]
    groups = [card_group(f"Captured ({len(piles)})", piles, zone=f"pile-{seat}")]
    known = view["shown_in_hand"][seat]
    if known and not over and inp.private(seat) is None:
        groups.append(card_group("Shown at the deal, still in the hand", known))
    revealed = ((view.get("revealed") or {}).get("hands") or [])[seat : seat + 1]
    if revealed and revealed[0] and inp.private(seat) is None:
        groups.append(card_group("Hand at the end", revealed[0]))
    return seat_strip(inp, seat, facts=facts, lines=lines, groups=groups)


def _teyaku_text(teyaku: dict[str, Any]) -> str:
    text = f"{teyaku['name']} {teyaku['value']}"
    if teyaku["set_hand"] and teyaku["chaff_hand"]:
        text += (
            f" = {teyaku['set_hand']} {teyaku['set_value']}"
            f" + {teyaku['chaff_hand']} {teyaku['chaff_value']}"
        )
    return text


def _history(inp: BoardInput) -> list[dict[str, Any]]:
    rounds = []
    for r in inp.view.get("history", []):
        ending = ENDINGS.get(r["ending"], r["ending"])
        if r["ending"] == "end":
            ending += f" {inp.name(r['ender'])}"
        parts = []
        for p in r["parts"]:
            text = PARTS.get(p["kind"], p["kind"])
            if p["seat"] is not None:
                text += f" {inp.name(p['seat'])}"
            if p["kind"] in ("dekiyaku", "liability") and p["seat"] is not None:
                text += f" ({', '.join(r['dekiyaku'][p['seat']])})"
            parts.append({"text": text, "deltas": [signed(d) for d in p["deltas"]]})
        rounds.append(
            {
                "round": r["round"],
                "title": (
                    f"Round {r['round']}: {inp.name(r['dealer'])} dealt; "
                    f"{r['field_kind']} field \u00d7{r['multiplier']}; {ending}"
                ),
                "card_points": r["card_points"],
                "parts": parts,
                "signed": [signed(d) for d in r["deltas"]],
            }
        )
    return rounds


def _decision(inp: BoardInput) -> dict[str, Any] | None:
    """End and Sage, with what each would pay, for the seat that must choose.

    The rules: hachi-hachi.md §7.4 (the choice) and §9 (the payments).
    """
    view, me = inp.view, inp.my_seat
    moves = [move(c, c.label) for c in inp.choices if c.action["type"] in ("end", "sage")]
    if me is None or not moves:
        return None
    m = view["multiplier"]
    total = view["dekiyaku"][me]["total"]
    in_sage = [p for p in range(view["players"]) if p != me and view["dekiyaku"][p]["sage"]]
    if len(in_sage) == 1 and view["players"] == 3:
        end = f"the opponent in Sage pays you double: {2 * total * m}; the other pays nothing"
    else:
        end = f"each opponent pays you {total * m} ({total} \u00d7 {m})"
    return {
        "total": total,
        "names": ", ".join(view["dekiyaku"][me]["names"]),
        "multiplier": m,
        "end": end,
        "sage_cost": total * m // 2,
        "three": view["players"] == 3,
        "moves": moves,
    }


def _caption(field: list[str]) -> Any:
    """What a hand card's only move does, in a few words under the card."""

    def caption(action: dict[str, Any]) -> str:
        if action.get("target"):
            return take(action["target"])
        same = _same_month(field, action["card"])
        if not same:
            return "Lay on field"
        return take(same[0]) if len(same) == 1 else f"Take all {len(same)}"

    return caption


@dataclass(frozen=True)
class HachiHachiPresenter(Presenter):
    moves_on_board = True
    slug: str = "hachi-hachi"
    board_template: str = "games/boards/hachi_hachi.html"

    def board(self, inp: BoardInput) -> dict[str, Any]:
        view = inp.view
        if not view:
            return {}
        players = view["players"]
        field = list(view["field"])
        options = list(view.get("choices") or [])
        seats = [_seat(inp, s) for s in range(players)]
        mine = inp.my_seat
        carry = ", ".join(f"\u00d7{c}" for c in view.get("carry", []))
        return {
            "opponents": [seats[s] for s in seat_order(inp, players)],
            "mine": [seats[mine]] if mine is not None else [],
            "field": field_zone(view, options),
            "field_note": (
                f"{view['field_kind']}, payments \u00d7{view['multiplier']}"
                f" · {view['draw_pile']} to draw"
            ),
            "field_kind": FIELD_KINDS.get(view["field_kind"], view["field_kind"]),
            "multiplier": view["multiplier"],
            "carry": carry,
            "turned": turned_zone(inp, options, "choose_capture", view.get("current")),
            "decide": _decision(inp),
            "hand": hand_zone(inp, mine, _caption(field)) if mine is not None else None,
            "history": _history(inp),
            "names": [inp.name(s) for s in range(players)],
            "totals": [number(t) for t in view["totals"]],
            "undrawn": card_group(
                "Cards never turned", (view.get("revealed") or {}).get("draw_pile") or []
            ),
        }

    def decision(self, inp: BoardInput) -> str:
        phase = inp.view.get("phase")
        if inp.choices and phase == "choose":
            return f"Your turn: choose what the turned {name_of(inp.view['turned'])} captures"
        if inp.choices and phase == "decide":
            return "Your turn: end the round or call Sage"
        if inp.choices:
            return "Your turn: play a card from your hand"
        return super().decision(inp)

    def status_line(self, view: Any) -> str:
        if not view:
            return ""
        if view.get("phase") == "over":
            return f"Game over after {len(view.get('history', []))} rounds"
        return f"Round {view['round']} of {view['rounds']}"

    def scoring_rows(self, result: dict[str, Any] | None, names: dict[int, str]) -> list[Any]:
        rows = super().scoring_rows(result, names)
        return [(name, number(score), rank) for name, score, rank in rows]

    def action_group(self, action: dict[str, Any]) -> str:
        if action["type"] == "play_card":
            return f"Play {the(action['card'])}"
        if action["type"] == "choose_capture":
            return "Choose what the turned card captures"
        return "End the round or call Sage"

    def action_label(self, action: dict[str, Any], view: dict[str, Any]) -> str:
        kind = action["type"]
        if kind == "play_card":
            card, target = action["card"], action.get("target")
            if target:
                return f"Play {the(card)} and capture {the(target)}"
            same = _same_month(view.get("field", []), card)
            if not same:
                return f"Play {the(card)} onto the field"
            return f"Play {the(card)} and capture {listed(same)}"
        if kind == "choose_capture":
            return (
                f"Let the turned card, {the(view.get('turned'))}, capture {the(action['target'])}"
            )
        if kind == "end":
            return "End the round now and collect your dekiyaku"
        return "Call Sage and play on for more"

    def event_text(self, event: dict[str, Any], names: dict[int, str]) -> str | None:
        kind, name = event["type"], who(names, event.get("seat"))
        if kind == "first_dealer":
            return f"{name} deals first"
        if kind == "misdeal":
            return (
                f"Misdeal in round {event['round']}: four cards of one month on the field; redeal"
            )
        if kind == "round_started":
            return _round_started(event, names)
        if kind == "hand_dealt":
            count = len(event["cards"]) if "cards" in event else event.get("count", 0)
            return f"{name} is dealt {count} cards"
        if kind in ("card_played", "card_turned"):
            verb = "played" if kind == "card_played" else "turned"
            taken = event.get("captured") or []
            if event.get("choice"):
                return f"{name} turned {the(event['card'])}: two field cards match, {name} chooses"
            if taken:
                return f"{name} {verb} {the(event['card'])}, capturing {listed(taken[1:])}"
            return f"{name} {verb} {the(event['card'])} onto the field"
        if kind == "turned_card_captured":
            taken = event["captured"]
            return f"{name} let the turned {name_of(taken[0])} capture {listed(taken[1:])}"
        if kind == "dekiyaku_formed":
            made = ", ".join(event["dekiyaku"])
            return f"{name} formed {made} (dekiyaku total {event['total']})"
        if kind == "sage":
            return f"{name} called Sage at {event['total']} and plays on"
        if kind == "round_ended_by":
            how = " (automatic: empty hand)" if event.get("automatic") else ""
            return f"{name} ended the round with dekiyaku worth {event['total']}{how}"
        if kind == "round_ended":
            deltas = ", ".join(
                f"{who(names, s)} {signed(d)}" for s, d in enumerate(event["deltas"])
            )
            return f"Round {event['round']} settled ({_ending(event, names)}): {deltas}"
        if kind == "game_ended":
            scores = ", ".join(
                f"{who(names, s)} {number(v)}" for s, v in enumerate(event["scores"])
            )
            return f"Game over: {scores}"
        return super().event_text(event, names)


def _ending(r: dict[str, Any], names: dict[int, str]) -> str:
    text = ENDINGS.get(r["ending"], r["ending"])
    return f"{text} {who(names, r.get('ender'))}" if r["ending"] == "end" else text


def _round_started(event: dict[str, Any], names: dict[int, str]) -> str:
    text = (
        f"Round {event['round']}: {who(names, event['dealer'])} deals; "
        f"{event['field_kind']} field, payments \u00d7{event['multiplier']}; "
        f"field: {listed(event['field'])}"
    )
    for t in event.get("teyaku", []):
        text += f"; {who(names, t['seat'])} shows teyaku {t['name']} ({t['value']})"
    return text


register(HachiHachiPresenter())
