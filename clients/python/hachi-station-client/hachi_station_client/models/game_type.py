from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.game_type_slug import GameTypeSlug, check_game_type_slug

if TYPE_CHECKING:
    from ..models.option_description import OptionDescription


T = TypeVar("T", bound="GameType")


@_attrs_define
class GameType:
    """One of the five games.

    Attributes:
        slug (GameTypeSlug):
        name (str):
        min_players (int):
        max_players (int):
        version (int): The engine version new games are created with.
        options (list[OptionDescription]):
    """

    slug: GameTypeSlug
    name: str
    min_players: int
    max_players: int
    version: int
    options: list[OptionDescription]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        slug: str = self.slug

        name = self.name

        min_players = self.min_players

        max_players = self.max_players

        version = self.version

        options = []
        for options_item_data in self.options:
            options_item = options_item_data.to_dict()
            options.append(options_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "slug": slug,
                "name": name,
                "min_players": min_players,
                "max_players": max_players,
                "version": version,
                "options": options,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.option_description import OptionDescription  # noqa: PLC0415

        d = dict(src_dict)
        slug = check_game_type_slug(d.pop("slug"))

        name = d.pop("name")

        min_players = d.pop("min_players")

        max_players = d.pop("max_players")

        version = d.pop("version")

        options = []
        _options = d.pop("options")
        for options_item_data in _options:
            options_item = OptionDescription.from_dict(options_item_data)

            options.append(options_item)

        _model_instance = cls(
            slug=slug,
            name=name,
            min_players=min_players,
            max_players=max_players,
            version=version,
            options=options,
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
