from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.fast_train_load_action import FastTrainLoadAction
    from ..models.fast_train_roll_action import FastTrainRollAction
    from ..models.hachi_choose_deck_capture import HachiChooseDeckCapture
    from ..models.hachi_hachi_choose_capture import HachiHachiChooseCapture
    from ..models.hachi_hachi_end import HachiHachiEnd
    from ..models.hachi_hachi_play_card import HachiHachiPlayCard
    from ..models.hachi_hachi_sage import HachiHachiSage
    from ..models.hachi_play_card import HachiPlayCard
    from ..models.hachi_train_insert_action import HachiTrainInsertAction
    from ..models.hachi_train_pass_action import HachiTrainPassAction
    from ..models.hachi_train_play_action import HachiTrainPlayAction
    from ..models.logged_move_events_item import LoggedMoveEventsItem
    from ..models.take_the_train_deal_action import TakeTheTrainDealAction
    from ..models.take_the_train_end_of_line_action import TakeTheTrainEndOfLineAction
    from ..models.take_the_train_extend_action import TakeTheTrainExtendAction
    from ..models.take_the_train_open_line_action import TakeTheTrainOpenLineAction
    from ..models.take_the_train_swap_free_ride_action import TakeTheTrainSwapFreeRideAction
    from ..models.take_the_train_take_train_action import TakeTheTrainTakeTrainAction
    from ..models.take_the_train_transfer_action import TakeTheTrainTransferAction


T = TypeVar("T", bound="LoggedMove")


