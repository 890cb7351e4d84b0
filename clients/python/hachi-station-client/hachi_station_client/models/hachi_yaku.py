from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.hachi_yaku_key import HachiYakuKey, check_hachi_yaku_key

T = TypeVar("T", bound="HachiYaku")


@_attrs_define
class HachiYaku:
    """A completed yaku: three particular cards in one capture pile.

    Attributes:
        key (HachiYakuKey):
        name (str): Its English name, for display ("Mist Island").
        points (int): 10, or 20 for the ribbon yaku and Ten Seven Eight.
        cards (list[str]): Its three cards, in deck order.
    """

    key: HachiYakuKey
    name: str
    points: int
    cards: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        key: str = self.key

        name = self.name

        points = self.points

        cards = self.cards

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "key": key,
                "name": name,
                "points": points,
                "cards": cards,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        key = check_hachi_yaku_key(d.pop("key"))

        name = d.pop("name")

        points = d.pop("points")

        cards = cast(list[str], d.pop("cards"))

        _model_instance = cls(
            key=key,
            name=name,
            points=points,
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
