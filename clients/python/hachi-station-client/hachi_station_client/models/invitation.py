from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.game import Game


T = TypeVar("T", bound="Invitation")


@_attrs_define
class Invitation:
    """An open game you are invited to and have not answered.

    Attributes:
        game (Game): A game as the caller may see it: the same for REST, the sockets and the site.
        invited_by (str): The username of the game's creator.
        invited_at (datetime.datetime):
    """

    game: Game
    invited_by: str
    invited_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        game = self.game.to_dict()

        invited_by = self.invited_by

        invited_at = self.invited_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game": game,
                "invited_by": invited_by,
                "invited_at": invited_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game import Game  # noqa: PLC0415

        d = dict(src_dict)
        game = Game.from_dict(d.pop("game"))

        invited_by = d.pop("invited_by")

        invited_at = datetime.datetime.fromisoformat(d.pop("invited_at"))

        _model_instance = cls(
            game=game,
            invited_by=invited_by,
            invited_at=invited_at,
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
