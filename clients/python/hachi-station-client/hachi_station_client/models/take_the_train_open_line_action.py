from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.take_the_train_open_line_action_arm_type_0 import (
    TakeTheTrainOpenLineActionArmType0,
    check_take_the_train_open_line_action_arm_type_0,
)
from ..models.take_the_train_open_line_action_station import (
    TakeTheTrainOpenLineActionStation,
    check_take_the_train_open_line_action_station,
)

T = TypeVar("T", bound="TakeTheTrainOpenLineAction")


@_attrs_define
class TakeTheTrainOpenLineAction:
    """P2: put a Station on the table, alone or with a run on one of its arms.

    Attributes:
        type_ (Literal['open_line']):
        station (TakeTheTrainOpenLineActionStation):
        arm (None | TakeTheTrainOpenLineActionArmType0): The arm the run goes on; null for the Station alone (then
            `cards` is empty).
        cards (list[str]): The run's card ids, outward from the Station (Free Rides shown as `FR` in the move log).
    """

    type_: Literal["open_line"]
    station: TakeTheTrainOpenLineActionStation
    arm: None | TakeTheTrainOpenLineActionArmType0
    cards: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        station: str = self.station

        arm: None | str
        if isinstance(self.arm, str):
            arm = self.arm
        else:
            arm = self.arm

        cards = self.cards

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "station": station,
                "arm": arm,
                "cards": cards,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["open_line"], d.pop("type"))
        if type_ != "open_line":
            raise ValueError(f"type must match const 'open_line', got '{type_}'")

        station = check_take_the_train_open_line_action_station(d.pop("station"))

        def _parse_arm(data: object) -> None | TakeTheTrainOpenLineActionArmType0:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                arm_type_0 = check_take_the_train_open_line_action_arm_type_0(data)

                return arm_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TakeTheTrainOpenLineActionArmType0, data)

        arm = _parse_arm(d.pop("arm"))

        cards = cast(list[str], d.pop("cards"))

        _model_instance = cls(
            type_=type_,
            station=station,
            arm=arm,
            cards=cards,
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
