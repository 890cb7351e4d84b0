from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.hachi_hachi_view_field_kind import HachiHachiViewFieldKind, check_hachi_hachi_view_field_kind
from ..models.hachi_hachi_view_phase import HachiHachiViewPhase, check_hachi_hachi_view_phase
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.hachi_hachi_dekiyaku import HachiHachiDekiyaku
    from ..models.hachi_hachi_private import HachiHachiPrivate
    from ..models.hachi_hachi_result import HachiHachiResult
    from ..models.hachi_hachi_revealed import HachiHachiRevealed
    from ..models.hachi_hachi_round_result import HachiHachiRoundResult
    from ..models.hachi_hachi_teyaku import HachiHachiTeyaku


T = TypeVar("T", bound="HachiHachiView")


@_attrs_define
class HachiHachiView:
    """What one seat (or a spectator) sees of a Hachi-Hachi game.

    Attributes:
        game (Literal['hachi-hachi']):
        players (int): 3, or 2 for the two-player variant.
        phase (HachiHachiViewPhase): `play`: the current seat plays a hand card; `choose`: it chooses what the turned
            card captures; `decide`: its dekiyaku total rose, End or Sage; `over`: the game has ended.
        round_ (int): The round being played, from 1 (misdeals do not count).
        rounds (int): Rounds in the game: 12 or 6.
        dealer (int): The seat that dealt this round (it played first).
        current (int | None): The seat to act; null once the game is over.
        multiplier (int): M, by which every payment of this round is multiplied (1, 2 or 4).
        field_kind (HachiHachiViewFieldKind): The dealt field's own kind: `small` (x1), `large` (x2: it holds 01L, 03L
            or 08L), `grand` (x4: 11L or 12L). `multiplier` may be higher through the carry queue.
        carry (list[int]): The carry queue: multipliers owed to the next rounds, the next one first.
        field (list[str]): The face-up field cards, in deck order.
        draw_pile (int): Cards left face down in the draw pile.
        turned (None | str): The turned card waiting for a `choose_capture`; null otherwise.
        choices (list[str]): The two field cards the turned card may take (empty outside `choose`).
        hand_counts (list[int]): How many cards each seat holds.
        shown_in_hand (list[list[str]]): Each seat's teyaku cards shown at the deal that are still in its hand.
        piles (list[list[str]]): Each seat's capture pile this round, in capture order.
        card_points (list[int]): Card points of each pile (light 20, animal 10, ribbon 5, chaff 1; 88 is par).
        teyaku (list[HachiHachiTeyaku]): Each seat's dealt hand as announced (an entry without a hand for a seat holding
            none).
        dekiyaku (list[HachiHachiDekiyaku]): Each seat's captured combinations this round.
        totals (list[int]): Each seat's game total, in points.
        history (list[HachiHachiRoundResult]): The settled rounds, oldest first.
        you (HachiHachiPrivate | None): Your own seat and hand; null for a spectator.
        result (HachiHachiResult | None): The final result; null while the game runs.
        revealed (HachiHachiRevealed | Unset): Everything hidden during the game, shown once it is over.
    """

    game: Literal["hachi-hachi"]
    players: int
    phase: HachiHachiViewPhase
    round_: int
    rounds: int
    dealer: int
    current: int | None
    multiplier: int
    field_kind: HachiHachiViewFieldKind
    carry: list[int]
    field: list[str]
    draw_pile: int
    turned: None | str
    choices: list[str]
    hand_counts: list[int]
    shown_in_hand: list[list[str]]
    piles: list[list[str]]
    card_points: list[int]
    teyaku: list[HachiHachiTeyaku]
    dekiyaku: list[HachiHachiDekiyaku]
    totals: list[int]
    history: list[HachiHachiRoundResult]
    you: HachiHachiPrivate | None
    result: HachiHachiResult | None
    revealed: HachiHachiRevealed | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.hachi_hachi_private import HachiHachiPrivate  # noqa: PLC0415
        from ..models.hachi_hachi_result import HachiHachiResult  # noqa: PLC0415

        game = self.game

        players = self.players

        phase: str = self.phase

        round_ = self.round_

        rounds = self.rounds

        dealer = self.dealer

        current: int | None
        current = self.current

        multiplier = self.multiplier

        field_kind: str = self.field_kind

        carry = self.carry

        field = self.field

        draw_pile = self.draw_pile

        turned: None | str
        turned = self.turned

        choices = self.choices

        hand_counts = self.hand_counts

        shown_in_hand = []
        for shown_in_hand_item_data in self.shown_in_hand:
            shown_in_hand_item = shown_in_hand_item_data

            shown_in_hand.append(shown_in_hand_item)

        piles = []
        for piles_item_data in self.piles:
            piles_item = piles_item_data

            piles.append(piles_item)

        card_points = self.card_points

        teyaku = []
        for teyaku_item_data in self.teyaku:
            teyaku_item = teyaku_item_data.to_dict()
            teyaku.append(teyaku_item)

        dekiyaku = []
        for dekiyaku_item_data in self.dekiyaku:
            dekiyaku_item = dekiyaku_item_data.to_dict()
            dekiyaku.append(dekiyaku_item)

        totals = self.totals

        history = []
        for history_item_data in self.history:
            history_item = history_item_data.to_dict()
            history.append(history_item)

        you: dict[str, Any] | None
        if isinstance(self.you, HachiHachiPrivate):
            you = self.you.to_dict()
        else:
            you = self.you

        result: dict[str, Any] | None
        if isinstance(self.result, HachiHachiResult):
            result = self.result.to_dict()
        else:
            result = self.result

        revealed: dict[str, Any] | Unset = UNSET
        if not isinstance(self.revealed, Unset):
            revealed = self.revealed.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game": game,
                "players": players,
                "phase": phase,
                "round": round_,
                "rounds": rounds,
                "dealer": dealer,
                "current": current,
                "multiplier": multiplier,
                "field_kind": field_kind,
                "carry": carry,
                "field": field,
                "draw_pile": draw_pile,
                "turned": turned,
                "choices": choices,
                "hand_counts": hand_counts,
                "shown_in_hand": shown_in_hand,
                "piles": piles,
                "card_points": card_points,
                "teyaku": teyaku,
                "dekiyaku": dekiyaku,
                "totals": totals,
                "history": history,
                "you": you,
                "result": result,
            }
        )
        if revealed is not UNSET:
            field_dict["revealed"] = revealed

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.hachi_hachi_dekiyaku import HachiHachiDekiyaku  # noqa: PLC0415
        from ..models.hachi_hachi_private import HachiHachiPrivate  # noqa: PLC0415
        from ..models.hachi_hachi_result import HachiHachiResult  # noqa: PLC0415
        from ..models.hachi_hachi_revealed import HachiHachiRevealed  # noqa: PLC0415
        from ..models.hachi_hachi_round_result import HachiHachiRoundResult  # noqa: PLC0415
        from ..models.hachi_hachi_teyaku import HachiHachiTeyaku  # noqa: PLC0415

        d = dict(src_dict)
        game = cast(Literal["hachi-hachi"], d.pop("game"))
        if game != "hachi-hachi":
            raise ValueError(f"game must match const 'hachi-hachi', got '{game}'")

        players = d.pop("players")

        phase = check_hachi_hachi_view_phase(d.pop("phase"))

        round_ = d.pop("round")

        rounds = d.pop("rounds")

        dealer = d.pop("dealer")

        def _parse_current(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        current = _parse_current(d.pop("current"))

        multiplier = d.pop("multiplier")

        field_kind = check_hachi_hachi_view_field_kind(d.pop("field_kind"))

        carry = cast(list[int], d.pop("carry"))

        field = cast(list[str], d.pop("field"))

        draw_pile = d.pop("draw_pile")

        def _parse_turned(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        turned = _parse_turned(d.pop("turned"))

        choices = cast(list[str], d.pop("choices"))

        hand_counts = cast(list[int], d.pop("hand_counts"))

        shown_in_hand = []
        _shown_in_hand = d.pop("shown_in_hand")
        for shown_in_hand_item_data in _shown_in_hand:
            shown_in_hand_item = cast(list[str], shown_in_hand_item_data)

            shown_in_hand.append(shown_in_hand_item)

        piles = []
        _piles = d.pop("piles")
        for piles_item_data in _piles:
            piles_item = cast(list[str], piles_item_data)

            piles.append(piles_item)

        card_points = cast(list[int], d.pop("card_points"))

        teyaku = []
        _teyaku = d.pop("teyaku")
        for teyaku_item_data in _teyaku:
            teyaku_item = HachiHachiTeyaku.from_dict(teyaku_item_data)

            teyaku.append(teyaku_item)

        dekiyaku = []
        _dekiyaku = d.pop("dekiyaku")
        for dekiyaku_item_data in _dekiyaku:
            dekiyaku_item = HachiHachiDekiyaku.from_dict(dekiyaku_item_data)

            dekiyaku.append(dekiyaku_item)

        totals = cast(list[int], d.pop("totals"))

        history = []
        _history = d.pop("history")
        for history_item_data in _history:
            history_item = HachiHachiRoundResult.from_dict(history_item_data)

            history.append(history_item)

        def _parse_you(data: object) -> HachiHachiPrivate | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                you_type_0 = HachiHachiPrivate.from_dict(data)

                return you_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(HachiHachiPrivate | None, data)

        you = _parse_you(d.pop("you"))

        def _parse_result(data: object) -> HachiHachiResult | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = HachiHachiResult.from_dict(data)

                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(HachiHachiResult | None, data)

        result = _parse_result(d.pop("result"))

        _revealed = d.pop("revealed", UNSET)
        revealed: HachiHachiRevealed | Unset
        if isinstance(_revealed, Unset):
            revealed = UNSET
        else:
            revealed = HachiHachiRevealed.from_dict(_revealed)

        _model_instance = cls(
            game=game,
            players=players,
            phase=phase,
            round_=round_,
            rounds=rounds,
            dealer=dealer,
            current=current,
            multiplier=multiplier,
            field_kind=field_kind,
            carry=carry,
            field=field,
            draw_pile=draw_pile,
            turned=turned,
            choices=choices,
            hand_counts=hand_counts,
            shown_in_hand=shown_in_hand,
            piles=piles,
            card_points=card_points,
            teyaku=teyaku,
            dekiyaku=dekiyaku,
            totals=totals,
            history=history,
            you=you,
            result=result,
            revealed=revealed,
        )

        _model_instance.additional_properties = d
        return _model_instance

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
