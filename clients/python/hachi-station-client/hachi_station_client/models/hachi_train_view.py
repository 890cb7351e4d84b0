from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.hachi_train_view_insert_mode import HachiTrainViewInsertMode, check_hachi_train_view_insert_mode
from ..models.hachi_train_view_phase import HachiTrainViewPhase, check_hachi_train_view_phase
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.hachi_train_field import HachiTrainField
    from ..models.hachi_train_hand import HachiTrainHand
    from ..models.hachi_train_pending import HachiTrainPending
    from ..models.hachi_train_private import HachiTrainPrivate
    from ..models.hachi_train_round_result import HachiTrainRoundResult


T = TypeVar("T", bound="HachiTrainView")


@_attrs_define
class HachiTrainView:
    """What one seat (or a spectator) sees of a Hachi Train game.

    Attributes:
        game (Literal['hachi-train']):
        phase (HachiTrainViewPhase): `play` (lead, beat or pass), `insert` (a pending card waits to be placed), `over`.
        players (int):
        round_ (int): The round being played (the last one once the game is over), from 1.
        rounds (int): The number of rounds the game lasts at most (option `rounds`).
        insert_mode (HachiTrainViewInsertMode): Collected cards are inserted one per action (`individual`) or as one
            `block`.
        start_player (int): The seat that led first this round.
        turn (int | None): The seat that decides now; null once the game is over.
        to_act (list[int]): The seats that must act now: the turn's seat, or none once the game is over.
        assets (list[int]): Each seat's assets in $m (200, 100 or 0), by seat.
        hands (list[HachiTrainHand]): Every seat's hand as the table sees it, by seat.
        out_order (list[int]): The seats that went out this round, in the order they did.
        field (HachiTrainField | None): The set on the field; null when the field is empty.
        passes (int): Consecutive passes since the field set was played.
        pending (HachiTrainPending | None): The cards the seat on turn must insert; null when there are none.
        stock_count (int): Special cards left in the stock.
        discard (list[str]): Card ids discarded this round, oldest first.
        round_results (list[HachiTrainRoundResult]): One entry per finished round, in order.
        you (HachiTrainPrivate | None): The viewing seat's own cards; null for a spectator.
        stock (list[str] | Unset): Only once the game is over: the special cards left in the stock, top first.
    """

    game: Literal["hachi-train"]
    phase: HachiTrainViewPhase
    players: int
    round_: int
    rounds: int
    insert_mode: HachiTrainViewInsertMode
    start_player: int
    turn: int | None
    to_act: list[int]
    assets: list[int]
    hands: list[HachiTrainHand]
    out_order: list[int]
    field: HachiTrainField | None
    passes: int
    pending: HachiTrainPending | None
    stock_count: int
    discard: list[str]
    round_results: list[HachiTrainRoundResult]
    you: HachiTrainPrivate | None
    stock: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.hachi_train_field import HachiTrainField  # noqa: PLC0415
        from ..models.hachi_train_pending import HachiTrainPending  # noqa: PLC0415
        from ..models.hachi_train_private import HachiTrainPrivate  # noqa: PLC0415

        game = self.game

        phase: str = self.phase

        players = self.players

        round_ = self.round_

        rounds = self.rounds

        insert_mode: str = self.insert_mode

        start_player = self.start_player

        turn: int | None
        turn = self.turn

        to_act = self.to_act

        assets = self.assets

        hands = []
        for hands_item_data in self.hands:
            hands_item = hands_item_data.to_dict()
            hands.append(hands_item)

        out_order = self.out_order

        field: dict[str, Any] | None
        if isinstance(self.field, HachiTrainField):
            field = self.field.to_dict()
        else:
            field = self.field

        passes = self.passes

        pending: dict[str, Any] | None
        if isinstance(self.pending, HachiTrainPending):
            pending = self.pending.to_dict()
        else:
            pending = self.pending

        stock_count = self.stock_count

        discard = self.discard

        round_results = []
        for round_results_item_data in self.round_results:
            round_results_item = round_results_item_data.to_dict()
            round_results.append(round_results_item)

        you: dict[str, Any] | None
        if isinstance(self.you, HachiTrainPrivate):
            you = self.you.to_dict()
        else:
            you = self.you

        stock: list[str] | Unset = UNSET
        if not isinstance(self.stock, Unset):
            stock = self.stock

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game": game,
                "phase": phase,
                "players": players,
                "round": round_,
                "rounds": rounds,
                "insert_mode": insert_mode,
                "start_player": start_player,
                "turn": turn,
                "to_act": to_act,
                "assets": assets,
                "hands": hands,
                "out_order": out_order,
                "field": field,
                "passes": passes,
                "pending": pending,
                "stock_count": stock_count,
                "discard": discard,
                "round_results": round_results,
                "you": you,
            }
        )
        if stock is not UNSET:
            field_dict["stock"] = stock

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.hachi_train_field import HachiTrainField  # noqa: PLC0415
        from ..models.hachi_train_hand import HachiTrainHand  # noqa: PLC0415
        from ..models.hachi_train_pending import HachiTrainPending  # noqa: PLC0415
        from ..models.hachi_train_private import HachiTrainPrivate  # noqa: PLC0415
        from ..models.hachi_train_round_result import HachiTrainRoundResult  # noqa: PLC0415

        d = dict(src_dict)
        game = cast(Literal["hachi-train"], d.pop("game"))
        if game != "hachi-train":
            raise ValueError(f"game must match const 'hachi-train', got '{game}'")

        phase = check_hachi_train_view_phase(d.pop("phase"))

        players = d.pop("players")

        round_ = d.pop("round")

        rounds = d.pop("rounds")

        insert_mode = check_hachi_train_view_insert_mode(d.pop("insert_mode"))

        start_player = d.pop("start_player")

        def _parse_turn(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        turn = _parse_turn(d.pop("turn"))

        to_act = cast(list[int], d.pop("to_act"))

        assets = cast(list[int], d.pop("assets"))

        hands = []
        _hands = d.pop("hands")
        for hands_item_data in _hands:
            hands_item = HachiTrainHand.from_dict(hands_item_data)

            hands.append(hands_item)

        out_order = cast(list[int], d.pop("out_order"))

        def _parse_field(data: object) -> HachiTrainField | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                field_type_0 = HachiTrainField.from_dict(data)

                return field_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(HachiTrainField | None, data)

        field = _parse_field(d.pop("field"))

        passes = d.pop("passes")

        def _parse_pending(data: object) -> HachiTrainPending | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                pending_type_0 = HachiTrainPending.from_dict(data)

                return pending_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(HachiTrainPending | None, data)

        pending = _parse_pending(d.pop("pending"))

        stock_count = d.pop("stock_count")

        discard = cast(list[str], d.pop("discard"))

        round_results = []
        _round_results = d.pop("round_results")
        for round_results_item_data in _round_results:
            round_results_item = HachiTrainRoundResult.from_dict(round_results_item_data)

            round_results.append(round_results_item)

        def _parse_you(data: object) -> HachiTrainPrivate | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                you_type_0 = HachiTrainPrivate.from_dict(data)

                return you_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(HachiTrainPrivate | None, data)

        you = _parse_you(d.pop("you"))

        stock = cast(list[str], d.pop("stock", UNSET))

        _model_instance = cls(
            game=game,
            phase=phase,
            players=players,
            round_=round_,
            rounds=rounds,
            insert_mode=insert_mode,
            start_player=start_player,
            turn=turn,
            to_act=to_act,
            assets=assets,
            hands=hands,
            out_order=out_order,
            field=field,
            passes=passes,
            pending=pending,
            stock_count=stock_count,
            discard=discard,
            round_results=round_results,
            you=you,
            stock=stock,
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
