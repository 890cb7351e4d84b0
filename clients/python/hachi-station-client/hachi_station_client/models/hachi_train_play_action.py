from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="HachiTrainPlayAction")


@_attrs_define
class HachiTrainPlayAction:
    """Play the block of hand positions start … end (inclusive), every card showing number.

    Attributes:
        type_ (Literal['play']):
        start (int): The leftmost hand position of the set (0-based).
        end (int): The rightmost hand position of the set, inclusive.
        number (int): The number 1-8 every card of the set shows (a special card shows either of its two).
    """

    type_: Literal["play"]
    start: int
    end: int
    number: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        start = self.start

        end = self.end

        number = self.number

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "start": start,
                "end": end,
                "number": number,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["play"], d.pop("type"))
        if type_ != "play":
            raise ValueError(f"type must match const 'play', got '{type_}'")

        start = d.pop("start")

        end = d.pop("end")

        number = d.pop("number")

        _model_instance = cls(
            type_=type_,
            start=start,
            end=end,
            number=number,
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
