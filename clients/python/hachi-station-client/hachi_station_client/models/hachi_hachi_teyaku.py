from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.hachi_hachi_teyaku_chaff_hand_type_0 import (
    HachiHachiTeyakuChaffHandType0,
    check_hachi_hachi_teyaku_chaff_hand_type_0,
)
from ..models.hachi_hachi_teyaku_set_hand_type_0 import (
    HachiHachiTeyakuSetHandType0,
    check_hachi_hachi_teyaku_set_hand_type_0,
)

T = TypeVar("T", bound="HachiHachiTeyaku")


@_attrs_define
class HachiHachiTeyaku:
    """A seat's teyaku (dealt hand): its best set hand plus its best chaff hand.

    Attributes:
        name (None | str): The combined name, chaff hand then set hand ("Wither Four Three"); null without one.
        value (int): Points each opponent pays the holder at the round's end (before M).
        set_hand (HachiHachiTeyakuSetHandType0 | None):
        set_value (int):
        chaff_hand (HachiHachiTeyakuChaffHandType0 | None):
        chaff_value (int):
        shown (list[str]): The cards shown to everybody at the announcement, in deck order.
    """

    name: None | str
    value: int
    set_hand: HachiHachiTeyakuSetHandType0 | None
    set_value: int
    chaff_hand: HachiHachiTeyakuChaffHandType0 | None
    chaff_value: int
    shown: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name: None | str
        name = self.name

        value = self.value

        set_hand: None | str
        if isinstance(self.set_hand, str):
            set_hand = self.set_hand
        else:
            set_hand = self.set_hand

        set_value = self.set_value

        chaff_hand: None | str
        if isinstance(self.chaff_hand, str):
            chaff_hand = self.chaff_hand
        else:
            chaff_hand = self.chaff_hand

        chaff_value = self.chaff_value

        shown = self.shown

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "value": value,
                "set_hand": set_hand,
                "set_value": set_value,
                "chaff_hand": chaff_hand,
                "chaff_value": chaff_value,
                "shown": shown,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        name = _parse_name(d.pop("name"))

        value = d.pop("value")

        def _parse_set_hand(data: object) -> HachiHachiTeyakuSetHandType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                set_hand_type_0 = check_hachi_hachi_teyaku_set_hand_type_0(data)

                return set_hand_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(HachiHachiTeyakuSetHandType0 | None, data)

        set_hand = _parse_set_hand(d.pop("set_hand"))

        set_value = d.pop("set_value")

        def _parse_chaff_hand(data: object) -> HachiHachiTeyakuChaffHandType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                chaff_hand_type_0 = check_hachi_hachi_teyaku_chaff_hand_type_0(data)

                return chaff_hand_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(HachiHachiTeyakuChaffHandType0 | None, data)

        chaff_hand = _parse_chaff_hand(d.pop("chaff_hand"))

        chaff_value = d.pop("chaff_value")

        shown = cast(list[str], d.pop("shown"))

        _model_instance = cls(
            name=name,
            value=value,
            set_hand=set_hand,
            set_value=set_value,
            chaff_hand=chaff_hand,
            chaff_value=chaff_value,
            shown=shown,
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
