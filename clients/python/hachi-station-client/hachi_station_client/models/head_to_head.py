from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.head_to_head_type import HeadToHeadType


T = TypeVar("T", bound="HeadToHead")


@_attrs_define
class HeadToHead:
    """A player against one opponent: every finished game both sat at (the ones you may see), in total and per game type.

    Attributes:
        username (str):
        opponent (str):
        played (int):
        won (int):
        lost (int):
        drawn (int):
        game_types (list[HeadToHeadType]):
    """

    username: str
    opponent: str
    played: int
    won: int
    lost: int
    drawn: int
    game_types: list[HeadToHeadType]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        username = self.username

        opponent = self.opponent

        played = self.played

        won = self.won

        lost = self.lost

        drawn = self.drawn

        game_types = []
        for game_types_item_data in self.game_types:
            game_types_item = game_types_item_data.to_dict()
            game_types.append(game_types_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "username": username,
                "opponent": opponent,
                "played": played,
                "won": won,
                "lost": lost,
                "drawn": drawn,
                "game_types": game_types,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.head_to_head_type import HeadToHeadType  # noqa: PLC0415

        d = dict(src_dict)
        username = d.pop("username")

        opponent = d.pop("opponent")

        played = d.pop("played")

        won = d.pop("won")

        lost = d.pop("lost")

        drawn = d.pop("drawn")

        game_types = []
        _game_types = d.pop("game_types")
        for game_types_item_data in _game_types:
            game_types_item = HeadToHeadType.from_dict(game_types_item_data)

            game_types.append(game_types_item)

        _model_instance = cls(
            username=username,
            opponent=opponent,
            played=played,
            won=won,
            lost=lost,
            drawn=drawn,
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
