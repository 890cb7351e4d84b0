from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.fast_train_pending_load_colour import FastTrainPendingLoadColour, check_fast_train_pending_load_colour
from ..models.fast_train_pending_load_train import FastTrainPendingLoadTrain, check_fast_train_pending_load_train

T = TypeVar("T", bound="FastTrainPendingLoad")


@_attrs_define
class FastTrainPendingLoad:
    """The load this seat committed for the last die, hidden from the others until all are in.

    Attributes:
        colour (FastTrainPendingLoadColour):
        train (FastTrainPendingLoadTrain):
        cargo (int):
    """

    colour: FastTrainPendingLoadColour
    train: FastTrainPendingLoadTrain
    cargo: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        colour: str = self.colour

        train: str = self.train

        cargo = self.cargo

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "colour": colour,
                "train": train,
                "cargo": cargo,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        colour = check_fast_train_pending_load_colour(d.pop("colour"))

        train = check_fast_train_pending_load_train(d.pop("train"))

        cargo = d.pop("cargo")

        _model_instance = cls(
            colour=colour,
            train=train,
            cargo=cargo,
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
