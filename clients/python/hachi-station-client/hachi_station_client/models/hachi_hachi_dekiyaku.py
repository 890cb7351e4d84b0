from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.hachi_hachi_dekiyaku_names_item import HachiHachiDekiyakuNamesItem, check_hachi_hachi_dekiyaku_names_item

T = TypeVar("T", bound="HachiHachiDekiyaku")


@_attrs_define
class HachiHachiDekiyaku:
    """A seat's dekiyaku: the combinations in its capture pile this round.

    Attributes:
        names (list[HachiHachiDekiyakuNamesItem]):
        total (int): The dekiyaku total D of the pile, in points.
        acknowledged (int): D_ack: the total at the seat's last Sage (0 before); `total` rising above it asks the seat
            to End or Sage.
        sage (bool): Whether the seat called Sage this round.
    """

    names: list[HachiHachiDekiyakuNamesItem]
    total: int
    acknowledged: int
    sage: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        names = []
        for names_item_data in self.names:
            names_item: str = names_item_data
            names.append(names_item)

        total = self.total

        acknowledged = self.acknowledged

        sage = self.sage

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "names": names,
                "total": total,
                "acknowledged": acknowledged,
                "sage": sage,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        names = []
        _names = d.pop("names")
        for names_item_data in _names:
            names_item = check_hachi_hachi_dekiyaku_names_item(names_item_data)

            names.append(names_item)

        total = d.pop("total")

        acknowledged = d.pop("acknowledged")

        sage = d.pop("sage")

        _model_instance = cls(
            names=names,
            total=total,
            acknowledged=acknowledged,
            sage=sage,
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
