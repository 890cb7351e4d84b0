from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.take_the_train_line_high_closed_type_0 import (
    TakeTheTrainLineHighClosedType0,
    check_take_the_train_line_high_closed_type_0,
)
from ..models.take_the_train_line_low_closed_type_0 import (
    TakeTheTrainLineLowClosedType0,
    check_take_the_train_line_low_closed_type_0,
)
from ..models.take_the_train_line_station import TakeTheTrainLineStation, check_take_the_train_line_station

if TYPE_CHECKING:
    from ..models.take_the_train_cell import TakeTheTrainCell


T = TypeVar("T", bound="TakeTheTrainLine")


@_attrs_define
class TakeTheTrainLine:
    """A line: its Station, both arms outward from it, their ends and next numbers.

    Attributes:
        station (TakeTheTrainLineStation):
        low (list[TakeTheTrainCell]): The low arm outward from the Station (6, 5, 4 … and round the corner 12, 11 …).
        high (list[TakeTheTrainCell]): The high arm outward from the Station (7, 8, 9 … and round the corner 1, 2 …).
        low_closed (None | TakeTheTrainLineLowClosedType0): The End of Line card closing the low end; null while it is
            open.
        high_closed (None | TakeTheTrainLineHighClosedType0): The End of Line card closing the high end; null while it
            is open.
        next_low (int | None): The number the low end takes next; null when nothing can go there.
        next_high (int | None): The number the high end takes next; null when nothing can go there.
    """

    station: TakeTheTrainLineStation
    low: list[TakeTheTrainCell]
    high: list[TakeTheTrainCell]
    low_closed: None | TakeTheTrainLineLowClosedType0
    high_closed: None | TakeTheTrainLineHighClosedType0
    next_low: int | None
    next_high: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        station: str = self.station

        low = []
        for low_item_data in self.low:
            low_item = low_item_data.to_dict()
            low.append(low_item)

        high = []
        for high_item_data in self.high:
            high_item = high_item_data.to_dict()
            high.append(high_item)

        low_closed: None | str
        if isinstance(self.low_closed, str):
            low_closed = self.low_closed
        else:
            low_closed = self.low_closed

        high_closed: None | str
        if isinstance(self.high_closed, str):
            high_closed = self.high_closed
        else:
            high_closed = self.high_closed

        next_low: int | None
        next_low = self.next_low

        next_high: int | None
        next_high = self.next_high

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "station": station,
                "low": low,
                "high": high,
                "low_closed": low_closed,
                "high_closed": high_closed,
                "next_low": next_low,
                "next_high": next_high,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.take_the_train_cell import TakeTheTrainCell  # noqa: PLC0415

        d = dict(src_dict)
        station = check_take_the_train_line_station(d.pop("station"))

        low = []
        _low = d.pop("low")
        for low_item_data in _low:
            low_item = TakeTheTrainCell.from_dict(low_item_data)

            low.append(low_item)

        high = []
        _high = d.pop("high")
        for high_item_data in _high:
            high_item = TakeTheTrainCell.from_dict(high_item_data)

            high.append(high_item)

        def _parse_low_closed(data: object) -> None | TakeTheTrainLineLowClosedType0:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                low_closed_type_0 = check_take_the_train_line_low_closed_type_0(data)

                return low_closed_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TakeTheTrainLineLowClosedType0, data)

        low_closed = _parse_low_closed(d.pop("low_closed"))

        def _parse_high_closed(data: object) -> None | TakeTheTrainLineHighClosedType0:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                high_closed_type_0 = check_take_the_train_line_high_closed_type_0(data)

                return high_closed_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TakeTheTrainLineHighClosedType0, data)

        high_closed = _parse_high_closed(d.pop("high_closed"))

        def _parse_next_low(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        next_low = _parse_next_low(d.pop("next_low"))

        def _parse_next_high(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        next_high = _parse_next_high(d.pop("next_high"))

        _model_instance = cls(
            station=station,
            low=low,
            high=high,
            low_closed=low_closed,
            high_closed=high_closed,
            next_low=next_low,
            next_high=next_high,
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
