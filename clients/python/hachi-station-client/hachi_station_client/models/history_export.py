from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.history_game import HistoryGame


T = TypeVar("T", bound="HistoryExport")


@_attrs_define
class HistoryExport:
    """Every finished game of yours, the latest first (the CSV export has the same rows).

    Attributes:
        format_ (Literal['hachi-station-history/1']):
        username (str):
        exported_at (datetime.datetime):
        games (list[HistoryGame]):
    """

    format_: Literal["hachi-station-history/1"]
    username: str
    exported_at: datetime.datetime
    games: list[HistoryGame]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        format_ = self.format_

        username = self.username

        exported_at = self.exported_at.isoformat()

        games = []
        for games_item_data in self.games:
            games_item = games_item_data.to_dict()
            games.append(games_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "format": format_,
                "username": username,
                "exported_at": exported_at,
                "games": games,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.history_game import HistoryGame  # noqa: PLC0415

        d = dict(src_dict)
        format_ = cast(Literal["hachi-station-history/1"], d.pop("format"))
        if format_ != "hachi-station-history/1":
            raise ValueError(f"format must match const 'hachi-station-history/1', got '{format_}'")

        username = d.pop("username")

        exported_at = datetime.datetime.fromisoformat(d.pop("exported_at"))

        games = []
        _games = d.pop("games")
        for games_item_data in _games:
            games_item = HistoryGame.from_dict(games_item_data)

            games.append(games_item)

        _model_instance = cls(
            format_=format_,
            username=username,
            exported_at=exported_at,
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
