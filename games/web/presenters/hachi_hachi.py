"""Hachi-Hachi (3 players, or 2): board, End/Sage explained, settlements and log in words."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from games.web.presenters import register
from games.web.presenters.base import Presenter
from games.web.presenters.hanafuda_cards import face, faces, listed, name_of, signed, the, who

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


def _seats(view: dict[str, Any]) -> list[dict[str, Any]]:
    revealed = (view.get("revealed") or {}).get("hands") or []
    out = []
    for seat in range(view.get("players", 0)):
        teyaku = view["teyaku"][seat]
        out.append(
            {
                "hand_count": view["hand_counts"][seat],
                "known": faces(view["shown_in_hand"][seat]),
                "teyaku": {**teyaku, "shown": faces(teyaku["shown"])} if teyaku["name"] else None,
                "pile": faces(view["piles"][seat]),
                "card_points": view["card_points"][seat],
                "dekiyaku": view["dekiyaku"][seat],
                "total": view["totals"][seat],
                "is_dealer": view["dealer"] == seat,
                "revealed": faces(revealed[seat]) if seat < len(revealed) else [],
            }
        )
    return out


def _history(view: dict[str, Any]) -> list[dict[str, Any]]:
    rounds = []
    for r in view.get("history", []):
        parts = [
            {"kind": p["kind"], "seat": p["seat"], "text": PARTS.get(p["kind"], p["kind"]),
             "deltas": [signed(d) for d in p["deltas"]]}
            for p in r["parts"]
        ]  # fmt: skip
        rounds.append(
            {
                **r,
                "parts": parts,
                "signed": [signed(d) for d in r["deltas"]],
                "ending_text": ENDINGS.get(r["ending"], r["ending"]),
                "field_text": f"{r['field_kind']} field",
                "dekiyaku_text": [", ".join(d) for d in r["dekiyaku"]],
            }
        )
    return rounds


def _decision(view: dict[str, Any], my_seat: int | None) -> dict[str, Any] | None:
    """What End and Sage would pay, for the seat that must choose (rules §7.4, §9)."""
    if my_seat is None or view.get("phase") != "decide" or view.get("current") != my_seat:
        return None
    m = view["multiplier"]
    total = view["dekiyaku"][my_seat]["total"]
    in_sage = [p for p in range(view["players"]) if p != my_seat and view["dekiyaku"][p]["sage"]]
    opponents = view["players"] - 1
    if len(in_sage) == 1 and opponents == 2:
        end = f"the opponent in Sage pays you double: {2 * total * m}; the other pays nothing"
    else:
        end = f"each opponent pays you {total * m} ({total} \u00d7 {m})"
    return {
        "total": total,
        "names": view["dekiyaku"][my_seat]["names"],
        "multiplier": m,
        "end": end,
        "sage_cost": total * m // 2,
        "three": view["players"] == 3,
    }


@dataclass(frozen=True)
class HachiHachiPresenter(Presenter):
    moves_on_board = True
    slug: str = "hachi-hachi"
    board_template: str = "games/boards/hachi_hachi.html"

    def board_context(self, *, view: dict[str, Any], my_seat: int | None) -> dict[str, Any]:
        if not view:
            return {}
        you = view.get("you") or {}
        return {
            "hand": list(you.get("hand") or []),
            "field": list(view["field"]),
            "turned": face(view["turned"]) if view.get("turned") else None,
            "field_kind": FIELD_KINDS.get(view["field_kind"], view["field_kind"]),
            "carry": view.get("carry", []),
            "seats": _seats(view),
            "history": _history(view),
            "decision": _decision(view, my_seat),
            "over": view.get("phase") == "over",
            "undrawn": faces((view.get("revealed") or {}).get("draw_pile") or []),
        }

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
            scores = ", ".join(f"{who(names, s)} {v}" for s, v in enumerate(event["scores"]))
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
