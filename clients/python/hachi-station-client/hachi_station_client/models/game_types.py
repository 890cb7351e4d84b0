from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.game_type import GameType


T = TypeVar("T", bound="GameTypes")


@_attrs_define
class GameTypes:
    """
    Attributes:
        game_types (list[GameType]):
    """

    game_types: list[GameType]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        game_types = []
        for game_types_item_data in self.game_types:
            game_types_item = game_types_item_data.to_dict()
            game_types.append(game_types_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game_types": game_types,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game_type import GameType  # noqa: PLC0415

        d = dict(src_dict)
        game_types = []
        _game_types = d.pop("game_types")
        for game_types_item_data in _game_types:
            game_types_item = GameType.from_dict(game_types_item_data)

            game_types.append(game_types_item)

        _model_instance = cls(
            game_types=game_types,
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
