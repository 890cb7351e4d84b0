from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.head_to_head_type_game_type import HeadToHeadTypeGameType, check_head_to_head_type_game_type

T = TypeVar("T", bound="HeadToHeadType")


@_attrs_define
class HeadToHeadType:
    """The games two players finished at the same table, of one game type.

    Attributes:
        game_type (HeadToHeadTypeGameType):
        played (int):
        won (int): Games the player finished ahead of the opponent (a better rank).
        lost (int): Games the opponent finished ahead.
        drawn (int): Games both finished with the same rank.
    """

    game_type: HeadToHeadTypeGameType
    played: int
    won: int
    lost: int
    drawn: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        game_type: str = self.game_type

        played = self.played

        won = self.won

        lost = self.lost

        drawn = self.drawn

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game_type": game_type,
                "played": played,
                "won": won,
                "lost": lost,
                "drawn": drawn,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        game_type = check_head_to_head_type_game_type(d.pop("game_type"))

        played = d.pop("played")

        won = d.pop("won")

        lost = d.pop("lost")

        drawn = d.pop("drawn")

        _model_instance = cls(
            game_type=game_type,
            played=played,
            won=won,
            lost=lost,
            drawn=drawn,
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
