from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.fast_train_rolled_die_die import FastTrainRolledDieDie, check_fast_train_rolled_die_die

T = TypeVar("T", bound="FastTrainRolledDie")


@_attrs_define
class FastTrainRolledDie:
    """A die rolled this round.

    Attributes:
        id (str): The die's component id, `die:<colour>` (`die:red`, `die:yellow`, `die:blue`).
        die (FastTrainRolledDieDie):
        value (int): 1 to 6.
    """

    id: str
    die: FastTrainRolledDieDie
    value: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        die: str = self.die

        value = self.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "die": die,
                "value": value,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        die = check_fast_train_rolled_die_die(d.pop("die"))

        value = d.pop("value")

        _model_instance = cls(
            id=id,
            die=die,
            value=value,
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
