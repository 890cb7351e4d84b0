from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.fast_train_train_pair import FastTrainTrainPair


T = TypeVar("T", bound="FastTrainPerColour")


@_attrs_define
class FastTrainPerColour:
    """The fast and heavy train's numbers of every colour.

    Attributes:
        red (FastTrainTrainPair): One list of numbers for each train of a colour.
        yellow (FastTrainTrainPair): One list of numbers for each train of a colour.
        blue (FastTrainTrainPair): One list of numbers for each train of a colour.
        orange (FastTrainTrainPair): One list of numbers for each train of a colour.
        green (FastTrainTrainPair): One list of numbers for each train of a colour.
        purple (FastTrainTrainPair): One list of numbers for each train of a colour.
    """

    red: FastTrainTrainPair
    yellow: FastTrainTrainPair
    blue: FastTrainTrainPair
    orange: FastTrainTrainPair
    green: FastTrainTrainPair
    purple: FastTrainTrainPair
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        red = self.red.to_dict()

        yellow = self.yellow.to_dict()

        blue = self.blue.to_dict()

        orange = self.orange.to_dict()

        green = self.green.to_dict()

        purple = self.purple.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "red": red,
                "yellow": yellow,
                "blue": blue,
                "orange": orange,
                "green": green,
                "purple": purple,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fast_train_train_pair import FastTrainTrainPair  # noqa: PLC0415

        d = dict(src_dict)
        red = FastTrainTrainPair.from_dict(d.pop("red"))

        yellow = FastTrainTrainPair.from_dict(d.pop("yellow"))

        blue = FastTrainTrainPair.from_dict(d.pop("blue"))

        orange = FastTrainTrainPair.from_dict(d.pop("orange"))

        green = FastTrainTrainPair.from_dict(d.pop("green"))

        purple = FastTrainTrainPair.from_dict(d.pop("purple"))

        _model_instance = cls(
            red=red,
            yellow=yellow,
            blue=blue,
            orange=orange,
            green=green,
            purple=purple,
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
