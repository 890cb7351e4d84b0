from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.hachi_hachi_options_field_carry import HachiHachiOptionsFieldCarry, check_hachi_hachi_options_field_carry
from ..types import UNSET, Unset

T = TypeVar("T", bound="HachiHachiOptions")


@_attrs_define
class HachiHachiOptions:
    """The options of Hachi-Hachi (every one optional: an option left out takes its default).

    Attributes:
        rounds (int | Unset): Number of rounds: 12 or 6. Default: 12.
        field_carry (HachiHachiOptionsFieldCarry | Unset): Multiplier carry queue: same_kind (extra lights of the top
            kind) or all_lights. Default: 'same_kind'.
        double_eights_bonus (bool | Unset): Double 8's pays 12 more points per card point above 168. Default: False.
    """

    rounds: int | Unset = 12
    field_carry: HachiHachiOptionsFieldCarry | Unset = "same_kind"
    double_eights_bonus: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        rounds = self.rounds

        field_carry: str | Unset = UNSET
        if not isinstance(self.field_carry, Unset):
            field_carry = self.field_carry

        double_eights_bonus = self.double_eights_bonus

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if rounds is not UNSET:
            field_dict["rounds"] = rounds
        if field_carry is not UNSET:
            field_dict["field_carry"] = field_carry
        if double_eights_bonus is not UNSET:
            field_dict["double_eights_bonus"] = double_eights_bonus

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        rounds = d.pop("rounds", UNSET)

        _field_carry = d.pop("field_carry", UNSET)
        field_carry: HachiHachiOptionsFieldCarry | Unset
        if isinstance(_field_carry, Unset):
            field_carry = UNSET
        else:
            field_carry = check_hachi_hachi_options_field_carry(_field_carry)

        double_eights_bonus = d.pop("double_eights_bonus", UNSET)

        if d:
            raise ValueError(f"HachiHachiOptions takes no other keys: {sorted(d)}")
        _model_instance = cls(
            rounds=rounds,
            field_carry=field_carry,
            double_eights_bonus=double_eights_bonus,
        )

        return _model_instance
