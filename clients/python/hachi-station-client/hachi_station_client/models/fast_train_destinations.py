from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.fast_train_destinations_cities_item import (
    FastTrainDestinationsCitiesItem,
    check_fast_train_destinations_cities_item,
)
from ..models.fast_train_destinations_reached_item import (
    FastTrainDestinationsReachedItem,
    check_fast_train_destinations_reached_item,
)

T = TypeVar("T", bound="FastTrainDestinations")


@_attrs_define
class FastTrainDestinations:
    """The distinct cities reached by anyone, which end the game at the threshold.

    Attributes:
        reached (list[FastTrainDestinationsReachedItem]): In colour order.
        cities (list[FastTrainDestinationsCitiesItem]): The same destinations as city names.
        count (int):
        threshold (int): Distinct destinations that make the current round the last (2, 3, 4, 5, then 6 for 1, 2, 3, 4,
            5-8 players).
    """

    reached: list[FastTrainDestinationsReachedItem]
    cities: list[FastTrainDestinationsCitiesItem]
    count: int
    threshold: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        reached = []
        for reached_item_data in self.reached:
            reached_item: str = reached_item_data
            reached.append(reached_item)

        cities = []
        for cities_item_data in self.cities:
            cities_item: str = cities_item_data
            cities.append(cities_item)

        count = self.count

        threshold = self.threshold

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "reached": reached,
                "cities": cities,
                "count": count,
                "threshold": threshold,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        reached = []
        _reached = d.pop("reached")
        for reached_item_data in _reached:
            reached_item = check_fast_train_destinations_reached_item(reached_item_data)

            reached.append(reached_item)

        cities = []
        _cities = d.pop("cities")
        for cities_item_data in _cities:
            cities_item = check_fast_train_destinations_cities_item(cities_item_data)

            cities.append(cities_item)

        count = d.pop("count")

        threshold = d.pop("threshold")

        _model_instance = cls(
            reached=reached,
            cities=cities,
            count=count,
            threshold=threshold,
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
