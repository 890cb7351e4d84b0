from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="SeatStats")


@_attrs_define
class SeatStats:
    """A player's games of one type played from one seat (seat 0 plays first in most games).

    Attributes:
        seat (int):
        played (int):
        won (int):
        win_rate (float): `won / played`, from 0 to 1.
    """

    seat: int
    played: int
    won: int
    win_rate: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        played = self.played

        won = self.won

        win_rate = self.win_rate

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "played": played,
                "won": won,
                "win_rate": win_rate,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        played = d.pop("played")

        won = d.pop("won")

        win_rate = d.pop("win_rate")

        _model_instance = cls(
            seat=seat,
            played=played,
            won=won,
            win_rate=win_rate,
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
