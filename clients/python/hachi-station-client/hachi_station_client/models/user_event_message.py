from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.user_event_message_kind import UserEventMessageKind, check_user_event_message_kind
from ..types import UNSET, Unset

T = TypeVar("T", bound="UserEventMessage")


@_attrs_define
class UserEventMessage:
    """Something concerns you in a game or a challenge: fetch what you need through the REST API (the event itself carries
    no game state). Every kind carries `game` except `challenge`, which carries `challenge` instead.

        Attributes:
            type_ (Literal['user.event']):
            kind (UserEventMessageKind): What happened.
            game (int | Unset): The game's id (`/api/v1/games/{id}/`).
            challenge (int | Unset): Only on a `challenge` event: the challenge's id (`/api/v1/challenges/{id}/`), made,
                accepted, declined, cancelled or expired.
            id (str | Unset): Only on a live reminder (`deadline_warning` from the reminder outbox), which is delivered at
                least once: a repeat after a crash has the same id, so drop an id you have seen.
            event_id (str | Unset): This event's place in your event log (`<milliseconds>-<sequence>`): `GET
                /api/v1/me/stream/?since=<event_id>` resumes after it. Absent only when the log could not be written (Redis
                trouble).
    """

    type_: Literal["user.event"]
    kind: UserEventMessageKind
    game: int | Unset = UNSET
    challenge: int | Unset = UNSET
    id: str | Unset = UNSET
    event_id: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        kind: str = self.kind

        game = self.game

        challenge = self.challenge

        id = self.id

        event_id = self.event_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "kind": kind,
            }
        )
        if game is not UNSET:
            field_dict["game"] = game
        if challenge is not UNSET:
            field_dict["challenge"] = challenge
        if id is not UNSET:
            field_dict["id"] = id
        if event_id is not UNSET:
            field_dict["event_id"] = event_id

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["user.event"], d.pop("type"))
        if type_ != "user.event":
            raise ValueError(f"type must match const 'user.event', got '{type_}'")

        kind = check_user_event_message_kind(d.pop("kind"))

        game = d.pop("game", UNSET)

        challenge = d.pop("challenge", UNSET)

        id = d.pop("id", UNSET)

        event_id = d.pop("event_id", UNSET)

        _model_instance = cls(
            type_=type_,
            kind=kind,
            game=game,
            challenge=challenge,
            id=id,
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
