from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.fast_train_load_action_colour import FastTrainLoadActionColour, check_fast_train_load_action_colour
from ..models.fast_train_load_action_train import FastTrainLoadActionTrain, check_fast_train_load_action_train
from ..types import UNSET, Unset

T = TypeVar("T", bound="FastTrainLoadAction")


@_attrs_define
class FastTrainLoadAction:
    """A seat commits its load of the last die rolled (every seat with a legal load, at once).

    Attributes:
        type_ (Literal['load']):
        colour (FastTrainLoadActionColour | Unset): The source: the die's own colour (the die alone) or the mixed colour
            it makes with a die rolled earlier this round. Absent when another seat's load is read from the move log (a load
            stays its owner's secret; the loads_revealed event shows it).
        train (FastTrainLoadActionTrain | Unset): The train of that colour that takes the cargo. Absent with `colour`.
    """

    type_: Literal["load"]
    colour: FastTrainLoadActionColour | Unset = UNSET
    train: FastTrainLoadActionTrain | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        colour: str | Unset = UNSET
        if not isinstance(self.colour, Unset):
            colour = self.colour

        train: str | Unset = UNSET
        if not isinstance(self.train, Unset):
            train = self.train

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
            }
        )
        if colour is not UNSET:
            field_dict["colour"] = colour
        if train is not UNSET:
            field_dict["train"] = train

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["load"], d.pop("type"))
        if type_ != "load":
            raise ValueError(f"type must match const 'load', got '{type_}'")

        _colour = d.pop("colour", UNSET)
        colour: FastTrainLoadActionColour | Unset
        if isinstance(_colour, Unset):
            colour = UNSET
        else:
            colour = check_fast_train_load_action_colour(_colour)

        _train = d.pop("train", UNSET)
        train: FastTrainLoadActionTrain | Unset
        if isinstance(_train, Unset):
            train = UNSET
        else:
            train = check_fast_train_load_action_train(_train)

        _model_instance = cls(
            type_=type_,
            colour=colour,
            train=train,
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
