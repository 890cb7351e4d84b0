from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.game import Game
    from ..models.game_summary import GameSummary


T = TypeVar("T", bound="GamePage")


@_attrs_define
class GamePage:
    """A page of games: summaries, or whole games when asked with `expand`.

    Attributes:
        count (int):
        next_ (None | str):
        previous (None | str):
        results (list[Game] | list[GameSummary]):
    """

    count: int
    next_: None | str
    previous: None | str
    results: list[Game] | list[GameSummary]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        count = self.count

        next_: None | str
        next_ = self.next_

        previous: None | str
        previous = self.previous

        results: list[dict[str, Any]]
        if isinstance(self.results, list):
            results = []
            for results_type_0_item_data in self.results:
                results_type_0_item = results_type_0_item_data.to_dict()
                results.append(results_type_0_item)

        else:
            results = []
            for results_type_1_item_data in self.results:
                results_type_1_item = results_type_1_item_data.to_dict()
                results.append(results_type_1_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "count": count,
                "next": next_,
                "previous": previous,
                "results": results,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game import Game  # noqa: PLC0415
        from ..models.game_summary import GameSummary  # noqa: PLC0415

        d = dict(src_dict)
        count = d.pop("count")

        def _parse_next_(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_ = _parse_next_(d.pop("next"))

        def _parse_previous(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        previous = _parse_previous(d.pop("previous"))

        def _parse_results(data: object) -> list[Game] | list[GameSummary]:
            try:
                if not isinstance(data, list):
                    raise TypeError()
                results_type_0 = []
                _results_type_0 = data
                for results_type_0_item_data in _results_type_0:
                    results_type_0_item = GameSummary.from_dict(results_type_0_item_data)

                    results_type_0.append(results_type_0_item)

                return results_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, list):
                raise TypeError()
            results_type_1 = []
            _results_type_1 = data
            for results_type_1_item_data in _results_type_1:
                results_type_1_item = Game.from_dict(results_type_1_item_data)

                results_type_1.append(results_type_1_item)

            return results_type_1

        results = _parse_results(d.pop("results"))

        _model_instance = cls(
            count=count,
            next_=next_,
            previous=previous,
            results=results,
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
