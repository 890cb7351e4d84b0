from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.fast_train_sheet_view_reached_item import (
    FastTrainSheetViewReachedItem,
    check_fast_train_sheet_view_reached_item,
)

if TYPE_CHECKING:
    from ..models.fast_train_per_colour import FastTrainPerColour


T = TypeVar("T", bound="FastTrainSheetView")


@_attrs_define
class FastTrainSheetView:
    """A player's sheet, public to everyone.

    Attributes:
        seat (int):
        trains (FastTrainPerColour): The fast and heavy train's numbers of every colour.
        reached (list[FastTrainSheetViewReachedItem]): Colours whose city this player has reached (either train has 6
            cars): closed to him.
        score (int): The sheet's score if the game ended now.
    """

    seat: int
    trains: FastTrainPerColour
    reached: list[FastTrainSheetViewReachedItem]
    score: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        trains = self.trains.to_dict()

        reached = []
        for reached_item_data in self.reached:
            reached_item: str = reached_item_data
            reached.append(reached_item)

        score = self.score

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "trains": trains,
                "reached": reached,
                "score": score,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fast_train_per_colour import FastTrainPerColour  # noqa: PLC0415

        d = dict(src_dict)
        seat = d.pop("seat")

        trains = FastTrainPerColour.from_dict(d.pop("trains"))

        reached = []
        _reached = d.pop("reached")
        for reached_item_data in _reached:
            reached_item = check_fast_train_sheet_view_reached_item(reached_item_data)

            reached.append(reached_item)

        score = d.pop("score")

        _model_instance = cls(
            seat=seat,
            trains=trains,
            reached=reached,
            score=score,
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
