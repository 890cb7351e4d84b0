from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.take_the_train_view_phase import TakeTheTrainViewPhase, check_take_the_train_view_phase
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.take_the_train_branches import TakeTheTrainBranches
    from ..models.take_the_train_lines import TakeTheTrainLines
    from ..models.take_the_train_options import TakeTheTrainOptions
    from ..models.take_the_train_private import TakeTheTrainPrivate
    from ..models.take_the_train_round import TakeTheTrainRound


T = TypeVar("T", bound="TakeTheTrainView")


@_attrs_define
class TakeTheTrainView:
    """What one seat (or a spectator) sees of a Take the Train game.

    Attributes:
        game (Literal['take-the-train']):
        phase (TakeTheTrainViewPhase): `opening` (the first Station must be played), `play`, `round_over` (between
            rounds of a match: hands shown, the next dealer deals), `over`.
        round_ (int): The round being played (at `round_over`, the one just ended), from 1.
        dealer (int):
        to_act (list[int]): The seats that must act now (one, or none once the game is over).
        options (TakeTheTrainOptions): The options of Take the Train (every one optional: an option left out takes its
            default).
        fares (list[int]): Fares each seat holds, by seat.
        pot (int): Fares in the Conductor's Pot.
        hand_counts (list[int]): Cards in each seat's hand, by seat.
        draw_pile (int): Cards left in the draw pile.
        opening_draws (list[int]): Free cards each seat drew this round while nobody held a Station, by seat.
        lines (TakeTheTrainLines): The line of each colour; null until its Station is on the table.
        branches (TakeTheTrainBranches): The Transfer branch of each colour (variant); null while the colour has none.
        cumulative (list[int]): Each seat's cumulative score over the rounds of a match, by seat.
        rounds (list[TakeTheTrainRound]): One summary per finished round, in order.
        you (None | TakeTheTrainPrivate): The viewing seat's own hand; null for a spectator.
        hands (list[list[str]] | Unset): Only at `round_over` and `over`: every seat's hand, by seat (card ids).
        draw_pile_cards (list[str] | Unset): Only at `over`: the cards left in the draw pile, top first.
    """

    game: Literal["take-the-train"]
    phase: TakeTheTrainViewPhase
    round_: int
    dealer: int
    to_act: list[int]
    options: TakeTheTrainOptions
    fares: list[int]
    pot: int
    hand_counts: list[int]
    draw_pile: int
    opening_draws: list[int]
    lines: TakeTheTrainLines
    branches: TakeTheTrainBranches
    cumulative: list[int]
    rounds: list[TakeTheTrainRound]
    you: None | TakeTheTrainPrivate
    hands: list[list[str]] | Unset = UNSET
    draw_pile_cards: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.take_the_train_private import TakeTheTrainPrivate  # noqa: PLC0415

        game = self.game

        phase: str = self.phase

        round_ = self.round_

        dealer = self.dealer

        to_act = self.to_act

        options = self.options.to_dict()

        fares = self.fares

        pot = self.pot

        hand_counts = self.hand_counts

        draw_pile = self.draw_pile

        opening_draws = self.opening_draws

        lines = self.lines.to_dict()

        branches = self.branches.to_dict()

        cumulative = self.cumulative

        rounds = []
        for rounds_item_data in self.rounds:
            rounds_item = rounds_item_data.to_dict()
            rounds.append(rounds_item)

        you: dict[str, Any] | None
        if isinstance(self.you, TakeTheTrainPrivate):
            you = self.you.to_dict()
        else:
            you = self.you

        hands: list[list[str]] | Unset = UNSET
        if not isinstance(self.hands, Unset):
            hands = []
            for hands_item_data in self.hands:
                hands_item = hands_item_data

                hands.append(hands_item)

        draw_pile_cards: list[str] | Unset = UNSET
        if not isinstance(self.draw_pile_cards, Unset):
            draw_pile_cards = self.draw_pile_cards

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game": game,
                "phase": phase,
                "round": round_,
                "dealer": dealer,
                "to_act": to_act,
                "options": options,
                "fares": fares,
                "pot": pot,
                "hand_counts": hand_counts,
                "draw_pile": draw_pile,
                "opening_draws": opening_draws,
                "lines": lines,
                "branches": branches,
                "cumulative": cumulative,
                "rounds": rounds,
                "you": you,
            }
        )
        if hands is not UNSET:
            field_dict["hands"] = hands
        if draw_pile_cards is not UNSET:
            field_dict["draw_pile_cards"] = draw_pile_cards

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.take_the_train_branches import TakeTheTrainBranches  # noqa: PLC0415
        from ..models.take_the_train_lines import TakeTheTrainLines  # noqa: PLC0415
        from ..models.take_the_train_options import TakeTheTrainOptions  # noqa: PLC0415
        from ..models.take_the_train_private import TakeTheTrainPrivate  # noqa: PLC0415
        from ..models.take_the_train_round import TakeTheTrainRound  # noqa: PLC0415

        d = dict(src_dict)
        game = cast(Literal["take-the-train"], d.pop("game"))
        if game != "take-the-train":
            raise ValueError(f"game must match const 'take-the-train', got '{game}'")

        phase = check_take_the_train_view_phase(d.pop("phase"))

        round_ = d.pop("round")

        dealer = d.pop("dealer")

        to_act = cast(list[int], d.pop("to_act"))

        options = TakeTheTrainOptions.from_dict(d.pop("options"))

        fares = cast(list[int], d.pop("fares"))

        pot = d.pop("pot")

        hand_counts = cast(list[int], d.pop("hand_counts"))

        draw_pile = d.pop("draw_pile")

        opening_draws = cast(list[int], d.pop("opening_draws"))

        lines = TakeTheTrainLines.from_dict(d.pop("lines"))

        branches = TakeTheTrainBranches.from_dict(d.pop("branches"))

        cumulative = cast(list[int], d.pop("cumulative"))

        rounds = []
        _rounds = d.pop("rounds")
        for rounds_item_data in _rounds:
            rounds_item = TakeTheTrainRound.from_dict(rounds_item_data)

            rounds.append(rounds_item)

        def _parse_you(data: object) -> None | TakeTheTrainPrivate:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                you_type_0 = TakeTheTrainPrivate.from_dict(data)

                return you_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TakeTheTrainPrivate, data)

        you = _parse_you(d.pop("you"))

        _hands = d.pop("hands", UNSET)
        hands: list[list[str]] | Unset = UNSET
        if _hands is not UNSET:
            hands = []
            for hands_item_data in _hands:
                hands_item = cast(list[str], hands_item_data)

                hands.append(hands_item)

        draw_pile_cards = cast(list[str], d.pop("draw_pile_cards", UNSET))

        _model_instance = cls(
            game=game,
            phase=phase,
            round_=round_,
            dealer=dealer,
            to_act=to_act,
            options=options,
            fares=fares,
            pot=pot,
            hand_counts=hand_counts,
            draw_pile=draw_pile,
            opening_draws=opening_draws,
            lines=lines,
            branches=branches,
            cumulative=cumulative,
            rounds=rounds,
            you=you,
            hands=hands,
            draw_pile_cards=draw_pile_cards,
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