@_attrs_define
class LoggedMove:
    """One move of the log, as the caller may see it (complete after the end).

    Attributes:
        seq (int):
        seat (int):
        action (FastTrainLoadAction | FastTrainRollAction | HachiChooseDeckCapture | HachiHachiChooseCapture |
            HachiHachiEnd | HachiHachiPlayCard | HachiHachiSage | HachiPlayCard | HachiTrainInsertAction |
            HachiTrainPassAction | HachiTrainPlayAction | TakeTheTrainDealAction | TakeTheTrainEndOfLineAction |
            TakeTheTrainExtendAction | TakeTheTrainOpenLineAction | TakeTheTrainSwapFreeRideAction |
            TakeTheTrainTakeTrainAction | TakeTheTrainTransferAction):
        events (list[LoggedMoveEventsItem]): What the move caused, each with a `type` (dealt, captured, scored...), as
            you may see it.
        by_bot (bool):
        created_at (datetime.datetime):
    """

    seq: int
    seat: int
    action: (
        FastTrainLoadAction
        | FastTrainRollAction
        | HachiChooseDeckCapture
        | HachiHachiChooseCapture
        | HachiHachiEnd
        | HachiHachiPlayCard
        | HachiHachiSage
        | HachiPlayCard
        | HachiTrainInsertAction
        | HachiTrainPassAction
        | HachiTrainPlayAction
        | TakeTheTrainDealAction
        | TakeTheTrainEndOfLineAction
        | TakeTheTrainExtendAction
        | TakeTheTrainOpenLineAction
        | TakeTheTrainSwapFreeRideAction
        | TakeTheTrainTakeTrainAction
        | TakeTheTrainTransferAction
    )
    events: list[LoggedMoveEventsItem]
    by_bot: bool
    created_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.fast_train_load_action import FastTrainLoadAction  # noqa: PLC0415
        from ..models.fast_train_roll_action import FastTrainRollAction  # noqa: PLC0415
        from ..models.hachi_choose_deck_capture import HachiChooseDeckCapture  # noqa: PLC0415
        from ..models.hachi_hachi_choose_capture import HachiHachiChooseCapture  # noqa: PLC0415
        from ..models.hachi_hachi_end import HachiHachiEnd  # noqa: PLC0415
        from ..models.hachi_hachi_play_card import HachiHachiPlayCard  # noqa: PLC0415
        from ..models.hachi_hachi_sage import HachiHachiSage  # noqa: PLC0415
        from ..models.hachi_play_card import HachiPlayCard  # noqa: PLC0415
        from ..models.hachi_train_insert_action import HachiTrainInsertAction  # noqa: PLC0415
        from ..models.hachi_train_pass_action import HachiTrainPassAction  # noqa: PLC0415
        from ..models.hachi_train_play_action import HachiTrainPlayAction  # noqa: PLC0415
        from ..models.take_the_train_end_of_line_action import TakeTheTrainEndOfLineAction  # noqa: PLC0415
        from ..models.take_the_train_extend_action import TakeTheTrainExtendAction  # noqa: PLC0415
        from ..models.take_the_train_open_line_action import TakeTheTrainOpenLineAction  # noqa: PLC0415
        from ..models.take_the_train_swap_free_ride_action import TakeTheTrainSwapFreeRideAction  # noqa: PLC0415
        from ..models.take_the_train_take_train_action import TakeTheTrainTakeTrainAction  # noqa: PLC0415
        from ..models.take_the_train_transfer_action import TakeTheTrainTransferAction  # noqa: PLC0415

        seq = self.seq

        seat = self.seat

        action: dict[str, Any]
        if isinstance(self.action, HachiPlayCard):
            action = self.action.to_dict()
        elif isinstance(self.action, HachiChooseDeckCapture):
            action = self.action.to_dict()
        elif isinstance(self.action, HachiHachiPlayCard):
            action = self.action.to_dict()
        elif isinstance(self.action, HachiHachiChooseCapture):
            action = self.action.to_dict()
        elif isinstance(self.action, HachiHachiEnd):
            action = self.action.to_dict()
        elif isinstance(self.action, HachiHachiSage):
            action = self.action.to_dict()
        elif isinstance(self.action, FastTrainRollAction):
            action = self.action.to_dict()
        elif isinstance(self.action, FastTrainLoadAction):
            action = self.action.to_dict()
        elif isinstance(self.action, HachiTrainPlayAction):
            action = self.action.to_dict()
        elif isinstance(self.action, HachiTrainPassAction):
            action = self.action.to_dict()
        elif isinstance(self.action, HachiTrainInsertAction):
            action = self.action.to_dict()
        elif isinstance(self.action, TakeTheTrainExtendAction):
            action = self.action.to_dict()
        elif isinstance(self.action, TakeTheTrainOpenLineAction):
            action = self.action.to_dict()
        elif isinstance(self.action, TakeTheTrainEndOfLineAction):
            action = self.action.to_dict()
        elif isinstance(self.action, TakeTheTrainSwapFreeRideAction):
            action = self.action.to_dict()
        elif isinstance(self.action, TakeTheTrainTransferAction):
            action = self.action.to_dict()
        elif isinstance(self.action, TakeTheTrainTakeTrainAction):
            action = self.action.to_dict()
        else:
            action = self.action.to_dict()

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)

        by_bot = self.by_bot

        created_at = self.created_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seq": seq,
                "seat": seat,
                "action": action,
                "events": events,
                "by_bot": by_bot,
                "created_at": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fast_train_load_action import FastTrainLoadAction  # noqa: PLC0415
        from ..models.fast_train_roll_action import FastTrainRollAction  # noqa: PLC0415
        from ..models.hachi_choose_deck_capture import HachiChooseDeckCapture  # noqa: PLC0415
        from ..models.hachi_hachi_choose_capture import HachiHachiChooseCapture  # noqa: PLC0415
        from ..models.hachi_hachi_end import HachiHachiEnd  # noqa: PLC0415
        from ..models.hachi_hachi_play_card import HachiHachiPlayCard  # noqa: PLC0415
        from ..models.hachi_hachi_sage import HachiHachiSage  # noqa: PLC0415
        from ..models.hachi_play_card import HachiPlayCard  # noqa: PLC0415
        from ..models.hachi_train_insert_action import HachiTrainInsertAction  # noqa: PLC0415
        from ..models.hachi_train_pass_action import HachiTrainPassAction  # noqa: PLC0415
        from ..models.hachi_train_play_action import HachiTrainPlayAction  # noqa: PLC0415
        from ..models.logged_move_events_item import LoggedMoveEventsItem  # noqa: PLC0415
        from ..models.take_the_train_deal_action import TakeTheTrainDealAction  # noqa: PLC0415
        from ..models.take_the_train_end_of_line_action import TakeTheTrainEndOfLineAction  # noqa: PLC0415
        from ..models.take_the_train_extend_action import TakeTheTrainExtendAction  # noqa: PLC0415
        from ..models.take_the_train_open_line_action import TakeTheTrainOpenLineAction  # noqa: PLC0415
        from ..models.take_the_train_swap_free_ride_action import TakeTheTrainSwapFreeRideAction  # noqa: PLC0415
        from ..models.take_the_train_take_train_action import TakeTheTrainTakeTrainAction  # noqa: PLC0415
        from ..models.take_the_train_transfer_action import TakeTheTrainTransferAction  # noqa: PLC0415

        d = dict(src_dict)
        seq = d.pop("seq")

        seat = d.pop("seat")

        def _parse_action(
            data: object,
        ) -> (
            FastTrainLoadAction
            | FastTrainRollAction
            | HachiChooseDeckCapture
            | HachiHachiChooseCapture
            | HachiHachiEnd
            | HachiHachiPlayCard
            | HachiHachiSage
            | HachiPlayCard
            | HachiTrainInsertAction
            | HachiTrainPassAction
            | HachiTrainPlayAction
            | TakeTheTrainDealAction
            | TakeTheTrainEndOfLineAction
            | TakeTheTrainExtendAction
            | TakeTheTrainOpenLineAction
            | TakeTheTrainSwapFreeRideAction
            | TakeTheTrainTakeTrainAction
            | TakeTheTrainTransferAction
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_hachi_action_type_0 = HachiPlayCard.from_dict(data)

                return componentsschemas_hachi_action_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_hachi_action_type_1 = HachiChooseDeckCapture.from_dict(data)

                return componentsschemas_hachi_action_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_hachi_hachi_action_type_0 = HachiHachiPlayCard.from_dict(data)

                return componentsschemas_hachi_hachi_action_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_hachi_hachi_action_type_1 = HachiHachiChooseCapture.from_dict(data)

                return componentsschemas_hachi_hachi_action_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_hachi_hachi_action_type_2 = HachiHachiEnd.from_dict(data)

                return componentsschemas_hachi_hachi_action_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_hachi_hachi_action_type_3 = HachiHachiSage.from_dict(data)

                return componentsschemas_hachi_hachi_action_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_fast_train_action_type_0 = FastTrainRollAction.from_dict(data)

                return componentsschemas_fast_train_action_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_fast_train_action_type_1 = FastTrainLoadAction.from_dict(data)

                return componentsschemas_fast_train_action_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_hachi_train_action_type_0 = HachiTrainPlayAction.from_dict(data)

                return componentsschemas_hachi_train_action_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_hachi_train_action_type_1 = HachiTrainPassAction.from_dict(data)

                return componentsschemas_hachi_train_action_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_hachi_train_action_type_2 = HachiTrainInsertAction.from_dict(data)

                return componentsschemas_hachi_train_action_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_take_the_train_action_type_0 = TakeTheTrainExtendAction.from_dict(data)

                return componentsschemas_take_the_train_action_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_take_the_train_action_type_1 = TakeTheTrainOpenLineAction.from_dict(data)

                return componentsschemas_take_the_train_action_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_take_the_train_action_type_2 = TakeTheTrainEndOfLineAction.from_dict(data)

                return componentsschemas_take_the_train_action_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_take_the_train_action_type_3 = TakeTheTrainSwapFreeRideAction.from_dict(data)

                return componentsschemas_take_the_train_action_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_take_the_train_action_type_4 = TakeTheTrainTransferAction.from_dict(data)

                return componentsschemas_take_the_train_action_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_take_the_train_action_type_5 = TakeTheTrainTakeTrainAction.from_dict(data)

                return componentsschemas_take_the_train_action_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_take_the_train_action_type_6 = TakeTheTrainDealAction.from_dict(data)

            return componentsschemas_take_the_train_action_type_6

        action = _parse_action(d.pop("action"))

        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = LoggedMoveEventsItem.from_dict(events_item_data)

            events.append(events_item)

        by_bot = d.pop("by_bot")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        _model_instance = cls(
            seq=seq,
            seat=seat,
            action=action,
            events=events,
            by_bot=by_bot,
            created_at=created_at,
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
