from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.export_game import ExportGame
    from ..models.export_profile import ExportProfile
    from ..models.export_token import ExportToken
    from ..models.export_vacation import ExportVacation
    from ..models.preferences import Preferences


T = TypeVar("T", bound="AccountExport")


@_attrs_define
class AccountExport:
    """Everything the site keeps about you, as one document.

    Attributes:
        exported_at (datetime.datetime):
        profile (ExportProfile):
        preferences (Preferences): Your reminder preferences (the same as the site's settings page).
        tokens (list[ExportToken]):
        vacations (list[ExportVacation]):
        games (list[ExportGame]):
    """

    exported_at: datetime.datetime
    profile: ExportProfile
    preferences: Preferences
    tokens: list[ExportToken]
    vacations: list[ExportVacation]
    games: list[ExportGame]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        exported_at = self.exported_at.isoformat()

        profile = self.profile.to_dict()

        preferences = self.preferences.to_dict()

        tokens = []
        for tokens_item_data in self.tokens:
            tokens_item = tokens_item_data.to_dict()
            tokens.append(tokens_item)

        vacations = []
        for vacations_item_data in self.vacations:
            vacations_item = vacations_item_data.to_dict()
            vacations.append(vacations_item)

        games = []
        for games_item_data in self.games:
            games_item = games_item_data.to_dict()
            games.append(games_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "exported_at": exported_at,
                "profile": profile,
                "preferences": preferences,
                "tokens": tokens,
                "vacations": vacations,
                "games": games,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.export_game import ExportGame  # noqa: PLC0415
        from ..models.export_profile import ExportProfile  # noqa: PLC0415
        from ..models.export_token import ExportToken  # noqa: PLC0415
        from ..models.export_vacation import ExportVacation  # noqa: PLC0415
        from ..models.preferences import Preferences  # noqa: PLC0415

        d = dict(src_dict)
        exported_at = datetime.datetime.fromisoformat(d.pop("exported_at"))

        profile = ExportProfile.from_dict(d.pop("profile"))

        preferences = Preferences.from_dict(d.pop("preferences"))

        tokens = []
        _tokens = d.pop("tokens")
        for tokens_item_data in _tokens:
            tokens_item = ExportToken.from_dict(tokens_item_data)

            tokens.append(tokens_item)

        vacations = []
        _vacations = d.pop("vacations")
        for vacations_item_data in _vacations:
            vacations_item = ExportVacation.from_dict(vacations_item_data)

            vacations.append(vacations_item)

        games = []
        _games = d.pop("games")
        for games_item_data in _games:
            games_item = ExportGame.from_dict(games_item_data)

            games.append(games_item)

        _model_instance = cls(
            exported_at=exported_at,
            profile=profile,
            preferences=preferences,
            tokens=tokens,
            vacations=vacations,
            games=games,
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
