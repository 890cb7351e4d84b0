from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.game import Game


T = TypeVar("T", bound="GameStateMessage")


@_attrs_define
class GameStateMessage:
    """The game as you may see it: on connect, whenever it changed, and in answer to a `hello` from a client that is
    behind. Never older than a state sent before on the same socket, and an unchanged state is not sent twice.

        Attributes:
            type_ (Literal['game.state']):
            game (Game): A game as the caller may see it: the same for REST, the sockets and the site.
    """

    type_: Literal["game.state"]
    game: Game
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        game = self.game.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "game": game,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game import Game  # noqa: PLC0415

        d = dict(src_dict)
        type_ = cast(Literal["game.state"], d.pop("type"))
        if type_ != "game.state":
            raise ValueError(f"type must match const 'game.state', got '{type_}'")

        game = Game.from_dict(d.pop("game"))

        _model_instance = cls(
            type_=type_,
            game=game,
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
