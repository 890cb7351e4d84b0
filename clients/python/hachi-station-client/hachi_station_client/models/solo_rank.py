from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="SoloRank")


@_attrs_define
class SoloRank:
    """One of the solo ranks of Fast Train's rules, and how often the player reached it.

    Attributes:
        rank (str):
        lowest_score (int | None): The lowest score of the rank (null: no floor, the first rank).
        highest_score (int | None): The highest score of the rank (null: no ceiling, the last rank).
        times (int): Solo games the player ended with this rank.
        best_score (int | None):
        first_reached_at (datetime.datetime | None):
    """

    rank: str
    lowest_score: int | None
    highest_score: int | None
    times: int
    best_score: int | None
    first_reached_at: datetime.datetime | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        rank = self.rank

        lowest_score: int | None
        lowest_score = self.lowest_score

        highest_score: int | None
        highest_score = self.highest_score

        times = self.times

        best_score: int | None
        best_score = self.best_score

        first_reached_at: None | str
        if isinstance(self.first_reached_at, datetime.datetime):
            first_reached_at = self.first_reached_at.isoformat()
        else:
            first_reached_at = self.first_reached_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "rank": rank,
                "lowest_score": lowest_score,
                "highest_score": highest_score,
                "times": times,
                "best_score": best_score,
                "first_reached_at": first_reached_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        rank = d.pop("rank")

        def _parse_lowest_score(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        lowest_score = _parse_lowest_score(d.pop("lowest_score"))

        def _parse_highest_score(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        highest_score = _parse_highest_score(d.pop("highest_score"))

        times = d.pop("times")

        def _parse_best_score(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        best_score = _parse_best_score(d.pop("best_score"))

        def _parse_first_reached_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                first_reached_at_type_0 = datetime.datetime.fromisoformat(data)

                return first_reached_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        first_reached_at = _parse_first_reached_at(d.pop("first_reached_at"))

        _model_instance = cls(
            rank=rank,
            lowest_score=lowest_score,
            highest_score=highest_score,
            times=times,
            best_score=best_score,
            first_reached_at=first_reached_at,
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
