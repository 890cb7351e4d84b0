from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.take_the_train_extend_action_arm import (
    TakeTheTrainExtendActionArm,
    check_take_the_train_extend_action_arm,
)
from ..models.take_the_train_extend_action_line import (
    TakeTheTrainExtendActionLine,
    check_take_the_train_extend_action_line,
)

T = TypeVar("T", bound="TakeTheTrainExtendAction")


@_attrs_define
class TakeTheTrainExtendAction:
    """P1: play a run of cards on one open end of a line, or on a Transfer branch.

    Attributes:
        type_ (Literal['extend']):
        line (TakeTheTrainExtendActionLine): The colour of the line (or of the branch) the run goes on.
        arm (TakeTheTrainExtendActionArm): The low arm (6, 5, 4 … outward), the high arm (7, 8, 9 …), or the colour's
            branch.
        cards (list[str]): Card ids in the order placed, outward: real cards of the line's colour or Free Rides (`FR1`,
            `FR2`; the move log shows either as `FR`).
    """

    type_: Literal["extend"]
    line: TakeTheTrainExtendActionLine
    arm: TakeTheTrainExtendActionArm
    cards: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        line: str = self.line

        arm: str = self.arm

        cards = self.cards

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "line": line,
                "arm": arm,
                "cards": cards,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["extend"], d.pop("type"))
        if type_ != "extend":
            raise ValueError(f"type must match const 'extend', got '{type_}'")

        line = check_take_the_train_extend_action_line(d.pop("line"))

        arm = check_take_the_train_extend_action_arm(d.pop("arm"))

        cards = cast(list[str], d.pop("cards"))

        _model_instance = cls(
            type_=type_,
            line=line,
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
