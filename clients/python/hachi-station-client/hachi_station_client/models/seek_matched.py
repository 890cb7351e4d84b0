from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.game import Game
    from ..models.seek import Seek


T = TypeVar("T", bound="SeekMatched")


@_attrs_define
class SeekMatched:
    """Your seek completed a table at once: the game has started.

    Attributes:
        seek (Seek): One of your seeks: you wait for a table of its game type and options. A table starts as soon as
            `seats` players wait with the same options (first come, first served); the seek is then `matched` and names the
            game.
        game (Game): A game as the caller may see it: the same for REST, the sockets and the site.
    """

    seek: Seek
    game: Game
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seek = self.seek.to_dict()

        game = self.game.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seek": seek,
                "game": game,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game import Game  # noqa: PLC0415
        from ..models.seek import Seek  # noqa: PLC0415

        d = dict(src_dict)
        seek = Seek.from_dict(d.pop("seek"))

        game = Game.from_dict(d.pop("game"))

        _model_instance = cls(
            seek=seek,
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
