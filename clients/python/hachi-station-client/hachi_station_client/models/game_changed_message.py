from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="GameChangedMessage")


@_attrs_define
class GameChangedMessage:
    """A doorbell of one of your games: it changed and is now at `version` (fetch it, or keep its game socket open).

    Attributes:
        type_ (Literal['game.changed']):
        game (int): The game's id (`/api/v1/games/{id}/`).
        version (int): The game's version: the number of moves and other changes so far.
        event_id (str | Unset): This event's place in your event log (`<milliseconds>-<sequence>`): `GET
            /api/v1/me/stream/?since=<event_id>` resumes after it. Absent only when the log could not be written (Redis
            trouble).
    """

    type_: Literal["game.changed"]
    game: int
    version: int
    event_id: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        game = self.game

        version = self.version

        event_id = self.event_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "game": game,
                "version": version,
            }
        )
        if event_id is not UNSET:
            field_dict["event_id"] = event_id

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["game.changed"], d.pop("type"))
        if type_ != "game.changed":
            raise ValueError(f"type must match const 'game.changed', got '{type_}'")

        game = d.pop("game")

        version = d.pop("version")

        event_id = d.pop("event_id", UNSET)

        _model_instance = cls(
            type_=type_,
            game=game,
            version=version,
            event_id=event_id,
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
