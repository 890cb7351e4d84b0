from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.hachi_hachi_part_kind import HachiHachiPartKind, check_hachi_hachi_part_kind

T = TypeVar("T", bound="HachiHachiPart")


@_attrs_define
class HachiHachiPart:
    """One line of a settlement: who gains and who pays what (zero-sum).

    Attributes:
        kind (HachiHachiPartKind):
        seat (int | None): The seat it is about: the beneficiary, the payer for `sage_penalty`, null for `card_points`
            (every seat).
        deltas (list[int]): Each seat's gain (negative: payment).
    """

    kind: HachiHachiPartKind
    seat: int | None
    deltas: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind

        seat: int | None
        seat = self.seat

        deltas = self.deltas

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
                "seat": seat,
                "deltas": deltas,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = check_hachi_hachi_part_kind(d.pop("kind"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        deltas = cast(list[int], d.pop("deltas"))

        _model_instance = cls(
            kind=kind,
            seat=seat,
            deltas=deltas,
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
