from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.fast_train_roll_action_die import FastTrainRollActionDie, check_fast_train_roll_action_die

T = TypeVar("T", bound="FastTrainRollAction")


@_attrs_define
class FastTrainRollAction:
    """The active player chooses the next die to roll (steps 1 and 2 of a round).

    Attributes:
        type_ (Literal['roll']):
        die (FastTrainRollActionDie): A die not yet rolled this round; the server rolls its value.
    """

    type_: Literal["roll"]
    die: FastTrainRollActionDie
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        die: str = self.die

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "die": die,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["roll"], d.pop("type"))
        if type_ != "roll":
            raise ValueError(f"type must match const 'roll', got '{type_}'")

        die = check_fast_train_roll_action_die(d.pop("die"))

        _model_instance = cls(
            type_=type_,
            die=die,
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
