from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.take_the_train_end_of_line_action_arm import (
    TakeTheTrainEndOfLineActionArm,
    check_take_the_train_end_of_line_action_arm,
)
from ..models.take_the_train_end_of_line_action_card import (
    TakeTheTrainEndOfLineActionCard,
    check_take_the_train_end_of_line_action_card,
)
from ..models.take_the_train_end_of_line_action_line import (
    TakeTheTrainEndOfLineActionLine,
    check_take_the_train_end_of_line_action_line,
)

T = TypeVar("T", bound="TakeTheTrainEndOfLineAction")


@_attrs_define
class TakeTheTrainEndOfLineAction:
    """P3: close one open end of a line with an End of Line card.

    Attributes:
        type_ (Literal['end_of_line']):
        card (TakeTheTrainEndOfLineActionCard):
        line (TakeTheTrainEndOfLineActionLine):
        arm (TakeTheTrainEndOfLineActionArm): The end it closes.
    """

    type_: Literal["end_of_line"]
    card: TakeTheTrainEndOfLineActionCard
    line: TakeTheTrainEndOfLineActionLine
    arm: TakeTheTrainEndOfLineActionArm
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        card: str = self.card

        line: str = self.line

        arm: str = self.arm

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "card": card,
                "line": line,
                "arm": arm,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["end_of_line"], d.pop("type"))
        if type_ != "end_of_line":
            raise ValueError(f"type must match const 'end_of_line', got '{type_}'")

        card = check_take_the_train_end_of_line_action_card(d.pop("card"))

        line = check_take_the_train_end_of_line_action_line(d.pop("line"))

        arm = check_take_the_train_end_of_line_action_arm(d.pop("arm"))

        _model_instance = cls(
            type_=type_,
            card=card,
            line=line,
            arm=arm,
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
