from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.hachi_view_decided_by_type_0 import HachiViewDecidedByType0, check_hachi_view_decided_by_type_0
from ..models.hachi_view_phase import HachiViewPhase, check_hachi_view_phase
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.hachi_options import HachiOptions
    from ..models.hachi_private import HachiPrivate
    from ..models.hachi_result import HachiResult
    from ..models.hachi_round_result import HachiRoundResult
    from ..models.hachi_yaku import HachiYaku


T = TypeVar("T", bound="HachiView")


@_attrs_define
class HachiView:
    """What one seat (or a spectator) sees of a Hachi match.

    Attributes:
        game (Literal['hachi']):
        round_ (int): The round being played, from 1 (once the match is over: its last round).
        phase (HachiViewPhase): `play`: the seat to move plays a hand card; `deck_choice`: the turned card has two or
            more partners and that seat chooses one; `over`: the match has ended.
        dealer (int): The seat that dealt this round (it took the first turn).
        turn (int | None): The seat whose turn it is; null once the match is over.
        to_act (list[int]): The seats that must decide now (the seat whose turn it is; empty once over).
        turns_done (int): Turns completed in this round (a turn is a hand card and a turned card).
        turns_per_round (int): 14: seven turns per player.
        options (HachiOptions): The options of Hachi (every one optional: an option left out takes its default).
        field (list[str]): The face-up field cards, in deck order.
        turned (None | str): The turned card waiting for a `choose_deck_capture`; null otherwise.
        deck_choice_options (list[str]): The field partners the turned card may capture (empty outside `deck_choice`).
        draw_pile_count (int): Cards left face down in the draw pile.
        hand_counts (list[int]): How many cards each seat holds.
        piles (list[list[str]]): Each seat's capture pile this round, in capture order (captured pairs are adjacent).
        card_points (list[int]): Card points of each pile this round (a ribbon 1, any other card 10).
        yaku (list[list[HachiYaku]]): The yaku each pile completes this round.
        round_scores (list[int]): Each seat's running round score S: card points plus yaku points.
        history (list[HachiRoundResult]): The finished rounds, oldest first.
        cumulative (list[int]): Each seat's match total: the sum of its finished rounds' scores.
        runs (list[int]): Each seat's current run of consecutive qualifying wins (won by 20 or more).
        round_wins (list[int]): How many of the finished rounds each seat won (drawn rounds count for nobody).
        match_winner (int | None): The seat that won the match; null while it runs and after a drawn match.
        decided_by (HachiViewDecidedByType0 | None): How the match was decided: two qualifying wins in a row (`streak`),
            the points target reached with the higher total (`points`), the round wins needed (`victories`), or the higher
            cumulative score (`cumulative`: a fixed match, or a match that reached its cap); null while it runs.
        you (HachiPrivate | None): Your own seat and hand; null for a spectator.
        result (HachiResult | Unset): The final result of the match.
        hands (list[list[str]] | Unset): Only once the match is over: each seat's hand as it ended (a match ends with a
            round, when both hands are played out, so these are empty).
        unturned (list[str] | Unset): Only once the match is over: the last round's draw-pile cards never turned, top
            first.
    """

    game: Literal["hachi"]
    round_: int
    phase: HachiViewPhase
    dealer: int
    turn: int | None
    to_act: list[int]
    turns_done: int
    turns_per_round: int
    options: HachiOptions
    field: list[str]
    turned: None | str
    deck_choice_options: list[str]
    draw_pile_count: int
    hand_counts: list[int]
    piles: list[list[str]]
    card_points: list[int]
    yaku: list[list[HachiYaku]]
    round_scores: list[int]
    history: list[HachiRoundResult]
    cumulative: list[int]
    runs: list[int]
    round_wins: list[int]
    match_winner: int | None
    decided_by: HachiViewDecidedByType0 | None
    you: HachiPrivate | None
    result: HachiResult | Unset = UNSET
    hands: list[list[str]] | Unset = UNSET
    unturned: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.hachi_private import HachiPrivate  # noqa: PLC0415

        game = self.game

        round_ = self.round_

        phase: str = self.phase

        dealer = self.dealer

        turn: int | None
        turn = self.turn

        to_act = self.to_act

        turns_done = self.turns_done

        turns_per_round = self.turns_per_round

        options = self.options.to_dict()

        field = self.field

        turned: None | str
        turned = self.turned

        deck_choice_options = self.deck_choice_options

        draw_pile_count = self.draw_pile_count

        hand_counts = self.hand_counts

        piles = []
        for piles_item_data in self.piles:
            piles_item = piles_item_data

            piles.append(piles_item)

        card_points = self.card_points

        yaku = []
        for yaku_item_data in self.yaku:
            yaku_item = []
            for yaku_item_item_data in yaku_item_data:
                yaku_item_item = yaku_item_item_data.to_dict()
                yaku_item.append(yaku_item_item)

            yaku.append(yaku_item)

        round_scores = self.round_scores

        history = []
        for history_item_data in self.history:
            history_item = history_item_data.to_dict()
            history.append(history_item)

        cumulative = self.cumulative

        runs = self.runs

        round_wins = self.round_wins

        match_winner: int | None
        match_winner = self.match_winner

        decided_by: None | str
        if isinstance(self.decided_by, str):
            decided_by = self.decided_by
        else:
            decided_by = self.decided_by

        you: dict[str, Any] | None
        if isinstance(self.you, HachiPrivate):
            you = self.you.to_dict()
        else:
            you = self.you

        result: dict[str, Any] | Unset = UNSET
        if not isinstance(self.result, Unset):
            result = self.result.to_dict()

        hands: list[list[str]] | Unset = UNSET
        if not isinstance(self.hands, Unset):
            hands = []
            for hands_item_data in self.hands:
                hands_item = hands_item_data

                hands.append(hands_item)

        unturned: list[str] | Unset = UNSET
        if not isinstance(self.unturned, Unset):
            unturned = self.unturned

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game": game,
                "round": round_,
                "phase": phase,
                "dealer": dealer,
                "turn": turn,
                "to_act": to_act,
                "turns_done": turns_done,
                "turns_per_round": turns_per_round,
                "options": options,
                "field": field,
                "turned": turned,
                "deck_choice_options": deck_choice_options,
                "draw_pile_count": draw_pile_count,
                "hand_counts": hand_counts,
                "piles": piles,
                "card_points": card_points,
                "yaku": yaku,
                "round_scores": round_scores,
                "history": history,
                "cumulative": cumulative,
                "runs": runs,
                "round_wins": round_wins,
                "match_winner": match_winner,
                "decided_by": decided_by,
                "you": you,
            }
        )
        if result is not UNSET:
            field_dict["result"] = result
        if hands is not UNSET:
            field_dict["hands"] = hands
        if unturned is not UNSET:
            field_dict["unturned"] = unturned

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.hachi_options import HachiOptions  # noqa: PLC0415
        from ..models.hachi_private import HachiPrivate  # noqa: PLC0415
        from ..models.hachi_result import HachiResult  # noqa: PLC0415
        from ..models.hachi_round_result import HachiRoundResult  # noqa: PLC0415
        from ..models.hachi_yaku import HachiYaku  # noqa: PLC0415

        d = dict(src_dict)
        game = cast(Literal["hachi"], d.pop("game"))
        if game != "hachi":
            raise ValueError(f"game must match const 'hachi', got '{game}'")

        round_ = d.pop("round")

        phase = check_hachi_view_phase(d.pop("phase"))

        dealer = d.pop("dealer")

        def _parse_turn(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        turn = _parse_turn(d.pop("turn"))

        to_act = cast(list[int], d.pop("to_act"))

        turns_done = d.pop("turns_done")

        turns_per_round = d.pop("turns_per_round")

        options = HachiOptions.from_dict(d.pop("options"))

        field = cast(list[str], d.pop("field"))

        def _parse_turned(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        turned = _parse_turned(d.pop("turned"))

        deck_choice_options = cast(list[str], d.pop("deck_choice_options"))

        draw_pile_count = d.pop("draw_pile_count")

        hand_counts = cast(list[int], d.pop("hand_counts"))

        piles = []
        _piles = d.pop("piles")
        for piles_item_data in _piles:
            piles_item = cast(list[str], piles_item_data)

            piles.append(piles_item)

        card_points = cast(list[int], d.pop("card_points"))

        yaku = []
        _yaku = d.pop("yaku")
        for yaku_item_data in _yaku:
            yaku_item = []
            _yaku_item = yaku_item_data
            for yaku_item_item_data in _yaku_item:
                yaku_item_item = HachiYaku.from_dict(yaku_item_item_data)

                yaku_item.append(yaku_item_item)

            yaku.append(yaku_item)

        round_scores = cast(list[int], d.pop("round_scores"))

        history = []
        _history = d.pop("history")
        for history_item_data in _history:
            history_item = HachiRoundResult.from_dict(history_item_data)

            history.append(history_item)

        cumulative = cast(list[int], d.pop("cumulative"))

        runs = cast(list[int], d.pop("runs"))

        round_wins = cast(list[int], d.pop("round_wins"))

        def _parse_match_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        match_winner = _parse_match_winner(d.pop("match_winner"))

        def _parse_decided_by(data: object) -> HachiViewDecidedByType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                decided_by_type_0 = check_hachi_view_decided_by_type_0(data)

                return decided_by_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(HachiViewDecidedByType0 | None, data)

        decided_by = _parse_decided_by(d.pop("decided_by"))

        def _parse_you(data: object) -> HachiPrivate | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                you_type_0 = HachiPrivate.from_dict(data)

                return you_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(HachiPrivate | None, data)

        you = _parse_you(d.pop("you"))

        _result = d.pop("result", UNSET)
        result: HachiResult | Unset
        if isinstance(_result, Unset):
            result = UNSET
        else:
            result = HachiResult.from_dict(_result)

        _hands = d.pop("hands", UNSET)
        hands: list[list[str]] | Unset = UNSET
        if _hands is not UNSET:
            hands = []
            for hands_item_data in _hands:
                hands_item = cast(list[str], hands_item_data)

                hands.append(hands_item)

        unturned = cast(list[str], d.pop("unturned", UNSET))

        _model_instance = cls(
            game=game,
            round_=round_,
            phase=phase,
            dealer=dealer,
            turn=turn,
            to_act=to_act,
            turns_done=turns_done,
            turns_per_round=turns_per_round,
            options=options,
            field=field,
            turned=turned,
            deck_choice_options=deck_choice_options,
            draw_pile_count=draw_pile_count,
            hand_counts=hand_counts,
            piles=piles,
            card_points=card_points,
            yaku=yaku,
            round_scores=round_scores,
            history=history,
            cumulative=cumulative,
            runs=runs,
            round_wins=round_wins,
            match_winner=match_winner,
            decided_by=decided_by,
            you=you,
            result=result,
            hands=hands,
            unturned=unturned,
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
